/**
 * Proof by a real consumer (issue #28, part 5): glTF converted by `@anim/*` is loaded by three.js
 * (`GLTFLoader.parse` on the `.glb` bytes, `AnimationMixer.setTime`) and the world positions of child
 * nodes are compared with an independent computation from the source format's own values: the local
 * transforms composed up the chain here, with plain matrix code, from the source curves sampled by
 * the source package's evaluator (Maya's animImportExport tangents, Unity's AnimationCurve).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert } from '@anim/core';
import { evaluateMayaCurve, readMaya, resolveMayaCurves } from '@anim/maya';
import { evaluateUnityAnimationCurve, readUnity } from '@anim/unity';
import { AnimationMixer, LoopOnce, Vector3, type Object3D } from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';

const file = (path: string): Uint8Array => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url))));

/** A 3×3 rotation matrix, row-major, and a point: plain arrays, no three.js, no @anim/core maths. */
type Mat3 = readonly [number, number, number, number, number, number, number, number, number];
type Vec3 = readonly [number, number, number];

const RAD = Math.PI / 180;
function rotX(deg: number): Mat3 {
  const c = Math.cos(deg * RAD), s = Math.sin(deg * RAD);
  return [1, 0, 0, 0, c, -s, 0, s, c];
}
function rotY(deg: number): Mat3 {
  const c = Math.cos(deg * RAD), s = Math.sin(deg * RAD);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}
function rotZ(deg: number): Mat3 {
  const c = Math.cos(deg * RAD), s = Math.sin(deg * RAD);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}
function mul(a: Mat3, b: Mat3): Mat3 {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return out as unknown as Mat3;
}
function apply(m: Mat3, v: Vec3): Vec3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** A rigid local transform: x ↦ rotation · x + translation (scale 1 in both files). */
interface Local {
  readonly rotation: Mat3;
  readonly translation: Vec3;
}
/** The world position of `point` given in the frame of the last of `chain` (root first). */
function worldPoint(chain: readonly Local[], point: Vec3): Vec3 {
  let p = point;
  for (let i = chain.length - 1; i >= 0; i--) p = add(apply(chain[i]!.rotation, p), chain[i]!.translation);
  return p;
}

/**
 * Unity world coordinates → the glTF scene's: Unity is left-handed, glTF right-handed, and the pipeline
 * mirrors X as Unity's glTF importers and exporters do: (x, y, z) → (−x, y, z).
 */
function unityToGltfPoint([x, y, z]: Vec3): Vec3 {
  return [-x, y, z];
}

async function loadGlb(bytes: Uint8Array): Promise<GLTF> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new Promise((resolve, reject) => {
    new GLTFLoader().parse(buffer, '', resolve, reject);
  });
}

async function toGlb(path: string): Promise<GLTF> {
  const out = await convert(file(path), { formats, to: 'gltf', name: path, options: { container: 'glb' } });
  return loadGlb(out.bytes);
}

/** Plays the first animation at `seconds` and returns a function giving a named node's world point. */
function poseAt(gltf: GLTF, seconds: number): (name: string, local?: Vec3) => Vec3 {
  const mixer = new AnimationMixer(gltf.scene);
  // Played once and held at the end, so the last key's time shows the last pose (not the loop's start).
  const action = mixer.clipAction(gltf.animations[0]!).setLoop(LoopOnce, 1);
  action.clampWhenFinished = true;
  action.play();
  mixer.setTime(seconds);
  gltf.scene.updateMatrixWorld(true);
  return (name, local = [0, 0, 0]) => {
    const node = gltf.scene.getObjectByName(name);
    if (node === undefined) throw new Error(`no node ${name} in the scene`);
    const v = node.localToWorld(new Vector3(...local));
    return [v.x, v.y, v.z];
  };
}

function chainOf(gltf: GLTF, name: string): string[] {
  const names: string[] = [];
  for (let n: Object3D | null | undefined = gltf.scene.getObjectByName(name); n !== null && n !== undefined && n !== gltf.scene; n = n.parent) names.unshift(n.name);
  return names;
}

describe('three.js plays converted glTF with the source’s hierarchy', () => {
  it('Maya joint chain: each joint’s world frame is the composition of Maya’s rotations up the chain', async () => {
    const path = 'examples/maya/ha_seed_joint_chain.anim';
    const gltf = await toGlb(path);
    // One root: joint1 → joint2 → joint3 → joint4 (the unanimated placeholder joint too).
    expect(gltf.scene.children.map((c) => c.name)).toStrictEqual(['joint1']);
    expect(chainOf(gltf, 'joint4')).toStrictEqual(['joint1', 'joint2', 'joint3', 'joint4']);

    // Independent: Maya's curves sampled by @anim/maya, composed here. The file has rotate curves in
    // degrees (rotate order xyz: X applied first, so R = Rz·Ry·Rx), no translate curves and no joint
    // orient, so every joint sits at the origin; the world frame shows in points off each joint.
    const doc = readMaya(file(path));
    const curves = resolveMayaCurves(doc);
    const angle = (node: string, axis: 'X' | 'Y' | 'Z', seconds: number): number => {
      const curve = curves.find((c) => c.anim.node === node && c.anim.leafAttribute === `rotate${axis}`);
      return curve === undefined ? 0 : evaluateMayaCurve(curve, seconds);
    };
    const local = (node: string, seconds: number): Local => ({
      rotation: mul(rotZ(angle(node, 'Z', seconds)), mul(rotY(angle(node, 'Y', seconds)), rotX(angle(node, 'X', seconds)))),
      translation: [0, 0, 0],
    });
    const joints = ['joint1', 'joint2', 'joint3'];
    const offsets: Vec3[] = [[1, 0, 0], [0, 1, 0], [0.3, -0.2, 0.5]];
    let compared = 0;
    // Whole ntsc frames: glTF holds the Euler curves as quaternions sampled at 30 fps (exact there).
    for (const frame of [1, 4, 10, 13, 15, 19, 22, 26, 30]) {
      const seconds = frame / 30;
      const world = poseAt(gltf, seconds);
      joints.forEach((joint, j) => {
        const chain = joints.slice(0, j + 1).map((n) => local(n, seconds));
        for (const offset of offsets) {
          const expected = worldPoint(chain, offset);
          const got = world(joint, offset);
          for (let c = 0; c < 3; c++) expect(got[c]).toBeCloseTo(expected[c]!, 5);
          compared++;
        }
        const origin = world(joint);
        for (let c = 0; c < 3; c++) expect(origin[c]).toBeCloseTo(0, 6);
      });
    }
    expect(compared).toBe(9 * 3 * 3);
    // The chain matters: at frame 15 joint2 is turned 106° about Z under joint1's −1.6°, so a point
    // on joint3 moves far from where joint3's own rotation alone would put it.
    const alone = apply(local('joint3', 0.5).rotation, [1, 0, 0]);
    const got = poseAt(gltf, 0.5)('joint3', [1, 0, 0]);
    expect(Math.hypot(got[0] - alone[0], got[1] - alone[1], got[2] - alone[2])).toBeGreaterThan(1);
  });

  it('Unity door: the handle’s world position is hinge ∘ door ∘ handle', async () => {
    const path = 'examples/unity/door-open.anim';
    const gltf = await toGlb(path);
    expect(chainOf(gltf, 'Handle')).toStrictEqual(['Hinge', 'Door', 'Handle']);

    // Independent: Unity's curves evaluated by @anim/unity; Euler order ZXY (m_RotationOrder 4: Z first,
    // then X, then Y, so R = Ry·Rx·Rz); Hinge is not animated (identity), the door has no position curve.
    const clip = readUnity(file(path)).clip;
    const euler = clip.m_EulerCurves.find((e) => e.path === 'Hinge/Door')!;
    expect(euler.curve.m_RotationOrder).toBe(4);
    const position = clip.m_PositionCurves.find((e) => e.path === 'Hinge/Door/Handle')!;
    const door = (t: number): Local => {
      const [x, y, z] = [0, 1, 2].map((axis) => evaluateUnityAnimationCurve(euler.curve, t, axis)) as [number, number, number];
      return { rotation: mul(rotY(y), mul(rotX(x), rotZ(z))), translation: [0, 0, 0] };
    };
    const handle = (t: number): Local => ({
      rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1],
      translation: [0, 1, 2].map((axis) => evaluateUnityAnimationCurve(position.curve, t, axis)) as unknown as Vec3,
    });
    const hinge: Local = { rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1], translation: [0, 0, 0] };
    let moved = 0;
    // Multiples of 1/60 s: glTF holds the Euler curve as quaternions sampled at the clip's 60 fps.
    for (const frame of [0, 6, 15, 24, 30, 36, 45, 54, 60]) {
      const t = frame / 60;
      const expected = unityToGltfPoint(worldPoint([hinge, door(t), handle(t)], [0, 0, 0]));
      const got = poseAt(gltf, t)('Handle');
      for (let c = 0; c < 3; c++) expect(got[c]).toBeCloseTo(expected[c]!, 5);
      // The handle swings with the door: away from its own local position once the door turns.
      const own = unityToGltfPoint(handle(t).translation);
      if (Math.hypot(got[0] - own[0], got[1] - own[1], got[2] - own[2]) > 0.1) moved++;
    }
    expect(moved).toBeGreaterThanOrEqual(4);
  });
});

import fc from 'fast-check';
import { Matrix3, Matrix4, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { basisChange, changeBasis, convertClip, createClip, createTrack, defineFormat, GLTF_SPACE, ROTATION_ORDERS, sample, UNITY_SPACE, worldSpace, type Clip, type RotationOrder, type SignedAxis, type Track, type WorldSpace } from '../src/index.js';
import { changeTrackBasis, describeBasisChange, describeQuatChange, invertBasis } from '../src/ops/basis.js';

const SIGNED: readonly SignedAxis[] = ['+x', '-x', '+y', '-y', '+z', '-z'];

/** Every world space: 2 handednesses × 6 up axes × 4 forward axes = 48 (every signed permutation from one of them). */
const SPACES: WorldSpace[] = (['right', 'left'] as const).flatMap((h) =>
  SIGNED.flatMap((up) => SIGNED.filter((f) => f[1] !== up[1]).map((forward) => worldSpace(h, up, forward, 'm'))),
);

const BLENDER_Z_UP = worldSpace('right', '+z', '-y', 'm');

/**
 * The basis matrix M built here with three.js, independently of `basisChange`: the columns of F are a
 * space's right, up and forward directions (right = forward × up when right-handed, up × forward when
 * left-handed), and M = F_to · F_from⁻¹ maps each direction to the same direction.
 */
function matrixOf(from: WorldSpace, to: WorldSpace): Matrix3 {
  const frame = (s: WorldSpace): Matrix3 => {
    const v = (a: SignedAxis): Vector3 => new Vector3().setComponent('xyz'.indexOf(a[1]!), a.startsWith('-') ? -1 : 1);
    const up = v(s.up);
    const forward = v(s.forward);
    const right = s.handedness === 'right' ? new Vector3().crossVectors(forward, up) : new Vector3().crossVectors(up, forward);
    return new Matrix3().set(right.x, up.x, forward.x, right.y, up.y, forward.y, right.z, up.z, forward.z);
  };
  return frame(to).multiply(frame(from).invert());
}

const m4 = (m: Matrix3): Matrix4 => new Matrix4().setFromMatrix3(m);

/** R = R_k(γ) R_j(β) R_i(α) for order ijk (i applied first), from three.js single-axis rotations. */
function eulerMatrix(angles: readonly number[], order: RotationOrder): Matrix4 {
  const single = (axis: string, angle: number): Matrix4 =>
    axis === 'x' ? new Matrix4().makeRotationX(angle) : axis === 'y' ? new Matrix4().makeRotationY(angle) : new Matrix4().makeRotationZ(angle);
  const [i, j, k] = order.split('');
  const idx = (a: string): number => 'xyz'.indexOf(a);
  return single(k!, angles[idx(k!)]!).multiply(single(j!, angles[idx(j!)]!)).multiply(single(i!, angles[idx(i!)]!));
}

function expectMatricesClose(a: Matrix4, b: Matrix4, tol = 1e-12): void {
  a.elements.forEach((x, n) => { expect(Math.abs(x - b.elements[n]!)).toBeLessThan(tol); });
}

const vecTrack = (kind: 'translation' | 'scale', values: number[][], extra: Partial<Track> = {}): Track => ({
  ...createTrack({
    node: 'door',
    property: kind,
    valueType: 'vec3',
    unit: kind === 'translation' ? 'm' : 'none',
    channel: { kind },
    keys: values.map((v, k) => ({ time: k, value: v, interpolation: 'bezier', inHandle: { time: -0.25, value: [0.1, 0.2, 0.3] }, outHandle: { time: 0.25, value: [-0.4, 0.5, -0.6] } })),
  }),
  ...extra,
});

const quatTrack = (values: number[][]): Track =>
  createTrack({ node: 'door', property: 'rotation', valueType: 'quat', unit: 'none', channel: { kind: 'rotation' }, keys: values.map((v, k) => ({ time: k, value: v })) });

describe('basisChange: the conventions users check against', () => {
  it('Unity → glTF mirrors x as Unity’s glTF importers and exporters do: p → (−x, y, z), q → (x, −y, −z, w)', () => {
    const change = basisChange(UNITY_SPACE, GLTF_SPACE);
    expect(change).toEqual({ axis: [0, 1, 2], sign: [-1, 1, 1], det: -1 });
    expect(describeBasisChange(change)).toBe('(x, y, z) → (−x, y, z)');
    expect(describeQuatChange(change)).toBe('(x, y, z, w) → (x, −y, −z, w)');
  });

  it('Z-up → Y-up as Blender’s glTF exporter does: p → (x, z, −y), a rotation', () => {
    const change = basisChange(BLENDER_Z_UP, GLTF_SPACE);
    expect(describeBasisChange(change)).toBe('(x, y, z) → (x, z, −y)');
    expect(change.det).toBe(1);
    expect(describeQuatChange(change)).toBe('(x, y, z, w) → (x, z, −y, w)');
  });

  it('the same space is the identity; up equal to forward is refused', () => {
    expect(basisChange(GLTF_SPACE, GLTF_SPACE)).toEqual({ axis: [0, 1, 2], sign: [1, 1, 1], det: 1 });
    expect(() => worldSpace('right', '+y', '-y', 'm')).toThrow(/must differ/);
  });

  it('is the matrix mapping right, up and forward to the same directions (all 48 × 48 pairs of spaces)', () => {
    for (const from of SPACES) {
      for (const to of SPACES) {
        const change = basisChange(from, to);
        const m = matrixOf(from, to);
        for (let i = 0; i < 3; i++) {
          const e = new Vector3().setComponent(i, 1).applyMatrix3(m);
          expect(e.getComponent(change.axis[i]!)).toBe(change.sign[i]);
        }
        expect(change.det).toBe(Math.round(m.determinant()));
        expect(change.det).toBe(from.handedness === to.handedness ? 1 : -1);
        expect(basisChange(to, from)).toEqual(invertBasis(change));
      }
    }
  });
});

describe('changeTrackBasis', () => {
  it('translations: p′ = M p at every key and between keys (Bézier handles follow), in all 48 bases', () => {
    const source = vecTrack('translation', [[0.42, 1, -2], [0.5, 1.5, 3], [-1, 0, 0.25]]);
    const times = [0, 0.3, 0.5, 1, 1.7, 2];
    const before = sample(source, times);
    for (const to of SPACES) {
      const m = matrixOf(UNITY_SPACE, to);
      const after = sample(changeTrackBasis(source, basisChange(UNITY_SPACE, to)), times);
      for (let k = 0; k < times.length; k++) {
        const p = new Vector3(before[k * 3], before[k * 3 + 1], before[k * 3 + 2]).applyMatrix3(m);
        expect(Math.abs(after[k * 3]! - p.x) + Math.abs(after[k * 3 + 1]! - p.y) + Math.abs(after[k * 3 + 2]! - p.z)).toBeLessThan(1e-12);
      }
    }
  });

  it('scales are permuted, never negated', () => {
    const out = changeTrackBasis(vecTrack('scale', [[1, 2, 3]]), basisChange(BLENDER_Z_UP, UNITY_SPACE));
    // Z-up right-handed → Y-up left-handed: x → −x, y → z… with every sign dropped for scale
    expect(Array.from(out.values)).toEqual([1, 3, 2]);
    expect(Array.from(out.outHandles!).filter((_, i) => i % 2 === 1)).toEqual([-0.4, -0.6, 0.5]);
  });

  it('quaternions: q′ = (det·M·v, w) is the rotation M R Mᵀ, hemisphere kept (random rotations, all 48 bases)', () => {
    const quat = fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }));
    fc.assert(
      fc.property(quat, fc.constantFrom(...SPACES), fc.constantFrom(...SPACES), (q, from, to) => {
        const len = Math.hypot(...q);
        fc.pre(len > 0.1);
        const unit = q.map((c) => c / len);
        const out = changeTrackBasis(quatTrack([unit]), basisChange(from, to));
        const m = m4(matrixOf(from, to));
        const expected = m.clone().multiply(new Matrix4().makeRotationFromQuaternion(new Quaternion(...unit))).multiply(m.clone().transpose());
        const got = new Matrix4().makeRotationFromQuaternion(new Quaternion(...Array.from(out.values)));
        expectMatricesClose(got, expected);
        expect(out.values[3]! + 0).toBe(unit[3]! + 0);
      }),
      { numRuns: 500 },
    );
  });

  it('Euler angles: which axis each angle becomes, its sign and the new order compose to M R Mᵀ (6 orders × 48 bases, random angles)', () => {
    const angle = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
    for (const order of ROTATION_ORDERS) {
      for (const to of SPACES) {
        const change = basisChange(GLTF_SPACE, to);
        const m = m4(matrixOf(GLTF_SPACE, to));
        fc.assert(
          fc.property(angle, angle, angle, (x, y, z) => {
            const track = createTrack({ node: 'n', property: 'rotation', valueType: 'vec3', unit: 'rad', channel: { kind: 'rotation', rotationOrder: order }, keys: [{ time: 0, value: [x, y, z] }] });
            const out = changeTrackBasis(track, change);
            const expected = m.clone().multiply(eulerMatrix([x, y, z], order)).multiply(m.clone().transpose());
            expectMatricesClose(eulerMatrix(Array.from(out.values), out.channel!.rotationOrder!), expected);
          }),
          { numRuns: 8 },
        );
      }
    }
  });

  it('per-axis curves: translateX becomes the axis M sends it to, renamed with the format’s own name record', () => {
    const t = createTrack({
      node: 'joint1',
      property: 'translateY',
      valueType: 'scalar',
      unit: 'cm',
      channel: { kind: 'translation', axis: 'y' },
      keys: [{ time: 0, value: 2, interpolation: 'bezier', outHandle: { time: 0.1, value: 0.5 } }, { time: 1, value: 3, inHandle: { time: -0.1, value: -0.5 } }],
      extras: { maya: { attribute: 'translate.translateY', leafAttribute: 'translateY', index: 3 } },
    });
    // Maya Z-up → Maya Y-up: (x, y, z) → (x, z, −y), so Z-up's y is Y-up's −z
    const out = changeTrackBasis(t, basisChange(worldSpace('right', '+z', '-y', 'cm'), worldSpace('right', '+y', '+z', 'cm')));
    expect(out.channel).toEqual({ kind: 'translation', axis: 'z' });
    expect([out.name, out.property]).toEqual(['joint1.translateZ', 'translateZ']);
    expect(out.extras).toEqual({ maya: { attribute: 'translate.translateZ', leafAttribute: 'translateZ', index: 3 } });
    expect(Array.from(out.values)).toEqual([-2, -3]);
    expect(Array.from(out.outHandles!.slice(0, 2))).toEqual([0.1, -0.5]);
    expect(Array.from(out.inHandles!.slice(2, 4))).toEqual([-0.1, 0.5]);
  });

  it('per-axis Euler curves without an order (xyz) get the order the change leads to', () => {
    const t = createTrack({ node: 'n', property: 'rotateX', valueType: 'scalar', unit: 'deg', channel: { kind: 'rotation', axis: 'x' }, keys: [{ time: 0, value: 30 }] });
    const out = changeTrackBasis(t, basisChange(BLENDER_Z_UP, GLTF_SPACE));
    expect(out.channel).toEqual({ kind: 'rotation', axis: 'x', rotationOrder: 'xzy' });
    expect(Array.from(out.values)).toEqual([30]);
  });

  it('other channels and shapes are returned as they are', () => {
    const prop = createTrack({ node: 'n', property: 'weight', valueType: 'scalar', unit: 'none', keys: [{ time: 0, value: 1 }] });
    expect(changeTrackBasis(prop, basisChange(UNITY_SPACE, GLTF_SPACE))).toBe(prop);
  });
});

describe('changeBasis', () => {
  it('A → B → A restores every value exactly (random clips, random pairs of spaces)', () => {
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, value), { minLength: 1, maxLength: 5 }), fc.constantFrom(...SPACES), fc.constantFrom(...SPACES), (keys, a, b) => {
        const clip = createClip({
          tracks: [
            vecTrack('translation', keys),
            { ...vecTrack('scale', keys), name: 'door.scale' },
            createTrack({ node: 'door', property: 'euler', valueType: 'vec3', unit: 'deg', channel: { kind: 'rotation', rotationOrder: 'zxy' }, keys: keys.map((v, k) => ({ time: k, value: v })) }),
          ],
          space: a,
        });
        const there = changeBasis(clip, basisChange(a, b), b);
        const back = changeBasis(there, basisChange(b, a), a);
        expect(back.space).toBe(a);
        back.tracks.forEach((t, i) => {
          const o = clip.tracks[i]!;
          // (−0 and 0 are the same number; a change may write either)
          expect(Array.from(t.values, (v) => v + 0)).toEqual(Array.from(o.values, (v) => v + 0));
          expect(t.channel).toEqual(o.channel);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('convertClip changes the basis once, or not at all with keepAxes', () => {
  const target = defineFormat<Clip>({
    id: 'toy',
    name: 'toy',
    extensions: [],
    mimeTypes: [],
    binary: false,
    sniff: () => false,
    read: () => {
      throw new Error('unused');
    },
    write: () => new Uint8Array(),
    summarize: (doc) => ({ tracks: doc.tracks.length, keyframes: 0 }),
    fromClip: (clip) => ({ value: clip, warnings: [] }),
    space: GLTF_SPACE,
  });
  const clip = (): Clip => createClip({ tracks: [vecTrack('translation', [[0.42, 1, 2]]), quatTrack([[0, Math.sin(-95 * Math.PI / 360), 0, Math.cos(-95 * Math.PI / 360)]])], space: UNITY_SPACE });

  it('Unity → glTF: the handle at x = +0.42 arrives at −0.42, the hinge’s −95° about Y turns the other way; one axes-changed warning', () => {
    const out = convertClip(clip(), target);
    const written = out.value as Clip;
    expect(Array.from(written.tracks[0]!.values)).toEqual([-0.42, 1, 2]);
    expect(Array.from(written.tracks[1]!.values)).toEqual([0, -Math.sin(-95 * Math.PI / 360), 0, Math.cos(-95 * Math.PI / 360)]);
    expect(written.space).toBe(GLTF_SPACE);
    expect(out.warnings.map((w) => w.code)).toEqual(['axes-changed']);
    expect(out.warnings[0]!.message).toContain('(x, y, z) → (−x, y, z)');
  });

  it('strict mode does not refuse the change (it is exact); keepAxes leaves values as they are, without a warning', () => {
    expect(convertClip(clip(), target, { strict: true }).warnings.map((w) => w.code)).toEqual(['axes-changed']);
    const kept = convertClip(clip(), target, { keepAxes: true });
    expect(kept.warnings).toEqual([]);
    expect(Array.from((kept.value as Clip).tracks[0]!.values)).toEqual([0.42, 1, 2]);
  });

  it('a clip of unknown space, or one without transforms, changes nothing and says nothing', () => {
    const unknown = { ...clip(), space: undefined };
    expect(convertClip(unknown, target).warnings).toEqual([]);
    const props = createClip({ tracks: [createTrack({ node: 'n', property: 'weight', valueType: 'scalar', unit: 'none', keys: [{ time: 0, value: 1 }] })], space: UNITY_SPACE });
    expect(convertClip(props, target).warnings).toEqual([]);
  });
});

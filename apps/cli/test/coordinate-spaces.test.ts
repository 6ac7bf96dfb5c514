/**
 * Coordinate spaces through core's pipeline (issue #28 parts 1 and 2): a conversion between formats of
 * different spaces moves the values into the target's (Unity ↔ glTF mirrors x, Z-up → Y-up turns the
 * clip upright), says so once (`axes-changed`), and the way back restores the values; `--keep-axes`
 * leaves them as they are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basisChange, changeBasis, convert, convertClip, createClip, createTrack, sample, type AnyFormatDescriptor, type Clip, type Track, type WorldSpace } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { anim, EXAMPLES, expectCode, makeTempDir } from './helpers.js';
import { signalsOf } from './matrix.js';

const byId = (id: string): AnyFormatDescriptor => formats.find((f) => f.id === id)!;
const example = (path: string): Uint8Array => new Uint8Array(readFileSync(join(EXAMPLES, path)));

async function clipOf(id: string, bytes: Uint8Array, options?: object): Promise<Clip> {
  const f = byId(id);
  return f.toClip!(await f.read(bytes, options), options).value;
}

const transforms = (clip: Clip): Track[] => clip.tracks.filter((t) => ['translation', 'rotation', 'scale'].includes(t.channel?.kind ?? ''));

/** The angle between two orientations (radians), q and −q being one. */
function angleBetween(a: Float64Array, b: Float64Array): number {
  const dot = Math.abs(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!);
  return 2 * Math.acos(Math.min(1, dot));
}

/**
 * The largest difference between the transforms of `a` and `b` at `a`'s key times, compared as the
 * matrix test compares them (`signalsOf`: per node, translation and scale per axis, rotations as
 * quaternions whether stored as Euler curves or quaternions): lengths relative to 1 + |value|, rotations
 * as the angle between them. An axis `b` leaves unwritten counts when `a` holds its rest value there.
 * `map` gives, per output signal key, the source key and factor it must equal (identity by default).
 */
function worstDifference(a: Clip, b: Clip, map: (key: string) => { key: string; factor: number } = (key) => ({ key, factor: 1 }), quat: (q: Float64Array) => Float64Array = (q) => q): { key: string; error: number } {
  const sa = signalsOf(a);
  const sb = signalsOf(b);
  let worst = { key: '', error: 0 };
  let compared = 0;
  for (const [key, s] of sa) {
    if (!/\|(translation|rotation|scale)/.test(key)) continue;
    const to = [...sb.keys()].find((k) => map(k).key === key);
    const values = s.at(s.times);
    if (to === undefined) {
      const rest = key.includes('|scale|') ? 1 : 0;
      if (!s.rotation && values.every((v) => v[0] === rest)) continue;
      if (s.rotation && values.every((v) => angleBetween(v, Float64Array.of(0, 0, 0, 1)) === 0)) continue;
      return { key: `${key} (missing)`, error: Infinity };
    }
    const { factor } = map(to);
    const other = sb.get(to)!.at(s.times);
    values.forEach((v, k) => {
      const error = s.rotation ? angleBetween(quat(v), other[k]!) : Math.abs(factor * v[0]! - other[k]![0]!) / (1 + Math.abs(v[0]!));
      if (!(error <= worst.error)) worst = { key, error };
    });
    compared++;
  }
  expect(compared).toBeGreaterThan(0);
  return worst;
}

/** Output signal key → source key and factor for positions p′ = (…): `axes` gives each output axis as a signed source axis. */
function positions(axes: readonly [string, string, string]): (key: string) => { key: string; factor: number } {
  return (key) => {
    const m = /^(.*\|(translation|scale)\|)([xyz])$/.exec(key);
    if (m === null) return { key, factor: 1 };
    const spec = axes['xyz'.indexOf(m[3]!)]!;
    return { key: m[1]! + spec.slice(-1), factor: m[2] === 'translation' && spec.startsWith('-') ? -1 : 1 };
  };
}

/** source → glTF → source through `convert`, with the clips of both ends and of the glTF in between. */
async function viaGltf(source: string, bytes: Uint8Array): Promise<{ a: Clip; gltf: Clip; b: Clip; codes: string[][] }> {
  const there = await convert(bytes, { formats, from: source, to: 'gltf' });
  const back = await convert(there.bytes, { formats, from: 'gltf', to: source });
  return {
    a: await clipOf(source, bytes),
    gltf: await clipOf('gltf', there.bytes),
    b: await clipOf(source, back.bytes),
    codes: [there.warnings.map((w) => w.code), back.warnings.map((w) => w.code)],
  };
}

describe('every format states its space', () => {
  it('descriptors: glTF right-handed Y-up; Unity, MRTK and Resonite left-handed Y-up; Maya right-handed Y-up; Prime Z-up; Roto image space', () => {
    const spaces = Object.fromEntries(formats.map((f) => [f.id, f.space]));
    const world = (handedness: string, up: string, forward: string, length: string): object => ({ kind: 'world', handedness, up, forward, length });
    expect(spaces).toEqual({
      maya: world('right', '+y', '+z', 'cm'),
      roto: { kind: 'image', origin: 'bottom-left', length: 'px' },
      animj: world('left', '+y', '+z', 'm'),
      animx: world('left', '+y', '+z', 'm'),
      mrtk: world('left', '+y', '+z', 'm'),
      prime: world('right', '+z', '-y', 'm'),
      gltf: world('right', '+y', '+z', 'm'),
      unity: world('left', '+y', '+z', 'm'),
    });
  });

  it('every toClip records its format’s space on the clip', async () => {
    const files: Record<string, string> = {
      maya: 'maya/ha_seed_joint_chain.anim',
      roto: 'roto/animated-shapes.nk',
      animj: 'animj/godot_basic.animj',
      animx: 'animx/godot_basic.animx',
      mrtk: 'mrtk/v11-camera-and-hand.bin',
      prime: 'prime/mp1-v2-sparse.ANIM',
      gltf: 'gltf/arm-wave.gltf',
      unity: 'unity/door-open.anim',
    };
    for (const f of formats) expect([f.id, (await clipOf(f.id, example(files[f.id]!))).space]).toEqual([f.id, f.space]);
  });
});

describe('A → glTF → A restores the values', () => {
  it('Unity door-open → glTF mirrors x as Unity’s glTF tools do: positions (−x, y, z), rotations (x, −y, −z, w); once warned', async () => {
    const { a, gltf, codes } = await viaGltf('unity', example('unity/door-open.anim'));
    expect(codes[0]!.filter((c) => c === 'axes-changed')).toHaveLength(1);
    // the handle at x = +0.42 in Unity is at x = −0.42 in glTF; the hinge's −95° about Y turns the other way
    const mirrored = worstDifference(a, gltf, positions(['-x', 'y', 'z']), (q) => Float64Array.of(q[0]!, -q[1]!, -q[2]!, q[3]!));
    expect(mirrored.error).toBeLessThan(2e-4);
    // (and the unchanged values would not match: the test can fail)
    expect(worstDifference(a, gltf).error).toBeGreaterThan(0.5);
  });

  it('Unity → glTF → Unity', async () => {
    const { a, b, codes } = await viaGltf('unity', example('unity/door-open.anim'));
    expect(codes.map((c) => c.filter((x) => x === 'axes-changed').length)).toEqual([1, 1]);
    expect(worstDifference(a, b).error).toBeLessThan(1e-6);
  });

  it('MRTK → glTF → MRTK', async () => {
    const { a, b, codes } = await viaGltf('mrtk', example('mrtk/v11-camera-and-hand.bin'));
    expect(codes.map((c) => c.filter((x) => x === 'axes-changed').length)).toEqual([1, 1]);
    expect(transforms(a).length).toBeGreaterThan(0);
    expect(worstDifference(a, b).error).toBeLessThan(1e-6);
  });

  it('Maya → glTF → Maya (Euler curves through quaternions, exact at the keys)', async () => {
    const { a, b, codes } = await viaGltf('maya', example('maya/ha_seed_joint_chain.anim'));
    // Maya and glTF are both right-handed and Y-up: nothing to change
    expect(codes.flat()).not.toContain('axes-changed');
    expect(worstDifference(a, b).error).toBeLessThan(1e-5);
  });

  it('Maya Z-up (--maya-up-axis z) → glTF is turned upright, and back into a Z-up scene restores the curves', async () => {
    const bytes = example('maya/ha_seed_joint_chain.anim');
    const there = await convert(bytes, { formats, from: 'maya', to: 'gltf', readOptions: { upAxis: 'z' } });
    expect(there.warnings.filter((w) => w.code === 'axes-changed').map((w) => w.message)).toEqual([expect.stringContaining('(x, y, z) → (x, z, −y)')]);
    const back = await convert(there.bytes, { formats, from: 'gltf', to: 'maya', options: { upAxis: 'z' } });
    expect(worstDifference(await clipOf('maya', bytes), await clipOf('maya', back.bytes)).error).toBeLessThan(1e-5);
  });
});

describe('Prime → glTF is Y-up', () => {
  const prime = byId('prime');
  const gltf = byId('gltf');

  it('a bone moving along Prime +Z moves along glTF +Y', () => {
    const clip = createClip({
      tracks: [createTrack({ node: 'bone_3', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [0, 0, 0] }, { time: 1, value: [0, 0, 2] }] })],
      space: prime.space,
    });
    const out = convertClip(clip, gltf);
    const back = gltf.toClip!(out.value).value;
    const t = back.tracks.find((x) => x.channel?.kind === 'translation')!;
    expect(Array.from(sample(t, [1]))).toEqual([0, 2, 0]);
  });

  it('the example file: every translation (x, y, z) arrives as (x, z, −y), every rotation as (x, z, −y, w)', async () => {
    const bytes = example('prime/mp1-v2-sparse.ANIM');
    const out = await convert(bytes, { formats, from: 'prime', to: 'gltf' });
    const a = await clipOf('prime', bytes);
    const b = await clipOf('gltf', out.bytes);
    // the expected values from the Prime clip by the formula (not by core's basis change)
    expect(worstDifference(a, b, positions(['x', 'z', '-y']), (q) => Float64Array.of(q[0]!, q[2]!, -q[1]!, q[3]!)).error).toBeLessThan(1e-6);
  });

  it('and glTF → Prime → glTF restores the values', async () => {
    const space = gltf.space as WorldSpace;
    const clip = changeBasis(await clipOf('prime', example('prime/mp1-v2-sparse.ANIM')), basisChange(prime.space as WorldSpace, space), space);
    const there = convertClip(clip, prime);
    const back = convertClip(prime.toClip!(there.value).value, gltf);
    // Prime quantises translations (1/32 of the largest step) and quaternion components (15 bits)
    expect(worstDifference(clip, gltf.toClip!(back.value).value).error).toBeLessThan(2e-3);
  });
});

describe('anim convert', () => {
  it('says once that the axes changed; --keep-axes writes Unity’s values as they are', async () => {
    const dir = makeTempDir();
    const input = join(EXAMPLES, 'unity', 'door-open.anim');
    const moved = await anim(['convert', input, join(dir, 'door.glb')]);
    expectCode(moved, 0);
    expect(moved.stderr.match(/transforms moved/g)?.length).toBe(1);
    const kept = await anim(['convert', input, join(dir, 'kept.glb'), '--keep-axes']);
    expectCode(kept, 0);
    expect(kept.stderr).not.toMatch(/transforms moved/);
    const source = await clipOf('unity', example('unity/door-open.anim'));
    const written = await clipOf('gltf', new Uint8Array(readFileSync(join(dir, 'kept.glb'))));
    const t = transforms(source).find((x) => x.channel?.kind === 'translation')!;
    const u = written.tracks.find((x) => x.node === t.node && x.channel?.kind === 'translation')!;
    // Unity's x = +0.42 written as it is (float32)
    expect(Array.from(sample(u, [t.times[0]!]))).toEqual(Array.from(sample(t, [t.times[0]!]), (v) => Math.fround(v)));
    expect(sample(t, [t.times[0]!])[0]).toBe(Math.fround(0.42));
  });

  it('--maya-up-axis z reads a Z-up scene (turned upright for glTF); --maya-output-up-axis z writes one', async () => {
    const dir = makeTempDir();
    const input = join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim');
    expectCode(await anim(['convert', input, join(dir, 'up.gltf'), '--maya-up-axis', 'z']), 0);
    expectCode(await anim(['convert', join(dir, 'up.gltf'), join(dir, 'back.anim'), '--maya-output-up-axis', 'z']), 0);
    const a = await clipOf('maya', example('maya/ha_seed_joint_chain.anim'));
    const b = await clipOf('maya', new Uint8Array(readFileSync(join(dir, 'back.anim'))));
    expect(worstDifference(a, b).error).toBeLessThan(1e-5);
  });
});

import { createClip, createTrack, sample } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { accessorValues } from '../src/accessor.js';
import { evaluateGltfChannel, gltfFromClip, writeGltf } from '../src/index.js';
import { previousFloat32, samplerKeys, type SamplerKeys } from '../src/sampler-plan.js';
import { expectValid, maxDifference } from './helpers.js';

const vec = (keys: Parameters<typeof createTrack>[0]['keys']) =>
  createTrack({ node: 'n', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys });

describe('samplerKeys', () => {
  it('writes linear segments among one-third Bézier ones as CUBICSPLINE with the chord as tangents (exact)', () => {
    const track = vec([
      { time: 0, value: [0, 0, 0], interpolation: 'linear' },
      { time: 1, value: [3, 0, 0], interpolation: 'bezier', outSlope: [0, 1, 0] },
      { time: 3, value: [3, 2, 0], inSlope: [0, 0, 0] },
    ]);
    const keys = samplerKeys(track, 1e-4);
    expect(keys.interpolation).toBe('CUBICSPLINE');
    expect(keys.resampled).toBe(false);
    // key 1: in-tangent = chord of the linear segment (3 per s in x), out-tangent from its handle (1 per s in y)
    expect(Array.from(keys.values.subarray(9, 18))).toEqual([3, 0, 0, 3, 0, 0, 0, 1, 0]);
  });

  it('resamples mixed constant and linear segments, keeping the jump one float32 step before the next key', () => {
    const track = vec([
      { time: 0, value: [0, 0, 0], interpolation: 'constant' },
      { time: 1, value: [1, 0, 0], interpolation: 'linear' },
      { time: 2, value: [2, 0, 0] },
    ]);
    const keys = samplerKeys(track, 1e-4);
    expect(keys).toMatchObject({ interpolation: 'LINEAR', resampled: true });
    expect(Array.from(keys.times)).toEqual([0, previousFloat32(1), 1, 2]);
    expect(Array.from(keys.values)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0]);
  });

  it('writes constant segments among one-third Bézier ones as CUBICSPLINE holds, exact but for the float32 step before each jump', () => {
    const track = vec([
      { time: 0, value: [0, 1, 0], interpolation: 'bezier', outSlope: [2, 0, -1] },
      { time: 1, value: [1, 2, 3], interpolation: 'constant', inSlope: [0, 1, 0] },
      { time: 2.7, value: [-1, 0, 5], interpolation: 'bezier', outSlope: [0, 3, 0] },
      { time: 4, value: [2, 2, 2], inSlope: [1, 0, 0] },
    ]);
    const keys = samplerKeys(track, 1e-4);
    expect(keys).toMatchObject({ interpolation: 'CUBICSPLINE', held: true });
    // the four keys and one hold ending one float32 step before 2.7 (below 2.7's own float32 time)
    expect(Array.from(keys.times)).toEqual([0, 1, previousFloat32(2.7), 2.7, 4]);
    expect(Math.fround(previousFloat32(2.7))).toBeLessThan(Math.fround(2.7));
    expectSameCurve(keys, track, [previousFloat32(2.7), 2.7]);
  });

  it('writes constant segments among linear quaternion ones as their own LINEAR keys plus one hold key each', () => {
    const s = Math.SQRT1_2;
    const track = createTrack({
      node: 'n',
      property: 'rotation',
      valueType: 'quat',
      channel: { kind: 'rotation' },
      keys: [
        { time: 0, value: [0, 0, 0, 1], interpolation: 'linear' },
        { time: 0.7, value: [s, 0, 0, s], interpolation: 'constant' },
        { time: 1.3, value: [0, s, 0, s], interpolation: 'linear' },
        { time: 2, value: [0, 0, 1, 0] },
      ],
    });
    const keys = samplerKeys(track, 1e-4);
    expect(keys).toMatchObject({ interpolation: 'LINEAR', held: true });
    expect(Array.from(keys.times)).toEqual([0, 0.7, previousFloat32(1.3), 1.3, 2]);
    expect(Array.from(keys.values)).toEqual([0, 0, 0, 1, s, 0, 0, s, s, 0, 0, s, 0, s, 0, s, 0, 0, 1, 0]);
    expectSameCurve(keys, track, [previousFloat32(1.3), 1.3]);
  });

  it('resamples weighted Bézier curves within the tolerance', () => {
    const track = vec([
      { time: 0, value: [0, 0, 0], interpolation: 'bezier', outSlope: [5, 0, 0], outWeight: 0.8 },
      { time: 2, value: [1, 0, 0], inSlope: [0, 0, 0], inWeight: 0.05 },
    ]);
    const keys = samplerKeys(track, 1e-4);
    expect(keys).toMatchObject({ interpolation: 'LINEAR', resampled: true });
    const resampled = { ...track, times: keys.times, values: keys.values, interpolation: new Uint8Array(keys.times.length).fill(1), inHandles: undefined, outHandles: undefined };
    const times = Array.from({ length: 401 }, (_, i) => i / 200);
    expect(maxDifference(sample(resampled, times), sample(track, times))).toBeLessThan(1.1e-4);
    // sampled at ≥ 240 per second (≥ 480 keys for 2 s), then simplified
    expect(keys.times.length).toBeLessThan(480);
  });

  it('gives previousFloat32 the float32 one step below the time as float32', () => {
    expect(previousFloat32(1)).toBe(1 - 2 ** -24);
    expect(Math.fround(previousFloat32(0.1))).toBe(previousFloat32(0.1));
    expect(previousFloat32(0.1)).toBeLessThan(0.1);
    // 0.7 rounds down to float32: the step below is below that float32 time, not equal to it (the two
    // keys would merge once written as float32)
    expect(Math.fround(0.7)).toBeLessThan(0.7);
    expect(previousFloat32(0.7)).toBeLessThan(Math.fround(0.7));
    expect(Math.fround(previousFloat32(0.7))).toBe(previousFloat32(0.7));
  });
});

/**
 * Expects the glTF keys to draw the track's curve (within 1e-9) at 400 times over its range and at
 * every key, except inside [jump − step, jump) of the listed jumps, where glTF draws the jump.
 */
function expectSameCurve(keys: SamplerKeys, track: Parameters<typeof sample>[0], ...jumps: [number, number][]): void {
  const end = track.times[track.times.length - 1]!;
  const times = [...Array.from({ length: 401 }, (_, i) => (end * i) / 400), ...track.times, ...jumps.map(([before]) => before)].filter(
    (t) => !jumps.some(([before, at]) => t > before && t < at),
  );
  const { width, values } = keys;
  const count = keys.times.length;
  // CUBICSPLINE blocks [a_k, v_k, b_k] split as a glTF reader does
  const part = (at: number): Float64Array => Float64Array.from({ length: count * width }, (_, i) => values[(3 * Math.floor(i / width) + at) * width + (i % width)]!);
  const cubic = keys.interpolation === 'CUBICSPLINE';
  const data = {
    path: track.valueType === 'quat' ? ('rotation' as const) : ('translation' as const),
    interpolation: keys.interpolation,
    times: keys.times,
    width,
    values: cubic ? part(1) : values,
    inTangents: cubic ? part(0) : undefined,
    outTangents: cubic ? part(2) : undefined,
  };
  const drawn = times.flatMap((t) => Array.from(evaluateGltfChannel(data, t)));
  expect(maxDifference(drawn, sample(track, times))).toBeLessThan(1e-9);
}

describe('gltfFromClip warnings', () => {
  it('normalises quaternions and warns, and warns about extrapolation glTF does not have', () => {
    const clip = createClip({
      name: 'spin',
      tracks: [
        createTrack({
          node: 'top',
          property: 'rotation',
          valueType: 'quat',
          channel: { kind: 'rotation' },
          postExtrapolation: 'cycle',
          keys: [
            { time: 0, value: [0, 0, 0, 2] },
            { time: 1, value: [0, 0, 1, 0] },
          ],
        }),
      ],
    });
    const { value: doc, warnings } = gltfFromClip(clip);
    expect(warnings.map((w) => w.code).sort()).toEqual(['extrapolation-changed', 'quaternion-not-unit']);
    const output = doc.document.getRoot().listAnimations()[0]!.listSamplers()[0]!.getOutput()!;
    expect(Array.from(accessorValues(output))).toEqual([0, 0, 0, 1, 0, 0, 1, 0]);
  });

  it('refuses nothing in strict mode when the clip fits, and throws a ConversionError when it does not', () => {
    const fits = createClip({ name: 'a', tracks: [vec([{ time: 0, value: [1, 2, 3] }])] });
    expect(gltfFromClip(fits, { strict: true }).warnings).toEqual([]);
    const lossy = createClip({ name: 'b', tracks: [createTrack({ node: 'n', property: 'intensity', valueType: 'scalar', keys: [{ time: 0, value: 1 }] })] });
    expect(() => gltfFromClip(lossy, { strict: true })).toThrow(/strict mode/);
  });
});

describe('gltfFromClip edge cases', () => {
  it('breaks a cycle in clip.parents instead of building one, and writes no animation for an empty clip', async () => {
    const clip = createClip({ name: 'loop', parents: { a: 'b', b: 'a' }, tracks: [{ ...vec([{ time: 0, value: [1, 0, 0] }]), node: 'a', name: 'a.translation' }, { ...vec([{ time: 0, value: [2, 0, 0] }]), node: 'b', name: 'b.translation' }] });
    const { value: doc } = gltfFromClip(clip);
    const nodes = doc.document.getRoot().listNodes();
    // Nodes are created depth first (a's ancestor b first); the link that would close the cycle is left out.
    expect(nodes.map((n) => [n.getName(), n.getParentNode()?.getName() ?? null])).toEqual([
      ['b', 'a'],
      ['a', null],
    ]);
    await expectValid(await writeGltf(doc));
    const empty = gltfFromClip(createClip({ name: 'none', tracks: [] })).value;
    expect(empty.document.getRoot().listAnimations()).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTrack, evaluate, sample, TrackSampler, type Extrapolation, type Interpolation, type KeyframeInput, type Track } from '../src/index.js';
import { wrapTime } from '../src/evaluate/extrapolate.js';

const MODES: readonly Extrapolation[] = ['constant', 'linear', 'cycle', 'cycleOffset', 'oscillate'];

/** The value evaluation must give at key time `t`: the last key at that time (the later one of a jump). */
function keyValue(track: Track, t: number): number[] {
  const n = track.components;
  let k = track.times.length - 1;
  while (track.times[k] !== t) k--;
  return Array.from(track.values.subarray(k * n, k * n + n));
}

/** Evaluates `times` three ways (evaluate, sample, one TrackSampler in the given order) and checks they agree. */
function threeWays(track: Track, times: readonly number[]): number[][] {
  const n = track.components;
  const sampled = sample(track, times);
  const sampler = new TrackSampler(track);
  return times.map((t, i) => {
    const one = Array.from(evaluate(track, t));
    expect(Array.from(sampled.subarray(i * n, i * n + n)), `sample at ${String(t)}`).toEqual(one);
    expect(Array.from(sampler.evaluate(t)), `TrackSampler at ${String(t)}`).toEqual(one);
    return one;
  });
}

describe('evaluation at a key’s own time, every extrapolation mode', () => {
  // Jumps at the first key, inside and at the last key; every interpolation.
  const keys: KeyframeInput[] = [
    { time: 1, value: [5, -1], interpolation: 'constant' },
    { time: 1, value: [2, 0], interpolation: 'bezier', outSlope: [3, 1] },
    { time: 2, value: [4, 1], interpolation: 'linear' },
    { time: 2.5, value: [7, 7], interpolation: 'linear' },
    { time: 2.5, value: [6, 2], interpolation: 'bezier', inSlope: [-2, 0] },
    { time: 3, value: [1, 3], interpolation: 'constant' },
    { time: 3, value: [9, 4] },
  ];

  it('returns the key’s value (the later one at a jump) at every key, first and last included', () => {
    for (const pre of MODES) {
      for (const post of MODES) {
        const track = createTrack({ node: 'n', property: 'p', valueType: 'vec2', keys, preExtrapolation: pre, postExtrapolation: post });
        // Key times, with extrapolated times in between so a cached segment from a wrapped time is in play.
        const times = [3, 7.3, 1, -4.1, 2.5, 3.5, 2, 0.5, 3, 1];
        const got = threeWays(track, times);
        const atKeys = [0, 2, 4, 6, 8, 9];
        expect(atKeys.map((i) => got[i]), `${pre}/${post}`).toEqual(atKeys.map((i) => keyValue(track, times[i]!)));
      }
    }
  });

  it('at repetition boundaries follows Maya: first key after the end, last key before the start', () => {
    const simple = (mode: Extrapolation): Track =>
      createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: [{ time: 1, value: 0 }, { time: 2, value: 10, interpolation: 'constant' }, { time: 3, value: 4 }], preExtrapolation: mode, postExtrapolation: mode });
    // t:        3 (last key)  4 (last + 1 range)  5 (last + 2)  1 (first key)  -1 (first − 1 range)  -3 (first − 2)
    const times = [3, 5, 7, 1, -1, -3];
    expect(threeWays(simple('cycle'), times).map((v) => v[0])).toEqual([4, 0, 0, 0, 4, 4]);
    expect(threeWays(simple('cycleOffset'), times).map((v) => v[0])).toEqual([4, 0 + 8, 0 + 12, 0, 4 - 8, 4 - 12]);
    expect(threeWays(simple('oscillate'), times).map((v) => v[0])).toEqual([4, 0, 4, 0, 4, 0]);
  });

  it('wrapTime leaves times inside the keys alone and wraps the boundaries as documented', () => {
    const into = { time: NaN, cycles: NaN };
    expect(wrapTime(1, 1, 3, 'cycle', into)).toEqual({ time: 1, cycles: 0 });
    expect(wrapTime(3, 1, 3, 'cycleOffset', into)).toEqual({ time: 3, cycles: 0 });
    expect(wrapTime(2.5, 1, 3, 'oscillate', into)).toEqual({ time: 2.5, cycles: 0 });
    expect(wrapTime(5, 1, 3, 'cycleOffset', into)).toEqual({ time: 1, cycles: 2 });
    expect(wrapTime(-1, 1, 3, 'cycleOffset', into)).toEqual({ time: 3, cycles: -2 });
    expect(wrapTime(5, 1, 3, 'oscillate', into)).toEqual({ time: 1, cycles: 0 });
    expect(wrapTime(7, 1, 3, 'oscillate', into)).toEqual({ time: 3, cycles: 0 });
  });

  it('returns the key’s value however close the next key is (a span with no finite inverse)', () => {
    const track = createTrack({
      node: 'n',
      property: 'p',
      valueType: 'scalar',
      keys: [
        { time: 0, value: 1, interpolation: 'linear' },
        { time: 5e-324, value: 3, interpolation: 'bezier' },
        { time: 1, value: 5 },
      ],
    });
    expect(threeWays(track, [0, 5e-324, 1, 0]).map((v) => v[0])).toEqual([1, 3, 5, 1]);
  });
});

const finite = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Random tracks of every numeric kind, jumps included. */
const anyTrack: fc.Arbitrary<Track> = fc
  .record({
    valueType: fc.constantFrom('scalar', 'vec2', 'quat', 'int', 'bool'),
    keys: fc.array(
      fc.record({
        gap: fc.oneof(fc.constant(0), finite(1e-6, 2), fc.integer({ min: 1, max: 8 }).map((i) => i / 8)),
        value: fc.array(finite(-10, 10), { minLength: 4, maxLength: 4 }),
        interpolation: fc.constantFrom<Interpolation>('constant', 'linear', 'bezier'),
        slope: finite(-20, 20),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    start: finite(-3, 3),
    pre: fc.constantFrom(...MODES),
    post: fc.constantFrom(...MODES),
  })
  .map(({ valueType, keys, start, pre, post }) => {
    const n = valueType === 'vec2' ? 2 : valueType === 'quat' ? 4 : 1;
    let t = start;
    return createTrack({
      node: 'n',
      property: 'p',
      valueType,
      keys: keys.map((k, i) => {
        if (i > 0) t += k.gap;
        const v = valueType === 'int' ? k.value.map(Math.round) : valueType === 'bool' ? k.value.map((x) => (x > 0 ? 1 : 0)) : k.value;
        const value = valueType === 'quat' ? unit(v) : v.slice(0, n);
        return valueType === 'scalar' || valueType === 'vec2'
          ? { time: t, value, interpolation: k.interpolation, inSlope: k.slope, outSlope: -k.slope }
          : { time: t, value, interpolation: k.interpolation };
      }),
      preExtrapolation: pre,
      postExtrapolation: post,
    });
  });

function unit(v: readonly number[]): number[] {
  const len = Math.hypot(...v);
  return len > 1e-3 ? v.map((x) => x / len) : [0, 0, 0, 1];
}

describe('evaluation at keys, properties', () => {
  it('every key time gives that key’s value, whatever was evaluated before, in evaluate, sample and TrackSampler alike', () => {
    fc.assert(
      fc.property(anyTrack, fc.array(finite(-20, 20), { maxLength: 12 }), (track, others) => {
        const keyTimes = Array.from(track.times);
        // Interleave key times with arbitrary (often extrapolated) times.
        const times = keyTimes.flatMap((t, i) => (i < others.length ? [others[i]!, t] : [t]));
        const got = threeWays(track, times);
        const atKeys = times.map((_, i) => i).filter((i) => i % 2 === 1 || i >= 2 * others.length);
        // Quaternion keys are unit already, so normalising them (nlerp, Bézier) changes them by an ulp at most.
        const error = Math.max(0, ...atKeys.flatMap((i) => keyValue(track, times[i]!).map((want, c) => Math.abs(got[i]![c]! - want))));
        expect(error, `${track.valueType} ${track.preExtrapolation}/${track.postExtrapolation}`).toBeLessThanOrEqual(1e-15);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineTracks,
  createTrack,
  evaluate,
  InvalidArgumentError,
  sample,
  splitTrack,
  trackKeys,
  WarningSink,
  type Extrapolation,
  type Interpolation,
  type KeyframeInput,
  type Track,
} from '../src/index.js';
import { expectClose } from './helpers.js';

const SEED = 20261125;

const scalar = (property: string, keys: KeyframeInput[], pre: Extrapolation = 'constant', post: Extrapolation = 'constant'): Track =>
  createTrack({ node: 'joint1', property, valueType: 'scalar', unit: 'cm', keys, preExtrapolation: pre, postExtrapolation: post, channel: { kind: 'translation' } });

const repeating = (mode: Extrapolation): boolean => mode === 'cycle' || mode === 'cycleOffset' || mode === 'oscillate';

/**
 * True when `t` is in a repeating extrapolation of `track` (or at its end key): there the source may
 * have a value at one instant that differs from both sides (its last key where a cycle jumps back, a
 * cycle boundary before the start, a reflection next to a step), which the combined track, like every
 * jump in the model, takes from the right; and within an ulp of a repeated boundary the source's
 * wrapped time may round to the other side of it.
 */
function mayBeIsolated(track: Track, t: number): boolean {
  const count = track.times.length;
  if (count < 2) return false;
  return (t <= track.times[0]! && repeating(track.preExtrapolation)) || (t >= track.times[count - 1]! && repeating(track.postExtrapolation));
}

/** Expects every component of `combined` to sample like its source track at `times` (1e-9 relative). */
function expectSamplesLike(combined: Track, parts: readonly (Track | undefined)[], times: readonly number[], defaults: readonly number[] = []): void {
  const n = combined.components;
  const got = sample(combined, times);
  const close = (a: number, e: number): boolean => Math.abs(a - e) <= 1e-9 * Math.max(1, Math.abs(e));
  for (let c = 0; c < n; c++) {
    const part = parts[c];
    const want = part === undefined ? times.map(() => defaults[c] ?? 0) : Array.from(sample(part, times));
    times.forEach((t, i) => {
      const a = got[i * n + c]!;
      const e = want[i]!;
      if (close(a, e)) return;
      if (part !== undefined && mayBeIsolated(part, t)) {
        // …or, within an ulp of a repeated boundary, the source's own wrapped time rounds across it
        // (looser: a Bézier end with a zero-length handle is a cusp, v ~ Δt^(2/3)).
        const d = 8 * Number.EPSILON * Math.max(1, Math.abs(t));
        const near = (e2: number): boolean => Math.abs(a - e2) <= 1e-6 * Math.max(1, Math.abs(e2));
        if (near(e) || near(evaluate(part, t + d)[0]!) || near(evaluate(part, t - d)[0]!)) return;
      }
      expect.fail(`component ${String(c)} at t=${String(t)}: combined ${String(a)}, source ${String(e)}`);
    });
  }
}

describe('splitTrack', () => {
  const vec = createTrack({
    node: 'joint1',
    property: 'position',
    valueType: 'vec3',
    unit: 'm',
    channel: { kind: 'translation' },
    keys: [
      { time: 0, value: [0, 1, 2], interpolation: 'bezier', outSlope: [1, 2, 3] },
      { time: 1, value: [3, 4, 5], interpolation: 'linear', inSlope: [0, -1, 4] },
      { time: 2, value: [6, 7, 8], interpolation: 'constant' },
      { time: 3, value: [1, 1, 1] },
    ],
    preExtrapolation: 'linear',
    postExtrapolation: 'cycleOffset',
    extras: { animj: { kept: true } },
  });

  it('gives one scalar track per component with its values, handles, codes and extrapolation', () => {
    const parts = splitTrack(vec);
    expect(parts.map((t) => [t.name, t.property, t.valueType, t.unit, t.channel])).toEqual([
      ['joint1.positionX', 'positionX', 'scalar', 'm', { kind: 'translation', axis: 'x' }],
      ['joint1.positionY', 'positionY', 'scalar', 'm', { kind: 'translation', axis: 'y' }],
      ['joint1.positionZ', 'positionZ', 'scalar', 'm', { kind: 'translation', axis: 'z' }],
    ]);
    const keys = trackKeys(vec);
    parts.forEach((part, c) => {
      expect([part.preExtrapolation, part.postExtrapolation, part.extras]).toEqual(['linear', 'cycleOffset', { animj: { kept: true } }]);
      expect(trackKeys(part)).toEqual(
        keys.map((k) => ({ time: k.time, value: [k.value[c]], interpolation: k.interpolation, inHandle: [k.inHandle![c]], outHandle: [k.outHandle![c]] })),
      );
    });
  });

  it('samples exactly like the vector track, inside and outside the keys', () => {
    const times = Array.from({ length: 200 }, (_, i) => -3 + i * 0.047);
    const whole = sample(vec, times);
    splitTrack(vec).forEach((part, c) => {
      expect(Array.from(sample(part, times))).toEqual(times.map((_, i) => whole[i * 3 + c]));
    });
  });

  it('names colour components R, G, B, A and keeps a missing channel as a generic property', () => {
    const color = createTrack({ node: '', property: 'tint', valueType: 'color', components: 3, keys: [{ time: 0, value: [1, 0.5, 0] }] });
    const parts = splitTrack(color);
    expect(parts.map((t) => [t.name, t.node, t.channel])).toEqual([
      ['tintR', '', { kind: 'property', axis: 'x' }],
      ['tintG', '', { kind: 'property', axis: 'y' }],
      ['tintB', '', { kind: 'property', axis: 'z' }],
    ]);
    expect(parts.map((t) => t.values[0])).toEqual([1, 0.5, 0]);
  });

  it('rejects tracks that are not vectors or colours', () => {
    for (const valueType of ['scalar', 'quat', 'bool', 'int', 'string'] as const) {
      const t = createTrack({ node: 'n', property: 'p', valueType, keys: [] });
      expect(() => splitTrack(t)).toThrow(InvalidArgumentError);
    }
  });
});

describe('combineTracks', () => {
  it('undoes splitTrack exactly: same keys, handles, codes and extrapolation', () => {
    const vec = createTrack({
      node: 'joint1',
      property: 'position',
      valueType: 'vec3',
      unit: 'm',
      channel: { kind: 'translation' },
      keys: [
        { time: 0, value: [0, 1, 2], interpolation: 'bezier', outSlope: [1, 2, 3], outWeight: [0.9, 0.2, 1] },
        { time: 1, value: [3, 4, 5], interpolation: 'linear', inSlope: [0, -1, 4] },
        { time: 2, value: [6, 7, 8], interpolation: 'constant' },
        { time: 3, value: [1, 1, 1] },
      ],
      preExtrapolation: 'oscillate',
      postExtrapolation: 'cycle',
    });
    const sink = new WarningSink();
    const back = combineTracks(splitTrack(vec), { valueType: 'vec3', node: 'joint1', property: 'position', sink });
    expect(sink.warnings).toEqual([]);
    expect([back.name, back.unit, back.channel, back.preExtrapolation, back.postExtrapolation]).toEqual([
      'joint1.position',
      'm',
      { kind: 'translation' },
      'oscillate',
      'cycle',
    ]);
    expect(Array.from(back.times)).toEqual(Array.from(vec.times));
    expect(Array.from(back.values)).toEqual(Array.from(vec.values));
    expect(Array.from(back.interpolation)).toEqual(Array.from(vec.interpolation));
    // Handles of the segments are the source's; the outer handles of the end keys are not drawn.
    const inner = (h: Float64Array | undefined): number[] => Array.from(h!.subarray(6, 18));
    expect(inner(back.outHandles)).toEqual(inner(vec.outHandles));
    expect(Array.from(back.inHandles!.subarray(6, 24))).toEqual(Array.from(vec.inHandles!.subarray(6, 24)));
  });

  it('inserts keys at the union of times, cutting Bézier segments exactly', () => {
    const x = scalar('translateX', [
      { time: 0, value: 0, interpolation: 'bezier', outSlope: 4, outWeight: 0.7 },
      { time: 2, value: 10, inSlope: -3, inWeight: 0.1 },
    ]);
    const y = scalar('translateY', [{ time: 0.5, value: 1 }, { time: 1.25, value: 3 }]);
    const v = combineTracks([x, y], { valueType: 'vec2', node: 'joint1', property: 'translate' });
    expect(Array.from(v.times)).toEqual([0, 0.5, 1.25, 2]);
    expect(Array.from(v.interpolation.subarray(0, 3))).toEqual([2, 2, 2]);
    expect([v.channel, v.unit]).toEqual([{ kind: 'translation' }, 'cm']);
    const times = Array.from({ length: 401 }, (_, i) => -1 + i * 0.01);
    expectSamplesLike(v, [x, y], times);
    // The cut points are where x's curve is: the key at 0.5 s holds x's value there.
    expectClose(v.values[2]!, evaluate(x, 0.5)[0]!, 1e-12);
  });

  it('keeps a hold beside a moving component with a jump key at the next time', () => {
    const x = scalar('translateX', [
      { time: 0, value: 1, interpolation: 'constant' },
      { time: 1, value: 5 },
    ]);
    const y = scalar('translateY', [{ time: 0, value: 0 }, { time: 1, value: 2 }]);
    const v = combineTracks([x, y], { valueType: 'vec2', node: 'joint1', property: 'translate' });
    expect(trackKeys(v).map((k) => [k.time, k.value, k.interpolation])).toEqual([
      [0, [1, 0], 'linear'],
      [1, [1, 2], 'linear'], // arrives holding x = 1 …
      [1, [5, 2], 'linear'], // … and jumps to x's key value at the same time
    ]);
    expectSamplesLike(v, [x, y], [-1, 0, 0.3, 0.999999, 1, 1.5]);
  });

  it('fills missing components with their defaults and takes tracks by axis', () => {
    const y = scalar('scaleY', [{ time: 0, value: 2 }, { time: 1, value: 3 }]);
    const v = combineTracks({ y }, { valueType: 'vec3', node: 'joint1', property: 'scale', defaults: [1, 1, 1], channel: { kind: 'scale' } });
    expect(trackKeys(v).map((k) => k.value)).toEqual([
      [1, 2, 1],
      [1, 3, 1],
    ]);
    expect(v.channel).toEqual({ kind: 'scale' });
    expectSamplesLike(v, [undefined, y, undefined], [-1, 0.5, 2], [1, 1, 1]);
  });

  it('repeats a shorter cycling component over the combined range', () => {
    const x = scalar('translateX', [{ time: 0, value: 0 }, { time: 0.5, value: 1, interpolation: 'constant' }, { time: 1, value: 0 }], 'cycle', 'cycle');
    const y = scalar('translateY', [{ time: 0, value: 0, interpolation: 'bezier' }, { time: 2.5, value: 3 }], 'cycle', 'cycle');
    const sink = new WarningSink();
    const v = combineTracks([x, y], { valueType: 'vec2', node: 'joint1', property: 'translate', sink });
    expect(Array.from(v.times)).toEqual([0, 0.5, 1, 1, 1.5, 2, 2, 2.5]); // x jumps at 1 and 2
    // x spans 1 s, y 2.5 s: repeating the combined range is not x's repetition, so the result holds.
    expect([v.preExtrapolation, v.postExtrapolation]).toEqual(['constant', 'constant']);
    expect(sink.warnings.map((w) => [w.code, w.path])).toEqual([
      ['extrapolation-changed', 'joint1.translate'],
      ['extrapolation-changed', 'joint1.translate'],
    ]);
    expect(sink.warnings[1]!.message).toContain('joint1.translateX cycle');
    const times = Array.from({ length: 251 }, (_, i) => i * 0.01);
    expectSamplesLike(v, [x, y], times);
  });

  it('keeps linear extrapolation exact by giving the end keys each component’s slope', () => {
    const x = scalar('translateX', [{ time: 0, value: 0 }, { time: 1, value: 2 }], 'linear', 'linear');
    const y = scalar('translateY', [{ time: 0.5, value: 0, interpolation: 'bezier', outSlope: 0 }, { time: 3, value: -1, inSlope: 5 }], 'linear', 'linear');
    const v = combineTracks([x, y], { valueType: 'vec2', node: 'joint1', property: 'translate' });
    expect([v.preExtrapolation, v.postExtrapolation]).toEqual(['linear', 'linear']);
    expectSamplesLike(v, [x, y], [-10, -1, 0, 0.25, 0.5, 1, 2, 3, 4, 100]);
  });

  it('rejects what it cannot combine', () => {
    const x = scalar('translateX', [{ time: 0, value: 0 }]);
    const deg = createTrack({ node: 'n', property: 'r', valueType: 'scalar', unit: 'deg', keys: [] });
    const vec = createTrack({ node: 'n', property: 'v', valueType: 'vec2', keys: [] });
    const options = { valueType: 'vec2', node: 'n', property: 'p' } as const;
    expect(() => combineTracks([], options)).toThrow(InvalidArgumentError);
    expect(() => combineTracks([x, deg], options)).toThrow(InvalidArgumentError);
    expect(() => combineTracks([vec], options)).toThrow(InvalidArgumentError);
    expect(() => combineTracks([x, x, x], options)).toThrow(InvalidArgumentError);
    expect(() => combineTracks([x], { ...options, defaults: [0] })).toThrow(InvalidArgumentError);
    const nan = scalar('translateY', [{ time: 0, value: 0 }, { time: 1, value: 1 }]);
    nan.times[1] = NaN;
    expect(() => combineTracks([x, nan], options)).toThrow(InvalidArgumentError);
  });

  it('refuses to repeat a tiny cycle over a huge range instead of allocating', () => {
    const x = scalar('translateX', [{ time: 0, value: 0 }, { time: 1e-6, value: 1 }, { time: 2e-6, value: 0 }], 'constant', 'cycle');
    const y = scalar('translateY', [{ time: 0, value: 0 }, { time: 1e4, value: 1 }]);
    expect(() => combineTracks([x, y], { valueType: 'vec2', node: 'n', property: 'p' })).toThrow(InvalidArgumentError);
  });
});

const extrapolation = fc.constantFrom<Extrapolation>('constant', 'linear', 'cycle', 'cycleOffset', 'oscillate');
const finite = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Random scalar tracks: 0–8 keys, ascending times (some equal: jumps), every interpolation, slopes, weights. */
const scalarTrack: fc.Arbitrary<Track> = fc
  .record({
    keys: fc.array(
      fc.record({
        gap: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: finite(0.05, 2) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 4 }).map((i) => i / 4) }),
        value: finite(-100, 100),
        interpolation: fc.constantFrom<Interpolation>('constant', 'linear', 'bezier'),
        inSlope: finite(-50, 50),
        outSlope: finite(-50, 50),
        inWeight: finite(0, 1.2),
        outWeight: finite(0, 1.2),
      }),
      { minLength: 0, maxLength: 8 },
    ),
    // Starts away from subnormal times (an interval of 5e-324 s has no inside to sample).
    start: fc.oneof(finite(-2, 2).filter((t) => t === 0 || Math.abs(t) > 1e-9), fc.constantFrom(0, 1)),
    pre: extrapolation,
    post: extrapolation,
  })
  .map(({ keys, start, pre, post }) => {
    let t = start;
    return scalar(
      'p',
      keys.map((k, i) => {
        if (i > 0) t += k.gap;
        return { time: t, value: k.value, interpolation: k.interpolation, inSlope: k.inSlope, outSlope: k.outSlope, inWeight: k.inWeight, outWeight: k.outWeight };
      }),
      pre,
      post,
    );
  });

describe('combineTracks properties', () => {
  it('samples every component like its source track at any time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(scalarTrack, { nil: undefined, freq: 5 }), { minLength: 2, maxLength: 4 }),
        fc.array(finite(-12, 12), { minLength: 1, maxLength: 40 }),
        (parts, times) => {
          if (parts.every((p) => p === undefined)) return;
          const n = parts.length;
          const sink = new WarningSink();
          const defaults = parts.map((_, c) => c + 0.5);
          const v = combineTracks(parts, { valueType: n === 2 ? 'vec2' : n === 3 ? 'vec3' : 'vec4', node: 'n', property: 'p', defaults, sink });
          const keyTimes = parts.flatMap((p) => (p === undefined ? [] : Array.from(p.times)));
          // Outside the combined keys only where no extrapolation change was warned.
          const warned = (side: string): boolean => sink.warnings.some((w) => w.code === 'extrapolation-changed' && w.message.startsWith(side));
          const first = v.times[0] ?? 0;
          const last = v.times[v.times.length - 1] ?? 0;
          const checked = [...times, ...keyTimes].filter((t) => (t >= first || !warned('pre')) && (t <= last || !warned('post')));
          expectSamplesLike(v, parts, checked.sort((a, b) => a - b), defaults);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createTrack, evaluate, sample, TrackSampler, type Extrapolation, type KeyframeInput, type Track } from '../src/index.js';
import { expectClose } from './helpers.js';

const scalar = (keys: KeyframeInput[], pre: Extrapolation = 'constant', post: Extrapolation = 'constant'): Track =>
  createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys, preExtrapolation: pre, postExtrapolation: post });
const at = (track: Track, t: number): number => evaluate(track, t)[0]!;

/** Cubic Hermite with slopes m0, m1 (per second) on [t0, t1]. */
function hermite(t0: number, v0: number, m0: number, t1: number, v1: number, m1: number, t: number): number {
  const d = t1 - t0;
  const s = (t - t0) / d;
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * d * m0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * d * m1;
}

describe('interpolation', () => {
  it('constant holds the left key; a key time returns that key', () => {
    const t = scalar([
      { time: 0, value: 1, interpolation: 'constant' },
      { time: 1, value: 5, interpolation: 'constant' },
      { time: 2, value: 9 },
    ]);
    expect([at(t, 0), at(t, 0.5), at(t, 0.999999), at(t, 1), at(t, 1.5), at(t, 2)]).toEqual([1, 1, 1, 5, 5, 9]);
  });

  it('linear interpolates every component', () => {
    const t = createTrack({
      node: 'n',
      property: 'position',
      valueType: 'vec3',
      unit: 'm',
      keys: [
        { time: 1, value: [0, 10, -4] },
        { time: 3, value: [2, 20, 4] },
      ],
    });
    expect(Array.from(evaluate(t, 1.5))).toEqual([0.5, 12.5, -2]);
    expect(Array.from(evaluate(t, 3))).toEqual([2, 20, 4]);
  });

  it('a jump (two keys at one time) takes the later key at that time', () => {
    const t = scalar([
      { time: 0, value: 0 },
      { time: 1, value: 1 },
      { time: 1, value: 10 },
      { time: 2, value: 20 },
    ]);
    expect(at(t, 0.5)).toBe(0.5);
    expect(at(t, 1)).toBe(10);
    expect(at(t, 1.5)).toBe(15);
  });

  it('bezier with one-third handles is exactly the Hermite curve', () => {
    const keys: KeyframeInput[] = [
      { time: 0.5, value: 2, interpolation: 'bezier', outSlope: 3 },
      { time: 2, value: -1, inSlope: -4, outSlope: 0.5, interpolation: 'bezier' },
      { time: 2.25, value: 7, inSlope: 100 },
    ];
    const t = scalar(keys);
    for (let i = 0; i <= 100; i++) {
      const x = 0.5 + (1.5 * i) / 100;
      expectClose(at(t, x), hermite(0.5, 2, 3, 2, -1, -4, x), 1e-13);
      const y = 2 + (0.25 * i) / 100;
      expectClose(at(t, y), hermite(2, -1, 0.5, 2.25, 7, 100, y), 1e-13);
    }
  });

  it('weighted bezier with zero weights is exactly linear (Unity weights 0/0)', () => {
    const t = scalar([
      { time: 0, value: 1, interpolation: 'bezier', outSlope: 50, outWeight: 0 },
      { time: 4, value: 9, inSlope: -30, inWeight: 0 },
    ]);
    for (let i = 0; i <= 40; i++) expectClose(at(t, i / 10), 1 + 2 * (i / 10), 1e-12);
  });

  it('weighted bezier matches a bisection reference to 1e-12', () => {
    const t0 = 1;
    const t1 = 3;
    const w1 = 0.15;
    const w2 = 0.8;
    const m0 = 4;
    const m1 = -2;
    const t = scalar([
      { time: t0, value: 0, interpolation: 'bezier', outSlope: m0, outWeight: w1 },
      { time: t1, value: 1, inSlope: m1, inWeight: w2 },
    ]);
    const d = t1 - t0;
    const x = (u: number): number => 3 * w1 * (1 - u) ** 2 * u + 3 * (1 - w2) * (1 - u) * u * u + u ** 3;
    const y1 = m0 * w1 * d;
    const y2 = 1 - m1 * w2 * d;
    for (let i = 0; i <= 200; i++) {
      const s = i / 200;
      let lo = 0;
      let hi = 1;
      for (let k = 0; k < 200; k++) {
        const mid = (lo + hi) / 2;
        if (x(mid) < s) lo = mid;
        else hi = mid;
      }
      const u = lo;
      const ref = 3 * (1 - u) ** 2 * u * y1 + 3 * (1 - u) * u * u * y2 + u ** 3;
      expectClose(at(t, t0 + s * d), ref, 1e-12);
    }
  });

  it('clamps overlong handles: a, b ≤ 1 unchanged; beyond the monotonic region both scale by one factor', () => {
    // a = 1, b = 1 is inside the region: x(u) = 3u − 3u² + u³ ... value stays a valid function of time.
    const inside = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 1, value: 0 } },
      { time: 1, value: 1, inHandle: { time: -1, value: 0 } },
    ]);
    const samples = Array.from({ length: 101 }, (_, i) => at(inside, i / 100));
    for (let i = 1; i < samples.length; i++) expect(samples[i]!).toBeGreaterThanOrEqual(samples[i - 1]!);
    // a = 2, b = 0 scales the out-handle by 1/2: identical to a handle (1, 5) instead of (2, 10).
    const over = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 2, value: 10 } },
      { time: 1, value: 1, inHandle: { time: 0, value: 0 } },
    ]);
    const scaled = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 1, value: 5 } },
      { time: 1, value: 1, inHandle: { time: 0, value: 0 } },
    ]);
    for (let i = 0; i <= 20; i++) expectClose(at(over, i / 20), at(scaled, i / 20), 1e-12);
    // a handle pointing backwards in time is cut to zero time length
    const back = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: -0.5, value: 0 } },
      { time: 1, value: 1, inHandle: { time: -1 / 3, value: -1 / 3 } },
    ]);
    const cut = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 0, value: 0 } },
      { time: 1, value: 1, inHandle: { time: -1 / 3, value: -1 / 3 } },
    ]);
    for (let i = 0; i <= 20; i++) expect(at(back, i / 20)).toBe(at(cut, i / 20));
  });

  it('a bezier segment without handle arrays is linear', () => {
    const t = scalar([
      { time: 0, value: 0 },
      { time: 2, value: 4 },
    ]);
    t.interpolation[0] = 2;
    expect(at(t, 0.5)).toBe(1);
  });
});

describe('quaternions', () => {
  const zRot = (angle: number): number[] => [0, 0, Math.sin(angle / 2), Math.cos(angle / 2)];
  const quatTrack = (keys: number[][], blend: 'slerp' | 'nlerp'): Track =>
    createTrack({ node: 'n', property: 'rotation', valueType: 'quat', quatBlend: blend, keys: keys.map((value, i) => ({ time: i, value })) });

  it('slerp follows the great arc at constant angular speed', () => {
    const t = quatTrack([zRot(0), zRot(Math.PI / 2)], 'slerp');
    for (const s of [0, 0.1, 0.25, 0.5, 0.9]) {
      const q = evaluate(t, s);
      const e = zRot((s * Math.PI) / 2);
      for (let c = 0; c < 4; c++) expectClose(q[c]!, e[c]!, 1e-15);
    }
  });

  it('slerp takes the shortest arc when the keys are in opposite hemispheres', () => {
    const t = quatTrack([zRot(0), zRot(Math.PI / 2).map((v) => -v)], 'slerp');
    const q = evaluate(t, 0.5);
    const e = zRot(Math.PI / 4);
    for (let c = 0; c < 4; c++) expectClose(q[c]!, e[c]!, 1e-15);
  });

  it('slerp of nearly equal keys stays on the unit sphere', () => {
    const t = quatTrack([zRot(0), zRot(1e-9)], 'slerp');
    const q = evaluate(t, 0.5);
    expectClose(Math.hypot(...q), 1, 1e-15);
    expectClose(q[2]!, Math.sin(0.25e-9), 1e-15);
  });

  it('nlerp interpolates components and normalises (MRTK)', () => {
    const t = quatTrack([zRot(0), zRot(Math.PI / 2)], 'nlerp');
    const q = evaluate(t, 0.25);
    const raw = [0, 0, 0.25 * Math.SQRT1_2, 0.75 + 0.25 * Math.SQRT1_2];
    const len = Math.hypot(...raw);
    for (let c = 0; c < 4; c++) expectClose(q[c]!, raw[c]! / len, 1e-15);
    // keys are normalised too
    const unnormalised = quatTrack([[0, 0, 0, 2], [0, 0, 0, 2]], 'nlerp');
    expect(Array.from(evaluate(unnormalised, 1))).toEqual([0, 0, 0, 1]);
  });

  it('bezier quaternion segments are component-wise then normalised', () => {
    const t = createTrack({
      node: 'n',
      property: 'rotation',
      valueType: 'quat',
      keys: [
        { time: 0, value: zRot(0), interpolation: 'bezier' },
        { time: 1, value: zRot(Math.PI / 2) },
      ],
    });
    const q = evaluate(t, 0.5);
    expectClose(Math.hypot(...q), 1, 1e-15);
    expectClose(q[2]! / q[3]!, Math.tan(Math.PI / 8) * 0 + Math.SQRT1_2 / (1 + Math.SQRT1_2), 1e-15);
  });
});

describe('step value types', () => {
  it('bool, int and string tracks hold the left key whatever the interpolation', () => {
    const b = createTrack({ node: 'hand', property: 'isTracked', valueType: 'bool', keys: [{ time: 0, value: false, interpolation: 'linear' }, { time: 1, value: true }] });
    expect([at(b, 0.99), at(b, 1)]).toEqual([0, 1]);
    const i = createTrack({ node: 'n', property: 'count', valueType: 'int', keys: [{ time: 0, value: 1, interpolation: 'linear' }, { time: 1, value: 3 }], postExtrapolation: 'linear' });
    expect([at(i, 0.5), at(i, 5)]).toEqual([1, 3]);
    const s = createTrack({ node: 'n', property: 'label', valueType: 'string', keys: [{ time: 0, value: 'a' }, { time: 1, value: 'b' }, { time: 2, value: 'a' }] });
    expect(s.strings).toEqual(['a', 'b']);
    expect([at(s, 0.5), at(s, 1.5), at(s, 2)]).toEqual([0, 1, 0]);
  });
});

describe('extrapolation', () => {
  const keys: KeyframeInput[] = [
    { time: 1, value: 2 },
    { time: 2, value: 4 },
    { time: 3, value: 3 },
  ];

  it('constant holds the end keys', () => {
    const t = scalar(keys);
    expect([at(t, -10), at(t, 0.999), at(t, 3.001), at(t, 1e9)]).toEqual([2, 2, 3, 3]);
  });

  it('linear continues along the end segments (chord slopes without handles)', () => {
    const t = scalar(keys, 'linear', 'linear');
    expect(at(t, 0)).toBe(0);
    expect(at(t, 5)).toBe(1);
  });

  it('linear uses the end tangent: the first key in-handle and the last key out-handle', () => {
    const t = scalar(
      [
        { time: 0, value: 0, interpolation: 'bezier', inHandle: { time: -1, value: -3 }, outSlope: 0 },
        { time: 1, value: 1, inSlope: 0, outHandle: { time: 0.5, value: -1 } },
      ],
      'linear',
      'linear',
    );
    expect(at(t, -2)).toBe(-6);
    expect(at(t, 3)).toBe(1 + 2 * -2);
  });

  it('linear follows slopes given on the outer sides of the end keys', () => {
    const t = scalar(
      [
        { time: 0, value: 0, inSlope: 3, interpolation: 'bezier' },
        { time: 2, value: 1, outSlope: -1 },
      ],
      'linear',
      'linear',
    );
    expect(at(t, -1)).toBe(-3);
    expect(at(t, 4)).toBe(-1);
    const lone = scalar([{ time: 0, value: 5, inSlope: 2, outSlope: 2 }], 'linear', 'linear');
    expect(at(lone, 3)).toBe(5); // a single key holds
  });

  it('linear falls back to the bezier end slopes, and to 0 after a constant segment', () => {
    const t = scalar(
      [
        { time: 0, value: 0, interpolation: 'bezier', outSlope: 2 },
        { time: 1, value: 1, inSlope: -1, interpolation: 'constant' },
        { time: 2, value: 1 },
      ],
      'linear',
      'linear',
    );
    // first key in-handle is zero-length (no previous segment) → out-handle slope 2
    expect(at(t, -1)).toBe(-2);
    expect(at(t, 10)).toBe(1);
  });

  it('cycle repeats the keyed range (Maya semantics at boundaries)', () => {
    const t = scalar(keys, 'cycle', 'cycle');
    expect(at(t, 3.5)).toBe(3); // = t 1.5
    expect(at(t, 4)).toBe(4); // = t 2
    expect(at(t, 5)).toBe(2); // = t 1 (start of the next cycle)
    expect(at(t, 5.5)).toBe(3);
    expect(at(t, 0.5)).toBe(3.5); // = t 2.5
    expect(at(t, -0.5)).toBe(3); // = t 1.5
    expect(at(t, -1)).toBe(3); // exact boundary before the start: last key
  });

  it('cycleOffset adds the first-to-last change per cycle', () => {
    const t = scalar(keys, 'cycleOffset', 'cycleOffset');
    expect(at(t, 3.5)).toBe(3 + 1);
    expect(at(t, 5)).toBe(2 + 2);
    expect(at(t, 5.5)).toBe(3 + 2);
    expect(at(t, 0.5)).toBe(3.5 - 1);
    expect(at(t, -1)).toBe(3 - 2); // continuous: first key value − 1 cycle
  });

  it('oscillate goes back and forth', () => {
    const t = scalar(keys, 'oscillate', 'oscillate');
    expect(at(t, 3.5)).toBe(3.5); // mirror: t 2.5
    expect(at(t, 4.5)).toBe(3); // t 1.5
    expect(at(t, 5.5)).toBe(3); // forward again: t 1.5
    expect(at(t, 7)).toBe(3); // end of the second cycle: t 3
    expect(at(t, 0.5)).toBe(3); // mirror: t 1.5
    expect(at(t, -0.5)).toBe(3.5); // t 2.5
  });

  it('single-key and zero-range tracks hold their value in every mode', () => {
    for (const mode of ['constant', 'linear', 'cycle', 'cycleOffset', 'oscillate'] as const) {
      const one = scalar([{ time: 1, value: 7, interpolation: 'bezier', inHandle: { time: -1, value: -1 } }], mode, mode);
      expect([at(one, -5), at(one, 1), at(one, 9)]).toEqual([7, 7, 7]);
      const flat = scalar([{ time: 1, value: 7 }, { time: 1, value: 8 }], mode, mode);
      expect([at(flat, 0), at(flat, 1), at(flat, 2)]).toEqual([7, 8, 8]);
    }
  });

  it('quaternion cycleOffset behaves as cycle and linear holds', () => {
    const q = createTrack({
      node: 'n',
      property: 'r',
      valueType: 'quat',
      keys: [
        { time: 0, value: [0, 0, 0, 1] },
        { time: 1, value: [0, 0, Math.SQRT1_2, Math.SQRT1_2] },
      ],
      preExtrapolation: 'linear',
      postExtrapolation: 'cycleOffset',
    });
    expect(Array.from(evaluate(q, -3))).toEqual([0, 0, 0, 1]);
    expect(Array.from(evaluate(q, 2.5))).toEqual(Array.from(evaluate(q, 0.5)));
  });
});

describe('edge cases', () => {
  it('an empty track evaluates to zeros (identity for quaternions)', () => {
    expect(Array.from(evaluate(createTrack({ node: 'n', property: 'p', valueType: 'vec2', keys: [] }), 3))).toEqual([0, 0]);
    expect(Array.from(evaluate(createTrack({ node: 'n', property: 'p', valueType: 'quat', keys: [] }), 3))).toEqual([0, 0, 0, 1]);
  });

  it('a NaN time gives NaN; infinite times extrapolate', () => {
    expect(Number.isNaN(at(scalar(keysOf(3)), NaN))).toBe(true);
    expect(at(scalar(keysOf(3), 'linear', 'linear'), Infinity)).toBe(Infinity);
    expect(at(scalar([{ time: 0, value: 1 }, { time: 1, value: 1 }], 'linear', 'linear'), -Infinity)).toBe(1);
    expect(at(scalar(keysOf(3)), -Infinity)).toBe(0);
  });

  it('writes into a caller buffer at an offset', () => {
    const out = [9, 9, 9];
    expect(evaluate(scalar(keysOf(3)), 0.5, out, 1)).toBe(out);
    expect(out).toEqual([9, 0.5, 9]);
  });

  it('the sampler cursor gives the same values in any order and after reset', () => {
    const t = scalar(keysOf(50));
    const sampler = new TrackSampler(t);
    const times = [3.5, 0.2, 49, 48.9, 10.1, 10.2, 10.3, -1, 60, 25];
    const seq = times.map((x) => sampler.evaluate(x)[0]);
    expect(seq).toEqual(times.map((x) => at(t, x)));
    t.values[4] = 100;
    sampler.reset();
    expect(sampler.evaluate(3.5)[0]).toBe(at(t, 3.5));
    expect(Array.from(sample(t, times))).toEqual(times.map((x) => at(t, x)));
  });
});

function keysOf(n: number): KeyframeInput[] {
  return Array.from({ length: n }, (_, i) => ({ time: i, value: i }));
}

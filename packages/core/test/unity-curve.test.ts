import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateUnityCurve, UNITY_DEFAULT_WEIGHT, type UnityCurveData, type UnityTimeValueKeys } from '../src/index.js';
import { pingPong, repeat, solveBezierTime } from '../src/evaluate/unity-curve.js';

interface KeyInput {
  time: number;
  value: number;
  inTangent?: number;
  outTangent?: number;
  inWeight?: number;
  outWeight?: number;
  weightedMode?: number;
}

/**
 * A curve as a Unity file stores it (float32 numbers). Keys without any tangent field give a
 * (time, value) curve (no `tangents`); otherwise missing fields are tangents 0, weights 0, weightedMode 3.
 */
function curveFromKeys(keys: KeyInput[], preWrapMode: number, postWrapMode: number): UnityCurveData {
  const f32 = (pick: (k: KeyInput) => number | undefined, fallback: number): Float32Array =>
    Float32Array.from(keys, (k) => pick(k) ?? fallback);
  const withTangents = keys.some((k) => Object.keys(k).some((name) => name !== 'time' && name !== 'value'));
  return {
    preWrapMode,
    postWrapMode,
    time: f32((k) => k.time, 0),
    value: f32((k) => k.value, 0),
    tangents: withTangents
      ? {
          inTangent: f32((k) => k.inTangent, 0),
          outTangent: f32((k) => k.outTangent, 0),
          inWeight: f32((k) => k.inWeight, 0),
          outWeight: f32((k) => k.outWeight, 0),
          weightedMode: Int32Array.from(keys, (k) => k.weightedMode ?? 3),
        }
      : undefined,
  };
}

const evaluateCurve = (c: UnityCurveData, t: number, keys?: UnityTimeValueKeys): number => evaluateUnityCurve(c, t, keys);

/** Independent reference for a weighted segment: bisection on the (monotonic) time Bézier. */
function referenceBezier(s: number, v0: number, v1: number, m0: number, m1: number, w1: number, w2: number): number {
  const x = (u: number): number => 3 * (1 - u) * (1 - u) * u * w1 + 3 * (1 - u) * u * u * (1 - w2) + u * u * u;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (x(mid) < s) lo = mid;
    else hi = mid;
  }
  const u = (lo + hi) / 2;
  const p1 = v0 + w1 * m0;
  const p2 = v1 - w2 * m1;
  return (1 - u) ** 3 * v0 + 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u * u * p2 + u ** 3 * v1;
}

/** Independent reference for a Hermite segment: the textbook basis functions. */
function referenceHermite(s: number, p0: number, m0: number, m1: number, p1: number): number {
  return (2 * s ** 3 - 3 * s ** 2 + 1) * p0 + (s ** 3 - 2 * s ** 2 + s) * m0 + (-2 * s ** 3 + 3 * s ** 2) * p1 + (s ** 3 - s ** 2) * m1;
}

const curve = (keys: KeyInput[], pre = 8, post = 8) => curveFromKeys(keys, pre, post);

describe('Unity AnimationCurve evaluation (evaluateUnityCurve)', () => {
  it('an empty curve is 0 and a single key holds its value everywhere', () => {
    expect(evaluateCurve(curve([]), 3)).toBe(0);
    const one = curve([{ time: 1, value: 5 }], 2, 4);
    for (const t of [-10, 0, 1, 2, 1e6]) expect(evaluateCurve(one, t)).toBe(5);
  });

  it("MRTK's (time, value) keys (weights 0, Both) interpolate linearly", () => {
    const c = curve([
      { time: 0, value: 1 },
      { time: 2, value: 3 },
      { time: 3, value: -1 },
    ]);
    for (const t of [0, 0.1, 0.5, 1, 1.7, 2, 2.25, 2.9, 3]) {
      const expected = t <= 2 ? 1 + t : 3 - 4 * (t - 2);
      expect(evaluateCurve(c, t)).toBeCloseTo(expected, 12);
    }
  });

  it('(time, value) keys completed as held (outWeight 1e6) hold the left value until the next key', () => {
    const c = curve([
      { time: 0, value: 0 },
      { time: 1, value: 1 },
    ]);
    expect(evaluateCurve(c, 0.5)).toBeCloseTo(0.5, 12);
    expect(evaluateCurve(c, 0.5, 'held')).toBeLessThan(1e-6);
    expect(evaluateCurve(c, 1, 'held')).toBe(1);
  });

  it("MRTK's boolean keys (outWeight 1e6) hold the left value until the next key", () => {
    const c = curve([
      { time: 0, value: 0, outWeight: 1e6 },
      { time: 1, value: 1, outWeight: 1e6 },
      { time: 2, value: 0, outWeight: 1e6 },
    ]);
    for (const t of [0, 0.5, 0.99, 0.9999]) expect(evaluateCurve(c, t)).toBeLessThan(1e-6);
    expect(evaluateCurve(c, 1)).toBe(1);
    for (const t of [1.5, 1.999]) expect(evaluateCurve(c, t)).toBeGreaterThan(1 - 1e-6);
    expect(evaluateCurve(c, 2)).toBe(0);
  });

  it('non-weighted keys draw the Hermite spline with slopes per second', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (v0, v1, m0, m1, dx, s) => {
          const c = curve([
            { time: 1, value: v0, outTangent: m0, weightedMode: 0 },
            { time: 1 + dx, value: v1, inTangent: m1, weightedMode: 0 },
          ]);
          const span = c.time[1]! - c.time[0]!;
          const t = c.time[0]! + s * span;
          const tg = c.tangents!;
          const expected = referenceHermite((t - 1) / span, c.value[0]!, tg.outTangent[0]! * span, tg.inTangent[1]! * span, c.value[1]!);
          expect(evaluateCurve(c, t)).toBeCloseTo(expected, 8);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });

  it('weights count only with their weightedMode bit; otherwise they are 1/3 (Hermite)', () => {
    const keys = (mode0: number, mode1: number): KeyInput[] => [
      { time: 0, value: 0, outTangent: 2, outWeight: 0.9, inWeight: 0.9, weightedMode: mode0 },
      { time: 1, value: 1, inTangent: -1, inWeight: 0.05, outWeight: 0.05, weightedMode: mode1 },
    ];
    const hermite = (t: number): number => referenceHermite(t, 0, 2, -1, 1);
    // Left key In only, right key Out only: neither inner weight counts.
    for (const t of [0.2, 0.5, 0.8]) expect(evaluateCurve(curve(keys(1, 2)), t)).toBeCloseTo(hermite(t), 12);
    // Left key Out, right key In: both count.
    for (const t of [0.2, 0.5, 0.8]) {
      expect(evaluateCurve(curve(keys(2, 1)), t)).toBeCloseTo(referenceBezier(t, 0, 1, 2, -1, Math.fround(0.9), Math.fround(0.05)), 9);
    }
    // Both weights exactly 1/3 (float32) with Both: the Hermite path.
    const third: KeyInput[] = [
      { time: 0, value: 0, outTangent: 2, outWeight: UNITY_DEFAULT_WEIGHT, weightedMode: 3 },
      { time: 1, value: 1, inTangent: -1, inWeight: UNITY_DEFAULT_WEIGHT, weightedMode: 3 },
    ];
    expect(evaluateCurve(curve(third), 0.3)).toBeCloseTo(hermite(0.3), 12);
  });

  // Unity's analytic solve is itself approximate: with |a| ≤ 1e-3 it drops the cubic term, which moves
  // the time by up to ~7e-4 of the segment; the reference below solves exactly.
  it("the analytic weighted solve matches a bisection reference to Unity's own approximation", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (w1, w2, m0, m1, s) => {
          const c = curve([
            { time: 0, value: 0, outTangent: m0, outWeight: w1, weightedMode: 2 },
            { time: 1, value: 1, inTangent: m1, inWeight: w2, weightedMode: 1 },
          ]);
          const tg = c.tangents!;
          const expected = referenceBezier(s, 0, 1, tg.outTangent[0]!, tg.inTangent[1]!, tg.outWeight[0]!, tg.inWeight[1]!);
          expect(Math.abs(evaluateCurve(c, s) - expected)).toBeLessThan(2e-3);
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });

  it('solveBezierTime follows Unity: linear when the cubic and quadratic terms vanish, fall-back otherwise', () => {
    // w1 = 1/3, x2 = 2/3: x(u) = u.
    expect(solveBezierTime(0.25, 1 / 3, 2 / 3)).toBeCloseTo(0.25, 12);
    // w1 = 0, x2 = 1: x(u) = 3u² − 2u³; the root of x(u) = 0.5 is 0.5.
    expect(solveBezierTime(0.5, 0, 1)).toBeCloseTo(0.5, 12);
    // All coefficients ~0 is impossible for a real segment; c alone: a = b = 0 needs w1 = 1/3, x2 = 2/3.
    expect(solveBezierTime(0, 0.2, 0.8)).toBeCloseTo(0, 12);
  });

  it('an infinite tangent on either side makes the segment stepped', () => {
    const out = curve([
      { time: 0, value: 2, outTangent: Infinity, weightedMode: 0 },
      { time: 1, value: 5, weightedMode: 0 },
    ]);
    const inn = curve([
      { time: 0, value: 2, weightedMode: 0 },
      { time: 1, value: 5, inTangent: -Infinity, weightedMode: 0 },
    ]);
    for (const t of [0, 0.5, 0.999]) {
      expect(evaluateCurve(out, t)).toBe(2);
      expect(evaluateCurve(inn, t)).toBe(2);
    }
    expect(evaluateCurve(out, 1)).toBe(5);
  });

  it('Loop repeats, PingPong bounces, every other wrap mode clamps; pre and post are independent', () => {
    const keys: KeyInput[] = [
      { time: 1, value: 0 },
      { time: 3, value: 4 },
    ];
    const loop = curve(keys, 2, 2);
    expect(evaluateCurve(loop, 3.5)).toBeCloseTo(1, 12);
    expect(evaluateCurve(loop, 0.5)).toBeCloseTo(3, 12);
    expect(evaluateCurve(loop, 7.5)).toBeCloseTo(1, 12);
    const ping = curve(keys, 4, 4);
    expect(evaluateCurve(ping, 3.5)).toBeCloseTo(3, 12);
    expect(evaluateCurve(ping, 5.5)).toBeCloseTo(1, 12);
    expect(evaluateCurve(ping, 0.5)).toBeCloseTo(1, 12);
    for (const mode of [0, 1, 8, 3, 16, -1]) {
      const c = curve(keys, mode, mode);
      expect(evaluateCurve(c, -5)).toBe(0);
      expect(evaluateCurve(c, 9)).toBe(4);
    }
    const mixed = curve(keys, 2, 8);
    expect(evaluateCurve(mixed, 0.5)).toBeCloseTo(3, 12);
    expect(evaluateCurve(mixed, 3.5)).toBe(4);
  });

  it('a zero-length key range holds its end values instead of dividing by zero', () => {
    const c = curve(
      [
        { time: 1, value: 3 },
        { time: 1, value: 7 },
      ],
      2,
      4,
    );
    expect(evaluateCurve(c, 0)).toBe(3);
    expect(evaluateCurve(c, 2)).toBe(7);
    expect(evaluateCurve(c, 1)).toBe(7);
  });

  it('repeat and pingPong follow Mathf', () => {
    expect(repeat(5.5, 2)).toBeCloseTo(1.5, 12);
    expect(repeat(-0.5, 2)).toBeCloseTo(1.5, 12);
    expect(pingPong(3, 2)).toBeCloseTo(1, 12);
    expect(pingPong(5, 2)).toBeCloseTo(1, 12);
  });

  it('a NaN time evaluates to NaN', () => {
    expect(evaluateCurve(curve([{ time: 0, value: 1 }, { time: 1, value: 2 }]), NaN)).toBeNaN();
  });
});

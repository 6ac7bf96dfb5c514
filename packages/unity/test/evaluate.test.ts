import { mrtkCurveFromKeys, evaluateMrtkCurve } from '@anim/mrtk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateUnityAnimationCurve, unityPublicWrapMode, readUnity, type UnityAnimationCurve, type UnityKey } from '../src/index.js';
import { fixtureBytes } from './helpers.js';

const THIRD = Math.fround(1 / 3);

function key(time: number, value: number, inSlope = 0, outSlope = 0, weightedMode = 0, inWeight = THIRD, outWeight = THIRD): UnityKey<number> {
  return { serializedVersion: 3, time, value, inSlope, outSlope, tangentMode: 0, weightedMode, inWeight, outWeight };
}

function curve(keys: UnityKey<number>[], pre = 2, post = 2): UnityAnimationCurve<number> {
  return { serializedVersion: 2, m_Curve: keys, m_PreInfinity: pre, m_PostInfinity: post, m_RotationOrder: 4 };
}

describe('evaluateUnityAnimationCurve: closed forms worked out by hand', () => {
  it('Hermite with flat tangents is smoothstep 3s² − 2s³', () => {
    const c = curve([key(0, 0), key(2, 4)]);
    // s = 0.25: 3/16 − 2/64 = 0.15625, × 4
    expect(evaluateUnityAnimationCurve(c, 0.5)).toBeCloseTo(0.625, 12);
    expect(evaluateUnityAnimationCurve(c, 1)).toBeCloseTo(2, 12);
    // s = 0.75: 27/16 − 54/64 = 0.84375, × 4
    expect(evaluateUnityAnimationCurve(c, 1.5)).toBeCloseTo(3.375, 12);
  });

  it('Hermite with slopes equal to the chord is the straight line', () => {
    const c = curve([key(1, 1, 0, 2), key(3, 5, 2, 0)]);
    for (const t of [1, 1.3, 2, 2.9]) expect(evaluateUnityAnimationCurve(c, t)).toBeCloseTo(1 + 2 * (t - 1), 12);
  });

  it('Hermite slopes count per second: slope 1 out of (0, 0) over a 1 s segment ending flat at 0 gives s(1 − s)²', () => {
    const c = curve([key(0, 0, 0, 1), key(1, 0, 0, 0)]);
    // h10(s) = s³ − 2s² + s; at s = 0.5: 0.125
    expect(evaluateUnityAnimationCurve(c, 0.5)).toBeCloseTo(0.125, 12);
  });

  it('weighted Bézier with both weights 0 is the straight line (value Bézier = time Bézier)', () => {
    const c = curve([key(0, 0, 0, 5, 2, THIRD, 0), key(1, 1, 7, 0, 1, 0, THIRD)]);
    for (const t of [0.1, 0.25, 0.5, 0.8]) expect(evaluateUnityAnimationCurve(c, t)).toBeCloseTo(t, 9);
  });

  it('weights count only with their weightedMode bit (In on the right key, Out on the left)', () => {
    // Left key has weightedMode In only: its outWeight 0 does not count (1/3); right key Out only: same.
    const ignored = curve([key(0, 0, 0, 0, 1, THIRD, 0), key(1, 1, 0, 0, 2, 0, THIRD)]);
    expect(evaluateUnityAnimationCurve(ignored, 0.25)).toBeCloseTo(0.15625, 6);
  });

  it('weighted Bézier with flat tangents and weights 1/3 on the Both bits equals Hermite', () => {
    const c = curve([key(0, 0, 0, 0, 3), key(1, 1, 0, 0, 3)]);
    expect(evaluateUnityAnimationCurve(c, 0.25)).toBeCloseTo(0.15625, 6);
  });

  it('an infinite slope steps: the left value holds until the next key', () => {
    const out = curve([key(0, 2, 0, Infinity), key(1, 5)]);
    const inn = curve([key(0, 2), key(1, 5, -Infinity, 0)]);
    for (const t of [0, 0.5, 0.999]) {
      expect(evaluateUnityAnimationCurve(out, t)).toBe(2);
      expect(evaluateUnityAnimationCurve(inn, t)).toBe(2);
    }
    expect(evaluateUnityAnimationCurve(out, 1)).toBe(5);
  });

  it("serialised infinity modes: 1 Repeat loops, 0 PingPong bounces, 2 Clamp holds (Unity's internal enum)", () => {
    expect([0, 1, 2, 3].map(unityPublicWrapMode)).toEqual([4, 2, 8, 8]);
    const keys = [key(1, 0, 2, 2), key(3, 4, 2, 2)];
    const loop = curve(keys, 1, 1);
    expect(evaluateUnityAnimationCurve(loop, 3.5)).toBeCloseTo(1, 12);
    expect(evaluateUnityAnimationCurve(loop, 0.5)).toBeCloseTo(3, 12);
    const ping = curve(keys, 0, 0);
    expect(evaluateUnityAnimationCurve(ping, 3.5)).toBeCloseTo(3, 12);
    expect(evaluateUnityAnimationCurve(ping, 0.5)).toBeCloseTo(1, 12);
    const clamp = curve(keys, 2, 2);
    expect(evaluateUnityAnimationCurve(clamp, -5)).toBe(0);
    expect(evaluateUnityAnimationCurve(clamp, 9)).toBe(4);
  });

  it('vector curves evaluate the component asked for', () => {
    const doc = readUnity(fixtureBytes('unity5-euler-events.anim'));
    const c = doc.clip.m_EulerCurves[0]!.curve;
    // y: 0 → 45 over 0.5 s with slopes 90°/s on both ends: the straight line.
    expect(evaluateUnityAnimationCurve(c, 0.25, 1)).toBeCloseTo(22.5, 9);
    expect(evaluateUnityAnimationCurve(c, 0.5, 0)).toBe(10);
  });
});

describe('evaluateUnityAnimationCurve agrees with @anim/mrtk on the same keys (one implementation in core)', () => {
  it('random keys, weights and wrap modes', () => {
    const num = fc.float({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }).map(Math.fround);
    const w = fc.float({ min: 0, max: 1, noNaN: true }).map(Math.fround);
    fc.assert(
      fc.property(
        fc.array(fc.record({ dt: fc.float({ min: Math.fround(0.05), max: 2, noNaN: true }), v: num, i: num, o: num, mode: fc.nat(3), iw: w, ow: w }), { minLength: 1, maxLength: 5 }),
        fc.nat(2),
        fc.nat(2),
        fc.float({ min: -5, max: 15, noNaN: true }),
        (raw, pre, post, t) => {
          let time = 0;
          const keys = raw.map((k) => {
            time = Math.fround(time + k.dt);
            return key(time, k.v, k.i, k.o, k.mode, k.iw, k.ow);
          });
          const ours = evaluateUnityAnimationCurve(curve(keys, pre, post), t);
          const mrtk = evaluateMrtkCurve(
            mrtkCurveFromKeys(
              keys.map((k) => ({ time: k.time, value: k.value, inTangent: k.inSlope, outTangent: k.outSlope, inWeight: k.inWeight!, outWeight: k.outWeight!, weightedMode: k.weightedMode! })),
              unityPublicWrapMode(pre),
              unityPublicWrapMode(post),
            ),
            t,
          );
          expect(ours).toBe(mrtk);
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});

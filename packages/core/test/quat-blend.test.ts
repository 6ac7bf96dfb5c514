import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTrack, evaluate, hemisphereContinuous, quatBlendDeviation, type QuatBlend, type Track } from '../src/index.js';

const DEG = 180 / Math.PI;

const quatTrack = (values: readonly (readonly number[])[], blend: QuatBlend = 'slerp', interpolation: 'linear' | 'constant' = 'linear'): Track =>
  createTrack({
    node: 'bone5',
    property: 'rotation',
    valueType: 'quat',
    quatBlend: blend,
    channel: { kind: 'rotation' },
    keys: values.map((value, k) => ({ time: k, value: [...value], interpolation })),
  });

/** The rotation angle (radians) between two quaternions, q and −q alike. */
function angle(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let la = 0;
  let lb = 0;
  for (let c = 0; c < 4; c++) {
    dot += a[c]! * b[c]!;
    la += a[c]! ** 2;
    lb += b[c]! ** 2;
  }
  return 2 * Math.acos(Math.min(1, Math.abs(dot) / Math.sqrt(la * lb)));
}

/** A rotation of `deg` degrees about z. */
const aboutZ = (deg: number): number[] => [0, 0, Math.sin(deg / DEG / 2), Math.cos(deg / DEG / 2)];
const negated = (q: readonly number[]): number[] => q.map((x) => -x);

describe('hemisphereContinuous', () => {
  it('negates a key in the opposite hemisphere, so component-wise blending turns the short way as slerp does', () => {
    // 170° then 190° about z, the second stored as its negation (as Prime's mp1-v2-sparse.ANIM bone5 keys 24–25)
    const source = quatTrack([aboutZ(170), negated(aboutZ(190)), negated(aboutZ(200))]);
    const fixed = hemisphereContinuous(source);
    expect(Array.from(fixed.values.subarray(4, 8))).toEqual(aboutZ(190));
    expect(Array.from(fixed.values.subarray(8, 12))).toEqual(aboutZ(200));
    // the same motion under slerp
    for (let t = 0; t <= 2; t += 0.125) expect(angle(evaluate(fixed, t), evaluate(source, t))).toBeLessThan(1e-12);
    // component-wise (as Unity's curves draw it): 180° halfway, not the long way round through 0°
    const componentWise = { ...fixed, quatBlend: 'nlerp' as const };
    expect(angle(evaluate(componentWise, 0.5), aboutZ(180))).toBeLessThan(1e-9);
    const before = { ...source, quatBlend: 'nlerp' as const };
    expect(angle(evaluate(before, 0.5), aboutZ(180)) * DEG).toBeGreaterThan(170);
  });

  it('leaves nlerp tracks, tracks already continuous, and keys across a Bézier segment as they are', () => {
    const nlerp = quatTrack([aboutZ(10), negated(aboutZ(20))], 'nlerp');
    expect(hemisphereContinuous(nlerp)).toBe(nlerp);
    const continuous = quatTrack([aboutZ(10), aboutZ(20)]);
    expect(hemisphereContinuous(continuous)).toBe(continuous);
    const bezier = createTrack({
      node: 'n',
      property: 'rotation',
      valueType: 'quat',
      keys: [
        { time: 0, value: aboutZ(10), interpolation: 'bezier', outSlope: [0, 0, 0, 0] },
        { time: 1, value: negated(aboutZ(20)), inSlope: [0, 0, 0, 0] },
      ],
    });
    expect(hemisphereContinuous(bezier)).toBe(bezier);
  });

  it('keeps the motion of any slerp track and puts consecutive linear keys in one hemisphere (property)', () => {
    const unit = fc
      .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }))
      .filter((q) => Math.hypot(...q) > 0.1)
      .map((q) => q.map((x) => x / Math.hypot(...q)));
    fc.assert(
      fc.property(fc.array(unit, { minLength: 2, maxLength: 8 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (keys, held) => {
        const track = createTrack({
          node: 'n',
          property: 'rotation',
          valueType: 'quat',
          keys: keys.map((value, k) => ({ time: k, value, interpolation: held[k] === true ? 'constant' : 'linear' })),
        });
        const fixed = hemisphereContinuous(track);
        for (let k = 0; k + 1 < keys.length; k++) {
          let dot = 0;
          for (let c = 0; c < 4; c++) dot += fixed.values[k * 4 + c]! * fixed.values[(k + 1) * 4 + c]!;
          expect(dot).toBeGreaterThanOrEqual(0);
        }
        for (let t = 0; t <= keys.length - 1; t += 0.25) expect(angle(evaluate(fixed, t), evaluate(track, t))).toBeLessThan(1e-7);
      }),
      { seed: 28, numRuns: 200 },
    );
  });
});

describe('quatBlendDeviation', () => {
  it('measures how far nlerp and slerp draw keys 90° apart (the largest gap, both ways)', () => {
    // worked out here on a fine grid: the direction of (1 − s)·a + s·b against slerp's s·45° (4D angle)
    let want = 0;
    const half = Math.PI / 4;
    for (let i = 1; i < 100_000; i++) {
      const s = i / 100_000;
      want = Math.max(want, 2 * Math.abs(Math.atan2(s * Math.sin(half), 1 - s + s * Math.cos(half)) - s * half));
    }
    const nlerp = quatTrack([aboutZ(0), aboutZ(90)], 'nlerp');
    const slerp = quatTrack([aboutZ(0), aboutZ(90)], 'slerp');
    expect(want * DEG).toBeGreaterThan(0.9);
    expect(Math.abs(quatBlendDeviation(nlerp, 'slerp') - want)).toBeLessThan(want * 0.01);
    expect(Math.abs(quatBlendDeviation(slerp, 'nlerp') - want)).toBeLessThan(want * 0.01);
    expect(quatBlendDeviation(nlerp, 'nlerp')).toBe(0);
    expect(quatBlendDeviation(quatTrack([aboutZ(0), aboutZ(90)], 'nlerp', 'constant'), 'slerp')).toBe(0);
  });

  it('counts non-unit nlerp keys as the nlerp draws them (MRTK recordings), against slerp of the normalised keys', () => {
    // the same two rotations 40° apart, the second key stored 1.5 times too long: nlerp leans toward it
    const unitKeys = quatTrack([aboutZ(0), aboutZ(40)], 'nlerp');
    const long = quatTrack([aboutZ(0), aboutZ(40).map((x) => x * 1.5)], 'nlerp');
    expect(quatBlendDeviation(long, 'slerp')).toBeGreaterThan(10 * quatBlendDeviation(unitKeys, 'slerp'));
    expect(quatBlendDeviation(long, 'slerp') * DEG).toBeGreaterThan(1);
  });
});

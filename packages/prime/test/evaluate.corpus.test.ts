import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { bakePrimeFrames, evaluatePrime, primeFrameInterval, readPrime, writePrime, type PrimeDocumentV0, type PrimeDocumentV2 } from '../src/index.js';
import { toV0 } from '../src/write-v0.js';

const sparse = readPrime(corpusBytes('prime', 'mp1-v2-sparse.ANIM')) as PrimeDocumentV2;
const v0 = readPrime(corpusBytes('prime', 'mp1-v0-multi.ANIM')) as PrimeDocumentV0;
const interval = primeFrameInterval;

/** Reference slerp in double precision (shortest arc), (w, x, y, z). */
function slerp(a: ArrayLike<number>, b: ArrayLike<number>, t: number): number[] {
  let dot = 0;
  for (let i = 0; i < 4; i++) dot += a[i]! * b[i]!;
  const sign = dot < 0 ? -1 : 1;
  const theta = Math.acos(Math.min(1, sign * dot));
  const s0 = Math.sin((1 - t) * theta) / Math.sin(theta);
  const s1 = (sign * Math.sin(t * theta)) / Math.sin(theta);
  return [0, 1, 2, 3].map((i) => a[i]! * s0 + b[i]! * s1);
}

describe('evaluatePrime on the reference files', () => {
  it('returns the stored keys exactly at their frames', () => {
    const worst = [...sparse.keyFrames].reduce((max, frame, k) => {
      const pose = evaluatePrime(sparse, frame * sparse.interval);
      return sparse.channels.reduce((m, c, i) => {
        let d = m;
        for (let n = 0; n < 4; n++) d = Math.max(d, Math.abs(pose[i]!.rotation![n]! - c.rotation![k * 4 + n]!));
        return d;
      }, max);
    }, 0);
    expect(worst).toBe(0);
  });

  it('fills frames missing from the bitmap by slerp/lerp between the neighbouring stored keys', () => {
    // Frame 4 is missing: stored keys 3 (frame 3) and 4 (frame 5) → u = 1/2.
    expect(sparse.keyFrames[3]).toBe(3);
    expect(sparse.keyFrames[4]).toBe(5);
    const pose = evaluatePrime(sparse, 4 * sparse.interval)[0]!;
    const c = sparse.channels[0]!;
    const expected = slerp(c.rotation!.subarray(12, 16), c.rotation!.subarray(16, 20), 0.5);
    expected.forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
    const t0 = c.translation!.subarray(9, 12);
    const t1 = c.translation!.subarray(12, 15);
    [0, 1, 2].forEach((n) => {
      expect(pose.translation![n]).toBeCloseTo((t0[n]! + t1[n]!) / 2, 6);
    });
  });

  it('blends by the fraction between frames', () => {
    const t = 10.25 * v0.interval.seconds; // v0: every frame stored
    const pose = evaluatePrime(v0, t)[1]!;
    const c = v0.channels[1]!;
    const expected = slerp(c.rotation!.subarray(40, 44), c.rotation!.subarray(44, 48), 0.25);
    expected.forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
  });

  it('takes the shortest arc across a hemisphere flip (mp1-v2-sparse bone 5, frames 37–42)', () => {
    const bone = sparse.channels.findIndex((c) => c.boneId === 5);
    const k37 = sparse.keyFrames.indexOf(37);
    expect(sparse.keyFrames[k37 + 1]).toBe(42);
    const rot = sparse.channels[bone]!.rotation!;
    const a = rot.subarray(k37 * 4, k37 * 4 + 4);
    const b = rot.subarray(k37 * 4 + 4, k37 * 4 + 8);
    expect(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!).toBeLessThan(0);
    for (let f = 38; f <= 41; f++) {
      const q = evaluatePrime(sparse, f * sparse.interval)[bone]!.rotation!;
      // Every in-between pose stays on the arc from a to −b: close to a (positive dot) and to −b.
      const da = q[0]! * a[0]! + q[1]! * a[1]! + q[2]! * a[2]! + q[3]! * a[3]!;
      const db = -(q[0]! * b[0]! + q[1]! * b[1]! + q[2]! * b[2]! + q[3]! * b[3]!);
      expect(Math.min(da, db)).toBeGreaterThan(0.9);
    }
  });

  it('holds the last key after the end and clamps negative times when not looping', () => {
    const lastFrame = sparse.frameCount - 1;
    const end = evaluatePrime(sparse, lastFrame * sparse.interval);
    expect(evaluatePrime(sparse, 100)).toStrictEqual(end);
    expect(evaluatePrime(sparse, -5)).toStrictEqual(evaluatePrime(sparse, 0));
  });

  it('v0 with looping blends the last key back into key 0 over the final interval', () => {
    const last = v0.keyCount - 1;
    const t = (last + 0.5) * v0.interval.seconds;
    const c = v0.channels[0]!;
    const expected = slerp(c.rotation!.subarray(last * 4, last * 4 + 4), c.rotation!.subarray(0, 4), 0.5);
    const pose = evaluatePrime(v0, t, { loop: true })[0]!;
    expected.forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
    expect(evaluatePrime(v0, t)[0]!.rotation).toStrictEqual(c.rotation!.slice(last * 4, last * 4 + 4));
  });

  it('bakePrimeFrames equals evaluate at every frame, and toV0 stores exactly those frames', () => {
    const baked = bakePrimeFrames(sparse);
    const asV0 = readPrime(writePrime(sparse, { version: 0 }));
    expect(asV0.version).toBe(0);
    expect(asV0.channels).toStrictEqual(toV0(sparse).channels);
    for (let f = 0; f < sparse.frameCount; f++) {
      const pose = evaluatePrime(sparse, f * interval(sparse));
      pose.forEach((p, i) => {
        expect(p.rotation).toStrictEqual(baked[i]!.rotation!.slice(f * 4, f * 4 + 4));
        expect(asV0.channels[i]!.rotation!.slice(f * 4, f * 4 + 4)).toStrictEqual(p.rotation);
      });
    }
  });
});

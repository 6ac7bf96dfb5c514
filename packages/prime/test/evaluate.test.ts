import { InvalidArgumentError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bakePrimeFrames, encodePrimeV2, evaluatePrime, evaluatePrimeAtFrame, primeFrameInterval, readPrime, writePrime } from '../src/index.js';
import { toV0 } from '../src/write-v0.js';
import { mp1V0, mp1V2, mp2V2 } from './fixtures.js';

const sparse = mp1V2();
const v0 = mp1V0();

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

describe('evaluatePrime', () => {
  it('returns the stored keys exactly at their frames', () => {
    let worst = 0;
    sparse.keyFrames.forEach((frame, k) => {
      const pose = evaluatePrime(sparse, frame * sparse.interval);
      sparse.channels.forEach((c, i) => {
        for (let n = 0; n < 4; n++) worst = Math.max(worst, Math.abs(pose[i]!.rotation![n]! - c.rotation![k * 4 + n]!));
      });
    });
    expect(sparse.keyFrames.length).toBe(8);
    expect(worst).toBe(0);
  });

  it('fills frames missing from the bitmap by slerp/lerp between the neighbouring stored keys', () => {
    // Frame 4 is missing: stored keys 3 (frame 3) and 4 (frame 5) → u = 1/2.
    expect([sparse.keyFrames[3], sparse.keyFrames[4]]).toStrictEqual([3, 5]);
    const pose = evaluatePrime(sparse, 4 * sparse.interval)[0]!;
    const c = sparse.channels[0]!;
    slerp(c.rotation!.subarray(12, 16), c.rotation!.subarray(16, 20), 0.5).forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
    const t0 = c.translation!.subarray(9, 12);
    const t1 = c.translation!.subarray(12, 15);
    [0, 1, 2].forEach((n) => {
      expect(pose.translation![n]).toBeCloseTo((t0[n]! + t1[n]!) / 2, 6);
    });
  });

  it('blends by the fraction between frames', () => {
    const pose = evaluatePrime(v0, 10.25 * v0.interval.seconds)[1]!; // v0: every frame stored
    const c = v0.channels[1]!;
    slerp(c.rotation!.subarray(40, 44), c.rotation!.subarray(44, 48), 0.25).forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
  });

  it('takes the shortest arc across a hemisphere flip (bone 5, frames 3–5)', () => {
    const bone = sparse.channels.findIndex((c) => c.boneId === 5);
    const rot = sparse.channels[bone]!.rotation!;
    const a = rot.subarray(12, 16);
    const b = rot.subarray(16, 20);
    expect(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!).toBeLessThan(0);
    const q = evaluatePrime(sparse, 4 * sparse.interval)[bone]!.rotation!;
    // The in-between pose stays on the arc from a to −b: close to both.
    const da = q[0]! * a[0]! + q[1]! * a[1]! + q[2]! * a[2]! + q[3]! * a[3]!;
    const db = -(q[0]! * b[0]! + q[1]! * b[1]! + q[2]! * b[2]! + q[3]! * b[3]!);
    expect(Math.min(da, db)).toBeGreaterThan(0.9);
  });

  it('holds the last key after the end and clamps negative times when not looping', () => {
    const end = evaluatePrime(sparse, (sparse.frameCount - 1) * sparse.interval);
    expect(evaluatePrime(sparse, 100)).toStrictEqual(end);
    expect(evaluatePrime(sparse, -5)).toStrictEqual(evaluatePrime(sparse, 0));
  });

  it('wraps time by the duration when the looping flag is set', () => {
    const frames = [0, 1, 2, 3, 4];
    const rotation = frames.flatMap((f) => [Math.cos(f * 0.2), Math.sin(f * 0.2), 0, 0]);
    const loop = encodePrimeV2([{ boneId: 3, rotation }], { looping: true, interval: 0.1 });
    expect(loop.duration).toBeCloseTo(0.4, 6);
    const a = evaluatePrime(loop, 0.15);
    expect(evaluatePrime(loop, 0.15 + 3 * loop.duration)).toStrictEqual(a);
    expect(evaluatePrime(loop, 0.15 - loop.duration)).toStrictEqual(a);
    expect(evaluatePrime(loop, 0.15 + loop.duration, { loop: false })).toStrictEqual(evaluatePrime(loop, 0.4));
  });

  it('v0 with looping blends the last key back into key 0 over the final interval', () => {
    const last = v0.keyCount - 1;
    const t = (last + 0.5) * v0.interval.seconds;
    const c = v0.channels[0]!;
    const pose = evaluatePrime(v0, t, { loop: true })[0]!;
    slerp(c.rotation!.subarray(last * 4, last * 4 + 4), c.rotation!.subarray(0, 4), 0.5).forEach((v, n) => {
      expect(pose.rotation![n]).toBeCloseTo(v, 6);
    });
    expect(evaluatePrime(v0, t)[0]!.rotation).toStrictEqual(c.rotation!.slice(last * 4, last * 4 + 4));
  });

  it('refuses a non-finite time', () => {
    expect(() => evaluatePrime(v0, Number.NaN)).toThrow(InvalidArgumentError);
    expect(() => evaluatePrimeAtFrame(v0, Number.POSITIVE_INFINITY)).toThrow(InvalidArgumentError);
  });

  it('bakePrimeFrames equals evaluatePrime at every frame, and a v0 write stores exactly those frames', () => {
    const baked = bakePrimeFrames(sparse);
    const asV0 = readPrime(writePrime(sparse, { version: 0 }));
    expect([asV0.version, asV0.frameCount]).toStrictEqual([0, 13]);
    expect(asV0.channels).toStrictEqual(toV0(sparse).channels);
    for (let f = 0; f < sparse.frameCount; f++) {
      evaluatePrime(sparse, f * primeFrameInterval(sparse)).forEach((p, i) => {
        expect(p.rotation).toStrictEqual(baked[i]!.rotation!.slice(f * 4, f * 4 + 4));
        expect(asV0.channels[i]!.rotation!.slice(f * 4, f * 4 + 4)).toStrictEqual(p.rotation);
      });
    }
  });
});

describe('evaluatePrimeAtFrame', () => {
  it('samples frame f where evaluatePrime samples f × interval seconds (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(sparse, v0, mp2V2()), fc.double({ min: -3, max: 30, noNaN: true }), (doc, frame) => {
        const interval = primeFrameInterval(doc);
        const a = evaluatePrimeAtFrame(doc, frame);
        const b = evaluatePrime(doc, frame * interval);
        let worst = 0;
        a.forEach((p, i) => {
          for (const kind of ['rotation', 'translation', 'scale'] as const) {
            const x = p[kind] ?? [];
            const y = b[i]![kind] ?? [];
            expect(x.length).toBe(y.length);
            x.forEach((v, n) => (worst = Math.max(worst, Math.abs(v - y[n]!))));
          }
        });
        expect(worst).toBeLessThan(1e-4);
      }),
      { seed: 5, numRuns: 200 },
    );
  });

  it('returns the stored key at a whole frame and wraps frames when looping', () => {
    const k = 4; // frame 5
    expect(evaluatePrimeAtFrame(sparse, 5)[0]!.rotation).toStrictEqual(sparse.channels[0]!.rotation!.slice(k * 4, k * 4 + 4));
    const loop = mp2V2();
    const frames = loop.duration / loop.interval;
    expect(evaluatePrimeAtFrame(loop, 2.5 + frames)).toStrictEqual(evaluatePrimeAtFrame(loop, 2.5));
    expect(evaluatePrimeAtFrame(loop, 2.5 + frames, { loop: false })).toStrictEqual(evaluatePrimeAtFrame(loop, 1000, { loop: false }));
  });
});

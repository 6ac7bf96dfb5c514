import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FPS_TOLERANCE, frameRateFromFps, TIME_UNITS } from '../src/index.js';

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

describe('frameRateFromFps', () => {
  it('reads the spellings that reached four different rates before (#29) as one rate each', () => {
    // 29.97 was 30000/1001 (CLI), 29970/1000 (Unity) or, from a Prime interval, 30/1
    expect(frameRateFromFps(29.97)).toEqual({ numerator: 30000, denominator: 1001 });
    expect(frameRateFromFps(23.976)).toEqual({ numerator: 24000, denominator: 1001 });
    expect(frameRateFromFps(59.94)).toEqual({ numerator: 60000, denominator: 1001 });
    expect(frameRateFromFps(119.88)).toEqual({ numerator: 120000, denominator: 1001 });
    expect(frameRateFromFps(24)).toEqual({ numerator: 24, denominator: 1 });
    expect(frameRateFromFps(1 / Math.fround(1 / 30))).toEqual({ numerator: 30, denominator: 1 });
    expect(frameRateFromFps(12.5)).toEqual({ numerator: 25, denominator: 2 });
    expect(frameRateFromFps(29.9)).toEqual({ numerator: 299, denominator: 10 });
    expect(frameRateFromFps(23.98)).toEqual({ numerator: 1199, denominator: 50 });
  });

  it('snaps nothing but exact values with tolerance 0', () => {
    expect(frameRateFromFps(29.97, 0)).toEqual({ numerator: 2997, denominator: 100 });
    expect(frameRateFromFps(30, 0)).toEqual({ numerator: 30, denominator: 1 });
  });

  it('refuses what is no rate', () => {
    for (const bad of [0, -24, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 2 ** 60]) expect(frameRateFromFps(bad)).toBeUndefined();
  });

  it('gives every non-whole rate of the time-unit table back from its three-decimal spelling', () => {
    const video = Object.values(TIME_UNITS).filter((r) => r.numerator % r.denominator !== 0 && r.numerator > r.denominator);
    expect(video.length).toBe(5);
    for (const rate of video) expect(frameRateFromFps(Number((rate.numerator / rate.denominator).toFixed(3)))).toEqual(rate);
  });

  it('property: whole rates are exact', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (n) => {
      expect(frameRateFromFps(n)).toEqual({ numerator: n, denominator: 1 });
    }));
  });

  it('property: an NTSC rate N·1000/1001 (N ≤ 500) typed to three decimals is N·1000/1001', () => {
    // above, N·1000/1001 comes within the tolerance of a whole rate near N = 1001 (992000/1001 = 991.009): whole wins
    expect(frameRateFromFps(992000 / 1001)).toEqual({ numerator: 991, denominator: 1 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), (n) => {
      expect(frameRateFromFps(Number(((n * 1000) / 1001).toFixed(3)))).toEqual({ numerator: n * 1000, denominator: 1001 });
    }));
  });

  it('property: a rate of at most six decimals far from whole and NTSC rates is that decimal, reduced', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (micro) => {
      const value = micro / 1e6;
      const whole = Math.round(value);
      const n = Math.round((value * 1001) / 1000);
      fc.pre(Math.abs(value - whole) > FPS_TOLERANCE * value && Math.abs(value - (n * 1000) / 1001) > FPS_TOLERANCE * value);
      const rate = frameRateFromFps(value)!;
      expect(rate.numerator / rate.denominator).toBe(value);
      expect(gcd(rate.numerator, rate.denominator)).toBe(1);
      expect(1e6 % rate.denominator).toBe(0);
    }));
  });

  it('property: any accepted rate is positive safe integers within the tolerance of the input', () => {
    fc.assert(fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), fc.constantFrom(0, 1e-6, FPS_TOLERANCE, 1e-3), (value, tolerance) => {
      const rate = frameRateFromFps(value, tolerance)!;
      expect(Number.isSafeInteger(rate.numerator) && rate.numerator > 0).toBe(true);
      expect(Number.isSafeInteger(rate.denominator) && rate.denominator > 0).toBe(true);
      const error = Math.abs(rate.numerator / rate.denominator - value) / value;
      expect(error).toBeLessThanOrEqual(Math.max(tolerance, 5e-7 / value) * (1 + 1e-9) + 1e-15);
    }));
  });
});

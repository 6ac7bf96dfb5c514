/** The writer's byte-level number spelling equals formatNumber (shortest plain decimal) and reads back exactly. */
import { TextWriter } from '@anim/core/io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, writeNumber } from '../src/number.js';

function written(x: number): string {
  const out = new TextWriter(16);
  writeNumber(out, x);
  return new TextDecoder().decode(out.finish());
}

describe('writeNumber', () => {
  it('spells edge cases as formatNumber does', () => {
    for (const x of [0, -0, 1, -1, 0.1, -16.774359, 1e-7, 5e-7, 123.5, 0.000123, 1e15, 999999999999999, 1e21, 2 ** 53, 5e-324, 1.7976931348623157e308, 1 / 3, -2 / 3]) {
      expect(written(x)).toBe(formatNumber(x));
    }
    expect(written(-0)).toBe('-0');
    expect(written(0.000123)).toBe('0.000123');
  });
  it('equals formatNumber and reads back to the same double for any finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = written(x);
        expect(text).toBe(formatNumber(x));
        expect(Object.is(Number(text), x)).toBe(true);
      }),
      { numRuns: 20000 },
    );
  });
  it('equals formatNumber for decimals with few digits (the common case in .anim files)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: 0, max: 12 }), (m, k) => {
        const x = m / 10 ** k;
        expect(written(x)).toBe(formatNumber(x));
      }),
      { numRuns: 20000 },
    );
  });
  it('throws InvalidArgumentError for non-finite numbers', () => {
    expect(() => written(Number.NaN)).toThrow(/finite/);
    expect(() => written(Infinity)).toThrow(/finite/);
  });
});

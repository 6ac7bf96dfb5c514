import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortestFloat32 } from '../src/io/index.js';

/** The reference: the fewest toPrecision digits that read back as the same float32. */
function fewestDigits(v: number): number {
  for (let p = 1; p < 9; p++) if (Math.fround(Number(v.toPrecision(p))) === v) return p;
  return 9;
}

describe('shortestFloat32', () => {
  it('gives the digits and power of ten of the shortest decimal toPrecision finds, or declines', () => {
    const out = new Int32Array(2);
    let taken = 0;
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true, min: Math.fround(1e-6), max: Math.fround(1e6) }).filter((v) => !Number.isInteger(v)), (v) => {
        if (!shortestFloat32(v, out)) return;
        taken++;
        const [n, k] = [out[0]!, out[1]!];
        const p = fewestDigits(v);
        expect(Number(`${String(n)}e${String(-k)}`)).toBe(Number(v.toPrecision(p)));
      }),
      { numRuns: 5000, seed: 51 },
    );
    expect(taken).toBeGreaterThan(4000);
  });
});

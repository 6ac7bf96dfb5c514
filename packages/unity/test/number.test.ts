import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextWriter } from '@anim/core/io';
import { formatFloat, slowFormatFloat, writeFloat } from '../src/number.js';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** Every finite float32, by bit pattern (subnormals, powers of ten, values past 10^21 included). */
const anyFloat32 = fc.noBias(fc.nat(0xffffffff)).map((bits) => {
  u32[0] = bits;
  return f32[0]!;
}).filter((v) => Number.isFinite(v));

describe('formatFloat', () => {
  it('spells every float32 as the toPrecision search does (digits from @anim/core shortestFloat32)', () => {
    fc.assert(
      // (integers below 2^24 and -0 are spelled before any digit search)
      fc.property(fc.oneof(anyFloat32, fc.float({ noNaN: true, noDefaultInfinity: true }).map(Math.fround)).filter((v) => !(Number.isInteger(v) && Math.abs(v) < 16777216)), (v) => {
        expect(formatFloat(v)).toBe(slowFormatFloat(v));
      }),
      { numRuns: 20000, seed: 41 },
    );
  });

  it('on the edges: powers of ten, 2^24 and past it, the largest float32, the smallest subnormal', () => {
    const edges = [1e-7, 1e-38, 1e-45, 1e20, 1e21, 1e22, 16777216, 16777218, 3.4028235e38, 0.1, 0.3, 9.999999, 1.0000001].map(Math.fround);
    expect(edges.map(formatFloat)).toEqual(edges.map(slowFormatFloat));
    expect(formatFloat(Math.fround(1e-7))).toBe('0.0000001');
    expect(formatFloat(Math.fround(3.4028235e38))).toBe('3.4028235e+38');
  });

  it('writeFloat puts the same text into the bytes, for every float32, integer, -0 and infinity', () => {
    const decoder = new TextDecoder();
    const written = (v: number): string => {
      const w = new TextWriter(16);
      writeFloat(w, v);
      return decoder.decode(w.finish());
    };
    fc.assert(
      fc.property(fc.oneof(anyFloat32, fc.integer({ min: -20000000, max: 20000000 }), fc.constantFrom(-0, 0, Infinity, -Infinity, Number.NaN, 0.1, 1e-7)), (v) => {
        expect(written(v)).toBe(formatFloat(v));
      }),
      { numRuns: 20000, seed: 42 },
    );
  });
});

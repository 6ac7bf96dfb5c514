/** Decimal number tokens (the general path; Nuke itself writes hex floats, `0` and `1`). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDecimal, decodeFloat } from '../src/number.js';

/** The decimal grammar the lexer accepts, as a regular expression (an independent statement of it). */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

describe('decimal tokens', () => {
  it('read as Number reads them, rounded to float32; anything else is not a number', () => {
    const token = fc.stringMatching(/^[+-]?\d{0,20}\.?\d{0,20}([eE][+-]?\d{0,3})?$/);
    fc.assert(
      fc.property(fc.oneof(token, fc.string({ maxLength: 8 })), (s) => {
        const expected = DECIMAL.test(s) ? Math.fround(Number(s)) : undefined;
        expect(decodeDecimal(s, 0, s.length)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('inside a longer text: only the token counts', () => {
    const text = 'a -3.5e2 b';
    expect(decodeDecimal(text, 2, 8)).toBe(-350);
    expect(decodeDecimal(text, 2, 6)).toBe(-3.5);
    expect(decodeDecimal(text, 2, 7)).toBeUndefined();
    expect(decodeFloat(text, 2, 8)).toBe(-350);
  });
});

import fc from 'fast-check';
import { expect, it } from 'vitest';
import { Lexer } from '../src/lexer.js';

/** Reads one number token the way the reader does; undefined when the lexer rejects it. */
function scan(token: string): number | undefined {
  const lex = new Lexer(`${token} `);
  return lex.scanNumber() && lex.pos === token.length ? lex.number : undefined;
}

it('reads every decimal spelling to the same double as Number()', () => {
  const digits = (max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9'), minLength: 0, maxLength: max });
  const decimal = fc
    .tuple(fc.constantFrom('', '-', '+'), digits(20), fc.option(digits(25), { nil: undefined }), fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }))
    .filter(([, int, frac]) => int.length + (frac?.length ?? 0) > 0)
    .map(([sign, int, frac, exp]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`);
  fc.assert(
    fc.property(decimal, (token) => {
      expect(Object.is(scan(token), Number(token))).toBe(true);
    }),
    { numRuns: 5000 },
  );
});

it('reads shortest round-trip spellings of random doubles exactly', () => {
  fc.assert(
    fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
      expect(Object.is(scan(String(x)), Number(String(x)))).toBe(true); // String(-0) is "0"
      expect(Object.is(scan(x.toFixed(6)), Number(x.toFixed(6)))).toBe(true);
    }),
    { numRuns: 5000 },
  );
});

it('rejects what is not a finite decimal number', () => {
  for (const bad of ['', '.', '-', '+.', '1e', '1e+', 'e5', '1.2.3', '0x10', 'nan', 'inf', '1e999', '12a']) expect(scan(bad)).toBeUndefined();
});

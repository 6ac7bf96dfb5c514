import { ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonScanner } from '../src/json-scanner.js';
import { readAnimj } from '../src/index.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function scan(text: string): { value: number; end: number; integer: boolean; exact: boolean } {
  const s = new JsonScanner(enc(text));
  const value = s.number();
  return { value, end: s.p, integer: s.nInteger, exact: s.nExact };
}

function syntaxAt(text: string): { column: number; expected: string } {
  try {
    scan(text);
  } catch (error) {
    if (ParseError.isInstance(error) && error.location.kind === 'text') return { column: error.location.column, expected: error.expected };
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

/** RFC 8259 §6 numbers: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
const jsonNumber = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant('0'), fc.tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^[0-9]{0,25}$/)).map(([d, r]) => `${String(d)}${r}`)),
    fc.option(fc.stringMatching(/^[0-9]{1,25}$/), { nil: undefined }),
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.stringMatching(/^[0-9]{1,4}$/)), { nil: undefined }),
  )
  .map(([neg, int, frac, exp]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : exp.join('')}`);

describe('JSON numbers (core DecimalScanner with JSON spelling)', () => {
  it('read every RFC 8259 number as the double Number() gives, up to its end', () => {
    fc.assert(
      fc.property(jsonNumber, (text) => {
        const r = scan(`${text},`);
        expect(Object.is(r.value, Number(text))).toBe(true);
        expect(r.end).toBe(text.length);
        expect(r.integer).toBe(!/[.eE]/.test(text));
      }),
      { numRuns: 3000, seed: 21 },
    );
  });

  it('say when an integer token is exact as a double (at most 15 significant digits)', () => {
    expect(scan('999999999999999').exact).toBe(true);
    expect(scan('9007199254740993').exact).toBe(false);
    expect(scan('-0').value).toBe(-0);
  });

  it('reject what JSON does not allow, at the offending byte', () => {
    expect(syntaxAt('01')).toEqual({ column: 2, expected: 'a number without leading zeros' });
    expect(syntaxAt('-007')).toEqual({ column: 3, expected: 'a number without leading zeros' });
    expect(syntaxAt('1.')).toEqual({ column: 3, expected: 'a digit after the decimal point' });
    expect(syntaxAt('1.e5')).toEqual({ column: 3, expected: 'a digit after the decimal point' });
    expect(syntaxAt('1e')).toEqual({ column: 3, expected: 'a digit in the exponent' });
    expect(syntaxAt('1e+')).toEqual({ column: 4, expected: 'a digit in the exponent' });
    expect(syntaxAt('-.5')).toEqual({ column: 1, expected: 'a number' });
    expect(syntaxAt('+1')).toEqual({ column: 1, expected: 'a number' });
    expect(syntaxAt('.5')).toEqual({ column: 1, expected: 'a number' });
  });

  it('reject a sign without digits after a valid number (nothing left over from the previous token)', () => {
    const s = new JsonScanner(enc('12.5,-x'));
    expect(s.number()).toBe(12.5);
    s.p++;
    expect(() => s.number()).toThrow(/line 1, column 6: expected a number/);
  });

  it('keep the JSON pointer of the value in syntax errors inside a document', () => {
    let thrown: unknown;
    try {
      readAnimj(enc('{"tracks":[{"trackType":"Raw","valueType":"float","data":{"keyframes":[1, 02]}}]}'));
    } catch (error) {
      thrown = error;
    }
    expect(ParseError.isInstance(thrown) && thrown.message).toBe(
      'animj: line 1, column 76: expected a number without leading zeros in /tracks/0/data/keyframes/1, found 2',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../src/index.js';
import { DecimalScanner, decodeUtf8, grownTypedArray, invalidUtf8Offset, lowerBound, upperBound } from '../src/io/index.js';

describe('upperBound / lowerBound', () => {
  const times = [0, 1, 1, 1, 2.5, 4];
  it('find the first element after / at a value, equal runs included', () => {
    expect([-1, 0, 0.5, 1, 2, 2.5, 4, 9].map((t) => upperBound(times, t))).toEqual([0, 1, 1, 4, 4, 5, 6, 6]);
    expect([-1, 0, 0.5, 1, 2, 2.5, 4, 9].map((t) => lowerBound(times, t))).toEqual([0, 0, 1, 1, 4, 4, 5, 6]);
  });
  it('treat NaN as before every element and search only [lo, hi)', () => {
    expect(upperBound(times, Number.NaN)).toBe(0);
    expect(lowerBound(times, Number.NaN, 2)).toBe(2);
    expect(upperBound(times, 3, 1, 4)).toBe(4);
    expect(lowerBound(times, -5, 2, 4)).toBe(2);
  });
  it('read strided runs (element i at offset + i·stride)', () => {
    // pairs (time, value) after two header numbers
    const packed = [99, 99, 0, 10, 1, 11, 3, 12];
    expect(upperBound(packed, 1, 0, 3, 2, 2)).toBe(2);
    expect(lowerBound(packed, 2, 0, 3, 2, 2)).toBe(2);
    expect(upperBound(packed, 5, 0, 3, 2, 2)).toBe(3);
  });
  it('agree with a linear scan', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }), { maxLength: 40 }), fc.double({ noNaN: true }), (values, x) => {
        const sorted = values.sort((a, b) => a - b);
        expect(upperBound(sorted, x)).toBe(sorted.filter((v) => v <= x).length);
        expect(lowerBound(sorted, x)).toBe(sorted.filter((v) => v < x).length);
      }),
    );
  });
});

describe('grownTypedArray', () => {
  it('keeps the class and the contents, and at least doubles', () => {
    const a = Float32Array.of(1, 2, 3);
    const b = grownTypedArray(a, 4);
    expect(b).toBeInstanceOf(Float32Array);
    expect(b.length).toBe(8);
    expect(Array.from(b.subarray(0, 3))).toEqual([1, 2, 3]);
    expect(grownTypedArray(new Uint32Array(10), 100).length).toBe(100);
  });
  it('returns the array itself when it is large enough', () => {
    const a = new Uint8Array(5);
    expect(grownTypedArray(a, 5)).toBe(a);
  });
});

describe('invalidUtf8Offset / decodeUtf8', () => {
  const enc = new TextEncoder();
  it('finds the first ill-formed byte as the WHATWG decoder sees it', () => {
    expect(invalidUtf8Offset(enc.encode('héllo ✓ 𝄞'))).toBe(-1);
    expect(invalidUtf8Offset(Uint8Array.of(0x61, 0xff))).toBe(1);
    expect(invalidUtf8Offset(Uint8Array.of(0x61, 0xc0, 0x80))).toBe(1); // overlong
    expect(invalidUtf8Offset(Uint8Array.of(0xed, 0xa0, 0x80))).toBe(0); // surrogate
    expect(invalidUtf8Offset(Uint8Array.of(0xf4, 0x90, 0x80, 0x80))).toBe(0); // above U+10FFFF
    expect(invalidUtf8Offset(Uint8Array.of(0x61, 0x62, 0xe2, 0x9c))).toBe(2); // truncated
  });
  it('agrees with TextDecoder on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
    let valid = true;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      valid = false;
    }
    const at = invalidUtf8Offset(bytes);
    expect(at < 0).toBe(valid);
    // everything before the reported byte decodes
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, at < 0 ? bytes.length : at))).not.toThrow();
    }));
  });
  it('decodes valid text with its BOM and locates the first bad byte by line and column', () => {
    expect(decodeUtf8(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41), 'maya')).toBe('\uFEFFA');
    const bytes = Uint8Array.of(...enc.encode('ab\ncdé'), 0xfe, 0x41);
    let error: unknown;
    try {
      decodeUtf8(bytes, 'roto');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    const p = error as ParseError;
    expect([p.format, p.location, p.expected, p.found]).toEqual([
      'roto',
      { kind: 'text', line: 2, column: 4, offset: 6 },
      'UTF-8 text',
      'byte 0xfe',
    ]);
  });
});

describe('DecimalScanner', () => {
  const s = new DecimalScanner();
  it('reads the token and reports its parts', () => {
    expect(s.scanString('x -12.50e+2;', 2)).toBe(11);
    expect([s.value, s.integerDigits, s.fractionDigits, s.exponentDigits, s.integer]).toEqual([-1250, 2, 2, 1, false]);
    expect(s.scanString('007', 0)).toBe(3);
    expect([s.value, s.significantDigits, s.integer]).toEqual([7, 1, true]);
  });
  it('rejects a sign or a dot alone, and leaves an exponent marker without digits outside the token', () => {
    expect(s.scanString('-.', 0)).toBe(-1);
    expect(s.scanString('+x', 0)).toBe(-1);
    expect(s.scanString('5e', 0)).toBe(1);
    expect(s.scanString('5e+;', 0)).toBe(1);
    expect(s.scanString('.5', 0)).toBe(2);
    expect(s.value).toBe(0.5);
    expect(s.scanString('5.', 0)).toBe(2);
  });
  it('follows its syntax options', () => {
    const strict = new DecimalScanner({ plusSign: false, exponent: false });
    expect(strict.scanString('+1', 0)).toBe(-1);
    expect(strict.scanString('1e5', 0)).toBe(1);
    expect(strict.value).toBe(1);
  });
  it('gives -0 for negative zero and exact values beyond 15 digits', () => {
    s.scanString('-0.0', 0);
    expect(Object.is(s.value, -0)).toBe(true);
    s.scanString('0.12345678901234567890123', 0);
    expect(s.value).toBe(0.12345678901234568);
    s.scanString('123456789012345678901234567890', 0);
    expect(s.value).toBe(1.2345678901234568e29);
  });
  it('reads every double’s shortest text back exactly, from strings and bytes', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
    const text = Object.is(x, -0) ? '-0' : String(x);
    const bytes = new TextEncoder().encode(` ${text} `);
    expect(s.scanString(text, 0)).toBe(text.length);
    expect(Object.is(s.value, x)).toBe(true);
    expect(s.scanBytes(bytes, 1)).toBe(text.length + 1);
    expect(Object.is(s.value, x)).toBe(true);
    }));
  });
  it('reads strings (fast path up to 15 digits) and bytes (one careful path) alike: value, end and every count', () => {
    const digits = (max: number): fc.Arbitrary<string> => fc.stringMatching(new RegExp(`^\\d{0,${max}}$`));
    const token = fc
      .tuple(fc.constantFrom('', '-', '+'), digits(18), fc.option(digits(18), { nil: undefined }), fc.option(fc.integer({ min: -40, max: 40 }), { nil: undefined }))
      .map(([sign, int, frac, exp]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`);
    const fields = (sc: DecimalScanner): unknown[] => [sc.value, sc.integerDigits, sc.fractionDigits, sc.exponentDigits, sc.significantDigits];
    const b = new DecimalScanner();
    fc.assert(
      fc.property(token, (text) => {
        const end = s.scanString(`${text};`, 0);
        const endBytes = b.scanBytes(new TextEncoder().encode(`${text};`), 0);
        expect(end).toBe(endBytes);
        if (end < 0) return;
        expect(fields(s)).toStrictEqual(fields(b));
        expect(Object.is(s.value, Number(text.slice(0, end)))).toBe(true);
      }),
      { numRuns: 3000 },
    );
    s.scanString('000.00120', 0);
    expect([s.value, s.significantDigits, s.integerDigits, s.fractionDigits]).toEqual([0.0012, 3, 3, 5]);
    s.scanString('0.000', 0);
    expect(s.significantDigits).toBe(0);
  });
  it('agrees with Number on plain decimals', () => {
    fc.assert(fc.property(fc.stringMatching(/^-?\d{1,25}(\.\d{0,25})?$/), (text) => {
    expect(s.scanString(text, 0)).toBe(text.length);
    expect(Object.is(s.value, Number(text))).toBe(true);
    }));
  });
});

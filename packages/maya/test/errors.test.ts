import { AnimError, ParseError, UnsupportedVersionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { mayaFormat, readMaya } from '../src/index.js';
import { encode } from './helpers.js';

const HEADER = 'animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n';
const curve = (keys: string): string =>
  `${HEADER}anim translate.translateX translateX n 0 0 0;\nanimData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n${keys}  }\n}\n`;

function parseError(source: string): ParseError {
  let thrown: unknown;
  try {
    readMaya(encode(source));
  } catch (error) {
    thrown = error;
  }
  if (!ParseError.isInstance(thrown)) throw new Error(`expected a ParseError, got ${String(thrown)}`);
  expect(thrown.format).toBe('maya');
  return thrown;
}

function at(error: ParseError): [number, number] {
  const location = error.location;
  if (location.kind !== 'text') throw new Error('expected a text location');
  return [location.line, location.column];
}

describe('bad input gives a located ParseError', () => {
  it('missing ; after a key', () => {
    const e = parseError(curve('    1 0 linear linear 1 1 0\n    2 5 linear linear 1 1 0;\n'));
    expect(at(e)).toStrictEqual([10, 28]);
    expect(e.message).toBe("maya: line 10, column 28: expected ';' after the key, found '2'");
  });

  it('missing ; after a header statement', () => {
    const e = parseError('animVersion 1.1;\ntimeUnit film\nlinearUnit cm;\n');
    expect(at(e)).toStrictEqual([2, 14]);
    expect(e.expected).toBe("';' after 'timeUnit film'");
  });

  it('missing ; after mayaVersion (rest of line)', () => {
    const e = parseError('animVersion 1.1;\nmayaVersion 2024\ntimeUnit film;\n');
    expect(at(e)).toStrictEqual([2, 17]);
  });

  it('unknown tangent type', () => {
    const e = parseError(curve('    1 0 linear bumpy 1 1 0;\n'));
    expect(at(e)).toStrictEqual([10, 16]);
    expect(e.expected).toMatch(/^an out-tangent type/);
    expect(e.found).toBe("'bumpy'");
  });

  it('truncated keys block', () => {
    const source = `${HEADER}anim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 0 linear linear 1 1 0;\n`;
    const e = parseError(source);
    expect(at(e)).toStrictEqual([8, 1]);
    expect(e.found).toBe('end of input');
    expect(e.expected).toMatch(/closing the keys block \(animData opened at line 5\)/);
  });

  it('truncated inside a key', () => {
    const e = parseError(`${HEADER}anim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 0 linear`);
    expect(at(e)).toStrictEqual([7, 15]);
    expect(e.found).toBe('end of input');
  });

  it('non-numeric values', () => {
    expect(at(parseError(curve('    1 abc linear linear 1 1 0;\n')))).toStrictEqual([10, 7]);
    expect(at(parseError(curve('    1x 0 linear linear 1 1 0;\n')))).toStrictEqual([10, 5]);
    expect(at(parseError(curve('    1 0 linear linear 1 1 0 nan;\n'.replace(' 0 nan', ' nan'))))).toStrictEqual([10, 27]);
    expect(at(parseError(curve('    1 1e999 linear linear 1 1 0;\n')))).toStrictEqual([10, 7]);
    expect(at(parseError(curve('    1 0 fixed linear 1 1 0 12 x;\n')))).toStrictEqual([10, 31]);
    expect(at(parseError(`${HEADER}startTime one;\n`))).toStrictEqual([4, 11]);
    expect(at(parseError(`${HEADER}anim a.b b n 0 x 0;\n`))).toStrictEqual([4, 16]);
  });

  it('duplicate and decreasing key times', () => {
    const dup = parseError(curve('    1 0 linear linear 1 1 0;\n    1 5 linear linear 1 1 0;\n'));
    expect(at(dup)).toStrictEqual([11, 5]);
    expect(dup.found).toMatch(/duplicate key time/);
    const back = parseError(curve('    2 0 linear linear 1 1 0;\n    1 5 linear linear 1 1 0;\n'));
    expect(back.found).toMatch(/keys out of order/);
  });

  it('breakdown column missing in a 1.1 file, extra column in a 1.0 file', () => {
    expect(at(parseError(curve('    1 0 linear linear 1 1;\n')))).toStrictEqual([10, 26]);
    const v10 = curve('    1 0 linear linear 1 1 0;\n').replace('animVersion 1.1', 'animVersion 1.0');
    expect(parseError(v10).expected).toBe("';' after the key");
  });

  it('unknown units and infinity words', () => {
    expect(at(parseError('animVersion 1.1;\ntimeUnit 17.5fps;\n'))).toStrictEqual([2, 10]);
    expect(at(parseError('animVersion 1.1;\nlinearUnit parsec;\n'))).toStrictEqual([2, 12]);
    expect(parseError(curve('').replace('weighted 0;', 'preInfinity sometimes;')).expected).toMatch(/constant, linear, cycle/);
    expect(parseError(curve('').replace('weighted 0;', 'outputUnit deg;')).expected).toMatch(/unit of a linear output/);
  });

  it('missing animVersion, garbage, a Unity YAML clip', () => {
    expect(parseError('').expected).toBe("'animVersion'");
    expect(parseError('mayaVersion 2024;\n').expected).toMatch(/'animVersion'/);
    const unity = parseError('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &7400000\nAnimationClip:\n');
    expect(unity.message).toContain('this is a Unity animation clip, not a Maya .anim');
    expect(at(unity)).toStrictEqual([1, 1]);
  });

  it('bytes that are not UTF-8', () => {
    const bytes = encode('animVersion 1.1;\nmayaVersion x;\n');
    bytes[30] = 0xff;
    let thrown: unknown;
    try {
      readMaya(bytes);
    } catch (error) {
      thrown = error;
    }
    expect(ParseError.isInstance(thrown)).toBe(true);
    expect(at(thrown as ParseError)).toStrictEqual([2, 14]);
  });

  it('unsupported versions', () => {
    expect(() => readMaya(encode('animVersion 2.0;\n'))).toThrow(UnsupportedVersionError);
    let thrown: unknown;
    try {
      readMaya(encode('animVersion 1.2;\n'));
    } catch (error) {
      thrown = error;
    }
    expect(UnsupportedVersionError.isInstance(thrown)).toBe(true);
    expect((thrown as UnsupportedVersionError).version).toBe('1.2');
  });

  it('writing a document with an impossible value throws an AnimError, not a crash', () => {
    const doc = readMaya(encode(curve('    1 0 linear linear 1 1 0;\n')));
    doc.anims[0]!.animData!.keys.value[0] = Number.NaN;
    expect(() => mayaFormat.write(doc)).toThrow(/must be finite/);
    doc.anims[0]!.animData!.keys.value[0] = 1;
    doc.anims[0]!.node = 'has space';
    let thrown: unknown;
    try {
      mayaFormat.write(doc);
    } catch (error) {
      thrown = error;
    }
    expect(AnimError.isInstance(thrown)).toBe(true);
  });
});

describe('sniff', () => {
  it('accepts .anim files and rejects Unity YAML, JSON and garbage', () => {
    expect(mayaFormat.sniff(encode('animVersion 1.1;'))).toBe(true);
    expect(mayaFormat.sniff(encode('\uFEFF// exported\n# by me\n  animVersion\t1.0;'))).toBe(true);
    expect(mayaFormat.sniff(encode('%YAML 1.1\n--- !u!74 &7400000\nAnimationClip:\n'))).toBe(false);
    expect(mayaFormat.sniff(encode('{"animVersion": 1}'))).toBe(false);
    expect(mayaFormat.sniff(encode('animVersionX 1.1;'))).toBe(false);
    expect(mayaFormat.sniff(new Uint8Array([0, 1, 2, 3]))).toBe(false);
  });

  it('accepts a file that starts with another header keyword (Maya reads the header in any order; the reader needs lenient)', () => {
    const swapped = encode('mayaVersion 2024;\nanimVersion 1.1;\ntimeUnit film;\n');
    expect([mayaFormat.sniff(swapped), mayaFormat.sniff(encode('timeUnit\tfilm;'))]).toEqual([true, true]);
    expect(mayaFormat.sniff(encode('timeUnitX film;'))).toBe(false);
    expect(() => readMaya(swapped)).toThrow(ParseError);
    expect(readMaya(swapped, { lenient: true }).header.animVersion).toBe('1.1');
  });
});

describe("keys in Maya's layout that the fast path rejects get the general path's located errors", () => {
  // Line 11 is the second key; its fields start at column 5.
  const cases: [string, string, number, RegExp][] = [
    ['bad tangent word', '    2 5 linear smooth 1 1 0;\n', 16, /out-tangent type/],
    ['non-numeric value', '    2 five linear linear 1 1 0;\n', 7, /key value/],
    ['missing breakdown flag', '    2 5 linear linear 1 1;\n', 26, /breakdown flag/],
    ['fixed tangent without its weight', '    2 5 fixed linear 1 1 0 45;\n', 30, /fixed in-tangent weight/],
    ['time not after the previous key', '    1 5 linear linear 1 1 0;\n', 5, /key time after 1/],
    ['text after the last field', '    2 5 linear linear 1 1 0 7;\n', 28, /';' after the key/],
  ];
  for (const [name, key, column, expected] of cases) {
    it(name, () => {
      const e = parseError(curve(`    1 0 linear linear 1 1 0;\n${key}`));
      expect(at(e)).toStrictEqual([11, column]);
      expect(e.message).toMatch(expected);
    });
  }
});

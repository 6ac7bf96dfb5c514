/**
 * Unit, tangent, infinity and type words are looked up as own properties only: names every object
 * inherits (`constructor`, `__proto__`, `toString`, `hasOwnProperty`, `valueOf`) are unknown words and
 * give a located ParseError that names the token without its `;` terminator (issue 19).
 */
import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readMaya } from '../src/index.js';
import { encode } from './helpers.js';

const PROTO_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const DEFAULT_STATEMENTS: readonly (readonly [string, string])[] = [
  ['input', 'time'],
  ['output', 'linear'],
  ['weighted', '0'],
];

/** A one-key curve whose animData block starts (line 4) with `statement`, then the default statements it does not replace. */
function curve(statement: string, key = '0 1 linear linear 1 0 0;'): string {
  const rest = DEFAULT_STATEMENTS.filter(([keyword]) => !statement.startsWith(`  ${keyword} `)).map(([k, v]) => `  ${k} ${v};\n`);
  return `animVersion 1.1;\nanim translate.translateX translateX n 0 0 0;\nanimData {\n${statement}${rest.join('')}  keys {\n    ${key}\n  }\n}\n`;
}

function parseError(source: string): ParseError {
  let thrown: unknown;
  try {
    readMaya(encode(source));
  } catch (error) {
    thrown = error;
  }
  if (!ParseError.isInstance(thrown)) throw new Error(`expected a ParseError, got ${String(thrown)}`);
  return thrown;
}

function lineColumn(error: ParseError): [number, number] {
  if (error.location.kind !== 'text') throw new Error('expected a text location');
  return [error.location.line, error.location.column];
}

describe.each(PROTO_NAMES)('inherited property name %s', (word) => {
  it.each([
    ['timeUnit', 10],
    ['linearUnit', 12],
    ['angularUnit', 13],
  ])('is not a header %s', (keyword, column) => {
    const e = parseError(`animVersion 1.1;\n${keyword} ${word};\n`);
    expect(lineColumn(e)).toStrictEqual([2, column]);
    expect(e.found).toBe(`'${word}'`);
  });

  it.each([
    ['input', 9],
    ['output', 10],
    ['inputUnit', 13],
    ['outputUnit', 14],
    ['tangentAngleUnit', 20],
    ['preInfinity', 15],
    ['postInfinity', 16],
  ])('is not an animData %s value', (keyword, column) => {
    const e = parseError(curve(`  ${keyword} ${word};\n`));
    expect(lineColumn(e)).toStrictEqual([4, column]);
    expect(e.found).toBe(`'${word}'`);
  });

  it('is not an in- or out-tangent type', () => {
    const inTangent = parseError(curve('', `0 1 ${word} linear 1 0 0;`));
    expect(lineColumn(inTangent)).toStrictEqual([8, 9]);
    expect(inTangent.found).toBe(`'${word}'`);
    const outTangent = parseError(curve('', `0 1 linear ${word} 1 0 0;`));
    expect(lineColumn(outTangent)).toStrictEqual([8, 16]);
    expect(outTangent.found).toBe(`'${word}'`);
  });
});

describe('error text names the token only', () => {
  it("an unknown time unit is found as '24fps_custom', without its ';'", () => {
    const e = parseError('animVersion 1.1;\ntimeUnit 24fps_custom;\n');
    expect(lineColumn(e)).toStrictEqual([2, 10]);
    expect(e.found).toBe("'24fps_custom'");
    expect(e.message).toBe(
      "maya: line 2, column 10: expected a time unit (game, film, pal, ntsc, show, palf, ntscf, hour, min, sec, millisec, <N>fps), found '24fps_custom'",
    );
  });
  it("an unknown infinity word is found without its ';'", () => {
    const e = parseError(curve('  preInfinity bounce;\n'));
    expect(lineColumn(e)).toStrictEqual([4, 15]);
    expect(e.found).toBe("'bounce'");
  });
});

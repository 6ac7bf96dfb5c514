/**
 * The `lenient` read option (issue 19): what Maya's importer tolerates is read with a warning instead of a
 * ParseError, the unknown text is written back unchanged, and strict stays the default.
 */
import { AnimError, ParseError, type WarningCode } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayaToClip, readMaya, resolveMayaCurves, writeMaya } from '../src/index.js';
import { encode } from './helpers.js';

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const curve = (settings: string, keys: string): string =>
  `anim translate.translateX translateX n 0 0 0;\nanimData {\n  input time;\n  output linear;\n  weighted 0;\n${settings}  keys {\n${keys}  }\n}\n`;

interface Seen {
  code: WarningCode;
  line: number;
}

function lenient(text: string): { doc: ReturnType<typeof readMaya>; warnings: Seen[] } {
  const warnings: Seen[] = [];
  const doc = readMaya(encode(text), { lenient: true, onWarning: (w) => warnings.push({ code: w.code, line: w.line }) });
  return { doc, warnings };
}

function strictError(text: string): ParseError {
  try {
    readMaya(encode(text));
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

function lineColumn(error: ParseError): [number, number] {
  if (error.location.kind !== 'text') throw new Error('expected a text location');
  return [error.location.line, error.location.column];
}

describe('lenient: header keywords in any order', () => {
  const text = `timeUnit pal;\nmayaVersion 2024;\nanimVersion 1.0;\n${curve('', '    0 1 linear linear 1 0;\n')}`;
  it('reads animVersion after other statements, with a warning on its line', () => {
    const { doc, warnings } = lenient(text);
    expect(doc.header.animVersion).toBe('1.0');
    expect(doc.header.timeUnit).toBe('pal');
    expect(warnings).toStrictEqual([{ code: 'nonstandard-spelling', line: 3 }]);
    expect(decode(writeMaya(doc))).toBe(text);
  });
  it('is a ParseError at line 1 by default', () => {
    const e = strictError(text);
    expect(lineColumn(e)).toStrictEqual([1, 1]);
    expect(e.found).toBe("'timeUnit'");
  });
  it('still needs an animVersion somewhere in the header', () => {
    expect(() => readMaya(encode('timeUnit pal;\n'), { lenient: true })).toThrow(ParseError);
  });
});

describe('lenient: unknown tangent words', () => {
  const text = `animVersion 1.1;\n${curve('', '    0 1 bouncy Linear 1 0 0;\n    5 3 spline spline 1 0 0;\n')}`;
  it('are read as global with a warning each, and the text is written back', () => {
    const { doc, warnings } = lenient(text);
    const [resolved] = resolveMayaCurves(doc);
    expect([resolved!.inTangentTypes[0], resolved!.outTangentTypes[0]]).toStrictEqual(['global', 'global']);
    expect(warnings).toStrictEqual([
      { code: 'invalid-value', line: 8 },
      { code: 'invalid-value', line: 8 },
    ]);
    expect(decode(writeMaya(doc))).toBe(text);
  });
  it('are a ParseError naming the word by default', () => {
    const e = strictError(text);
    expect(lineColumn(e)).toStrictEqual([8, 9]);
    expect(e.found).toBe("'bouncy'");
  });
  it('a number in the tangent field stays an error even when lenient', () => {
    expect(() => readMaya(encode(`animVersion 1.1;\n${curve('', '    0 1 5 linear 1 0 0;\n')}`), { lenient: true })).toThrow(ParseError);
  });
});

describe('lenient: unknown unit words', () => {
  const text = `animVersion 1.1;\ntimeUnit fortnight;\nlinearUnit furlong;\nangularUnit grad;\n${curve('  outputUnit parsec;\n  tangentAngleUnit turn;\n', '    0 1 linear linear 1 0 0;\n')}`;
  it('fall back to the defaults with unit-assumed warnings; the statements are written back', () => {
    const { doc, warnings } = lenient(text);
    expect(doc.header.timeUnit).toBeUndefined();
    expect(doc.header.linearUnit).toBeUndefined();
    expect(doc.header.angularUnit).toBeUndefined();
    expect(doc.header.unknown.map((s) => s.keyword)).toStrictEqual(['timeUnit', 'linearUnit', 'angularUnit']);
    const data = doc.anims[0]!.animData!;
    expect(data.outputUnit).toBeUndefined();
    expect(data.tangentAngleUnit).toBeUndefined();
    expect(warnings.map((w) => [w.code, w.line])).toStrictEqual([
      ['unit-assumed', 2],
      ['unit-assumed', 3],
      ['unit-assumed', 4],
      ['unit-assumed', 10],
      ['unit-assumed', 11],
    ]);
    const [resolved] = resolveMayaCurves(doc);
    expect(resolved!.inputRate).toStrictEqual({ numerator: 24, denominator: 1 });
    expect(resolved!.outputUnit).toBe('cm');
    expect(mayaToClip(doc).value.tracks[0]!.unit).toBe('cm');
    expect(decode(writeMaya(doc))).toBe(text);
  });
  it('are a ParseError naming the word by default', () => {
    const e = strictError(text);
    expect(lineColumn(e)).toStrictEqual([2, 10]);
    expect(e.found).toBe("'fortnight'");
  });
});

describe('lenient: fuzz', () => {
  const base = encode(
    `timeUnit ntsc;\nanimVersion 1.1;\nlinearUnit cm;\n${curve('  outputUnit cm;\n  tangentAngleUnit deg;\n', '    0 1 spline linear 1 0 0;\n    5 3 fixed fixed 1 0 0 30 1 -15 2;\n')}`,
  );
  it('mutated files give a document that writes back byte for byte, or an AnimError (2 s watchdog)', () => {
    const deadline = Date.now() + 2000;
    const letters = encode('abzAZ09;{} \n.-');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length - 1), fc.nat(letters.length - 1)), { minLength: 1, maxLength: 4 }), (edits) => {
        if (Date.now() > deadline) return;
        const bytes = base.slice();
        for (const [at, letter] of edits) bytes[at] = letters[letter]!;
        let outcome: string;
        try {
          const doc = readMaya(bytes, { lenient: true });
          outcome = Buffer.from(writeMaya(doc)).equals(Buffer.from(bytes)) ? 'ok' : 'written bytes differ';
        } catch (error) {
          outcome = AnimError.isInstance(error) ? 'ok' : `crash: ${String(error)}`;
        }
        expect(outcome).toBe('ok');
      }),
      { numRuns: 3000 },
    );
  });
});

import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { formatMaya, MAYA_TANGENT_TYPES, mayaKeyAt, readMaya, writeMaya, resolveCurves, summarizeMaya } from '../src/index.js';
import { animFiles, bytesOf, encode, needsThousands, semantic } from './helpers.js';

describe('corpus files', () => {
  it('has files to test', () => {
    expect(animFiles.length).toBeGreaterThanOrEqual(16);
  });

  for (const name of animFiles) {
    describe(name, () => {
      const bytes = bytesOf(name);
      const lenient = needsThousands(name);

      it('reads and writes back byte for byte', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        expect(Buffer.from(writeMaya(doc)).equals(Buffer.from(bytes))).toBe(true);
      });

      it('writes in canonical layout something that reads back to the same document', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        const canonical = formatMaya(doc, { canonical: true });
        expect(canonical).not.toMatch(/\r|\t|#|\/\//);
        const again = readMaya(encode(canonical));
        expect(semantic(again)).toStrictEqual(semantic(doc));
        // Canonical output is a fixed point.
        expect(formatMaya(again)).toBe(canonical);
      });

      it('resolves every curve and summarises', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        const curves = resolveCurves(doc);
        const summary = summarizeMaya(doc);
        expect(summary.tracks).toBe(curves.length);
        expect(summary.keyframes).toBe(curves.reduce((s, c) => s + c.x.length, 0));
        expect(summary.version).toBe(doc.header.animVersion);
      });

      if (lenient) {
        it('is rejected by the strict reader with the location of the grouped number', () => {
          let error: unknown;
          try {
            readMaya(bytes);
          } catch (e) {
            error = e;
          }
          expect(ParseError.isInstance(error)).toBe(true);
          const e = error as ParseError;
          expect(e.location.kind).toBe('text');
          expect(e.message).toMatch(/thousands separators/);
        });
      }
    });
  }
});

describe('the seed joint chain (spec example)', () => {
  it('reads its 8 curves and the joint4 placeholder', () => {
    const doc = readMaya(bytesOf('ha_seed_joint_chain.anim'));
    expect(doc.header).toMatchObject({ animVersion: '1.1', mayaVersion: '2.0', timeUnit: 'ntsc', linearUnit: 'cm', angularUnit: 'deg', startTime: 1, endTime: 30 });
    expect(doc.anims).toHaveLength(9);
    const placeholder = doc.anims[8]!;
    expect(placeholder).toMatchObject({ node: 'joint4', row: 3, child: 0, attr: 0 });
    expect(placeholder.animData).toBeUndefined();
    const rz = doc.anims[2]!;
    expect(rz).toMatchObject({ attribute: 'rotate.rotateZ', leafAttribute: 'rotateZ', node: 'joint1', row: 0, child: 1, attr: 2 });
    expect([...rz.animData!.keys.value]).toStrictEqual([0, -16.774359, -1.6493069, -3.064691, 0]);
    expect(mayaKeyAt(rz.animData!.keys, 1)).toMatchObject({ time: 10, inTangentType: 'spline', outTangentType: 'spline', tangentLocked: true, weightLocked: true, breakdown: false });
  });
});

describe('layout details', () => {
  it('keeps CRLF, comments, odd spacing, exponents and keys split across lines', () => {
    const source = [
      '\uFEFFanimVersion 1.1;  // header comment',
      'mayaVersion 2024 SP1;',
      '# a comment line',
      'timeUnit 23.976fps;',
      'anim translate.translateX translateX  n1 0 0 0;',
      'animData {',
      '\tinput time; output linear;',
      '  weighted 1;',
      '  myExtension 1 2 3;',
      '  keys {',
      '    1.5e-3 +4 linear',
      '      fixed 1 0 0 12.5 .5;',
      '    2 0 auto auto 1 1 1; 3 1 spline spline 0 0 0;',
      '  }',
      '}',
      '// trailing',
      '',
    ].join('\r\n');
    const warnings: string[] = [];
    const doc = readMaya(encode(source), { onWarning: (w) => warnings.push(w.code) });
    expect(warnings).toStrictEqual(['unknown-keyword']);
    const data = doc.anims[0]!.animData!;
    expect(data.unknown).toMatchObject([{ keyword: 'myExtension', value: '1 2 3' }]);
    expect([...data.keys.time]).toStrictEqual([0.0015, 2, 3]);
    expect(mayaKeyAt(data.keys, 0)).toMatchObject({ value: 4, inTangentType: 'linear', outTangentType: 'fixed', outAngle: 12.5, outWeight: 0.5 });
    expect(data.keys.breakdown[1]).toBe(1);
    expect(doc.header.mayaVersion).toBe('2024 SP1');
    expect(text(writeMaya(doc))).toBe(source);

    // Editing one key rewrites only that key, in Maya's layout, with the file's line breaks.
    data.keys.value[1] = 0.25;
    const edited = text(writeMaya(doc));
    expect(edited).toContain('    1.5e-3 +4 linear\r\n      fixed 1 0 0 12.5 .5;');
    expect(edited).toContain('\r\n    2 0.25 auto auto 1 1 1;\r\n 3 1 spline spline 0 0 0;');
    expect(semantic(readMaya(encode(edited)))).toStrictEqual(semantic(doc));

    // Unknown statements are kept in canonical output too.
    expect(formatMaya(doc, { canonical: true })).toContain('  myExtension 1 2 3;\n  keys {\n');
  });
});

function text(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('tangent words', () => {
  it('every tangent word, and only those, is recognised by the reader', () => {
    for (const word of MAYA_TANGENT_TYPES) {
      const doc = readMaya(encode(`animVersion 1.1;\nanim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 0 ${word} ${word} 1 1 0${word === 'fixed' ? ' 1 2 3 4' : ''};\n  }\n}\n`));
      expect(MAYA_TANGENT_TYPES[doc.anims[0]!.animData!.keys.inTangentType[0]!]).toBe(word);
    }
    for (const bad of ['autox', 'Auto', 'sp1ine', 'stepnex', 'steps', 'fla', 'glob al', 'autocustomx', 'clampe', 'plateaux']) {
      expect(() => readMaya(encode(`animVersion 1.1;\nanim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 0 ${bad} linear 1 1 0;\n  }\n}\n`))).toThrow(/in-tangent type/);
    }
  });
});

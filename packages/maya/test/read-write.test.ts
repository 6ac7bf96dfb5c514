import { readFileSync } from 'node:fs';
import { isWarningCode, ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAYA_TANGENT_TYPES, mayaKeyAt, readMaya, resolveMayaCurves, summarizeMaya, writeMaya, type MayaDocument } from '../src/index.js';
import { formatMaya } from '../src/write.js';
import { canonicalFixtures, encode, FIXTURE_DIR, fixtureBytes, fixtureFiles, rebuild, seedJointChain, semantic, text } from './helpers.js';
import { documents } from './documents.js';

describe('fixtures', () => {
  it('are all here (the README lists each one)', () => {
    expect(fixtureFiles).toStrictEqual([
      'driven_unitless.anim',
      'infinity.anim',
      'joint_chain_channels.anim',
      'layout_comments_crlf.anim',
      'per_curve_units.anim',
      'v10_no_units.anim',
      'v11_tangents.anim',
    ]);
    const readme = readFileSync(`${FIXTURE_DIR}README.md`, 'utf8');
    for (const name of fixtureFiles) expect(readme).toContain(`\`${name}\``);
  });

  for (const name of fixtureFiles) {
    describe(name, () => {
      const bytes = fixtureBytes(name);

      it('span-preserving round trip: the document read writes back byte for byte', () => {
        expect(text(writeMaya(readMaya(bytes)))).toBe(text(bytes));
        expect(Buffer.from(writeMaya(readMaya(bytes))).equals(Buffer.from(bytes))).toBe(true);
      });

      it('canonical layout reads back to the same document and is a fixed point', () => {
        const doc = readMaya(bytes);
        const canonical = formatMaya(doc, { canonical: true });
        expect(canonical).not.toMatch(/\r|\t|#|\/\//);
        const again = readMaya(encode(canonical));
        expect(semantic(again)).toStrictEqual(semantic(doc));
        expect(formatMaya(rebuild(again))).toBe(canonical);
      });

      it('resolves every curve and summarises', () => {
        const doc = readMaya(bytes);
        const curves = resolveMayaCurves(doc);
        const summary = summarizeMaya(doc);
        expect(summary.tracks).toBe(curves.length);
        expect(summary.keyframes).toBe(curves.reduce((s, c) => s + c.x.length, 0));
        expect(summary.version).toBe(doc.header.animVersion);
        expect(summary.details?.placeholders).toBe(doc.anims.length - curves.length);
      });
    });
  }

  // The canonical fixtures are written the way Maya lays out a file, numbers spelled shortest: a document
  // rebuilt from their data alone (no source text) must write them again byte for byte.
  for (const name of canonicalFixtures) {
    it(`${name}: a document rebuilt from its data alone writes the file byte for byte`, () => {
      const bytes = fixtureBytes(name);
      const fresh = rebuild(readMaya(bytes));
      expect(fresh.layout).toBeUndefined();
      expect(text(writeMaya(fresh))).toBe(text(bytes));
      expect(text(writeMaya(readMaya(bytes), { canonical: true }))).toBe(text(bytes));
    });
  }

  it('the layout fixture is not canonical: its rebuilt document is written in canonical layout', () => {
    const bytes = fixtureBytes('layout_comments_crlf.anim');
    const fresh = text(writeMaya(rebuild(readMaya(bytes))));
    expect(fresh).not.toBe(text(bytes));
    expect(fresh).toBe(
      [
        'animVersion 1.1;',
        'mayaVersion 2024 SP1;',
        'timeUnit 23.976fps;',
        'exportedBy myTool 2.0;',
        'anim translate.translateX translateX n1 0 0 0;',
        'animData {',
        '  input time;',
        '  output linear;',
        '  weighted 1;',
        '  myExtension 1 2 3;',
        '  keys {',
        '    0.0015 4 linear fixed 1 0 0 12.5 0.5;',
        '    2 0 auto auto 1 1 1;',
        '    3 1 spline spline 0 0 0;',
        '    4 -2 clamped clamped 1 1 0;',
        '  }',
        '}',
        'anim rotate.rotateX rotateX n1 0 0 1;',
        '',
      ].join('\n'),
    );
  });
});

describe('documents generated and written with writeMaya', () => {
  it('write in canonical layout, read back the same, and a rebuilt copy writes the same bytes', () => {
    fc.assert(
      fc.property(documents, (doc: MayaDocument) => {
        const bytes = writeMaya(doc);
        const read = readMaya(bytes);
        expect(semantic(read)).toStrictEqual(semantic(doc));
        expect(Buffer.from(writeMaya(rebuild(read))).equals(Buffer.from(bytes))).toBe(true);
        expect(Buffer.from(writeMaya(read)).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the seed joint chain (spec example, examples/maya)', () => {
  it('reads its 8 curves and the joint4 placeholder', () => {
    const doc = readMaya(seedJointChain());
    expect(doc.header).toMatchObject({ animVersion: '1.1', mayaVersion: '2.0', timeUnit: 'ntsc', linearUnit: 'cm', angularUnit: 'deg', startTime: 1, endTime: 30 });
    expect(doc.anims).toHaveLength(9);
    const placeholder = doc.anims[8]!;
    expect(placeholder).toMatchObject({ node: 'joint4', row: 3, child: 0, attr: 0 });
    expect(placeholder.animData).toBeUndefined();
    const rz = doc.anims[2]!;
    expect(rz).toMatchObject({ attribute: 'rotate.rotateZ', leafAttribute: 'rotateZ', node: 'joint1', row: 0, child: 1, attr: 2 });
    expect([...rz.animData!.keys.value]).toStrictEqual([0, -16.774359, -1.6493069, -3.064691, 0]);
    expect(mayaKeyAt(rz.animData!.keys, 1)).toMatchObject({ time: 10, inTangentType: 'spline', outTangentType: 'spline', tangentLocked: true, weightLocked: true, breakdown: false });
    expect(Buffer.from(writeMaya(doc)).equals(Buffer.from(seedJointChain()))).toBe(true);
  });
});

describe('what the fixtures hold', () => {
  it('v11_tangents: header units, every column of a 1.1 key, a placeholder', () => {
    const doc = readMaya(fixtureBytes('v11_tangents.anim'));
    expect(doc.header).toStrictEqual({ animVersion: '1.1', mayaVersion: '2024', timeUnit: 'ntsc', linearUnit: 'cm', angularUnit: 'deg', startTime: 1, endTime: 30, unknown: [] });
    const tx = doc.anims[0]!.animData!.keys;
    expect([...tx.inTangentType].map((c) => MAYA_TANGENT_TYPES[c])).toStrictEqual(['spline', 'linear', 'flat', 'step', 'stepnext', 'clamped', 'plateau', 'auto', 'spline']);
    expect(mayaKeyAt(tx, 3)).toStrictEqual({ time: 12, value: 4, inTangentType: 'step', outTangentType: 'step', tangentLocked: true, weightLocked: false, breakdown: true, inAngle: 0, inWeight: 0, outAngle: 0, outWeight: 0 });
    const ty = doc.anims[1]!.animData!;
    expect(ty).toMatchObject({ weighted: true, preInfinity: 'linear', postInfinity: 'linear' });
    expect(mayaKeyAt(ty.keys, 1)).toMatchObject({ inAngle: -30, inWeight: 2.5, outAngle: 10, outWeight: 1.75 });
    expect(doc.anims[3]).toStrictEqual({ node: 'ball2', row: 1, child: 0, attr: 0, raw: 'anim ball2 1 0 0;\n' });
  });

  it('v10_no_units: no breakdown column, Maya defaults for the absent units', () => {
    const doc = readMaya(fixtureBytes('v10_no_units.anim'));
    expect(doc.header).toStrictEqual({ animVersion: '1.0', mayaVersion: '4.5', unknown: [] });
    const keys = doc.anims[0]!.animData!.keys;
    expect([...keys.breakdown]).toStrictEqual([0, 0, 0, 0, 0]);
    expect(mayaKeyAt(keys, 3)).toMatchObject({ inTangentType: 'slow', outTangentType: 'fast', tangentLocked: false, weightLocked: false });
    expect(mayaKeyAt(doc.anims[1]!.animData!.keys, 0)).toMatchObject({ inAngle: 30, inWeight: 2, outAngle: -15, outWeight: 1.5 });
    const [tx, ry] = resolveMayaCurves(doc);
    expect(tx!.inputRate).toStrictEqual({ numerator: 24, denominator: 1 });
    expect(tx!.outputUnit).toBe('cm');
    expect(ry!.outputUnit).toBe('deg');
    expect(ry!.outputScale).toBe(Math.PI / 180);
  });

  it('driven_unitless: unitless input, one-name and nameless anim lines', () => {
    const doc = readMaya(fixtureBytes('driven_unitless.anim'));
    expect(doc.header).toMatchObject({ startUnitless: 0, endUnitless: 10 });
    expect(doc.anims[0]).toMatchObject({ attribute: 'blendShape1.smile' });
    expect(doc.anims[0]!.node).toBeUndefined();
    expect(doc.anims[1]!.attribute).toBeUndefined();
    const curves = resolveMayaCurves(doc);
    expect(curves.map((c) => [c.input, c.output, c.inputRate, c.inputScale])).toStrictEqual([
      ['unitless', 'unitless', undefined, 1],
      ['unitless', 'linear', undefined, 1],
    ]);
    expect([...curves[1]!.x]).toStrictEqual([-1, 0.5, 2]);
  });

  it('per_curve_units: inputUnit, outputUnit and tangentAngleUnit override the header', () => {
    const [tz, warp, rx] = resolveMayaCurves(readMaya(fixtureBytes('per_curve_units.anim')));
    expect(tz!.inputRate).toStrictEqual({ numerator: 30, denominator: 1 });
    expect([...tz!.x]).toStrictEqual([0, 1]);
    expect([tz!.outputUnit, tz!.outputScale]).toStrictEqual(['in', 2.54]);
    expect([warp!.output, warp!.outputUnit, warp!.outputScale]).toStrictEqual(['time', 'pal', 1 / 25]);
    expect([rx!.outputUnit, rx!.outputScale]).toStrictEqual(['min', Math.PI / 10800]);
  });

  it('layout_comments_crlf: CRLF, BOM, comments, exponents, unknown keywords, keys split and joined', () => {
    const warnings: { code: string; line: number }[] = [];
    const doc = readMaya(fixtureBytes('layout_comments_crlf.anim'), { onWarning: (w) => warnings.push({ code: w.code, line: w.line }) });
    expect(warnings).toStrictEqual([
      { code: 'unknown-keyword', line: 5 },
      { code: 'unknown-keyword', line: 11 },
    ]);
    for (const w of warnings) expect(isWarningCode(w.code)).toBe(true);
    expect(doc.layout?.newline).toBe('\r\n');
    expect(doc.header.unknown).toMatchObject([{ keyword: 'exportedBy', value: 'myTool 2.0' }]);
    const data = doc.anims[0]!.animData!;
    expect(data.unknown).toMatchObject([{ keyword: 'myExtension', value: '1 2 3' }]);
    expect([...data.keys.time]).toStrictEqual([0.0015, 2, 3, 4]);
    expect(mayaKeyAt(data.keys, 0)).toMatchObject({ value: 4, inTangentType: 'linear', outTangentType: 'fixed', outAngle: 12.5, outWeight: 0.5 });
    expect(data.keys.breakdown[1]).toBe(1);
  });
});

describe('layout details', () => {
  const source = text(fixtureBytes('layout_comments_crlf.anim'));

  it('editing one key rewrites only that key, in Maya layout, with the file line breaks', () => {
    const doc = readMaya(encode(source));
    doc.anims[0]!.animData!.keys.value[1] = 0.25;
    const edited = text(writeMaya(doc));
    expect(edited).toContain('    1.5e-3 +4 linear\r\n      fixed 1 0 0 12.5 .5;');
    expect(edited).toContain('\r\n    2 0.25 auto auto 1 1 1;\r\n 3 1 spline spline 0 0 0;');
    expect(edited).toContain('    4\t-2.0   clamped clamped 1 1 0 ;');
    expect(semantic(readMaya(encode(edited)))).toStrictEqual(semantic(doc));
  });

  it('editing a header value rewrites only that statement; an equal number in another spelling keeps its text', () => {
    const doc = readMaya(encode('animVersion 1.1;\nstartTime 1.0; // from\nendTime 24;\n'));
    doc.header.startTime = 1;
    doc.header.endTime = 48;
    expect(text(writeMaya(doc))).toBe('animVersion 1.1;\nstartTime 1.0; // from\nendTime 48;\n');
  });

  it('unknown statements are kept in canonical output too', () => {
    expect(formatMaya(readMaya(encode(source)), { canonical: true })).toContain('  myExtension 1 2 3;\n  keys {\n');
  });
});

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

describe('thousands separators (IONET)', () => {
  const source = 'animVersion 1.1;\nanim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 1,234.500000 linear linear 1 1 0;\n    2 -12,000 linear linear 1 1 0;\n  }\n}\n';

  it('are a located ParseError by default, naming the option', () => {
    let error: unknown;
    try {
      readMaya(encode(source));
    } catch (e) {
      error = e;
    }
    expect(ParseError.isInstance(error)).toBe(true);
    const e = error as ParseError;
    expect(e.location).toMatchObject({ kind: 'text', line: 5, column: 7 });
    expect(e.message).toMatch(/thousands separators/);
  });

  it('are read with { thousandsSeparators: true } and written back as read', () => {
    const doc = readMaya(encode(source), { thousandsSeparators: true });
    expect([...doc.anims[0]!.animData!.keys.value]).toStrictEqual([1234.5, -12000]);
    expect(text(writeMaya(doc))).toBe(source);
    expect(formatMaya(doc, { canonical: true })).toContain('    1 1234.5 linear linear 1 1 0;\n    2 -12000 linear linear 1 1 0;\n');
  });
});

import { describe, expect, it } from 'vitest';
import { readUnity, writeUnity, type UnityDocument } from '../src/index.js';
import { formatFloat } from '../src/number.js';
import { formatString } from '../src/write.js';
import { encode, fixtureBytes, fixtureFiles, text } from './helpers.js';

describe('fixtures', () => {
  it('there are four, one construct each', () => {
    expect(fixtureFiles).toHaveLength(4);
  });

  it.each(fixtureFiles)('%s writes back byte for byte from a document rebuilt without its text', (name) => {
    const bytes = fixtureBytes(name);
    const rebuilt = structuredClone(readUnity(bytes));
    expect(text(writeUnity(rebuilt))).toBe(text(bytes));
  });

  it('reads every key field, with the layouts of the three key versions', () => {
    const doc = readUnity(fixtureBytes('float-keys.anim'));
    const curve = doc.clip.m_FloatCurves[0]!;
    expect(curve).toMatchObject({ attribute: 'm_Intensity', path: 'Lamp/Bulb', classID: 114 });
    expect(curve.script).toEqual({ fileID: '11500000', guid: '0123456789abcdef0123456789abcdef', type: 3 });
    expect(curve.curve.m_Curve[1]).toEqual({
      serializedVersion: 3,
      time: 1,
      value: 1,
      inSlope: 0,
      outSlope: Infinity,
      tangentMode: 7,
      weightedMode: 0,
      inWeight: Math.fround(1 / 3),
      outWeight: Math.fround(1 / 3),
    });
    expect(curve.curve.m_Curve[2]!.inSlope).toBe(-Infinity);
    expect([curve.curve.m_PreInfinity, curve.curve.m_PostInfinity]).toEqual([1, 0]);

    const old = readUnity(fixtureBytes('unity5-euler-events.anim'));
    expect(Object.keys(old.clip.m_EulerCurves[0]!.curve.m_Curve[0]!)).toEqual(['time', 'value', 'inSlope', 'outSlope', 'tangentMode']);
    expect(old.clip.m_EulerCurves[0]!.curve.m_RotationOrder).toBe(0);
    expect(old.clip.m_EulerCurves[0]!.curve.m_Curve[1]!.value).toEqual({ x: 10, y: 45, z: Math.fround(-3.181872e-7) });
    expect(old.clip.m_ClipBindingConstant.genericBindings[0]).toMatchObject({ classID: 4, customType: 4 });
    expect(old.clip.m_ClipBindingConstant.genericBindings[0]!.typeID).toBeUndefined();
    expect(old.clip.m_PrefabParentObject).toEqual({ fileID: '0' });
    expect(old.clip.m_Events).toEqual([
      { time: 0.25, functionName: 'Footstep', data: 'left foot', objectReferenceParameter: { fileID: '0' }, floatParameter: 0.5, intParameter: 3, messageOptions: 0 },
    ]);
  });

  it('keeps compressed rotation curves as their text', () => {
    const doc = readUnity(fixtureBytes('position-scale-compressed.anim'));
    expect(doc.clip.m_CompressedRotationCurves).toHaveLength(1);
    expect(doc.clip.m_CompressedRotationCurves[0]!.raw.split('\n')[0]).toBe('m_Path: Body');
    expect(doc.clip.m_PositionCurves[0]!.curve.m_Curve[1]!.inWeight).toEqual({ x: 0.5, y: 0.75, z: 0 });
  });

  it('keeps v7 entry fields, PPtr curves, int64 file ids and unknown fields in their place', () => {
    const doc = readUnity(fixtureBytes('v7-quaternion-pptr.anim'));
    const rotation = doc.clip.m_RotationCurves[0]!;
    expect(Object.keys(rotation)).toEqual(['serializedVersion', 'curve', 'path', 'flags']);
    expect(rotation.curve.m_Curve[1]!.value).toEqual({ x: 0, y: Math.fround(Math.SQRT1_2), z: 0, w: Math.fround(Math.SQRT1_2) });
    const pptr = doc.clip.m_PPtrCurves[0]!;
    expect(pptr.curve[1]!.value.fileID).toBe('-2730634729203896315');
    expect(pptr.flags).toBe(2);
    const keys = Object.keys(doc.clip);
    expect(keys.indexOf('m_SomeFutureField')).toBe(keys.indexOf('m_Events') - 1);
    expect(doc.clip.m_SomeFutureField).toEqual({ raw: '\n    nested: {a: 1}\n    list:\n    - 1' });
  });
});

describe("Unity's spellings", () => {
  it('floats: the shortest float32 digits, plain decimals for small numbers, Infinity, -0', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0, '-0'],
      [360, '360'],
      [Math.fround(1 / 3), '0.33333334'],
      [Math.fround(1 / 12), '0.083333336'],
      [Math.fround(0.6666666), '0.6666666'],
      [Math.fround(-3.181872e-7), '-0.0000003181872'],
      [Math.fround(8.742277e-8), '0.00000008742277'],
      [Infinity, 'Infinity'],
      [-Infinity, '-Infinity'],
      [Math.fround(3.4028235e38), '3.4028235e+38'],
      [16777216, '16777216'],
      [0.1, '0.1'],
    ];
    expect(cases.map(([v]) => formatFloat(v))).toEqual(cases.map(([, s]) => s));
  });

  it('strings: plain when YAML allows, single-quoted otherwise, folded past column 80 at a space', () => {
    expect(formatString('Armature/Hips', 10, 6)).toBe('Armature/Hips');
    expect(formatString('', 10, 6)).toBe('');
    expect(formatString('a: b', 10, 6)).toBe("'a: b'");
    expect(formatString("- it's", 10, 6)).toBe("'- it''s'");
    expect(formatString('line\nbreak', 10, 6)).toBe('"line\\nbreak"');
    const long = `${'a'.repeat(70)} ${'b'.repeat(20)} c`;
    expect(formatString(long, 10, 6, 80)).toBe(`${'a'.repeat(70)} ${'b'.repeat(20)}\n      c`);
  });

  it('strings outside printable ASCII: double-quoted with libyaml\'s escapes, as Unity writes them', () => {
    // Unity's emitter has Unicode output off: m_Name: "\u6D4B\u8BD5" in Unity-written scenes
    expect(formatString('Armature/\u80F8', 10, 6)).toBe('"Armature/\\u80F8"');
    expect(formatString('\u6D4B\u8BD5', 10, 6)).toBe('"\\u6D4B\\u8BD5"');
    expect(formatString('caf\u00E9', 10, 6)).toBe('"caf\\xE9"');
    expect(formatString('\u{1F600}', 10, 6)).toBe('"\\U0001F600"');
    expect(formatString('a\tb\u0001\u007F\u001B', 10, 6)).toBe('"a\\tb\\x01\\x7F\\e"');
    expect(formatString('\u0085\u00A0\u2028\u2029\u0000', 10, 6)).toBe('"\\N\\_\\L\\P\\0"');
    expect(formatString('\u80F8 "q" \\', 10, 6)).toBe('"\\u80F8 \\"q\\" \\\\"');
    // folded at a space once past column 80 (escapes count as their characters); a second space is escaped
    const long = `${'\u80F8'.repeat(12)} ${'b'.repeat(10)}  c`;
    expect(formatString(long, 10, 6, 80)).toBe(`"${'\\u80F8'.repeat(12)}\n      ${'b'.repeat(10)}  c"`);
    const longer = `${'\u80F8'.repeat(12)}  b`;
    expect(formatString(longer, 10, 6, 80)).toBe(`"${'\\u80F8'.repeat(12)}\n      \\ b"`);
    // single-quoted strings fold too
    const quoted = `- ${'a'.repeat(80)} b`;
    expect(formatString(quoted, 10, 6, 80)).toBe(`'- ${'a'.repeat(80)}\n      b'`);
  });

  it('quoted and folded strings read back as the same string', () => {
    const doc = readUnity(fixtureBytes('float-keys.anim'));
    const names = ['a: b', "it's", '#x', `${'p'.repeat(60)} ${'q'.repeat(30)} r s`, '- x', 'Armature/\u80F8/\u9AEA', '\u{1F600} x', `${'\u80F8'.repeat(14)} a  b   c`, `- ${'a'.repeat(80)} b  c`, 'tab\there', 'caf\u00E9 \\ "x"'];
    for (const name of names) {
      const copy: UnityDocument = structuredClone(doc);
      copy.clip.m_Name = name;
      copy.clip.m_FloatCurves[0]!.path = name;
      const back = readUnity(writeUnity(copy));
      expect(back.clip.m_Name).toBe(name);
      expect(back.clip.m_FloatCurves[0]!.path).toBe(name);
    }
  });

  it('a flow mapping wraps before the key that starts past column 80', () => {
    const doc = readUnity(fixtureBytes('v7-quaternion-pptr.anim'));
    const out = text(writeUnity(doc));
    expect(out).toContain('      value: {fileID: -2730634729203896315, guid: fedcba9876543210fedcba9876543210,\n        type: 3}\n');
    expect(out).toContain('    - {fileID: -2730634729203896315, guid: fedcba9876543210fedcba9876543210, type: 3}\n');
  });

  it('the line width is learnt on read: a folded clip (Unity before 2022) folds again, an unfolded one stays on one line', () => {
    const folded = text(fixtureBytes('v7-quaternion-pptr.anim'));
    expect(readUnity(encode(folded)).header.lineWidth).toBe(80);
    // The same clip as current Unity writes it: the PPtr value past column 80 on one line.
    const oneLine = folded.replace(',\n        type: 3}', ', type: 3}');
    expect(oneLine).not.toBe(folded);
    const doc = readUnity(encode(oneLine));
    expect(doc.header.lineWidth).toBeUndefined();
    expect(text(writeUnity(doc))).toBe(oneLine);
    // New documents are written as current Unity writes them: no folding.
    const copy: UnityDocument = structuredClone(doc);
    copy.clip.m_Name = `${'n'.repeat(60)} ${'m'.repeat(30)} o`;
    expect(text(writeUnity(copy))).toContain(`  m_Name: ${copy.clip.m_Name}\n`);
    copy.header.lineWidth = 80;
    expect(text(writeUnity(copy))).toContain(`  m_Name: ${'n'.repeat(60)} ${'m'.repeat(30)}\n    o\n`);
  });

  it('non-canonical number spellings read as their float32 and are written canonically', () => {
    const s = text(fixtureBytes('float-keys.anim')).replace('m_StopTime: 3', 'm_StopTime: 3.000').replace('value: 5', 'value: 5.00000001');
    const doc = readUnity(encode(s));
    expect(doc.clip.m_AnimationClipSettings.m_StopTime).toBe(3);
    expect(text(writeUnity(doc))).toBe(text(fixtureBytes('float-keys.anim')));
  });
});

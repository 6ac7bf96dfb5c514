import { InvalidArgumentError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAYA_TANGENT_TYPES, mayaKeyAt, readMaya, writeMaya, type MayaKey } from '../src/index.js';
import { createMayaKeys, mayaKeyCount, mayaKeyList, mayaKeysFrom } from '../src/keys.js';
import { tangentWord } from '../src/keys.js';
import { encode, semantic, text } from './helpers.js';

const HEADER = 'animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n';

function curveFile(keyLines: readonly string[]): string {
  return `${HEADER}anim translate.translateX translateX n 0 0 0;\nanimData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n${keyLines.join('')}  }\n}\n`;
}

/** Key lines in a deliberately odd but valid layout, so that reused text is recognisable. */
function oddKeyLines(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `  ${i * 2}   ${(i * 0.5).toFixed(3)}\tspline  linear 1 0 0 ; // key ${i}\n`);
}

describe('key columns', () => {
  it('convert to and from key objects without loss', () => {
    const key = fc.record({
      time: fc.double({ noNaN: true }),
      value: fc.double({ noNaN: true }),
      inTangentType: fc.constantFrom(...MAYA_TANGENT_TYPES),
      outTangentType: fc.constantFrom(...MAYA_TANGENT_TYPES),
      tangentLocked: fc.boolean(),
      weightLocked: fc.boolean(),
      breakdown: fc.boolean(),
      inAngle: fc.double({ noNaN: true }),
      inWeight: fc.double({ noNaN: true }),
      outAngle: fc.double({ noNaN: true }),
      outWeight: fc.double({ noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(key, { maxLength: 20 }), (list: MayaKey[]) => {
        const keys = mayaKeysFrom(list);
        expect(mayaKeyCount(keys)).toBe(list.length);
        expect(mayaKeyList(keys)).toStrictEqual(list.map((k) => ({ ...k }))); // fc.record objects have no prototype
      }),
    );
  });

  it('reject bad indices, codes and tangent words', () => {
    const keys = createMayaKeys(2);
    expect(() => mayaKeyAt(keys, 2)).toThrow(InvalidArgumentError);
    expect(() => mayaKeyAt(keys, -1)).toThrow(/out of range/);
    expect(() => tangentWord(15)).toThrow(/not a tangent type code/);
    expect(() => mayaKeysFrom([{ ...mayaKeyAt(keys, 0), inTangentType: 'smooth' as never }])).toThrow(/unknown tangent type "smooth"/);
    expect(() => mayaKeysFrom([{ ...mayaKeyAt(keys, 0), inTangentType: 'constructor' as never }])).toThrow(InvalidArgumentError);
  });

  it('columns of different lengths cannot be written', () => {
    const doc = readMaya(encode(curveFile(oddKeyLines(3))));
    const data = doc.anims[0]!.animData!;
    data.keys.value = new Float64Array(2);
    expect(() => writeMaya(doc)).toThrow(/key column 'value' has 2 entries, 'time' has 3/);
  });

  it('a bad tangent code cannot be written', () => {
    const doc = readMaya(encode(curveFile(oddKeyLines(3))));
    doc.anims[0]!.animData!.keys.outTangentType[1] = 99;
    expect(() => writeMaya(doc)).toThrow(InvalidArgumentError);
  });
});

describe('writing edited keys', () => {
  it('an unchanged block is written as read, and -0 vs 0 counts as a change', () => {
    const source = curveFile(oddKeyLines(4));
    const doc = readMaya(encode(source));
    expect(text(writeMaya(doc))).toBe(source);
    doc.anims[0]!.animData!.keys.value[0] = -0;
    const edited = text(writeMaya(doc));
    expect(edited).toContain('    0 -0 spline linear 1 0 0;\n');
    expect(edited).toContain(oddKeyLines(4)[1]);
  });

  it('keeps the text of every key that still equals a key read at the same time (edits, insertions, deletions)', () => {
    const count = 12;
    const lines = oddKeyLines(count);
    const source = curveFile(lines);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: count - 1 }), { maxLength: 4 }),
        (edits, deletions, insertions) => {
          const doc = readMaya(encode(source));
          const data = doc.anims[0]!.animData!;
          const list = mayaKeyList(data.keys);
          for (const i of edits) list[i]!.value += 1;
          const deleted = new Set(deletions);
          const kept = list.filter((_, i) => !deleted.has(i));
          const inserted = [...new Set(insertions)].map((i): MayaKey => ({ ...list[i]!, time: i * 2 + 1, value: 7 }));
          const final = [...kept, ...inserted].sort((a, b) => a.time - b.time);
          data.keys = mayaKeysFrom(final);
          const out = text(writeMaya(doc));
          expect(semantic(readMaya(encode(out)))).toStrictEqual(semantic(doc));
          for (let i = 0; i < count; i++) {
            const untouched = !edits.includes(i) && !deleted.has(i);
            expect(out.includes(lines[i]!)).toBe(untouched);
          }
          for (const key of inserted) expect(out).toContain(`    ${key.time} 7 spline linear 1 0 0;\n`);
        },
      ),
    );
  });
});

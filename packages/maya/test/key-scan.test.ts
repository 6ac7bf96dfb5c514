import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAYA_TANGENT_TYPES, readMaya } from '../src/index.js';
import { mayaKeyList } from '../src/keys.js';
import { encode } from './helpers.js';

/** One key's fields as text tokens, and a way to join them. */
interface KeyTokens {
  readonly value: string;
  readonly inType: string;
  readonly outType: string;
  readonly flags: readonly string[];
  readonly inFixed: readonly string[];
  readonly outFixed: readonly string[];
}

const numberText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((x) => x.toFixed(6)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.constantFrom('-0', '0', '.5', '5.', '-.25', '1e3', '+2', '123456789012345678'),
);

const keyTokens: fc.Arbitrary<KeyTokens> = fc
  .record({
    value: numberText,
    inType: fc.constantFrom(...MAYA_TANGENT_TYPES),
    outType: fc.constantFrom(...MAYA_TANGENT_TYPES),
    flags: fc.array(fc.constantFrom('0', '1', '2', '-1', '0.5'), { minLength: 3, maxLength: 3 }),
    fixed: fc.array(numberText, { minLength: 4, maxLength: 4 }),
  })
  .map(({ fixed, ...k }) => ({ ...k, inFixed: k.inType === 'fixed' ? fixed.slice(0, 2) : [], outFixed: k.outType === 'fixed' ? fixed.slice(2) : [] }));

function file(version: '1.0' | '1.1', keys: readonly KeyTokens[], join: (tokens: string[]) => string): string {
  const lines = keys.map((k, i) => {
    const flags = version === '1.1' ? k.flags : k.flags.slice(0, 2);
    return join([String(i * 3 - 5), k.value, k.inType, k.outType, ...flags, ...k.inFixed, ...k.outFixed]);
  });
  return `animVersion ${version};\nanim a.b b n 0 0 0;\nanimData {\n  keys {\n${lines.join('')}  }\n}\n`;
}

it("keys in Maya's layout (fast path) read the same as the same keys in any other layout (general path)", () => {
  fc.assert(
    fc.property(fc.constantFrom('1.0' as const, '1.1' as const), fc.array(keyTokens, { minLength: 1, maxLength: 8 }), (version, keys) => {
      const mayaLayout = file(version, keys, (tokens) => `    ${tokens.join(' ')};\n`);
      const otherLayout = file(version, keys, (tokens) => `\t${tokens.join('  ')} ; // comment\n`);
      const a = readMaya(encode(mayaLayout)).anims[0]!.animData!.keys;
      const b = readMaya(encode(otherLayout)).anims[0]!.animData!.keys;
      expect(mayaKeyList(a)).toStrictEqual(mayaKeyList(b));
      keys.forEach((k, i) => {
        expect(Object.is(a.value[i], Number(k.value))).toBe(true);
      });
    }),
    { numRuns: 400 },
  );
});

it('a key the fast path gives up on in the middle is read whole by the general path', () => {
  const doc = readMaya(encode('animVersion 1.1;\nanim a.b b n 0 0 0;\nanimData {\n  keys {\n    1 2 fixed fixed 1 0 0 10 1 20 1e0;\n    2 3 auto auto 1 1 0;\n  }\n}\n'));
  expect(mayaKeyList(doc.anims[0]!.animData!.keys)).toStrictEqual([
    { time: 1, value: 2, inTangentType: 'fixed', outTangentType: 'fixed', tangentLocked: true, weightLocked: false, breakdown: false, inAngle: 10, inWeight: 1, outAngle: 20, outWeight: 1 },
    { time: 2, value: 3, inTangentType: 'auto', outTangentType: 'auto', tangentLocked: true, weightLocked: true, breakdown: false, inAngle: 0, inWeight: 0, outAngle: 0, outWeight: 0 },
  ]);
});

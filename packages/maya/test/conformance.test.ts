import { runConformance } from '@anim/test-utils';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAYA_INFINITIES, MAYA_TANGENT_TYPES, mayaFormat, type MayaAnim, type MayaAnimData, type MayaAnimDocument, type MayaKey, mayaKeysFrom } from '../src/index.js';
import { animFiles, bytesOf, encode, needsThousands } from './helpers.js';

const small = [
  'animVersion 1.1;',
  'mayaVersion 2024;',
  'timeUnit film;',
  'startTime 1;',
  'anim rotate.rotateZ rotateZ joint1 0 1 2;',
  'animData {',
  '  input time;',
  '  output angular;',
  '  weighted 1;',
  '  preInfinity cycle;',
  '  keys {',
  '    1 0 spline fixed 1 0 0 12.5 2;',
  '    10 -16.774359 auto step 1 1 1;',
  '  }',
  '}',
  'anim joint4 3 0 0; // end',
  '',
].join('\n');

/** True when a prefix is a complete file: it ends after a top-level `;` or the `}` closing animData (+ trivia). */
function isComplete(text: string): boolean {
  let depth = 0;
  let complete = false;
  let inComment = false;
  let statements = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inComment) {
      if (c === '\n') inComment = false;
      continue;
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) inComment = true;
    else if (c === '{') {
      depth++;
      complete = false;
    } else if (c === '}') {
      depth--;
      complete = depth === 0;
    } else if (c === ';') {
      complete = depth === 0;
      statements++;
    } else if (!/\s/.test(c)) complete = false;
  }
  return complete && statements > 0;
}

function completePrefixes(text: string): Set<number> {
  const valid = new Set<number>();
  for (let length = 0; length <= text.length; length++) if (isComplete(text.slice(0, length))) valid.add(length);
  return valid;
}

const validPrefixes = completePrefixes(small);

it('the prefixes the conformance suite skips are complete files that read', () => {
  expect(validPrefixes.size).toBeGreaterThan(10);
  for (const length of validPrefixes) {
    const doc = mayaFormat.read(encode(small.slice(0, length)));
    expect(doc.header.animVersion).toBe('1.1');
  }
});

/** The document without remembered formatting, deep-copied. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'raw' && k !== 'layout') out[k] = strip(v);
    return out;
  }
  return value;
}

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.:|[\]]{0,12}$/);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const small32 = fc.integer({ min: 0, max: 99999 });

function keysArb(hasBreakdown: boolean): fc.Arbitrary<MayaKey[]> {
  return fc
    .array(
      fc.record({
        value: finite,
        inTangentType: fc.constantFrom(...MAYA_TANGENT_TYPES),
        outTangentType: fc.constantFrom(...MAYA_TANGENT_TYPES),
        tangentLocked: fc.boolean(),
        weightLocked: fc.boolean(),
        breakdown: fc.boolean(),
        inAngle: finite,
        inWeight: finite,
        outAngle: finite,
        outWeight: finite,
      }),
      { maxLength: 6 },
    )
    .chain((keys) =>
      fc.uniqueArray(finite, { minLength: keys.length, maxLength: keys.length, comparator: (a, b) => a === b }).map((times) => {
        const sorted = [...times].sort((a, b) => a - b);
        return keys.map((k, i): MayaKey => ({
          time: sorted[i]!,
          value: k.value,
          inTangentType: k.inTangentType,
          outTangentType: k.outTangentType,
          tangentLocked: k.tangentLocked,
          weightLocked: k.weightLocked,
          breakdown: hasBreakdown && k.breakdown,
          inAngle: k.inTangentType === 'fixed' ? k.inAngle : 0,
          inWeight: k.inTangentType === 'fixed' ? k.inWeight : 0,
          outAngle: k.outTangentType === 'fixed' ? k.outAngle : 0,
          outWeight: k.outTangentType === 'fixed' ? k.outWeight : 0,
        }));
      }),
    );
}

function animDataArb(hasBreakdown: boolean): fc.Arbitrary<MayaAnimData> {
  return fc
    .record(
      {
        input: fc.constantFrom('time' as const, 'unitless' as const),
        output: fc.constant('linear' as const),
        weighted: fc.boolean(),
        inputUnit: fc.constantFrom('film', 'ntsc', '23.976fps', '120fps', 'millisec'),
        outputUnit: fc.constantFrom('cm', 'in', 'mi'),
        tangentAngleUnit: fc.constantFrom('deg', 'rad', 'min'),
        preInfinity: fc.constantFrom(...MAYA_INFINITIES),
        postInfinity: fc.constantFrom(...MAYA_INFINITIES),
      },
      { requiredKeys: [] },
    )
    .chain((settings) =>
      fc.tuple(keysArb(hasBreakdown), fc.array(fc.record({ keyword: fc.constantFrom('myFlag', 'layerName'), value: name }), { maxLength: 1 })).map(
        ([keys, unknown]): MayaAnimData => ({ ...settings, unknown, keys: mayaKeysFrom(keys) }),
      ),
    );
}

const documents: fc.Arbitrary<MayaAnimDocument> = fc.constantFrom('1.0', '1.1').chain((version) =>
  fc
    .record({
      header: fc.record(
        {
          mayaVersion: fc.constantFrom('2024', '4.2.3 LTS', '2.5'),
          timeUnit: fc.constantFrom('film', 'ntscf', '29.97df', 'sec'),
          linearUnit: fc.constantFrom('cm', 'm', 'ft'),
          angularUnit: fc.constantFrom('deg', 'rad'),
          startTime: finite,
          endTime: finite,
          startUnitless: finite,
          endUnitless: finite,
        },
        { requiredKeys: [] },
      ),
      anims: fc.array(
        fc.oneof(
          fc.record({ attribute: name, leafAttribute: name, node: name, row: small32, child: small32, attr: small32, animData: animDataArb(version === '1.1') }),
          fc.record({ attribute: name, row: small32, child: small32, attr: small32, animData: animDataArb(version === '1.1') }),
          fc.record({ node: name, row: small32, child: small32, attr: small32 }),
          fc.record({ row: small32, child: small32, attr: small32 }),
        ) as fc.Arbitrary<MayaAnim>,
        { maxLength: 4 },
      ),
    })
    .map(({ header, anims }): MayaAnimDocument => ({ header: { animVersion: version, ...header, unknown: [] }, anims })),
);

runConformance<MayaAnimDocument>({
  format: mayaFormat,
  small: encode(small),
  canonical: animFiles.filter((f) => !needsThousands(f)).map((f) => ({ name: f, bytes: bytesOf(f) })),
  sniffNegatives: [
    { name: 'unity.anim', bytes: encode('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &7400000\nAnimationClip:\n  m_Name: Walk\n') },
    { name: 'animj.json', bytes: encode('{"name":"clip","tracks":[]}') },
    { name: 'nuke.nk', bytes: encode('Root {\n inputs 0\n}\n') },
    { name: 'binary', bytes: new Uint8Array([0x4d, 0x52, 0x54, 0x4b, 0, 0, 0, 1]) },
  ],
  documents,
  equal: (actual, expected) => {
    expect(strip(actual)).toStrictEqual(strip(expected));
  },
  validPrefixes: (length) => validPrefixes.has(length),
  mutations: 2500,
});

/** fast-check generators of Maya documents (no source layout), for the conformance suite and the writer's round trips. */
import fc from 'fast-check';
import { MAYA_INFINITIES, MAYA_TANGENT_TYPES, type MayaAnim, type MayaAnimData, type MayaDocument, type MayaKey } from '../src/index.js';
import { mayaKeysFrom } from '../src/keys.js';

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

/** Documents of 0–4 anim lines (curves of 0–6 keys and placeholders), animVersion 1.0 or 1.1, every optional field sometimes set. */
export const documents: fc.Arbitrary<MayaDocument> = fc.constantFrom('1.0', '1.1').chain((version) =>
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
    .map(({ header, anims }): MayaDocument => ({ header: { animVersion: version, ...header, unknown: [] }, anims })),
);


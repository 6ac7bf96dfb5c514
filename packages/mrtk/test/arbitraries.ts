import fc from 'fast-check';
import {
  allocateMrtkCurve,
  createMrtkDocument,
  emptyMrtkHandCurves,
  emptyMrtkPoseCurves,
  emptyMrtkRayCurves,
  MRTK_POSE_FIELDS,
  MRTK_RAY_FIELDS,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkVersion,
} from '../src/index.js';

const f32 = fc.float();
const i32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

/** A curve whose keys are exactly what a file of `version` can hold for `kind`. */
function curveArb(version: MrtkVersion, kind: 'float' | 'bool'): fc.Arbitrary<MrtkCurve> {
  const full = version === '1.0' && kind === 'float';
  const key: fc.Arbitrary<number[]> = full ? fc.tuple(f32, f32, f32, f32, f32, f32, i32) : fc.tuple(f32, f32);
  return fc.record({ pre: i32, post: i32, keys: fc.array(key, { maxLength: 5 }) }).map(({ pre, post, keys }) => {
    const c = allocateMrtkCurve(keys.length, pre, post, full && keys.length > 0);
    keys.forEach((k, i) => {
      c.time[i] = k[0]!;
      c.value[i] = k[1]!;
      const t = c.tangents;
      if (t) {
        t.inTangent[i] = k[2]!;
        t.outTangent[i] = k[3]!;
        t.inWeight[i] = k[4]!;
        t.outWeight[i] = k[5]!;
        t.weightedMode[i] = k[6]!;
      }
    });
    return c;
  });
}

const markerArb = fc.record({
  time: f32,
  name: fc.string({ unit: 'grapheme', maxLength: 12 }),
});

/** Random recordings of either version: random parts, a few animated joints, markers. */
export function recordingArb(): fc.Arbitrary<MrtkDocument> {
  return fc.constantFrom<MrtkVersion>('1.0', '1.1').chain((version) => {
    const v11 = version === '1.1';
    return fc
      .record({
        camera: v11 ? fc.boolean() : fc.constant(true),
        hands: v11 ? fc.boolean() : fc.constant(true),
        gaze: v11 ? fc.boolean() : fc.constant(false),
        cameraCurves: fc.array(curveArb(version, 'float'), { minLength: 7, maxLength: 7 }),
        rayCurves: fc.array(curveArb(version, 'float'), { minLength: 6, maxLength: 6 }),
        state: fc.array(curveArb(version, 'bool'), { minLength: 4, maxLength: 4 }),
        joints: fc.array(
          fc.tuple(fc.constantFrom<'left' | 'right'>('left', 'right'), fc.nat({ max: 26 }), fc.nat({ max: 6 }), curveArb(version, 'float')),
          { maxLength: 4 },
        ),
        markers: fc.array(markerArb, { maxLength: 3 }),
      })
      .map((r) => {
        const doc = createMrtkDocument(version);
        if (r.camera) {
          doc.camera = emptyMrtkPoseCurves();
          MRTK_POSE_FIELDS.forEach((f, i) => (doc.camera![f] = r.cameraCurves[i]!));
        }
        if (r.hands) {
          const hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
          [hands.left.tracked, hands.right.tracked, hands.left.pinching, hands.right.pinching] = r.state as [
            MrtkCurve,
            MrtkCurve,
            MrtkCurve,
            MrtkCurve,
          ];
          for (const [side, j, f, c] of r.joints) hands[side].joints[j]![MRTK_POSE_FIELDS[f]!] = c;
          doc.hands = hands;
        }
        if (r.gaze) {
          doc.gaze = emptyMrtkRayCurves();
          MRTK_RAY_FIELDS.forEach((f, i) => (doc.gaze![f] = r.rayCurves[i]!));
        }
        doc.markers = r.markers.map((m) => ({ time: m.time, name: m.name }));
        return doc;
      });
  });
}

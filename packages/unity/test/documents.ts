/**
 * fast-check documents: whole AnimationClips with every curve kind, key layout (unversioned, v2, v3 with
 * weights), vector and quaternion keys, infinite slopes, PPtr curves, events, header variants and clip
 * versions, built in the field order Unity writes.
 */
import fc from 'fast-check';
import type {
  UnityAnimationCurve,
  UnityClip,
  UnityDocument,
  UnityEvent,
  UnityFloatCurve,
  UnityKey,
  UnityKeyValue,
  UnityPPtr,
  UnityPPtrCurve,
  UnityTransformCurve,
} from '../src/index.js';

/** float32 numbers, with the spellings Unity writes: infinities, -0, tiny and large values. */
export const float32 = fc.oneof(
  { weight: 8, arbitrary: fc.float({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(Infinity, -Infinity, -0, 0, 1, 0.33333334, 1e-7, 3.4028235e38) },
).map((v) => Math.fround(v));

const finite32 = fc.float({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((v) => Math.fround(v));

/** Names as Unity writes them: plain words, paths with '/', spaces, dots; some need quoting. */
const name = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_ .()/-]{0,30}[A-Za-z0-9_)]$/) },
  { weight: 1, arbitrary: fc.constantFrom('', 'a: b', "it's", '#tag', '- dash', 'x'.repeat(40) + ' ' + 'y'.repeat(40) + ' z') },
  // avatar rigs name bones in Japanese, Chinese, with emoji and accents: double-quoted with escapes
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom('\u80F8', '\u9AEA', 'Hips', '/', ' ', '  ', '\u{1F600}', '\u00E9', '\t', '"', '\\', '\u00A0', 'x'.repeat(20)), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.join('')),
  },
);

const fileID = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }).map(String);
const pptr: fc.Arbitrary<UnityPPtr> = fc.oneof(
  fc.constant({ fileID: '0' }),
  fc.record({ fileID, guid: fc.stringMatching(/^[0-9a-f]{32}$/), type: fc.constantFrom(2, 3) }),
);

type Layout = 'none' | 2 | 3;

function vector(kind: 'float' | 'vec3' | 'quat', component: fc.Arbitrary<number>): fc.Arbitrary<UnityKeyValue> {
  if (kind === 'float') return component;
  if (kind === 'vec3') return fc.record({ x: component, y: component, z: component });
  return fc.record({ x: component, y: component, z: component, w: component });
}

function key(kind: 'float' | 'vec3' | 'quat', layout: Layout): fc.Arbitrary<UnityKey> {
  const v = vector(kind, float32);
  return fc
    .record({ time: finite32, value: v, inSlope: v, outSlope: v, tangentMode: fc.nat(255), weightedMode: fc.nat(3), inWeight: v, outWeight: v })
    .map((k) => {
      const base = { time: k.time, value: k.value, inSlope: k.inSlope, outSlope: k.outSlope, tangentMode: k.tangentMode };
      if (layout === 'none') return base;
      if (layout === 2) return { serializedVersion: 2, ...base };
      return { serializedVersion: 3, ...base, weightedMode: k.weightedMode, inWeight: k.inWeight, outWeight: k.outWeight };
    });
}

function animCurve(kind: 'float' | 'vec3' | 'quat', layout: Layout): fc.Arbitrary<UnityAnimationCurve> {
  return fc.record({
    serializedVersion: fc.constant(2),
    m_Curve: fc.array(key(kind, layout), { maxLength: 4 }),
    m_PreInfinity: fc.nat(2),
    m_PostInfinity: fc.nat(2),
    m_RotationOrder: fc.nat(6),
  });
}

function entryHead(v7: boolean): Record<string, number> {
  return v7 ? { serializedVersion: 2 } : {};
}

function transformCurves(kind: 'vec3' | 'quat', layout: Layout, v7: boolean): fc.Arbitrary<UnityTransformCurve[]> {
  return fc.array(
    fc.record({ curve: animCurve(kind, layout), path: name }).map((e) => ({ ...entryHead(v7), curve: e.curve, path: e.path, ...(v7 ? { flags: 0 } : {}) }) as UnityTransformCurve),
    { maxLength: 2 },
  );
}

function floatCurves(layout: Layout, v7: boolean): fc.Arbitrary<UnityFloatCurve[]> {
  return fc.array(
    fc
      .record({ curve: animCurve('float', layout), attribute: name, path: name, classID: fc.nat(300), script: pptr })
      .map((e) => ({ ...entryHead(v7), ...e, ...(v7 ? { flags: 0 } : {}) }) as UnityFloatCurve),
    { maxLength: 2 },
  );
}

const pptrCurves: fc.Arbitrary<UnityPPtrCurve[]> = fc.array(
  fc.record({
    curve: fc.array(fc.record({ time: finite32, value: pptr }), { maxLength: 3 }),
    attribute: name,
    path: name,
    classID: fc.nat(300),
    script: pptr,
  }),
  { maxLength: 2 },
);

const events: fc.Arbitrary<UnityEvent[]> = fc.array(
  fc.record({
    time: finite32,
    functionName: name,
    data: name,
    objectReferenceParameter: pptr,
    floatParameter: float32,
    intParameter: fc.integer({ min: -1000, max: 1000 }),
    messageOptions: fc.nat(1),
  }),
  { maxLength: 2 },
);

const v3 = fc.record({ x: float32, y: float32, z: float32 });

/** Whole documents. */
export const documents: fc.Arbitrary<UnityDocument> = fc
  .record({ layout: fc.constantFrom<Layout>('none', 2, 3), v7: fc.boolean(), modernHeader: fc.boolean() })
  .chain(({ layout, v7, modernHeader }) =>
    fc
      .record({
        m_Name: name,
        rotations: transformCurves('quat', layout, v7),
        eulers: transformCurves('vec3', layout, v7),
        positions: transformCurves('vec3', layout, v7),
        scales: transformCurves('vec3', layout, v7),
        floats: floatCurves(layout, v7),
        pptrs: pptrCurves,
        sampleRate: float32,
        wrapMode: fc.constantFrom(0, 1, 2, 4, 8),
        center: v3,
        stop: finite32,
        editor: floatCurves(layout, v7),
        events,
        legacy: fc.nat(1),
      })
      .map((r): UnityDocument => {
        const header = modernHeader
          ? { m_CorrespondingSourceObject: { fileID: '0' }, m_PrefabInstance: { fileID: '0' }, m_PrefabAsset: { fileID: '0' } }
          : { m_PrefabParentObject: { fileID: '0' }, m_PrefabInternal: { fileID: '0' } };
        const clip: UnityClip = {
          m_ObjectHideFlags: 0,
          ...header,
          m_Name: r.m_Name,
          serializedVersion: v7 ? 7 : 6,
          m_Legacy: r.legacy,
          m_Compressed: 0,
          m_UseHighQualityCurve: 1,
          m_RotationCurves: r.rotations as never,
          m_CompressedRotationCurves: [],
          m_EulerCurves: r.eulers,
          m_PositionCurves: r.positions,
          m_ScaleCurves: r.scales,
          m_FloatCurves: r.floats,
          m_PPtrCurves: r.pptrs,
          m_SampleRate: r.sampleRate,
          m_WrapMode: r.wrapMode,
          m_Bounds: { m_Center: r.center, m_Extent: { x: 0, y: 0, z: 0 } },
          m_ClipBindingConstant: {
            genericBindings: [{ serializedVersion: 2, path: 0, attribute: 1, script: { fileID: '0' }, typeID: 4, customType: 0, isPPtrCurve: 0 }],
            pptrCurveMapping: r.pptrs.flatMap((c) => c.curve.map((k) => k.value)),
          },
          m_AnimationClipSettings: {
            serializedVersion: 2,
            m_AdditiveReferencePoseClip: { fileID: '0' },
            m_AdditiveReferencePoseTime: 0,
            m_StartTime: 0,
            m_StopTime: r.stop,
            m_OrientationOffsetY: 0,
            m_Level: 0,
            m_CycleOffset: 0,
            m_HasAdditiveReferencePose: 0,
            m_LoopTime: 1,
            m_LoopBlend: 0,
            m_LoopBlendOrientation: 0,
            m_LoopBlendPositionY: 0,
            m_LoopBlendPositionXZ: 0,
            m_KeepOriginalOrientation: 0,
            m_KeepOriginalPositionY: 1,
            m_KeepOriginalPositionXZ: 0,
            m_HeightFromFeet: 0,
            m_Mirror: 0,
          },
          m_EditorCurves: r.editor,
          m_EulerEditorCurves: [],
          m_HasGenericRootTransform: 0,
          m_HasMotionFloatCurves: 0,
          ...(modernHeader ? {} : { m_GenerateMotionCurves: 0 }),
          m_Events: r.events,
        };
        // structuredClone: plain objects (fast-check's records have no prototype).
        return structuredClone({ header: { yamlVersion: '1.1', tags: [{ handle: '!u!', prefix: 'tag:unity3d.com,2011:' }], classID: 74, fileID: '7400000' }, clip });
      }),
  );

/**
 * What every known field of an AnimationClip holds, by Unity's own field names: the reader checks
 * values against it, the writer picks each value's spelling from it (block mapping, flow mapping,
 * integer or float). Fields not listed are kept as raw text.
 *
 * @module
 */

/** How one field is stored. */
export type FieldKind =
  | 'int'
  | 'float'
  | 'string'
  | 'pptr'
  | 'vec3'
  | 'quat'
  /** A block sequence of the named struct. */
  | { readonly list: StructName }
  /** A block sequence of flow-mapping PPtrs. */
  | 'pptrList'
  /** A block sequence of items kept as text. */
  | 'rawList'
  /** A block mapping of the named struct. */
  | { readonly struct: StructName };

/** The structs with a schema. */
export type StructName =
  | 'clip'
  | 'bounds'
  | 'bindingConstant'
  | 'binding'
  | 'settings'
  | 'event'
  | 'floatCurve'
  | 'vec3Curve'
  | 'quatCurve'
  | 'pptrCurve'
  | 'pptrKey'
  | 'floatAnimCurve'
  | 'vec3AnimCurve'
  | 'quatAnimCurve'
  | 'floatKey'
  | 'vec3Key'
  | 'quatKey';

export type Schema = Readonly<Record<string, FieldKind>>;

const key = (value: 'float' | 'vec3' | 'quat'): Schema => ({
  serializedVersion: 'int',
  time: 'float',
  value,
  inSlope: value,
  outSlope: value,
  tangentMode: 'int',
  weightedMode: 'int',
  inWeight: value,
  outWeight: value,
});

const animCurve = (keys: StructName): Schema => ({
  serializedVersion: 'int',
  m_Curve: { list: keys },
  m_PreInfinity: 'int',
  m_PostInfinity: 'int',
  m_RotationOrder: 'int',
});

const transformCurve = (curve: StructName): Schema => ({
  serializedVersion: 'int',
  curve: { struct: curve },
  path: 'string',
  flags: 'int',
});

const boundCurve = (curve: FieldKind): Schema => ({
  serializedVersion: 'int',
  curve,
  attribute: 'string',
  path: 'string',
  classID: 'int',
  script: 'pptr',
  flags: 'int',
});

/** Every struct's fields (in Unity's order, for reference; files keep their own order). */
export const SCHEMAS: Readonly<Record<StructName, Schema>> = {
  clip: {
    m_ObjectHideFlags: 'int',
    m_CorrespondingSourceObject: 'pptr',
    m_PrefabInstance: 'pptr',
    m_PrefabAsset: 'pptr',
    m_PrefabParentObject: 'pptr',
    m_PrefabInternal: 'pptr',
    m_Name: 'string',
    serializedVersion: 'int',
    m_Legacy: 'int',
    m_Compressed: 'int',
    m_UseHighQualityCurve: 'int',
    m_RotationCurves: { list: 'quatCurve' },
    m_CompressedRotationCurves: 'rawList',
    m_EulerCurves: { list: 'vec3Curve' },
    m_PositionCurves: { list: 'vec3Curve' },
    m_ScaleCurves: { list: 'vec3Curve' },
    m_FloatCurves: { list: 'floatCurve' },
    m_PPtrCurves: { list: 'pptrCurve' },
    m_SampleRate: 'float',
    m_WrapMode: 'int',
    m_Bounds: { struct: 'bounds' },
    m_ClipBindingConstant: { struct: 'bindingConstant' },
    m_AnimationClipSettings: { struct: 'settings' },
    m_EditorCurves: { list: 'floatCurve' },
    m_EulerEditorCurves: { list: 'floatCurve' },
    m_HasGenericRootTransform: 'int',
    m_HasMotionFloatCurves: 'int',
    m_GenerateMotionCurves: 'int',
    m_Events: { list: 'event' },
  },
  bounds: { m_Center: 'vec3', m_Extent: 'vec3' },
  bindingConstant: { genericBindings: { list: 'binding' }, pptrCurveMapping: 'pptrList' },
  binding: {
    serializedVersion: 'int',
    path: 'int',
    attribute: 'int',
    script: 'pptr',
    typeID: 'int',
    classID: 'int',
    customType: 'int',
    isPPtrCurve: 'int',
    isIntCurve: 'int',
    isSerializeReferenceCurve: 'int',
  },
  settings: {
    serializedVersion: 'int',
    m_AdditiveReferencePoseClip: 'pptr',
    m_AdditiveReferencePoseTime: 'float',
    m_StartTime: 'float',
    m_StopTime: 'float',
    m_OrientationOffsetY: 'float',
    m_Level: 'float',
    m_CycleOffset: 'float',
    m_HasAdditiveReferencePose: 'int',
    m_LoopTime: 'int',
    m_LoopBlend: 'int',
    m_LoopBlendOrientation: 'int',
    m_LoopBlendPositionY: 'int',
    m_LoopBlendPositionXZ: 'int',
    m_KeepOriginalOrientation: 'int',
    m_KeepOriginalPositionY: 'int',
    m_KeepOriginalPositionXZ: 'int',
    m_HeightFromFeet: 'int',
    m_Mirror: 'int',
  },
  event: {
    time: 'float',
    functionName: 'string',
    data: 'string',
    objectReferenceParameter: 'pptr',
    floatParameter: 'float',
    intParameter: 'int',
    messageOptions: 'int',
  },
  floatCurve: boundCurve({ struct: 'floatAnimCurve' }),
  vec3Curve: transformCurve('vec3AnimCurve'),
  quatCurve: transformCurve('quatAnimCurve'),
  pptrCurve: boundCurve({ list: 'pptrKey' }),
  pptrKey: { time: 'float', value: 'pptr' },
  floatAnimCurve: animCurve('floatKey'),
  vec3AnimCurve: animCurve('vec3Key'),
  quatAnimCurve: animCurve('quatKey'),
  floatKey: key('float'),
  vec3Key: key('vec3'),
  quatKey: key('quat'),
};

const KEY_FIELDS = ['time', 'value', 'inSlope', 'outSlope', 'tangentMode'];
const ANIM_CURVE_FIELDS = ['serializedVersion', 'm_Curve', 'm_PreInfinity', 'm_PostInfinity', 'm_RotationOrder'];
const BOUND_FIELDS = ['curve', 'attribute', 'path', 'classID', 'script'];

/**
 * Fields a struct must have (every Unity version from 5 to 2022 writes them); the others are optional
 * (header variants, key weights, version-dependent fields).
 */
export const REQUIRED: Readonly<Record<StructName, readonly string[]>> = {
  clip: Object.keys(SCHEMAS.clip).filter((f) => !/^m_(CorrespondingSourceObject|PrefabInstance|PrefabAsset|PrefabParentObject|PrefabInternal|GenerateMotionCurves)$/.test(f)),
  bounds: ['m_Center', 'm_Extent'],
  bindingConstant: ['genericBindings', 'pptrCurveMapping'],
  binding: ['path', 'attribute', 'script', 'customType', 'isPPtrCurve'],
  settings: Object.keys(SCHEMAS.settings),
  event: Object.keys(SCHEMAS.event),
  floatCurve: BOUND_FIELDS,
  vec3Curve: ['curve', 'path'],
  quatCurve: ['curve', 'path'],
  pptrCurve: BOUND_FIELDS,
  pptrKey: ['time', 'value'],
  floatAnimCurve: ANIM_CURVE_FIELDS,
  vec3AnimCurve: ANIM_CURVE_FIELDS,
  quatAnimCurve: ANIM_CURVE_FIELDS,
  floatKey: KEY_FIELDS,
  vec3Key: KEY_FIELDS,
  quatKey: KEY_FIELDS,
};

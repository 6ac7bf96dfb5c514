/**
 * The lossless document of a Unity AnimationClip `.anim` file (Unity's YAML text serialisation).
 *
 * Fields are named exactly as Unity serialises them (`m_PositionCurves`, `m_PreInfinity`, …), so Unity's
 * own documentation and every tool that reads `.anim` text apply, and **the order of an object's keys is
 * the order of the fields in the file** (`writeUnity` writes them in that order; `unityFromClip` builds
 * them in the order Unity 2021–2022 writes). Fields this package does not know are kept in place as
 * {@link UnityRaw} text. Numbers are plain numbers (float fields hold float32 values; `Infinity`/
 * `-Infinity` slopes mark stepped keys); object identifiers (`fileID`, int64) are decimal strings.
 *
 * Times are seconds, slopes value per second; positions are metres, Euler angles degrees, rotations
 * unit quaternions (x, y, z, w) as Unity stores them.
 *
 * @module
 */

/** A value this package does not interpret, kept as its source text (what follows `key:`). */
export interface UnityRaw {
  /** The text after the field's `:` up to the end of its value (leading space or line break included). */
  readonly raw: string;
}

/** A reference to an object (`PPtr`): `{fileID: 0}` or `{fileID: …, guid: …, type: …}`. */
export interface UnityPPtr {
  /** The object's local file id, an int64 as a decimal string (`'0'` for none). */
  fileID: string;
  /** The asset's GUID (32 hex digits) when the object lives in another asset. */
  guid?: string;
  /** Unity's asset type of the reference (2 asset, 3 imported asset). */
  type?: number;
}

/** A `Vector3f` (`{x: 0, y: 0, z: 0}`). */
export interface UnityVector3 {
  x: number;
  y: number;
  z: number;
}

/** A `Quaternionf` (`{x: 0, y: 0, z: 0, w: 1}`). */
export interface UnityQuaternion extends UnityVector3 {
  w: number;
}

/** The value of a key: a float, a `Vector3f` (position, scale, Euler degrees) or a `Quaternionf`. */
export type UnityKeyValue = number | UnityVector3 | UnityQuaternion;

/**
 * One `Keyframe`. Three layouts exist: unversioned (Unity 5: `time` … `tangentMode` only), key
 * `serializedVersion: 2` (2017–2018.2, no weights) and `serializedVersion: 3` (2018.3+: `weightedMode`,
 * `inWeight`, `outWeight`). `tangentMode` is raw: Unity 5 packs left/right tangent modes in 2-bit fields,
 * 2018+ in bit 0 (broken) and 4-bit fields at bits 1–4 (left) and 5–8 (right); evaluation never needs it.
 */
export interface UnityKey<V extends UnityKeyValue = UnityKeyValue> {
  serializedVersion?: number;
  /** Seconds. */
  time: number;
  value: V;
  /** Value per second; `Infinity`/`-Infinity` makes the segment ending here stepped. */
  inSlope: V;
  /** Value per second; `Infinity`/`-Infinity` makes the segment starting here stepped. */
  outSlope: V;
  tangentMode: number;
  /** 0 None, 1 In, 2 Out, 3 Both: which weights count (the others are 1/3). */
  weightedMode?: number;
  /** Fraction of the previous segment's duration. */
  inWeight?: V;
  /** Fraction of the next segment's duration. */
  outWeight?: V;
  [unknownField: string]: unknown;
}

/**
 * An `AnimationCurve`: keys plus pre/post infinity — serialised as Unity's internal wrap mode, 0
 * PingPong, 1 Repeat (Loop), 2 Clamp (what every curve of the reference clips has, looping or not; the
 * public `WrapMode` the C# API reports is 4, 2 and 8 for them) — and the rotation order Unity stores on every curve (`m_RotationOrder`,
 * raw `RotationOrder`: 0 XYZ, 1 XZY, 2 YZX, 3 YXZ, 4 ZXY, 5 ZYX, 6 OrderXYZ / 'default' — 4 is Unity's
 * default, `ZXY`: rotate about Z first, then X, then Y).
 */
export interface UnityAnimationCurve<V extends UnityKeyValue = UnityKeyValue> {
  serializedVersion: number;
  m_Curve: UnityKey<V>[];
  m_PreInfinity: number;
  m_PostInfinity: number;
  m_RotationOrder: number;
  [unknownField: string]: unknown;
}

/** An entry of `m_PositionCurves`, `m_ScaleCurves`, `m_EulerCurves` (vectors) or `m_RotationCurves` (quaternions). */
export interface UnityTransformCurve<V extends UnityVector3 | UnityQuaternion = UnityVector3> {
  /** `2` on clips of `serializedVersion: 7` (Unity 2022.2+). */
  serializedVersion?: number;
  curve: UnityAnimationCurve<V>;
  /** Transform path from the animated root (`Armature/Hips`; '' for the root itself). */
  path: string;
  /** `0` on clips of `serializedVersion: 7`. */
  flags?: number;
  [unknownField: string]: unknown;
}

/** An entry of `m_FloatCurves`, `m_EditorCurves` or `m_EulerEditorCurves`: one float property of a component. */
export interface UnityFloatCurve {
  serializedVersion?: number;
  curve: UnityAnimationCurve<number>;
  /** The property (`m_LocalPosition.x`, `material._Color.r`, `blendShape.Smile`, a muscle name). */
  attribute: string;
  path: string;
  /** Unity class id of the component (1 GameObject, 4 Transform, 23 MeshRenderer, 95 Animator, 114 MonoBehaviour, …). */
  classID: number;
  /** The MonoBehaviour script for classID 114, else `{fileID: 0}`. */
  script: UnityPPtr;
  flags?: number;
  [unknownField: string]: unknown;
}

/** One key of a `m_PPtrCurves` curve: an object reference from `time` (seconds) on. */
export interface UnityPPtrKey {
  time: number;
  value: UnityPPtr;
  [unknownField: string]: unknown;
}

/** An entry of `m_PPtrCurves` (sprite swaps, material swaps): object references, not evaluable as numbers. */
export interface UnityPPtrCurve {
  serializedVersion?: number;
  curve: UnityPPtrKey[];
  attribute: string;
  path: string;
  classID: number;
  script: UnityPPtr;
  flags?: number;
  [unknownField: string]: unknown;
}

/** One entry of `m_ClipBindingConstant.genericBindings` (hashes Unity computes on import). */
export interface UnityGenericBinding {
  serializedVersion?: number;
  /** CRC32 of the path ('' → 0). */
  path: number;
  /** CRC32 of the attribute, or a transform code (1 position, 2 rotation, 3 scale, 4 Euler). */
  attribute: number;
  script: UnityPPtr;
  /** `typeID` (2018+) or `classID` (Unity 5) of the component. */
  typeID?: number;
  classID?: number;
  customType: number;
  isPPtrCurve: number;
  [unknownField: string]: unknown;
}

/** `m_ClipBindingConstant`. */
export interface UnityClipBindingConstant {
  genericBindings: UnityGenericBinding[];
  pptrCurveMapping: UnityPPtr[];
  [unknownField: string]: unknown;
}

/** `m_AnimationClipSettings` (times in seconds; the rest flags and offsets). */
export interface UnityClipSettings {
  serializedVersion: number;
  m_AdditiveReferencePoseClip: UnityPPtr;
  m_AdditiveReferencePoseTime: number;
  m_StartTime: number;
  m_StopTime: number;
  m_OrientationOffsetY: number;
  m_Level: number;
  m_CycleOffset: number;
  m_HasAdditiveReferencePose: number;
  m_LoopTime: number;
  m_LoopBlend: number;
  m_LoopBlendOrientation: number;
  m_LoopBlendPositionY: number;
  m_LoopBlendPositionXZ: number;
  m_KeepOriginalOrientation: number;
  m_KeepOriginalPositionY: number;
  m_KeepOriginalPositionXZ: number;
  m_HeightFromFeet: number;
  m_Mirror: number;
  [unknownField: string]: unknown;
}

/** One `AnimationEvent` (`time` in seconds). */
export interface UnityEvent {
  time: number;
  functionName: string;
  data: string;
  objectReferenceParameter: UnityPPtr;
  floatParameter: number;
  intParameter: number;
  messageOptions: number;
  [unknownField: string]: unknown;
}

/** `m_Bounds`. */
export interface UnityBounds {
  m_Center: UnityVector3;
  m_Extent: UnityVector3;
  [unknownField: string]: unknown;
}

/**
 * The `AnimationClip` object. Header fields differ by Unity version: `m_CorrespondingSourceObject`,
 * `m_PrefabInstance`, `m_PrefabAsset` (2018.3+) or `m_PrefabParentObject`, `m_PrefabInternal` (older,
 * with `m_GenerateMotionCurves`). `serializedVersion` 6 (Unity 5 – 2022.1) or 7 (2022.2+: curve entries
 * carry `serializedVersion: 2` and `flags`).
 */
export interface UnityClip {
  m_ObjectHideFlags: number;
  m_CorrespondingSourceObject?: UnityPPtr;
  m_PrefabInstance?: UnityPPtr;
  m_PrefabAsset?: UnityPPtr;
  m_PrefabParentObject?: UnityPPtr;
  m_PrefabInternal?: UnityPPtr;
  m_Name: string;
  serializedVersion: number;
  /** 1 for a Legacy (Animation component) clip. */
  m_Legacy: number;
  m_Compressed: number;
  m_UseHighQualityCurve: number;
  /** Quaternion rotations (`Quaternionf` keys). */
  m_RotationCurves: UnityTransformCurve<UnityQuaternion>[];
  /** Compressed rotation curves: kept as text, not evaluated. */
  m_CompressedRotationCurves: UnityRaw[];
  /** Euler rotations in degrees (`Vector3f` keys), order in the curve's `m_RotationOrder`. */
  m_EulerCurves: UnityTransformCurve[];
  /** Local positions in metres. */
  m_PositionCurves: UnityTransformCurve[];
  m_ScaleCurves: UnityTransformCurve[];
  m_FloatCurves: UnityFloatCurve[];
  m_PPtrCurves: UnityPPtrCurve[];
  /** Frames per second. */
  m_SampleRate: number;
  /** Raw `WrapMode` of the clip (0 Default, 1 Once, 2 Loop, 4 PingPong, 8 ClampForever). */
  m_WrapMode: number;
  m_Bounds: UnityBounds;
  m_ClipBindingConstant: UnityClipBindingConstant;
  m_AnimationClipSettings: UnityClipSettings;
  /** Per-component float curves the editor shows (`m_LocalPosition.x`, `localEulerAnglesRaw.y`, …). */
  m_EditorCurves: UnityFloatCurve[];
  m_EulerEditorCurves: UnityFloatCurve[];
  m_HasGenericRootTransform: number;
  m_HasMotionFloatCurves: number;
  m_GenerateMotionCurves?: number;
  m_Events: UnityEvent[];
  [unknownField: string]: unknown;
}

/** The YAML header of the file: `%YAML 1.1`, `%TAG !u! tag:unity3d.com,2011:`, `--- !u!74 &7400000`. */
export interface UnityHeader {
  /** The `%YAML` directive's version (`1.1`). */
  yamlVersion: string;
  /** `%TAG` directives in order (`{ handle: '!u!', prefix: 'tag:unity3d.com,2011:' }`). */
  tags: { handle: string; prefix: string }[];
  /** The class id after `!u!` (74 for AnimationClip). */
  classID: number;
  /** The object's file id after `&` (`7400000`), a decimal string. */
  fileID: string;
  /**
   * The column past which long lines fold (a flow mapping before its next key, a string at a space), in
   * characters: `80` for clips written by Unity before 2022 (libyaml's default width, `Walk.anim`);
   * unset (or `Infinity`) for no folding, as current Unity writes (`value: {fileID: …, guid: …, type: 3}`
   * past column 80 on one line). `readUnity` sets 80 when the file has a folded line, and leaves it
   * unset otherwise (both widths write such a file back the same); `unityFromClip` leaves it unset.
   */
  lineWidth?: number;
}

/** A whole `.anim` file: the header and the one `AnimationClip` object. */
export interface UnityDocument {
  header: UnityHeader;
  clip: UnityClip;
}

/** Options of `readUnity` (none yet; the reader is strict). */
export type ReadUnityOptions = Record<string, never>;

/** Options of `writeUnity` (none: the layout is Unity's). */
export type WriteUnityOptions = Record<string, never>;

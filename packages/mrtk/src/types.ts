/**
 * The lossless document model of an MRTK2 input animation recording (`.bin`), mirroring MRTK's own
 * `InputAnimation` class: camera pose curves, per-hand tracking/pinch boolean curves and 27 joint pose
 * curves, eye-gaze ray curves, and user markers.
 *
 * Every curve ({@link MrtkCurve}) is a Unity `AnimationCurve` stored as a structure of arrays: one
 * entry per keyframe in each of `time`, `value`, `inTangent`, `outTangent`, `inWeight`, `outWeight` and `weightedMode`,
 * holding exactly what MRTK's reader reconstructs (spec "Float keyframe", https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format;
 * https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs):
 * keys stored as (time, value) only come back with tangents 0, weights 0 and `weightedMode` Both for
 * float curves, and with `outWeight` 1e6 for boolean curves.
 *
 * Units: times in **seconds** (float32, local to the recording start for files with a header, absolute
 * for the May-2019 prototypes); positions in **metres** (Unity world units); rotations are unit
 * quaternions (x, y, z, w); tangents in value per second; weights are fractions of the segment length.
 *
 * @module
 */

/** A file version this package reads and writes. */
export type MrtkVersion = '1.0' | '1.1';

/**
 * The layout of a headerless recording from MRTK's 2019 development history (before the magic number):
 * - `june-2019`: the v1.0 body without a header (camera, hand state with 8-byte keys, joints, marker list);
 * - `may-2019-full-keys`: hand state, left joints, right joints, camera — every key 28 bytes — then a
 *   .NET `BinaryFormatter` marker list (files of 15 May 2019);
 * - `may-2019-bool-keys`: the same order, but hand state keys are 8 bytes (file of 16 May 2019).
 */
export type MrtkLegacyLayout = 'june-2019' | 'may-2019-full-keys' | 'may-2019-bool-keys';

/**
 * Unity `WrapMode` as stored (Int32): 0 Default, 1 Once/Clamp, 2 Loop, 4 PingPong, 8 ClampForever.
 * Any other value is kept as is and evaluates like Clamp (Unity `WrapMode`, https://docs.unity3d.com/ScriptReference/WrapMode.html).
 */
export const MrtkWrapMode = { Default: 0, Once: 1, Loop: 2, PingPong: 4, ClampForever: 8 } as const;

/** Unity `WeightedMode` as stored (Int32): 0 None, 1 In, 2 Out, 3 Both. */
export const MrtkWeightedMode = { None: 0, In: 1, Out: 2, Both: 3 } as const;

/**
 * Per-key tangents and weights of a curve stored with 28-byte keys (spec "Float keyframe"). All arrays
 * have the curve's key count.
 */
export interface MrtkKeyTangents {
  /** Incoming slope, value per second; ±Infinity makes the segment before the key stepped. */
  inTangent: Float32Array;
  /** Outgoing slope, value per second; ±Infinity makes the segment after the key stepped. */
  outTangent: Float32Array;
  /** Incoming tangent weight (fraction of the previous segment's duration); used with the In bit. */
  inWeight: Float32Array;
  /** Outgoing tangent weight (fraction of the next segment's duration); used with the Out bit. */
  outWeight: Float32Array;
  /** Raw Unity `WeightedMode` per key ({@link MrtkWeightedMode}). */
  weightedMode: Int32Array;
}

/**
 * One Unity `AnimationCurve` (spec "Float curve" / "Boolean curve"), as a structure of arrays.
 *
 * `tangents` is present when the keys were stored with tangents and weights (28-byte keys: v1.0 pose
 * curves, legacy files) and there is at least one key. Without it the keys are (time, value) only, which MRTK's reader turns into
 * tangents 0, inWeight 0, weightedMode Both and outWeight **0** for float curves (exactly linear
 * segments) or **1e6** for the boolean hand-state curves (hold until the next key) — https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs;
 * {@link keyframeAt} returns that reconstruction.
 */
export interface MrtkCurve {
  /** Raw Unity `WrapMode` before the first key ({@link MrtkWrapMode}); MRTK always writes 8. */
  preWrapMode: number;
  /** Raw Unity `WrapMode` after the last key ({@link MrtkWrapMode}). */
  postWrapMode: number;
  /** Key times in seconds. */
  time: Float32Array;
  /** Key values (metres, quaternion components, direction components, or 0/1 for booleans). */
  value: Float32Array;
  /** Tangents and weights, when stored (see above). */
  tangents?: MrtkKeyTangents | undefined;
}

/** `float`: a pose or ray component curve; `bool`: a hand tracked / pinching curve. */
export type MrtkCurveKind = 'float' | 'bool';

/**
 * Pose curves (spec "Pose curves"): position x, y, z (metres) then rotation quaternion x, y, z, w,
 * each its own curve with its own key times.
 */
export interface MrtkPoseCurves {
  positionX: MrtkCurve;
  positionY: MrtkCurve;
  positionZ: MrtkCurve;
  rotationX: MrtkCurve;
  rotationY: MrtkCurve;
  rotationZ: MrtkCurve;
  rotationW: MrtkCurve;
}

/** Ray curves (spec "Ray curves"): origin x, y, z (metres) then direction x, y, z. */
export interface MrtkRayCurves {
  originX: MrtkCurve;
  originY: MrtkCurve;
  originZ: MrtkCurve;
  directionX: MrtkCurve;
  directionY: MrtkCurve;
  directionZ: MrtkCurve;
}

/** One hand: its boolean state curves and the pose curves of all 27 `TrackedHandJoint` values. */
export interface MrtkHandCurves {
  /** Boolean curve: the hand is tracked while it evaluates above 0.5. */
  tracked: MrtkCurve;
  /** Boolean curve: the hand pinches (select) while it evaluates above 0.5. */
  pinching: MrtkCurve;
  /** Pose curves indexed by `TrackedHandJoint` (0 `None` … 26 `PinkyTip`, see {@link MRTK_TRACKED_HAND_JOINTS}). */
  joints: MrtkPoseCurves[];
}

/** A user marker on the timeline (spec omits it; https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs). */
export interface MrtkMarker {
  /** Seconds (float32). */
  time: number;
  /** Marker name (stored as UTF-8 with a 7-bit-encoded byte length). */
  name: string;
}

/**
 * A whole recording (MRTK `InputAnimation`). A part that is `undefined` is absent from the file
 * (v1.1 presence flag false); v1.0 and legacy files always have `camera` and `hands` and never `gaze`.
 */
export interface MrtkDocument {
  /** The file version: what {@link writeMrtk} produces by default. */
  version: MrtkVersion;
  /** Set when the file was a headerless 2019 recording; {@link writeMrtk} then reproduces that layout by default. */
  legacy?: MrtkLegacyLayout | undefined;
  /** Camera pose curves (`Has Camera Pose`). */
  camera: MrtkPoseCurves | undefined;
  /** Hand curves (`Has Hand Data`). */
  hands: { left: MrtkHandCurves; right: MrtkHandCurves } | undefined;
  /** Eye gaze ray curves (`Has Eye Gaze`, v1.1 only). */
  gaze: MrtkRayCurves | undefined;
  /** Markers in file order. */
  markers: MrtkMarker[];
  /** Bytes after the marker list, which MRTK's reader ignores; kept so that they write back. */
  trailingBytes?: Uint8Array | undefined;
  /**
   * The three v1.1 presence-flag bytes (camera, hands, gaze) as stored, set only when one of them is a
   * true other than `0x01` (MRTK writes 0/1, and its reader, .NET `BinaryReader.ReadBoolean`, takes any
   * non-zero byte as true). {@link writeMrtk} writes a stored non-zero byte back for a part that is still
   * present, so such a file round-trips byte for byte.
   */
  presenceFlagBytes?: readonly [number, number, number] | undefined;
  /**
   * Set by {@link readMrtk} with `repairRotationW`: the rotations whose W curve was rebuilt as the file
   * was read (the document is the repaired recording, not the file's bytes). Not written to files;
   * `mrtkToClip` reports each as `resampled`.
   */
  repairedRotationW?: readonly MrtkCollapsedRotation[] | undefined;
}

/**
 * The 27 `TrackedHandJoint` names in enum order (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/6fda7a9c/Assets/MRTK/Core/Definitions/Utilities/TrackedHandJoint.cs); index = enum value. Joint curves
 * are written in this order, `None` included.
 */
export const MRTK_TRACKED_HAND_JOINTS = [
  'None',
  'Wrist',
  'Palm',
  'ThumbMetacarpalJoint',
  'ThumbProximalJoint',
  'ThumbDistalJoint',
  'ThumbTip',
  'IndexMetacarpal',
  'IndexKnuckle',
  'IndexMiddleJoint',
  'IndexDistalJoint',
  'IndexTip',
  'MiddleMetacarpal',
  'MiddleKnuckle',
  'MiddleMiddleJoint',
  'MiddleDistalJoint',
  'MiddleTip',
  'RingMetacarpal',
  'RingKnuckle',
  'RingMiddleJoint',
  'RingDistalJoint',
  'RingTip',
  'PinkyMetacarpal',
  'PinkyKnuckle',
  'PinkyMiddleJoint',
  'PinkyDistalJoint',
  'PinkyTip',
] as const;

/** A `TrackedHandJoint` name. */
export type MrtkTrackedHandJoint = (typeof MRTK_TRACKED_HAND_JOINTS)[number];

/** Number of joints per hand (27, `None` included). */
export const JOINT_COUNT = MRTK_TRACKED_HAND_JOINTS.length;

/** The pose curve fields in file order. */
export const MRTK_POSE_FIELDS = [
  'positionX',
  'positionY',
  'positionZ',
  'rotationX',
  'rotationY',
  'rotationZ',
  'rotationW',
] as const satisfies readonly (keyof MrtkPoseCurves)[];

/** The ray curve fields in file order. */
export const MRTK_RAY_FIELDS = [
  'originX',
  'originY',
  'originZ',
  'directionX',
  'directionY',
  'directionZ',
] as const satisfies readonly (keyof MrtkRayCurves)[];

/** Options of {@link readMrtk}. */
export interface ReadMrtkOptions {
  /**
   * Accept headerless 2019 recordings (no magic number): `true` detects the layout from the bytes; a
   * {@link MrtkLegacyLayout} forces one. Files with the magic number are read normally either way.
   * Default `false`: a file without the magic is a {@link ParseError}.
   */
  readonly legacy?: boolean | MrtkLegacyLayout | undefined;
  /** Alias of `legacy: true` (`'legacy'`) or `legacy: false` (`'modern'`). */
  readonly layout?: 'legacy' | 'modern' | undefined;
  /**
   * Read the recording repaired: rebuild the rotation W curves that MRTK's recorder optimiser collapsed
   * (before MRTK PR #10024, June 2021) as w = √(1 − x² − y² − z²), see `repairRotationW`. The document
   * then writes back as the repaired recording and lists the rebuilt curves in
   * {@link MrtkDocument.repairedRotationW}. Default `false`: the document is the file, byte for byte.
   * On the command line: `--mrtk-repair-rotation-w`.
   */
  readonly repairRotationW?: boolean | undefined;
}

/** Options of {@link writeMrtk}. */
export interface WriteMrtkOptions {
  /**
   * File version to write. Default: the document's own layout ({@link MrtkDocument.version}, or its
   * legacy layout), so that a read document writes back byte for byte. New documents default to 1.1.
   */
  readonly version?: MrtkVersion | undefined;
  /**
   * Allow writing a version that cannot hold everything in the document (v1.1 drops tangents and
   * weights; v1.0 drops eye gaze), as MRTK itself does. Default `false`: such a write throws.
   */
  readonly lossy?: boolean | undefined;
  /**
   * The most bytes the file may have (default `DEFAULT_MAX_WRITE_BYTES` from `@anim/core`, 1 GiB): the
   * size is computed from the curves' key counts before the output is allocated, and a larger one
   * throws a `LimitError`.
   */
  readonly maxBytes?: number | undefined;
}

/** A rotation whose W curve has the shape MRTK's recorder optimiser bug leaves. */
export interface MrtkCollapsedRotation {
  /** The W curve's dotted path, as in the corpus dumps: `camera.rotation.w`, `hand.left.joint.IndexTip.rotation.w`. */
  readonly curve: string;
  /** The core track the rotation converts to: `camera/rotation`, `hand/left/IndexTip/rotation`. */
  readonly track: string;
  /**
   * `first-key-only`: W has only its first key (the optimiser with partitions);
   * `z-last-key`: W has its first key and a copy of Z's last key (the optimiser without partitions).
   */
  readonly shape: 'first-key-only' | 'z-last-key';
  /** Keys stored in W. */
  readonly wKeys: number;
  /** Keys shared by X, Y and Z. */
  readonly xyzKeys: number;
}

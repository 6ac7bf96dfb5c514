/**
 * `@anim/core`: the format-neutral animation model, curve evaluation, the error types and the
 * format-adapter contract shared by every `@anim/*` format package. The byte and text readers and
 * writers format packages are built on are in the subpath `@anim/core/io`.
 *
 * Exports are grouped by concept, main entry points first: the model and its builders, evaluation,
 * operations on tracks and clips, units and rotations, errors and warnings, the format contract
 * and conversion.
 *
 * @packageDocumentation
 */

// The model: clips, tracks, keyframes.
export type { ValueType, Unit, Interpolation, Extrapolation, QuatBlend, FrameRate, Extras, Track, Clip } from './types.js';
export { InterpolationCode } from './types.js';
export { CHANNEL_KINDS, channelOf, type Channel, type ChannelKind, type Axis, type Marker } from './channel.js';
export {
  createClip,
  createTrack,
  clipRange,
  keyCount,
  trackKeys,
  validateTrack,
  componentCount,
  type ClipInput,
  type TrackInput,
  type KeyframeInput,
  type HandleInput,
  type Keyframe,
  type PerComponent,
} from './track.js';

// Evaluation.
export { evaluate, sample, endSlope, TrackSampler, type NumberSink } from './evaluate/sampler.js';
export { bezierValue, clampHandles, solveCubicTime } from './evaluate/bezier.js';
export { slerpInto, normalizeQuatInto } from './evaluate/quat.js';
export {
  evaluateUnityCurve,
  unitySegmentShape,
  UNITY_DEFAULT_WEIGHT,
  type UnityCurveData,
  type UnitySegmentShape,
  type UnityTimeValueKeys,
} from './evaluate/unity-curve.js';
export {
  DEFAULT_WEIGHT,
  handleFromSlope,
  slopeFromHandle,
  weightFromHandle,
  handleFromMayaTangent,
  mayaTangentFromHandle,
  slopeFromMayaAngle,
  mayaAngleFromSlope,
  handleFromGltfTangent,
  gltfTangentFromHandle,
  type Handle,
  type HandleSide,
  type MayaTangent,
  type MayaTangentScale,
} from './handles.js';

// Operations on tracks and clips.
export { bake, bakeTrack, resample, frameTimes, MAX_SAMPLES, type BakeOptions } from './ops/bake.js';
export { simplify, type SimplifyOptions } from './ops/simplify.js';
export { retime, type RetimeOptions, type RateSpec, type TimeMap, type TimeRange } from './ops/retime.js';
export { splitTrack, combineTracks, type CombineOptions } from './ops/components.js';
export { hemisphereContinuous, quatBlendDeviation } from './ops/quat-blend.js';
export {
  eulerTracksToQuat,
  quatToEulerTracks,
  type EulerTracks,
  type EulerToQuatOptions,
  type QuatToEulerOptions,
} from './ops/euler-tracks.js';

// Units, time and rotations.
export {
  TIME_UNITS,
  findTimeUnitRate,
  timeUnitRate,
  timeUnitForRate,
  fps,
  framesToSeconds,
  secondsToFrames,
  unitKind,
  unitScale,
  convertUnits,
  type UnitKind,
} from './units.js';
export { frameRateFromFps, FPS_TOLERANCE } from './frame-rate.js';
export { eulerToQuat, quatToEuler, ROTATION_ORDERS, type RotationOrder } from './rotation.js';

// Coordinate spaces and the change of basis between them.
export {
  worldSpace,
  describeSpace,
  IMAGE_SPACE,
  GLTF_SPACE,
  UNITY_SPACE,
  type CoordinateSpace,
  type WorldSpace,
  type ImageSpace,
  type SignedAxis,
} from './space.js';
export {
  basisChange,
  changeBasis,
  type BasisChange,
} from './ops/basis.js';

// Errors and warnings.
export {
  AnimError,
  ParseError,
  UnsupportedVersionError,
  UnsupportedFeatureError,
  ConversionError,
  InvalidArgumentError,
  UnknownFormatError,
  type AnimErrorCode,
  type SourceLocation,
  type ParseErrorDetails,
  type LocatedErrorOptions,
  LimitError,
  type ConversionWarning,
} from './errors.js';
export { DEFAULT_MAX_KEYS, keyLimit, checkKeyCount, type KeyLimitOptions } from './limits.js';
export { DEFAULT_MAX_WRITE_BYTES, writeLimit, checkWriteSize, type WriteLimitOptions } from './limits.js';
export { WarningSink, type ConvertOptions, type ConvertResult } from './warnings.js';
export { WARNING_CODES, isWarningCode, type WarningCode } from './warning-codes.js';

// The format contract.
export {
  defineFormat,
  type FormatDescriptor,
  type FormatMeta,
  type AnyFormatDescriptor,
  type DocumentSummary,
  type FormatCapabilities,
  type FormatOption,
  type FormatIo,
  type IoResult,
} from './format.js';

// Conversion between formats: detection and the one pipeline.
export { detectFormat, formatById, extensionOf, formatsForExtension, sniffs, type DetectableFormat, type DetectedBy, type Detection, type DetectOptions } from './convert/detect.js';
export { convert, convertDocument, type ConvertFileOptions, type ConvertBytesOptions } from './convert/convert.js';
export { convertClip, type ConvertClipOptions } from './convert/convert-clip.js';
export {
  conversionSource,
  planTarget,
  writePlan,
  type ConversionSource,
  type ConversionSourceOptions,
  type PlanTargetOptions,
  type TargetPlan,
  type ConvertRoute,
  type ConvertOutput,
} from './convert/plan.js';
export { adaptClip } from './convert/adapt.js';
export { clipWarnings } from './convert/clip-warnings.js';
export {
  parentOf,
  leafName,
  ancestorsOf,
  nodePath,
  depthFirstNodes,
  warnFlattened,
  warnNoHierarchy,
  type ParentMap,
} from './hierarchy.js';

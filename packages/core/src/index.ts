/**
 * `@anim/core`: the format-neutral animation model, curve evaluation, the error types, binary/text
 * reading helpers and the format-adapter contract shared by every `@anim/*` format package.
 *
 * Exports are grouped by concept, main entry points first: the model and its builders, evaluation,
 * operations on tracks and clips, units and rotations, errors and warnings, the format contract,
 * and the reading/writing helpers format packages are built on.
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
  isStepType,
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
export { wrapTime, type WrappedTime } from './evaluate/extrapolate.js';
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
export { bake, bakeTrack, resample, frameTimes, toFrameRate, BAKE_DEFAULTS, MAX_SAMPLES, type BakeOptions } from './ops/bake.js';
export { simplify, SIMPLIFY_DEFAULTS, type SimplifyOptions } from './ops/simplify.js';
export { retime, retimeTrack, timeMap, type RetimeOptions, type RateSpec, type TimeMap, type TimeRange } from './ops/retime.js';
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
export { eulerToQuat, quatToEuler, ROTATION_ORDERS, type RotationOrder } from './rotation.js';

// Coordinate spaces and the change of basis between them.
export {
  worldSpace,
  sameSpace,
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
  changeTrackBasis,
  changeRotationOrder,
  invertBasis,
  isIdentityBasis,
  describeBasisChange,
  describeQuatChange,
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
  formatLocation,
  type AnimErrorCode,
  type SourceLocation,
  type ParseErrorDetails,
  type LocatedErrorOptions,
  LimitError,
  type ConversionWarning,
} from './errors.js';
export { DEFAULT_MAX_KEYS, keyLimit, checkKeyCount, type KeyLimitOptions } from './limits.js';
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
export {
  convert,
  convertDocument,
  convertClip,
  type ConvertRoute,
  type ConvertClipOptions,
  type ConvertFileOptions,
  type ConvertBytesOptions,
  type ConvertOutput,
} from './convert/convert.js';
export { adaptClip } from './convert/adapt.js';
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

// Reading and writing helpers for format packages.
export { ByteReader, type Endianness } from './io/byte-reader.js';
export { ByteWriter } from './io/byte-writer.js';
export { BitReader, BitWriter, bitField, bitWords, signedBitField } from './io/bit-reader.js';
export { TextSource } from './io/text-source.js';
export { TextWriter } from './io/text-writer.js';
export { DecimalScanner, type DecimalSyntax } from './io/decimal.js';
export { decodeUtf8, invalidUtf8Offset } from './io/utf8.js';
export { shortestFloat32 } from './io/float32-decimal.js';
export { upperBound, lowerBound } from './search.js';
export { grownTypedArray, type GrowableArray } from './io/grow.js';

/**
 * `@anim/mrtk`: read, write, evaluate and convert MRTK2 input animation recordings (v1.0, v1.1, and
 * headerless 2019 recordings on request).
 *
 * ```ts
 * import { evaluateMrtkRecording, mrtkToClip, readMrtk, writeMrtk } from '@anim/mrtk';
 *
 * const doc = readMrtk(bytes);                    // MrtkDocument; ParseError / UnsupportedVersionError on bad input
 * const at = evaluateMrtkRecording(doc, 1.25);        // seconds
 * const copy = writeMrtk(doc);                    // the same bytes
 * const { value: clip, warnings } = mrtkToClip(doc);
 * ```
 *
 * @packageDocumentation
 */

// Format entry points.
export { mrtkFormat } from './format.js';
export { readMrtk } from './read.js';
export { writeMrtk } from './write.js';
export { sniffMrtk } from './sniff.js';
export { summarizeMrtk, type MrtkPartSummary } from './summary.js';
export { mrtkToClip, type MrtkToClipOptions } from './to-clip.js';
export { mrtkFromClip, type MrtkFromClipOptions } from './from-clip.js';
export { findCollapsedRotationW, rebuildRotationW, repairRotationW } from './rotation-w.js';

// The document.
export {
  MRTK_POSE_FIELDS,
  MRTK_RAY_FIELDS,
  MRTK_TRACKED_HAND_JOINTS,
  MrtkWeightedMode,
  MrtkWrapMode,
  type MrtkCollapsedRotation,
  type MrtkCurve,
  type MrtkCurveKind,
  type MrtkDocument,
  type MrtkHandCurves,
  type MrtkKeyTangents,
  type MrtkLegacyLayout,
  type MrtkMarker,
  type MrtkPoseCurves,
  type MrtkRayCurves,
  type MrtkVersion,
  type ReadMrtkOptions,
  type MrtkTrackedHandJoint,
  type WriteMrtkOptions,
} from './types.js';

// Building documents and reading keys.
export {
  allocateMrtkCurve,
  mrtkBoolCurveFromKeys,
  createMrtkDocument,
  mrtkCurveFromKeys,
  emptyMrtkCurve,
  emptyMrtkHandCurves,
  emptyMrtkPoseCurves,
  emptyMrtkRayCurves,
  mrtkKeyframeAt,
  type MrtkKeyframe,
} from './curve.js';

// Evaluation (times in seconds).
export { evaluateMrtkCurve } from './unity-curve.js';
export {
  evaluateMrtkBoolCurve,
  evaluateMrtkHand,
  evaluateMrtkPose,
  evaluateMrtkRay,
  evaluateMrtkRecording,
  mrtkDuration,
  type MrtkHandSample,
  type MrtkPose,
  type MrtkRay,
  type MrtkRecordingSample,
} from './evaluate.js';

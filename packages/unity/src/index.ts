/**
 * `@anim/unity`: read, write, evaluate and convert Unity AnimationClip `.anim` files (Unity's YAML text
 * serialisation), losslessly.
 *
 * @packageDocumentation
 */

// Reading, writing, detection, summary and the descriptor.
export { readUnity } from './read.js';
export { writeUnity } from './write.js';
export { sniffUnity } from './sniff.js';
export { summarizeUnity } from './summary.js';
export { unityFormat } from './format.js';

// The core model.
export { unityToClip, type UnityToClipOptions } from './to-clip.js';
export { unityFromClip, type UnityFromClipOptions } from './from-clip.js';

// Evaluation (times in seconds).
export { evaluateUnityAnimationCurve, unityPublicWrapMode } from './evaluate.js';

// The document.
export type {
  ReadUnityOptions,
  WriteUnityOptions,
  UnityDocument,
  UnityHeader,
  UnityClip,
  UnityAnimationCurve,
  UnityKey,
  UnityKeyValue,
  UnityVector3,
  UnityQuaternion,
  UnityPPtr,
  UnityRaw,
  UnityTransformCurve,
  UnityFloatCurve,
  UnityPPtrCurve,
  UnityPPtrKey,
  UnityGenericBinding,
  UnityClipBindingConstant,
  UnityClipSettings,
  UnityEvent,
  UnityBounds,
} from './types.js';

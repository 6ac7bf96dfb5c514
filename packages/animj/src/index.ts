/**
 * `@anim/animj`: read, write, validate, evaluate and convert Resonite AnimJ (`.animj`, JSON) and AnimX
 * (`.animx`, binary) animation files. Both formats share one document model ({@link AnimjDocument});
 * times are in seconds.
 *
 * @example
 * ```ts
 * import { readAnimj, validateAnimj, evaluateAnimjTrack, writeAnimx } from '@anim/animj';
 * const doc = readAnimj(bytes);                 // exact: long/ulong as bigint, floats as float32
 * for (const issue of validateAnimj(doc)) console.warn(issue.pointer, issue.message);
 * const value = evaluateAnimjTrack(doc.tracks[0]!, 0.5); // at 0.5 seconds
 * const animx = writeAnimx(doc, { encoding: 'lz4' });
 * ```
 *
 * @packageDocumentation
 */
export {
  ANIMJ_VALUE_TYPES,
  AnimjKeyframeInterpolationCode,
  type AnimjValueType,
  type AnimjTrackType,
  type AnimjKeyframeInterpolation,
  type AnimjValueArray,
  type AnimjUnknownProperties,
  type AnimjTrackBase,
  type AnimjRawTrack,
  type AnimjDiscreteTrack,
  type AnimjCurveTrack,
  type AnimjTrack,
  type AnimjDocument,
  type AnimxEncoding,
  type AnimxDocument,
  type AnimjIssue,
  type AnimjValue,
} from './types.js';
export { readAnimj, type ReadAnimjOptions } from './read.js';
export { writeAnimj, type WriteAnimjOptions } from './write.js';
export { readAnimx, type ReadAnimxOptions } from './animx-read.js';
export { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
export { sniffAnimj, sniffAnimx } from './sniff.js';
export { summarizeAnimj, summarizeAnimx } from './summary.js';
export { validateAnimj } from './validate.js';
export { evaluateAnimjTrack, evaluateAnimjComponents, animjKeyframeValue } from './evaluate.js';
export { animjToClip, type AnimjToClipOptions } from './to-clip.js';
export { animjFromClip, type AnimjFromClipOptions, type AnimjOutputTrackType } from './from-clip.js';
export { animjFormat, animxFormat } from './format.js';
export { animjValueTypeInfo, allocateAnimjValues, type AnimjValueTypeInfo, type AnimjStorage, type AnimjShape } from './value-types.js';

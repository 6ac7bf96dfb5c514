/**
 * `@anim/maya`: read, write, evaluate and convert Maya ASCII `.anim` files (animImportExport,
 * animVersion 1.0 and 1.1).
 *
 * @example
 * ```ts
 * import { readMaya, resolveCurves, evaluateCurve, writeMaya } from '@anim/maya';
 *
 * const doc = readMaya(bytes);                 // lossless document, file units
 * const keys = doc.anims[0]?.animData?.keys;   // key columns: keys.time, keys.value, …
 * for (const curve of resolveCurves(doc)) {
 *   console.log(evaluateCurve(curve, 12));     // value at frame 12, in the curve's output unit
 * }
 * const same = writeMaya(doc);                 // byte-identical to `bytes`
 * ```
 *
 * @packageDocumentation
 */
export type {
  MayaAnim,
  MayaAnimData,
  MayaAnimDocument,
  MayaBlockLayout,
  MayaHeader,
  MayaInfinity,
  MayaInputType,
  MayaKey,
  MayaKeys,
  MayaKeysLayout,
  MayaLayout,
  MayaOutputType,
  MayaReadOptions,
  MayaStatement,
  MayaTangentType,
  MayaWriteOptions,
} from './types.js';
export { MAYA_INFINITIES, MAYA_TANGENT_TYPES } from './types.js';
export { FORMAT_ID, parseMaya, readMaya } from './read.js';
export { copyMayaKeys, createMayaKeys, mayaKeyAt, mayaKeyCount, mayaKeyList, mayaKeysFrom, TANGENT_CODE, tangentWord } from './keys.js';
export { formatMaya, writeMaya } from './write.js';
export { formatNumber } from './number.js';
export { sniffMaya } from './sniff.js';
export { inputToSeconds, isLegacyMaya2, resolveCurve, resolveCurves, Span, type MayaCurve, type ResolveOptions } from './curve.js';
export { evaluateCurve, evaluateCurveSeconds, TICKS_PER_SECOND } from './evaluate.js';
export { toClip, type ToClipOptions } from './to-clip.js';
export { fromClip, type FromClipOptions } from './from-clip.js';
export { mayaFormat, summarizeMaya } from './format.js';
export {
  angularUnitScale,
  framesPerSecond,
  linearUnitScale,
  timeUnitForRate,
  timeUnitRate,
  DEFAULT_ANGULAR_UNIT,
  DEFAULT_LINEAR_UNIT,
  DEFAULT_TIME_UNIT,
} from './units.js';

/**
 * `@anim/maya`: read, write, evaluate and convert Maya ASCII `.anim` files (animImportExport,
 * animVersion 1.0 and 1.1).
 *
 * @example
 * ```ts
 * import { evaluateMayaCurve, readMaya, resolveMayaCurves, writeMaya } from '@anim/maya';
 *
 * const doc = readMaya(bytes);                 // lossless document, file units
 * const keys = doc.anims[0]?.animData?.keys;   // key columns: keys.time, keys.value, …
 * for (const curve of resolveMayaCurves(doc)) {
 *   console.log(evaluateMayaCurve(curve, 0.5));    // value at 0.5 s, in the curve's output unit
 * }
 * const same = writeMaya(doc);                 // byte-identical to `bytes`
 * ```
 *
 * @packageDocumentation
 */
export type {
  MayaAnim,
  MayaAnimData,
  MayaBlockLayout,
  MayaDocument,
  MayaHeader,
  MayaInfinity,
  MayaInputType,
  MayaKey,
  MayaKeys,
  MayaKeysLayout,
  MayaLayout,
  MayaOutputType,
  MayaStatement,
  MayaTangentType,
  ReadMayaOptions,
  WriteMayaOptions,
} from './types.js';
export { MAYA_INFINITIES, MAYA_TANGENT_TYPES } from './types.js';
export { readMaya } from './read.js';
export { writeMaya } from './write.js';
export { sniffMaya } from './sniff.js';
export { mayaFormat, summarizeMaya } from './format.js';
export { mayaToClip, type MayaToClipOptions } from './to-clip.js';
export { mayaFromClip, type MayaFromClipOptions } from './from-clip.js';
export { mayaSpace, type MayaUpAxis } from './space.js';
export { mayaKeyAt } from './keys.js';
export { resolveMayaCurve, resolveMayaCurves, type MayaCurve, type MayaResolveOptions } from './curve.js';
export { evaluateMayaCurve, evaluateMayaCurveAtInput } from './evaluate.js';

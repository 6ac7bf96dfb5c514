/**
 * `@anim/roto`: read, write, evaluate and convert Nuke Roto/RotoPaint/SplineWarp `curves` knobs —
 * the first open-source decoder of the roto serialisation format (Foundry NDK "Roto serialisation
 * format", https://learn.foundry.com/nuke/developers/13.1/ndkdevguide/advanced/rotoformat.html).
 *
 * Times are frames (Nuke's unit; functions taking them end in `AtFrame`), except in the core clips of
 * {@link rotoToClip} / {@link rotoFromClip}, which are in seconds.
 *
 * @packageDocumentation
 */
export { rotoFormat } from './format.js';
export type * from './types.js';
export { readRoto } from './read.js';
export { writeRoto, type WriteRotoOptions } from './write.js';
export { sniffRoto } from './sniff.js';
export { summarizeRoto, type RotoNodeCounts, type RotoShapeFacts } from './summary.js';
export { rotoToClip, type RotoToClipOptions } from './to-clip.js';
export { rotoFromClip, type RotoFromClipOptions } from './from-clip.js';
export { rotoKeyedCurve, rotoTimelessCurve, rotoAttributeList, rotoAttributeItems } from './keys.js';
export { rotoFullPoints, rotoSharedTimePoints } from './points.js';
export {
  evaluateRotoCurveAtFrame,
  evaluateRotoShapeAtFrame,
  evaluateRotoLayerAtFrame,
  findRotoShape,
  type EvaluateRotoOptions,
  type RotoShapePoint,
  type RotoShapeSample,
  type RotoLayerSample,
  type RotoTransformSample,
  type RotoVec2,
} from './evaluate.js';
export {
  evaluateRotoShapeInImageAtFrame,
  rotoExistsAtFrame,
  rotoTransformMatrix,
  applyRotoMatrix,
  type RotoImageShapeSample,
  type RotoMatrix3,
} from './place.js';
export { rotoShapeOutline, type RotoOutlineOptions } from './outline.js';

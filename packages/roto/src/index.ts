/**
 * `@anim/roto`: read, write, evaluate and convert Nuke Roto/RotoPaint/SplineWarp `curves` knobs —
 * the first open-source decoder of the roto serialisation format (spec `nuke-roto.txt`).
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
export { summarizeRoto, type NodeCounts, type ShapeFacts } from './summary.js';
export { rotoToClip, type RotoToClipOptions } from './to-clip.js';
export { rotoFromClip, type RotoFromClipOptions } from './from-clip.js';
export { keyedCurve, timelessCurve, attributeList, attributeItems } from './keys.js';
export { fullPoints, sharedTimePoints } from './points.js';
export {
  evaluateRotoCurveAtFrame,
  evaluateRotoShapeAtFrame,
  evaluateRotoLayerAtFrame,
  findRotoShape,
  type EvaluateOptions,
  type ShapePoint,
  type ShapeSample,
  type LayerSample,
  type TransformSample,
  type Vec2,
} from './evaluate.js';
export {
  evaluateRotoShapeInImageAtFrame,
  rotoExistsAtFrame,
  transformMatrix,
  applyMatrix,
  type ImageShapeSample,
  type Matrix3,
} from './place.js';
export { shapeOutline, type OutlineOptions } from './outline.js';

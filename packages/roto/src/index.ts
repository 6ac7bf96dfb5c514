/**
 * `@anim/roto`: read, write, evaluate and convert Nuke Roto/RotoPaint/SplineWarp `curves` knobs —
 * the first open-source decoder of the roto serialisation format (spec `nuke-roto.txt`).
 *
 * @packageDocumentation
 */
export { rotoFormat } from './format.js';
export { FORMAT_ID, ROTO_CLASSES } from './constants.js';
export type * from './types.js';
export { readRoto, parseRotoText, decodeText } from './read.js';
export { writeRoto, writeRotoText } from './write.js';
export { parseScript, type ScriptContents } from './script.js';
export { charCodes, type CharCodes } from './lexer.js';
export { parseKnob, parseCurvesKnob, parseTreeAt, VERSION_1_2, DEFAULT_EXTRAS, DASH_EXTRAS, type ParseKnobOptions, type SpanMap } from './parse-knob.js';
export {
  serializeKnob,
  formatCurve,
  formatCurveViews,
  formatTimeless,
  formatAttributes,
  formatTransform,
  formatControlPoint,
  formatTimelessControlPoint,
  formatCubicCurve,
  formatCurvePair,
  formatNode,
  formatPoints,
  formatString,
} from './serialize.js';
export { knobEdits, applyEdits, sameData, type TextEdit } from './edits.js';
export { formatFloat, decodeFloat, floatFromBits, bitsFromFloat } from './number.js';
export {
  KEY_STRIDE,
  TIMELESS_STRIDE,
  keyCount,
  timelessCount,
  keyAt,
  timelessKeyAt,
  keyNumbers,
  unpackKeys,
  packKeys,
  keyedCurve,
  unpackTimeless,
  packTimeless,
  timelessCurve,
  attributeList,
  attributeItems,
  type KeyRun,
} from './keys.js';
export { POINT_STRIDE, isPlainPoint, pointAt, controlPoints, setPointAt, fullPoints, sharedTimePoints } from './points.js';
export {
  evaluateKeys,
  evaluateCurve,
  evaluateData,
  evaluateShape,
  evaluateLayer,
  findShape,
  curveData,
  timelessData,
  pickView,
  type CurveData,
  type EvaluateOptions,
  type ShapePoint,
  type ShapeSample,
  type LayerSample,
  type TransformSample,
  type Vec2,
} from './evaluate.js';
export { CURVEGROUP_DEFAULTS, CUBICCURVE_DEFAULTS, LAYER_DEFAULTS, TRANSFORM_FIELDS, transformDefault } from './defaults.js';
export { summarizeRoto, type NodeCounts, type ShapeFacts } from './summary.js';
export { rotoToClip, type RotoToClipOptions } from './to-clip.js';
export { rotoFromClip, type RotoFromClipOptions } from './from-clip.js';
export { sniffRoto } from './sniff.js';

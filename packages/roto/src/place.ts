/**
 * Where a shape really is: its points in image space at a frame, with the transforms of the shape and of
 * every layer above it applied, and whether its lifetime and visibility let it exist at that frame.
 *
 * Each node's transform (spec `anim-transform`) is the matrix
 * `T(pivot + translate) · R(rotate.z) · K(skew, skew order) · S(scale) · T(−pivot) · E`, where `E` is the
 * node's extra matrix; a point of a shape goes to image space as
 * `M(root layer) · … · M(parent layer) · M(shape) · p`. See the package README ("What Nuke writes",
 * transforms) for the evidence of this order.
 *
 * @module
 */
import { InvalidArgumentError, type ConversionWarning, type ConvertResult } from '@anim/core';
import {
  evaluateRotoLayerAtFrame,
  evaluateRotoShapeAtFrame,
  type EvaluateRotoOptions,
  type RotoLayerSample,
  type RotoShapePoint,
  type RotoShapeSample,
  type RotoTransformSample,
  type RotoVec2,
} from './evaluate.js';
import type { RotoCubicCurveNode, RotoCurveGroupNode, RotoLayerNode } from './types.js';

/**
 * A 2D projective transform as a row-major 3×3 matrix `[a, b, c, d, e, f, g, h, i]`: a point `(x, y)`
 * (pixels) goes to `((a·x + b·y + c) / w, (d·x + e·y + f) / w)` with `w = g·x + h·y + i`.
 */
export type RotoMatrix3 = [number, number, number, number, number, number, number, number, number];

/** The identity {@link RotoMatrix3}. */
function identity(): RotoMatrix3 {
  return [1, 0, 0, 0, 1, 0, 0, 0, 1];
}

/** `a · b` (apply `b` first). */
export function multiplyMatrix(a: RotoMatrix3, b: RotoMatrix3): RotoMatrix3 {
  const out = identity();
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) out[r * 3 + c] = a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
  }
  return out;
}

/** Applies `m` to the point `p` (pixels), dividing by the projective weight. */
export function applyRotoMatrix(m: RotoMatrix3, p: readonly [number, number]): RotoVec2 {
  const [x, y] = p;
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

/**
 * The matrix of one evaluated node transform (shape or layer), from the node's space to its parent's:
 * `T(pivot + translate + extraTranslate) · R · K · S · T(−pivot) · E`.
 * - `R` turns by `rotate.z` degrees, counter-clockwise in Nuke's y-up image space;
 * - `K` is the skew, shear factors `skew.x`, `skew.y`: order XY (`skewOrder` 0) is
 *   `[[1 + kx·ky, kx], [ky, 1]]` (the y shear first), YX (1) is `[[1, kx], [ky, 1 + kx·ky]]`;
 * - `S` scales by `scale.x`, `scale.y`; rotation and scale are about the pivot (Nuke's "center");
 * - `E` is the extra 4×4 matrix (row-major, `matrix.ij` = row i, column j, acting on column vectors
 *   `(x, y, z, 1)`) restricted to the image plane `z = 0`: rows and columns 0, 1 and 3.
 * The z components (3D rotations about x and y, z translation and scale) do not act on the image
 * plane and are ignored.
 */
export function rotoTransformMatrix(t: RotoTransformSample): RotoMatrix3 {
  const [px, py] = t.pivot;
  const tx = px + t.translate[0] + t.extraTranslate[0];
  const ty = py + t.translate[1] + t.extraTranslate[1];
  const a = (t.rotate[2] * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const [kx, ky] = t.skew;
  const yx = Math.round(t.skewOrder) === 1;
  const skew: RotoMatrix3 = yx ? [1, kx, 0, ky, 1 + kx * ky, 0, 0, 0, 1] : [1 + kx * ky, kx, 0, ky, 1, 0, 0, 0, 1];
  const [sx, sy] = t.scale;
  const m = t.matrix;
  const extra: RotoMatrix3 = [m[0] ?? 1, m[1] ?? 0, m[3] ?? 0, m[4] ?? 0, m[5] ?? 1, m[7] ?? 0, m[12] ?? 0, m[13] ?? 0, m[15] ?? 1];
  let out: RotoMatrix3 = [cos, -sin, tx, sin, cos, ty, 0, 0, 1];
  out = multiplyMatrix(out, skew);
  out = multiplyMatrix(out, [sx, 0, 0, 0, sy, 0, 0, 0, 1]);
  out = multiplyMatrix(out, [1, 0, -px, 0, 1, -py, 0, 0, 1]);
  return multiplyMatrix(out, extra);
}

/**
 * Whether a node with these evaluated attributes exists at `frame` (frames): its `vis` attribute is not 0,
 * and its lifetime includes the frame. Lifetime type `ltt` (Nuke's `FrameRangeType`): 0 all frames,
 * 1 from the start up to `ltm`, 2 the single frame `ltn` (the frames within half a frame of it),
 * 3 from `ltn` to the end, 4 from `ltn` to `ltm`; bounds included; other types: all frames.
 */
export function rotoExistsAtFrame(attributes: Readonly<Record<string, number>>, frame: number): boolean {
  if (attributes.vis === 0) return false;
  const start = attributes.ltn ?? 1;
  const end = attributes.ltm ?? 1;
  switch (Math.round(attributes.ltt ?? 0)) {
    case 1:
      return frame <= end;
    case 2:
      return Math.abs(frame - start) < 0.5;
    case 3:
      return frame >= start;
    case 4:
      return frame >= start && frame <= end;
    default:
      return true;
  }
}

/** A shape evaluated where Nuke draws it (see {@link evaluateRotoShapeInImageAtFrame}). */
export interface RotoImageShapeSample {
  /** The shape as stored: its own (local) points, attributes and transform fields. */
  readonly local: RotoShapeSample;
  /** The same shape with every point in image space (pixels, y up); tangents stay relative to their point. */
  readonly image: RotoShapeSample;
  /** The matrix from the shape's local space to image space (the layers' and the shape's transforms). */
  readonly matrix: RotoMatrix3;
  /** The layers above the shape, from the root layer down to its parent, evaluated at the frame. */
  readonly layers: readonly RotoLayerSample[];
  /**
   * False when the shape does not exist at the frame: its lifetime excludes the frame, or its `vis`
   * attribute or a parent layer's is 0 (see {@link rotoExistsAtFrame}).
   */
  readonly exists: boolean;
}

/** The layers from `root` down to the parent of the shape at `path`, and the shape; undefined when absent. */
function locate(root: RotoLayerNode, path: string): { layers: RotoLayerNode[]; shape: RotoCurveGroupNode | RotoCubicCurveNode } | undefined {
  const parts = path.split('/');
  if (parts[0] === root.name && parts.length > 1) parts.shift();
  const layers = [root];
  let layer = root;
  for (let i = 0; i < parts.length; i++) {
    const child = layer.children.find((c) => c.kind !== 'raw' && c.name === parts[i]);
    if (child === undefined || child.kind === 'raw') return undefined;
    if (i === parts.length - 1) return child.kind === 'layer' ? undefined : { layers, shape: child };
    if (child.kind !== 'layer') return undefined;
    layers.push(child);
    layer = child;
  }
  return undefined;
}

function placePoint(m: RotoMatrix3, p: RotoShapePoint): RotoShapePoint {
  const at = (base: RotoVec2, offset: RotoVec2): RotoVec2 => [base[0] + offset[0], base[1] + offset[1]];
  const minus = (a: RotoVec2, b: RotoVec2): RotoVec2 => [a[0] - b[0], a[1] - b[1]];
  const center = applyRotoMatrix(m, p.center);
  const featherAt = at(p.center, p.feather);
  const feather = applyRotoMatrix(m, featherAt);
  const out: RotoShapePoint = {
    center,
    leftTangent: minus(applyRotoMatrix(m, at(p.center, p.leftTangent)), center),
    rightTangent: minus(applyRotoMatrix(m, at(p.center, p.rightTangent)), center),
    feather: minus(feather, center),
    featherLeftTangent: minus(applyRotoMatrix(m, at(featherAt, p.featherLeftTangent)), feather),
    featherRightTangent: minus(applyRotoMatrix(m, at(featherAt, p.featherRightTangent)), feather),
  };
  if (p.pressure !== undefined) out.pressure = p.pressure;
  return out;
}

/**
 * Evaluates the shape at `path` (slash path below the root layer, `Root/Layer1/Bezier1` or
 * `Layer1/Bezier1`) at `frame` (frames) where Nuke draws it: every point (centre, tangents, feather) in
 * image space through the shape's transform and its layers' (root first, see the module description),
 * whether it exists at the frame (lifetime and `vis` of the shape and of its layers), and the local
 * sample as stored. Tangent handles are placed by transforming their absolute positions, which is exact
 * for every affine transform (a projective extra matrix bends the drawn curve slightly differently).
 *
 * @returns the sample and warnings (`expression-dropped` for every expression whose stored value was used).
 * @throws {InvalidArgumentError} when no shape has this path.
 */
export function evaluateRotoShapeInImageAtFrame(root: RotoLayerNode, path: string, frame: number, options: EvaluateRotoOptions = {}): ConvertResult<RotoImageShapeSample> {
  const found = locate(root, path);
  if (found === undefined) throw new InvalidArgumentError(`roto: no shape at '${path}' below layer '${root.name}'`);
  const warnings: ConversionWarning[] = [];
  const layers = found.layers.map((l) => {
    const r = evaluateRotoLayerAtFrame(l, frame, options);
    warnings.push(...r.warnings);
    return r.value;
  });
  const own = evaluateRotoShapeAtFrame(found.shape, frame, options);
  warnings.push(...own.warnings);
  const local = own.value;
  let matrix = identity();
  for (const l of layers) matrix = multiplyMatrix(matrix, rotoTransformMatrix(l.transform));
  matrix = multiplyMatrix(matrix, rotoTransformMatrix(local.transform));
  const image: RotoShapeSample = { ...local, points: local.points.map((p) => placePoint(matrix, p)) };
  const exists = rotoExistsAtFrame(local.attributes, frame) && layers.every((l) => rotoExistsAtFrame(l.attributes, frame));
  return { value: { local, image, matrix, layers, exists }, warnings };
}

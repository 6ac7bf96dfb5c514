/**
 * The packed control-point layout ({@link PointList}: plain points as runs of {@link POINT_STRIDE}
 * numbers in a point store, other points as objects) and converters to and from point objects.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import type { ControlPoint, FullPoints, PointList, SharedTimePoints, TimelessControlPoint } from './types.js';

/**
 * Numbers per control point in {@link PointList.values}: the point's number of dimensions (0 for a point
 * kept as an object), then four slots for their values.
 */
export const POINT_STRIDE = 5;

/** Most dimensions a control point has (spec `anim-control-point`: 1–4). */
const MAX_DIMS = 4;

/**
 * True when `point` can live in the point store (a *plain* point, spec `anim-control-point`): 1–4
 * dimensions, all bare numbers, no attribute list.
 */
export function isPlainPoint(point: ControlPoint | TimelessControlPoint): boolean {
  const dims = point.dims;
  if (point.attributes !== undefined || dims.length === 0 || dims.length > MAX_DIMS) return false;
  for (const d of dims) if (typeof d !== 'number') return false;
  return true;
}

/**
 * Control point `i` (0-based, below `list.count`) as an object: the stored object for a point that is
 * not plain (writing to it changes the list), a new `{ dims: [x, y, …] }` for a plain one (writing to it
 * does not; see {@link setPointAt}). Coordinates in pixels.
 * Spec `anim-control-point`, `anim-control-point-timeless`.
 * @throws {InvalidArgumentError} when `i` is not an index of the list, or its store entry says "object"
 *   (dimension count 0) and `objects` has none.
 */
export function pointAt(list: FullPoints, i: number): ControlPoint;
export function pointAt(list: SharedTimePoints, i: number): TimelessControlPoint;
export function pointAt(list: FullPoints | SharedTimePoints, i: number): ControlPoint | TimelessControlPoint;
export function pointAt(list: PointList<ControlPoint | TimelessControlPoint>, i: number): ControlPoint | TimelessControlPoint {
  checkIndex(list, i);
  const v = list.values;
  const o = list.offset + i * POINT_STRIDE;
  const n = v[o]!;
  if (n === 0) {
    const point = list.objects?.[i];
    if (point === undefined) throw new InvalidArgumentError(`roto: control point ${String(i)} is neither in the point store nor in objects`);
    return point;
  }
  const dims: number[] = [];
  for (let d = 0; d < n; d++) dims.push(v[o + 1 + d]!);
  return { dims };
}

/** Every control point of a list as an object, in order (spec `anim-cubic-curve-points-list`); see {@link pointAt}. */
export function controlPoints(list: FullPoints): ControlPoint[];
export function controlPoints(list: SharedTimePoints): TimelessControlPoint[];
export function controlPoints(list: FullPoints | SharedTimePoints): (ControlPoint | TimelessControlPoint)[];
export function controlPoints(list: FullPoints | SharedTimePoints): (ControlPoint | TimelessControlPoint)[] {
  const out: (ControlPoint | TimelessControlPoint)[] = [];
  for (let i = 0; i < list.count; i++) out.push(pointAt(list, i));
  return out;
}

/**
 * Sets control point `i` (below `list.count`): a plain point is written to the point store (inside this
 * list's run), any other is kept as the given object.
 * @throws {InvalidArgumentError} when `i` is not an index of the list.
 */
export function setPointAt(list: FullPoints, i: number, point: ControlPoint): void;
export function setPointAt(list: SharedTimePoints, i: number, point: TimelessControlPoint): void;
export function setPointAt(list: PointList<ControlPoint | TimelessControlPoint>, i: number, point: ControlPoint | TimelessControlPoint): void {
  checkIndex(list, i);
  const v = list.values;
  const o = list.offset + i * POINT_STRIDE;
  if (storePoint(v, o, point)) {
    if (list.objects?.[i] !== undefined) list.objects[i] = undefined;
    return;
  }
  v.fill(0, o, o + POINT_STRIDE);
  (list.objects ??= [])[i] = point;
}

/** @throws {InvalidArgumentError} when `i` is not an index of `list`. */
function checkIndex(list: { readonly count: number }, i: number): void {
  if (!(Number.isInteger(i) && i >= 0 && i < list.count)) throw new InvalidArgumentError(`roto: no control point ${String(i)} in a list of ${String(list.count)}`);
}

/**
 * Writes the store entry of `point` ({@link POINT_STRIDE} numbers) at index `o` of `store` when it is
 * plain (see {@link isPlainPoint}); false, with nothing written, when it is not. Shared by
 * {@link setPointAt} and the parser's point buffer.
 */
export function storePoint(store: Float32Array | Float64Array, o: number, point: ControlPoint | TimelessControlPoint): boolean {
  if (!isPlainPoint(point)) return false;
  const dims = point.dims as number[];
  store[o] = dims.length;
  for (let d = 0; d < MAX_DIMS; d++) store[o + 1 + d] = d < dims.length ? dims[d]! : 0;
  return true;
}

/** The fields of a point list holding `points`, in a new point store of its own. */
function pack<P extends ControlPoint | TimelessControlPoint>(points: readonly P[]): PointList<P> {
  const list: PointList<P> = { count: points.length, values: new Float32Array(points.length * POINT_STRIDE), offset: 0 };
  points.forEach((p, i) => {
    setPointAt(list as PointList<ControlPoint | TimelessControlPoint> as FullPoints, i, p as ControlPoint);
  });
  return list;
}

/** A `{p …}` point list of the given points (spec `anim-cubic-curve-points-list`). */
export function fullPoints(points: readonly ControlPoint[]): FullPoints {
  return { form: 'p', ...pack(points) };
}

/**
 * A `{px times …}` point list: shared key `times` (frames, ascending) and points whose animated
 * dimensions are keyed at those times (spec `anim-cubic-curve-points-list`, compact form).
 */
export function sharedTimePoints(times: readonly number[], points: readonly TimelessControlPoint[]): SharedTimePoints {
  return { form: 'px', times: [...times], ...pack(points) };
}

/**
 * Packed control points behind accessors: a {@link RotoPointList} is a {@link PointRun} — plain points as runs
 * of {@link POINT_STRIDE} numbers in a `Float32Array` store (shared with other lists of a read knob),
 * other points as objects. The class gives and takes point objects and checks every index, so no
 * accessor reaches another list's run. The store, offset and stride are internal to the package.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import type { RotoControlPoint, RotoFullPoints, RotoPointList, RotoSharedTimePoints, RotoTimelessControlPoint } from './types.js';

/**
 * Numbers per control point of a {@link PointRun}: the point's number of dimensions (0 for a point kept
 * as an object), then four slots for their values.
 */
export const POINT_STRIDE = 5;

/** Most dimensions a control point has (spec `anim-control-point`: 1–4). */
const MAX_DIMS = 4;

type AnyPoint = RotoControlPoint | RotoTimelessControlPoint;

/**
 * True when `point` can live in the point store (a *plain* point, spec `anim-control-point`): 1–4
 * dimensions, all bare numbers, no attribute list.
 */
export function isPlainPoint(point: AnyPoint): boolean {
  const dims = point.dims;
  if (point.attributes !== undefined || dims.length === 0 || dims.length > MAX_DIMS) return false;
  for (const d of dims) if (typeof d !== 'number') return false;
  return true;
}

/** The implementation of {@link RotoFullPoints} and {@link RotoSharedTimePoints}. */
export class PointRun<P extends AnyPoint = AnyPoint> implements RotoPointList<P> {
  // Declared fields set by the constructor (plain stores: a read makes one per cubic curve).
  declare readonly form: 'p' | 'px';
  /** Shared key times of a `px` list (frames). */
  declare readonly times?: readonly number[];
  declare count: number;
  /**
   * The point store (shared with other runs of a read knob): point `i` is the {@link POINT_STRIDE}
   * numbers from `offset + i * POINT_STRIDE`: its dimension count (1–4, or 0 for a point in
   * {@link PointRun.objects}), then four slots holding the values of its dimensions, unused slots 0.
   */
  declare store: Float32Array;
  declare offset: number;
  /** The points that are not plain, by point index (a sparse array; absent when every point is plain). */
  declare objects?: (P | undefined)[] | undefined;

  constructor(form: 'p' | 'px', times: readonly number[] | undefined, store: Float32Array, offset: number, count: number) {
    this.form = form;
    if (times !== undefined) (this as { times?: readonly number[] }).times = times;
    this.count = count;
    this.store = store;
    this.offset = offset;
  }

  point(i: number): P {
    checkIndex(this, i);
    return pointAt(this, i) as P;
  }

  points(): P[] {
    return controlPoints(this) as P[];
  }

  setPoint(i: number, point: P): void {
    setPointAt(this, i, point);
  }

  isPlain(i: number): boolean {
    checkIndex(this, i);
    return this.store[this.offset + i * POINT_STRIDE] !== 0;
  }

  *[Symbol.iterator](): IterableIterator<P> {
    for (let i = 0; i < this.count; i++) yield pointAt(this, i) as P;
  }

  /** The list as plain data: its points as objects. */
  toJSON(): { form: 'p' | 'px'; times?: readonly number[]; points: P[] } {
    return this.times === undefined ? { form: this.form, points: this.points() } : { form: this.form, times: this.times, points: this.points() };
  }
}

/** The packed-run fields of a point list. */
export type PointRunFields = Pick<PointRun, 'store' | 'offset' | 'count' | 'objects'>;

/**
 * The run of a point list: every {@link RotoFullPoints} / {@link RotoSharedTimePoints} is a {@link PointRun};
 * a `structuredClone` of one keeps its run fields and is read as well.
 * @throws {InvalidArgumentError} for an object that holds no packed points.
 */
export function pointRun(list: RotoFullPoints | RotoSharedTimePoints | PointRun): PointRun {
  if (list instanceof PointRun) return list;
  if ((list as Partial<PointRunFields>).store instanceof Float32Array) return list as unknown as PointRun;
  throw new InvalidArgumentError('roto: a point list not made by fullPoints(), sharedTimePoints() or a read');
}

/**
 * Control point `i` as an object: the stored object for a point that is not plain, a new
 * `{ dims: [x, y, …] }` for a plain one. Spec `anim-control-point`, `anim-control-point-timeless`.
 * @throws {InvalidArgumentError} when `i` is not an index of the list, or its store entry says "object"
 *   (dimension count 0) and `objects` has none.
 */
export function pointAt(list: RotoFullPoints, i: number): RotoControlPoint;
export function pointAt(list: RotoSharedTimePoints, i: number): RotoTimelessControlPoint;
export function pointAt(list: RotoFullPoints | RotoSharedTimePoints | PointRun, i: number): AnyPoint;
export function pointAt(list: RotoFullPoints | RotoSharedTimePoints | PointRun, i: number): AnyPoint {
  const run = pointRun(list);
  checkIndex(run, i);
  const v = run.store;
  const o = run.offset + i * POINT_STRIDE;
  const n = v[o]!;
  if (n === 0) {
    const point = run.objects?.[i];
    if (point === undefined) throw new InvalidArgumentError(`roto: control point ${String(i)} is neither in the point store nor in objects`);
    return point;
  }
  const dims: number[] = [];
  for (let d = 0; d < n; d++) dims.push(v[o + 1 + d]!);
  return { dims };
}

/** Every control point of a list as an object, in order; see {@link pointAt}. */
export function controlPoints(list: RotoFullPoints): RotoControlPoint[];
export function controlPoints(list: RotoSharedTimePoints): RotoTimelessControlPoint[];
export function controlPoints(list: RotoFullPoints | RotoSharedTimePoints | PointRun): AnyPoint[];
export function controlPoints(list: RotoFullPoints | RotoSharedTimePoints | PointRun): AnyPoint[] {
  const out: AnyPoint[] = [];
  for (let i = 0; i < list.count; i++) out.push(pointAt(list, i));
  return out;
}

/**
 * Sets control point `i`: a plain point is written to the point store (inside this list's run), any
 * other is kept as the given object.
 * @throws {InvalidArgumentError} when `i` is not an index of the list.
 */
export function setPointAt(list: RotoFullPoints, i: number, point: RotoControlPoint): void;
export function setPointAt(list: RotoSharedTimePoints, i: number, point: RotoTimelessControlPoint): void;
export function setPointAt(list: RotoFullPoints | RotoSharedTimePoints | PointRun, i: number, point: AnyPoint): void;
export function setPointAt(list: RotoFullPoints | RotoSharedTimePoints | PointRun, i: number, point: AnyPoint): void {
  const run = pointRun(list);
  checkIndex(run, i);
  const v = run.store;
  const o = run.offset + i * POINT_STRIDE;
  if (storePoint(v, o, point)) {
    if (run.objects?.[i] !== undefined) run.objects[i] = undefined;
    return;
  }
  v.fill(0, o, o + POINT_STRIDE);
  (run.objects ??= [])[i] = point;
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
export function storePoint(store: Float32Array | Float64Array, o: number, point: AnyPoint): boolean {
  if (!isPlainPoint(point)) return false;
  const dims = point.dims as number[];
  store[o] = dims.length;
  for (let d = 0; d < MAX_DIMS; d++) store[o + 1 + d] = d < dims.length ? dims[d]! : 0;
  return true;
}

/** A point run of `points` (a `p` list when `times` is undefined), in a new point store of its own. */
function pack(times: readonly number[] | undefined, points: readonly AnyPoint[]): PointRun {
  const list = new PointRun(times === undefined ? 'p' : 'px', times, new Float32Array(points.length * POINT_STRIDE), 0, points.length);
  points.forEach((p, i) => {
    setPointAt(list, i, p);
  });
  return list;
}

/** A `{p …}` point list of the given points (spec `anim-cubic-curve-points-list`; coordinates in pixels). */
export function rotoFullPoints(points: readonly RotoControlPoint[]): RotoFullPoints {
  return pack(undefined, points) as unknown as RotoFullPoints;
}

/**
 * A `{px times …}` point list: shared key `times` (frames, ascending; copied) and points whose animated
 * dimensions are keyed at those times (spec `anim-cubic-curve-points-list`, compact form).
 */
export function rotoSharedTimePoints(times: readonly number[], points: readonly RotoTimelessControlPoint[]): RotoSharedTimePoints {
  return pack([...times], points) as unknown as RotoSharedTimePoints;
}

/**
 * The control points of a cubic curve as {@link rotoToClip} reads them: plain points with one key time
 * (strokes, unanimated shapes: nearly every point of a real script) straight from the packed point
 * store, without an object per point or per dimension; every other point as curve data per dimension.
 *
 * @module
 */
import { curveData, timelessData, type CurveData } from './evaluate.js';
import { POINT_STRIDE, pointAt, pointRun, type PointRun } from './points.js';
import type { RotoAnimCurve, RotoCubicCurve, RotoTimelessValue } from './types.js';

const NONE: CurveData = { keys: undefined, constant: 0 };

/** One cubic curve's points, read for conversion. */
export class PointSource {
  readonly count: number;
  private readonly run: PointRun;
  private readonly times: readonly number[] | undefined;
  /** The frame of a plain point's one key: undefined for `{p …}` (unkeyed), `times[0]` for a one-time `{px …}`. */
  readonly plainFrame: number | undefined;
  private readonly single: boolean;

  constructor(cc: RotoCubicCurve) {
    const pts = cc.points;
    this.run = pointRun(pts);
    this.count = this.run.count;
    this.times = pts.form === 'px' ? pts.times : undefined;
    this.single = this.times === undefined || (this.times.length === 1 && Number.isFinite(this.times[0]));
    this.plainFrame = this.times?.[0];
  }

  /** Dimensions of point `i` when it is plain and holds at one time (read them with {@link value}), else 0. */
  plainDims(i: number): number {
    if (!this.single || i >= this.count) return 0;
    return this.run.store[this.run.offset + i * POINT_STRIDE]!;
  }

  /** Dimension `d` of plain point `i` (0 past its dimensions). */
  value(i: number, d: number): number {
    return this.run.store[this.run.offset + i * POINT_STRIDE + 1 + d]!;
  }

  /** Point `i`'s dimensions as curve data (an absent point: none). */
  dims(i: number): CurveData[] {
    if (i >= this.count) return [];
    const cp = pointAt(this.run, i);
    const times = this.times;
    const out: CurveData[] = [];
    if (times === undefined) for (const d of cp.dims) out.push(curveData(d as RotoAnimCurve, false));
    else for (const d of cp.dims) out.push(timelessData(times, d as RotoTimelessValue, false));
    return out;
  }

  /** Dimensions x and y of point `i` as curve data, 0 for missing ones. */
  xy(i: number): CurveData[] {
    const d = this.dims(i);
    return [d[0] ?? NONE, d[1] ?? NONE];
  }
}

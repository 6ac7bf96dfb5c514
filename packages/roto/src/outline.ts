/**
 * The drawn outline of an evaluated shape: Bézier shapes through their tangent handles, Catmull-Rom
 * curves (RotoPaint strokes) through their points, B-spline shapes as uniform cubic B-splines of their
 * control points.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import type { RotoShapePoint, RotoShapeSample, RotoVec2 } from './evaluate.js';

/** Options of {@link rotoShapeOutline}. */
export interface RotoOutlineOptions {
  /** Samples per span between two consecutive points (default 16, an integer ≥ 1). */
  readonly segments?: number | undefined;
  /** Draw the feather curve instead of the main curve (Bézier shapes; others have no feather tangents). */
  readonly feather?: boolean | undefined;
  /** Catmull-Rom tension: the tangent at a point is `tension · (next − previous)` (default: the curve's `{tens …}`, else 0.5). */
  readonly tension?: number | undefined;
}

/** Cubic Bézier from `p0` to `p3` with inner control points `p1`, `p2`, at `t` in [0, 1]. */
function bezier(p0: RotoVec2, p1: RotoVec2, p2: RotoVec2, p3: RotoVec2, t: number): RotoVec2 {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/** Uniform cubic B-spline span of `p0 … p3` at `t` in [0, 1]. */
function bspline(p0: RotoVec2, p1: RotoVec2, p2: RotoVec2, p3: RotoVec2, t: number): RotoVec2 {
  const t2 = t * t;
  const t3 = t2 * t;
  const a = (1 - t) ** 3 / 6;
  const b = (3 * t3 - 6 * t2 + 4) / 6;
  const c = (-3 * t3 + 3 * t2 + 3 * t + 1) / 6;
  const d = t3 / 6;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

function add(a: RotoVec2, b: RotoVec2, k = 1): RotoVec2 {
  return [a[0] + k * b[0], a[1] + k * b[1]];
}

/** The Bézier control points of the span from point `a` to point `b` (main or feather curve). */
function bezierSpan(a: RotoShapePoint, b: RotoShapePoint, feather: boolean): [RotoVec2, RotoVec2, RotoVec2, RotoVec2] {
  if (!feather) return [a.center, add(a.center, a.rightTangent), add(b.center, b.leftTangent), b.center];
  const fa = add(a.center, a.feather);
  const fb = add(b.center, b.feather);
  return [fa, add(fa, a.featherRightTangent), add(fb, b.featherLeftTangent), fb];
}

/**
 * The outline of an evaluated shape ({@link RotoShapeSample}, local or image space) as a polyline in pixels:
 * `segments` points per span, at parameters `k / segments` (k = 0 … segments − 1) from the span's start,
 * plus the last point of an open curve; a closed curve (`closed`) has a span from its last point back to
 * its first, and its first point is not repeated.
 * - `bezier`: the cubic Bézier from each centre through `centre + rightTangent` and the next point's
 *   `centre + leftTangent` (the feather curve from the feather points with their feather tangents when
 *   `feather` is set);
 * - `catmullrom`: the Catmull-Rom spline through the centres, tangent `tension · (next − previous)`;
 *   an open curve repeats its end points for the missing neighbours;
 * - `bspline`: the uniform cubic B-spline of the centres, span `i` weighting points `i − 1 … i + 2`
 *   (wrapped around on a closed curve); an open curve repeats each end point twice so that the curve
 *   starts and ends on them. Nuke's per-point B-spline tension is not applied.
 * Other curve types draw the polygon of their centres. Feather offsets of non-Bézier curves move their
 * points (`feather`), without tangents.
 *
 * @throws {InvalidArgumentError} when `segments` is not an integer ≥ 1.
 */
export function rotoShapeOutline(sample: RotoShapeSample, options: RotoOutlineOptions = {}): RotoVec2[] {
  const segments = options.segments ?? 16;
  if (!Number.isInteger(segments) || segments < 1) throw new InvalidArgumentError(`roto: outline segments must be an integer ≥ 1, got ${String(segments)}`);
  const feather = options.feather === true;
  const pts = sample.points;
  const n = pts.length;
  if (n === 0) return [];
  const closed = sample.closed && n > 1;
  const spans = closed ? n : n - 1;
  const out: RotoVec2[] = [];
  if (sample.curveType === 'bezier') {
    for (let i = 0; i < spans; i++) {
      const [p0, p1, p2, p3] = bezierSpan(pts[i]!, pts[(i + 1) % n]!, feather);
      for (let k = 0; k < segments; k++) out.push(bezier(p0, p1, p2, p3, k / segments));
    }
    if (!closed) out.push(feather ? add(pts[n - 1]!.center, pts[n - 1]!.feather) : pts[n - 1]!.center);
    return out;
  }
  const c: RotoVec2[] = pts.map((p) => (feather ? add(p.center, p.feather) : p.center));
  if (sample.curveType === 'catmullrom') {
    const tension = options.tension ?? sample.tension ?? 0.5;
    const at = (i: number): RotoVec2 => (closed ? c[((i % n) + n) % n]! : c[Math.min(n - 1, Math.max(0, i))]!);
    const tangent = (i: number): RotoVec2 => {
      const a = at(i - 1);
      const b = at(i + 1);
      return [tension * (b[0] - a[0]), tension * (b[1] - a[1])];
    };
    for (let i = 0; i < spans; i++) {
      const p0 = at(i);
      const p3 = at(i + 1);
      const p1 = add(p0, tangent(i), 1 / 3);
      const p2 = add(p3, tangent(i + 1), -1 / 3);
      for (let k = 0; k < segments; k++) out.push(bezier(p0, p1, p2, p3, k / segments));
    }
  } else if (sample.curveType === 'bspline') {
    // An open curve: each end point twice more, so that the spline starts and ends on it.
    const q: RotoVec2[] = closed ? c : [c[0]!, c[0]!, ...c, c[n - 1]!, c[n - 1]!];
    const m = q.length;
    const at = (i: number): RotoVec2 => q[((i % m) + m) % m]!;
    const first = closed ? 0 : 1;
    const count = closed ? n : m - 3;
    for (let i = first; i < first + count; i++) {
      for (let k = 0; k < segments; k++) out.push(bspline(at(i - 1), at(i), at(i + 1), at(i + 2), k / segments));
    }
    if (!closed) out.push(c[n - 1]!);
    return out;
  } else {
    for (let i = 0; i < spans; i++) {
      const a = c[i]!;
      const b = c[(i + 1) % n]!;
      for (let k = 0; k < segments; k++) out.push([a[0] + ((b[0] - a[0]) * k) / segments, a[1] + ((b[1] - a[1]) * k) / segments]);
    }
  }
  if (!closed) out.push(c[n - 1]!);
  return out;
}

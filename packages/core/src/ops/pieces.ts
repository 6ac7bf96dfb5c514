/**
 * A scalar track seen as a sequence of smooth **pieces** over any interval of time, including its
 * extrapolated parts: what `combineTracks` needs to rebuild several scalar curves as one vector
 * curve with keys at the union of their breakpoints, exactly.
 *
 * A piece over `[ta, tb]` (no breakpoint of the curve strictly inside) is a hold, a line or a cubic
 * Bézier in (time, value). A Bézier piece inside a key segment is cut out of the segment's cubic with
 * de Casteljau's construction in its general form, the blossom: the sub-curve over the parameter
 * interval `[ua, ub]` has the control points B(ua,ua,ua), B(ua,ua,ub), B(ua,ub,ub), B(ub,ub,ub), where
 * `ua`, `ub` solve the segment's time curve x(u) = ta, tb with {@link solveCubicTime} — the same
 * solve the evaluator uses, so the piece draws the same points as the segment. The handles used are the
 * clamped ones the evaluator draws (see `bezier.ts`). Pieces in a repeating extrapolation (`cycle`,
 * `cycleOffset`, `oscillate`) are the repeated segments, shifted in time (and value for `cycleOffset`)
 * or mirrored in time for the backward half of `oscillate`.
 *
 * @module
 */
import { clampHandles, solveCubicTime } from '../evaluate/bezier.js';
import { endSlope, TrackSampler } from '../evaluate/sampler.js';
import { InvalidArgumentError } from '../errors.js';
import { lowerBound, upperBound } from '../search.js';
import type { Extrapolation, Track } from '../types.js';

/** How a piece is drawn, as an interpolation code: 0 hold, 1 line, 2 cubic Bézier. */
export type PieceKind = 0 | 1 | 2;

/** One smooth piece of a scalar curve over `[ta, tb]` (output time, seconds). Reused by the caller. */
export interface Piece {
  kind: PieceKind;
  /** Value at `ta` (the held value for a hold). */
  v0: number;
  /** Value approached at `tb` from the left (= `v0` for a hold). */
  v1: number;
  /** Out-handle at `ta` and in-handle at `tb`, `(Δtime s, Δvalue)`: meaningful for a cubic, or when `own`. */
  outDt: number;
  outDv: number;
  inDt: number;
  inDv: number;
  /** True when the piece is a whole key segment (maybe shifted) and the handles are the track's own. */
  own: boolean;
}

/** A fresh {@link Piece} to pass to {@link ScalarCurve.piece}. */
export function newPiece(): Piece {
  return { kind: 0, v0: 0, v1: 0, outDt: 0, outDv: 0, inDt: 0, inDv: 0, own: false };
}

/**
 * In a repeated segment, normalised times within this distance of the segment's ends are snapped onto
 * them (the key values stay exact).
 */
const SNAP = 1e-13;

const clamped = new Float64Array(2);
const cx = new Float64Array(4);
const cy = new Float64Array(4);

function lerp(a: number, b: number, u: number): number {
  return (1 - u) * a + u * b;
}

/** The blossom B(p, q, r) of the cubic with control points `c`. */
function blossom(c: Float64Array, p: number, q: number, r: number): number {
  const l0 = lerp(c[0]!, c[1]!, p);
  const l1 = lerp(c[1]!, c[2]!, p);
  const l2 = lerp(c[2]!, c[3]!, p);
  return lerp(lerp(l0, l1, q), lerp(l1, l2, q), r);
}

function isCyclic(mode: Extrapolation): boolean {
  return mode === 'cycle' || mode === 'cycleOffset' || mode === 'oscillate';
}

/**
 * A scalar track (or a constant, for a missing component) as pieces and breakpoints. The track must be
 * a `scalar` track; a track without keys is the constant 0, as the evaluator gives.
 */
export class ScalarCurve {
  readonly track: Track | undefined;
  /** Number of keys (0 for a constant). */
  readonly count: number;
  /** First and last key time (NaN without keys). */
  readonly first: number;
  readonly last: number;
  private readonly constant: number;
  private sampler: TrackSampler | undefined;

  constructor(track: Track | undefined, constant: number) {
    this.track = track;
    const count = track?.times.length ?? 0;
    this.count = count;
    this.first = count > 0 ? track!.times[0]! : NaN;
    this.last = count > 0 ? track!.times[count - 1]! : NaN;
    this.constant = track === undefined ? constant : 0;
  }

  /** True when the curve is one value at all times (no keys, or a single key). */
  get isConstant(): boolean {
    return this.count <= 1;
  }

  /** True when the keys span a positive time range (so extrapolation modes apply). */
  get hasRange(): boolean {
    return this.count > 1 && this.last > this.first;
  }

  /** The value at time `t`, as the evaluator gives it. */
  valueAt(t: number): number {
    if (this.track === undefined) return this.constant;
    this.sampler ??= new TrackSampler(this.track);
    return this.sampler.evaluate(t, scratch)[0]!;
  }

  /**
   * The value just before `t0`, the earliest time of the combined range: the first key's value when the
   * curve's first key is at `t0` (the value its `constant`/`linear` pre-extrapolation meets), else the
   * value at `t0`.
   */
  valueBefore(t0: number): number {
    if (this.count > 0 && this.first === t0) return this.track!.values[0]!;
    return this.valueAt(t0);
  }

  /**
   * The slope (value units per second) the curve continues along outside its keys on `side` when its
   * extrapolation there is `linear` ({@link endSlope}); 0 when it holds (another mode, fewer than two
   * keys, or no time range).
   */
  slope(side: 'pre' | 'post'): number {
    return this.hasRange && this.mode(side) === 'linear' ? endSlope(this.track!, side, 0) : 0;
  }

  /** The extrapolation mode on `side` (`constant` for a constant curve). */
  mode(side: 'pre' | 'post'): Extrapolation {
    if (this.track === undefined || this.count === 0) return 'constant';
    return side === 'pre' ? this.track.preExtrapolation : this.track.postExtrapolation;
  }

  /**
   * Appends to `out` every time in `[lo, hi]` where a piece of the curve ends: its key times, and in a
   * repeating extrapolation the repeated key times.
   * @throws {InvalidArgumentError} when that would be more than `limit` times.
   */
  breakpoints(lo: number, hi: number, out: number[], limit: number): void {
    const track = this.track;
    if (track === undefined || this.count === 0) return;
    const times = track.times;
    for (let k = 0; k < this.count; k++) if (k === 0 || times[k] !== times[k - 1]) out.push(times[k]!);
    if (!this.hasRange) return;
    const { first, last } = this;
    const range = last - first;
    for (const side of ['pre', 'post'] as const) {
      const mode = this.mode(side);
      const before = side === 'pre';
      const extent = before ? first - lo : hi - last;
      if (!isCyclic(mode) || !(extent > 0)) continue;
      const cycles = Math.ceil(extent / range);
      if (!(cycles * this.count + out.length <= limit)) {
        throw new InvalidArgumentError(
          `combineTracks: repeating ${track.name} (${mode}) over ${String(extent)} s would take more than ${String(limit)} keys`,
        );
      }
      for (let k = 1; k <= cycles; k++) {
        const mirror = mode === 'oscillate' && k % 2 === 1;
        const shift = before ? -k * range : k * range;
        const pivot = before ? 2 * first - (k - 1) * range : 2 * last + (k - 1) * range;
        for (let i = 0; i < this.count; i++) {
          const t = mirror ? pivot - times[i]! : times[i]! + shift;
          if (t > lo && t < hi) out.push(t);
        }
      }
    }
  }

  /** The piece of the curve over `[ta, tb]` (ta < tb, no breakpoint strictly between), written to `p`. */
  piece(ta: number, tb: number, p: Piece): Piece {
    const track = this.track;
    p.own = false;
    if (track === undefined || this.count === 0) return hold(p, this.constant);
    const values = track.values;
    if (this.count === 1) return hold(p, values[0]!);
    const { first, last, count } = this;
    // first and last are breakpoints: [ta, tb] lies before, inside or after the keys.
    const before = tb <= first;
    if (!(last > first)) return hold(p, values[before ? 0 : count - 1]!);
    if (!before && !(ta >= last)) return this.segment(upperBound(track.times, ta) - 1, ta, tb, 0, false, 0, p);
    const mid = ta + (tb - ta) / 2;
    const side = before ? 'pre' : 'post';
    const mode = this.mode(side);
    const end = before ? 0 : count - 1;
    const v = values[end]!;
    if (mode === 'constant') return hold(p, v);
    const tEnd = before ? first : last;
    if (mode === 'linear') {
      const slope = endSlope(track, side, 0);
      if (slope === 0) return hold(p, v);
      p.kind = 1;
      p.v0 = v + slope * (ta - tEnd);
      p.v1 = v + slope * (tb - tEnd);
      return p;
    }
    // Repeating modes: as `extrapolate.ts` maps times (cycles counted away from the keys).
    const range = last - first;
    const ratio = before ? (first - mid) / range : (mid - last) / range;
    const cycles = Math.trunc(ratio) + 1;
    const mirror = mode === 'oscillate' && cycles % 2 === 1;
    const shift = before ? -cycles * range : cycles * range;
    const pivot = before ? 2 * first - (cycles - 1) * range : 2 * last + (cycles - 1) * range;
    const dv = mode === 'cycleOffset' ? (before ? -cycles : cycles) * (values[count - 1]! - values[0]!) : 0;
    const mapped = mirror ? pivot - mid : mid - shift;
    let k = upperBound(track.times, mapped) - 1;
    const lastSegment = lowerBound(track.times, last) - 1;
    if (k > lastSegment) k = lastSegment;
    if (k < 0) k = upperBound(track.times, first) - 1;
    return this.segment(k, ta, tb, mirror ? pivot : shift, mirror, dv, p);
  }

  /**
   * Piece of key segment k (times[k] < times[k+1]) over output times [ta, tb], mapped into the track's
   * time by `t − map` or, mirrored, `map − t`; `dv` is added to the values.
   */
  private segment(k: number, ta: number, tb: number, map: number, mirror: boolean, dv: number, p: Piece): Piece {
    const track = this.track!;
    const { times, values, inHandles, outHandles } = track;
    const t0 = times[k]!;
    const span = times[k + 1]! - t0;
    let sa = ((mirror ? map - ta : ta - map) - t0) / span;
    let sb = ((mirror ? map - tb : tb - map) - t0) / span;
    if (mirror || map !== 0) {
      // Repeated segments: snap the rounding of the mapped time so the keys' values stay exact.
      sa = snap(sa);
      sb = snap(sb);
    }
    const whole = !mirror && sa === 0 && sb === 1;
    const code = track.interpolation[k]!;
    const v0 = values[k]!;
    const v1 = values[k + 1]!;
    const handles = inHandles !== undefined && outHandles !== undefined;
    if (whole && handles) {
      p.own = true;
      p.outDt = outHandles[k * 2]!;
      p.outDv = outHandles[k * 2 + 1]!;
      p.inDt = inHandles[k * 2 + 2]!;
      p.inDv = inHandles[k * 2 + 3]!;
    }
    if (code === 0) return hold(p, v0 + dv);
    if (code === 1 || !handles) {
      p.kind = 1;
      p.v0 = (sa === 0 ? v0 : sa === 1 ? v1 : v0 + (v1 - v0) * sa) + dv;
      p.v1 = (sb === 0 ? v0 : sb === 1 ? v1 : v0 + (v1 - v0) * sb) + dv;
      return p;
    }
    p.kind = 2;
    if (whole) {
      p.v0 = v0 + dv;
      p.v1 = v1 + dv;
      return p;
    }
    const scale = clampHandles(outHandles[k * 2]! / span, -inHandles[k * 2 + 2]! / span, clamped);
    const a = clamped[0]!;
    const b = clamped[1]!;
    cx[0] = 0;
    cx[1] = a;
    cx[2] = 1 - b;
    cx[3] = 1;
    cy[0] = v0;
    cy[1] = v0 + outHandles[k * 2 + 1]! * scale;
    cy[2] = v1 + inHandles[k * 2 + 3]! * scale;
    cy[3] = v1;
    const linear = Math.abs(a - 1 / 3) <= 1e-14 && Math.abs(b - 1 / 3) <= 1e-14;
    const A = 3 * a + 3 * b - 2;
    const B = 3 - 3 * b - 6 * a;
    const C = 3 * a;
    const ua = linear ? sa : solveCubicTime(A, B, C, sa);
    const ub = linear ? sb : solveCubicTime(A, B, C, sb);
    const dir = mirror ? -span : span;
    const x0 = blossom(cx, ua, ua, ua);
    const x3 = blossom(cx, ub, ub, ub);
    const y0 = blossom(cy, ua, ua, ua);
    const y3 = blossom(cy, ub, ub, ub);
    p.v0 = y0 + dv;
    p.v1 = y3 + dv;
    p.outDt = (blossom(cx, ua, ua, ub) - x0) * dir;
    p.outDv = blossom(cy, ua, ua, ub) - y0;
    p.inDt = (blossom(cx, ua, ub, ub) - x3) * dir;
    p.inDv = blossom(cy, ua, ub, ub) - y3;
    return p;
  }
}

const scratch = new Float64Array(1);

function snap(s: number): number {
  return s <= SNAP ? 0 : s >= 1 - SNAP ? 1 : s > 1 ? 1 : s;
}

function hold(p: Piece, v: number): Piece {
  p.kind = 0;
  p.v0 = v;
  p.v1 = v;
  return p;
}

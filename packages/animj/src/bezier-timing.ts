/**
 * Bézier segments whose handles are not at a third of the segment, made drawable by AnimJ.
 *
 * AnimJ's CubicBezier (and Tangent) segments run on uniform time: the curve is a cubic in
 * `s = (t − t0) / Δt`, which is what a core Bézier segment is only when both handles sit a third of the
 * segment from their keys. Other handles (Maya weighted tangents, Nuke roto curves) change the timing
 * of the curve, which no single AnimJ segment can follow. Such a segment is split at evenly spaced
 * times into the fewest pieces (1, 2, 4, … 64) whose Hermite cubics — through the curve's values, with
 * its slopes at the split points — stay within a tolerance of the curve (1e-6 relative, checked at a
 * quarter, half and three quarters of every piece); the pieces have handles at a third, so they are
 * written exactly.
 *
 * @module
 */
import { TrackSampler, type Track } from '@anim/core';

/** What {@link followHandleTiming} did. */
export interface HandleTimingResult {
  /** The track to write: `track` itself when no segment needed splitting. */
  readonly track: Track;
  /** Bézier segments whose handles are not at a third. */
  readonly segments: number;
  /** Keys added by splitting them. */
  readonly added: number;
  /** The largest difference left between the pieces and the curve, relative to the values' size. */
  readonly worst: number;
}

/** At most 12 halvings of a piece (pieces down to 1/4096 of the segment, where needed). */
const MAX_DEPTH = 12;
/** Pieces shorter than this (seconds) are not made: a float32 time step at a few hours is ~1e-3 s. */
const MIN_PIECE = 1e-4;
const TOLERANCE = 1e-6;

/** True when segment `k`'s handles are a third of the segment long in time, for every component. */
export function handlesAtThirds(t: Track, k: number): boolean {
  const dt = t.times[k + 1]! - t.times[k]!;
  const third = dt / 3;
  const eps = 1e-9 * Math.max(1, dt);
  for (let i = 0; i < t.components; i++) {
    const o = (k * t.components + i) * 2;
    const e = ((k + 1) * t.components + i) * 2;
    if (Math.abs(t.outHandles![o]! - third) > eps || Math.abs(-t.inHandles![e]! - third) > eps) return false;
  }
  return true;
}

/**
 * Splits the Bézier segments of `t` whose handles are not at a third (see the module description).
 * Values, handles and times are in the track's own units; keys keep their values, and their handles on
 * the sides of segments that are not split.
 */
export function followHandleTiming(t: Track): HandleTimingResult {
  const n = t.times.length;
  const c = t.components;
  const inHandles = t.inHandles;
  const outHandles = t.outHandles;
  if (inHandles === undefined || outHandles === undefined) return { track: t, segments: 0, added: 0, worst: 0 };
  const uneven = new Set<number>();
  for (let k = 0; k < n - 1; k++) if (t.interpolation[k] === 2 && !handlesAtThirds(t, k)) uneven.add(k);
  if (uneven.size === 0) return { track: t, segments: 0, added: 0, worst: 0 };
  const sampler = new TrackSampler(t);
  const times: number[] = [];
  const values: number[] = [];
  const codes: number[] = [];
  const inH: number[] = [];
  const outH: number[] = [];
  let worst = 0;
  let added = 0;
  /** Slopes and piece length with which the next original key is reached, when its segment was split. */
  let arriving: { slopes: Float64Array; dt: number } | undefined;
  for (let k = 0; k < n; k++) {
    times.push(t.times[k]!);
    codes.push(t.interpolation[k]!);
    for (let i = 0; i < c; i++) {
      values.push(t.values[k * c + i]!);
      const h = (k * c + i) * 2;
      if (arriving === undefined) inH.push(inHandles[h]!, inHandles[h + 1]!);
      else inH.push(-arriving.dt / 3, (-arriving.slopes[i]! * arriving.dt) / 3);
      outH.push(outHandles[h]!, outHandles[h + 1]!);
    }
    arriving = undefined;
    if (!uneven.has(k)) continue;
    const piece = split(t, k, sampler);
    worst = Math.max(worst, piece.error);
    const m = piece.times.length - 1;
    const at = times.length - 1;
    const first = piece.times[1]! - piece.times[0]!;
    for (let i = 0; i < c; i++) {
      outH[(at * c + i) * 2] = first / 3;
      outH[(at * c + i) * 2 + 1] = (piece.slopes[i]! * first) / 3;
    }
    for (let j = 1; j < m; j++) {
      const before = piece.times[j]! - piece.times[j - 1]!;
      const after = piece.times[j + 1]! - piece.times[j]!;
      times.push(piece.times[j]!);
      codes.push(2);
      for (let i = 0; i < c; i++) {
        const s = piece.slopes[j * c + i]!;
        values.push(piece.values[j * c + i]!);
        inH.push(-before / 3, (-s * before) / 3);
        outH.push(after / 3, (s * after) / 3);
      }
      added++;
    }
    arriving = { slopes: Float64Array.from(piece.slopes.slice(m * c, (m + 1) * c)), dt: piece.times[m]! - piece.times[m - 1]! };
  }
  const track: Track = {
    ...t,
    times: Float64Array.from(times),
    values: Float64Array.from(values),
    interpolation: Uint8Array.from(codes),
    inHandles: Float64Array.from(inH),
    outHandles: Float64Array.from(outH),
  };
  return { track, segments: uneven.size, added, worst };
}

/** The split of one segment: the split times (from t0 to t1) with the curve's values and slopes there. */
interface Split {
  readonly times: number[];
  /** Per split time, `components` values. */
  readonly values: number[];
  /** Per split time, `components` slopes (value per second). */
  readonly slopes: number[];
  /** Largest difference between the Hermite pieces and the curve, relative to the values' size. */
  readonly error: number;
}

/**
 * Splits segment `k` by halving pieces where their Hermite cubic leaves the curve by more than the
 * tolerance (at most {@link MAX_DEPTH} halvings, pieces no shorter than {@link MIN_PIECE}).
 */
function split(t: Track, k: number, sampler: TrackSampler): Split {
  const c = t.components;
  const t0 = t.times[k]!;
  const t1 = t.times[k + 1]!;
  let size = 1;
  for (let i = 0; i < c; i++) size = Math.max(size, Math.abs(t.values[k * c + i]!), Math.abs(t.values[(k + 1) * c + i]!));
  const point = (x: number, end: 0 | 1 | undefined): { v: Float64Array; s: Float64Array } => {
    const v = new Float64Array(c);
    const sl = new Float64Array(c);
    if (end === undefined) sampler.evaluate(x, v, 0);
    else for (let i = 0; i < c; i++) v[i] = t.values[(k + end) * c + i]!;
    slopesAt(t, k, x, end, sampler, sl);
    return { v, s: sl };
  };
  const out: Split = { times: [], values: [], slopes: [], error: 0 };
  let error = 0;
  const emit = (x: number, p: { v: Float64Array; s: Float64Array }): void => {
    out.times.push(x);
    out.values.push(...p.v);
    out.slopes.push(...p.s);
  };
  const refine = (a: number, pa: { v: Float64Array; s: Float64Array }, b: number, pb: { v: Float64Array; s: Float64Array }, depth: number): void => {
    const e = pieceError(t, sampler, a, b - a, pa, pb) / size;
    if (e <= TOLERANCE || depth >= MAX_DEPTH || (b - a) / 2 < MIN_PIECE) {
      error = Math.max(error, e);
      emit(a, pa);
      return;
    }
    const m = (a + b) / 2;
    const pm = point(m, undefined);
    refine(a, pa, m, pm, depth + 1);
    refine(m, pm, b, pb, depth + 1);
  };
  const end = point(t1, 1);
  refine(t0, point(t0, 0), t1, end, 0);
  emit(t1, end);
  return { ...out, error };
}

const scratch = new Float64Array(64);

/**
 * The curve's slopes (value per second) at time `x` of segment `k` into `out`: the handle directions
 * at the keys (`end` 0 or 1), a difference quotient inside (and at a key whose handle has no length).
 */
function slopesAt(t: Track, k: number, x: number, end: 0 | 1 | undefined, sampler: TrackSampler, out: Float64Array): void {
  const c = t.components;
  const handles = end === 0 ? t.outHandles! : end === 1 ? t.inHandles! : undefined;
  let pending = handles === undefined;
  for (let i = 0; i < c && handles !== undefined; i++) {
    const h = ((k + end!) * c + i) * 2;
    if (handles[h] !== 0) out[i] = handles[h + 1]! / handles[h]!;
    else pending = true;
  }
  if (!pending) return;
  const h = (t.times[k + 1]! - t.times[k]!) * 1e-6;
  const hi = end === 1 ? x : x + h;
  const lo = end === 0 ? x : x - h;
  const buffer = c * 2 <= scratch.length ? scratch : new Float64Array(c * 2);
  sampler.evaluate(hi, buffer, 0);
  sampler.evaluate(lo, buffer, c);
  for (let i = 0; i < c; i++) {
    if (handles !== undefined && handles[((k + end!) * c + i) * 2] !== 0) continue;
    out[i] = (buffer[i]! - buffer[c + i]!) / (hi - lo);
  }
}

/** Largest absolute difference between the Hermite cubic of one piece and the curve, at ¼, ½ and ¾ of it. */
function pieceError(t: Track, sampler: TrackSampler, t0: number, dt: number, a: { v: Float64Array; s: Float64Array }, b: { v: Float64Array; s: Float64Array }): number {
  const c = t.components;
  const curve = c <= scratch.length ? scratch : new Float64Array(c);
  const quat = t.valueType === 'quat';
  const cubic = new Float64Array(c);
  let worst = 0;
  for (const s of [0.25, 0.5, 0.75]) {
    sampler.evaluate(t0 + s * dt, curve, 0);
    const s2 = s * s;
    const s3 = s2 * s;
    let norm = 0;
    for (let i = 0; i < c; i++) {
      cubic[i] = (2 * s3 - 3 * s2 + 1) * a.v[i]! + (s3 - 2 * s2 + s) * a.s[i]! * dt + (-2 * s3 + 3 * s2) * b.v[i]! + (s3 - s2) * b.s[i]! * dt;
      norm += cubic[i]! * cubic[i]!;
    }
    const scale = quat && norm > 0 ? 1 / Math.sqrt(norm) : 1;
    for (let i = 0; i < c; i++) worst = Math.max(worst, Math.abs(cubic[i]! * scale - curve[i]!));
  }
  return worst;
}

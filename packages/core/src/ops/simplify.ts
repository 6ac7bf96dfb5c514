/**
 * `simplify`: keyframe reduction with a maximum absolute error.
 *
 * @module
 */
import { InvalidArgumentError } from '../errors.js';
import { normalizeQuatInto, slerpInto } from '../evaluate/quat.js';
import { TrackSampler } from '../evaluate/sampler.js';
import { isStepType } from '../track.js';
import type { Track } from '../types.js';

/** Options of {@link simplify}. */
export interface SimplifyOptions {
  /**
   * Largest allowed change of any component, in the track's value unit (for quaternions: of any
   * component, comparing q and −q as equal). Default {@link SIMPLIFY_DEFAULTS}.tolerance; 0 removes only
   * keys that change nothing.
   */
  readonly tolerance?: number | undefined;
}

/** Defaults of {@link SimplifyOptions}: tolerance 1e-4 (as glTF-Transform's `resample`). */
export const SIMPLIFY_DEFAULTS = Object.freeze({ tolerance: 1e-4 });

/**
 * Longest run of keys the general check removes in one piece; runs of linear segments of
 * non-quaternion tracks have no limit. A run is found with O(log span) checks of O(span) points each
 * (see {@link simplify}), so the cost per key grows with the logarithm of this.
 */
const MAX_SPAN = 1024;
/** Interior points checked on each original `bezier` segment (plus its start key). */
const BEZIER_CHECKS = 16;
/** Interior points checked on each original linear (slerp or nlerp) segment of a quaternion track. */
const QUAT_CHECKS = 3;

/**
 * Returns a copy of `track` without the keys whose removal changes the curve by at most `tolerance`
 * (max absolute error). Greedy, left to right: a run of keys is dropped when the segment from the last
 * kept key to the key after the run, drawn with the last kept key's interpolation (`constant` or `linear`; slerp or
 * nlerp for quaternions per `quatBlend`), stays within `tolerance` of the original curve at every
 * original key in between, at both ends of every original `constant` segment, at 16 interior points of
 * every original `bezier` segment and at 3 interior points of every original linear quaternion segment. For
 * `constant`/`linear` curves of non-quaternion tracks this bound is exact: the error of one line against
 * a polyline is largest at the polyline's vertices.
 *
 * Runs of linear segments of non-quaternion tracks are checked in O(1) per key (the slopes that keep
 * every removed key within tolerance form an interval): the longest run that passes. Other runs are
 * checked point by point, at most 1,024 keys: the run's end is found by galloping (ends 1, 2, 4, 8, …
 * keys on) then bisecting between the last end that passed and the first that failed, so a run of s keys
 * costs O(s log s) points, not O(s²) (a check that fails at some end and passes at a later one may end
 * the run at either; every run taken was checked).
 *
 * Never removed: the first and last keys, keys sharing their time with a neighbour (jumps), keys after a
 * kept `bezier` segment's start (the Bézier is not refitted), and the second and second-to-last keys
 * when the pre/post extrapolation is `linear` (its slope may come from the end segment), so outside the
 * key range the curve also stays within the tolerance. Extrapolation modes, handles of kept keys and all
 * other fields are kept. `bool`, `int` and `string` tracks lose only keys that repeat the previous value
 * exactly (the tolerance does not apply to them).
 * @throws {InvalidArgumentError} for a negative or NaN tolerance.
 */
export function simplify(track: Track, options: SimplifyOptions = {}): Track {
  const tolerance = options.tolerance ?? SIMPLIFY_DEFAULTS.tolerance;
  if (!(tolerance >= 0)) throw new InvalidArgumentError(`simplify: tolerance ${String(tolerance)} must be ≥ 0`);
  const { times, values, interpolation } = track;
  const count = times.length;
  if (count <= 2) return copy(track, [...Array(count).keys()]);
  const n = track.components;
  const step = isStepType(track.valueType);
  const quat = track.valueType === 'quat';
  const nlerp = quat && track.quatBlend === 'nlerp';
  const limit = step ? 0 : tolerance;
  const sampler = new TrackSampler(track);
  const original = new Float64Array(n);
  const candidate = new Float64Array(n);

  const error = (): number => {
    let e = 0;
    let flipped = 0;
    for (let c = 0; c < n; c++) {
      e = Math.max(e, Math.abs(candidate[c]! - original[c]!));
      flipped = Math.max(flipped, Math.abs(candidate[c]! + original[c]!));
    }
    return quat ? Math.min(e, flipped) : e;
  };

  // The candidate segment L → R (drawn with L's interpolation) at time t.
  const drawCandidate = (L: number, R: number, code: number, t: number): void => {
    if (code === 0 || step) {
      for (let c = 0; c < n; c++) candidate[c] = values[L * n + c]!;
      if (nlerp) normalizeQuatInto(candidate, 0);
      return;
    }
    const s = (t - times[L]!) / (times[R]! - times[L]!);
    if (quat && !nlerp) {
      slerpInto(candidate, 0, values, L * 4, values, R * 4, s);
      return;
    }
    for (let c = 0; c < n; c++) {
      const v0 = values[L * n + c]!;
      candidate[c] = v0 + (values[R * n + c]! - v0) * s;
    }
    if (nlerp) normalizeQuatInto(candidate, 0);
  };

  const within = (L: number, R: number): boolean => {
    const code = interpolation[L]!;
    const heldCandidate = code === 0 || step;
    const check = (t: number, segmentStartValue: number): boolean => {
      if (segmentStartValue >= 0) {
        for (let c = 0; c < n; c++) original[c] = values[segmentStartValue * n + c]!;
        if (nlerp) normalizeQuatInto(original, 0);
      } else {
        sampler.evaluate(t, original);
      }
      drawCandidate(L, R, code, t);
      return error() <= limit;
    };
    for (let j = L; j < R; j++) {
      const t0 = times[j]!;
      const t1 = times[j + 1]!;
      const segCode = step ? 0 : interpolation[j]!;
      if (j > L && !check(t0, j)) return false;
      // The original's left limit at t1: key j's value for a constant segment, key j + 1's otherwise.
      if ((segCode === 0 || heldCandidate) && !check(t1, segCode === 0 ? j : j + 1)) return false;
      if (segCode === 0) continue;
      const inner = segCode === 2 ? BEZIER_CHECKS : quat ? QUAT_CHECKS : 0;
      for (let q = 1; q <= inner; q++) {
        if (!check(t0 + ((t1 - t0) * q) / (inner + 1), -1)) return false;
      }
    }
    return true;
  };

  // Fast path for runs of linear segments of non-quaternion tracks: the slopes from key L that keep every
  // removed key within the tolerance form an interval per component (the intersection of one cone per
  // key), updated in O(1) per key — the same bound as the general check, without its O(span) cost.
  const cones = !quat && !step;
  const low = new Float64Array(n);
  const high = new Float64Array(n);
  /** Empties the cone for a new start key L; true when the run from L can use it. */
  const restartCone = (): boolean => {
    low.fill(-Infinity);
    high.fill(Infinity);
    return cones && interpolation[L] === 1;
  };
  const coneAccepts = (i: number): boolean => {
    const dt = times[i]! - times[L]!;
    const dr = times[i + 1]! - times[L]!;
    let ok = true;
    for (let c = 0; c < n; c++) {
      const vL = values[L * n + c]!;
      const v = values[i * n + c]!;
      low[c] = Math.max(low[c]!, (v - limit - vL) / dt);
      high[c] = Math.min(high[c]!, (v + limit - vL) / dt);
      const slope = (values[(i + 1) * n + c]! - vL) / dr;
      if (!(slope >= low[c]! && slope <= high[c]!)) ok = false;
    }
    return ok;
  };

  /** A key structurally removable from the run starting at L (the tolerance aside). */
  const free = (i: number): boolean => {
    const ti = times[i]!;
    const jump = ti === times[i - 1] || ti === times[i + 1];
    // A linear extrapolation may take its slope from the end segment: keep the keys that define it.
    const endSlopeKey = (i === 1 && track.preExtrapolation === 'linear') || (i === count - 2 && track.postExtrapolation === 'linear');
    return !jump && !endSlopeKey && (step || interpolation[L]! !== 2) && times[i + 1]! > times[L]!;
  };
  /**
   * The last key of the run from L, from key `from` on, that the general check removes: galloping then
   * bisecting over the run's end R (the segment L → R + 1 within the tolerance), O(log span) checks;
   * `from − 1` when key `from` cannot go. Every end it settles on was checked.
   */
  const lastRemovable = (from: number): number => {
    // the keys from `from` to `end` are free; `last` is the most the run may reach (free keys are found
    // as the gallop needs them: a short run costs little)
    let end = from;
    let last = Math.min(count - 2, L + MAX_SPAN);
    const reach = (to: number): number => {
      while (end < Math.min(to, last)) {
        if (free(end + 1)) end++;
        else last = end;
      }
      return end;
    };
    if (!within(L, from + 1)) return from - 1;
    let lo = from;
    let hi = -1;
    for (let stride = 1; hi < 0; stride *= 2) {
      const probe = reach(lo + stride);
      if (probe === lo) return lo;
      if (within(L, probe + 1)) lo = probe;
      else hi = probe;
    }
    // lo passed, hi failed, every key between them is free
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (within(L, mid + 1)) lo = mid;
      else hi = mid;
    }
    return lo;
  };

  const kept: number[] = [0];
  let L = 0;
  let linearRun = restartCone();
  /** The last key the general check found removable in the run from L (−1: not searched). */
  let removableTo = -1;
  for (let i = 1; i < count - 1; i++) {
    let removable = free(i);
    if (removable) {
      linearRun = linearRun && interpolation[i] === 1;
      if (linearRun) removable = coneAccepts(i);
      else {
        if (removableTo < 0) removableTo = lastRemovable(i);
        removable = i <= removableTo;
      }
    }
    if (!removable) {
      kept.push(i);
      L = i;
      linearRun = restartCone();
      removableTo = -1;
    }
  }
  kept.push(count - 1);
  return copy(track, kept);
}

function copy(track: Track, keep: readonly number[]): Track {
  const n = track.components;
  const gather = (src: Float64Array | Float32Array, width: number): Float64Array => {
    const out = new Float64Array(keep.length * width);
    keep.forEach((k, i) => {
      out.set(src.subarray(k * width, k * width + width), i * width);
    });
    return out;
  };
  const result: Track = {
    ...track,
    times: gather(track.times, 1),
    values: gather(track.values, n),
    interpolation: Uint8Array.from(keep, (k) => track.interpolation[k]!),
  };
  if (track.inHandles) result.inHandles = gather(track.inHandles, n * 2);
  if (track.outHandles) result.outHandles = gather(track.outHandles, n * 2);
  return result;
}

/**
 * Exact evaluation of a {@link Track} at any time, with a cached-interval cursor.
 *
 * Semantics (issue #3; as Autodesk animx, https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp, and Unity,
 * https://github.com/needle-mirror/com.unity.animation/blob/0.9.0-preview.6/Unity.Animation.Curves/AnimationCurveEvaluator.cs, evaluate curves):
 * - inside the keys, the segment used at time t starts at the **last key with time ≤ t**, so at a key's
 *   time the key's own value is returned (and at a jump — two keys at one time — the later key's), in
 *   every extrapolation mode: the first and the last key included (a `cycle` never wraps t = last to the
 *   first key), and however close the keys are (spans too short for a finite 1/span are drawn by
 *   division);
 * - `constant` holds the left key; `linear` interpolates (shortest-arc slerp for `quat` tracks with
 *   `quatBlend: 'slerp'`); `bezier` draws the cubic through the two keys and their handles (see
 *   `bezier.ts` for the time solve and the documented handle clamping); a `bezier` segment of a track
 *   without handle arrays is drawn as `linear`;
 * - `quat` tracks with `quatBlend: 'nlerp'` (MRTK) interpolate every component on its own and normalise
 *   the result (also at keys and outside the range); `bezier` segments of `slerp` quat tracks do the same
 *   (component-wise, then normalised, as glTF cubic splines);
 * - `bool`, `int` and `string` tracks always step (hold the left key);
 * - outside the keys the track's `preExtrapolation`/`postExtrapolation` apply: `constant` holds the end
 *   key; `linear` continues along the end tangent (see {@link endSlope}) — `quat`, `bool`, `int` and
 *   `string` tracks hold instead; `cycle`, `cycleOffset`, `oscillate` wrap the time as documented in
 *   `extrapolate.ts` (`cycleOffset` adds the first-to-last value change per cycle; for `quat`, `bool` and
 *   `string` tracks it behaves as `cycle`). At the repetition boundaries this is Maya's rule: at
 *   `last + k·range` the value the next repetition starts with (the first key's for `cycle`), at
 *   `first − k·range` the last key's (see `extrapolate.ts`). A track whose keys all share one time (or a single key) holds
 *   that value in every mode;
 * - a track without keys evaluates to 0 in every component (identity (0, 0, 0, 1) for `quat`), like
 *   Unity's empty curve; a NaN time gives NaN components.
 *
 * @module
 */
import type { Track } from '../types.js';
import { clampHandles, solveCubicTime } from './bezier.js';
import { wrapTime, type WrappedTime } from './extrapolate.js';
import { normalizeQuatInto, slerpInto, type NumberSink } from './quat.js';

export type { NumberSink } from './quat.js';

/**
 * The slope (value units per second) a `linear` extrapolation continues along, for component `c`:
 * - before the first key: the first key's in-handle when it has a non-zero Δtime; otherwise the first
 *   segment's start slope (its out-handle for a `bezier` segment with a non-zero Δtime, else the chord
 *   for `linear`/`bezier`, 0 for `constant`);
 * - after the last key: the last key's out-handle when it has a non-zero Δtime; otherwise the last
 *   segment's end slope (the last key's in-handle for a `bezier` segment, else the chord, 0 for
 *   `constant`).
 * 0 for a track with fewer than two keys when no handle applies.
 */
export function endSlope(track: Track, side: 'pre' | 'post', c: number): number {
  const { times, values, interpolation, inHandles, outHandles } = track;
  const n = track.components;
  const count = times.length;
  if (count === 0) return 0;
  const end = side === 'pre' ? 0 : count - 1;
  const own = side === 'pre' ? inHandles : outHandles;
  if (own !== undefined) {
    const dt = own[(end * n + c) * 2]!;
    if (dt !== 0) return own[(end * n + c) * 2 + 1]! / dt;
  }
  if (count < 2) return 0;
  const seg = side === 'pre' ? 0 : count - 2;
  const code = interpolation[seg]!;
  if (code === 0) return 0;
  if (code === 2) {
    const inner = side === 'pre' ? outHandles : inHandles;
    if (inner !== undefined) {
      const dt = inner[(end * n + c) * 2]!;
      if (dt !== 0) return inner[(end * n + c) * 2 + 1]! / dt;
    }
  }
  const span = times[seg + 1]! - times[seg]!;
  return span > 0 ? (values[(seg + 1) * n + c]! - values[seg * n + c]!) / span : 0;
}

/** Entries of the per-segment x(u) table that starts the Bézier time solve (u = 0, 1/8, …, 1). */
const TABLE_SIZE = 9;
const HOLD = 0;
const LERP = 1;
const CUBIC = 2;
const SLERP = 3;

/**
 * Evaluates one track at many times, remembering the last segment used and its coefficients: for
 * ascending (or slowly varying) times each evaluation is O(1) amortised; random times cost a binary
 * search, O(log n). The sampler reads the track's arrays when it enters a segment; after changing a
 * track's keys **in place**, call {@link TrackSampler.reset} (or make a new sampler).
 *
 * @example
 * ```ts
 * const sampler = new TrackSampler(track);
 * const out = new Float64Array(track.components);
 * for (let f = 0; f < 240; f++) sampler.evaluate(f / 24, out); // seconds
 * ```
 */
export class TrackSampler {
  readonly track: Track;
  private cursor = 0;
  private readonly wrapped: WrappedTime = { time: 0, cycles: 0 };
  // The cached segment [segStart, segEnd): how to draw it and its coefficients.
  private segStart = NaN;
  private segEnd = NaN;
  private segIndex = 0;
  private segInv = 0;
  private segMode = HOLD;
  private segNormalize = false;
  /** Per component: value coefficients (HOLD: v; LERP: v0, v1 − v0; CUBIC: power basis in u). */
  private readonly coef: Float64Array;
  /** Per component (CUBIC): x(u) = ((A·u + B)·u + C)·u; `timeLinear` marks x(u) = u. */
  private readonly timeCoef: Float64Array;
  private readonly timeLinear: Uint8Array;
  /** Per component (CUBIC, not time-linear): x(i/8) for i = 0…8, to start the time solve close to the root. */
  private readonly timeTable: Float64Array;

  /** The component count the sampler's buffers were sized for. */
  readonly components: number;

  constructor(track: Track) {
    this.track = track;
    this.components = track.components;
    this.coef = new Float64Array(track.components * 4);
    this.timeCoef = new Float64Array(track.components * 3);
    this.timeLinear = new Uint8Array(track.components);
    this.timeTable = new Float64Array(track.components * TABLE_SIZE);
  }

  /** Forgets the cached segment (call after editing the track's arrays in place). */
  reset(): void {
    this.segStart = NaN;
    this.segEnd = NaN;
    this.cursor = 0;
  }

  /**
   * The value at time `t` (seconds): `track.components` numbers (quaternions x, y, z, w; string tracks
   * give the index into `track.strings`), written to `out` at `offset` (default a new Float64Array).
   */
  evaluate(t: number): Float64Array;
  evaluate<T extends NumberSink>(t: number, out: T, offset?: number): T;
  evaluate(t: number, out: NumberSink = new Float64Array(this.track.components), offset = 0): NumberSink {
    if (t >= this.segStart && t < this.segEnd) {
      this.draw(t, out, offset);
      return out;
    }
    const track = this.track;
    const times = track.times;
    const count = times.length;
    if (count > 1) {
      const first = times[0]!;
      const last = times[count - 1]!;
      if (t >= first && t < last) {
        this.enter(this.find(t));
        this.draw(t, out, offset);
      } else if (t < first || t > last) {
        this.outside(t, t < first, first, last, out, offset);
      } else if (t === last) {
        this.key(count - 1, out, offset);
      } else {
        for (let c = 0; c < track.components; c++) out[offset + c] = NaN;
      }
      return out;
    }
    if (count === 1) {
      this.key(0, out, offset);
      return out;
    }
    for (let c = 0; c < track.components; c++) out[offset + c] = 0;
    if (track.valueType === 'quat') out[offset + 3] = 1;
    return out;
  }

  /**
   * Evaluates at every time in `times` (seconds; ascending is fastest) into `out`, packed as
   * `times.length × components` numbers (`out[i * components + c]`); identical to calling
   * {@link TrackSampler.evaluate} at each time, with a tighter loop for one-component tracks.
   */
  sampleInto(times: ArrayLike<number>, out: Float64Array = new Float64Array(times.length * this.track.components)): Float64Array {
    const n = this.track.components;
    const len = times.length;
    if (n !== 1) {
      for (let i = 0; i < len; i++) this.evaluate(times[i]!, out, i * n);
      return out;
    }
    const coef = this.coef;
    let i = 0;
    while (i < len) {
      this.evaluate(times[i]!, out, i);
      i++;
      const start = this.segStart;
      const end = this.segEnd;
      const inv = this.segInv;
      const c0 = coef[0]!;
      const c1 = coef[1]!;
      const c2 = coef[2]!;
      const c3 = coef[3]!;
      // A span below ~5.6e-309 s has no finite inverse: leave those times to evaluate().
      if (!(inv < Infinity)) continue;
      if (this.segMode === LERP) {
        for (; i < len; i++) {
          const t = times[i]!;
          if (!(t >= start && t < end)) break;
          out[i] = c0 + c1 * ((t - start) * inv);
        }
      } else if (this.segMode === CUBIC) {
        const linear = this.timeLinear[0] === 1;
        for (; i < len; i++) {
          const t = times[i]!;
          if (!(t >= start && t < end)) break;
          const s = (t - start) * inv;
          const u = linear ? s : this.solve(0, s);
          out[i] = c0 + u * (c1 + u * (c2 + u * c3));
        }
      } else if (this.segMode === HOLD) {
        for (; i < len; i++) {
          const t = times[i]!;
          if (!(t >= start && t < end)) break;
          out[i] = c0;
        }
      }
    }
    return out;
  }

  /** Index k of the segment holding t (times[k] ≤ t < times[k+1]); requires first ≤ t < last. */
  private find(t: number): number {
    const times = this.track.times;
    const count = times.length;
    const k = this.cursor;
    if (k < count - 1 && times[k]! <= t) {
      if (t < times[k + 1]!) return k;
      if (k + 2 < count && t < times[k + 2]!) {
        this.cursor = k + 1;
        return k + 1;
      }
    }
    let lo = 0;
    let hi = count - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (times[mid]! <= t) lo = mid;
      else hi = mid;
    }
    this.cursor = lo;
    return lo;
  }

  /** Copies key k's value (normalised for nlerp quaternion tracks). */
  private key(k: number, out: NumberSink, offset: number): void {
    const { values, components: n } = this.track;
    for (let c = 0; c < n; c++) out[offset + c] = values[k * n + c]!;
    if (this.track.valueType === 'quat' && this.track.quatBlend === 'nlerp') normalizeQuatInto(out, offset);
  }

  /** Caches segment k (times[k] < times[k+1]): mode and coefficients. */
  private enter(k: number): void {
    const track = this.track;
    const { times, values, components: n, inHandles, outHandles } = track;
    const code = track.interpolation[k]!;
    const type = track.valueType;
    const t0 = times[k]!;
    const t1 = times[k + 1]!;
    const span = t1 - t0;
    const coef = this.coef;
    const quat = type === 'quat';
    this.segStart = t0;
    this.segEnd = t1;
    this.segIndex = k;
    this.segInv = 1 / span;
    this.segNormalize = quat && (code === 2 || track.quatBlend === 'nlerp');
    if (code === 0 || type === 'bool' || type === 'int' || type === 'string') {
      this.segMode = HOLD;
      for (let c = 0; c < n; c++) coef[c * 4] = values[k * n + c]!;
    } else if (quat && code === 1 && track.quatBlend !== 'nlerp') {
      this.segMode = SLERP;
    } else if (code === 2 && inHandles !== undefined && outHandles !== undefined) {
      this.segMode = CUBIC;
      const ab = scratch;
      for (let c = 0; c < n; c++) {
        const i0 = k * n + c;
        const i1 = i0 + n;
        const scale = clampHandles(outHandles[i0 * 2]! / span, -inHandles[i1 * 2]! / span, ab);
        const a = ab[0]!;
        const b = ab[1]!;
        const y0 = values[i0]!;
        const y3 = values[i1]!;
        const y1 = y0 + outHandles[i0 * 2 + 1]! * scale;
        const y2 = y3 + inHandles[i1 * 2 + 1]! * scale;
        coef[c * 4] = y0;
        coef[c * 4 + 1] = 3 * (y1 - y0);
        coef[c * 4 + 2] = 3 * (y2 - 2 * y1 + y0);
        coef[c * 4 + 3] = y3 - y0 + 3 * (y1 - y2);
        const A = 3 * a + 3 * b - 2;
        const B = 3 - 3 * b - 6 * a;
        const C = 3 * a;
        this.timeCoef[c * 3] = A;
        this.timeCoef[c * 3 + 1] = B;
        this.timeCoef[c * 3 + 2] = C;
        const linear = Math.abs(a - 1 / 3) <= 1e-14 && Math.abs(b - 1 / 3) <= 1e-14;
        this.timeLinear[c] = linear ? 1 : 0;
        if (!linear) {
          for (let i = 0; i < TABLE_SIZE; i++) {
            const u = i / (TABLE_SIZE - 1);
            this.timeTable[c * TABLE_SIZE + i] = ((A * u + B) * u + C) * u;
          }
        }
      }
    } else {
      this.segMode = LERP;
      for (let c = 0; c < n; c++) {
        const v0 = values[k * n + c]!;
        coef[c * 4] = v0;
        coef[c * 4 + 1] = values[k * n + n + c]! - v0;
      }
    }
  }

  /** The parameter u of component c's cached Bézier at normalised time s, started from the table. */
  private solve(c: number, s: number): number {
    if (!(s > 0)) return 0;
    const table = this.timeTable;
    const base = c * TABLE_SIZE;
    const last = TABLE_SIZE - 2;
    let i = Math.min(last, Math.floor(s * (TABLE_SIZE - 1)));
    while (i > 0 && table[base + i]! > s) i--;
    while (i < last && table[base + i + 1]! <= s) i++;
    const x0 = table[base + i]!;
    const x1 = table[base + i + 1]!;
    const step = 1 / (TABLE_SIZE - 1);
    const start = x1 > x0 ? (i + (s - x0) / (x1 - x0)) * step : i * step;
    return solveCubicTime(this.timeCoef[c * 3]!, this.timeCoef[c * 3 + 1]!, this.timeCoef[c * 3 + 2]!, s, i * step, (i + 1) * step, start);
  }

  /** Draws the cached segment at t (segStart ≤ t < segEnd). */
  private draw(t: number, out: NumberSink, offset: number): void {
    const n = this.track.components;
    const coef = this.coef;
    let s = (t - this.segStart) * this.segInv;
    // 0 ≤ s < 1 unless the span is so small (subnormal) that its inverse overflowed.
    if (!(s < 1)) s = (t - this.segStart) / (this.segEnd - this.segStart);
    switch (this.segMode) {
      case HOLD:
        for (let c = 0; c < n; c++) out[offset + c] = coef[c * 4]!;
        break;
      case LERP:
        for (let c = 0; c < n; c++) out[offset + c] = coef[c * 4]! + coef[c * 4 + 1]! * s;
        break;
      case CUBIC:
        for (let c = 0; c < n; c++) {
          const u = this.timeLinear[c] === 1 ? s : this.solve(c, s);
          const i = c * 4;
          out[offset + c] = coef[i]! + u * (coef[i + 1]! + u * (coef[i + 2]! + u * coef[i + 3]!));
        }
        break;
      default: {
        const k = this.segIndex;
        slerpInto(out, offset, this.track.values, k * 4, this.track.values, k * 4 + 4, s);
        return;
      }
    }
    if (this.segNormalize) normalizeQuatInto(out, offset);
  }

  /** Evaluates the interior time t (first ≤ t < last). */
  private interior(t: number, out: NumberSink, offset: number): void {
    if (!(t >= this.segStart && t < this.segEnd)) this.enter(this.find(t));
    this.draw(t, out, offset);
  }

  /** Pre/post extrapolation; requires two or more keys and t outside [first, last]. */
  private outside(t: number, before: boolean, first: number, last: number, out: NumberSink, offset: number): void {
    const track = this.track;
    const mode = before ? track.preExtrapolation : track.postExtrapolation;
    const count = track.times.length;
    const end = before ? 0 : count - 1;
    const type = track.valueType;
    const additive = type !== 'quat' && type !== 'bool' && type !== 'string';
    if (mode === 'constant' || !(last > first) || (mode === 'linear' && (!additive || type === 'int'))) {
      this.key(end, out, offset);
      return;
    }
    const n = track.components;
    const values = track.values;
    if (mode === 'linear') {
      const dt = t - (before ? first : last);
      for (let c = 0; c < n; c++) {
        const slope = endSlope(track, before ? 'pre' : 'post', c);
        out[offset + c] = slope === 0 ? values[end * n + c]! : values[end * n + c]! + slope * dt;
      }
      return;
    }
    const w = wrapTime(t, first, last, mode, this.wrapped);
    if (w.time >= last) this.key(count - 1, out, offset);
    else this.interior(w.time, out, offset);
    if (w.cycles !== 0 && additive) {
      for (let c = 0; c < n; c++) out[offset + c] = out[offset + c]! + w.cycles * (values[(count - 1) * n + c]! - values[c]!);
    }
  }
}

const scratch = new Float64Array(2);

/**
 * The value of `track` at time `t` (seconds): `track.components` numbers in the track's unit
 * (quaternions x, y, z, w; `bool` 0/1; `string` tracks the index into `track.strings`). Semantics in
 * the module description. One call costs a binary search (O(log n)); to evaluate many times use
 * {@link sample} or a {@link TrackSampler}, which give identical results.
 *
 * @param out - where to write (default a new Float64Array of `track.components`).
 */
export function evaluate(track: Track, t: number): Float64Array;
export function evaluate<T extends NumberSink>(track: Track, t: number, out: T, offset?: number): T;
export function evaluate(track: Track, t: number, out?: NumberSink, offset = 0): NumberSink {
  // Reuse one sampler's buffers per track, but forget its cached segment: every call starts afresh, so
  // edits to the track in place are always seen.
  let sampler = samplers.get(track);
  if (sampler?.components === track.components) {
    sampler.reset();
  } else {
    sampler = new TrackSampler(track);
    samplers.set(track, sampler);
  }
  return out === undefined ? sampler.evaluate(t) : sampler.evaluate(t, out, offset);
}

const samplers = new WeakMap<Track, TrackSampler>();

/**
 * Evaluates `track` at every time in `times` (seconds, any order; ascending is fastest) and returns the
 * values packed as `times.length × track.components` numbers: `result[i * components + c]`. Identical to
 * calling {@link evaluate} at each time.
 */
export function sample(track: Track, times: ArrayLike<number>, out?: Float64Array): Float64Array {
  return new TrackSampler(track).sampleInto(times, out);
}

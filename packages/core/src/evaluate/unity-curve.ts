/**
 * Unity `AnimationCurve.Evaluate` semantics (one implementation shared by `@anim/mrtk` and
 * `@anim/unity`), implemented from the reference implementations
 * (https://github.com/needle-mirror/com.unity.animation/blob/0.9.0-preview.6/Unity.Animation.Curves/AnimationCurveEvaluator.cs and others), which restate Unity's DOTS
 * animation package (`Unity.Animation.Curves/AnimationCurveEvaluator.cs`, `AnimationCurve.cs`,
 * `CurveConversion.cs`) and a Unity-derived native implementation for wrap modes:
 *
 * - **Key search**: the segment starts at the last key whose time ≤ t; evaluating exactly at a key
 *   returns that key's value. 0 keys → 0; 1 key → its value everywhere.
 * - **Stepped**: an infinite (±∞) out-tangent on the left key or in-tangent on the right key holds
 *   the left key's value over the whole segment (Unity's "Constant" tangent).
 * - **Weights**: a key's inWeight counts only with the In bit of its weightedMode (In, Both), its
 *   outWeight only with the Out bit (Out, Both); otherwise the weight is the default 1/3.
 * - **Hermite**: when both inner weights equal 1/3 (as float32) the segment is the cubic Hermite
 *   spline with slopes scaled by the segment duration.
 * - **Weighted Bézier**: otherwise the segment is a cubic Bézier in (time, value) with time
 *   control points 0, w1, 1 − w2, 1 (normalised); `x(u) = s` is solved analytically as Unity does
 *   (Cardano / trigonometric form, first root in [0, 1] in Unity's order, fall-backs for noise), then
 *   the value Bézier is evaluated at `u`. Weights are not clamped. Weights 0/0 give exactly linear
 *   segments (MRTK's (time, value) keys); outWeight 1e6 with inWeight 0 holds the left value (MRTK's
 *   boolean keys).
 * - **Wrap modes** (https://docs.unity3d.com/ScriptReference/WrapMode.html): before the first key the pre-wrap mode applies, after the last key the
 *   post-wrap mode: Loop (2) repeats, PingPong (4) goes back and forth, every other value (Default 0,
 *   Once 1, ClampForever 8, anything else) holds the end value. A zero-length key range holds the end
 *   values (Unity divides by zero there).
 *
 * Unity computes in float32; this module computes in float64 from the float32 inputs, so results agree
 * with Unity's to float32 rounding.
 *
 * @module
 */
import { upperBound } from '../search.js';

/**
 * The key arrays and wrap modes of one Unity `AnimationCurve`, as Unity evaluates them (times in seconds,
 * slopes in value per second, raw Unity `WrapMode` and `WeightedMode` numbers). Without `tangents` the
 * keys are (time, value) keys such as MRTK stores: tangents 0, weightedMode Both and weights 0 (linear
 * segments), or outWeight 1e6 when evaluated as {@link UnityTimeValueKeys} `held`.
 */
export interface UnityCurveData {
  readonly preWrapMode: number;
  readonly postWrapMode: number;
  readonly time: ArrayLike<number>;
  readonly value: ArrayLike<number>;
  readonly tangents?:
    | {
        readonly inTangent: ArrayLike<number>;
        readonly outTangent: ArrayLike<number>;
        readonly inWeight: ArrayLike<number>;
        readonly outWeight: ArrayLike<number>;
        readonly weightedMode: ArrayLike<number>;
      }
    | undefined;
}

/** The inner tangents and effective weights of the segment from key `i` to key `j`. */
export interface UnitySegmentShape {
  /** Out-tangent of key `i`, value per second. */
  outTangent: number;
  /** In-tangent of key `j`, value per second. */
  inTangent: number;
  /** Effective out-weight of key `i` (its outWeight with the Out bit, else 1/3). */
  w1: number;
  /** Effective in-weight of key `j` (its inWeight with the In bit, else 1/3). */
  w2: number;
}

/** Unity's default tangent weight, 1/3, as the float32 Unity compares against. */
export const UNITY_DEFAULT_WEIGHT = Math.fround(1 / 3);

const LOOP = 2;
const PING_PONG = 4;

/** Unity `Mathf.Repeat(t, length)`: `t` wrapped into [0, length]. */
export function repeat(t: number, length: number): number {
  const r = t - Math.floor(t / length) * length;
  return r < 0 ? 0 : r > length ? length : r;
}

/** Unity `Mathf.PingPong(t, length)`: `t` bounced back and forth over [0, length]. */
export function pingPong(t: number, length: number): number {
  const r = repeat(t, length * 2);
  return length - Math.abs(r - length);
}

/** The weight of the left key's out side: its outWeight with the Out bit (2) set, else 1/3. */
function effectiveOutWeight(outWeight: number, weightedMode: number): number {
  return (weightedMode & 2) !== 0 ? outWeight : UNITY_DEFAULT_WEIGHT;
}

/** The weight of the right key's in side: its inWeight with the In bit (1) set, else 1/3. */
function effectiveInWeight(inWeight: number, weightedMode: number): number {
  return (weightedMode & 1) !== 0 ? inWeight : UNITY_DEFAULT_WEIGHT;
}

/**
 * Cubic Hermite on a normalised segment (Unity's unrolled form).
 * @param s position in the segment, 0..1; `m0`, `m1` slopes already multiplied by the segment duration.
 */
function hermite(s: number, p0: number, m0: number, m1: number, p1: number): number {
  const a = 2 * p0 + m0 - 2 * p1 + m1;
  const b = -3 * p0 - 2 * m0 + 3 * p1 - m1;
  return s * (s * (a * s + b) + m0) + p0;
}

/** Cubic Bernstein polynomial of control values `p0..p3` at `u`. */
function bernstein(u: number, p0: number, p1: number, p2: number, p3: number): number {
  const v = 1 - u;
  return v * v * v * p0 + 3 * u * v * v * p1 + 3 * u * u * v * p2 + u * u * u * p3;
}

function cbrt(x: number): number {
  // Unity: exp(log(x) / 3), sign-symmetric.
  return x < 0 ? -Math.exp(Math.log(-x) / 3) : Math.exp(Math.log(x) / 3);
}

/**
 * Solves `x(u) = s` for the Bézier parameter `u` of a weighted segment whose normalised time control
 * points are 0, `w1`, `x2`, 1 (`x2` = 1 − inWeight of the right key), as Unity does (`BezierExtractU` in
 * https://github.com/needle-mirror/com.unity.animation/blob/0.9.0-preview.6/Unity.Animation.Curves/AnimationCurveEvaluator.cs):
 * cubic formula when |a| > 1e-3, else quadratic when |b| > 1e-3, else linear when |c| > 1e-3, else 0;
 * the first root in [0, 1], or 0 / 1 (by `s` < 0.5) when noise pushed every root out.
 */
export function solveBezierTime(s: number, w1: number, x2: number): number {
  const a = 3 * w1 - 3 * x2 + 1;
  const b = -6 * w1 + 3 * x2;
  const c = 3 * w1;
  const d = -s;
  const inRange = (u: number): boolean => u >= 0 && u <= 1;
  const fallback = s < 0.5 ? 0 : 1;
  if (Math.abs(a) > 1e-3) {
    const p = -b / (3 * a);
    const p2 = p * p;
    const q = p2 * p + (b * c - 3 * a * d) / (6 * a * a);
    const q2 = q * q;
    const rmp2 = c / (3 * a) - p2;
    const disc = q2 + rmp2 * rmp2 * rmp2;
    if (disc < 0) {
      // Three real roots: trigonometric form.
      const r3 = cbrt(Math.sqrt(-disc + q2));
      const phi3 = Math.atan2(Math.sqrt(-disc), q) / 3;
      const third = (2 * Math.PI) / 3;
      const u1 = 2 * r3 * Math.cos(phi3) + p;
      if (inRange(u1)) return u1;
      const u2 = 2 * r3 * Math.cos(phi3 + third) + p;
      if (inRange(u2)) return u2;
      const u3 = 2 * r3 * Math.cos(phi3 - third) + p;
      if (inRange(u3)) return u3;
      return fallback;
    }
    const sq = Math.sqrt(disc);
    const u = cbrt(q + sq) + cbrt(q - sq) + p;
    return inRange(u) ? u : fallback;
  }
  if (Math.abs(b) > 1e-3) {
    const sq = Math.sqrt(c * c - 4 * b * d);
    const u1 = (-c - sq) / (2 * b);
    if (inRange(u1)) return u1;
    const u2 = (-c + sq) / (2 * b);
    if (inRange(u2)) return u2;
    return fallback;
  }
  if (Math.abs(c) > 1e-3) return -d / c;
  return 0;
}

/**
 * How (time, value) keys (a {@link UnityCurveData} without `tangents`) are completed: `linear` (tangents
 * 0, weights 0, weightedMode Both: straight segments) or `held` (outWeight 1e6: each key's value is held
 * until the next key, MRTK's boolean curves).
 */
export type UnityTimeValueKeys = 'linear' | 'held';

/** The reconstructed key's outWeight: 0 for `linear`, 1e6 (float32) for `held`. */
function timeValueOutWeight(keys: UnityTimeValueKeys): number {
  return keys === 'held' ? HELD_OUT_WEIGHT_F32 : 0;
}

const HELD_OUT_WEIGHT_F32 = Math.fround(1e6);

/**
 * Tangents (value per second) and effective weights of the segment from key `i` to key `j` of `c`.
 * @param keys how (time, value) keys are completed when `c` has no tangents.
 */
export function unitySegmentShape(c: UnityCurveData, i: number, j: number, keys: UnityTimeValueKeys = 'linear'): UnitySegmentShape {
  const tg = c.tangents;
  if (tg === undefined) return { outTangent: 0, inTangent: 0, w1: timeValueOutWeight(keys), w2: 0 };
  return {
    outTangent: tg.outTangent[i]!,
    inTangent: tg.inTangent[j]!,
    w1: effectiveOutWeight(tg.outWeight[i]!, tg.weightedMode[i]!),
    w2: effectiveInWeight(tg.inWeight[j]!, tg.weightedMode[j]!),
  };
}

/**
 * Value of the segment from key `i` to key `j` (`j` = `i` + 1, or `i` itself at the end) at time `t`
 * (seconds), without wrapping: stepped, Hermite or weighted Bézier as Unity decides.
 */
export function evaluateSegment(c: UnityCurveData, i: number, j: number, t: number, keys: UnityTimeValueKeys = 'linear'): number {
  const v0 = c.value[i]!;
  const { outTangent, inTangent, w1, w2 } = unitySegmentShape(c, i, j, keys);
  if (outTangent === Infinity || outTangent === -Infinity) return v0;
  if (inTangent === Infinity || inTangent === -Infinity) return v0;
  const t0 = c.time[i]!;
  const dx = c.time[j]! - t0;
  const v1 = c.value[j]!;
  if (w1 === UNITY_DEFAULT_WEIGHT && w2 === UNITY_DEFAULT_WEIGHT) {
    if (dx === 0) return hermite(0, v0, 0, 0, v1);
    return hermite((t - t0) / dx, v0, outTangent * dx, inTangent * dx, v1);
  }
  if (dx === 0) return v0;
  const u = solveBezierTime((t - t0) / dx, w1, 1 - w2);
  return bernstein(u, v0, v0 + w1 * outTangent * dx, v1 - w2 * inTangent * dx, v1);
}

/**
 * Unity `AnimationCurve.Evaluate(time)`: the curve's value at `seconds`, wrap modes included (https://github.com/needle-mirror/com.unity.animation/blob/0.9.0-preview.6/Unity.Animation.Curves/AnimationCurveEvaluator.cs;
 * wrap modes: https://docs.unity3d.com/ScriptReference/WrapMode.html). Used by `@anim/mrtk` (MRTK recordings) and `@anim/unity` (`.anim` clips).
 * @param keys how (time, value) keys without {@link UnityCurveData.tangents} are completed: `linear`
 *   (default) or `held` (hold until the next key).
 * @returns 0 for a curve without keys; NaN for a NaN time. Never throws.
 */
export function evaluateUnityCurve(c: UnityCurveData, seconds: number, keys: UnityTimeValueKeys = 'linear'): number {
  const n = c.time.length;
  if (n === 0) return 0;
  if (n === 1) return c.value[0]!;
  const t = seconds;
  if (Number.isNaN(t)) return Number.NaN;
  const first = c.time[0]!;
  const last = c.time[n - 1]!;
  const length = last - first;
  let time = t;
  if (t < first) {
    if (c.preWrapMode === LOOP && length > 0) time = first + repeat(t - first, length);
    else if (c.preWrapMode === PING_PONG && length > 0) time = first + pingPong(t - first, length);
    else return c.value[0]!;
  } else if (t > last) {
    if (c.postWrapMode === LOOP && length > 0) time = first + repeat(t - first, length);
    else if (c.postWrapMode === PING_PONG && length > 0) time = first + pingPong(t - first, length);
    else return c.value[n - 1]!;
  }
  // The last key at or before `time` (equal times: the last of them).
  const i = Math.max(0, upperBound(c.time, time) - 1);
  return evaluateSegment(c, i, Math.min(i + 1, n - 1), time, keys);
}

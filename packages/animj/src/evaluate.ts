/**
 * Evaluation of AnimJ/AnimX tracks at a time in seconds, per Resonite's track types (wiki "AnimJ",
 * "Type:TrackType": https://wiki.resonite.com/AnimJ, https://wiki.resonite.com/Type:TrackType). Resonite's source is not public, so these are documented
 * assumptions:
 *
 * - only floating-point types interpolate (`float*`, `double*`, `floatQ`, `doubleQ`, float/double
 *   matrices, `color`); booleans, integers (also `color32`) and strings always hold the left keyframe,
 *   which keeps 64-bit integers exact;
 * - `Raw`: sample `k` is at `k × interval`; between samples linear interpolation; before the first /
 *   after the last sample the end value; without a positive interval, the first sample;
 * - `Discrete`: the value of the last keyframe whose time is ≤ t (the first before it);
 * - `Curve`: the segment from keyframe `k` to `k + 1` (last keyframe with time ≤ t) is drawn by
 *   keyframe `k`'s interpolation: `Hold` = value of `k`; `Linear` = lerp; `Tangent` = cubic Hermite
 *   with `rightTangent` of `k` and `leftTangent` of `k + 1` as slopes in value units **per second**
 *   (as Unity/FBX curve tangents, which Resonite imports); `CubicBezier` = Bernstein cubic with
 *   P0 = value of `k`, P1 = its `rightTangent`, P2 = `leftTangent` of `k + 1`, P3 = value of `k + 1`, on
 *   uniform time (u = (t − t_k) / (t_{k+1} − t_k)); a missing tangent counts as 0; outside the keys
 *   the end values;
 * - `Bezier` tracks evaluate like `Curve` with `Tangent` keyframes as `CubicBezier`;
 * - `floatQ`/`doubleQ`: `Linear` is shortest-arc slerp; `Tangent`/`CubicBezier` are component-wise,
 *   then normalised; colours interpolate component-wise (no colour-space conversion).
 *
 * @module
 */
import { InvalidArgumentError, normalizeQuatInto, slerpInto } from '@anim/core';
import { upperBound } from '@anim/core/io';
import { ANIMJ_FORMAT_ID } from './constants.js';
import type { AnimjTrack, AnimjValue, AnimjValueArray } from './types.js';
import { animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';

function infoOf(track: AnimjTrack): AnimjValueTypeInfo {
  const info = animjValueTypeInfo(track.valueType);
  if (info === undefined) throw new InvalidArgumentError(`${ANIMJ_FORMAT_ID}: unknown value type ${JSON.stringify(track.valueType)}`);
  return info;
}

/** Index of the last key time ≤ `seconds`, or −1 when it is before the first (or NaN). */
function segmentIndex(times: Float32Array, seconds: number): number {
  return upperBound(times, seconds) - 1;
}

/**
 * The value of keyframe `k` (or of a tangent array laid out like `values`) as plain data: see
 * {@link AnimjValue}. `long`/`ulong` components stay `bigint`.
 * @throws {InvalidArgumentError} for an unknown value type.
 */
export function animjKeyframeValue(track: AnimjTrack, k: number, array: AnimjValueArray = track.values): AnimjValue {
  const info = infoOf(track);
  const at = k * info.components;
  const get = (i: number): number | bigint | boolean => {
    const v = array[at + i] ?? 0;
    return info.storage === 'bool' ? v !== 0 : (v as number | bigint);
  };
  if (info.storage === 'string') return (array as (string | null)[])[at] ?? null;
  if (info.shape === 'scalar') return get(0);
  if (info.shape === 'matrix') {
    const rows: number[][] = [];
    for (let r = 0; r < info.rows; r++) {
      const row: number[] = [];
      for (let c = 0; c < info.rows; c++) row.push(Number(array[at + r * info.rows + c] ?? 0));
      rows.push(row);
    }
    return rows;
  }
  const out: Record<string, number | bigint | boolean> = {};
  info.componentNames.forEach((name, i) => {
    out[name] = get(i);
  });
  return out;
}

/**
 * Evaluates a floating-point track at `seconds` into `out` (one double per component).
 * For other value types the held keyframe's components are converted with `Number()` (use
 * {@link evaluateAnimjTrack} to keep 64-bit integers and strings exact).
 * @param out - at least `components` long; default a new `Float64Array`.
 * @returns `out`. An empty track gives zeros.
 * @throws {InvalidArgumentError} for an unknown value type or a string track.
 */
export function evaluateAnimjComponents(track: AnimjTrack, seconds: number, out?: Float64Array): Float64Array {
  const info = infoOf(track);
  if (info.storage === 'string') throw new InvalidArgumentError(`${ANIMJ_FORMAT_ID}: string tracks have no numeric components; use evaluateAnimjTrack`);
  const c = info.components;
  const result = out ?? new Float64Array(c);
  const values = track.values as ArrayLike<number | bigint>;
  const n = Math.floor(values.length / c);
  const copy = (k: number): Float64Array => {
    for (let i = 0; i < c; i++) result[i] = Number(values[k * c + i] ?? 0);
    return result;
  };
  if (n === 0) return result.fill(0, 0, c);
  const lerp = (k: number, s: number): Float64Array => {
    const a = values as Float64Array;
    if (info.quaternion) {
      slerpInto(result, 0, a, k * c, a, (k + 1) * c, s);
      return result;
    }
    for (let i = 0; i < c; i++) {
      const v0 = a[k * c + i]!;
      result[i] = v0 + (a[(k + 1) * c + i]! - v0) * s;
    }
    return result;
  };
  if (track.trackType === 'Raw') {
    const interval = track.interval ?? 0;
    if (!(interval > 0) || n === 1) return copy(0);
    const pos = seconds / interval;
    if (!(pos > 0)) return copy(0);
    if (pos >= n - 1) return copy(n - 1);
    const k = Math.floor(pos);
    return info.float ? lerp(k, pos - k) : copy(k);
  }
  const times = track.times;
  const k = segmentIndex(times, seconds);
  if (k < 0) return copy(0);
  if (track.trackType === 'Discrete' || k >= n - 1 || !info.float) return copy(k);
  let code = track.interpolations[k] ?? 0;
  if (track.trackType === 'Bezier' && code === 2) code = 3;
  if (code === 0) return copy(k);
  const t0 = times[k]!;
  const dt = times[k + 1]! - t0;
  const s = dt > 0 ? (seconds - t0) / dt : 0;
  if (code === 1) return lerp(k, s);
  const a = values as Float64Array;
  const right = track.rightTangents as Float64Array | undefined;
  const left = track.leftTangents as Float64Array | undefined;
  const presence = track.tangentPresence;
  const hasRight = right !== undefined && (presence === undefined || ((presence[k] ?? 0) & 2) !== 0);
  const hasLeft = left !== undefined && (presence === undefined || ((presence[k + 1] ?? 0) & 1) !== 0);
  const s2 = s * s;
  const s3 = s2 * s;
  for (let i = 0; i < c; i++) {
    const p0 = a[k * c + i]!;
    const p3 = a[(k + 1) * c + i]!;
    const r = hasRight ? right[k * c + i]! : 0;
    const l = hasLeft ? left[(k + 1) * c + i]! : 0;
    if (code === 2) {
      result[i] = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * r * dt + (-2 * s3 + 3 * s2) * p3 + (s3 - s2) * l * dt;
    } else {
      const u = 1 - s;
      result[i] = u * u * u * p0 + 3 * u * u * s * r + 3 * u * s2 * l + s3 * p3;
    }
  }
  if (info.quaternion) normalizeQuatInto(result, 0);
  return result;
}

/**
 * Evaluates a track at `seconds` as plain data ({@link AnimjValue}, the shape AnimJ writes):
 * interpolated for floating-point types, the held keyframe's exact value otherwise. An empty track
 * gives the type's zero (`false`, `0`, `0n`, `null` for strings).
 * @throws {InvalidArgumentError} for an unknown value type.
 */
export function evaluateAnimjTrack(track: AnimjTrack, seconds: number): AnimjValue {
  const info = infoOf(track);
  const c = info.components;
  const n = Math.floor(track.values.length / c);
  if (!info.float) {
    if (n === 0) return info.storage === 'string' ? null : animjKeyframeValue(track, 0, emptyOf(info));
    let k: number;
    if (track.trackType === 'Raw') {
      const interval = track.interval ?? 0;
      const pos = interval > 0 ? seconds / interval : 0;
      k = pos > 0 ? Math.min(n - 1, Math.floor(pos)) : 0;
    } else {
      k = Math.max(0, Math.min(n - 1, segmentIndex(track.times, seconds)));
    }
    return animjKeyframeValue(track, k);
  }
  const comps = evaluateAnimjComponents(track, seconds);
  const storage = info.storage === 'f32' ? Float32Array.from(comps) : comps;
  return animjKeyframeValue({ ...track, values: storage }, 0, storage);
}

function emptyOf(info: AnimjValueTypeInfo): AnimjValueArray {
  switch (info.storage) {
    case 'u64':
      return new BigUint64Array(info.components);
    case 'i64':
      return new BigInt64Array(info.components);
    default:
      return new Float64Array(info.components);
  }
}

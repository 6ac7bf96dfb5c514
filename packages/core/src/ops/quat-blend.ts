/**
 * Quaternion tracks between the two ways formats blend linear segments (see {@link QuatBlend}):
 * `slerp` (glTF, Resonite, Prime) and component-wise interpolation, normalised (`nlerp`: MRTK, and
 * Unity's per-component curves). {@link hemisphereContinuous} makes a slerp track's keys safe for a
 * component-wise target; {@link quatBlendDeviation} measures how far the other blend draws a track.
 *
 * @module
 */
import { TrackSampler } from '../evaluate/sampler.js';
import { eulerToQuat, type RotationOrder } from '../rotation.js';
import { InterpolationCode, type QuatBlend, type Track } from '../types.js';
import type { EulerTracks } from './euler-tracks.js';

/** Points at which each linear segment is compared by {@link quatBlendDeviation} (ends excluded). */
const POINTS_PER_SEGMENT = 32;

/**
 * The track with consecutive keys of its linear (and constant) segments in one hemisphere: where key
 * `k + 1` has a negative dot product with key `k`, it and every later key (values and Bézier handles)
 * are negated. q and −q are the same rotation, slerp takes the shortest arc whatever the signs, a held
 * value is the same rotation, and a Bézier segment with all its control points negated draws the
 * negated (so the same) rotation: the track's motion is unchanged, but a target interpolating the
 * components on their own (Unity's curves, MRTK) no longer turns the long way (a near-360° spin)
 * between two keys in opposite hemispheres. Keys across a Bézier segment are left as they are (negating
 * one end would change its curve).
 *
 * @param track - any track; only `quat` tracks blended with `slerp` (the default) are changed.
 * @returns the same track object when nothing had to change, else a copy with new value and handle arrays.
 */
export function hemisphereContinuous(track: Track): Track {
  if (track.valueType !== 'quat' || track.components !== 4 || track.quatBlend === 'nlerp') return track;
  const count = track.times.length;
  const v = track.values;
  const handles = track.inHandles !== undefined && track.outHandles !== undefined;
  // signs[k]: the sign key k is written with (every key after a flip flips with it), in one pass
  let signs: Int8Array | undefined;
  let sign = 1;
  for (let k = 0; k + 1 < count; k++) {
    if (signs !== undefined) signs[k] = sign;
    if (track.interpolation[k] === InterpolationCode.bezier && handles) continue;
    let dot = 0;
    for (let c = 0; c < 4; c++) dot += v[k * 4 + c]! * v[(k + 1) * 4 + c]!;
    // key k + 1 as written must lie in the hemisphere of key k as written
    if (dot < 0) {
      signs ??= new Int8Array(count).fill(1);
      sign = -sign;
    }
  }
  if (signs === undefined) return track;
  signs[count - 1] = sign;
  const values = Float64Array.from(v);
  const flip = (h: Float64Array | undefined): Float64Array | undefined => {
    if (h === undefined) return undefined;
    const out = Float64Array.from(h);
    for (let k = 0; k < count; k++) if (signs[k] === -1) for (let i = k * 8 + 1; i < (k + 1) * 8; i += 2) out[i] = -out[i]!;
    return out;
  };
  for (let k = 0; k < count; k++) if (signs[k] === -1) for (let c = 0; c < 4; c++) values[k * 4 + c] = -values[k * 4 + c]!;
  return { ...track, values, inHandles: flip(track.inHandles), outHandles: flip(track.outHandles) };
}

/**
 * The largest angle (radians) between the rotation the track draws and the one the same keys draw on
 * its linear segments with `blend` (slerp of the normalised keys, or component-wise interpolation
 * normalised), sampled at 32 points inside each linear segment of two different keys. 0 when the track
 * is not a quaternion track, already blends that way, or has no linear segment. Keys are compared as
 * the target would hold them: normalised, in the signs they have.
 *
 * The difference grows with the angle between two keys (nlerp runs ahead of slerp near the ends and
 * behind in the middle); non-unit keys (MRTK recordings) differ more, as nlerp weighs the longer key
 * more. A segment's ends are not compared (both blends give the keys there).
 */
export function quatBlendDeviation(track: Track, blend: QuatBlend): number {
  if (track.valueType !== 'quat' || track.components !== 4) return 0;
  const from = track.quatBlend ?? 'slerp';
  if (from === blend) return 0;
  const count = track.times.length;
  const other: Track = { ...track, values: normalisedKeys(track.values), quatBlend: blend, preExtrapolation: 'constant', postExtrapolation: 'constant' };
  const a = new TrackSampler({ ...track, preExtrapolation: 'constant', postExtrapolation: 'constant' });
  const b = new TrackSampler(other);
  const qa = new Float64Array(4);
  const qb = new Float64Array(4);
  let worst = 0;
  for (let k = 0; k + 1 < count; k++) {
    if (track.interpolation[k] !== InterpolationCode.linear) continue;
    const t0 = track.times[k]!;
    const t1 = track.times[k + 1]!;
    if (!(t1 > t0)) continue;
    for (let j = 1; j <= POINTS_PER_SEGMENT; j++) {
      const t = t0 + ((t1 - t0) * j) / (POINTS_PER_SEGMENT + 1);
      a.evaluate(t, qa);
      b.evaluate(t, qb);
      worst = Math.max(worst, angleBetween(qa, qb));
    }
  }
  return worst;
}

/** The values with every 4-component key scaled to unit length (a zero key is left as it is). */
function normalisedKeys(values: ArrayLike<number>): Float64Array {
  const out = Float64Array.from(values);
  for (let i = 0; i + 3 < out.length; i += 4) {
    const len = Math.hypot(out[i]!, out[i + 1]!, out[i + 2]!, out[i + 3]!);
    if (len > 0) for (let c = 0; c < 4; c++) out[i + c] = out[i + c]! / len;
  }
  return out;
}

/** The rotation angle (radians) between two quaternions, whatever their lengths and signs. */
function angleBetween(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let la = 0;
  let lb = 0;
  for (let c = 0; c < 4; c++) {
    dot += a[c]! * b[c]!;
    la += a[c]! * a[c]!;
    lb += b[c]! * b[c]!;
  }
  const cos = Math.min(1, Math.abs(dot) / Math.sqrt(la * lb));
  // 2·acos loses precision near 1: use the sine of the half-angle difference instead
  const sin = Math.sqrt(Math.max(0, 1 - cos * cos));
  return 2 * Math.atan2(sin, cos);
}

/**
 * The largest angle (radians) between the rotation a quaternion track draws and the one three Euler
 * angle tracks draw (`unit` degrees or radians, applied in `order`), sampled at 32 points inside each
 * interval between consecutive key times of any of the four tracks (ends excluded: conversions between
 * the two are exact at the keys). What a conversion between the two representations changes between keys.
 */
export function eulerQuatDeviation(quatTrack: Track, euler: EulerTracks, order: RotationOrder, unit: 'deg' | 'rad'): number {
  const keyTimes = new Set<number>();
  for (const t of [quatTrack, euler.x, euler.y, euler.z]) for (const time of t.times) keyTimes.add(time);
  const times = [...keyTimes].sort((a, b) => a - b);
  const q = new TrackSampler(quatTrack);
  const samplers = [new TrackSampler(euler.x), new TrackSampler(euler.y), new TrackSampler(euler.z)];
  const scale = unit === 'deg' ? Math.PI / 180 : 1;
  const qa = new Float64Array(4);
  const qb = new Float64Array(4);
  const angles = new Float64Array(3);
  const one = new Float64Array(1);
  let worst = 0;
  for (let k = 0; k + 1 < times.length; k++) {
    const t0 = times[k]!;
    const t1 = times[k + 1]!;
    for (let j = 1; j <= POINTS_PER_SEGMENT; j++) {
      const t = t0 + ((t1 - t0) * j) / (POINTS_PER_SEGMENT + 1);
      q.evaluate(t, qa);
      samplers.forEach((s, c) => {
        s.evaluate(t, one);
        angles[c] = one[0]! * scale;
      });
      eulerToQuat(angles, order, qb);
      worst = Math.max(worst, angleBetween(qa, qb));
    }
  }
  return worst;
}

/**
 * Quaternion keys as glTF wants them (§3.11: rotations are unit quaternions): normalised and, for
 * STEP/LINEAR samplers, kept on one hemisphere per channel (q and −q are the same rotation).
 *
 * @module
 */
import type { Track, WarningSink } from '@anim/core';

/**
 * |1 − |q|²| below which a key counts as unit length: for float64 keys far below float32's resolution
 * (2⁻²⁴); for float32 keys (a glTF accessor's, read without a copy) the rounding of four float32
 * components, so that a quaternion already unit in float32 is written as it is.
 */
const UNIT_TOLERANCE = 2 ** -40;
const UNIT_TOLERANCE_FLOAT32 = 2 ** -21;

/** The quaternion track with unit keys (handles scaled alike) and, for non-Bézier tracks, on one hemisphere. */
export function unitQuats(track: Track, sink: WarningSink): Track {
  if (unitAndAligned(track)) return track;
  const values = new Float64Array(track.values.length);
  const inHandles = track.inHandles?.slice();
  const outHandles = track.outHandles?.slice();
  normaliseInto(track, values, inHandles, outHandles, sink);
  return { ...track, values, inHandles, outHandles };
}

/**
 * The values {@link unitQuats} gives, rounded to float32, written straight into a float32 array (one
 * pass, no float64 copy): for tracks whose keys go into the sampler as they are (STEP, LINEAR).
 */
export function unitQuatsFloat32(track: Track, sink: WarningSink): Float32Array {
  if (unitAndAligned(track)) return new Float32Array(track.values);
  const values = new Float32Array(track.values.length);
  normaliseInto(track, values, undefined, undefined, sink);
  return values;
}

/**
 * Writes every key of `track` normalised into `values` (the Bézier handles' values scaled alike when
 * given); warns `quaternion-not-unit` when a key was off by more than 1e-6.
 */
function normaliseInto(track: Track, values: Float64Array | Float32Array, inHandles: Float64Array | undefined, outHandles: Float64Array | undefined, sink: WarningSink): void {
  const source = track.values;
  const count = track.times.length;
  const bezier = hasBezierSegment(track);
  let worst = 0;
  // The sign each key is multiplied by: it follows the previous key's and changes where the two keys
  // (as given) are on opposite hemispheres, so every slerp segment keeps its rotation (a segment whose
  // keys are exactly 90° apart in 4D, dot 0, is drawn differently from q to −q: both keys keep one sign).
  let sign = 1;
  let px = 0;
  let py = 0;
  let pz = 0;
  let pw = 0;
  for (let k = 0; k < count; k++) {
    const i = k * 4;
    const x = source[i]!;
    const y = source[i + 1]!;
    const z = source[i + 2]!;
    const w = source[i + 3]!;
    if (!bezier && k > 0 && x * px + y * py + z * pz + w * pw < 0) sign = -sign;
    px = x;
    py = y;
    pz = z;
    pw = w;
    const len = Math.sqrt(x * x + y * y + z * z + w * w);
    const off = Math.abs(len - 1);
    if (off > worst) worst = off;
    if ((len === 1 && sign === 1) || len === 0) {
      values[i] = x;
      values[i + 1] = y;
      values[i + 2] = z;
      values[i + 3] = len === 0 ? sign : w;
      continue;
    }
    const scale = sign / len;
    values[i] = x * scale;
    values[i + 1] = y * scale;
    values[i + 2] = z * scale;
    values[i + 3] = w * scale;
    if (inHandles !== undefined && outHandles !== undefined) {
      for (let c = 0; c < 4; c++) {
        inHandles[(i + c) * 2 + 1] = inHandles[(i + c) * 2 + 1]! * scale;
        outHandles[(i + c) * 2 + 1] = outHandles[(i + c) * 2 + 1]! * scale;
      }
    }
  }
  if (worst > 1e-6) sink.warn('quaternion-not-unit', `keys were normalised (largest |1 − |q|| ${worst.toPrecision(3)})`, track.name);
}

/** True when every key is unit length and (for non-Bézier tracks) no two neighbours have a negative dot product. */
function unitAndAligned(track: Track): boolean {
  const v = track.values;
  const count = track.times.length;
  const bezier = hasBezierSegment(track);
  const tolerance = v instanceof Float32Array ? UNIT_TOLERANCE_FLOAT32 : UNIT_TOLERANCE;
  for (let k = 0; k < count; k++) {
    const i = k * 4;
    const x = v[i]!;
    const y = v[i + 1]!;
    const z = v[i + 2]!;
    const w = v[i + 3]!;
    if (Math.abs(x * x + y * y + z * z + w * w - 1) > tolerance) return false;
    if (!bezier && k > 0 && x * v[i - 4]! + y * v[i - 3]! + z * v[i - 2]! + w * v[i - 1]! < 0) return false;
  }
  return true;
}

/** True when a segment (a key before the last) is Bézier. */
function hasBezierSegment(track: Track): boolean {
  const codes = track.interpolation;
  const segments = track.times.length - 1;
  for (let k = 0; k < segments; k++) if (codes[k] === 2) return true;
  return false;
}

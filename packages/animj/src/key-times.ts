/**
 * Key times as AnimJ/AnimX store them (float32 seconds), for `animjFromClip`: rounding that keeps
 * keys apart, and the Raw track test (keys evenly spaced from 0 s).
 *
 * @module
 */
import type { WarningSink } from '@anim/core';

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** The smallest float32 above the float32 `x` (`x` finite). */
export function nextFloat32Up(x: number): number {
  if (x === 0) return 2 ** -149; // the smallest subnormal, above both zeros
  F32[0] = x;
  U32[0] = x > 0 ? U32[0]! + 1 : U32[0]! - 1;
  return F32[0];
}

/**
 * `times` rounded to float32, each strictly after the one before. A key whose time rounds onto (or
 * before) the previous key's float32 time is moved to the next float32 time after it: a jump a few
 * microseconds wide (Maya's `stepnext`, a jump one tick after a key, becomes a Hold keyframe followed
 * by the next value 2^-19 s later at 24 s) stays a jump instead of two keyframes at one time, which
 * formats with strictly increasing key times cannot read back. Warnings, naming the track:
 * `precision-lost` when a time changes by rounding, `time-adjusted` when keys were moved apart.
 */
export function float32Times(times: Float64Array, track: string, sink: WarningSink): Float32Array {
  const out = Float32Array.from(times);
  let rounded = false;
  let moved = 0;
  let first = -1;
  let worst = 0;
  for (let k = 0; k < out.length; k++) {
    if (out[k] !== times[k]) rounded = true;
    if (k === 0 || !(out[k]! <= out[k - 1]!) || !Number.isFinite(out[k - 1]!)) continue;
    const at = nextFloat32Up(out[k - 1]!);
    if (first < 0) first = k;
    moved++;
    worst = Math.max(worst, at - times[k]!);
    out[k] = at;
  }
  if (rounded) sink.warn('precision-lost', 'key times are rounded to float32', track);
  if (moved > 0) {
    sink.warn(
      'time-adjusted',
      `${String(moved)} key(s) would fall on the float32 time of the key before (first: key ${String(first)} at ${String(times[first])} s); each is moved to the next float32 time (at most ${worst.toPrecision(3)} s later), so jumps stay jumps`,
      track,
    );
  }
  return out;
}

/**
 * The Raw interval (float32 seconds) for keys at `times`, or a sentence saying why they cannot be a
 * Raw track: Raw samples sit at `k × interval` from 0 s (wiki "AnimJ": values "at equal intervals
 * only"). Keys count as evenly spaced when each is within 2^-20 of its time (relative, at least
 * 2^-20 × interval): float32 rounding of the interval and of the times stays far below that.
 * @param fallback - the interval for a track of one key (at 0 s) or none, where any positive value
 *   gives the same track: the track's own from the AnimJ file it came from (possibly none), else the
 *   clip's frame period or 1 s.
 * @returns the interval (undefined only when `fallback` is and the track has fewer than two keys), or
 *   the reason as a sentence.
 */
export function rawInterval(times: Float64Array, fallback: number | undefined): number | undefined | string {
  const n = times.length;
  if (n > 0 && times[0] !== 0) return `its first key is at ${String(times[0])} s, not 0 s`;
  if (n < 2) return fallback === undefined ? undefined : Math.fround(fallback);
  const interval = Math.fround(times[n - 1]! / (n - 1));
  if (!(interval > 0)) return 'its keys do not advance in time';
  for (let k = 1; k < n; k++) {
    const tolerance = 2 ** -20 * Math.max(interval, Math.abs(times[k]!));
    if (Math.abs(k * interval - times[k]!) > tolerance) {
      return `its keys are not evenly spaced (key ${String(k)} at ${String(times[k])} s, not ${String(k * interval)} s)`;
    }
  }
  return interval;
}

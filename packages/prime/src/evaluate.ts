/**
 * Sampling a decoded animation the way the game runtime does (§5.2 "Evaluation", §5.3 "Frames not in
 * the bitmap / sampling"):
 * - a key sits at `frame × interval` seconds;
 * - between the stored key at or before `t` and the next stored key, rotations are slerped along the
 *   shortest arc and translations/scales lerped by the fraction `u = (f − prior) / (next − prior)`;
 * - after the last stored key the last key is held; v0 (every frame stored) with looping blends the last
 *   key back into key 0, as the runtime wraps `frame + 1` modulo the key count;
 * - with looping, time wraps modulo the header duration.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { lerpInto, slerpInto } from './interpolate.js';
import type { PrimeAnim, PrimeChannel } from './types.js';

/** One bone's values at one time. */
export interface PrimeBonePose {
  /** Bone id (CINF). */
  readonly boneId: number;
  /** (w, x, y, z), or `null` when the bone has no rotation channel. */
  readonly rotation: Float32Array | null;
  /** (x, y, z), or `null`. */
  readonly translation: Float32Array | null;
  /** (x, y, z), or `null`. */
  readonly scale: Float32Array | null;
}

/** Options of {@link evaluate}. */
export interface EvaluateOptions {
  /** Wrap time modulo the duration. Default: the file's looping flag (v2); `false` for v0. */
  readonly loop?: boolean | undefined;
}

/** Seconds between frames. */
export function frameInterval(anim: PrimeAnim): number {
  return anim.version === 0 ? anim.interval.seconds : anim.interval;
}

/** Duration in seconds as the header states it. */
export function animDuration(anim: PrimeAnim): number {
  return anim.version === 0 ? anim.duration.seconds : anim.duration;
}

/** Where a (fractional) frame falls: blend stored key `prior` into `next` by `u`. */
interface Segment {
  prior: number;
  next: number;
  u: number;
}

/** Index of the last stored key whose frame is ≤ `frame` (0 when `frame` precedes every key). */
function priorKey(keyFrames: Uint32Array, frame: number): number {
  let lo = 0;
  let hi = keyFrames.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (keyFrames[mid]! <= frame) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function segmentAt(anim: PrimeAnim, frame: number, loop: boolean): Segment {
  const keys = anim.keyFrames;
  const last = keys.length - 1;
  const prior = priorKey(keys, frame);
  const pf = keys[prior]!;
  if (frame <= pf) return { prior, next: prior, u: 0 };
  if (prior < last) {
    const nf = keys[prior + 1]!;
    return { prior, next: prior + 1, u: Math.fround((frame - pf) / (nf - pf)) };
  }
  // After the last stored key: v0 loops back to key 0 over one interval; otherwise hold.
  if (anim.version === 0 && loop && last > 0 && frame < pf + 1) return { prior, next: 0, u: Math.fround(frame - pf) };
  return { prior, next: prior, u: 0 };
}

function blend(channel: PrimeChannel, s: Segment): PrimeBonePose {
  const rotation = channel.rotation === null ? null : new Float32Array(4);
  const translation = channel.translation === null ? null : new Float32Array(3);
  const scale = channel.scale === null ? null : new Float32Array(3);
  if (rotation !== null) slerpInto(rotation, 0, channel.rotation!, s.prior * 4, channel.rotation!, s.next * 4, s.u);
  if (translation !== null) lerpInto(translation, 0, channel.translation!, s.prior * 3, channel.translation!, s.next * 3, s.u, 3);
  if (scale !== null) lerpInto(scale, 0, channel.scale!, s.prior * 3, channel.scale!, s.next * 3, s.u, 3);
  return { boneId: channel.boneId, rotation, translation, scale };
}

/**
 * Samples every bone at `time` seconds.
 *
 * Times within 10⁻⁶ frame of a whole frame are snapped to it, so `k × interval` lands on key `k`.
 *
 * @param anim - a decoded animation.
 * @param time - seconds; negative times clamp to 0 unless looping.
 * @returns one pose per bone channel, in channel order; rotations (w, x, y, z).
 * @throws {InvalidArgumentError} when `time` is not finite.
 */
export function evaluate(anim: PrimeAnim, time: number, options: EvaluateOptions = {}): PrimeBonePose[] {
  if (!Number.isFinite(time)) throw new InvalidArgumentError(`prime: evaluate time must be finite, got ${String(time)}`);
  const loop = options.loop ?? (anim.version === 2 && anim.looping !== 0);
  const duration = animDuration(anim);
  let t = time;
  if (loop && duration > 0) t = ((t % duration) + duration) % duration;
  if (t < 0) t = 0;
  let frame = t / frameInterval(anim);
  const whole = Math.round(frame);
  if (Math.abs(frame - whole) < 1e-6) frame = whole;
  const s = segmentAt(anim, frame, loop);
  return anim.channels.map((c) => blend(c, s));
}

/**
 * Every frame `0 … frameCount − 1` of every channel, missing frames interpolated (what metaforce's
 * decoder dumps): per channel, `frameCount` keys of (w, x, y, z) rotation and (x, y, z) translation/scale.
 */
export function bakeFrames(anim: PrimeAnim): PrimeChannel[] {
  const n = anim.frameCount;
  const segments: Segment[] = [];
  for (let f = 0; f < n; f++) segments.push(segmentAt(anim, f, false));
  return anim.channels.map((channel) => {
    const out: PrimeChannel = {
      boneId: channel.boneId,
      rotation: channel.rotation === null ? null : new Float32Array(n * 4),
      translation: channel.translation === null ? null : new Float32Array(n * 3),
      scale: channel.scale === null ? null : new Float32Array(n * 3),
    };
    segments.forEach((s, f) => {
      if (out.rotation !== null) slerpInto(out.rotation, f * 4, channel.rotation!, s.prior * 4, channel.rotation!, s.next * 4, s.u);
      if (out.translation !== null) lerpInto(out.translation, f * 3, channel.translation!, s.prior * 3, channel.translation!, s.next * 3, s.u, 3);
      if (out.scale !== null) lerpInto(out.scale, f * 3, channel.scale!, s.prior * 3, channel.scale!, s.next * 3, s.u, 3);
    });
    return out;
  });
}

/**
 * Sampling a decoded animation the way the game runtime does (metaforce `CAnimSource.cpp`, metaforce `CFBStreamedCompression.cpp`):
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
import { upperBound } from '@anim/core/io';
import { lerpInto, slerpInto } from './interpolate.js';
import type { PrimeChannel, PrimeDocument } from './types.js';

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

/** Options of {@link evaluatePrime} and {@link evaluatePrimeAtFrame}. */
export interface EvaluatePrimeOptions {
  /** Wrap time modulo the duration. Default: the file's looping flag (v2); `false` for v0. */
  readonly loop?: boolean | undefined;
}

/** Seconds between frames (the header's interval; v0 keeps it as a `CharAnimTime`). */
export function primeFrameInterval(anim: PrimeDocument): number {
  return anim.version === 0 ? anim.interval.seconds : anim.interval;
}

/** Duration in seconds as the header states it (not necessarily the last key's time). */
export function primeDuration(anim: PrimeDocument): number {
  return anim.version === 0 ? anim.duration.seconds : anim.duration;
}

/** Where a (fractional) frame falls: blend stored key `prior` into `next` by `u`. */
interface Segment {
  prior: number;
  next: number;
  u: number;
}

function segmentAt(anim: PrimeDocument, frame: number, loop: boolean): Segment {
  const keys = anim.keyFrames;
  const last = keys.length - 1;
  // The last stored key at or before `frame` (key 0 when `frame` precedes every key).
  const prior = Math.max(0, upperBound(keys, frame) - 1);
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
 * Samples every bone at `seconds`: the pose the game shows at that time (metaforce `CFBStreamedCompression.cpp`).
 *
 * Times within 10⁻⁶ frame of a whole frame are snapped to it, so `k × interval` lands on key `k`.
 *
 * @param doc - a decoded animation.
 * @param seconds - time in seconds; negative times clamp to 0 unless looping.
 * @returns one pose per bone channel, in channel order; rotations (w, x, y, z).
 * @throws {InvalidArgumentError} when `seconds` is not finite.
 */
export function evaluatePrime(doc: PrimeDocument, seconds: number, options: EvaluatePrimeOptions = {}): PrimeBonePose[] {
  if (!Number.isFinite(seconds)) throw new InvalidArgumentError(`prime: evaluatePrime time must be finite, got ${String(seconds)}`);
  const loop = options.loop ?? (doc.version === 2 && doc.looping !== 0);
  const duration = primeDuration(doc);
  let t = seconds;
  if (loop && duration > 0) t = ((t % duration) + duration) % duration;
  if (t < 0) t = 0;
  let frame = t / primeFrameInterval(doc);
  const whole = Math.round(frame);
  if (Math.abs(frame - whole) < 1e-6) frame = whole;
  const s = segmentAt(doc, frame, loop);
  return doc.channels.map((c) => blend(c, s));
}

/**
 * Samples every bone at a (fractional) frame: frame `f` is at `f × interval` seconds, the frame the
 * key bitmap counts (frame 0 = first key). No snapping: whole frames are exact.
 *
 * @param doc - a decoded animation.
 * @param frame - frame number; negative frames clamp to 0 unless looping (time wraps modulo the
 *   duration, as in {@link evaluatePrime}).
 * @returns one pose per bone channel, in channel order; rotations (w, x, y, z).
 * @throws {InvalidArgumentError} when `frame` is not finite.
 */
export function evaluatePrimeAtFrame(doc: PrimeDocument, frame: number, options: EvaluatePrimeOptions = {}): PrimeBonePose[] {
  if (!Number.isFinite(frame)) throw new InvalidArgumentError(`prime: evaluatePrimeAtFrame frame must be finite, got ${String(frame)}`);
  const loop = options.loop ?? (doc.version === 2 && doc.looping !== 0);
  const frames = primeDuration(doc) / primeFrameInterval(doc);
  let f = frame;
  if (loop && frames > 0) f = ((f % frames) + frames) % frames;
  if (f < 0) f = 0;
  const s = segmentAt(doc, f, loop);
  return doc.channels.map((c) => blend(c, s));
}

/**
 * Every frame `0 … frameCount − 1` of every channel, missing frames interpolated (what metaforce's
 * decoder dumps): per channel, `frameCount` keys of (w, x, y, z) rotation and (x, y, z) translation/scale.
 */
export function bakePrimeFrames(anim: PrimeDocument): PrimeChannel[] {
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

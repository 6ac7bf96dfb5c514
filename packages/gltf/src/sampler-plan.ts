/**
 * How one core track goes into a glTF sampler: which interpolation holds it exactly, and the keys in
 * glTF's layout (times; values, or `[in-tangent, value, out-tangent]` blocks for CUBICSPLINE).
 *
 * @module
 */
import { checkKeyCount, DEFAULT_MAX_KEYS, TrackSampler, simplify, type Track } from '@anim/core';
import type { GltfInterpolation } from './channel-data.js';

/** The keys of a glTF sampler, before rounding to float32. */
export interface SamplerKeys {
  readonly interpolation: GltfInterpolation;
  readonly times: Float64Array;
  /** Numbers per key value (3, 4 or 1). */
  readonly width: number;
  /** Per key: `width` values, or for CUBICSPLINE `3 × width` (a_k, v_k, b_k). */
  readonly values: Float64Array | Float32Array;
  /** True when the track's curve had to be resampled to LINEAR (not exactly representable), or held (see `held`). */
  readonly resampled: boolean;
  /**
   * True when the keys are the track's own, its constant segments among others ending with a key one
   * float32 step before the next key (`resampled` is true too: the jumps move by that step).
   */
  readonly held?: boolean;
}

/** Relative difference allowed between a Bézier handle's Δtime and one third of its segment. */
const THIRD_TOLERANCE = 1e-9;
/** Samples per segment (at least) and per second (at least) before simplifying a resampled curve. */
const SAMPLES_PER_SEGMENT = 64;
const SAMPLES_PER_SECOND = 240;
/** Most samples one segment gets when resampled. */
const MAX_SEGMENT_SAMPLES = 1 << 16;

/** Default largest error of a resampled curve, in the track's unit (as glTF-Transform's `resample`). */
export const RESAMPLE_TOLERANCE = 1e-4;

/**
 * The glTF keys of `track`:
 * - every segment `constant` → STEP; every segment `linear` → LINEAR (slerp for quaternions);
 * - every segment `bezier` with handles one third of their segment long (or, outside quaternion
 *   tracks, a mix of such Bézier and linear segments, a linear segment being the Hermite curve with
 *   the chord as both tangents) → CUBICSPLINE, exact;
 * - constant segments among linear ones → LINEAR, or among one-third Bézier ones (and linear ones,
 *   outside quaternion tracks) → CUBICSPLINE: the track's keys, each hold ended by a key one float32
 *   step before the next key (`held`; exact at float32 times but for that step, no sampling);
 * - anything else (weighted handles, Bézier and linear quaternion segments mixed) → LINEAR keys sampled
 *   densely enough (see {@link resampledKeys}), then simplified with core's `simplify`, within
 *   `tolerance`; a constant segment's jump is kept as a key one float32 step before the next key.
 * @throws `LimitError` when resampling would take more than `maxKeys` samples (see {@link resampledKeys}).
 */
export function samplerKeys(track: Track, tolerance: number, maxKeys: number = DEFAULT_MAX_KEYS): SamplerKeys {
  const { times, values, interpolation, components: n } = track;
  const plain = plainInterpolation(track);
  if (plain !== undefined) return { interpolation: plain, times, width: n, values, resampled: false };
  const count = times.length;
  let constant = 0;
  let linear = 0;
  let thirds = true;
  for (let k = 0; k + 1 < count; k++) {
    const code = interpolation[k]!;
    const bez = code === 2 && track.inHandles !== undefined && track.outHandles !== undefined;
    if (code === 0) constant++;
    else if (!bez) linear++;
    else if (thirds) thirds = isThirdSegment(track, k);
  }
  const bezier = count - 1 - constant - linear;
  if (constant === 0 && thirds && (linear === 0 || track.valueType !== 'quat')) {
    return { interpolation: 'CUBICSPLINE', times, width: n, values: cubicValues(track), resampled: false };
  }
  // Constant segments among linear (or one-third Bézier) ones: the keys as they are, each hold ended by
  // a key one float32 step before the next key; no sampling (a dense resampling of such a track
  // only gives back its keys, at a cost that grows with the samples, and of a Bézier curve many more).
  if (bezier === 0) return { ...heldKeys(track, false), resampled: true, held: true };
  if (thirds && (linear === 0 || track.valueType !== 'quat')) return { ...heldKeys(track, true), resampled: true, held: true };
  return { ...resampledKeys(track, tolerance, maxKeys), resampled: true };
}

/**
 * The sampler that holds the track's keys as they are: `STEP` when every segment is constant (at least
 * one segment), `LINEAR` when every segment is linear (a Bézier segment without handles counting as
 * linear; also for a single key); undefined otherwise.
 */
export function plainInterpolation(track: Track): 'STEP' | 'LINEAR' | undefined {
  const codes = track.interpolation;
  const segments = Math.max(0, track.times.length - 1);
  const handles = track.inHandles !== undefined && track.outHandles !== undefined;
  let constant = 0;
  let linear = 0;
  for (let k = 0; k < segments; k++) {
    const code = codes[k]!;
    if (code === 0) constant++;
    else if (code !== 2 || !handles) linear++;
  }
  if (constant === segments && segments > 0) return 'STEP';
  return linear === segments ? 'LINEAR' : undefined;
}

function isThirdSegment(track: Track, k: number): boolean {
  const n = track.components;
  const span = track.times[k + 1]! - track.times[k]!;
  const third = span / 3;
  const limit = Math.abs(third) * THIRD_TOLERANCE;
  for (let c = 0; c < n; c++) {
    if (Math.abs(track.outHandles![(k * n + c) * 2]! - third) > limit) return false;
    if (Math.abs(track.inHandles![((k + 1) * n + c) * 2]! + third) > limit) return false;
  }
  return true;
}

/**
 * The keys of a track whose segments are constant, linear or (with `cubic`) one-third Bézier, with a
 * key added one float32 step before the end of each constant segment (at {@link previousFloat32} of
 * the next key's time, when that is after the segment's start) holding its value: LINEAR keys, or
 * CUBICSPLINE blocks whose holds and jumps have zero tangents. Exact at every float32 time except
 * that each jump is drawn over the float32 step before the next key.
 */
function heldKeys(track: Track, cubic: boolean): Omit<SamplerKeys, 'resampled'> {
  const { times, values, interpolation, components: n } = track;
  const count = times.length;
  const holds: number[] = [];
  for (let k = 0; k + 1 < count; k++) {
    if (interpolation[k] === 0 && previousFloat32(times[k + 1]!) > times[k]!) holds.push(k);
  }
  const total = count + holds.length;
  const outTimes = new Float64Array(total);
  const stride = cubic ? 3 * n : n;
  const source = cubic ? cubicValues(track) : values;
  const out = new Float64Array(total * stride);
  let at = 0;
  let next = 0;
  for (let k = 0; k < count; k++) {
    outTimes[at] = times[k]!;
    out.set(source.subarray(k * stride, (k + 1) * stride), at * stride);
    if (cubic && k > 0 && interpolation[k - 1] === 0) out.fill(0, at * stride, at * stride + n);
    if (cubic && k + 1 < count && interpolation[k] === 0) out.fill(0, at * stride + 2 * n, (at + 1) * stride);
    at++;
    if (holds[next] !== k) continue;
    next++;
    outTimes[at] = previousFloat32(times[k + 1]!);
    out.set(source.subarray(k * stride, (k + 1) * stride), at * stride);
    // the hold's last key: no in- or out-tangent (the jump after it is drawn within one float32 step)
    if (cubic) {
      out.fill(0, at * stride, at * stride + n);
      out.fill(0, at * stride + 2 * n, (at + 1) * stride);
    }
    at++;
  }
  return { interpolation: cubic ? 'CUBICSPLINE' : 'LINEAR', times: outTimes, width: n, values: out };
}

/** `[a_k, v_k, b_k]` blocks: tangents from the Bézier handles (Δvalue / Δtime) or the linear chord. */
function cubicValues(track: Track): Float64Array {
  const { times, values, interpolation, components: n } = track;
  const count = times.length;
  const out = new Float64Array(count * 3 * n);
  const slope = (k: number, c: number): number => {
    const span = times[k + 1]! - times[k]!;
    return span > 0 ? (values[(k + 1) * n + c]! - values[k * n + c]!) / span : 0;
  };
  for (let k = 0; k < count; k++) {
    for (let c = 0; c < n; c++) {
      const block = 3 * k * n;
      let a = 0;
      if (k > 0) {
        const i = (k * n + c) * 2;
        a = interpolation[k - 1] === 2 ? handleSlope(track.inHandles![i]!, track.inHandles![i + 1]!) : slope(k - 1, c);
      }
      let b = 0;
      if (k + 1 < count) {
        const i = (k * n + c) * 2;
        b = interpolation[k] === 2 ? handleSlope(track.outHandles![i]!, track.outHandles![i + 1]!) : slope(k, c);
      }
      out[block + c] = a;
      out[block + n + c] = values[k * n + c]!;
      out[block + 2 * n + c] = b;
    }
  }
  return out;
}

function handleSlope(dt: number, dv: number): number {
  return dt === 0 ? 0 : dv / dt;
}

/**
 * The track sampled densely as LINEAR keys, then simplified. Each drawn segment gets at least 64
 * samples and 240 per second, doubled until the curve at every midpoint between two samples is within
 * a quarter of `tolerance` of their chord; `simplify` then removes keys within half of `tolerance`.
 * @throws `LimitError` (before sampling more) when the dense samples of the track would number more
 *   than `maxKeys` (default `DEFAULT_MAX_KEYS` of `@anim/core`): a huge key range or many segments.
 */
export function resampledKeys(track: Track, tolerance: number, maxKeys: number = DEFAULT_MAX_KEYS): Omit<SamplerKeys, 'resampled'> {
  const { times, interpolation, components: n } = track;
  const count = times.length;
  const sampler = new TrackSampler(track);
  const sampleTimes: number[] = [];
  for (let k = 0; k + 1 < count; k++) {
    const t0 = times[k]!;
    const t1 = times[k + 1]!;
    if (!(t1 > t0)) continue;
    if (interpolation[k] === 0) {
      sampleTimes.push(t0);
      const before = previousFloat32(t1);
      if (before > t0) sampleTimes.push(before);
      continue;
    }
    let pieces = Math.min(MAX_SEGMENT_SAMPLES, Math.max(SAMPLES_PER_SEGMENT, Math.ceil((t1 - t0) * SAMPLES_PER_SECOND)));
    const where = `gltf: resampling ${track.name} to LINEAR keys`;
    checkKeyCount(sampleTimes.length + pieces + 1, maxKeys, where);
    while (pieces < MAX_SEGMENT_SAMPLES && chordError(sampler, t0, t1, pieces, n) > tolerance / 4) {
      pieces *= 2;
      checkKeyCount(sampleTimes.length + pieces + 1, maxKeys, where);
    }
    for (let j = 0; j < pieces; j++) sampleTimes.push(t0 + ((t1 - t0) * j) / pieces);
  }
  sampleTimes.push(times[count - 1]!);
  const dense = Float64Array.from(sampleTimes);
  const denseValues = new TrackSampler(track).sampleInto(dense);
  const linearTrack: Track = {
    ...track,
    times: dense,
    values: denseValues,
    interpolation: new Uint8Array(dense.length).fill(1),
    inHandles: undefined,
    outHandles: undefined,
  };
  const simple = simplify(linearTrack, { tolerance: tolerance / 2 });
  return { interpolation: 'LINEAR', times: simple.times, width: n, values: simple.values };
}

/** The largest distance, over the pieces of [t0, t1], between the curve at a piece's middle and the piece's chord. */
function chordError(sampler: TrackSampler, t0: number, t1: number, pieces: number, n: number): number {
  const a = new Float64Array(n);
  const b = new Float64Array(n);
  const m = new Float64Array(n);
  let worst = 0;
  sampler.evaluate(t0, a);
  for (let j = 1; j <= pieces; j++) {
    const end = j === pieces ? t1 : t0 + ((t1 - t0) * j) / pieces;
    // the right end of the last piece is approached from inside the segment, as the chord's end is the key
    sampler.evaluate(j === pieces ? previousFloat32(t1) : end, b);
    sampler.evaluate(t0 + ((t1 - t0) * (j - 0.5)) / pieces, m);
    for (let c = 0; c < n; c++) worst = Math.max(worst, Math.abs(m[c]! - (a[c]! + b[c]!) / 2));
    a.set(b);
  }
  return worst;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/**
 * The float32 one step below `t`'s float32 (nearest) value, as a double: below `t`, and a time of its
 * own once times are float32 (the largest float32 below `t` may be `t`'s own float32 value, which would
 * merge with it). For `t` = 0, −`Number.MIN_VALUE`. `t` finite.
 */
export function previousFloat32(t: number): number {
  f32[0] = t;
  if (f32[0] === 0) return -Number.MIN_VALUE;
  if (f32[0] > 0) u32[0] = u32[0]! - 1;
  else u32[0] = u32[0]! + 1;
  return f32[0];
}

/**
 * The v2 encoder (metaforce `CFBStreamedCompression.cpp`), choosing parameters the way metaforce's ANIM cook does so that its
 * files are reproduced byte for byte:
 * - rotation divisor = quantisation range (0x7FFF);
 * - translation (scale) multiplier = max |Δ| over all translation (scale) channels / 0x7FFF +
 *   FLT_EPSILON, where the first key counts as a delta from 0 — unless (the default `accumulatorBits:
 *   16`) an accumulated value would then leave the game's signed 16-bit range, in which case max |value|
 *   / 0x7FFF + FLT_EPSILON (game-safe; see {@link EncodePrimeV2Options.accumulatorBits});
 * - MP1: the interval truncated to microseconds (metaforce's MP1 cook); key frames start at 0;
 * - quantisation truncates toward zero: `R = trunc(asin(c) × divisor / (π/2))`, `T = trunc(v / mult)`;
 * - each component gets the smallest two's-complement width holding every delta (1 bit for a constant
 *   component; a positive power of two needs one bit more than its magnitude's log2 + 1);
 * - each rotation channel is first multiplied by the sign of its first key's w, keys normalised; the
 *   w-sign bit of each later key records w < 0;
 * - scratch size: MP1 = header + bitmap + descriptors + bitstream (metaforce's tally); MP2 = stored keys
 *   × typed channels × 16 (metaforce's MP2 writer), at least what the runtime copies.
 *
 * All arithmetic is float32 like metaforce's. Optionally, frames that interpolation reproduces within a
 * tolerance are dropped from the key bitmap (metaforce never drops frames).
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { accumulatorBitsOption } from './accumulator.js';
import { lerpInto, slerpInto } from './interpolate.js';
import { readV2 } from './read-v2.js';
import type { PrimeDocumentV2, PrimeDescriptor, PrimeGame, PrimeQuantizedBlock, PrimeQuantizedRotation } from './types.js';
import { writeV2 } from './write-v2.js';

const f32 = Math.fround;
/** float32 machine epsilon (2⁻²³). */
const FLT_EPSILON = 2 ** -23;
const HALF_PI_F = f32(f32(Math.PI) / 2);

/** Keys of one bone to encode: one entry per key frame; `null`/absent = not animated. */
export interface PrimeKeyChannel {
  /** Bone id (CINF; MP2 ids fit one byte). */
  readonly boneId: number;
  /** 4 numbers per key, (w, x, y, z); need not be normalised. */
  readonly rotation?: ArrayLike<number> | null | undefined;
  /** 3 numbers per key (x, y, z). */
  readonly translation?: ArrayLike<number> | null | undefined;
  /** 3 numbers per key (x, y, z); MP2 only. */
  readonly scale?: ArrayLike<number> | null | undefined;
}

/** Options of {@link encodePrimeV2}. Defaults reproduce metaforce's writers. */
export interface EncodePrimeV2Options {
  /** Layout to write. Default `mp1`. */
  readonly game?: PrimeGame | undefined;
  /** Seconds per frame (stored as float32). Default 1/30. */
  readonly interval?: number | undefined;
  /**
   * Truncate the interval toward zero to whole microseconds before storing it, as metaforce's MP1 cook
   * (Blender action → ANIM) does: 1/30 s is stored as 0.033333 s (`0x3D08882F`, as in metaforce-cooked
   * files), not float32(1/30) (`0x3D088889`). Default `true` for MP1, `false` for MP2 (metaforce's MP2
   * writer stores the interval as given). Pass `false` to keep an interval that is already a file's.
   */
  readonly truncateInterval?: boolean | undefined;
  /** Frame index of each key, ascending and starting at 0 (default 0, 1, 2, …). */
  readonly keyFrames?: ArrayLike<number> | undefined;
  /** Frames in the bitmap (default last key frame + 1). */
  readonly frameCount?: number | undefined;
  /** Looping flag. Default false. */
  readonly looping?: boolean | undefined;
  /** MP1 EVNT id (raw u32). Default `0xFFFFFFFF` (none). */
  readonly evntId?: number | undefined;
  /** Root bone id. Default 3 for MP1, 0 for MP2 (as metaforce writes). */
  readonly rootBoneId?: number | undefined;
  /**
   * Duration in seconds. Default as metaforce: MP1 last key frame × interval, MP2 (last key frame + 1)
   * × interval.
   */
  readonly duration?: number | undefined;
  /** Rotation divisor / quantisation range, 1…0x7FFF. Default 0x7FFF. */
  readonly rotationDivisor?: number | undefined;
  /**
   * Drop key frames that interpolation from the kept neighbours reproduces within this tolerance
   * (quaternion components, and translation/scale units). Default 0: keep every frame given. The first
   * and last frames are always kept.
   */
  readonly tolerance?: number | undefined;
  /** Override the computed scratch size (bytes). */
  readonly scratchSize?: number | undefined;
  /**
   * Width of the decoder's running totals the file must be safe for. Default `16`: the game and
   * PrimeWorldEditor accumulate deltas in signed 16-bit integers, so every accumulated quantised value
   * must fit −32768…32767. The multiplier is metaforce's when its values fit (the same bytes as
   * metaforce's cook); otherwise it is raised to max |value| / 0x7FFF + FLT_EPSILON so they do (coarser
   * steps, same file size order). `32` is metaforce's cook unconditionally: its 32-bit decoder reads the
   * file as encoded, the game may not (values wrap; see {@link primeAccumulatorOverflow}).
   */
  readonly accumulatorBits?: 16 | 32 | undefined;
}

/** The smallest two's-complement width (≥ 1) that holds `delta`. */
export function deltaBits(delta: number): number {
  if (delta === 0 || delta === -1) return 1;
  const magnitude = delta < 0 ? -delta - 1 : delta;
  return Math.floor(Math.log2(magnitude)) + 2;
}

function toF32(values: ArrayLike<number> | null | undefined, width: number, keys: number, what: string): Float32Array | null {
  if (values === null || values === undefined) return null;
  if (values.length !== keys * width) {
    throw new InvalidArgumentError(`prime: ${what} has ${String(values.length)} numbers, expected ${String(keys * width)} (${String(keys)} keys × ${String(width)})`);
  }
  const out = Float32Array.from(values);
  for (const v of out) if (!Number.isFinite(v)) throw new InvalidArgumentError(`prime: ${what} holds a non-finite value`);
  return out;
}

/** Sign-fixes (by the first key's w) and normalises a channel's quaternions, in float32 as metaforce does. */
function prepareRotations(q: Float32Array): Float32Array {
  const out = new Float32Array(q.length);
  const sign = q[0]! < 0 ? -1 : 1;
  for (let o = 0; o < q.length; o += 4) {
    const w = f32(q[o]! * sign);
    const x = f32(q[o + 1]! * sign);
    const y = f32(q[o + 2]! * sign);
    const z = f32(q[o + 3]! * sign);
    const mag = f32(Math.sqrt(f32(f32(f32(f32(w * w) + f32(x * x)) + f32(y * y)) + f32(z * z))));
    if (mag === 0) throw new InvalidArgumentError('prime: a rotation key is the zero quaternion');
    out[o] = f32(w / mag);
    out[o + 1] = f32(x / mag);
    out[o + 2] = f32(y / mag);
    out[o + 3] = f32(z / mag);
  }
  return out;
}

interface Prepared {
  boneId: number;
  rotation: Float32Array | null;
  translation: Float32Array | null;
  scale: Float32Array | null;
}

/** Error of reproducing key `k` by blending keys `i` and `j` (frames fi < fk < fj). */
function blendError(c: Prepared, i: number, j: number, k: number, u: number): number {
  let err = 0;
  const tmp = new Float32Array(4);
  if (c.rotation !== null) {
    slerpInto(tmp, 0, c.rotation, i * 4, c.rotation, j * 4, u);
    let same = 0;
    let flipped = 0;
    for (let n = 0; n < 4; n++) {
      same = Math.max(same, Math.abs(tmp[n]! - c.rotation[k * 4 + n]!));
      flipped = Math.max(flipped, Math.abs(tmp[n]! + c.rotation[k * 4 + n]!));
    }
    err = Math.max(err, Math.min(same, flipped));
  }
  for (const v of [c.translation, c.scale]) {
    if (v === null) continue;
    lerpInto(tmp, 0, v, i * 3, v, j * 3, u, 3);
    for (let n = 0; n < 3; n++) err = Math.max(err, Math.abs(tmp[n]! - v[k * 3 + n]!));
  }
  return err;
}

/** Indices of the keys to keep: greedy longest spans whose inner keys blend within `tolerance`. */
function keepKeys(channels: readonly Prepared[], frames: Float64Array, tolerance: number): number[] {
  const n = frames.length;
  const keep = [0];
  let i = 0;
  while (i < n - 1) {
    let j = i + 1;
    while (j + 1 < n) {
      const candidate = j + 1;
      let ok = true;
      for (let k = i + 1; k < candidate && ok; k++) {
        const u = f32((frames[k]! - frames[i]!) / (frames[candidate]! - frames[i]!));
        for (const c of channels) {
          if (blendError(c, i, candidate, k, u) > tolerance) {
            ok = false;
            break;
          }
        }
      }
      if (!ok) break;
      j = candidate;
    }
    keep.push(j);
    i = j;
  }
  return keep;
}

function pick(v: Float32Array | null, keep: readonly number[], width: number): Float32Array | null {
  if (v === null) return null;
  const out = new Float32Array(keep.length * width);
  keep.forEach((k, n) => {
    out.set(v.subarray(k * width, k * width + width), n * width);
  });
  return out;
}

function maxDelta(channels: readonly (Float32Array | null)[]): number {
  let max = 0;
  for (const v of channels) {
    if (v === null) continue;
    for (let c = 0; c < 3; c++) {
      let last = 0;
      for (let o = c; o < v.length; o += 3) {
        max = Math.max(max, Math.abs(f32(v[o]! - last)));
        last = v[o]!;
      }
    }
  }
  return max;
}

/** Largest |component| over the channels (the 16-bit-safe multiplier's range). */
function maxAbs(channels: readonly (Float32Array | null)[]): number {
  let max = 0;
  for (const v of channels) if (v !== null) for (const x of v) max = Math.max(max, Math.abs(x));
  return max;
}

/** True when every value of every channel, quantised with `mult`, fits a signed 16-bit accumulator. */
function fits16(channels: readonly (Float32Array | null)[], mult: number): boolean {
  for (const v of channels) {
    if (v === null) continue;
    for (const x of v) {
      const q = Math.trunc(f32(x / mult));
      if (q < -0x8000 || q > 0x7fff) return false;
    }
  }
  return true;
}

/**
 * The translation (scale) multiplier: metaforce's (max |Δ| / 0x7FFF + FLT_EPSILON) when its quantised
 * values fit 16 bits or `accumulatorBits` is 32; otherwise the smallest float32 step from max |value| /
 * 0x7FFF + FLT_EPSILON upward (a few ulps at most) whose quantised values all fit.
 */
function chooseMultiplier(channels: readonly (Float32Array | null)[], accumulatorBits: 16 | 32): number {
  const metaforce = f32(f32(maxDelta(channels) / 0x7fff) + FLT_EPSILON);
  if (accumulatorBits === 32 || fits16(channels, metaforce)) return metaforce;
  let mult = f32(f32(maxAbs(channels) / 0x7fff) + FLT_EPSILON);
  // float32 rounding of value / mult can land one step past 0x7FFF: move up by ulps until it cannot.
  for (let i = 0; i < 64 && !fits16(channels, mult); i++) mult = f32(mult * (1 + 2 ** -22));
  return mult;
}

function quantizeVectors(v: Float32Array, mult: number, what: string): Int32Array {
  const out = new Int32Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const q = Math.trunc(f32(v[i]! / mult));
    if (q < -0x80000000 || q > 0x7fffffff) throw new InvalidArgumentError(`prime: ${what} value ${String(v[i])} overflows the quantiser`);
    out[i] = q;
  }
  return out;
}

function block(values: Int32Array, keyCount: number, what: string): PrimeQuantizedBlock {
  const bits: [number, number, number] = [1, 1, 1];
  for (let k = 1; k < keyCount; k++) {
    for (let c = 0; c < 3; c++) bits[c] = Math.max(bits[c]!, deltaBits(values[k * 3 + c]! - values[k * 3 - 3 + c]!));
  }
  for (const b of bits) if (b > 32) throw new InvalidArgumentError(`prime: ${what} needs ${String(b)}-bit deltas (at most 32)`);
  const init: [number, number, number] = [values[0]!, values[1]!, values[2]!];
  for (const v of init) {
    if (v < -0x8000 || v > 0x7fff) throw new InvalidArgumentError(`prime: ${what} initial value ${String(v)} does not fit 16 bits`);
  }
  return { keyCount: keyCount - 1, init, bits, values };
}

/**
 * Encodes keys as a version 2 animation: chooses the divisor, multipliers and bit widths, quantises,
 * delta-encodes and packs (see the module description for the exact rules), builds the key bitmap and
 * computes the scratch size.
 *
 * @param channels - one entry per bone channel, keys at `options.keyFrames`.
 * @returns the encoded document, decoded back (its `channels` are what a reader of the file sees); write
 *   it with {@link writePrime}.
 * @throws {InvalidArgumentError} for inconsistent input: array lengths, non-finite or zero quaternions,
 *   unsorted frames or a first key frame other than 0, scale in MP1, bone ids that do not fit or repeat, values the quantiser cannot hold.
 *
 * @example
 * ```ts
 * const anim = encodePrimeV2([{ boneId: 3, rotation: [1, 0, 0, 0, 0.98, 0.2, 0, 0] }], { interval: 1 / 30 });
 * const bytes = writePrime(anim);
 * ```
 */
export function encodePrimeV2(channels: readonly PrimeKeyChannel[], options: EncodePrimeV2Options = {}): PrimeDocumentV2 {
  const game = options.game ?? 'mp1';
  const requested = options.interval ?? 1 / 30;
  const truncated = (options.truncateInterval ?? game === 'mp1') ? Math.trunc(requested * 1e6) / 1e6 : requested;
  const interval = f32(truncated);
  if (!(interval > 0) || !Number.isFinite(interval)) {
    throw new InvalidArgumentError(`prime: interval must be positive (at least 1 µs when truncated to microseconds), got ${String(options.interval)}`);
  }
  const divisor = options.rotationDivisor ?? 0x7fff;
  if (!Number.isInteger(divisor) || divisor < 1 || divisor > 0x7fff) {
    throw new InvalidArgumentError(`prime: rotationDivisor must be an integer in 1…32767, got ${String(divisor)}`);
  }
  const firstKeys = channels[0];
  const keyTotal =
    options.keyFrames?.length ??
    (firstKeys === undefined ? 1 : (firstKeys.rotation?.length ?? 0) / 4 || (firstKeys.translation?.length ?? 0) / 3 || (firstKeys.scale?.length ?? 0) / 3 || 1);
  const frames = Float64Array.from(options.keyFrames ?? Array.from({ length: keyTotal }, (_, i) => i));
  if (frames.length === 0) throw new InvalidArgumentError('prime: at least one key frame is needed');
  // The descriptors' initial values are frame 0's (PrimeWorldEditor reads frame 0 from them:
  // https://github.com/arukibree/PrimeWorldEditor/blob/d80abeb/src/Core/Resource/Factory/CAnimationLoader.cpp); a bitmap without bit 0 is read differently by different decoders, so it is refused.
  if (frames[0] !== 0) throw new InvalidArgumentError(`prime: the first key frame must be 0, got ${String(frames[0])} (shift the keys)`);
  frames.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 0 || (i > 0 && f <= frames[i - 1]!)) {
      throw new InvalidArgumentError('prime: keyFrames must be ascending non-negative integers');
    }
  });

  const boneIds = new Set<number>();
  const prepared: Prepared[] = channels.map((c, i) => {
    const what = `channel ${String(i)}`;
    if (boneIds.has(c.boneId)) throw new InvalidArgumentError(`prime: ${what} repeats bone id ${String(c.boneId)} (one channel per bone)`);
    boneIds.add(c.boneId);
    if (!Number.isInteger(c.boneId) || c.boneId < 0 || c.boneId > (game === 'mp1' ? 0xffffffff : 0xff)) {
      throw new InvalidArgumentError(`prime: ${what} bone id ${String(c.boneId)} does not fit the ${game} layout`);
    }
    let rotation = toF32(c.rotation, 4, frames.length, `${what} rotation`);
    if (rotation === null && game === 'mp1') {
      // MP1 channels always carry a rotation: hold the identity.
      rotation = new Float32Array(frames.length * 4);
      for (let k = 0; k < frames.length; k++) rotation[k * 4] = 1;
    }
    const scale = toF32(c.scale, 3, frames.length, `${what} scale`);
    if (scale !== null && game === 'mp1') throw new InvalidArgumentError(`prime: MP1 has no scale channels (${what})`);
    return {
      boneId: c.boneId,
      rotation: rotation === null ? null : prepareRotations(rotation),
      translation: toF32(c.translation, 3, frames.length, `${what} translation`),
      scale,
    };
  });

  const tolerance = options.tolerance ?? 0;
  const keep = tolerance > 0 && frames.length > 2 ? keepKeys(prepared, frames, tolerance) : Array.from(frames, (_, i) => i);
  const keyed = keep.map((k) => frames[k]!);
  const keyCount = keyed.length;
  const kept = prepared.map((c) => ({
    boneId: c.boneId,
    rotation: pick(c.rotation, keep, 4),
    translation: pick(c.translation, keep, 3),
    scale: pick(c.scale, keep, 3),
  }));

  const accumulatorBits = accumulatorBitsOption(options.accumulatorBits, 16);
  const translationMultiplier = chooseMultiplier(kept.map((c) => c.translation), accumulatorBits);
  const scaleMultiplier = chooseMultiplier(kept.map((c) => c.scale), accumulatorBits);
  const rotationScale = f32(f32(divisor) / HALF_PI_F);

  const descriptors: PrimeDescriptor[] = kept.map((c, i) => {
    const what = `channel ${String(i)}`;
    let rotation: PrimeQuantizedRotation | null = null;
    if (c.rotation !== null) {
      const values = new Int32Array(keyCount * 3);
      const wSign = new Uint8Array(keyCount);
      for (let k = 0; k < keyCount; k++) {
        wSign[k] = c.rotation[k * 4]! < 0 ? 1 : 0;
        for (let n = 0; n < 3; n++) {
          const component = Math.max(-1, Math.min(1, c.rotation[k * 4 + 1 + n]!));
          values[k * 3 + n] = Math.trunc(f32(f32(Math.asin(component)) * rotationScale));
        }
      }
      wSign[0] = 0;
      rotation = { ...block(values, keyCount, `${what} rotation`), wSign };
    }
    return {
      boneId: c.boneId,
      rotation,
      translation: c.translation === null ? null : block(quantizeVectors(c.translation, translationMultiplier, what), keyCount, `${what} translation`),
      scale: c.scale === null ? null : block(quantizeVectors(c.scale, scaleMultiplier, what), keyCount, `${what} scale`),
    };
  });

  const frameCount = options.frameCount ?? keyed[keyCount - 1]! + 1;
  if (!Number.isInteger(frameCount) || frameCount <= keyed[keyCount - 1]!) {
    throw new InvalidArgumentError(`prime: frameCount must exceed the last key frame (${String(keyed[keyCount - 1])})`);
  }
  const keyBitmapWords = new Uint32Array(Math.ceil(frameCount / 32));
  for (const f of keyed) keyBitmapWords[f >>> 5] = (keyBitmapWords[f >>> 5]! | (1 << (f & 31))) >>> 0;
  const lastFrame = keyed[keyCount - 1]!;
  const duration = f32(options.duration ?? (game === 'mp1' ? lastFrame : lastFrame + 1) * interval);

  // With one stored key nothing is animated (key counts are 0): MP1 keeps the rotation fields (always
  // present), everything else is dropped.
  if (keyCount === 1) {
    for (const d of descriptors) {
      if (game === 'mp2') {
        d.rotation = null;
        d.scale = null;
      }
      d.translation = null;
    }
  }
  let typedChannels = 0;
  for (const d of descriptors) for (const b of [d.rotation, d.translation, d.scale]) if (b !== null) typedChannels++;

  const doc: PrimeDocumentV2 = {
    version: 2,
    game,
    frameCount,
    keyFrames: Uint32Array.from(keyed),
    channels: [],
    trailing: new Uint8Array(0),
    scratchSize: 0,
    evntId: game === 'mp1' ? (options.evntId ?? 0xffffffff) : null,
    unk0: game === 'mp1' ? 1 : null,
    unk1: game === 'mp2' ? 0x0101 : null,
    duration,
    interval,
    rootBoneId: options.rootBoneId ?? (game === 'mp1' ? 3 : 0),
    looping: options.looping === true ? 1 : 0,
    rotationDivisor: divisor,
    translationMultiplier,
    scaleMultiplier: game === 'mp2' ? scaleMultiplier : null,
    boneChannelCount: descriptors.length,
    unk3: 1,
    keyBitmapBitCount: frameCount,
    keyBitmapWords,
    boneChannelCount2: game === 'mp1' ? descriptors.length : null,
    descriptors,
    bitstreamPadding: 0,
  };
  // The scratch tally needs the data size: header + bitmap + descriptors + bitstream.
  const dataEnd = writeV2(doc).length;
  if (options.scratchSize !== undefined && !(Number.isInteger(options.scratchSize) && options.scratchSize >= dataEnd - 20 && options.scratchSize <= 0xffffffff)) {
    throw new InvalidArgumentError(`prime: scratchSize must be an integer of at least ${String(dataEnd - 20)} bytes`);
  }
  doc.scratchSize =
    options.scratchSize ?? (game === 'mp1' ? dataEnd - 12 : Math.max(keyCount * typedChannels * 16, dataEnd - 20));
  // Decode what was written, so the document's channels are exactly what a reader sees.
  return readV2(writeV2(doc), game);
}

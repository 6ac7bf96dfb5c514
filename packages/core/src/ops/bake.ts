/**
 * `bake` / `resample`: replace every key by uniform samples of the evaluated curve.
 *
 * @module
 */
import { InvalidArgumentError } from '../errors.js';
import { checkKeyCount, keyLimit } from '../limits.js';
import { sample } from '../evaluate/sampler.js';
import { clipRange, isStepType } from '../track.js';
import { InterpolationCode, type Clip, type FrameRate, type Track } from '../types.js';

/** Options of {@link bake} and {@link bakeTrack}. */
export interface BakeOptions {
  /** Sampling rate: frames per second, or an exact rational such as `{ numerator: 30000, denominator: 1001 }`. */
  readonly fps?: number | FrameRate | undefined;
  /** First sample time, seconds. Default: the first key (of the track, or of the clip for {@link bake}). */
  readonly start?: number | undefined;
  /** Last sample time, seconds; always sampled even when it is not on the frame grid. Default: the last key (clip: {@link clipRange}). */
  readonly end?: number | undefined;
  /** The most samples per track (`DEFAULT_MAX_KEYS`, see `limits.ts`); more is a `LimitError` before allocating. */
  readonly maxKeys?: number | undefined;
}

/** The most samples {@link frameTimes} produces (2^27, 1 GiB of Float64 times); more is an error, not an allocation failure. */
export const MAX_SAMPLES = 2 ** 27;

/** Defaults of {@link BakeOptions}: 30 fps. */
export const BAKE_DEFAULTS = Object.freeze({ fps: 30 });

/** The rate as a rational; a number is kept as `{ numerator: fps, denominator: 1 }`. */
export function toFrameRate(fps: number | FrameRate): FrameRate {
  const rate = typeof fps === 'number' ? { numerator: fps, denominator: 1 } : fps;
  if (!(rate.numerator > 0 && rate.denominator > 0 && Number.isFinite(rate.numerator) && Number.isFinite(rate.denominator))) {
    throw new InvalidArgumentError(`frame rate ${String(rate.numerator)}/${String(rate.denominator)} is not positive and finite`);
  }
  return rate;
}

/**
 * The sample times (seconds) of a bake: `start + i · denominator / numerator` for every frame i up to
 * `end`, plus `end` itself when it is off the grid by more than 1e-9 frames (a last frame within 1e-9
 * frames of `end` is snapped to `end`).
 * @param maxKeys the most samples allowed (see `limits.ts`); without it, {@link MAX_SAMPLES}.
 * @throws {InvalidArgumentError} when the rate is not positive, `end < start`, or there would be more
 *   than {@link MAX_SAMPLES} samples; `LimitError` when there would be more than `maxKeys`.
 */
export function frameTimes(start: number, end: number, fps: number | FrameRate, maxKeys?: number): Float64Array {
  const rate = toFrameRate(fps);
  if (!(end >= start) || !Number.isFinite(start) || !Number.isFinite(end)) {
    throw new InvalidArgumentError(`cannot sample from ${String(start)} s to ${String(end)} s`);
  }
  const frames = ((end - start) * rate.numerator) / rate.denominator;
  if (maxKeys !== undefined) {
    checkKeyCount(frames + 1, maxKeys, `sampling ${String(end - start)} s at ${String(rate.numerator / rate.denominator)} fps`);
  }
  if (!(frames <= MAX_SAMPLES)) {
    throw new InvalidArgumentError(`sampling ${String(end - start)} s at ${String(rate.numerator)}/${String(rate.denominator)} fps would take more than ${String(MAX_SAMPLES)} samples`);
  }
  const whole = Math.floor(frames + 1e-9);
  const extra = frames - whole > 1e-9 ? 1 : 0;
  const times = new Float64Array(whole + 1 + extra);
  for (let i = 0; i <= whole; i++) times[i] = start + (i * rate.denominator) / rate.numerator;
  if (extra === 1) times[whole + 1] = end;
  else times[whole] = end;
  return times;
}

/**
 * Returns a copy of `track` sampled at `fps` from `start` to `end`, with `linear` keys (`constant` for
 * `bool`, `int` and `string` tracks) and no handles; quaternion tracks keep their `quatBlend`, so
 * evaluating the result at a sample time gives exactly the original value there. Extrapolation modes
 * are kept. A track without keys is returned unchanged (copied).
 * @throws {InvalidArgumentError} for a non-positive rate or an empty range; `LimitError` for more than
 *   `maxKeys` samples in a track (default `DEFAULT_MAX_KEYS`).
 */
export function bakeTrack(track: Track, options: BakeOptions = {}): Track {
  const count = track.times.length;
  if (count === 0) return { ...track };
  const times = frameTimes(options.start ?? track.times[0]!, options.end ?? track.times[count - 1]!, options.fps ?? BAKE_DEFAULTS.fps, keyLimit(options));
  const values = sample(track, times);
  const code = isStepType(track.valueType) ? InterpolationCode.constant : InterpolationCode.linear;
  const baked: Track = { ...track, times, values, interpolation: new Uint8Array(times.length).fill(code) };
  delete baked.inHandles;
  delete baked.outHandles;
  return baked;
}

/**
 * Bakes every track of a clip over the clip's range ({@link clipRange}, or `start`/`end`) at `fps`, and
 * sets the clip's frame rate to it. Tracks without keys are kept as they are.
 * @throws {InvalidArgumentError} for a non-positive rate or an empty range; `LimitError` for more than
 *   `maxKeys` samples in a track (default `DEFAULT_MAX_KEYS`).
 */
export function bake(clip: Clip, options: BakeOptions = {}): Clip {
  const [first, last] = clipRange(clip);
  const fps = options.fps ?? BAKE_DEFAULTS.fps;
  const opts: BakeOptions = { fps, start: options.start ?? first, end: options.end ?? last, maxKeys: options.maxKeys };
  return { ...clip, frameRate: toFrameRate(fps), tracks: clip.tracks.map((t) => bakeTrack(t, opts)) };
}

/** Alias of {@link bake} (glTF-Transform's verb): uniform resampling to linear keys. */
export const resample = bake;

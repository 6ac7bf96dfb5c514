/**
 * `retime`: change the timing of a clip by a frame-rate change or by mapping one time range onto another.
 *
 * @module
 */
import { InvalidArgumentError } from '../errors.js';
import type { Clip, FrameRate, Track } from '../types.js';
import { timeUnitRate } from '../units.js';

/** A time range in seconds. */
export interface TimeRange {
  readonly start: number;
  readonly end: number;
}

/** A rate: frames per second, an exact rational, or a time-unit name (`film`, `ntsc`, `29.97fps`, `120fps`). */
export type RateSpec = number | FrameRate | string;

/**
 * Options of {@link retime}. Either both `from` and `to` are rates — keys keep their **frame numbers**:
 * a key at frame 30 of a 30 fps clip lands on frame 30 at 24 fps, so times scale by `from / to` — or
 * both are time ranges and times are mapped affinely so that `from.start → to.start` and
 * `from.end → to.end`.
 */
export interface RetimeOptions {
  readonly from: RateSpec | TimeRange;
  readonly to: RateSpec | TimeRange;
}

function rate(spec: RateSpec): FrameRate {
  const r = typeof spec === 'string' ? timeUnitRate(spec) : typeof spec === 'number' ? { numerator: spec, denominator: 1 } : spec;
  if (!(r.numerator > 0 && r.denominator > 0 && Number.isFinite(r.numerator) && Number.isFinite(r.denominator))) {
    throw new InvalidArgumentError(`retime: rate ${String(r.numerator)}/${String(r.denominator)} is not positive and finite`);
  }
  return r;
}

function isRange(v: RateSpec | TimeRange): v is TimeRange {
  return typeof v === 'object' && 'start' in v;
}

/** The affine map `t → offset + scale · t` a retime applies, and the new frame rate for rate changes. */
export interface TimeMap {
  readonly scale: number;
  readonly offset: number;
  readonly frameRate?: FrameRate | undefined;
}

/**
 * The time map of {@link RetimeOptions}. For rates the scale is computed as
 * `(from.numerator · to.denominator) / (from.denominator · to.numerator)`, one rounding.
 * @throws {InvalidArgumentError} for mixed kinds, unknown unit names, non-positive rates or an empty or
 *   reversed range.
 */
export function timeMap(options: RetimeOptions): TimeMap {
  const { from, to } = options;
  if (isRange(from) !== isRange(to)) throw new InvalidArgumentError('retime: from and to must both be rates or both be time ranges');
  if (isRange(from) && isRange(to)) {
    const a = from.end - from.start;
    const b = to.end - to.start;
    if (!(a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b))) {
      throw new InvalidArgumentError('retime: ranges must have end > start, finite');
    }
    const scale = b / a;
    return { scale, offset: to.start - from.start * scale };
  }
  const f = rate(from as RateSpec);
  const t = rate(to as RateSpec);
  return { scale: (f.numerator * t.denominator) / (f.denominator * t.numerator), offset: 0, frameRate: t };
}

/** Returns a copy of `track` with key times mapped by `map` and handle Δtimes scaled by `map.scale`. */
export function retimeTrack(track: Track, options: RetimeOptions | TimeMap): Track {
  const map = 'scale' in options ? options : timeMap(options);
  const { scale, offset } = map;
  const scaleDt = (h: Float64Array | undefined): Float64Array | undefined => {
    if (h === undefined) return undefined;
    const out = new Float64Array(h);
    for (let i = 0; i < out.length; i += 2) out[i] = out[i]! * scale;
    return out;
  };
  const result: Track = { ...track, times: track.times.map((t) => offset + t * scale), values: new Float64Array(track.values) };
  const inHandles = scaleDt(track.inHandles);
  const outHandles = scaleDt(track.outHandles);
  if (inHandles) result.inHandles = inHandles;
  if (outHandles) result.outHandles = outHandles;
  return result;
}

/**
 * Returns a copy of `clip` retimed (see {@link RetimeOptions}): key times, handle Δtimes and the duration
 * (a length, so scaled only) change; for a rate change the clip's frame rate becomes `to`.
 * @example
 * ```ts
 * retime(clip, { from: 'ntsc', to: 'film' });            // 30 fps frames played at 24 fps
 * retime(clip, { from: { start: 0, end: 2 }, to: { start: 10, end: 11 } }); // twice as fast, from 10 s
 * ```
 * @throws {InvalidArgumentError} as {@link timeMap}.
 */
export function retime(clip: Clip, options: RetimeOptions): Clip {
  const map = timeMap(options);
  const result: Clip = { ...clip, tracks: clip.tracks.map((t) => retimeTrack(t, map)) };
  if (clip.duration !== undefined) result.duration = clip.duration * map.scale;
  if (map.frameRate !== undefined) result.frameRate = map.frameRate;
  return result;
}

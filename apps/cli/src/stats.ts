import type { Clip, Interpolation, Track } from '@anim/core';
import { shortestFloat32 } from '@anim/core/io';

const INTERPOLATION_NAMES: readonly Interpolation[] = ['constant', 'linear', 'bezier'];

/** What `anim info` shows about one track. Times in seconds. */
export interface TrackStats {
  readonly name: string;
  readonly node: string;
  readonly property: string;
  readonly valueType: string;
  readonly components: number;
  readonly unit: string;
  readonly keyframes: number;
  /** First key time (s), or null for an empty track. */
  readonly start: number | null;
  /** Last key time (s), or null for an empty track. */
  readonly end: number | null;
  /** Interpolations of the segments (keys but the last), in the order constant, linear, bezier. */
  readonly interpolations: Interpolation[];
  readonly preExtrapolation: string;
  readonly postExtrapolation: string;
}

/**
 * How many tracks a clip has, the one count the CLI prints (`anim info`'s `tracks`, the conversion
 * matrix of `anim formats`): the core model's tracks, one per animated property (a Maya `rotateX`
 * curve is one track, a glTF node's rotation sampler is one quaternion track), whatever their value
 * type or key count.
 */
export function clipTrackCount(clip: Clip): number {
  return clip.tracks.length;
}

/** Per-track facts for `anim info`. */
export function trackStats(track: Track): TrackStats {
  const n = track.times.length;
  const used = new Set<number>();
  for (let k = 0; k < n - 1; k++) used.add(track.interpolation[k]!);
  return {
    name: track.name,
    node: track.node,
    property: track.property,
    valueType: track.valueType,
    components: track.components,
    unit: track.unit,
    keyframes: n,
    start: n === 0 ? null : track.times[0]!,
    end: n === 0 ? null : track.times[n - 1]!,
    interpolations: INTERPOLATION_NAMES.filter((_, code) => used.has(code)),
    preExtrapolation: track.preExtrapolation,
    postExtrapolation: track.postExtrapolation,
  };
}

/** Formats seconds for tables: up to 6 decimals, trailing zeros removed. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '-';
  return formatNumber(seconds);
}

/** A number for human output: at most 6 decimals, no trailing zeros, `-0` shown as `0`. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

const DIGITS = new Int32Array(2);

/**
 * The shortest decimal that reads back to the same float32 as `value` (`Math.fround`): float32 data
 * printed without the noise of its double expansion (`160.000002` → `160`, `0.1` stays `0.1`), as
 * JavaScript prints that decimal. The digits come from `@anim/core/io`'s `shortestFloat32` (the one
 * search, shared with the AnimJ and Unity writers); this only lays them out. `-0` prints as `0`,
 * non-finite values as `NaN`/`Infinity`/`-Infinity`.
 */
export function formatFloat32(value: number): string {
  const f = Math.fround(value);
  if (!Number.isFinite(f)) return String(f);
  if (f === 0) return '0';
  if (Number.isInteger(f) && Math.abs(f) < 16_777_216) return String(f);
  if (shortestFloat32(Math.abs(f), DIGITS)) return String(Number(`${f < 0 ? '-' : ''}${String(DIGITS[0])}e${String(-DIGITS[1]!)}`));
  // the values core leaves to its callers (next to a rounding tie or a power of ten, or |k| > 22): the
  // same digits from text, as core's contract says
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(f.toPrecision(digits));
    if (Math.fround(candidate) === f) return String(candidate);
  }
  return String(f);
}

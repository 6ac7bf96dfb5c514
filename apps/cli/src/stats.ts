import type { Interpolation, Track } from '@anim/core';

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

/**
 * The selected keyframe of the plot: moving it from the keyboard and describing it (pure functions over
 * the plotted series).
 * @module
 */
import { handlePoints, type PlotSeries } from './plot-data.js';

/** A selected key: series `series` (index into the plotted series), key `key` (index into its track's keys). */
export interface KeySelection {
  readonly series: number;
  readonly key: number;
}

/**
 * The selection after pressing `key` on the focused plot: ←/→ previous/next key of the series (wrapping;
 * from no selection → the first key, ← the last of the first series), ↑/↓ previous/next series (wrapping,
 * same key index clamped to its keys), Escape clears (`null`). `undefined` when the key is not one of these
 * or there is nothing to select (the page leaves the key event alone).
 */
export function stepKeySelection(series: readonly PlotSeries[], current: KeySelection | null, key: string): KeySelection | null | undefined {
  if (series.length === 0) return undefined;
  const sk = current ?? { series: 0, key: -1 };
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const count = series[sk.series]?.track.times.length ?? 0;
    if (count === 0) return undefined;
    const step = key === 'ArrowRight' ? 1 : -1;
    return { series: sk.series, key: sk.key < 0 ? (step > 0 ? 0 : count - 1) : (sk.key + step + count) % count };
  }
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const s = (sk.series + (key === 'ArrowDown' ? 1 : series.length - 1)) % series.length;
    const count = series[s]?.track.times.length ?? 0;
    return count === 0 ? null : { series: s, key: Math.min(Math.max(sk.key, 0), count - 1) };
  }
  if (key === 'Escape') return null;
  return undefined;
}

/** What the page says about a selected key (times in seconds). */
export interface KeyDescription {
  /** The series label (`Hips.translate.x`). */
  readonly label: string;
  readonly index: number;
  /** Seconds. */
  readonly time: number;
  readonly value: number;
  /** `bezier to the next key`, `linear to the next key`, …, or `last key`. */
  readonly interp: string;
  /** The in-handle relative to the key (`Δt … s, Δv …`), or `—` when it has none. */
  readonly inHandle: string;
  readonly outHandle: string;
}

/** The description of the selected key, or `null` when nothing (or a key that no longer exists) is selected. */
export function describeKey(series: readonly PlotSeries[], sk: KeySelection | null): KeyDescription | null {
  if (sk === null) return null;
  const s = series[sk.series];
  if (s === undefined) return null;
  const h = handlePoints(s, sk.key);
  if (h === null) return null;
  const last = sk.key === s.track.times.length - 1;
  const interp = last ? 'last key' : `${['constant', 'linear', 'bezier'][s.track.interpolation[sk.key] ?? 1] ?? '?'} to the next key`;
  const fmt = (p: [number, number] | null): string => (p === null ? '—' : `Δt ${(p[0] - h.key[0]).toFixed(4)} s, Δv ${(p[1] - h.key[1]).toPrecision(5)}`);
  return { label: s.label, index: sk.key, time: h.key[0], value: h.key[1], interp, inHandle: fmt(h.in), outHandle: fmt(h.out) };
}

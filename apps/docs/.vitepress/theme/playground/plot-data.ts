/**
 * Pure data preparation for the playground plot: which series to draw, their samples from
 * `@anim/core`'s evaluator, key markers and the Bézier handles of a key.
 * @module
 */
import { clipRange, evaluate, sample, type Clip, type Track } from '@anim/core';

/** One plotted line: one component of one track. */
export interface PlotSeries {
  readonly trackIndex: number;
  readonly track: Track;
  readonly component: number;
  readonly label: string;
}

const componentNames: Partial<Record<Track['valueType'], readonly string[]>> = {
  vec2: ['x', 'y'],
  vec3: ['x', 'y', 'z'],
  vec4: ['x', 'y', 'z', 'w'],
  quat: ['x', 'y', 'z', 'w'],
  color: ['r', 'g', 'b', 'a'],
};

/** The series of the selected tracks: one per component. */
export function plotSeries(clip: Clip, selected: readonly number[]): PlotSeries[] {
  const out: PlotSeries[] = [];
  for (const trackIndex of selected) {
    const track = clip.tracks[trackIndex];
    if (track === undefined) continue;
    for (let c = 0; c < track.components; c++) {
      const suffix = track.components === 1 ? '' : `.${componentNames[track.valueType]?.[c] ?? String(c)}`;
      out.push({ trackIndex, track, component: c, label: `${track.name}${suffix}` });
    }
  }
  return out;
}

/** The default time window of a clip: its key range, widened a little (and to 1 s when it is a single instant). */
export function defaultWindow(clip: Clip): [number, number] {
  const [start, end] = clipRange(clip);
  const span = end - start;
  if (!(span > 0)) return [start - 0.5, start + 0.5];
  const pad = span * 0.05;
  return [start - pad, end + pad];
}

/**
 * Sample times over `[start, end]`: `count` evenly spaced times plus every key time inside the window
 * (so jumps and corners are drawn exactly), ascending, without duplicates.
 */
export function sampleTimes(series: readonly PlotSeries[], start: number, end: number, count = 600): Float64Array {
  const set = new Set<number>();
  const n = Math.max(2, count);
  for (let i = 0; i < n; i++) set.add(start + ((end - start) * i) / (n - 1));
  const seen = new Set<Track>();
  for (const s of series) {
    if (seen.has(s.track)) continue;
    seen.add(s.track);
    for (const t of s.track.times) if (t >= start && t <= end) set.add(t);
  }
  return Float64Array.from([...set].sort((a, b) => a - b));
}

/**
 * uPlot's aligned data: `[times, series 0 values, series 1 values, …]`, every value from
 * `@anim/core`'s `sample` (each track evaluated once for all its components).
 */
export function plotData(series: readonly PlotSeries[], times: Float64Array): [Float64Array, ...Float64Array[]] {
  const byTrack = new Map<Track, Float64Array>();
  const columns: Float64Array[] = [];
  for (const s of series) {
    let packed = byTrack.get(s.track);
    if (packed === undefined) {
      packed = sample(s.track, times);
      byTrack.set(s.track, packed);
    }
    const n = s.track.components;
    const col = new Float64Array(times.length);
    for (let i = 0; i < times.length; i++) col[i] = packed[i * n + s.component]!;
    columns.push(col);
  }
  return [times, ...columns];
}

/** The keyframe markers of one series: `[time s, value]` per key. */
export function keyPoints(s: PlotSeries): [number, number][] {
  const { times, values, components: n } = s.track;
  const out: [number, number][] = [];
  for (let k = 0; k < times.length; k++) out.push([times[k]!, values[k * n + s.component]!]);
  return out;
}

/** The Bézier handle end points of key `k` of a series, in plot coordinates (`null` where it has none). */
export function handlePoints(
  s: PlotSeries,
  k: number,
): { key: [number, number]; in: [number, number] | null; out: [number, number] | null } | null {
  const { times, values, components: n, inHandles, outHandles, interpolation } = s.track;
  if (k < 0 || k >= times.length) return null;
  const t = times[k]!;
  const v = values[k * n + s.component]!;
  const at = (h: Float64Array | undefined): [number, number] | null => {
    if (h === undefined) return null;
    const i = (k * n + s.component) * 2;
    const dt = h[i]!;
    const dv = h[i + 1]!;
    return dt === 0 && dv === 0 ? null : [t + dt, v + dv];
  };
  // an out-handle matters only when this key starts a Bézier segment, an in-handle when the previous one does
  const outUsed = k < times.length - 1 && interpolation[k] === 2;
  const inUsed = k > 0 && interpolation[k - 1] === 2;
  return { key: [t, v], in: inUsed ? at(inHandles) : null, out: outUsed ? at(outHandles) : null };
}

/**
 * The key closest to a point in pixel space, over all series: `toX`/`toY` map time and value to pixels.
 * `null` when no key is within `radius` pixels.
 */
export function nearestKey(
  series: readonly PlotSeries[],
  x: number,
  y: number,
  toX: (t: number) => number,
  toY: (v: number) => number,
  radius = 12,
): { series: number; key: number } | null {
  let best: { series: number; key: number } | null = null;
  let bestD = radius * radius;
  series.forEach((s, si) => {
    keyPoints(s).forEach(([t, v], k) => {
      const dx = toX(t) - x;
      const dy = toY(v) - y;
      const d = dx * dx + dy * dy;
      if (d < bestD || (best === null && d === bestD)) {
        bestD = d;
        best = { series: si, key: k };
      }
    });
  });
  return best;
}

/**
 * The tracks the playground selects when a file opens: the first `count` tracks that have two keys or
 * more (the ones that move), then the first others, in track order.
 */
export function initialSelection(clip: Clip, count = 3): number[] {
  const moving = clip.tracks.flatMap((t, i) => (t.times.length >= 2 ? [i] : []));
  const still = clip.tracks.flatMap((t, i) => (t.times.length >= 2 ? [] : [i]));
  return [...moving, ...still].slice(0, count).sort((a, b) => a - b);
}

/** The value of every series at time `t` (seconds), from `@anim/core`'s `evaluate` (each track evaluated once). */
export function valuesAt(series: readonly PlotSeries[], t: number): number[] {
  const byTrack = new Map<Track, ArrayLike<number>>();
  return series.map((s) => {
    let v = byTrack.get(s.track);
    if (v === undefined) {
      v = Float64Array.from(evaluate(s.track, t));
      byTrack.set(s.track, v);
    }
    return v[s.component]!;
  });
}

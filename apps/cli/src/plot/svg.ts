import type { Track } from '@anim/core';
import { hsl } from 'd3-color';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { sampleTrack } from '../model.js';
import { decimateToColumns } from './decimate.js';

/** Options of {@link renderPlot}. Times in seconds. */
export interface PlotOptions {
  readonly start: number;
  readonly end: number;
  /** Image width in px. */
  readonly width: number;
  /** Height of one panel (one per unit) in px. */
  readonly panelHeight: number;
  /** Evenly spaced samples per track across the range (key times are added). */
  readonly samples: number;
  readonly title: string;
}

/** Default image size and sampling density. */
export const PLOT_DEFAULTS = { width: 960, panelHeight: 280, samples: 600 } as const;

/** At most this many keyframe marks per plot; past it keys are not marked (the curves still are). */
export const MAX_KEY_MARKS = 20_000;

/**
 * At most this many curve points per plot (all curves together, ≤ 16 bytes each in the SVG). With
 * each curve reduced to ≤ 4 points per pixel column ({@link decimateToColumns}), it sets how many
 * curves (track components) are drawn: 86 at the default width. With {@link MAX_KEY_MARKS} and
 * {@link MAX_TEXT} it keeps an SVG of any input under 8 MB.
 */
export const MAX_POINTS = 300_000;

/** Names, units and the title are cut to this many characters in the picture. */
export const MAX_TEXT = 200;

/** Tableau 10: distinct, colour-blind aware, readable on white. */
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/**
 * The colour of the `index`-th track as `#rrggbb`: the palette, then golden-angle hues for more
 * tracks. Always hex: resvg (the PNG renderer) does not draw `hsl()` colours.
 */
export function trackColor(index: number): string {
  if (index < PALETTE.length) return PALETTE[index]!;
  const hue = (index * 137.508) % 360;
  return hsl(hue, 0.55, index % 2 === 0 ? 0.42 : 0.55).formatHex();
}

const MARGIN = { top: 36, right: 24, bottom: 40, left: 72 };
const LEGEND_ROW = 18;
const LEGEND_MAX = 40;

interface Series {
  readonly track: Track;
  readonly color: string;
  /** One polyline per component: [time s, value]. */
  readonly lines: [number, number][][];
  /** Keyframes in range: [time s, value] per component. */
  readonly keys: [number, number][];
}

/** What {@link renderPlot} drew. */
export interface PlotResult {
  readonly svg: string;
  /** Tracks drawn: the first ones, as many as {@link MAX_POINTS} allows. */
  readonly drawn: number;
  /** Numeric tracks left out (not drawn, counted in the picture's legend). */
  readonly leftOut: number;
}

/**
 * Draws tracks as an SVG chart: the curves are sampled through the core evaluator (not a plotting
 * library's spline) and reduced to the pixel columns ({@link decimateToColumns}), one
 * `<path class="track">` per track (one sub-path per component), keyframes marked with circles, one
 * colour per track, one panel per unit with its own value axis, a common time axis in seconds, and a
 * legend. `string` tracks are left out (their values are not numbers). Only the first tracks whose
 * curves fit {@link MAX_POINTS} are drawn (always at least one); the legend says how many were left out.
 */
export function renderPlot(tracks: readonly Track[], options: PlotOptions): PlotResult {
  const { start, end, width, panelHeight } = options;
  const numeric = tracks.filter((t) => t.valueType !== 'string');
  const columns = Math.max(1, width - MARGIN.left - MARGIN.right);
  const curveBudget = Math.max(1, Math.floor(MAX_POINTS / (4 * (columns + 1))));
  let curves = 0;
  let count = 0;
  while (count < numeric.length && (count === 0 || curves + numeric[count]!.components <= curveBudget)) curves += numeric[count++]!.components;
  const plotted = numeric.slice(0, count);
  const leftOut = numeric.length - count;
  const x = scaleLinear().domain([start, end]).range([MARGIN.left, width - MARGIN.right]);
  const series = plotted.map((track, i) => buildSeries(track, trackColor(i), options, (t) => x(t)));
  const units = [...new Set(plotted.map((t) => t.unit))];
  const legendRows = Math.min(series.length, LEGEND_MAX) + (series.length > LEGEND_MAX || leftOut > 0 ? 1 : 0);
  const panelsHeight = units.length * panelHeight;
  const height = MARGIN.top + panelsHeight + 16 + legendRows * LEGEND_ROW + 12;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${MARGIN.left}" y="20" font-size="14" font-weight="bold">${text(options.title)}</text>`,
  );
  let keyMarks = 0;
  units.forEach((unit, panel) => {
    const top = MARGIN.top + panel * panelHeight;
    const bottom = top + panelHeight - MARGIN.bottom;
    const inPanel = series.filter((s) => s.track.unit === unit);
    let lo = Infinity;
    let hi = -Infinity;
    for (const s of inPanel) {
      for (const points of s.lines) {
        for (const [, v] of points) {
          if (Number.isFinite(v)) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
          }
        }
      }
    }
    if (!(lo <= hi)) [lo, hi] = [-1, 1];
    if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
    const y = scaleLinear().domain([lo, hi]).nice().range([bottom, top + 8]);
    out.push(`<g class="panel" data-unit="${text(unit)}">`);
    // grid and axes
    const yTicks = y.ticks(6);
    const yFormat = y.tickFormat(6);
    for (const tick of yTicks) {
      const py = y(tick).toFixed(2);
      out.push(
        `<line x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${py}" y2="${py}" stroke="#e5e5e5"/>`,
        `<text x="${MARGIN.left - 6}" y="${py}" text-anchor="end" dominant-baseline="middle" fill="#444">${escapeXml(yFormat(tick))}</text>`,
      );
    }
    const xTicks = x.ticks(10);
    const xFormat = x.tickFormat(10);
    for (const tick of xTicks) {
      const px = x(tick).toFixed(2);
      out.push(
        `<line x1="${px}" x2="${px}" y1="${top + 8}" y2="${bottom}" stroke="#f0f0f0"/>`,
        `<text x="${px}" y="${bottom + 14}" text-anchor="middle" fill="#444">${escapeXml(xFormat(tick))}</text>`,
      );
    }
    out.push(
      `<line x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${bottom}" y2="${bottom}" stroke="#333"/>`,
      `<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${top + 8}" y2="${bottom}" stroke="#333"/>`,
      `<text x="${width - MARGIN.right}" y="${bottom + 30}" text-anchor="end" fill="#222">time (s)</text>`,
      `<text transform="translate(16 ${((top + bottom) / 2).toFixed(1)}) rotate(-90)" text-anchor="middle" fill="#222">value (${text(unit)})</text>`,
    );
    const path = line()
      .defined(([t, v]) => Number.isFinite(v) && Number.isFinite(t))
      .x(([t]) => round(x(t)))
      .y(([, v]) => round(y(clamp(v, lo, hi))));
    for (const s of inPanel) {
      const d = s.lines.map((points) => path(points) ?? '').join('');
      out.push(
        `<path class="track" data-track="${text(s.track.name)}" d="${d}" fill="none" stroke="${s.color}" stroke-width="1.5" stroke-linejoin="round"/>`,
      );
    }
    for (const s of inPanel) {
      if (keyMarks + s.keys.length > MAX_KEY_MARKS) continue;
      keyMarks += s.keys.length;
      const marks = s.keys
        .filter(([, v]) => Number.isFinite(v))
        .map(([t, v]) => `<circle cx="${round(x(t))}" cy="${round(y(clamp(v, lo, hi)))}" r="2.5"/>`);
      if (marks.length > 0) out.push(`<g class="keys" fill="#ffffff" stroke="${s.color}" stroke-width="1.2">${marks.join('')}</g>`);
    }
    out.push('</g>');
  });
  // legend
  const legendTop = MARGIN.top + panelsHeight + 16;
  out.push('<g class="legend">');
  series.slice(0, LEGEND_MAX).forEach((s, i) => {
    const ly = legendTop + i * LEGEND_ROW;
    out.push(
      `<rect x="${MARGIN.left}" y="${ly}" width="14" height="4" fill="${s.color}"/>`,
      `<text x="${MARGIN.left + 20}" y="${ly + 5}" fill="#222">${text(`${s.track.name} (${s.track.valueType}, ${s.track.unit})`)}</text>`,
    );
  });
  const unlisted = series.length - Math.min(series.length, LEGEND_MAX);
  if (unlisted > 0 || leftOut > 0) {
    const parts = [
      ...(unlisted > 0 ? [`${unlisted} more drawn`] : []),
      ...(leftOut > 0 ? [`${leftOut} of ${numeric.length} tracks left out (not drawn)`] : []),
    ];
    out.push(
      `<text class="left-out" x="${MARGIN.left}" y="${legendTop + Math.min(series.length, LEGEND_MAX) * LEGEND_ROW + 5}" fill="#666">… ${parts.join(', ')}: narrow with --tracks</text>`,
    );
  }
  out.push('</g>', '</svg>');
  return { svg: `${out.join('\n')}\n`, drawn: plotted.length, leftOut };
}

function buildSeries(track: Track, color: string, options: PlotOptions, column: (time: number) => number): Series {
  const { start, end, samples } = options;
  const span = end - start;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(start + (span * i) / Math.max(1, samples - 1));
  for (const t of track.times) {
    if (t >= start && t <= end) {
      // a sample just before each key keeps steps (constant segments) vertical
      times.push(Math.max(start, t - span * 1e-6), t);
    }
  }
  times.sort((a, b) => a - b);
  const n = track.components;
  const values = sampleTrack(track, times);
  const lines = Array.from({ length: n }, (_, c) => decimateToColumns(times, values, n, c, column));
  const keys: [number, number][] = [];
  for (let k = 0; k < track.times.length; k++) {
    const t = track.times[k]!;
    if (t < start || t > end) continue;
    for (let c = 0; c < n; c++) keys.push([t, track.values[k * n + c]!]);
  }
  return { track, color, lines, keys };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

function clamp(v: number, lo: number, hi: number): number {
  // keep wild values (e.g. huge extrapolation) inside the drawing instead of at ±1e300 px
  const pad = (hi - lo) * 4;
  return Math.min(hi + pad, Math.max(lo - pad, v));
}

/** Text in the picture: cut to {@link MAX_TEXT} characters, escaped. */
function text(value: string): string {
  return escapeXml(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value);
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

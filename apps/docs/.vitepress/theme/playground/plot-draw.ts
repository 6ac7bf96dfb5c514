/**
 * What the playground paints over uPlot's curves on its canvas: a marker per key, the time cursor's line,
 * and the selected key with its Bézier handles.
 * @module
 */
import type uPlot from 'uplot';
import type { KeySelection } from './key-selection.js';
import { seriesColor } from './palette.js';
import { handlePoints, keyPoints, type PlotSeries } from './plot-data.js';

/**
 * Paints the overlay of plot `u` (its series 1… are `series`, in order): key markers of the shown series,
 * a dashed vertical line at `cursorTime` (seconds) when it is in view, and the `selected` key circled with
 * its handles (lines to small squares). Canvas pixels are scaled by `devicePixelRatio`.
 */
export function drawOverlay(u: uPlot, series: readonly PlotSeries[], cursorTime: number, selected: KeySelection | null): void {
  const ctx = u.ctx;
  const dpr = devicePixelRatio;
  const { left, top, width, height } = u.bbox;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  series.forEach((s, si) => {
    if (u.series[si + 1]?.show === false) return;
    ctx.fillStyle = seriesColor(si);
    for (const [t, v] of keyPoints(s)) {
      const x = u.valToPos(t, 'x', true);
      const y = u.valToPos(v, 'y', true);
      if (x < left - 5 || x > left + width + 5) continue;
      ctx.beginPath();
      ctx.arc(x, y, 3 * dpr, 0, 2 * Math.PI);
      ctx.fill();
    }
  });
  // the time cursor: a vertical line at its time
  const cx = u.valToPos(cursorTime, 'x', true);
  if (cx >= left && cx <= left + width) {
    ctx.strokeStyle = getComputedStyle(u.root).color;
    ctx.globalAlpha = 0.6;
    ctx.setLineDash([4 * dpr, 3 * dpr]);
    ctx.lineWidth = dpr;
    ctx.beginPath();
    ctx.moveTo(cx, top);
    ctx.lineTo(cx, top + height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }
  const s = selected === null ? undefined : series[selected.series];
  const h = selected === null || s === undefined ? null : handlePoints(s, selected.key);
  if (h !== null) {
    const kx = u.valToPos(h.key[0], 'x', true);
    const ky = u.valToPos(h.key[1], 'y', true);
    ctx.strokeStyle = getComputedStyle(u.root).color;
    ctx.lineWidth = 1.5 * dpr;
    for (const p of [h.in, h.out]) {
      if (p === null) continue;
      const px = u.valToPos(p[0], 'x', true);
      const py = u.valToPos(p[1], 'y', true);
      ctx.beginPath();
      ctx.moveTo(kx, ky);
      ctx.lineTo(px, py);
      ctx.stroke();
      ctx.fillStyle = getComputedStyle(u.root).backgroundColor === 'rgba(0, 0, 0, 0)' ? '#fff' : getComputedStyle(u.root).backgroundColor;
      ctx.fillRect(px - 3.5 * dpr, py - 3.5 * dpr, 7 * dpr, 7 * dpr);
      ctx.strokeRect(px - 3.5 * dpr, py - 3.5 * dpr, 7 * dpr, 7 * dpr);
    }
    ctx.beginPath();
    ctx.arc(kx, ky, 6 * dpr, 0, 2 * Math.PI);
    ctx.stroke();
  }
  ctx.restore();
}

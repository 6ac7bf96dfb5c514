/**
 * The colours of the plotted series: the same colour for a series' curve, key markers and time-cursor row.
 * @module
 */

const palette = ['#2f7ed8', '#e4572e', '#17a589', '#a05fd4', '#f2a541', '#5c6b73', '#d81b60', '#43aa8b'] as const;

/** The colour (CSS hex) of plotted series `index` (0-based); the palette repeats after eight. */
export function seriesColor(index: number): string {
  return palette[index % palette.length]!;
}

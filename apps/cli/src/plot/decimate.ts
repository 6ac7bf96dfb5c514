/**
 * Reduces a sampled curve to what a picture can show: per pixel column, the first, lowest, highest
 * and last point (in time order), the "M4" reduction of Jugel et al., *M4: A Visualization-Oriented
 * Time Series Data Aggregation* (VLDB 2014). A line through the kept points draws the same pixels
 * as a line through all of them, so a curve costs at most four points per column whatever its
 * length. Non-finite values are kept (they break the line) and close the column's run.
 *
 * @param times - sample times in seconds, ascending.
 * @param values - `times.length × stride` values; the curve is component `offset`.
 * @param column - the pixel column of a time (any number; it is floored).
 * @returns `[time s, value]` points in time order.
 */
export function decimateToColumns(
  times: ArrayLike<number>,
  values: ArrayLike<number>,
  stride: number,
  offset: number,
  column: (time: number) => number,
): [number, number][] {
  const out: [number, number][] = [];
  let current = NaN;
  let first = -1;
  let last = -1;
  let low = -1;
  let high = -1;
  const value = (i: number): number => values[i * stride + offset]!;
  const flush = (): void => {
    if (first < 0) return;
    const kept = [...new Set([first, low, high, last])].sort((a, b) => a - b);
    for (const i of kept) out.push([times[i]!, value(i)]);
    first = -1;
  };
  for (let i = 0; i < times.length; i++) {
    const v = value(i);
    if (!Number.isFinite(v)) {
      flush();
      out.push([times[i]!, v]);
      continue;
    }
    const c = Math.floor(column(times[i]!));
    if (first < 0 || c !== current) {
      flush();
      current = c;
      first = last = low = high = i;
      continue;
    }
    last = i;
    if (v < value(low)) low = i;
    if (v > value(high)) high = i;
  }
  flush();
  return out;
}

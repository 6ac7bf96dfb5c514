/**
 * Number → JSON text, so that every number reads back identically.
 *
 * - float32 values: the shortest decimal that rounds (through the nearest double, as {@link readAnimj}
 *   reads) back to the same float32, laid out as JavaScript prints numbers (`0.1`, `1e-45`,
 *   `3.4028235e+38`);
 * - doubles: JavaScript's shortest round-trip form;
 * - `-0` is written `-0`; ±Infinity as `1e39` (float32) / `1e309` (double), which read back as ±Infinity;
 * - NaN has no JSON form: {@link formatFloat32}/{@link formatFloat64} return undefined and the writer
 *   throws.
 *
 * @module
 */

/**
 * The shortest JSON text of a float32 value, or undefined for NaN.
 * @param v - a value representable as float32 (other doubles are first rounded to float32).
 */
export function formatFloat32(value: number): string | undefined {
  const v = Math.fround(value);
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  if (!Number.isFinite(v)) return Number.isNaN(v) ? undefined : v > 0 ? '1e39' : '-1e39';
  if (Number.isInteger(v) && Math.abs(v) < 16777216) return String(v);
  // Round-tripping is monotone in the digit count, so binary-search the shortest precision.
  let lo = 1;
  let hi = 9;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.fround(Number(v.toPrecision(mid))) === v) hi = mid;
    else lo = mid + 1;
  }
  return String(Number(v.toPrecision(lo)));
}

/** The shortest JSON text of a double, or undefined for NaN. */
export function formatFloat64(v: number): string | undefined {
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  if (!Number.isFinite(v)) return Number.isNaN(v) ? undefined : v > 0 ? '1e309' : '-1e309';
  return String(v);
}

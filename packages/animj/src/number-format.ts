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
import { shortestFloat32 } from '@anim/core/io';

// The digit search lives in @anim/core (shared with @anim/unity's writer); the writer takes it from here.
export { shortestFloat32 };

/**
 * The shortest JSON text of a float32 value, or undefined for NaN.
 *
 * The digit count is the smallest p in 1…9 for which the value rounded to p significant digits
 * (round half up, as `toPrecision`) reads back to the same float32 (binary search: round-tripping is
 * monotone in p). The candidate `n × 10^−k` is tested without text: when |k| ≤ 22, `n / 10^k`
 * (or `n × 10^−k`) is one correctly rounded IEEE operation on exact operands, which is the double
 * `Number(text)` gives. The rounding itself is exact for 0 ≤ k ≤ 12 (see `shortestFloat32` in `@anim/core`); values whose
 * inexact scaled form is too close to a rounding tie or to a power of ten, or that need |k| > 22,
 * take the `toPrecision` path ({@link slowFloat32}), which gives the same text more slowly.
 * @param value - a value representable as float32 (other doubles are first rounded to float32).
 */
export function formatFloat32(value: number): string | undefined {
  const v = Math.fround(value);
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  if (!Number.isFinite(v)) return Number.isNaN(v) ? undefined : v > 0 ? '1e39' : '-1e39';
  if (Number.isInteger(v) && Math.abs(v) < 16777216) return String(v);
  return shortestFloat32(Math.abs(v), SCRATCH) ? decimalText(SCRATCH[0]!, SCRATCH[1]!, v < 0) : slowFloat32(v);
}

const SCRATCH = new Int32Array(2);


/**
 * The text JavaScript prints for the double nearest n × 10^−k when n has at most 9 digits: that
 * double's shortest round-trip decimal is n × 10^−k itself (two decimals of ≤ 9 digits are further
 * apart than a double's precision), laid out as `Number.prototype.toString` does (ECMA-262
 * Number::toString: plain up to 21 integer digits, `0.000001`-style down to 10^−7, else `1.5e-7`).
 */
function decimalText(n: number, k: number, negative: boolean): string {
  while (n % 10 === 0) {
    n /= 10;
    k--;
  }
  const digits = String(n);
  const len = digits.length;
  const point = len - k; // the value is 0.digits × 10^point
  let text: string;
  if (k <= 0 && point <= 21) text = digits + '0'.repeat(-k);
  else if (point > 0 && point <= 21) text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  else if (point > -6 && point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
  else {
    const exp = point - 1;
    text = `${digits[0]!}${len > 1 ? `.${digits.slice(1)}` : ''}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp))}`;
  }
  return negative ? `-${text}` : text;
}



/** The reference algorithm: `toPrecision` for each digit count tried. */
export function slowFloat32(v: number): string {
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

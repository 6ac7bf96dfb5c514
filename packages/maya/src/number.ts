/**
 * Number spelling for the writer: the shortest decimal that reads back to the same double, never in
 * exponent notation (Maya's reference readers do not all accept exponents).
 *
 * @module
 */

import { InvalidArgumentError } from '@anim/core';
import type { TextWriter } from '@anim/core/io';

/**
 * Formats a finite double as the shortest plain decimal that reads back to the same double: `0.1`,
 * `-16.774359`, `0.0000001` (not `1e-7`), `-0` for negative zero.
 * @throws {InvalidArgumentError} for NaN and ±Infinity, which `.anim` cannot represent.
 */
export function formatNumber(x: number): string {
  const s = String(x);
  if (s.length < 16 && !s.includes('e')) {
    if (x === 0 && Object.is(x, -0)) return '-0';
    if (Number.isFinite(x)) return s;
  }
  if (!Number.isFinite(x)) throw new InvalidArgumentError(`maya: cannot write ${s} in a .anim file (numbers must be finite)`);
  const e = s.indexOf('e');
  if (e < 0) return s;
  const negative = s.startsWith('-');
  const mantissa = s.slice(negative ? 1 : 0, e);
  const exponent = Number(s.slice(e + 1));
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (dot < 0 ? mantissa.length : dot) + exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${out}` : out;
}

/** Reverse-order digit scratch for {@link writeNumber} (a double below 1e15 has at most 16 digits). */
const DIGITS = new Uint8Array(24);

/**
 * Appends {@link formatNumber}`(x)` to `out` without building a string, for the writer's hot path.
 *
 * Fast path: the smallest `k` (0…15) for which `m = round(|x|·10^k) < 10^15` and `m / 10^k === |x|`
 * (the division is correctly rounded, so `m·10^-k` reads back to `x`). Below 10^15 two k-decimal
 * candidates cannot both read back to `x` (their spacing exceeds x's rounding interval), and
 * `round(|x|·10^k)` is that candidate, so the result is the shortest decimal, the same text as
 * `formatNumber`. Other numbers (large, tiny, -0, non-finite) go through `formatNumber`.
 * @throws {InvalidArgumentError} for NaN and ±Infinity.
 */
export function writeNumber(out: TextWriter, x: number): void {
  const ax = x < 0 ? -x : x;
  if (ax < 1e15 && ax !== 0) {
    let scale = 1;
    for (let k = 0; k <= 15; k++) {
      const m = Math.round(ax * scale);
      if (m >= 1e15) break;
      if (m / scale === ax) {
        writeScaled(out, x < 0, m, k);
        return;
      }
      scale *= 10;
    }
  } else if (x === 0 && !Object.is(x, -0)) {
    out.byte(48);
    return;
  }
  out.text(formatNumber(x));
}

/** Writes `[-]m·10^-k` as a plain decimal (`m` a positive integer below 10^15). */
function writeScaled(out: TextWriter, negative: boolean, m: number, k: number): void {
  let n = 0;
  let v = m;
  while (v > 0) {
    const q = Math.floor(v / 10);
    DIGITS[n++] = 48 + (v - q * 10);
    v = q;
  }
  while (n <= k) DIGITS[n++] = 48; // leading zeros: 0.000123
  if (negative) out.byte(45);
  for (let i = n - 1; i >= 0; i--) {
    if (i === k - 1) out.byte(46);
    out.byte(DIGITS[i]!);
  }
}

/**
 * Number spelling for the writer: the shortest decimal that reads back to the same double, never in
 * exponent notation (Maya's reference readers do not all accept exponents).
 *
 * @module
 */

import { InvalidArgumentError } from '@anim/core';

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

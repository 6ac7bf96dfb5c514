/**
 * The reader's fast path for one key written in Maya's own layout: single spaces between the fields,
 * plain decimals of at most 15 digits, `0`/`1` flags, `;` right after the last field:
 * `time value inType outType tangentLocked weightLocked [breakdown] [inAngle inWeight] [outAngle outWeight];`
 * (spec "keys", animVersion 1.0/1.1). Anything else (comments, other spacing, exponents, long numbers, a
 * bad token, a time that does not increase) makes it give up, and the general path reads the key and
 * reports any error. Both paths give the same key for the same text.
 *
 * @module
 */

import type { KeyColumnsBuilder } from './keys.js';
import { FIXED } from './keys.js';
import { decimalDigits, decimalValue, scanDecimal } from './lexer.js';
import { tangentCodeAt } from './words.js';

/** The last number read by {@link scanPlainNumber}, or the end of the last tangent word (a module slot, so nothing is allocated). */
let scanned = 0;

/**
 * Reads `[+-]digits[.digits]` (1–15 digits) at `p`, followed by a space or `;`, into {@link scanned}.
 * Returns the end offset, or -1.
 */
function scanPlainNumber(t: string, p: number): number {
  p = scanDecimal(t, p);
  if (p < 0 || decimalDigits > 15) return -1;
  const c = t.charCodeAt(p);
  if (c !== 32 && c !== 59) return -1;
  scanned = decimalValue;
  return p;
}

/** Reads a tangent word at `p` followed by a space; returns its code, and its end in {@link scanned}; -1 when not one. */
function scanTangent(t: string, p: number): number {
  const start = p;
  let c = t.charCodeAt(p);
  while (c >= 97 && c <= 122) c = t.charCodeAt(++p);
  if (c !== 32) return -1;
  scanned = p;
  return tangentCodeAt(t, start, p);
}

/** Reads a `0`/`1` flag at `p` followed by a space or `;` (the end must be checked by the caller). */
function flagAt(t: string, p: number): number {
  const c = t.charCodeAt(p);
  return c === 48 || c === 49 ? c - 48 : -1;
}

/**
 * Reads the key at `p` (the first character of its time) into slot `i` of `b`, when it is written in
 * Maya's layout and its time is greater than `previousTime`. Returns the offset just after its `;`, or -1
 * (and then `b` may hold partial values in slot `i`, which the general path overwrites).
 */
export function scanKeyFast(t: string, p: number, b: KeyColumnsBuilder, i: number, previousTime: number, hasBreakdown: boolean): number {
  const k = b.keys;
  p = scanPlainNumber(t, p);
  if (p < 0 || scanned <= previousTime || t.charCodeAt(p) !== 32) return -1;
  k.time[i] = scanned;
  p = scanPlainNumber(t, p + 1);
  if (p < 0 || t.charCodeAt(p) !== 32) return -1;
  k.value[i] = scanned;
  const inType = scanTangent(t, p + 1);
  if (inType < 0) return -1;
  const outType = scanTangent(t, scanned + 1);
  if (outType < 0) return -1;
  p = scanned + 1;
  k.inTangentType[i] = inType;
  k.outTangentType[i] = outType;
  const tangentLocked = flagAt(t, p);
  const weightLocked = flagAt(t, p + 2);
  if (tangentLocked < 0 || t.charCodeAt(p + 1) !== 32 || weightLocked < 0) return -1;
  k.tangentLocked[i] = tangentLocked;
  k.weightLocked[i] = weightLocked;
  p += 3;
  if (hasBreakdown) {
    const breakdown = flagAt(t, p + 1);
    if (t.charCodeAt(p) !== 32 || breakdown < 0) return -1;
    k.breakdown[i] = breakdown;
    p += 2;
  } else {
    k.breakdown[i] = 0;
  }
  p = fixedSide(t, p, inType === FIXED, k.inAngle, k.inWeight, i);
  if (p < 0) return -1;
  p = fixedSide(t, p, outType === FIXED, k.outAngle, k.outWeight, i);
  if (p < 0) return -1;
  return t.charCodeAt(p) === 59 ? p + 1 : -1;
}

/**
 * Reads ` angle weight` at `p` into slot `i` of the two columns when `fixed` (else stores zeros and
 * reads nothing). Returns the offset after what it read, or -1.
 */
function fixedSide(t: string, p: number, fixed: boolean, angles: Float64Array, weights: Float64Array, i: number): number {
  if (!fixed) {
    angles[i] = 0;
    weights[i] = 0;
    return p;
  }
  if (t.charCodeAt(p) !== 32) return -1;
  p = scanPlainNumber(t, p + 1);
  if (p < 0 || t.charCodeAt(p) !== 32) return -1;
  angles[i] = scanned;
  p = scanPlainNumber(t, p + 1);
  if (p < 0) return -1;
  weights[i] = scanned;
  return p;
}

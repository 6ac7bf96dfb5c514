/**
 * The reader's fast path for one key written in Maya's own layout: single spaces between the fields,
 * plain decimals, `0`/`1` flags, `;` right after the last field:
 * `time value inType outType tangentLocked weightLocked [breakdown] [inAngle inWeight] [outAngle outWeight];`
 * (spec "keys", animVersion 1.0/1.1). Anything else (comments, other spacing, exponents, a bad token, a
 * time that does not increase) makes it give up, and the general path reads the key and
 * reports any error. Both paths give the same key for the same text.
 *
 * @module
 */

import type { DecimalScanner } from '@anim/core/io';
import type { KeyColumnsBuilder } from './keys.js';
import { FIXED } from './keys.js';
import { tangentCodeAt } from './words.js';

/** Reads a `0`/`1` flag at `p` followed by a space or `;` (the end must be checked by the caller). */
function flagAt(t: string, p: number): number {
  const c = t.charCodeAt(p);
  return c === 48 || c === 49 ? c - 48 : -1;
}

/**
 * The fast path of one reader: it reads numbers with the reader's {@link DecimalScanner} and keeps the
 * last number in {@link FastKeyScanner.scanned} and the end of the last tangent word in
 * {@link FastKeyScanner.tangentEnd}, so nothing is allocated per key.
 */
export class FastKeyScanner {
  /** The last number read by {@link FastKeyScanner.plainNumber} (a double field from the start: never an offset). */
  private scanned = 0.5;
  /** The end of the last tangent word read by {@link FastKeyScanner.tangent} (an integer field). */
  private tangentEnd = 0;

  constructor(private readonly decimal: DecimalScanner) {}

  /**
   * Reads a finite plain decimal `[+-]digits[.digits]` at `p`, followed by a space or `;`, into
   * {@link FastKeyScanner.scanned}. Returns the end offset, or -1.
   */
  private plainNumber(t: string, p: number): number {
    const decimal = this.decimal;
    p = decimal.scanString(t, p);
    if (p < 0 || decimal.exponentDigits >= 0) return -1;
    const c = t.charCodeAt(p);
    const value = decimal.value;
    // A plain decimal of more than 308 digits is not finite: the general path reports it.
    if ((c !== 32 && c !== 59) || !Number.isFinite(value)) return -1;
    this.scanned = value;
    return p;
  }

  /** Reads a tangent word at `p` followed by a space; returns its code, and its end in {@link FastKeyScanner.tangentEnd}; -1 when not one. */
  private tangent(t: string, p: number): number {
    const start = p;
    let c = t.charCodeAt(p);
    while (c >= 97 && c <= 122) c = t.charCodeAt(++p);
    if (c !== 32) return -1;
    this.tangentEnd = p;
    return tangentCodeAt(t, start, p);
  }

  /**
   * Reads the key at `p` (the first character of its time) into slot `i` of `b`, when it is written in
   * Maya's layout and its time is greater than `previousTime`. Returns the offset just after its `;`, or
   * -1 (and then `b` may hold partial values in slot `i`, which the general path overwrites).
   */
  scan(t: string, p: number, b: KeyColumnsBuilder, i: number, previousTime: number, hasBreakdown: boolean): number {
    const k = b.keys;
    p = this.plainNumber(t, p);
    if (p < 0 || this.scanned <= previousTime || t.charCodeAt(p) !== 32) return -1;
    k.time[i] = this.scanned;
    p = this.plainNumber(t, p + 1);
    if (p < 0 || t.charCodeAt(p) !== 32) return -1;
    k.value[i] = this.scanned;
    const inType = this.tangent(t, p + 1);
    if (inType < 0) return -1;
    const outType = this.tangent(t, this.tangentEnd + 1);
    if (outType < 0) return -1;
    p = this.tangentEnd + 1;
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
    p = this.fixedSide(t, p, inType === FIXED, k.inAngle, k.inWeight, i);
    if (p < 0) return -1;
    p = this.fixedSide(t, p, outType === FIXED, k.outAngle, k.outWeight, i);
    if (p < 0) return -1;
    return t.charCodeAt(p) === 59 ? p + 1 : -1;
  }

  /**
   * Reads ` angle weight` at `p` into slot `i` of the two columns when `fixed` (else stores zeros and
   * reads nothing). Returns the offset after what it read, or -1.
   */
  private fixedSide(t: string, p: number, fixed: boolean, angles: Float64Array, weights: Float64Array, i: number): number {
    if (!fixed) {
      angles[i] = 0;
      weights[i] = 0;
      return p;
    }
    if (t.charCodeAt(p) !== 32) return -1;
    p = this.plainNumber(t, p + 1);
    if (p < 0 || t.charCodeAt(p) !== 32) return -1;
    angles[i] = this.scanned;
    p = this.plainNumber(t, p + 1);
    if (p < 0) return -1;
    weights[i] = this.scanned;
    return p;
  }
}

/**
 * Number tokens of the curves knob (spec "Floating point format"): IEEE-754 single-precision bit patterns
 * written as `x` + hex digits (`x3f99999a` = 1.2), also accepted with `0x`; decimals (`0`, `1`, `-3.5`,
 * `0.5`); integers for flags and interpolation bitmasks.
 *
 * @module
 */
import { DecimalScanner } from '@anim/core/io';

const bits = new Uint32Array(1);
const single = new Float32Array(bits.buffer);

/** The float32 whose bit pattern is `pattern` (an unsigned 32-bit integer). */
export function floatFromBits(pattern: number): number {
  bits[0] = pattern;
  return single[0]!;
}

/** The bit pattern of `value` rounded to float32. */
export function bitsFromFloat(value: number): number {
  single[0] = value;
  return bits[0]!;
}

const HEX = '0123456789abcdef';

/**
 * Writes a float the way Nuke does (spec "Floating point format"): `0` for ±0, `1` for 1, otherwise `x`
 * and the 8 lower-case hex digits of its float32 bit pattern (the value is rounded to float32 first).
 */
export function formatFloat(value: number): string {
  const f = Math.fround(value);
  if (f === 0) return '0';
  if (f === 1) return '1';
  let v = bitsFromFloat(f);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = HEX[v & 15]! + out;
    v >>>= 4;
  }
  return 'x' + out;
}

/** Writes an integer (flags, interpolation bitmasks, counts) in decimal. */
export function formatInt(value: number): string {
  return String(value);
}

/** Value of a hex digit code, or −1. */
function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 32;
  if (l >= 97 && l <= 102) return l - 87;
  return -1;
}

/**
 * Decodes the number token `text[start, end)`: `x`/`0x` + 1–8 hex digits (a float32 bit pattern) or a
 * decimal (optional sign, digits, optional fraction and exponent), rounded to float32.
 * @returns the value, or `undefined` when the token is not a number.
 */
export function decodeFloat(text: string, start: number, end: number): number | undefined {
  let p = start;
  let c = text.charCodeAt(p);
  if (c === 48 && end - p > 1 && (text.charCodeAt(p + 1) | 32) === 120) {
    p++;
    c = 120;
  }
  if (c === 120 /* x */ || c === 88 /* X */) {
    const n = end - p - 1;
    if (n < 1 || n > 8) return undefined;
    let v = 0;
    for (let i = p + 1; i < end; i++) {
      const d = hexDigit(text.charCodeAt(i));
      if (d < 0) return undefined;
      v = v * 16 + d;
    }
    return floatFromBits(v);
  }
  return decodeDecimal(text, start, end);
}

/** The decimal scanner of the general path (a reader's scratch: its fields describe the last token). */
const decimal = new DecimalScanner({ plusSign: true, exponent: true });

/**
 * Decodes a decimal literal `text[start, end)` (optional sign, digits, optional fraction and exponent:
 * core's {@link DecimalScanner}) to float32, or `undefined` when it is not one.
 */
export function decodeDecimal(text: string, start: number, end: number): number | undefined {
  // The scanner reads as far as the number goes: a token ending before the text does is cut there.
  if (decimal.scanString(end < text.length ? text.slice(0, end) : text, start) !== end) return undefined;
  return Math.fround(decimal.value);
}

/** Decodes an integer token (optional `-`, digits), or `undefined`. */
export function decodeInt(text: string, start: number, end: number): number | undefined {
  let p = start;
  if (text.charCodeAt(p) === 45) p++;
  if (p >= end || end - p > 15) return undefined;
  let v = 0;
  for (; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c < 48 || c > 57) return undefined;
    v = v * 10 + (c - 48);
  }
  return text.charCodeAt(start) === 45 ? -v : v;
}

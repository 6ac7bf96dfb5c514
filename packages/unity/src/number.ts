/**
 * Number spelling in Unity's YAML. Unity stores floats as float32 and writes the **shortest decimal
 * that reads back as the same float32** (`0.33333334`, `0.083333336`, `360`), with `Infinity`,
 * `-Infinity`, `NaN` and `-0` spelled out. Small numbers are written as plain decimals, never with an
 * exponent (`-0.0000003181872` in `Root_Idle_Crouch.anim`, `0.00000008742277` in `RotateLegacy.anim`);
 * numbers of 1e21 and more use ECMAScript's exponent spelling (`3.4028235e+38`), which no reference clip
 * confirms (a known limit). The reader rounds every float to float32, as Unity does (a file written
 * by another tool with more digits reads as Unity reads it); a number given to the writer that is not
 * a float32 is written with its shortest float64 digits.
 *
 * @module
 */
import { shortestFloat32, type TextWriter } from '@anim/core/io';

const FLOAT_RE = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const INT_RE = /^[-+]?\d+$/;

/**
 * The float32 a float field spells (Unity reads every float field as a float32), or undefined when it
 * is not a number.
 */
export function parseFloatText(text: string): number | undefined {
  if (FLOAT_RE.test(text)) return Math.fround(Number(text));
  if (text === 'Infinity' || text === '+Infinity') return Infinity;
  if (text === '-Infinity') return -Infinity;
  if (text === 'NaN') return Number.NaN;
  return undefined;
}

/** The integer an integer field spells, or undefined when it is not a safe integer. */
export function parseIntText(text: string): number | undefined {
  if (!INT_RE.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** True when `text` is an int64 decimal (a `fileID`). */
export function isInt64Text(text: string): boolean {
  if (!INT_RE.test(text)) return false;
  const n = BigInt(text);
  return n >= -(1n << 63n) && n < 1n << 63n;
}

/** Unity's spelling of a float field's value (see the module comment). */
export function formatFloat(v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 16777216) return v === 0 && Object.is(v, -0) ? '-0' : String(v);
  if (v !== v) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (Math.fround(v) !== v) return plain(String(v));
  if (shortestFloat32(Math.abs(v), DIGITS)) return decimal(DIGITS[0]!, DIGITS[1]!, v < 0);
  return slowFormatFloat(v);
}

/**
 * Writes {@link formatFloat}'s text of `v` into `w`, the digits straight into the bytes for integers
 * below 2^24 and plain decimals (every float of a clip but the rare exponent or `toPrecision` cases).
 */
export function writeFloat(w: TextWriter, v: number): void {
  if (Number.isInteger(v) && Math.abs(v) < 16777216 && !Object.is(v, -0)) {
    if (v < 0) w.byte(MINUS);
    writeDigits(w, Math.abs(v), 0);
    return;
  }
  if (Math.fround(v) === v && v !== 0 && Number.isFinite(v) && shortestFloat32(Math.abs(v), DIGITS)) {
    let n = DIGITS[0]!;
    let k = DIGITS[1]!;
    while (n % 10 === 0) {
      n /= 10;
      k--;
    }
    if (k > 0 && digitCount(n) - k <= 21) {
      if (v < 0) w.byte(MINUS);
      writeDigits(w, n, k);
      return;
    }
  }
  w.text(formatFloat(v));
}

const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
/** Scratch for the digits of one number, least significant first. */
const SCRATCH = new Uint8Array(16);

function digitCount(n: number): number {
  let d = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    d++;
  }
  return d;
}

/** Writes n × 10^−k (n a non-negative integer below 2^53, k ≥ 0) as a plain decimal. */
function writeDigits(w: TextWriter, n: number, k: number): void {
  let len = 0;
  do {
    const q = Math.floor(n / 10);
    SCRATCH[len++] = ZERO + (n - q * 10);
    n = q;
  } while (n > 0);
  if (k >= len) {
    // 0.000ddd
    w.byte(ZERO).byte(DOT);
    for (let i = k; i > len; i--) w.byte(ZERO);
    for (let i = len - 1; i >= 0; i--) w.byte(SCRATCH[i]!);
    return;
  }
  for (let i = len - 1; i >= 0; i--) {
    if (i === k - 1) w.byte(DOT);
    w.byte(SCRATCH[i]!);
  }
}

/** Scratch for {@link shortestFloat32}: n and k of the last float written. */
const DIGITS = new Int32Array(2);

/**
 * n × 10^−k (n of at most 9 digits) spelled as Unity spells it: a plain decimal below 10^21 (never a
 * negative exponent), ECMAScript's exponent form from 10^21 on.
 */
function decimal(n: number, k: number, negative: boolean): string {
  while (n % 10 === 0) {
    n /= 10;
    k--;
  }
  const digits = String(n);
  const point = digits.length - k; // the value is 0.digits × 10^point
  let text: string;
  if (point > 21) text = `${digits.charAt(0)}${digits.length > 1 ? `.${digits.slice(1)}` : ''}e+${String(point - 1)}`;
  else if (k <= 0) text = digits + '0'.repeat(-k);
  else if (point > 0) text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  else text = `0.${'0'.repeat(-point)}${digits}`;
  return negative ? `-${text}` : text;
}

/** The same spelling from `toPrecision` text, for the float32 values {@link shortestFloat32} leaves. */
export function slowFormatFloat(v: number): string {
  for (let p = 1; p < 9; p++) {
    const digits = Number(v.toPrecision(p));
    if (Math.fround(digits) === v) return plain(String(digits));
  }
  return plain(String(Number(v.toPrecision(9))));
}

/** ECMAScript's spelling with a negative exponent (`1.5e-7`) rewritten as a plain decimal. */
function plain(s: string): string {
  const e = s.indexOf('e-');
  if (e < 0) return s;
  const negative = s.startsWith('-');
  const mantissa = s.slice(negative ? 1 : 0, e).replace('.', '');
  const zeros = Number(s.slice(e + 2)) - 1;
  return `${negative ? '-' : ''}0.${'0'.repeat(zeros)}${mantissa}`;
}

/**
 * Character scanners of the curves-knob fast paths: the float and integer tokens Nuke writes, blanks,
 * keywords, and interned words, read straight from the character codes (spec "Floating point format",
 * "Curve tree" lexer notes). A scanner that meets anything else says so (−1), and the caller takes the
 * general path of `lexer.ts`, which reads every form or throws.
 *
 * @module
 */
import type { CharCodes } from './text.js';
import { floatFromBits } from './number.js';
import type { ScriptText } from './text.js';

/**
 * The value of each lower-case hex digit code (`0`–`9`, `a`–`f`), 16 for every other code below 128:
 * one table load per digit instead of two range tests, whose outcome random digits make unpredictable.
 */
const HEX_VALUE = ((): Uint8Array => {
  const table = new Uint8Array(128).fill(16);
  for (let d = 0; d < 16; d++) table['0123456789abcdef'.charCodeAt(d)] = d;
  return table;
})();

/** Slots of a {@link TokenScanner}'s word table. */
const WORD_SLOTS = 1024;

/** The offset of the first character at or after `p` that is not a blank (space, LF, tab, CR). */
export function skipBlanks(t: CharCodes, p: number): number {
  let c = t[p];
  while (c === 32 || c === 10 || c === 9 || c === 13) c = t[++p];
  return p;
}

/** End of the bare word `w` at `p` when a blank or a brace follows it, else −1. */
export function scanKeyword(t: CharCodes, p: number, end: number, w: string): number {
  const n = w.length;
  if (p + n >= end) return -1;
  for (let i = 0; i < n; i++) if (t[p + i] !== w.charCodeAt(i)) return -1;
  const c = t[p + n];
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 123 || c === 125 ? p + n : -1;
}

/**
 * The token scanners of one parse: each returns the token's value and leaves its end offset in
 * {@link TokenScanner.scanned} (−1 when the text there is not the form scanned). Also keeps the parse's
 * interned short words (attribute names and curve types repeat in every shape).
 */
export class TokenScanner {
  /** End offset of the token read by the last {@link scanFloat} / {@link scanInt}, or −1 when it read none. */
  scanned = -1;
  /** Interned short words, slot by hash (see {@link word}). */
  private readonly words: (string | undefined)[] = new Array<string | undefined>(WORD_SLOTS).fill(undefined);
  /** A view of the last byte array {@link sameRun} compared, and that array. */
  private view: DataView | undefined;
  private viewOf: CharCodes | undefined;

  /**
   * The fast path for the float tokens Nuke writes: at `p`, `x` + 1–8 lower-case hex digits, `0` or `1`,
   * followed by a blank or `}`. Sets {@link scanned} to the token's end, or to −1 for anything else.
   */
  scanFloat(t: CharCodes, p: number, end: number): number {
    if (p >= end) {
      this.scanned = -1;
      return 0;
    }
    const c = t[p]!;
    let q = p + 1;
    let v = 0;
    if (c === 120) {
      // Integer arithmetic: eight digits wrap into the sign bit, which the Uint32Array store undoes.
      for (; q < end; q++) {
        const d = t[q]!;
        const h = d < 128 ? HEX_VALUE[d]! : 16;
        if (h === 16) break;
        v = (v << 4) | h;
      }
      if (q - p < 2 || q - p > 9) q = end;
      else v = floatFromBits(v);
    } else if (c === 48 || c === 49) v = c - 48;
    else q = end;
    if (q >= end) {
      this.scanned = -1;
      return 0;
    }
    const e = t[q]!;
    this.scanned = e === 32 || e === 10 || e === 125 || e === 13 || e === 9 ? q : -1;
    return v;
  }

  /**
   * The fast path of the integer tokens Nuke writes for flags: 1–9 decimal digits followed by a blank or
   * `}`. Sets {@link scanned} to the token's end, or to −1 for anything else.
   */
  scanInt(t: CharCodes, p: number, end: number): number {
    let v = 0;
    let q = p;
    let c = t[q]!;
    while (c >= 48 && c <= 57 && q < end) {
      v = v * 10 + (c - 48);
      c = t[++q]!;
    }
    this.scanned = q > p && q - p <= 9 && q < end && (c === 32 || c === 10 || c === 125 || c === 13 || c === 9) ? q : -1;
    return v;
  }

  /**
   * True when the `n` codes of `t` from `a` equal those from `b` (both runs inside `t`). Bytes are
   * compared four at a time through a `DataView` of `t` (kept for the next call on the same array):
   * repeated attribute lists of 100–400 characters are compared this way before being read.
   */
  sameRun(t: CharCodes, a: number, b: number, n: number): boolean {
    let i = 0;
    if (t instanceof Uint8Array) {
      let v = this.view;
      if (this.viewOf !== t || v === undefined) {
        v = this.view = new DataView(t.buffer, t.byteOffset, t.byteLength);
        this.viewOf = t;
      }
      for (; i + 4 <= n; i += 4) if (v.getInt32(a + i) !== v.getInt32(b + i)) return false;
    }
    for (; i < n; i++) if (t[a + i] !== t[b + i]) return false;
    return true;
  }

  /**
   * `text.slice(p, q)` for a word of `t` whose characters hash to `h` (`h = (h * 31 + c) | 0` from 0,
   * computed by the caller while it scans the word), shared with earlier equal words when short.
   */
  word(text: ScriptText, t: CharCodes, p: number, q: number, h: number): string {
    const n = q - p;
    // At most 12 characters: V8 copies such slices (longer ones may point into the whole text, which the
    // table would then keep alive).
    if (n > 12) return text.slice(p, q);
    const slot = (h + n) & (WORD_SLOTS - 1);
    const words = this.words;
    const w = words[slot];
    if (w?.length === n) {
      let same = true;
      for (let i = 0; i < n; i++) {
        if (w.charCodeAt(i) !== t[p + i]) {
          same = false;
          break;
        }
      }
      if (same) return w;
    }
    const fresh = text.slice(p, q);
    words[slot] = fresh;
    return fresh;
  }
}

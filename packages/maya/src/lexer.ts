/**
 * The `.anim` tokenizer: whitespace-delimited tokens, `//` and `#` comments to the end of the line, `;`
 * terminators and `{` `}` braces (research notes §3.1). It works on the string with `charCodeAt` loops and
 * reads numbers with an exact fast path (see {@link Lexer.scanNumber}); it never throws, so the reader
 * (which builds located errors) and the writer (which re-reads remembered source text) share it.
 *
 * @module
 */

/** Exact powers of ten 10^0 … 10^22 (every one is a double without rounding). */
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
  1e21, 1e22,
];

/** The value of the last {@link scanDecimal} (exact when {@link decimalDigits} ≤ 15). */
export let decimalValue = 0;
/** The number of digits the last {@link scanDecimal} read. */
export let decimalDigits = 0;

/**
 * Reads `[+-]digits[.digits]` (at least one digit) at `p` into {@link decimalValue} and
 * {@link decimalDigits}; returns the offset after it, or -1 when there is no digit. Up to 15 digits are
 * accumulated as an exact integer and divided by an exact power of ten: one correctly rounded
 * operation, so the value is the double `parseFloat` gives. With more digits the value is not exact and
 * the caller must read the token another way.
 */
export function scanDecimal(t: string, p: number): number {
  let c = t.charCodeAt(p);
  const negative = c === 45;
  if (negative || c === 43) c = t.charCodeAt(++p);
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  while (c >= 48 && c <= 57) {
    mantissa = mantissa * 10 + (c - 48);
    digits++;
    c = t.charCodeAt(++p);
  }
  if (c === 46) {
    c = t.charCodeAt(++p);
    while (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      decimals++;
      c = t.charCodeAt(++p);
    }
  }
  if (digits === 0) return -1;
  const value = decimals === 0 ? mantissa : decimals < POW10.length ? mantissa / POW10[decimals]! : 0;
  decimalValue = negative ? -value : value;
  decimalDigits = digits;
  return p;
}

/** True for the characters that end a token: space, tab, LF, VT, FF, CR, `;`, `{`, `}`. */
export function isDelimiter(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 59 || c === 123 || c === 125 || Number.isNaN(c);
}

/** A cursor over `.anim` text. Hot loops read {@link Lexer.text} and {@link Lexer.pos} directly. */
export class Lexer {
  readonly text: string;
  /** Current 0-based offset (UTF-16 code units). */
  pos = 0;
  /** The value of the last number read by {@link Lexer.scanNumber}. */
  number = 0;
  /** Accept `,` thousands separators inside numbers. */
  readonly thousandsSeparators: boolean;

  constructor(text: string, thousandsSeparators = false) {
    this.text = text;
    this.thousandsSeparators = thousandsSeparators;
  }

  /** Skips whitespace, `//` and `#` comments (and a byte-order mark at the very start). */
  skipTrivia(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 32 || (c >= 9 && c <= 13)) p++;
      else if (c === 35 || (c === 47 && t.charCodeAt(p + 1) === 47)) {
        p++;
        for (;;) {
          const d = t.charCodeAt(p);
          if (d === 10 || d === 13 || Number.isNaN(d)) break;
          p++;
        }
      } else if (c === 0xfeff && p === 0) p++;
      else break;
    }
    this.pos = p;
  }

  /**
   * Ends a statement's source chunk after its terminator: consumes spaces and tabs, then, when the line
   * holds nothing else but a comment, the comment and one line break (`\n`, `\r\n` or `\r`).
   */
  endChunk(): void {
    const t = this.text;
    let p = this.pos;
    let c = t.charCodeAt(p);
    while (c === 32 || c === 9) c = t.charCodeAt(++p);
    if (c === 35 || (c === 47 && t.charCodeAt(p + 1) === 47)) {
      while (c !== 10 && c !== 13 && !Number.isNaN(c)) c = t.charCodeAt(++p);
    }
    if (c === 13) {
      p++;
      if (t.charCodeAt(p) === 10) p++;
      this.pos = p;
    } else if (c === 10 || Number.isNaN(c)) {
      this.pos = Number.isNaN(c) ? p : p + 1;
    }
    // Another statement follows on the same line: the chunk ends right after the terminator.
  }

  /** The end offset of the token starting at `start`. */
  tokenEnd(start: number): number {
    const t = this.text;
    let p = start;
    while (!isDelimiter(t.charCodeAt(p))) p++;
    return p;
  }

  /** Reads the token at the cursor ('' when the cursor is on a delimiter or at the end). */
  word(): string {
    const start = this.pos;
    this.pos = this.tokenEnd(start);
    return this.text.slice(start, this.pos);
  }

  /** True when the token at the cursor is exactly `word` (does not move). */
  isWord(word: string): boolean {
    return this.text.startsWith(word, this.pos) && isDelimiter(this.text.charCodeAt(this.pos + word.length));
  }

  /**
   * Reads a number token at the cursor into {@link Lexer.number} and returns true; returns false (without
   * moving) when the token is not a finite decimal number `[+-]digits[.digits][(e|E)[+-]digits]`.
   *
   * Fast path: up to 15 digits (so at most 15 decimals) are accumulated as an exact integer and divided by
   * an exact power of ten — one correctly rounded operation, so the result is the same double
   * `parseFloat` gives. Longer numbers and exponents go through `Number()` on the token.
   */
  scanNumber(): boolean {
    const t = this.text;
    const start = this.pos;
    let p = scanDecimal(t, start);
    if (p < 0) return false;
    let c = t.charCodeAt(p);
    let slow = decimalDigits > 15;
    if (c === 101 || c === 69) {
      c = t.charCodeAt(++p);
      if (c === 43 || c === 45) c = t.charCodeAt(++p);
      if (!(c >= 48 && c <= 57)) return false;
      while (c >= 48 && c <= 57) c = t.charCodeAt(++p);
      slow = true;
    }
    if (!isDelimiter(c)) {
      if (c === 44 && this.thousandsSeparators) return this.scanGroupedNumber(start);
      return false;
    }
    let value: number;
    if (slow) {
      value = Number(t.slice(start, p));
      if (!Number.isFinite(value)) return false;
    } else {
      value = decimalValue;
    }
    this.number = value;
    this.pos = p;
    return true;
  }

  /** Lenient reading of `1,234.5` (thousands separators between digits). */
  private scanGroupedNumber(start: number): boolean {
    const end = this.tokenEnd(start);
    const token = this.text.slice(start, end);
    if (!/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(token)) return false;
    this.number = Number(token.replaceAll(',', ''));
    this.pos = end;
    return true;
  }
}

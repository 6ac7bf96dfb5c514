/**
 * The `.anim` tokenizer: whitespace-delimited tokens, `//` and `#` comments to the end of the line, `;`
 * terminators and `{` `}` braces (spec "Anim File Format", https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm). It works on the string with `charCodeAt` loops and
 * reads numbers with core's exact {@link DecimalScanner} (see {@link Lexer.scanNumber}); it never throws,
 * so the reader (which builds located errors) and the writer (which re-reads remembered source text)
 * share it.
 *
 * @module
 */

import { DecimalScanner } from '@anim/core/io';

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
  /** This lexer's number scanner (also used by the reader's fast key path). */
  readonly decimal = new DecimalScanner();

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
   * moving) when the token is not a finite decimal number `[+-]digits[.digits][(e|E)[+-]digits]`. The
   * value is the double `Number(token)` gives (core {@link DecimalScanner}).
   */
  scanNumber(): boolean {
    const t = this.text;
    const start = this.pos;
    const decimal = this.decimal;
    const p = decimal.scanString(t, start);
    if (p < 0) return false;
    const c = t.charCodeAt(p);
    if (!isDelimiter(c)) {
      if (c === 44 && this.thousandsSeparators) return this.scanGroupedNumber(start);
      return false;
    }
    const value = decimal.value;
    if (!Number.isFinite(value)) return false;
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

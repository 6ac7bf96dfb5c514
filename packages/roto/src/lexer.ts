/**
 * The token layer of the curves knob (spec "Curve tree", lexer notes): groups `{ … }`, bare words,
 * double-quoted strings with backslash escapes, number tokens. Works on a window `[pos, end)` of the
 * whole script text so that every error carries the script's line and column.
 *
 * @module
 */
import type { ParseError } from '@anim/core';
import type { TextSource } from '@anim/core/io';
import { decodeFloat, decodeInt, floatFromBits } from './number.js';
import type { CharCodes, ScriptText } from './text.js';

/**
 * The character codes of `text`: `bytes` itself when it holds the UTF-8 encoding of an ASCII-only
 * `text` (same length), else a new array of the UTF-16 code units.
 */
export function charCodes(text: string, bytes?: Uint8Array): CharCodes {
  if (bytes?.length === text.length) return bytes;
  const n = text.length;
  const out = new Uint16Array(n);
  for (let i = 0; i < n; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** True for the token delimiters: space, tab, LF, CR, `{`, `}`, `"`. */
export function isDelimiter(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 123 || c === 125 || c === 34;
}

/** A cursor over the knob text with the token moves the curve-tree parser needs. */
export class Lexer {
  /** The script text. */
  readonly text: ScriptText;
  /** The character codes of {@link Lexer.text} (what the lexer scans). */
  readonly codes: CharCodes;
  /** Current offset into {@link Lexer.text}. */
  pos: number;
  /** Offset where the window ends (exclusive). */
  readonly end: number;

  constructor(text: ScriptText, start: number, end: number) {
    this.text = text;
    this.codes = text.codes;
    this.pos = start;
    this.end = Math.min(end, text.length);
  }

  /** The text's source, for error locations (the text is decoded when this is first asked for). */
  get source(): TextSource {
    return this.text.source;
  }

  /** True when the codes at `p` spell `word` (`p + word.length` within the window). */
  private spells(word: string, p: number): boolean {
    const n = word.length;
    if (p + n > this.end) return false;
    const t = this.codes;
    for (let i = 0; i < n; i++) if (t[p + i] !== word.charCodeAt(i)) return false;
    return true;
  }

  /** Builds a ParseError at `offset` naming what was expected and what is there. */
  error(expected: string, offset: number = this.pos): ParseError {
    // At blanks, the error points at (and names) the token after them, never an empty `''`.
    let at = offset;
    const t = this.codes;
    while (at < this.end && isBlankCode(t[at]!)) at++;
    return this.source.error(at, expected, this.describe(at));
  }

  /** Describes the token at `offset` for an error: `'{'`, `'x3fz0000'`, `end of input`. */
  describe(offset: number): string {
    if (offset >= this.end) return 'end of input';
    const t = this.codes;
    let p = offset;
    const c = t[p]!;
    if (c === 123 || c === 125 || c === 34) p++;
    else while (p < this.end && p - offset < 24 && !isDelimiter(t[p]!)) p++;
    // Any other delimiter is named as the one character it is.
    if (p === offset) p++;
    return `'${this.text.slice(offset, p)}'`;
  }

  /** Skips whitespace and returns the code of the next character (−1 at the end of the window). */
  peek(): number {
    const t = this.codes;
    const end = this.end;
    let p = this.pos;
    while (p < end) {
      const c = t[p]!;
      if (c === 32 || c === 10 || c === 9 || c === 13) p++;
      else {
        this.pos = p;
        return c;
      }
    }
    this.pos = p;
    return -1;
  }

  /** Consumes `{` or throws. */
  open(what: string): void {
    if (this.peek() !== 123) throw this.error(`'{' opening ${what}`);
    this.pos++;
  }

  /** Consumes `}` or throws. */
  close(what: string): void {
    if (this.peek() !== 125) throw this.error(`'}' closing ${what}`);
    this.pos++;
  }

  /** Consumes the `}` closing the node `kind` called `name` or throws (the message is built only then). */
  closeNamed(kind: string, name: string): void {
    if (this.peek() !== 125) throw this.error(`'}' closing ${kind} '${name}'`);
    this.pos++;
  }

  /** True when the next token is `}` (whitespace skipped). */
  atClose(): boolean {
    return this.peek() === 125;
  }

  /** End offset of the token starting at {@link Lexer.pos}. */
  private tokenEnd(): number {
    const t = this.codes;
    const end = this.end;
    let p = this.pos;
    while (p < end) {
      const c = t[p]!;
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 123 || c === 125 || c === 34) break;
      p++;
    }
    return p;
  }

  /** True when the next token is a bare (unquoted, non-group) token. */
  atBare(): boolean {
    const c = this.peek();
    return c !== -1 && c !== 123 && c !== 125 && c !== 34;
  }

  /**
   * True when the next thing is a group whose first token is the bare word `word` (nothing consumed).
   */
  atGroup(word: string): boolean {
    if (this.peek() !== 123) return false;
    const t = this.codes;
    let p = this.pos + 1;
    while (p < this.end) {
      const c = t[p]!;
      if (c === 32 || c === 10 || c === 9 || c === 13) p++;
      else break;
    }
    if (!this.spells(word, p)) return false;
    const after = p + word.length;
    return after >= this.end || isDelimiter(t[after]!);
  }

  /** Reads a float token (spec `float`). @throws {ParseError} naming `what`. */
  float(what: string): number {
    const c = this.peek();
    const start = this.pos;
    const t = this.codes;
    const end = this.end;
    // Fast paths: `x` + hex digits, and the bare `0` / `1` Nuke writes.
    if (c === 120) {
      let p = start + 1;
      let v = 0;
      for (; p < end; p++) {
        const d = t[p]!;
        let x: number;
        if (d >= 48 && d <= 57) x = d - 48;
        else if (d >= 97 && d <= 102) x = d - 87;
        else break;
        v = v * 16 + x;
      }
      const n = p - start - 1;
      if (n >= 1 && n <= 8 && (p >= end || isDelimiter(t[p]!))) {
        this.pos = p;
        return floatFromBits(v);
      }
    } else if ((c === 48 || c === 49) && (start + 1 >= end || isDelimiter(t[start + 1]!))) {
      this.pos = start + 1;
      return c - 48;
    }
    if (c === -1 || c === 123 || c === 125 || c === 34) throw this.error(what);
    const tokEnd = this.tokenEnd();
    const v = decodeFloat(this.text.slice(start, tokEnd), 0, tokEnd - start);
    if (v === undefined) throw this.error(`${what} (a float: x + 1–8 hex digits, or a decimal)`, start);
    this.pos = tokEnd;
    return v;
  }

  /** Reads an integer token (spec `int`). @throws {ParseError} naming `what`. */
  int(what: string): number {
    const c = this.peek();
    const start = this.pos;
    if (c === -1 || c === 123 || c === 125 || c === 34) throw this.error(what);
    const end = this.tokenEnd();
    const v = decodeInt(this.text.slice(start, end), 0, end - start);
    if (v === undefined) throw this.error(`${what} (an integer)`, start);
    this.pos = end;
    return v;
  }

  /** True when the next token is exactly the bare word `word` (not consumed). */
  atWord(word: string): boolean {
    if (!this.atBare()) return false;
    const p = this.pos;
    if (!this.spells(word, p)) return false;
    const after = p + word.length;
    return after >= this.end || isDelimiter(this.codes[after]!);
  }

  /** Consumes the bare word `word` or throws. */
  expectWord(word: string, what: string): void {
    if (!this.atWord(word)) throw this.error(what);
    this.pos += word.length;
  }

  /**
   * Reads a string (spec `string`): a bare word, or a double-quoted string with `\` escapes. A bare word
   * directly followed by a quoted part (`="a b"`) is read as one string.
   * @throws {ParseError} at a group, the end, or an unterminated quote.
   */
  string(what: string): string {
    const c = this.peek();
    if (c === -1 || c === 123 || c === 125) throw this.error(what);
    let out = '';
    if (c !== 34) {
      const start = this.pos;
      this.pos = this.tokenEnd();
      out = this.text.slice(start, this.pos);
      if (this.pos >= this.end || this.codes[this.pos] !== 34) return out;
    }
    return out + this.quoted();
  }

  /** Reads a `"…"` string at the cursor, undoing backslash escapes. */
  private quoted(): string {
    const t = this.text;
    const codes = this.codes;
    const start = this.pos;
    let p = start + 1;
    let out = '';
    let run = p;
    while (p < this.end) {
      const c = codes[p]!;
      if (c === 34) {
        out += t.slice(run, p);
        this.pos = p + 1;
        return out;
      }
      if (c === 92) {
        out += t.slice(run, p);
        if (p + 1 >= this.end) break;
        out += t.slice(p + 1, p + 2);
        p += 2;
        run = p;
        continue;
      }
      p++;
    }
    throw this.source.error(start, "a closing '\"' for this string", 'end of input');
  }

  /**
   * Skips a whole group at the cursor (braces nested; quoted strings and `\` escapes respected) and
   * returns its source text.
   * @throws {ParseError} when the group is not closed.
   */
  rawGroup(what: string): string {
    if (this.peek() !== 123) throw this.error(`'{' opening ${what}`);
    const t = this.codes;
    const start = this.pos;
    let depth = 0;
    let p = start;
    while (p < this.end) {
      const c = t[p]!;
      if (c === 123) depth++;
      else if (c === 125) {
        depth--;
        if (depth === 0) {
          this.pos = p + 1;
          return this.text.slice(start, p + 1);
        }
      } else if (c === 92) p++;
      else if (c === 34) {
        p++;
        while (p < this.end && t[p] !== 34) {
          if (t[p] === 92) p++;
          p++;
        }
      }
      p++;
    }
    throw this.source.error(start, `a '}' closing ${what}`, 'end of input');
  }
}

/** True for the blanks between tokens (space, tab, LF, CR). */
function isBlankCode(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

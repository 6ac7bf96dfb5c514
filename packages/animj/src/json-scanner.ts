/**
 * A single-pass JSON scanner over UTF-8 bytes, specialised for AnimJ: it never builds a generic JSON
 * tree. Keys are compared as bytes, numbers are read by core's exact {@link DecimalScanner} with
 * JSON's stricter spelling checked here (RFC 8259 §6: no `+`, no leading zeros, a digit after `.` and
 * in the exponent), and integer tokens can be read exactly as `bigint`. Strict RFC 8259 JSON; a
 * leading UTF-8 BOM is tolerated by the reader, not here. Strings with escapes: json-string.ts; byte
 * helpers and error locations: json-text.ts.
 *
 * Errors: syntax errors are {@link ParseError}s with a line/column location (the text is not JSON, so
 * no pointer can address it) whose `expected` names the JSON pointer being read; shape errors (a valid
 * JSON value of the wrong kind) carry the JSON pointer itself.
 *
 * @module
 */
import { ParseError } from '@anim/core';
import { DecimalScanner } from '@anim/core/io';
import { ANIMJ_FORMAT_ID } from './constants.js';
import { readEscapedString } from './json-string.js';
import { describeToken, escapePointerToken, locate, strictUtf8 } from './json-text.js';

const MAX_DEPTH = 256;

/** A key literal prepared for byte comparison. */
export interface KeyLiteral {
  readonly text: string;
  readonly bytes: Uint8Array;
}

/** Prepares key literals for {@link JsonScanner.matchKey}. */
export function keyLiterals(...names: string[]): readonly KeyLiteral[] {
  const encoder = new TextEncoder();
  return names.map((text) => ({ text, bytes: encoder.encode(text) }));
}

/**
 * The cursor and the primitive reads. Hot loops of the reader use {@link JsonScanner.b} and
 * {@link JsonScanner.p} directly.
 */
export class JsonScanner {
  /** The input bytes. */
  readonly b: Uint8Array;
  /** Current byte offset. */
  p: number;
  /** The JSON pointer of the value being read, as reference tokens (kept by the reader). */
  readonly path: (string | number)[] = [];
  /** Byte range of the last key read (without quotes) and whether it holds escapes. */
  ks = 0;
  ke = 0;
  kEscaped = false;
  /** Byte range of the last number token. */
  ns = 0;
  ne = 0;
  /** True when the last string held a lone surrogate escape. */
  loneSurrogate = false;
  /** The exact decimal reader behind {@link JsonScanner.number}. */
  private readonly decimal = new DecimalScanner({ plusSign: false, exponent: true });

  constructor(bytes: Uint8Array, start = 0) {
    this.b = bytes;
    this.p = start;
  }

  /** The current JSON pointer, optionally extended by one token. */
  pointer(extra?: string | number): string {
    let s = '';
    for (const t of this.path) s += `/${escapePointerToken(t)}`;
    if (extra !== undefined) s += `/${escapePointerToken(extra)}`;
    return s;
  }

  /** Skips JSON whitespace. */
  ws(): void {
    const b = this.b;
    let p = this.p;
    for (;;) {
      const c = b[p];
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
      else break;
    }
    this.p = p;
  }

  /** Skips whitespace and returns the next byte (undefined at the end) without consuming it. */
  peek(): number | undefined {
    this.ws();
    return this.b[this.p];
  }

  // ---------------------------------------------------------------------------------------- errors

  /** Describes the token at `offset` for a `found` clause: `'}'`, `"abc"`, `1.5`, `NaN`, `end of input`. */
  describe(offset: number = this.p): string {
    return describeToken(this.b, offset);
  }

  /** Throws a syntax error (line/column location) at `offset`. */
  syntax(expected: string, offset: number = this.p, found: string = this.describe(offset)): never {
    const where = this.path.length === 0 ? '' : ` in ${this.pointer()}`;
    throw new ParseError({ format: ANIMJ_FORMAT_ID, location: { kind: 'text', ...locate(this.b, offset) }, expected: `${expected}${where}`, found });
  }

  /** Throws a shape error (JSON-pointer location) about the value at the current pointer. */
  shape(expected: string, found?: string, pointer: string = this.pointer()): never {
    throw new ParseError({ format: ANIMJ_FORMAT_ID, location: { kind: 'pointer', pointer }, expected, found });
  }

  /**
   * The value at the cursor has the wrong kind: a shape error when it is valid JSON, a syntax error
   * (e.g. `NaN`, `True`, a comment) when it is not.
   */
  wrong(expected: string): never {
    this.ws();
    const b = this.b;
    const p = this.p;
    const c = b[p];
    const lit = (word: string): boolean => {
      for (let i = 0; i < word.length; i++) if (b[p + i] !== word.charCodeAt(i)) return false;
      return true;
    };
    const valid =
      c === 0x7b || c === 0x5b || c === 0x22 || c === 0x2d || (c !== undefined && c >= 0x30 && c <= 0x39) || lit('true') || lit('false') || lit('null');
    if (!valid) this.syntax(`a JSON value (${expected})`);
    return this.shape(expected, this.describe());
  }

  // ------------------------------------------------------------------------------------ structure

  /** Consumes `{` (after whitespace) or throws a shape error naming `what`. */
  openObject(what: string): void {
    this.ws();
    if (this.b[this.p] !== 0x7b) this.wrong(`an object for ${what}`);
    this.p++;
  }

  /** Consumes `[` (after whitespace) or throws a shape error naming `what`. */
  openArray(what: string): void {
    this.ws();
    if (this.b[this.p] !== 0x5b) this.wrong(`an array for ${what}`);
    this.p++;
  }

  /**
   * After `{` or a member: returns true when another key follows (and reads it with
   * {@link JsonScanner.key}), false when the object ends (consumed). `first` is true right after `{`.
   */
  nextKey(first: boolean): boolean {
    this.ws();
    const c = this.b[this.p];
    if (c === 0x7d) {
      this.p++;
      return false;
    }
    if (!first) {
      if (c !== 0x2c) this.syntax(`',' or '}'`);
      this.p++;
      this.ws();
      if (this.b[this.p] === 0x7d) this.syntax('a property name (trailing commas are not JSON)');
    }
    this.key();
    return true;
  }

  /**
   * After `[` or an element: returns true when another element follows, false when the array ends
   * (consumed).
   */
  nextElement(first: boolean): boolean {
    this.ws();
    const c = this.b[this.p];
    if (c === 0x5d) {
      this.p++;
      return false;
    }
    if (!first) {
      if (c !== 0x2c) this.syntax(`',' or ']'`);
      this.p++;
      this.ws();
      if (this.b[this.p] === 0x5d) this.syntax('a value (trailing commas are not JSON)');
    }
    return true;
  }

  /** Reads `"key"` and the `:` after it; sets {@link JsonScanner.ks}/{@link JsonScanner.ke}. */
  key(): void {
    const b = this.b;
    if (b[this.p] !== 0x22) this.syntax('a property name in double quotes');
    const start = this.p + 1;
    let p = start;
    let escaped = false;
    for (;;) {
      const c = b[p];
      if (c === 0x22) break;
      if (c === undefined) this.syntax('the end of the property name', p);
      if (c === 0x5c) {
        escaped = true;
        p++;
      } else if (c < 0x20) this.syntax('no control characters in a string', p);
      p++;
    }
    this.ks = start;
    this.ke = p;
    this.kEscaped = escaped;
    p++;
    while (b[p] === 0x20 || b[p] === 0x0a || b[p] === 0x0d || b[p] === 0x09) p++;
    if (b[p] !== 0x3a) this.syntax(`':' after the property name`, p);
    this.p = p + 1;
    if (escaped || !isAscii(b, start, this.ke)) {
      // Validate the name now so that later code may decode it freely.
      const save = this.p;
      this.p = start - 1;
      this.string();
      this.p = save;
    }
  }

  /** The last key as a string. */
  keyText(): string {
    if (!this.kEscaped) {
      if (isAscii(this.b, this.ks, this.ke)) return latin1(this.b, this.ks, this.ke);
      return this.utf8(this.ks, this.ke);
    }
    const save = this.p;
    this.p = this.ks - 1;
    const s = this.string();
    this.p = save;
    return s;
  }

  /** Index of the last key in `keys`, or −1. */
  matchKey(keys: readonly KeyLiteral[]): number {
    const b = this.b;
    const ks = this.ks;
    const len = this.ke - ks;
    if (this.kEscaped) {
      const text = this.keyText();
      return keys.findIndex((k) => k.text === text);
    }
    outer: for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!.bytes;
      if (k.length !== len) continue;
      for (let j = 0; j < len; j++) if (b[ks + j] !== k[j]) continue outer;
      return i;
    }
    return -1;
  }

  /**
   * Index in `table` of the string token that starts at `at` and ends at the cursor (read with
   * {@link JsonScanner.string} just before), or −1. The last key is kept.
   */
  matchString(at: number, table: readonly KeyLiteral[]): number {
    const saveKs = this.ks;
    const saveKe = this.ke;
    const saveEsc = this.kEscaped;
    this.ks = at + 1;
    this.ke = this.p - 1;
    this.kEscaped = this.b.subarray(at + 1, this.p - 1).includes(0x5c);
    const i = this.matchKey(table);
    this.ks = saveKs;
    this.ke = saveKe;
    this.kEscaped = saveEsc;
    return i;
  }

  // ----------------------------------------------------------------------------------- primitives

  /** True (and consumed) when the next token is the literal `null`. */
  eatNull(): boolean {
    this.ws();
    const b = this.b;
    const p = this.p;
    if (b[p] === 0x6e && b[p + 1] === 0x75 && b[p + 2] === 0x6c && b[p + 3] === 0x6c) {
      this.p = p + 4;
      return true;
    }
    return false;
  }

  /** Reads `true`/`false`, or returns undefined (nothing consumed) when the token is neither. */
  boolean(): boolean | undefined {
    this.ws();
    const b = this.b;
    const p = this.p;
    if (b[p] === 0x74 && b[p + 1] === 0x72 && b[p + 2] === 0x75 && b[p + 3] === 0x65) {
      this.p = p + 4;
      return true;
    }
    if (b[p] === 0x66 && b[p + 1] === 0x61 && b[p + 2] === 0x6c && b[p + 3] === 0x73 && b[p + 4] === 0x65) {
      this.p = p + 5;
      return false;
    }
    return undefined;
  }

  /** True when the next token starts a number. */
  atNumber(): boolean {
    this.ws();
    const c = this.b[this.p];
    return c !== undefined && (c === 0x2d || (c >= 0x30 && c <= 0x39));
  }

  /**
   * Reads a JSON number token as the nearest double (what `Number(token)` gives). The caller checks
   * {@link JsonScanner.atNumber} first (or accepts a syntax error). Sets {@link JsonScanner.ns},
   * {@link JsonScanner.ne}; {@link JsonScanner.nInteger} and {@link JsonScanner.nExact} describe the token.
   * @throws {ParseError} (syntax) for a spelling JSON does not allow: `+1`, `01`, `.5`, `1.`, `1e`.
   */
  number(): number {
    const b = this.b;
    const start = this.p;
    const d = this.decimal;
    const end = d.scanBytes(b, start);
    const intDigits = d.integerDigits;
    // One test for the common case (a digit before the point, digits after it, no exponent marker
    // left over); the exact diagnosis is badNumber's.
    if (end < 0 || intDigits === 0 || d.fractionDigits === 0 || (b[end]! | 0x20) === 0x65 || (intDigits > 1 && b[b[start] === 0x2d ? start + 1 : start] === 0x30)) {
      this.badNumber(start, end);
    }
    this.p = end;
    this.ns = start;
    this.ne = end;
    return d.value;
  }

  /** Throws the syntax error for a number token JSON does not allow (kept out of the hot path). */
  private badNumber(start: number, end: number): never {
    const b = this.b;
    const d = this.decimal;
    const digit = b[start] === 0x2d ? start + 1 : start;
    if (end < 0 || d.integerDigits === 0) this.syntax('a number', start);
    if (d.integerDigits > 1 && b[digit] === 0x30) this.syntax('a number without leading zeros', digit + 1);
    if (d.fractionDigits === 0) this.syntax('a digit after the decimal point', digit + d.integerDigits + 1);
    // DecimalScanner ends the token before an exponent marker without digits; JSON has no such number.
    const sign = b[end + 1];
    return this.syntax('a digit in the exponent', sign === 0x2b || sign === 0x2d ? end + 2 : end + 1);
  }

  /** True when the last number token had neither fraction nor exponent. */
  get nInteger(): boolean {
    return this.decimal.integer;
  }

  /** True when the last number token had at most 15 significant digits (its double is then exact for integers). */
  get nExact(): boolean {
    return this.decimal.significantDigits <= 15;
  }

  /** The text of the last number token. */
  numberText(): string {
    return latin1(this.b, this.ns, this.ne);
  }

  /** Reads a JSON string (the cursor is on the opening quote); escapes are read by json-string.ts. */
  string(): string {
    const b = this.b;
    const start = this.p + 1;
    let p = start;
    let ascii = true;
    for (;;) {
      const c = b[p];
      if (c === 0x22) break;
      if (c === 0x5c) return readEscapedString(this, start);
      if (c === undefined) this.syntax('the closing quote of the string', p);
      if (c < 0x20) this.syntax('no control characters in a string (escape them)', p);
      if (c >= 0x80) ascii = false;
      p++;
    }
    this.p = p + 1;
    if (ascii) return latin1(b, start, p);
    return this.utf8(start, p);
  }

  /** Bytes `[start, end)`, all below 0x80, as a string. */
  ascii(start: number, end: number): string {
    return latin1(this.b, start, end);
  }

  /** Bytes `[start, end)` as strict UTF-8. @throws {ParseError} (syntax) at `start` when ill-formed. */
  utf8(start: number, end: number): string {
    try {
      return strictUtf8(this.b, start, end);
    } catch {
      return this.syntax('valid UTF-8', start, 'an invalid byte sequence');
    }
  }

  /** Skips (and validates) any JSON value; returns its raw text. */
  rawValue(): string {
    this.ws();
    const start = this.p;
    this.skipValue(0);
    return this.utf8(start, this.p);
  }

  private skipValue(depth: number): void {
    if (depth > MAX_DEPTH) this.syntax(`at most ${String(MAX_DEPTH)} levels of nesting`);
    this.ws();
    const c = this.b[this.p];
    if (c === 0x7b) {
      this.p++;
      let first = true;
      while (this.nextKey(first)) {
        first = false;
        this.skipValue(depth + 1);
      }
    } else if (c === 0x5b) {
      this.p++;
      let first = true;
      while (this.nextElement(first)) {
        first = false;
        this.skipValue(depth + 1);
      }
    } else if (c === 0x22) {
      this.string();
    } else if (c === 0x2d || (c !== undefined && c >= 0x30 && c <= 0x39)) {
      this.number();
    } else if (this.boolean() === undefined && !this.eatNull()) {
      this.syntax('a JSON value');
    }
  }
}

/** True when every byte of `[start, end)` is below 0x80. */
function isAscii(b: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (b[i]! >= 0x80) return false;
  return true;
}

/** Bytes `[start, end)`, all below 0x80, as a string. */
function latin1(b: Uint8Array, start: number, end: number): string {
  if (end - start < 64) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
    return s;
  }
  return strictUtf8(b, start, end);
}

/**
 * A single-pass JSON scanner over UTF-8 bytes, specialised for AnimJ: it never builds a generic JSON
 * tree. Keys are compared as bytes, numbers are parsed from their digits (Clinger's exact fast path
 * for ≤ 15 significant digits and |exponent| ≤ 22, `Number()` of the token text otherwise) and integer
 * tokens can be read exactly as `bigint`. Strict RFC 8259 JSON; a leading UTF-8 BOM is tolerated by the
 * reader, not here.
 *
 * Errors: syntax errors are {@link ParseError}s with a line/column location (the text is not JSON, so
 * no pointer can address it) whose `expected` names the JSON pointer being read; shape errors (a valid
 * JSON value of the wrong kind) carry the JSON pointer itself.
 *
 * @module
 */
import { ParseError } from '@anim/core';

const FORMAT = 'animj';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Exact powers of ten representable as doubles (10^0 … 10^22). */
const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${String(i)}`));

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

/** Escapes one RFC 6901 reference token. */
export function escapePointerToken(token: string | number): string {
  return typeof token === 'number' ? String(token) : token.replace(/~/g, '~0').replace(/\//g, '~1');
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
  /** Byte range of the last number token and whether it was an integer token (no fraction, no exponent). */
  ns = 0;
  ne = 0;
  nInteger = true;
  /** True when the last number had ≤ 15 significant digits and was converted on the fast path. */
  nExact = true;
  /** True when the last string held a lone surrogate escape. */
  loneSurrogate = false;

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

  /** 1-based line and UTF-16 column, and UTF-16 offset, of a byte offset. */
  locate(offset: number): { line: number; column: number; offset: number } {
    const b = this.b;
    const end = Math.min(offset, b.length);
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < end; i++) {
      const c = b[i];
      if (c === 0x0a || (c === 0x0d && b[i + 1] !== 0x0a)) {
        line++;
        lineStart = i + 1;
      }
    }
    const decode = (s: number, e: number): number => new TextDecoder().decode(b.subarray(s, e)).length;
    return { line, column: decode(lineStart, end) + 1, offset: decode(0, end) };
  }

  /** Describes the token at `offset` for a `found` clause: `'}'`, `"abc"`, `1.5`, `NaN`, `end of input`. */
  describe(offset: number = this.p): string {
    const b = this.b;
    if (offset >= b.length) return 'end of input';
    const c = b[offset]!;
    if (c === 0x22) {
      let e = offset + 1;
      while (e < b.length && e < offset + 40 && !(b[e] === 0x22 && b[e - 1] !== 0x5c)) e++;
      const text = new TextDecoder().decode(b.subarray(offset, Math.min(e + 1, b.length)));
      return e < offset + 40 ? text : `${text}…`;
    }
    if (c === 0x7b) return 'an object';
    if (c === 0x5b) return 'an array';
    let e = offset;
    while (e < b.length && e < offset + 24 && /[\w.+-]/.test(String.fromCharCode(b[e]!))) e++;
    if (e === offset) return c < 0x20 || c >= 0x7f ? `byte 0x${c.toString(16).padStart(2, '0')}` : `'${String.fromCharCode(c)}'`;
    return new TextDecoder().decode(b.subarray(offset, e));
  }

  /** Throws a syntax error (line/column location) at `offset`. */
  syntax(expected: string, offset: number = this.p, found: string = this.describe(offset)): never {
    const where = this.path.length === 0 ? '' : ` in ${this.pointer()}`;
    throw new ParseError({ format: FORMAT, location: { kind: 'text', ...this.locate(offset) }, expected: `${expected}${where}`, found });
  }

  /** Throws a shape error (JSON-pointer location) about the value at the current pointer. */
  shape(expected: string, found?: string, pointer: string = this.pointer()): never {
    throw new ParseError({ format: FORMAT, location: { kind: 'pointer', pointer }, expected, found });
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
      return utf8.decode(this.b.subarray(this.ks, this.ke));
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
   * Reads a JSON number token as the nearest double. The caller checks {@link JsonScanner.atNumber}
   * first (or accepts a syntax error). Sets {@link JsonScanner.ns}, {@link JsonScanner.ne},
   * {@link JsonScanner.nInteger}.
   */
  number(): number {
    const b = this.b;
    let p = this.p;
    const start = p;
    let neg = false;
    if (b[p] === 0x2d) {
      neg = true;
      p++;
    }
    let c = b[p];
    let m = 0;
    let sig = 0;
    let exp = 0;
    let exact = true;
    let integer = true;
    if (c === 0x30) {
      c = b[++p];
    } else if (c !== undefined && c >= 0x31 && c <= 0x39) {
      do {
        if (sig < 15) {
          m = m * 10 + (c - 0x30);
          sig++;
        } else {
          exact = false;
        }
        c = b[++p];
      } while (c !== undefined && c >= 0x30 && c <= 0x39);
    } else {
      this.syntax('a number', start);
    }
    if (c === 0x2e) {
      integer = false;
      c = b[++p];
      if (c === undefined || c < 0x30 || c > 0x39) this.syntax('a digit after the decimal point', p);
      do {
        if (m === 0 && c === 0x30) {
          exp--;
        } else if (sig < 15) {
          m = m * 10 + (c - 0x30);
          sig++;
          exp--;
        } else if (c !== 0x30) {
          exact = false;
        }
        c = b[++p];
      } while (c !== undefined && c >= 0x30 && c <= 0x39);
    }
    if (c === 0x65 || c === 0x45) {
      integer = false;
      c = b[++p];
      let eneg = false;
      if (c === 0x2b || c === 0x2d) {
        eneg = c === 0x2d;
        c = b[++p];
      }
      if (c === undefined || c < 0x30 || c > 0x39) this.syntax('a digit in the exponent', p);
      let e = 0;
      do {
        if (e < 100000) e = e * 10 + (c - 0x30);
        c = b[++p];
      } while (c !== undefined && c >= 0x30 && c <= 0x39);
      exp += eneg ? -e : e;
    }
    this.p = p;
    this.ns = start;
    this.ne = p;
    this.nInteger = integer;
    this.nExact = exact;
    if (exact && exp >= -22 && exp <= 22) {
      const v = exp < 0 ? m / POW10[-exp]! : m * POW10[exp]!;
      return neg ? -v : v;
    }
    return Number(latin1(b, start, p));
  }

  /** The text of the last number token. */
  numberText(): string {
    return latin1(this.b, this.ns, this.ne);
  }

  /** Reads a JSON string (the cursor is on the opening quote). */
  string(): string {
    const b = this.b;
    const start = this.p + 1;
    let p = start;
    let ascii = true;
    for (;;) {
      const c = b[p];
      if (c === 0x22) break;
      if (c === 0x5c) return this.stringWithEscapes(start);
      if (c === undefined) this.syntax('the closing quote of the string', p);
      if (c < 0x20) this.syntax('no control characters in a string (escape them)', p);
      if (c >= 0x80) ascii = false;
      p++;
    }
    this.p = p + 1;
    if (ascii) return latin1(b, start, p);
    return this.decodeUtf8(start, p);
  }

  private decodeUtf8(start: number, end: number): string {
    try {
      return utf8.decode(this.b.subarray(start, end));
    } catch {
      return this.syntax('valid UTF-8', start, 'an invalid byte sequence');
    }
  }

  private stringWithEscapes(start: number): string {
    const b = this.b;
    let p = start;
    let run = start;
    let out = '';
    let ascii = true;
    const flush = (end: number): void => {
      if (end > run) out += ascii ? latin1(b, run, end) : this.decodeUtf8(run, end);
      ascii = true;
    };
    for (;;) {
      const c = b[p];
      if (c === 0x22) break;
      if (c === undefined) this.syntax('the closing quote of the string', p);
      if (c < 0x20) this.syntax('no control characters in a string (escape them)', p);
      if (c === 0x5c) {
        flush(p);
        const e = b[p + 1];
        switch (e) {
          case 0x22: out += '"'; break;
          case 0x5c: out += '\\'; break;
          case 0x2f: out += '/'; break;
          case 0x62: out += '\b'; break;
          case 0x66: out += '\f'; break;
          case 0x6e: out += '\n'; break;
          case 0x72: out += '\r'; break;
          case 0x74: out += '\t'; break;
          case 0x75: {
            let v = 0;
            for (let i = 2; i < 6; i++) {
              const h = hexValue(b[p + i]);
              if (h < 0) this.syntax('4 hex digits after \\u', p);
              v = v * 16 + h;
            }
            out += String.fromCharCode(v);
            p += 4;
            break;
          }
          default:
            this.syntax('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)', p);
        }
        p += 2;
        run = p;
        continue;
      }
      if (c >= 0x80) ascii = false;
      p++;
    }
    flush(p);
    this.p = p + 1;
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(out)) this.loneSurrogate = true;
    return out;
  }

  /** Skips (and validates) any JSON value; returns its raw text. */
  rawValue(): string {
    this.ws();
    const start = this.p;
    this.skipValue(0);
    return this.decodeUtf8(start, this.p);
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

function hexValue(c: number | undefined): number {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

function isAscii(b: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (b[i]! >= 0x80) return false;
  return true;
}

/** Bytes < 0x80 as a string. */
export function latin1(b: Uint8Array, start: number, end: number): string {
  if (end - start < 64) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
    return s;
  }
  return utf8.decode(b.subarray(start, end));
}

/**
 * JSON strings with escapes (RFC 8259 §7): `\" \\ \/ \b \f \n \r \t \uXXXX`, UTF-16 surrogate pairs
 * joined, lone surrogates kept (and flagged, since UTF-8 cannot hold them). The scanner's fast path
 * handles strings without a backslash itself and hands the others to {@link readEscapedString}.
 *
 * @module
 */
import { hexValue } from './json-text.js';

/**
 * What {@link readEscapedString} needs of the JSON scanner (`json-scanner.ts` passes itself; named here
 * so that the two modules do not import each other).
 */
export interface StringCursor {
  /** The document's bytes. */
  readonly b: Uint8Array;
  /** The cursor: a byte offset. */
  p: number;
  /** Set when a string holds a lone surrogate. */
  loneSurrogate: boolean;
  /** Throws the scanner's `ParseError` naming what was `expected` at byte `offset`. */
  syntax(expected: string, offset: number): never;
  /** The ASCII text of bytes `start`…`end`. */
  ascii(start: number, end: number): string;
  /** The UTF-8 text of bytes `start`…`end` (strict). */
  utf8(start: number, end: number): string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Reads the rest of a string whose content starts at byte `start` (after the opening quote) and
 * holds a backslash; leaves the cursor after the closing quote and sets
 * {@link StringCursor.loneSurrogate} when the text holds a lone surrogate.
 * @throws {ParseError} (syntax, line/column) for a bad escape, a control character, invalid UTF-8 or
 *   a missing closing quote.
 */
export function readEscapedString(s: StringCursor, start: number): string {
  const b = s.b;
  let p = start;
  let run = start;
  let out = '';
  let ascii = true;
  const flush = (end: number): void => {
    if (end > run) out += ascii ? s.ascii(run, end) : s.utf8(run, end);
    ascii = true;
  };
  for (;;) {
    const c = b[p];
    if (c === 0x22) break;
    if (c === undefined) s.syntax('the closing quote of the string', p);
    if (c < 0x20) s.syntax('no control characters in a string (escape them)', p);
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
            if (h < 0) s.syntax('4 hex digits after \\u', p);
            v = v * 16 + h;
          }
          out += String.fromCharCode(v);
          p += 4;
          break;
        }
        default:
          s.syntax('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)', p);
      }
      p += 2;
      run = p;
      continue;
    }
    if (c >= 0x80) ascii = false;
    p++;
  }
  flush(p);
  s.p = p + 1;
  if (LONE_SURROGATE.test(out)) s.loneSurrogate = true;
  return out;
}

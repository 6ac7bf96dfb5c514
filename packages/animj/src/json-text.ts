/**
 * Byte-level helpers of the JSON scanner off its hot path: strict UTF-8, hex digits, RFC 6901 pointer
 * tokens, and the line/column and token descriptions that syntax errors carry. (ASCII runs are turned
 * into strings by the scanner itself: they are on every key and number.)
 *
 * @module
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder();

/** Escapes one RFC 6901 reference token (`~` → `~0`, `/` → `~1`). */
export function escapePointerToken(token: string | number): string {
  return typeof token === 'number' ? String(token) : token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Bytes `[start, end)` decoded as strict UTF-8.
 * @throws TypeError on ill-formed UTF-8 (the scanner turns it into a located ParseError).
 */
export function strictUtf8(b: Uint8Array, start: number, end: number): string {
  return utf8.decode(b.subarray(start, end));
}

/** Value of a hex digit byte, or −1. */
export function hexValue(c: number | undefined): number {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/**
 * 1-based line and column, and the 0-based offset, of byte `offset` of UTF-8 text; columns and the
 * offset count UTF-16 code units (as editors do). Lines end at LF, CR LF or a lone CR.
 */
export function locate(b: Uint8Array, offset: number): { line: number; column: number; offset: number } {
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
  const units = (s: number, e: number): number => lenient.decode(b.subarray(s, e)).length;
  return { line, column: units(lineStart, end) + 1, offset: units(0, end) };
}

/**
 * The token at `offset` for an error's `found` clause: `"abc"` (at most 40 bytes, then `…`),
 * `an object`, `an array`, a word or number (`1.5`, `NaN`), `'}'`, `byte 0x01`, or `end of input`.
 */
export function describeToken(b: Uint8Array, offset: number): string {
  if (offset >= b.length) return 'end of input';
  const c = b[offset]!;
  if (c === 0x22) {
    let e = offset + 1;
    while (e < b.length && e < offset + 40 && !(b[e] === 0x22 && b[e - 1] !== 0x5c)) e++;
    const text = lenient.decode(b.subarray(offset, Math.min(e + 1, b.length)));
    return e < offset + 40 ? text : `${text}…`;
  }
  if (c === 0x7b) return 'an object';
  if (c === 0x5b) return 'an array';
  let e = offset;
  while (e < b.length && e < offset + 24 && /[\w.+-]/.test(String.fromCharCode(b[e]!))) e++;
  if (e === offset) return c < 0x20 || c >= 0x7f ? `byte 0x${c.toString(16).padStart(2, '0')}` : `'${String.fromCharCode(c)}'`;
  return lenient.decode(b.subarray(offset, e));
}

/**
 * Strict UTF-8 decoding for the text formats, with the location of the first bad byte.
 *
 * @module
 */
import { TextSource } from './text-source.js';

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * Byte offset of the first byte of `bytes` that does not start a well-formed UTF-8 sequence (overlong
 * forms, surrogates and code points above U+10FFFF are ill-formed, as the WHATWG decoder says), or −1
 * when every byte is well formed.
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      else if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      else if (b === 0xf4) hi = 0x8f;
    } else return i;
    if (i + need >= n) return i;
    const c1 = bytes[i + 1]!;
    if (c1 < lo || c1 > hi) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k]!;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

/**
 * Decodes `bytes` as UTF-8; a byte-order mark is kept in the text (so a writer can reproduce it).
 *
 * @param format - the format id named in the error.
 * @throws {ParseError} for ill-formed UTF-8, located at the line and column of the first bad byte
 *   (columns count UTF-16 code units of the text before it), `found` naming the byte in hex.
 */
export function decodeUtf8(bytes: Uint8Array, format: string): string {
  try {
    return fatal.decode(bytes);
  } catch {
    const bad = invalidUtf8Offset(bytes);
    const at = bad < 0 ? bytes.length : bad;
    const before = lenient.decode(bytes.subarray(0, at));
    throw new TextSource(`${before} `, format).error(before.length, 'UTF-8 text', `byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')}`);
  }
}

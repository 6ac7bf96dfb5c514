/**
 * Base64 (RFC 4648 §4) for the data URIs of `.gltf` output, without `Buffer` or `btoa`.
 *
 * @module
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The base64 text of `bytes`, padded with `=`. */
export function base64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 3 * 4096;
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(bytes.length, start + chunk);
    let s = '';
    let i = start;
    for (; i + 2 < end; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      s += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]! + ALPHABET[n & 63]!;
    }
    if (i < end) {
      const n = (bytes[i]! << 16) | (i + 1 < end ? bytes[i + 1]! << 8 : 0);
      s += ALPHABET[n >>> 18]! + ALPHABET[(n >>> 12) & 63]! + (i + 1 < end ? ALPHABET[(n >>> 6) & 63]! : '=') + '=';
    }
    parts.push(s);
  }
  return parts.join('');
}

/**
 * Base64 (RFC 4648 §4) for the data URIs of `.gltf` output, with the platform's `btoa` (browsers and
 * Node ≥ 16), never Node's `Buffer`.
 *
 * @module
 */

/** The base64 text of `bytes`, padded with `=`. */
export function base64(bytes: Uint8Array): string {
  // `btoa` takes a binary string: built in chunks, as spreading a large array would overflow the stack
  const chunk = 0x8000;
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += chunk) {
    parts.push(String.fromCharCode(...bytes.subarray(start, start + chunk)));
  }
  return btoa(parts.join(''));
}

/**
 * Detection of glTF 2.0 files: GLB by its magic, `.gltf` by its JSON `asset.version`.
 *
 * @module
 */
import { GLB_MAGIC } from './constants.js';

const SNIFF_TEXT_BYTES = 4096;
const ASSET = /"asset"\s*:\s*\{[^{}]*"version"\s*:\s*"2/;

/**
 * True when `bytes` is a GLB container (magic `glTF`, §4.4.3) or JSON text whose top level holds an
 * `"asset"` object with a `"version"` starting with `2` (§5.8 `asset`). The JSON test looks for the
 * `asset` object in the first 4 KiB (where writers put it), then in the whole text, and confirms a
 * late match by parsing the text.
 * Never throws.
 */
export function sniffGltf(bytes: Uint8Array): boolean {
  if (bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === GLB_MAGIC) return true;
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (start < bytes.length && (bytes[start] === 0x20 || bytes[start] === 0x09 || bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
  if (bytes[start] !== 0x7b) return false;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const head = decoder.decode(bytes.subarray(start, start + SNIFF_TEXT_BYTES));
  if (ASSET.test(head)) return true;
  if (bytes.length - start <= SNIFF_TEXT_BYTES || !ASSET.test(decoder.decode(bytes.subarray(start)))) return false;
  try {
    const json: unknown = JSON.parse(decoder.decode(bytes.subarray(start)));
    if (typeof json !== 'object' || json === null) return false;
    const asset = (json as { asset?: unknown }).asset;
    if (typeof asset !== 'object' || asset === null) return false;
    const version = (asset as { version?: unknown }).version;
    return typeof version === 'string' && version.startsWith('2');
  } catch {
    return false;
  }
}

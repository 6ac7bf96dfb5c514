/**
 * Detection of MRTK2 input animation files by their magic number.
 *
 * @module
 */
import { MAGIC_BYTES } from './constants.js';

/**
 * True when `bytes` starts with the input animation magic number `c6 42 9e 0f 6e af 8f 6a` (spec
 * "Overall structure"). Only the magic is checked, because `.bin` is an ambiguous extension; headerless
 * 2019 recordings have no magic and are never detected (read them with `readMrtk(bytes, { legacy: true })`).
 * Never throws.
 */
export function sniffMrtk(bytes: Uint8Array): boolean {
  if (bytes.length < MAGIC_BYTES.length) return false;
  for (let i = 0; i < MAGIC_BYTES.length; i++) if (bytes[i] !== MAGIC_BYTES[i]) return false;
  return true;
}

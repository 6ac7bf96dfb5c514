/**
 * Recognising a Maya `.anim` file from its first bytes.
 *
 * @module
 */

const ANIM_VERSION = [0x61, 0x6e, 0x69, 0x6d, 0x56, 0x65, 0x72, 0x73, 0x69, 0x6f, 0x6e]; // "animVersion"

/**
 * True when the bytes start (after an optional UTF-8 byte-order mark, whitespace and `//` or `#` comment
 * lines) with the `animVersion` keyword. A Unity `.anim` (`%YAML …`) and everything else give false.
 * Never throws.
 */
export function sniffMaya(bytes: Uint8Array): boolean {
  let p = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) p = 3;
  const limit = Math.min(bytes.length, 4096);
  while (p < limit) {
    const c = bytes[p]!;
    if (c === 32 || (c >= 9 && c <= 13)) p++;
    else if (c === 35 || (c === 47 && bytes[p + 1] === 47)) {
      while (p < limit && bytes[p] !== 10 && bytes[p] !== 13) p++;
    } else break;
  }
  for (let i = 0; i < ANIM_VERSION.length; i++) if (bytes[p + i] !== ANIM_VERSION[i]) return false;
  const after = bytes[p + ANIM_VERSION.length];
  return after === 32 || after === 9;
}

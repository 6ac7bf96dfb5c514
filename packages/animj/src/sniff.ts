/**
 * Content detection of AnimJ and AnimX files. Neither function throws.
 *
 * @module
 */

/** `"tracks"`, `"trackType"`, `"globalDuration"` as bytes: AnimJ property names a sniffer looks for. */
const MARKERS = ['"tracks"', '"trackType"', '"globalDuration"'].map((s) => Uint8Array.from(s, (c) => c.charCodeAt(0)));

/** Bytes looked at for a marker. */
const HEAD = 65536;

function contains(bytes: Uint8Array, from: number, to: number, needle: Uint8Array): boolean {
  const last = to - needle.length;
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * True when the bytes look like AnimJ (wiki "AnimJ": a JSON object): after an optional UTF-8 BOM and
 * JSON whitespace a `{`, and one of the AnimJ property names `"tracks"`, `"trackType"`,
 * `"globalDuration"` in the first 64 KiB. Never throws.
 */
export function sniffAnimj(bytes: Uint8Array): boolean {
  let p = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[p] === 0x20 || bytes[p] === 0x0a || bytes[p] === 0x0d || bytes[p] === 0x09) p++;
  if (bytes[p] !== 0x7b) return false;
  const end = Math.min(bytes.length, p + HEAD);
  return MARKERS.some((m) => contains(bytes, p, end, m));
}

/**
 * True when the bytes start with AnimX's magic (wiki "AnimX"): the .NET string "AnimX", i.e.
 * `05 41 6E 69 6D 58`. Never throws.
 */
export function sniffAnimx(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && bytes[0] === 5 && bytes[1] === 0x41 && bytes[2] === 0x6e && bytes[3] === 0x69 && bytes[4] === 0x6d && bytes[5] === 0x58;
}

/**
 * Content detection: a Nuke script with a Roto, RotoPaint or SplineWarp node, or a bare curves knob.
 *
 * @module
 */

const NODE = /^[ \t]*(?:clone[ \t]+\S+[ \t]+)?(?:Roto|RotoPaint|SplineWarp\d?)[ \t]*\{[ \t]*\r?$/m;
const KNOB = /^\uFEFF?\s*\{\s*\{\s*\{?\s*v\s/;
const decoder = new TextDecoder('utf-8', { fatal: false });

/**
 * True when `bytes` hold a Nuke script with a `Roto {`, `RotoPaint {` or `SplineWarp3 {` node line (also
 * the first instance of a clone, `clone <id> Roto {`), or
 * start with a curves knob (`{{v …`, also inside the knob's quoting braces). Never throws.
 */
export function sniffRoto(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const head = decoder.decode(bytes.subarray(0, 64));
  if (KNOB.test(head)) return true;
  if (bytes.includes(0)) return false;
  return NODE.test(decoder.decode(bytes));
}

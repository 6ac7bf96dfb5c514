/**
 * Reading `.nk`/`.gizmo` scripts and bare curves knobs into a {@link RotoDocument}.
 *
 * @module
 */
import { ParseError, TextSource } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { charCodes, type CharCodes } from './lexer.js';
import { parseTreeAt } from './parse-knob.js';
import { oldTreeError, parseScript, startsOldTree, startsTree } from './script.js';
import type { RotoDocument } from './types.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Offset of the first byte that is not valid UTF-8 (for the error message). */
function invalidUtf8At(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const n = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (n === 0 || i + n > bytes.length) return i;
    for (let k = 1; k < n; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    try {
      utf8.decode(bytes.subarray(i, i + n));
    } catch {
      return i;
    }
    i += n;
  }
  return bytes.length;
}

/**
 * Decodes script bytes as UTF-8 (a BOM is kept so that writing reproduces it).
 * @throws {ParseError} (byte offset) for invalid UTF-8.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ParseError({
      format: FORMAT_ID,
      location: { kind: 'offset', offset: invalidUtf8At(bytes) },
      expected: 'UTF-8 text',
      found: 'an invalid byte sequence',
    });
  }
}

/**
 * Reads a Nuke script or gizmo (every Roto, RotoPaint and SplineWarp node's `curves` knob, the Root
 * `fps`), or a bare curves knob (`{{v x3f99999a} {f 0} {n …}}`, also with the knob's own quoting braces).
 *
 * @throws {ParseError} with the script's line and column for malformed scripts or knobs, and when a
 *   script holds no Roto/RotoPaint/SplineWarp curves knob.
 * @throws {UnsupportedVersionError} for a curves tree of another version than 1.2.
 * @throws {UnsupportedFeatureError} for a curves knob in the pre-Nuke 7 text (`AnimTree: …`), naming its
 *   line and column.
 */
export function parseRotoText(text: string): RotoDocument {
  return parseDocument(text, charCodes(text));
}

/** {@link parseRotoText} with the text's character codes at hand. */
function parseDocument(text: string, codes: CharCodes): RotoDocument {
  const source = new TextSource(text, FORMAT_ID);
  let p = 0;
  if (text.charCodeAt(0) === 0xfeff) p = 1;
  while (p < text.length && /\s/.test(text.charAt(p))) p++;
  if (startsOldTree(text, p) || (text.charCodeAt(p) === 123 && startsOldTree(text, p + 1))) throw oldTreeError(source, p);
  if (text.charCodeAt(p) === 123) {
    const quoted = startsTree(text, p + 1) && !startsTree(text, p);
    const found = parseTreeAt(source, quoted ? p + 1 : p, text.length, { codes });
    let q = found.end;
    const skip = (): void => {
      while (q < text.length && /\s/.test(text.charAt(q))) q++;
    };
    skip();
    if (quoted) {
      if (text.charCodeAt(q) !== 125) throw source.error(q, "'}' closing the knob after its tree", source.describe(q));
      q++;
      skip();
    }
    if (q < text.length) throw source.error(q, 'the end of the curves knob', source.describe(q));
    return { kind: 'knob', text, nodes: [{ name: '', class: '', start: found.start, end: found.end, curves: found.tree }] };
  }
  const contents = parseScript(source, undefined, codes);
  if (contents.nodes.length === 0) {
    throw source.error(text.length, 'a Roto, RotoPaint or SplineWarp3 node with a curves knob', 'none in the script');
  }
  return contents.fps === undefined
    ? { kind: 'script', text, nodes: contents.nodes }
    : { kind: 'script', text, nodes: contents.nodes, fps: contents.fps };
}

/**
 * Reads `.nk`/`.gizmo` bytes (UTF-8) or a bare curves knob; see {@link parseRotoText}.
 * @throws {ParseError} | {UnsupportedVersionError} | {UnsupportedFeatureError} on bad or pre-Nuke 7 input.
 */
export function readRoto(bytes: Uint8Array): RotoDocument {
  const text = decodeText(bytes);
  return parseDocument(text, charCodes(text, bytes));
}

/**
 * Reading `.nk`/`.gizmo` scripts and bare curves knobs into a {@link RotoDocument}.
 *
 * @module
 */
import { TextSource } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import { charCodes } from './lexer.js';
import { treeAt } from './parse-knob.js';
import { oldTreeError, scanScript, startsOldTree, startsTree } from './script.js';
import { isAscii, ScriptText, utf8OrUndefined } from './text.js';
import type { RotoDocument, RotoNode } from './types.js';

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
  return parseDocument(ScriptText.of(new TextSource(text, FORMAT_ID), charCodes(text)));
}

/** {@link parseRotoText} over a {@link ScriptText}. */
function parseDocument(st: ScriptText): RotoDocument {
  const k = st.codes;
  const n = st.length;
  let p = 0;
  if (k[0] === 0xfeff) p = 1;
  while (p < n && isSpace(k[p]!)) p++;
  if (startsOldTree(k, p) || (k[p] === 123 && startsOldTree(k, p + 1))) throw oldTreeError(st.source, p);
  if (k[p] === 123) {
    const quoted = startsTree(k, p + 1) && !startsTree(k, p);
    const found = treeAt(st, quoted ? p + 1 : p, n, undefined);
    let q = found.end;
    const skip = (): void => {
      while (q < n && isSpace(k[q]!)) q++;
    };
    skip();
    if (quoted) {
      if (k[q] !== 125) throw st.source.error(q, "'}' closing the knob after its tree", st.source.describe(q));
      q++;
      skip();
    }
    if (q < n) throw st.source.error(q, 'the end of the curves knob', st.source.describe(q));
    return document('knob', st, [{ name: '', class: '', start: found.start, end: found.end, curves: found.tree }], undefined);
  }
  const contents = scanScript(st, undefined);
  if (contents.nodes.length === 0) {
    throw st.source.error(n, 'a Roto, RotoPaint or SplineWarp3 node with a curves knob', 'none in the script');
  }
  return document('script', st, contents.nodes, contents.fps);
}

/**
 * The document of a read text. Its `text` is a property that decodes the bytes the first time it is
 * read (and keeps the string), so that reading a script for its curves never builds the whole text.
 */
function document(kind: RotoDocument['kind'], st: ScriptText, nodes: RotoNode[], fps: number | undefined): RotoDocument {
  const doc = { kind, nodes } as { kind: RotoDocument['kind']; text: string; nodes: RotoNode[]; fps?: number };
  Object.defineProperty(doc, 'text', { get: () => st.text, enumerable: true, configurable: true });
  if (st.isLatin1) (doc as { encoding?: 'latin1' }).encoding = 'latin1';
  if (fps !== undefined) doc.fps = fps;
  return doc;
}

/** True for the characters `\s` matches that can start or end a knob in practice (blanks, NBSP, BOM). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * Reads `.nk`/`.gizmo` bytes or a bare curves knob; see {@link parseRotoText}. ASCII bytes (what
 * Nuke writes) are scanned as they are and the document's `text` is decoded the first time it is read.
 * Bytes that are not all UTF-8 (Latin-1 or GBK labels and notes around the curves, as real scripts hold)
 * are read as Nuke reads them, as bytes: the document's `encoding` is `latin1`, its `text` one character
 * per byte, names and labels inside the curves are decoded as UTF-8 where valid (else one character per
 * byte), and `writeRoto` writes every byte back untouched; error columns then count bytes.
 * @throws {ParseError} | {UnsupportedVersionError} | {UnsupportedFeatureError} on bad or pre-Nuke 7 input,
 *   every one with the script's line and column.
 */
export function readRoto(bytes: Uint8Array): RotoDocument {
  // A copy: the document keeps the bytes (to decode its text when asked), not the caller's buffer.
  if (isAscii(bytes)) return parseDocument(ScriptText.ascii(bytes.slice()));
  const text = utf8OrUndefined(bytes);
  if (text !== undefined) return parseDocument(ScriptText.of(new TextSource(text, FORMAT_ID), charCodes(text)));
  // Not all UTF-8 (Latin-1 or GBK labels and notes): Nuke reads script text as bytes, and so does this.
  return parseDocument(ScriptText.raw(bytes.slice()));
}

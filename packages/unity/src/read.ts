/**
 * Reading a Unity `.anim` file: UTF-8 decoding, then the fast scanner for the YAML subset Unity writes
 * (`scan.ts`), and the YAML library for any other text (`read-yaml.ts`), which gives the same document or
 * the `ParseError`. The line width Unity folded at is learnt here from either path.
 *
 * @module
 */
import { decodeUtf8 } from '@anim/core/io';
import { FORMAT_ID, FOLDED_LINE_WIDTH } from './constants.js';
import { readUnityYaml } from './read-yaml.js';
import { scanUnity } from './scan.js';
import type { UnityDocument } from './types.js';

/**
 * Reads a Unity AnimationClip `.anim` file (Unity's YAML text serialisation, one `--- !u!74` object).
 * Files in the layout Unity writes are read by a scanner of that YAML subset at text speed; any other
 * YAML (anchors, tags, block scalars, comments, hand-edited layouts) by the `yaml` library, into the same
 * document. A file whose long lines are folded (Unity before 2022, `Walk.anim`) reads with
 * `header.lineWidth` 80, so that `writeUnity` folds them again; other files leave it unset.
 *
 * @param bytes the file, UTF-8.
 * @returns the lossless {@link UnityDocument}; `writeUnity` writes a file Unity wrote back byte for byte.
 * @throws {ParseError} (format `unity`, line:column) for bad UTF-8, broken YAML, several documents, an
 *   object that is not an AnimationClip, a field of the wrong shape (a vector without its x/y/z(/w),
 *   a non-numeric number, an unknown `m_…Curves` list).
 */
export function readUnity(bytes: Uint8Array): UnityDocument {
  const decoded = decodeUtf8(bytes, FORMAT_ID);
  // A byte-order mark is not part of the YAML (Unity writes none).
  const text = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  const { doc, folded } = scanUnity(text) ?? readUnityYaml(text);
  if (folded) doc.header.lineWidth = FOLDED_LINE_WIDTH;
  return doc;
}

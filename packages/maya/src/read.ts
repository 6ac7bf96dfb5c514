/**
 * The `.anim` reader: bytes → {@link MayaDocument}, lossless (spec "Anim File
 * Format" 1.0/1.1, https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm).
 *
 * Every statement keeps its source chunk (`raw`): its leading blank lines and comments, the statement, and
 * the rest of its line when that holds only a comment. Keys are stored column by column (`MayaKeys`);
 * their chunks are remembered as one text with end offsets, next to a copy of the keys as read
 * (`MayaKeysLayout`). The writer reuses a chunk whenever the statement or key still says the same
 * thing, which is what makes `writeMaya(readMaya(file))` byte-identical.
 *
 * The parts: the header (`read-header.ts`), `anim` lines and `animData` blocks (`read-anim.ts`), keys
 * (`read-keys.ts`, with the fast path in `key-scan.ts`), on one {@link ReadContext}.
 *
 * @module
 */

import { decodeUtf8 } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import { atAnimData, readAnimData, readAnimLine } from './read-anim.js';
import { ReadContext } from './read-context.js';
import { readHeader } from './read-header.js';
import type { MayaAnim, MayaDocument, ReadMayaOptions } from './types.js';

/**
 * Reads a Maya `.anim` file (animVersion 1.0 or 1.1, UTF-8; a byte-order mark is kept and written back)
 * into a lossless document. Numbers are kept in the file's units; nothing is converted.
 *
 * @throws {ParseError} (format `maya`, with line and column) for anything that is not a valid `.anim`: a
 *   missing `;`, an unknown tangent type, infinity, unit or keyword value, a non-numeric number, a
 *   truncated `keys {` block, key times that are not strictly increasing, a Unity YAML `.anim`
 *   ("this is a Unity animation clip, not a Maya .anim"), bytes that are not UTF-8.
 * @throws {UnsupportedVersionError} for an `animVersion` other than 1.0 and 1.1.
 */
export function readMaya(bytes: Uint8Array, options?: ReadMayaOptions): MayaDocument {
  const text = decodeUtf8(bytes, FORMAT_ID);
  const r = new ReadContext(text, options);
  const lex = r.lex;
  const newline = /\r\n?|\n/.exec(text)?.[0] ?? '\n';
  const { header, statements, end } = readHeader(r);

  // Body: anim lines, each optionally followed by animData.
  const anims: MayaAnim[] = [];
  let chunkStart = end;
  for (;;) {
    lex.pos = chunkStart;
    lex.skipTrivia();
    if (lex.pos >= text.length) break;
    const anim = readAnimLine(r, chunkStart);
    anims.push(anim);
    chunkStart = lex.pos;
    lex.skipTrivia();
    if (atAnimData(r)) {
      anim.animData = readAnimData(r, chunkStart);
      chunkStart = lex.pos;
      if (anim.leafAttribute === undefined && anim.node !== undefined) {
        // One-name form followed by a curve: the name is the attribute the curve drives.
        anim.attribute = anim.node;
        delete anim.node;
      }
    }
  }
  return { header, anims, layout: { newline, header: statements, trailing: text.slice(chunkStart) } };
}

/**
 * Writing a {@link RotoDocument} back: the script text as read, with only the bytes of what changed in
 * the trees rewritten (see `edits.ts`).
 *
 * @module
 */
import { applyEdits, knobEdits, type TextEdit } from './edits.js';
import { charCodes } from './lexer.js';
import type { RotoDocument } from './types.js';

const encoder = new TextEncoder();

/**
 * The document's text with every edited tree part rewritten in Nuke's style; byte for byte the input
 * when nothing changed.
 * @throws {InvalidArgumentError} when an edited tree cannot be written (a timeless curve whose key count
 *   differs from its shared key times, a curve whose key run does not lie inside its key store).
 */
export function writeRotoText(doc: RotoDocument): string {
  const edits: TextEdit[] = [];
  const codes = doc.nodes.length > 1 ? charCodes(doc.text) : undefined;
  for (const node of doc.nodes) edits.push(...knobEdits(doc.text, node.start, node.end, node.curves, codes));
  return applyEdits(doc.text, edits);
}

/** {@link writeRotoText} encoded as UTF-8. */
export function writeRoto(doc: RotoDocument): Uint8Array {
  return encoder.encode(writeRotoText(doc));
}

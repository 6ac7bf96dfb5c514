/**
 * Writing a {@link RotoDocument} back: the script text as read, with only the bytes of what changed in
 * the trees rewritten (see `edits.ts`), or every knob in Nuke's layout.
 *
 * @module
 */
import { applyEdits, knobEdits, type TextEdit } from './edits.js';
import { charCodes } from './lexer.js';
import { serializeKnob } from './serialize.js';
import type { RotoDocument } from './types.js';

const encoder = new TextEncoder();

/** Options of {@link writeRoto} and {@link writeRotoText}. */
export interface WriteRotoOptions {
  /**
   * Ignore the knob text as read and write every curves knob whole in Nuke's layout (one node entry per
   * line, hex floats, the shortest key forms); the script around the knobs is kept. Default `false`:
   * only the bytes of what changed are rewritten, so an unedited document writes back byte for byte.
   */
  readonly canonical?: boolean | undefined;
}

/**
 * The document's text with every edited tree part rewritten in Nuke's style; byte for byte the input
 * when nothing changed (see {@link WriteRotoOptions.canonical} for writing whole knobs).
 * @throws {InvalidArgumentError} when an edited tree cannot be written (a timeless curve whose key count
 *   differs from its shared key times, a curve whose key run does not lie inside its key store).
 */
export function writeRotoText(doc: RotoDocument, options: WriteRotoOptions = {}): string {
  const edits: TextEdit[] = [];
  if (options.canonical === true) {
    for (const node of doc.nodes) edits.push({ start: node.start, end: node.end, text: serializeKnob(node.curves) });
    return applyEdits(doc.text, edits);
  }
  const codes = doc.nodes.length > 1 ? charCodes(doc.text) : undefined;
  for (const node of doc.nodes) edits.push(...knobEdits(doc.text, node.start, node.end, node.curves, codes));
  return applyEdits(doc.text, edits);
}

/** {@link writeRotoText} encoded as UTF-8. @throws {InvalidArgumentError} as it does. */
export function writeRoto(doc: RotoDocument, options: WriteRotoOptions = {}): Uint8Array {
  return encoder.encode(writeRotoText(doc, options));
}

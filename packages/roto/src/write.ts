/**
 * Writing a {@link RotoDocument} back: the script text as read, with only the bytes of what changed in
 * the trees rewritten (see `edits.ts`), or every knob in Nuke's layout.
 *
 * @module
 */
import { applyEdits, knobEdits, type TextEdit } from './edits.js';
import { charCodes } from './lexer.js';
import { serializeKnob } from './serialize.js';
import { latin1, latin1Bytes } from './text.js';
import type { RotoDocument } from './types.js';

const encoder = new TextEncoder();

/** Options of {@link writeRoto} and {@link writeRotoText}. */
export interface WriteRotoOptions {
  /**
   * Ignore the knob text as read and write every curves knob whole in Nuke's layout (a group that is not
   * the first item of its group on a new line indented by its depth + 1, a word after a group after as many
   * spaces as the group's depth, hex floats, the shortest key forms: 37 of the 70 reference knobs come out
   * byte for byte); the script around the knobs is kept. Default `false`:
   * only the bytes of what changed are rewritten, so an unedited document writes back byte for byte.
   */
  readonly canonical?: boolean | undefined;
}

/**
 * The document's text with every edited tree part rewritten in Nuke's style; byte for byte the input
 * when nothing changed (see {@link WriteRotoOptions.canonical} for writing whole knobs). For a document
 * read from bytes that are not all UTF-8 (`encoding: 'latin1'`) the text is, like the document's, one
 * character per byte, the rewritten parts as their UTF-8 bytes.
 * @throws {InvalidArgumentError} when an edited tree cannot be written (a timeless curve whose key count
 *   differs from its shared key times, a curve whose key run does not lie inside its key store).
 */
export function writeRotoText(doc: RotoDocument, options: WriteRotoOptions = {}): string {
  const edits: TextEdit[] = [];
  if (options.canonical === true) {
    for (const node of doc.nodes) edits.push({ start: node.start, end: node.end, text: serializeKnob(node.curves) });
    return applyEdits(doc.text, byteEdits(doc, edits));
  }
  const latin1Text = doc.encoding === 'latin1';
  const codes = doc.nodes.length > 1 && !latin1Text ? charCodes(doc.text) : undefined;
  for (const node of doc.nodes) edits.push(...knobEdits(doc.text, node.start, node.end, node.curves, codes, latin1Text));
  return applyEdits(doc.text, byteEdits(doc, edits));
}

/** For a document whose text is one character per byte (`encoding: 'latin1'`), the edits' text as the characters of its UTF-8 bytes. */
function byteEdits(doc: RotoDocument, edits: TextEdit[]): TextEdit[] {
  if (doc.encoding !== 'latin1') return edits;
  return edits.map((e) => (!/[\u0080-\uffff]/.test(e.text) ? e : { ...e, text: latin1(encoder.encode(e.text)) }));
}

/**
 * {@link writeRotoText} encoded as UTF-8; for a document read from bytes that are not all UTF-8
 * (`encoding: 'latin1'`), the bytes as read with only the rewritten tree parts changed (those UTF-8 encoded).
 * @throws {InvalidArgumentError} as {@link writeRotoText} does.
 */
export function writeRoto(doc: RotoDocument, options: WriteRotoOptions = {}): Uint8Array {
  if (doc.encoding === 'latin1') return latin1Bytes(writeRotoText(doc, options));
  return encoder.encode(writeRotoText(doc, options));
}

/**
 * Entry point of the writer: a document is written in its own version and layout.
 *
 * @module
 */
import type { PrimeAnim } from './types.js';
import { writeV0Document } from './write-v0.js';
import { writeV2 } from './write-v2.js';

/**
 * Writes a document in its own version (0 or 2) and game layout; a document read from a file writes
 * back byte for byte (trailing bytes included). To change the version use {@link writeV0} or
 * {@link encodeV2}.
 *
 * @throws {InvalidArgumentError} when the document is inconsistent (see {@link writeV2},
 *   {@link writeV0Document}).
 */
export function writePrime(doc: PrimeAnim): Uint8Array<ArrayBuffer> {
  return doc.version === 0 ? writeV0Document(doc) : writeV2(doc);
}

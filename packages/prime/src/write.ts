/**
 * Entry point of the writer: a document is written in its own version and layout, or converted to the
 * version named in the options.
 *
 * @module
 */
import { encodePrimeV2 } from './encode.js';
import { checkWriteSize, writeLimit } from '@anim/core';
import type { PrimeDocument, PrimeDocumentV0, PrimeDocumentV2, WritePrimeOptions } from './types.js';
import { toV0, writeV0Document } from './write-v0.js';
import { writeV2 } from './write-v2.js';

/**
 * Writes a document as a Metroid Prime `ANIM` file (big-endian), in its own game layout.
 *
 * By default in its own version (0 or 2): a document read from a file writes back byte for byte
 * (trailing bytes included). `options.version` converts: `0` stores every frame uncompressed (metaforce `CAnimSource.cpp`;
 * frames missing from a v2 key bitmap are interpolated as the game does), `2` compresses a v0 document
 * at its stored frames with {@link encodePrimeV2} (metaforce `CFBStreamedCompression.cpp`; values are quantised).
 *
 * @param doc - a document from {@link readPrime}, {@link encodePrimeV2} or {@link primeFromClip}.
 * @param options - `version`: 0 or 2 (default: the document's).
 * @returns the file bytes.
 * @throws {LimitError} when the file would be larger than `options.maxBytes` (default 1 GiB,
 *   `DEFAULT_MAX_WRITE_BYTES`), checked from the document's counts before allocating.
 * @throws {InvalidArgumentError} when the document is inconsistent (a bitmap, count or key array that
 *   disagrees with the stored keys, a delta that does not fit its bit width, an initial value outside
 *   16 bits, MP1 scale channels, MP2 bone ids above 255, more than 255 channels in v0).
 *
 * @example
 * ```ts
 * const bytes = writePrime(readPrime(input));              // byte-identical to `input`
 * const v0 = writePrime(readPrime(input), { version: 0 }); // uncompressed, every frame stored
 * ```
 */
export function writePrime(doc: PrimeDocument, options: WritePrimeOptions = {}): Uint8Array<ArrayBuffer> {
  const version = options.version ?? doc.version;
  const limit = writeLimit(options);
  if (version === 0 && doc.version === 2) {
    // expanding to every frame: 40 bytes per frame and channel at most (rotation, translation, scale
    // as float32), checked before the frames are baked
    const channels = doc.descriptors.length;
    checkWriteSize(doc.frameCount * channels * 40, limit, `prime: every frame (${String(doc.frameCount)}) of ${String(channels)} channels uncompressed (v0)`);
  }
  if (version === 0) return writeV0Document(toV0(doc), limit);
  if (doc.version === 2) return writeV2(doc, limit);
  return writeV2(compressV0(doc), limit);
}

/** A v0 document encoded as v2 at its own frames, interval, duration and ids (what `writePrime(doc, { version: 2 })` writes). */
export function compressV0(doc: PrimeDocumentV0): PrimeDocumentV2 {
  return encodePrimeV2(doc.channels, {
    game: doc.game,
    interval: doc.interval.seconds,
    truncateInterval: false, // the file's own interval, kept exactly
    keyFrames: doc.keyFrames,
    frameCount: doc.frameCount,
    duration: doc.duration.seconds,
    rootBoneId: doc.rootBoneId,
    evntId: doc.evntId ?? undefined,
  });
}

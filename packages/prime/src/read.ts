/**
 * Entry point of the reader: dispatches on the version word (Retro Modding Wiki "ANIM (Metroid Prime)": first u32, big-endian; 0 uncompressed,
 * 2 compressed) and on the game layout.
 *
 * @module
 */
import { UnsupportedVersionError } from '@anim/core';
import { ByteReader } from '@anim/core/io';
import { accumulatorBitsOption } from './accumulator.js';
import { FORMAT_ID } from './constants.js';
import { readV0, readV0Detect } from './read-v0.js';
import { detectV2Game, readV2 } from './read-v2.js';
import type { PrimeDocument, ReadPrimeOptions } from './types.js';

/**
 * Reads a Metroid Prime / Metroid Prime 2 `ANIM` file (version 0 or 2) into a lossless document.
 *
 * @param bytes - the whole file.
 * @param options - `game` forces the MP1 or MP2 layout instead of detecting it; `accumulatorBits: 16`
 *   decodes v2 deltas with the game's 16-bit running totals (default 32, metaforce's).
 * @returns a {@link PrimeDocumentV0} or {@link PrimeDocumentV2} (narrow on `version`).
 * @throws {ParseError} for a truncated or inconsistent file, with the byte offset (also for a version
 *   word that is not an ANIM version at all, e.g. a byte-swapped file).
 * @throws {InvalidArgumentError} for an `accumulatorBits` other than 16 or 32.
 * @throws {UnsupportedVersionError} for version 3 (metaforce's own PC cook, not a Retro format).
 *
 * @example
 * ```ts
 * const anim = readPrime(bytes);
 * if (anim.version === 2) console.log(anim.keyFrames.length, 'stored keys of', anim.frameCount, 'frames');
 * ```
 */
export function readPrime(bytes: Uint8Array, options: ReadPrimeOptions = {}): PrimeDocument {
  const r = new ByteReader(bytes, { format: FORMAT_ID, endian: 'big' });
  const version = r.u32('version');
  if (version === 0) return options.game === undefined ? readV0Detect(bytes) : readV0(bytes, options.game);
  if (version === 2) {
    return readV2(bytes, options.game ?? detectV2Game(bytes), accumulatorBitsOption(options.accumulatorBits, 32));
  }
  if (version === 3) throw new UnsupportedVersionError(FORMAT_ID, '3 (metaforce PC cook)', '0, 2');
  return r.fail('version word 0 or 2', `0x${version.toString(16).padStart(8, '0')}`, 0);
}

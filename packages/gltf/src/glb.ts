/**
 * The GLB container's header and chunk layout (glTF 2.0 §4.4), checked before glTF-Transform reads
 * it so that a damaged file fails with the byte offset of what is wrong.
 *
 * @module
 */
import { ParseError, UnsupportedVersionError } from '@anim/core';
import { CHUNK_BIN, CHUNK_JSON, FORMAT_ID, GLB_CHUNK_HEADER_BYTES, GLB_HEADER_BYTES, GLB_MAGIC, GLB_VERSION } from './constants.js';

/** Where the chunks of a checked GLB file are. */
export interface GlbLayout {
  /** The JSON chunk's bytes. */
  readonly json: Uint8Array;
  /** Offset of the JSON chunk's first byte in the file. */
  readonly jsonOffset: number;
  /** The binary chunk's bytes, when there is one. */
  readonly bin: Uint8Array | undefined;
}

function fail(offset: number, expected: string, found?: string): never {
  throw new ParseError({ format: FORMAT_ID, location: { kind: 'offset', offset }, expected, found });
}

/** True when `bytes` starts with the GLB magic `glTF`. */
export function isGlb(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === GLB_MAGIC;
}

/**
 * Checks a GLB file's header (magic, version 2, total length) and chunks (a JSON chunk first, then an
 * optional BIN chunk, each inside the file and 4-byte aligned in length as §4.4.3.1 requires of
 * writers; further chunks of unknown types are allowed and skipped, §4.4.3.1).
 * @throws {ParseError} naming the byte offset; {UnsupportedVersionError} for a container version other than 2.
 */
export function checkGlb(bytes: Uint8Array): GlbLayout {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < GLB_HEADER_BYTES) fail(bytes.length, 'a 12-byte GLB header', 'end of input');
  if (view.getUint32(0, true) !== GLB_MAGIC) fail(0, "the GLB magic 'glTF'");
  const version = view.getUint32(4, true);
  if (version !== GLB_VERSION) {
    throw new UnsupportedVersionError(FORMAT_ID, String(version), 'GLB container version 2', { location: { kind: 'offset', offset: 4 } });
  }
  const length = view.getUint32(8, true);
  if (length !== bytes.length) fail(8, `the file length ${String(bytes.length)} in the GLB header`, String(length));
  let at = GLB_HEADER_BYTES;
  let json: Uint8Array | undefined;
  let jsonOffset = 0;
  let bin: Uint8Array | undefined;
  while (at < bytes.length) {
    if (bytes.length - at < GLB_CHUNK_HEADER_BYTES) fail(at, 'an 8-byte chunk header', 'end of input');
    const chunkLength = view.getUint32(at, true);
    const type = view.getUint32(at + 4, true);
    const start = at + GLB_CHUNK_HEADER_BYTES;
    if (chunkLength > bytes.length - start) {
      fail(at, `a chunk length of at most ${String(bytes.length - start)} bytes (the bytes left)`, String(chunkLength));
    }
    if (json === undefined) {
      if (type !== CHUNK_JSON) fail(at + 4, "the 'JSON' chunk first");
      json = bytes.subarray(start, start + chunkLength);
      jsonOffset = start;
    } else if (type === CHUNK_BIN) {
      if (bin !== undefined) fail(at + 4, "at most one 'BIN' chunk");
      bin = bytes.subarray(start, start + chunkLength);
    } else if (type === CHUNK_JSON) {
      fail(at + 4, "a single 'JSON' chunk");
    }
    at = start + chunkLength;
  }
  if (json === undefined) fail(at, "the 'JSON' chunk", 'end of input');
  return { json, jsonOffset, bin };
}

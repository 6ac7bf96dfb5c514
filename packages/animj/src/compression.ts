/**
 * AnimX body encodings 1 (LZ4) and 2 (LZMA), with well-kept pure-JavaScript libraries that also run
 * in browsers: `lz4js` (LZ4 frame format) and `lzma1` (LZMA1, a typed fork of LZMA-JS).
 *
 * Layouts (Resonite wiki "AnimX", https://wiki.resonite.com/AnimX; checked on reference files):
 * - LZ4: the rest of the file is one LZ4 *frame* (magic `04 22 4D 18`);
 * - LZMA: 5 property bytes (lc/lp/pb byte + little-endian u32 dictionary size), i64 uncompressed size,
 *   i64 compressed size, then the raw LZMA1 stream (no end marker needed: the size bounds it).
 *   FrooxEngine uses a 2 MiB dictionary, lc 3, lp 0, pb 2; the writer uses lzma1 mode 5 (2 MiB
 *   dictionary, lc 3, lp 0, pb 2).
 *
 * Decompressed sizes are checked against what the compressed bytes could possibly hold (LZ4 at most
 * 256×, LZMA at most 8192×) before anything is allocated.
 *
 * @module
 */
import { ParseError, UnsupportedFeatureError } from '@anim/core';
import * as lz4 from 'lz4js';
import { compress as lzmaCompress, decompress as lzmaDecompress } from 'lzma1';
import { ANIMX_FORMAT_ID } from './constants.js';

function fail(offset: number, expected: string, found?: string): never {
  throw new ParseError({ format: ANIMX_FORMAT_ID, location: { kind: 'offset', offset }, expected, found });
}

/**
 * Decodes an LZ4 frame.
 * @param base - byte offset of `frame` in the file, for error locations.
 * @throws {ParseError} when the frame is malformed or claims more data than it can hold.
 */
export function inflateLz4(frame: Uint8Array, base: number): Uint8Array {
  if (frame.length < 7 || frame[0] !== 0x04 || frame[1] !== 0x22 || frame[2] !== 0x4d || frame[3] !== 0x18) {
    fail(base, 'an LZ4 frame (magic 04 22 4D 18)');
  }
  const bound = lz4Bound(frame, base);
  try {
    return lz4.decompress(frame, bound);
  } catch (error) {
    return fail(base, 'valid LZ4 data', String(error instanceof Error ? error.message : error));
  }
}

/**
 * An upper bound of the decompressed size of an LZ4 frame, from its block headers: a stored block
 * holds its own size, a compressed block at most min(block maximum, 255 × its size + 16) bytes.
 * @throws {ParseError} when the frame header or the block chain is malformed.
 */
function lz4Bound(frame: Uint8Array, base: number): number {
  const flg = frame[4]!;
  if ((flg & 0xc0) !== 0x40) fail(base + 4, 'LZ4 frame version 01', String(flg >> 6));
  const maxBlock = [0, 0, 0, 0, 65536, 262144, 1048576, 4194304][(frame[5]! >> 4) & 7]!;
  if (maxBlock === 0) fail(base + 5, 'an LZ4 block size code 4…7', String((frame[5]! >> 4) & 7));
  const blockSum = (flg & 0x10) !== 0;
  let p = 7 + ((flg & 0x08) !== 0 ? 8 : 0);
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  let bound = 0;
  for (;;) {
    if (p + 4 > frame.length) fail(base + p, 'an LZ4 block header', 'end of input');
    const raw = view.getUint32(p, true);
    p += 4;
    if (raw === 0) return bound;
    const size = raw & 0x7fffffff;
    if (size > maxBlock) fail(base + p - 4, `an LZ4 block of at most ${String(maxBlock)} bytes`, String(size));
    bound += (raw & 0x80000000) !== 0 ? size : Math.min(maxBlock, size * 255 + 16);
    p += size + (blockSum ? 4 : 0);
    if (p > frame.length) fail(base + p, 'the rest of the LZ4 block', 'end of input');
  }
}

/** Encodes bytes as one LZ4 frame. */
export function deflateLz4(bytes: Uint8Array): Uint8Array {
  return lz4.compress(bytes);
}

/**
 * Decodes the LZMA body layout (props, i64 size, i64 compressed size, raw stream).
 *
 * The header is checked before `lzma1` sees it, since the library trusts it: it reads the properties
 * byte as a *signed* byte (0x80 gives lc = −2 and a 2^30-entry literal table) and allocates the
 * declared dictionary whatever its size (`ff ff ff 7f`: 2 GiB for a 135-byte file). So:
 * - the properties byte must be a valid LZMA one (below 225: lc ≤ 8, lp ≤ 4, pb ≤ 4, LZMA SDK
 *   `lzma-specification.txt`) and below 0x80 (the bytes `lzma1` decodes as written); the literal table
 *   is then at most 2^12 × 0x300 entries. FrooxEngine and the writer use 0x5d (lc 3, lp 0, pb 2);
 * - the dictionary handed to the library is the declared one bounded by the declared output size
 *   (at least 4 KiB): no back-reference of a valid stream reaches further back than the output's start,
 *   so the decoded bytes are the same, and a 2 MiB dictionary on a small file (FrooxEngine's setting)
 *   stays valid.
 *
 * @throws {ParseError} when the header is short, the properties invalid, the sizes impossible or the
 *   stream corrupt (location: the byte at fault).
 * @throws {UnsupportedFeatureError} for a valid LZMA properties byte `lzma1` cannot decode (≥ 0x80).
 */
export function inflateLzma(body: Uint8Array, base: number): Uint8Array {
  if (body.length < 21) fail(base, '21 bytes of LZMA header (properties, sizes)', `${String(body.length)} bytes`);
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  checkLzmaProperties(body[0]!, base);
  const size = view.getBigInt64(5, true);
  const limit = BigInt(body.length) * 8192n + 65536n;
  if (size < 0n || size > limit) fail(base + 5, `an uncompressed size of 0…${String(limit)} bytes`, String(size));
  const declared = view.getUint32(1, true);
  const dictionary = Math.max(LZMA_MIN_DICTIONARY, Math.min(declared, Number(size)));
  const alone = new Uint8Array(13 + body.length - 21);
  alone[0] = body[0]!;
  const aloneView = new DataView(alone.buffer);
  aloneView.setUint32(1, dictionary, true);
  aloneView.setBigInt64(5, size, true);
  alone.set(body.subarray(21), 13);
  let out: Uint8Array;
  try {
    out = lzmaDecompress(alone);
  } catch (error) {
    return fail(base + 21, 'a valid LZMA stream', String(error instanceof Error ? error.message : error));
  }
  if (BigInt(out.length) !== size) fail(base + 21, `${String(size)} decompressed bytes`, String(out.length));
  return out;
}

/** The LZMA decoders' minimum dictionary (LZMA SDK `LZMA_DIC_MIN`; `lzma1` also allocates at least this). */
const LZMA_MIN_DICTIONARY = 4096;

/**
 * Checks an LZMA properties byte `(pb × 5 + lp) × 9 + lc` at file offset `offset`.
 * @throws {ParseError} for a byte ≥ 225 (not LZMA).
 * @throws {UnsupportedFeatureError} for a valid byte `lzma1` misreads as a negative number (≥ 0x80,
 *   i.e. pb ≥ 3 with large lc/lp).
 */
export function checkLzmaProperties(byte: number, offset: number): void {
  if (byte >= 9 * 5 * 5) fail(offset, 'LZMA properties (lc/lp/pb byte below 225)', `0x${byte.toString(16)}`);
  const lc = byte % 9;
  const lp = Math.floor(byte / 9) % 5;
  const pb = Math.floor(byte / 45);
  if (byte >= 0x80) {
    throw new UnsupportedFeatureError(ANIMX_FORMAT_ID, `LZMA properties lc ${String(lc)}, lp ${String(lp)}, pb ${String(pb)} (byte 0x${byte.toString(16)}; supported: bytes below 0x80, as FrooxEngine's 0x5d)`, {
      location: { kind: 'offset', offset },
    });
  }
}

/** Encodes bytes in the LZMA body layout. */
export function deflateLzma(bytes: Uint8Array): Uint8Array {
  const alone = lzmaCompress(bytes, 5);
  const stream = alone.subarray(13);
  const out = new Uint8Array(21 + stream.length);
  out.set(alone.subarray(0, 5), 0);
  const view = new DataView(out.buffer);
  view.setBigInt64(5, BigInt(bytes.length), true);
  view.setBigInt64(13, BigInt(stream.length), true);
  out.set(stream, 21);
  return out;
}

/**
 * Reader of version 2 (compressed) files, metaforce `CFBStreamedCompression.cpp`.
 *
 * Every count is checked against the bytes left before anything is allocated; the header must be
 * consistent (the channel counts agree, bone ids are distinct, every animated block's key count is the number of stored keys
 * − 1, bit widths ≤ 32, the scratch size can hold the data) or a {@link ParseError} names the offset.
 *
 * @module
 */
import { ParseError } from '@anim/core';
import { bitWords, ByteReader } from '@anim/core/io';
import { decodeBitstream, recordBits, wrapAccumulators16 } from './bitstream.js';
import { FORMAT_ID } from './constants.js';
import type { PrimeDocumentV2, PrimeDescriptor, PrimeGame, PrimeQuantizedBlock, PrimeQuantizedRotation } from './types.js';

/**
 * Detects the v2 layout: MP2 files have the u16 `0x0101` right after the scratch size, where MP1 files
 * have the EVNT id followed by the u32 1.
 */
export function detectV2Game(bytes: Uint8Array): PrimeGame {
  if (bytes.length < 16) return 'mp1';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint16(8) === 0x0101 && view.getUint32(12) !== 1 ? 'mp2' : 'mp1';
}

function fail(offset: number, expected: string, found?: string): never {
  throw new ParseError({ format: FORMAT_ID, location: { kind: 'offset', offset }, expected, found });
}

function finite(r: ByteReader, what: string, positive: boolean): number {
  const at = r.offset;
  const v = r.f32(what);
  if (!Number.isFinite(v) || (positive ? v <= 0 : false)) {
    fail(at, `a finite${positive ? ' positive' : ''} ${what}`, String(v));
  }
  return v;
}

function readBlock(r: ByteReader, keyCount: number, what: string): PrimeQuantizedBlock {
  const init: [number, number, number] = [0, 0, 0];
  const bits: [number, number, number] = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    init[c] = r.i16(`${what} initial value`);
    const bitsAt = r.offset;
    const n = r.u8(`${what} bit width`);
    if (n > 32) fail(bitsAt, `a ${what} bit width of at most 32`, String(n));
    bits[c] = n;
  }
  return { keyCount, init, bits, values: new Int32Array(0) };
}

function readDescriptor(r: ByteReader, game: PrimeGame): { descriptor: PrimeDescriptor; counts: [number, number][] } {
  const counts: [number, number][] = [];
  const boneId = game === 'mp1' ? r.u32('bone id') : r.u8('bone id');
  let at = r.offset;
  const rotCount = r.u16('rotation key count');
  counts.push([at, rotCount]);
  let rotation: PrimeQuantizedRotation | null = null;
  if (game === 'mp1' || rotCount !== 0) {
    rotation = { ...readBlock(r, rotCount, 'rotation'), wSign: new Uint8Array(0) };
  }
  at = r.offset;
  const transCount = r.u16('translation key count');
  counts.push([at, transCount]);
  const translation = transCount !== 0 ? readBlock(r, transCount, 'translation') : null;
  let scale: PrimeQuantizedBlock | null = null;
  if (game === 'mp2') {
    at = r.offset;
    const scaleCount = r.u16('scale key count');
    counts.push([at, scaleCount]);
    scale = scaleCount !== 0 ? readBlock(r, scaleCount, 'scale') : null;
  }
  return { descriptor: { boneId, rotation, translation, scale }, counts };
}

/** Set bits among the first `bitCount` bits of the bitmap, as ascending frame indices. */
function keyedFrames(words: Uint32Array, bitCount: number): Uint32Array {
  let count = 0;
  for (let i = 0; i < bitCount; i++) count += (words[i >>> 5]! >>> (i & 31)) & 1;
  const frames = new Uint32Array(count);
  let n = 0;
  for (let i = 0; i < bitCount; i++) if (((words[i >>> 5]! >>> (i & 31)) & 1) !== 0) frames[n++] = i;
  return frames;
}

/**
 * Reads a version 2 file of the given game, accumulating deltas in 32 bits (metaforce) or 16 bits (the
 * game).
 * @throws {ParseError} on any inconsistency or truncation, with the byte offset.
 */
export function readV2(bytes: Uint8Array, game: PrimeGame, accumulatorBits: 16 | 32 = 32): PrimeDocumentV2 {
  const r = new ByteReader(bytes, { format: FORMAT_ID, endian: 'big' });
  const version = r.u32('version');
  if (version !== 2) fail(0, 'version 2', String(version));
  const scratchSize = r.u32('scratch size');
  let evntId: number | null = null;
  let unk0: number | null = null;
  let unk1: number | null = null;
  if (game === 'mp1') {
    evntId = r.u32('EVNT id');
    unk0 = r.u32('unknown word after the EVNT id');
  } else {
    unk1 = r.u16('MP2 marker');
  }
  const duration = finite(r, 'duration', false);
  const interval = finite(r, 'interval', true);
  const rootBoneId = r.u32('root bone id');
  const looping = r.u32('looping flag');
  let at = r.offset;
  const rotationDivisor = r.u32('rotation divisor');
  if (rotationDivisor === 0) fail(at, 'a non-zero rotation divisor', '0');
  const translationMultiplier = finite(r, 'translation multiplier', false);
  const scaleMultiplier = game === 'mp2' ? finite(r, 'scale multiplier', false) : null;
  const countAt = r.offset;
  const boneChannelCount = r.u32('bone channel count');
  const unk3 = r.u32('unknown word after the channel count');
  at = r.offset;
  const keyBitmapBitCount = r.u32('key bitmap bit count');
  const wordCount = Math.ceil(keyBitmapBitCount / 32);
  r.count(wordCount, 4, 'key bitmap words', at);
  const bitmapAt = r.offset;
  const keyBitmapWords = new Uint32Array(wordCount);
  for (let i = 0; i < wordCount; i++) keyBitmapWords[i] = r.u32('key bitmap word');
  let boneChannelCount2: number | null = null;
  if (game === 'mp1') {
    at = r.offset;
    boneChannelCount2 = r.u32('bone channel count (repeated)');
    if (boneChannelCount2 !== boneChannelCount) {
      fail(at, `the bone channel count repeated (${String(boneChannelCount)})`, String(boneChannelCount2));
    }
  }
  at = r.offset;
  const descriptorCount = r.u32('descriptor count');
  if (descriptorCount !== boneChannelCount) {
    fail(at, `a descriptor count equal to the bone channel count (${String(boneChannelCount)})`, String(descriptorCount));
  }
  r.count(boneChannelCount, game === 'mp1' ? 17 : 7, 'bone channel descriptors', countAt);

  const keyFrames = keyedFrames(keyBitmapWords, keyBitmapBitCount);
  if (keyFrames.length === 0) fail(bitmapAt, 'a key bitmap with at least one set bit', 'none set');
  const keyCount = keyFrames.length;

  const descriptors: PrimeDescriptor[] = [];
  // Bone id → offset of the descriptor that first names it: two channels of one bone would animate it
  // twice (the runtime keeps one of them), so a repeated id is an error at the second one.
  const seen = new Map<number, number>();
  for (let i = 0; i < boneChannelCount; i++) {
    const idAt = r.offset;
    const { descriptor, counts } = readDescriptor(r, game);
    const first = seen.get(descriptor.boneId);
    if (first !== undefined) {
      fail(idAt, `a bone id not used by an earlier channel (bone ${String(descriptor.boneId)} is at offset ${String(first)})`, String(descriptor.boneId));
    }
    seen.set(descriptor.boneId, idAt);
    for (const [offset, count] of counts) {
      if (count !== 0 && count !== keyCount - 1) {
        fail(offset, `a key count of 0 or ${String(keyCount - 1)} (stored keys in the bitmap − 1)`, String(count));
      }
    }
    descriptors.push(descriptor);
  }

  const bitsPerRecord = recordBits(descriptors);
  const totalBits = bitsPerRecord * (keyCount - 1);
  const streamWords = Math.ceil(totalBits / 32);
  const streamAt = r.need(streamWords * 4, 'key bitstream');
  const dataEnd = streamAt + streamWords * 4;
  if (scratchSize < dataEnd - 20) {
    fail(4, `a scratch size of at least ${String(dataEnd - 20)} (the unpacked header, bitmap, descriptors and bitstream)`, String(scratchSize));
  }
  const words = bitWords(bytes.subarray(streamAt, dataEnd), 'big');
  // Bits of the final word after the last record (normally 0), kept so the file writes back verbatim.
  const used = totalBits & 31;
  const lastWord = used === 0 ? 0 : words[streamWords - 1]!;
  const bitstreamPadding = (lastWord >>> used << used) >>> 0;

  const params = { rotationDivisor, translationMultiplier, scaleMultiplier: scaleMultiplier ?? 0 };
  const channels = decodeBitstream(words, descriptors, keyCount, params);
  if (accumulatorBits === 16) wrapAccumulators16(descriptors, channels, params);
  return {
    version: 2,
    game,
    frameCount: keyBitmapBitCount,
    keyFrames,
    channels,
    trailing: bytes.slice(dataEnd),
    scratchSize,
    evntId,
    unk0,
    unk1,
    duration,
    interval,
    rootBoneId,
    looping,
    rotationDivisor,
    translationMultiplier,
    scaleMultiplier,
    boneChannelCount,
    unk3,
    keyBitmapBitCount,
    keyBitmapWords,
    boneChannelCount2,
    descriptors,
    bitstreamPadding,
  };
}

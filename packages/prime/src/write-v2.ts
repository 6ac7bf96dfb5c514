/**
 * Writer of version 2 (compressed) files, metaforce `CFBStreamedCompression.cpp`: the header fields verbatim, the key bitmap, the
 * descriptors and the bitstream packed from the descriptors' quantised values. A document read from a
 * file writes back byte for byte.
 *
 * @module
 */
import { checkWriteSize, DEFAULT_MAX_WRITE_BYTES, InvalidArgumentError } from '@anim/core';
import { ByteWriter } from '@anim/core/io';
import { animated, packBitstream } from './bitstream.js';
import type { PrimeDocumentV2, PrimeDescriptor, PrimeQuantizedBlock } from './types.js';

function popcount(words: Uint32Array, bitCount: number): number {
  let n = 0;
  for (let i = 0; i < bitCount; i++) n += (words[i >>> 5]! >>> (i & 31)) & 1;
  return n;
}

function blockFields(w: ByteWriter, block: PrimeQuantizedBlock | null, what: string): void {
  for (let c = 0; c < 3; c++) {
    const init = block?.init[c] ?? 0;
    const bits = block?.bits[c] ?? 0;
    if (!Number.isInteger(init) || init < -0x8000 || init > 0x7fff) {
      throw new InvalidArgumentError(`prime: ${what} initial value ${String(init)} does not fit a signed 16-bit field`);
    }
    if (!Number.isInteger(bits) || bits < 0 || bits > 32) {
      throw new InvalidArgumentError(`prime: ${what} bit width ${String(bits)} is not 0…32`);
    }
    w.i16(init).u8(bits);
  }
}

function writeDescriptor(w: ByteWriter, d: PrimeDescriptor, game: 'mp1' | 'mp2', index: number): void {
  const name = `channel ${String(index)}`;
  const count = (block: PrimeQuantizedBlock | null): number => (block === null ? 0 : block.keyCount);
  if (game === 'mp1') {
    w.u32(d.boneId);
    w.u16(count(d.rotation));
    blockFields(w, d.rotation, `${name} rotation`);
  } else {
    if (d.boneId > 0xff) throw new InvalidArgumentError(`prime: MP2 bone ids are one byte; ${name} has ${String(d.boneId)}`);
    w.u8(d.boneId);
    w.u16(count(d.rotation));
    if (animated(d.rotation) !== null) blockFields(w, d.rotation, `${name} rotation`);
  }
  w.u16(count(d.translation));
  if (animated(d.translation) !== null) blockFields(w, d.translation, `${name} translation`);
  if (game === 'mp2') {
    w.u16(count(d.scale));
    if (animated(d.scale) !== null) blockFields(w, d.scale, `${name} scale`);
  } else if (animated(d.scale) !== null) {
    throw new InvalidArgumentError(`prime: MP1 files have no scale channels (${name})`);
  }
}

/**
 * Writes a version 2 document.
 *
 * @returns the file bytes (big-endian).
 * @throws {InvalidArgumentError} when the document is inconsistent: the bitmap length, the channel
 *   counts or a block's key count do not agree with the stored keys, a delta does not fit its bit width,
 *   an initial value does not fit 16 bits, or an MP1 document has scale / an MP2 one a bone id > 255.
 */
export function writeV2(doc: PrimeDocumentV2, maxBytes = DEFAULT_MAX_WRITE_BYTES): Uint8Array<ArrayBuffer> {
  const game = doc.game;
  const wordCount = Math.ceil(doc.keyBitmapBitCount / 32);
  if (doc.keyBitmapWords.length !== wordCount) {
    throw new InvalidArgumentError(`prime: key bitmap of ${String(doc.keyBitmapBitCount)} bits needs ${String(wordCount)} words, has ${String(doc.keyBitmapWords.length)}`);
  }
  const keyCount = popcount(doc.keyBitmapWords, doc.keyBitmapBitCount);
  if (keyCount === 0) throw new InvalidArgumentError('prime: the key bitmap has no set bit');
  if (keyCount - 1 > 0xffff) throw new InvalidArgumentError(`prime: ${String(keyCount)} stored keys; v2 key counts are 16-bit (at most 65536 stored keys)`);
  if (doc.descriptors.length !== doc.boneChannelCount) {
    throw new InvalidArgumentError(`prime: ${String(doc.descriptors.length)} descriptors but boneChannelCount ${String(doc.boneChannelCount)}`);
  }
  doc.descriptors.forEach((d, i) => {
    for (const block of [d.rotation, d.translation, d.scale]) {
      if (block !== null && block.keyCount !== 0 && block.keyCount !== keyCount - 1) {
        throw new InvalidArgumentError(`prime: channel ${String(i)} key count ${String(block.keyCount)} must be 0 or ${String(keyCount - 1)}`);
      }
    }
  });
  const stream = packBitstream(doc.descriptors, keyCount, doc.bitstreamPadding);
  // Sized up front: every field fits, so the writer never grows.
  const capacity = 64 + wordCount * 4 + doc.descriptors.length * 37 + stream.length + doc.trailing.length;
  // (the capacity is an upper bound of the size: at most 64 + 37 bytes per channel more)
  checkWriteSize(capacity, maxBytes, 'prime: a v2 file (up to)');
  const w = new ByteWriter({ endian: 'big', initialCapacity: capacity });
  w.u32(2).u32(doc.scratchSize);
  if (game === 'mp1') w.u32(doc.evntId ?? 0xffffffff).u32(doc.unk0 ?? 1);
  else w.u16(doc.unk1 ?? 0x0101);
  w.f32(doc.duration).f32(doc.interval).u32(doc.rootBoneId).u32(doc.looping).u32(doc.rotationDivisor);
  w.f32(doc.translationMultiplier);
  if (game === 'mp2') w.f32(doc.scaleMultiplier ?? 0);
  w.u32(doc.boneChannelCount).u32(doc.unk3).u32(doc.keyBitmapBitCount);
  for (const word of doc.keyBitmapWords) w.u32(word);
  if (game === 'mp1') w.u32(doc.boneChannelCount2 ?? doc.boneChannelCount);
  w.u32(doc.descriptors.length);
  doc.descriptors.forEach((d, i) => {
    writeDescriptor(w, d, game, i);
  });
  w.bytes(stream);
  w.bytes(doc.trailing);
  return w.finish();
}

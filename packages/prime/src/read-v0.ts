/**
 * Reader of version 0 (uncompressed) files, metaforce `CAnimSource.cpp` (`CharAnimTime`).
 *
 * Layout: `CharAnimTime` duration and interval, key count, root bone, the bone-slot table (bone id →
 * channel), per-channel index tables (MP1: translation only; MP2: rotation, translation, scale), then the
 * key arrays (MP2: scale first; then rotation w x y z; then translation), bone-major; MP1 ends with the
 * EVNT id. MP1 and MP2 files have no marker, so without a forced game both layouts are tried and the
 * consistent one is kept.
 *
 * @module
 */
import { ParseError } from '@anim/core';
import { ByteReader } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import type { PrimeCharAnimTime, PrimeDocumentV0, PrimeChannel, PrimeGame } from './types.js';

const NONE = 0xff;

function charAnimTime(r: ByteReader, what: string, positive: boolean): PrimeCharAnimTime {
  const at = r.offset;
  const seconds = r.f32(`${what} seconds`);
  if (!Number.isFinite(seconds) || (positive && seconds <= 0)) {
    r.fail(`a finite${positive ? ' positive' : ''} ${what}`, String(seconds), at);
  }
  const stateAt = r.offset;
  const state = r.u32(`${what} state`);
  if (state > 4) r.fail(`a ${what} state of 0…4`, String(state), stateAt);
  return { seconds, state };
}

function table(r: ByteReader, what: string, expected?: number): Uint8Array {
  const at = r.offset;
  const n = r.u32(`${what} count`);
  if (expected !== undefined && n !== expected) r.fail(`${what} count ${String(expected)} (one per bone channel)`, String(n), at);
  r.count(n, 1, `${what} entries`, at);
  return r.bytesView(n, what).slice();
}

/** Reads `count` big-endian float32 values; the bits are kept exactly (NaN payloads included). */
function floats(r: ByteReader, count: number, what: string): Float32Array {
  const at = r.need(count * 4, what);
  // Copy the bytes (a memcpy), then swap each big-endian word in place.
  const copy = r.bytes.slice(at, at + count * 4);
  const bits = new Uint32Array(copy.buffer, 0, count);
  for (let i = 0; i < count; i++) {
    const x = bits[i]!;
    bits[i] = (x << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);
  }
  r.offset = at + count * 4;
  return new Float32Array(copy.buffer, 0, count);
}

/** A key array: u32 count, then `count` keys of `width` floats; the count must be `blocks × keyCount`. */
function keyArray(r: ByteReader, width: number, blocks: number, keyCount: number, what: string): Float32Array {
  const at = r.offset;
  const count = r.u32(`${what} count`);
  if (count !== blocks * keyCount) {
    r.fail(`${what} count ${String(blocks * keyCount)} (${String(blocks)} channels × ${String(keyCount)} keys)`, String(count), at);
  }
  r.count(count, width * 4, what, at);
  return floats(r, count * width, what);
}

/** Number of entries that are not `0xFF`, checking each is a valid block index. */
function blockCount(r: ByteReader, indices: Uint8Array, at: number, what: string): number {
  let used = 0;
  for (const v of indices) if (v !== NONE) used++;
  indices.forEach((v, i) => {
    if (v !== NONE && v >= used) r.fail(`a ${what} index below ${String(used)} or 0xFF`, String(v), at + 4 + i);
  });
  return used;
}

/**
 * Reads a version 0 file with the given game's layout.
 * @throws {ParseError} when the bytes do not follow that layout, with the offset.
 */
export function readV0(bytes: Uint8Array, game: PrimeGame): PrimeDocumentV0 {
  const r = new ByteReader(bytes, { format: FORMAT_ID, endian: 'big' });
  const version = r.u32('version');
  if (version !== 0) r.fail('version 0', String(version), 0);
  const duration = charAnimTime(r, 'duration', false);
  const interval = charAnimTime(r, 'key interval', true);
  const keyCountAt = r.offset;
  const keyCount = r.u32('key count');
  // No keys: nothing to evaluate (the runtime indexes keys modulo the count), so the file is rejected.
  if (keyCount === 0) r.fail('a key count of at least 1', '0', keyCountAt);
  const rootBoneId = r.u32('root bone id');
  const slotsAt = r.offset;
  const boneSlots = table(r, 'bone slot');

  let rotationIndex: Uint8Array | null = null;
  let scaleIndex: Uint8Array | null = null;
  let rotationAt = 0;
  let scaleAt = 0;
  let translationAt: number;
  let translationIndex: Uint8Array;
  if (game === 'mp1') {
    translationAt = r.offset;
    translationIndex = table(r, 'translation index');
  } else {
    rotationAt = r.offset;
    rotationIndex = table(r, 'rotation index');
    translationAt = r.offset;
    translationIndex = table(r, 'translation index', rotationIndex.length);
    scaleAt = r.offset;
    scaleIndex = table(r, 'scale index', rotationIndex.length);
  }
  const channelCount = translationIndex.length;

  // Bone id of every channel: the first slot that maps to it.
  const boneIds = new Int32Array(channelCount).fill(-1);
  boneSlots.forEach((c, bone) => {
    if (c === NONE) return;
    if (c >= channelCount) r.fail(`a bone channel index below ${String(channelCount)} or 0xFF`, String(c), slotsAt + 4 + bone);
    if (boneIds[c] === -1) boneIds[c] = bone;
  });
  const missing = boneIds.indexOf(-1);
  if (missing !== -1) r.fail(`a bone slot for bone channel ${String(missing)}`, 'none', slotsAt);

  const rotationBlocks = rotationIndex === null ? channelCount : blockCount(r, rotationIndex, rotationAt, 'rotation');
  const translationBlocks = blockCount(r, translationIndex, translationAt, 'translation');
  const scaleBlocks = scaleIndex === null ? 0 : blockCount(r, scaleIndex, scaleAt, 'scale');

  const scaleKeys = game === 'mp2' ? keyArray(r, 3, scaleBlocks, keyCount, 'scale keys') : null;
  const rotationKeys = keyArray(r, 4, rotationBlocks, keyCount, 'rotation keys');
  const translationKeys = keyArray(r, 3, translationBlocks, keyCount, 'translation keys');
  const evntId = game === 'mp1' ? r.u32('EVNT id') : null;

  const channels: PrimeChannel[] = [];
  const block = (keys: Float32Array | null, index: number, width: number): Float32Array | null =>
    keys === null || index === NONE ? null : keys.subarray(index * keyCount * width, (index + 1) * keyCount * width);
  for (let c = 0; c < channelCount; c++) {
    channels.push({
      boneId: boneIds[c]!,
      rotation: block(rotationKeys, rotationIndex === null ? c : rotationIndex[c]!, 4),
      translation: block(translationKeys, translationIndex[c]!, 3),
      scale: scaleIndex === null ? null : block(scaleKeys, scaleIndex[c]!, 3),
    });
  }
  return {
    version: 0,
    game,
    frameCount: keyCount,
    keyFrames: Uint32Array.from({ length: keyCount }, (_, i) => i),
    channels,
    trailing: bytes.slice(r.offset),
    duration,
    interval,
    keyCount,
    rootBoneId,
    boneSlots,
    rotationIndex,
    translationIndex,
    scaleIndex,
    scaleKeys,
    rotationKeys,
    translationKeys,
    evntId,
  };
}

/**
 * Reads a version 0 file, detecting the game: both layouts are tried; when both are consistent the one
 * leaving fewer trailing bytes wins (MP1 on a tie); when neither is, the error of the one that read
 * further is thrown.
 * @throws {ParseError}
 */
export function readV0Detect(bytes: Uint8Array): PrimeDocumentV0 {
  let mp1: PrimeDocumentV0 | ParseError;
  let mp2: PrimeDocumentV0 | ParseError;
  try {
    mp1 = readV0(bytes, 'mp1');
  } catch (error) {
    if (!ParseError.isInstance(error)) throw error;
    mp1 = error;
  }
  try {
    mp2 = readV0(bytes, 'mp2');
  } catch (error) {
    if (!ParseError.isInstance(error)) throw error;
    mp2 = error;
  }
  if (!(mp1 instanceof ParseError) && !(mp2 instanceof ParseError)) {
    return mp2.trailing.length < mp1.trailing.length ? mp2 : mp1;
  }
  if (!(mp1 instanceof ParseError)) return mp1;
  if (!(mp2 instanceof ParseError)) return mp2;
  const where = (e: ParseError): number => (e.location.kind === 'offset' ? e.location.offset : 0);
  throw where(mp2) > where(mp1) ? mp2 : mp1;
}

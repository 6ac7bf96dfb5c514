/**
 * Writer of version 0 (uncompressed) files, metaforce `CAnimSource.cpp`: {@link writeV0Document} serialises a v0 document's
 * tables and key arrays verbatim (float bits preserved); {@link toV0} turns any document into a v0 one
 * with every frame stored (v2 gaps filled by the runtime's interpolation) and canonical tables.
 *
 * @module
 */
import { checkWriteSize, DEFAULT_MAX_WRITE_BYTES, InvalidArgumentError } from '@anim/core';
import { bakePrimeFrames, primeFrameInterval } from './evaluate.js';
import type { PrimeCharAnimTime, PrimeDocument, PrimeDocumentV0, PrimeChannel } from './types.js';

/** Bits of a float array (a view, no copy, when aligned). */
function floatBits(values: Float32Array): Uint32Array {
  if (values.byteOffset % 4 === 0) return new Uint32Array(values.buffer, values.byteOffset, values.length);
  return new Uint32Array(Float32Array.from(values).buffer);
}

/**
 * Writes a version 0 document exactly as its fields say.
 * @throws {InvalidArgumentError} when the MP1/MP2-only fields do not match `game` or a key array's
 *   length is not a multiple of its key width.
 */
export function writeV0Document(doc: PrimeDocumentV0, maxBytes = DEFAULT_MAX_WRITE_BYTES): Uint8Array<ArrayBuffer> {
  const mp2 = doc.game === 'mp2';
  if (mp2 && (doc.rotationIndex === null || doc.scaleIndex === null || doc.scaleKeys === null)) {
    throw new InvalidArgumentError('prime: an MP2 v0 document needs rotationIndex, scaleIndex and scaleKeys');
  }
  if (doc.rotationKeys.length % 4 !== 0 || doc.translationKeys.length % 3 !== 0 || (doc.scaleKeys?.length ?? 0) % 3 !== 0) {
    throw new InvalidArgumentError('prime: key array lengths must be multiples of 4 (rotation) and 3 (translation, scale)');
  }
  const tables = [mp2 ? doc.rotationIndex : null, doc.translationIndex, mp2 ? doc.scaleIndex : null].filter(
    (t): t is Uint8Array => t !== null,
  );
  const arrays: [Float32Array, number][] = mp2
    ? [[doc.scaleKeys!, 3], [doc.rotationKeys, 4], [doc.translationKeys, 3]]
    : [[doc.rotationKeys, 4], [doc.translationKeys, 3]];
  let size = 32 + doc.boneSlots.length;
  for (const t of tables) size += 4 + t.length;
  for (const [a] of arrays) size += 4 + a.length * 4;
  if (!mp2) size += 4;
  size += doc.trailing.length;
  checkWriteSize(size, maxBytes, 'prime: a v0 file');

  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let o = 0;
  const u32 = (v: number): void => {
    view.setUint32(o, v);
    o += 4;
  };
  const time = (t: PrimeCharAnimTime): void => {
    view.setFloat32(o, t.seconds);
    o += 4;
    u32(t.state);
  };
  const bytes = (b: Uint8Array): void => {
    u32(b.length);
    out.set(b, o);
    o += b.length;
  };
  u32(0);
  time(doc.duration);
  time(doc.interval);
  u32(doc.keyCount);
  u32(doc.rootBoneId);
  bytes(doc.boneSlots);
  for (const t of tables) bytes(t);
  arrays.forEach(([a, width]) => {
    u32(a.length / width);
    const bits = floatBits(a);
    for (const b of bits) {
      view.setUint32(o, b);
      o += 4;
    }
  });
  if (!mp2) u32(doc.evntId ?? 0xffffffff);
  out.set(doc.trailing, o);
  return out;
}

function charAnimTime(seconds: number): PrimeCharAnimTime {
  const s = Math.fround(seconds);
  return { seconds: s, state: s === 0 ? 2 : 0 };
}

/**
 * Any document as version 0 of the same game: every frame stored (frames missing from a v2 bitmap are
 * interpolated as the runtime does), duration = key count × interval (as metaforce writes it), at least
 * 100 bone slots (as in the games' files), channel/block indices in channel order. MP1 channels without
 * rotation get the identity quaternion (MP1 v0 requires a rotation per channel). A v0 input is returned
 * unchanged.
 * @throws {InvalidArgumentError} with more than 255 channels or two channels for one bone.
 */
export function toV0(anim: PrimeDocument): PrimeDocumentV0 {
  if (anim.version === 0) return anim;
  const frames = bakePrimeFrames(anim);
  return buildV0(anim.game, frames, anim.frameCount, primeFrameInterval(anim), {
    rootBoneId: anim.rootBoneId,
    evntId: anim.evntId,
  });
}

/**
 * The largest bone id a v0 file written here may animate: the bone-slot table has one byte per bone id
 * up to the largest, so an id is bounded before the table is allocated (65,535: a 64 KiB table;
 * skeletons of both games have fewer than 256 bones).
 */
export const MAX_V0_BONE_ID = 0xffff;

/**
 * Builds a v0 document from per-channel keys at every frame (`keyCount` keys per present array).
 * @throws {InvalidArgumentError} for more than 255 channels, a bone id that is not an integer in
 *   0…{@link MAX_V0_BONE_ID}, or two channels on one bone.
 * @internal
 */
export function buildV0(
  game: 'mp1' | 'mp2',
  channels: readonly PrimeChannel[],
  keyCount: number,
  interval: number,
  extra: { rootBoneId?: number; evntId?: number | null } = {},
): PrimeDocumentV0 {
  if (channels.length > 0xff) throw new InvalidArgumentError('prime: v0 files hold at most 255 bone channels');
  let maxId = 0;
  for (const c of channels) {
    if (!Number.isInteger(c.boneId) || c.boneId < 0) throw new InvalidArgumentError(`prime: bone id ${String(c.boneId)} is not a non-negative integer`);
    if (c.boneId > MAX_V0_BONE_ID) {
      throw new InvalidArgumentError(`prime: bone id ${String(c.boneId)} is above ${String(MAX_V0_BONE_ID)}, the largest a v0 bone-slot table written here holds (one byte per bone id)`);
    }
    maxId = Math.max(maxId, c.boneId);
  }
  const boneSlots = new Uint8Array(Math.max(100, maxId + 1)).fill(0xff);
  channels.forEach((c, i) => {
    if (boneSlots[c.boneId] !== 0xff) throw new InvalidArgumentError(`prime: two channels animate bone ${String(c.boneId)}`);
    boneSlots[c.boneId] = i;
  });
  const mp2 = game === 'mp2';
  const pack = (pick: (c: PrimeChannel) => Float32Array | null, width: number, fill?: readonly number[]): { index: Uint8Array; keys: Float32Array } => {
    const index = new Uint8Array(channels.length).fill(0xff);
    const blocks: Float32Array[] = [];
    channels.forEach((c, i) => {
      let keys = pick(c);
      if (keys === null && fill !== undefined) {
        keys = new Float32Array(keyCount * width);
        for (let k = 0; k < keyCount; k++) keys.set(fill, k * width);
      }
      if (keys === null) return;
      if (keys.length !== keyCount * width) {
        throw new InvalidArgumentError(`prime: channel ${String(i)} has ${String(keys.length / width)} keys, expected ${String(keyCount)}`);
      }
      index[i] = blocks.length;
      blocks.push(keys);
    });
    const all = new Float32Array(blocks.length * keyCount * width);
    blocks.forEach((b, i) => {
      all.set(b, i * keyCount * width);
    });
    return { index, keys: all };
  };
  const rotation = pack((c) => c.rotation, 4, mp2 ? undefined : [1, 0, 0, 0]);
  const translation = pack((c) => c.translation, 3);
  const scale = mp2 ? pack((c) => c.scale, 3) : null;
  const block = (keys: Float32Array, index: number, width: number): Float32Array | null =>
    index === 0xff ? null : keys.subarray(index * keyCount * width, (index + 1) * keyCount * width);
  return {
    version: 0,
    game,
    frameCount: keyCount,
    keyFrames: Uint32Array.from({ length: keyCount }, (_, i) => i),
    channels: channels.map((c, i) => ({
      boneId: c.boneId,
      rotation: block(rotation.keys, rotation.index[i]!, 4),
      translation: block(translation.keys, translation.index[i]!, 3),
      scale: scale === null ? null : block(scale.keys, scale.index[i]!, 3),
    })),
    trailing: new Uint8Array(0),
    duration: charAnimTime(keyCount * Math.fround(interval)),
    interval: charAnimTime(interval),
    keyCount,
    rootBoneId: extra.rootBoneId ?? 0,
    boneSlots,
    rotationIndex: mp2 ? rotation.index : null,
    translationIndex: translation.index,
    scaleIndex: scale === null ? null : scale.index,
    scaleKeys: scale === null ? null : scale.keys,
    rotationKeys: rotation.keys,
    translationKeys: translation.keys,
    evntId: mp2 ? null : (extra.evntId ?? 0xffffffff),
  };
}

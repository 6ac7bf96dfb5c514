/**
 * Project-authored fixtures for the unit suite (no reference corpus needed):
 * - documents of both versions and both games, generated with this package's encoder and v0 builder
 *   from hand-written key functions ({@link mp1V2}, {@link mp2V2}, {@link mp1V0}, {@link mp2V0});
 * - two tiny files assembled byte by byte, independently of the writers, with the layout spelled out
 *   field by field (§5.2, §5.3) and the values a reader must find ({@link handMp1V2}, {@link handMp2V0}).
 */
import { encodePrimeV2, type PrimeChannel, type PrimeDocumentV0, type PrimeDocumentV2, type PrimeKeyChannel } from '../src/index.js';
import { buildV0 } from '../src/write-v0.js';

/** A unit quaternion (w, x, y, z) for a rotation of `angle` radians about the axis (ax, ay, az). */
export function axisAngle(ax: number, ay: number, az: number, angle: number): number[] {
  const n = Math.hypot(ax, ay, az);
  const s = Math.sin(angle / 2) / n;
  return [Math.cos(angle / 2), ax * s, ay * s, az * s];
}

/** Keys of one bone at `frames`: smooth rotations about a per-bone axis, drifting translations / scales. */
function boneKeys(boneId: number, frames: readonly number[], parts: { translation?: boolean; scale?: boolean }): PrimeKeyChannel {
  return {
    boneId,
    rotation: frames.flatMap((f) => axisAngle(1, boneId % 3, 0.5, 0.15 * f * (1 + (boneId % 2)))),
    translation: parts.translation === true ? frames.flatMap((f) => [0.25 * f, Math.sin(f / 4) * 2, -0.1 * f + boneId]) : null,
    scale: parts.scale === true ? frames.flatMap((f) => [1 + 0.05 * f, 1, 1 - 0.02 * f]) : null,
  };
}

/** Stored frames of {@link mp1V2}: frames 4, 6, 7, 10 and 11 are missing from the bitmap (13 frames). */
export const MP1_V2_KEY_FRAMES = [0, 1, 2, 3, 5, 8, 9, 12];

/**
 * The rotations of bone 5 in {@link mp1V2}: keys 3 (frame 3) and 4 (frame 5) lie in opposite
 * hemispheres (their dot product is negative), so sampling between them takes the short arc to −key 4.
 */
const FLIP_ROTATIONS = MP1_V2_KEY_FRAMES.flatMap((f, k) => (k < 4 ? axisAngle(0, 0, 1, 0.2 * f) : axisAngle(0, 0, 1, 0.2 * f + 5.5)));

/** MP1 v2 (metaforce defaults): bones 3 (rotation + translation), 4 (rotation), 5 (hemisphere flip), 30 fps, sparse bitmap. */
export function mp1V2(): PrimeDocumentV2 {
  return encodePrimeV2(
    [
      boneKeys(3, MP1_V2_KEY_FRAMES, { translation: true }),
      boneKeys(4, MP1_V2_KEY_FRAMES, {}),
      { boneId: 5, rotation: FLIP_ROTATIONS },
    ],
    { game: 'mp1', interval: 1 / 30, keyFrames: MP1_V2_KEY_FRAMES, frameCount: 13, evntId: 0x12345678 },
  );
}

/** MP2 v2: bones 0 (rotation, translation, scale), 1 (rotation) and 2 (translation), frames 0…17 and 19, looping. */
export function mp2V2(): PrimeDocumentV2 {
  const frames = [...Array.from({ length: 18 }, (_, i) => i), 19];
  return encodePrimeV2(
    [
      boneKeys(0, frames, { translation: true, scale: true }),
      boneKeys(1, frames, {}),
      { boneId: 2, translation: boneKeys(2, frames, { translation: true }).translation },
    ],
    { game: 'mp2', interval: 1 / 30, keyFrames: frames, looping: true },
  );
}

/** Float keys at every frame of `frameCount` for a v0 document (no quantisation). */
function v0Channels(frameCount: number, scale: boolean): PrimeKeyChannel[] {
  const frames = Array.from({ length: frameCount }, (_, i) => i);
  return [boneKeys(0, frames, { translation: true, scale }), boneKeys(1, frames, {}), boneKeys(4, frames, { translation: true })];
}

function toChannel(c: PrimeKeyChannel): PrimeChannel {
  const f = (v: ArrayLike<number> | null | undefined): Float32Array | null => (v === null || v === undefined ? null : Float32Array.from(v));
  return { boneId: c.boneId, rotation: f(c.rotation), translation: f(c.translation), scale: f(c.scale) };
}

/** MP1 v0: bones 0, 1, 4 with float keys at each of 16 frames (1/30 s). */
export function mp1V0(): PrimeDocumentV0 {
  return buildV0('mp1', v0Channels(16, false).map(toChannel), 16, 1 / 30, { rootBoneId: 3, evntId: 0xffffffff });
}

/** MP2 v0: bones 0 (with scale), 1, 4 with float keys at each of 12 frames (1/24 s). */
export function mp2V0(): PrimeDocumentV0 {
  return buildV0('mp2', v0Channels(12, true).map(toChannel), 12, 1 / 24);
}

/** A big-endian byte assembler for the hand-made fixtures (independent of the package's writers). */
class Bytes {
  private readonly out: number[] = [];
  /** Byte offset of the next field. */
  get offset(): number {
    return this.out.length;
  }
  u8(v: number): this {
    this.out.push(v & 0xff);
    return this;
  }
  u16(v: number): this {
    return this.u8(v >>> 8).u8(v);
  }
  i16(v: number): this {
    return this.u16(v & 0xffff);
  }
  u32(v: number): this {
    return this.u16(v >>> 16).u16(v);
  }
  f32(v: number): this {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, v);
    return this.u32(view.getUint32(0));
  }
  finish(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** A hand-assembled file with the offsets of its fields and what a reader must decode. */
export interface HandFixture {
  readonly bytes: Uint8Array;
  /** Byte offset of each named field. */
  readonly at: Readonly<Record<string, number>>;
}

/**
 * A tiny MP1 version 2 file (94 bytes), §5.3. One bone channel (bone 3) with rotation and translation,
 * a 3-frame bitmap storing frames 0 and 2 (frame 1 is interpolated), one key record in the bitstream.
 *
 * Decoded values (rotation divisor 16, so a rotation integer R is sin(R·π/32); translation multiplier 0.5):
 * - key 0 (frame 0): rotation integers (0, 0, 0) → quaternion (1, 0, 0, 0); translation (2, −1, 0) → (1, −0.5, 0);
 * - key 1 (frame 2): w-sign 1, rotation deltas (+5, −3, 0) → integers (5, −3, 0) → (−w, sin 5π/32, sin −3π/32, 0);
 *   translation deltas (+3, −4, −1) → integers (5, −5, −1) → (2.5, −2.5, −0.5).
 */
export function handMp1V2(): HandFixture {
  const b = new Bytes();
  const at: Record<string, number> = {};
  const field = (name: string): Bytes => {
    at[name] = b.offset;
    return b;
  };
  // Header (13 words).
  field('version').u32(2);
  field('scratchSize').u32(82); // metaforce's MP1 tally: file size − 12
  field('evntId').u32(0xffffffff); // no EVNT
  field('unk0').u32(1);
  field('duration').f32(0.5);
  field('interval').f32(0.25);
  field('rootBoneId').u32(3);
  field('looping').u32(0);
  field('rotationDivisor').u32(16);
  field('translationMultiplier').f32(0.5);
  field('boneChannelCount').u32(1);
  field('unk3').u32(1);
  field('keyBitmapBitCount').u32(3);
  // Key bitmap: one word, LSB first: frames 0 and 2 stored.
  field('keyBitmap').u32(0b101);
  field('boneChannelCount2').u32(1);
  field('descriptorCount').u32(1);
  // Bone channel descriptor (MP1: u32 bone id; rotation fields always present).
  field('boneId').u32(3);
  field('rotationKeyCount').u16(1); // stored keys − 1
  field('rotationInit').i16(0).u8(4).i16(0).u8(4).i16(0).u8(4); // (init, bits) for x, y, z
  field('translationKeyCount').u16(1);
  field('translationInit').i16(2).u8(3).i16(-1).u8(3).i16(0).u8(1);
  // Bitstream: one record for key 1, fields LSB first in a big-endian word:
  // w sign (1 bit) | rot x (4) | rot y (4) | rot z (4) | trans x (3) | trans y (3) | trans z (1).
  const record =
    (1 << 0) | // w sign: negative
    (5 << 1) | // rot x +5
    ((-3 & 0xf) << 5) | // rot y −3
    (0 << 9) | // rot z 0
    (3 << 13) | // trans x +3
    ((-4 & 0x7) << 16) | // trans y −4
    ((-1 & 0x1) << 19); // trans z −1
  field('bitstream').u32(record);
  return { bytes: b.finish(), at };
}

/**
 * A tiny MP2 version 0 file (146 bytes), §5.2. Two frames 0.25 s apart; bone 1 (channel 0) has rotation
 * and scale, bone 3 (channel 1) has translation. Keys:
 * - rotation of bone 1: (1, 0, 0, 0), then (0.6, 0.8, 0, 0);
 * - scale of bone 1: (1, 1, 1), then (2, 2, 2);
 * - translation of bone 3: (0, 0, 0), then (4, 2, −2).
 */
export function handMp2V0(): HandFixture {
  const b = new Bytes();
  const at: Record<string, number> = {};
  const field = (name: string): Bytes => {
    at[name] = b.offset;
    return b;
  };
  field('version').u32(0);
  field('duration').f32(0.5).u32(0); // CharAnimTime: seconds, state 0 (non-zero)
  field('interval').f32(0.25).u32(0);
  field('keyCount').u32(2);
  field('rootBoneId').u32(0);
  field('boneSlots').u32(4).u8(0xff).u8(0).u8(0xff).u8(1); // bone 1 → channel 0, bone 3 → channel 1
  field('rotationIndex').u32(2).u8(0).u8(0xff); // MP2 tables: per channel, the block or 0xFF
  field('translationIndex').u32(2).u8(0xff).u8(0);
  field('scaleIndex').u32(2).u8(0).u8(0xff);
  field('scaleKeys').u32(2); // MP2: scale keys first (blocks × key count)
  for (const v of [1, 1, 1, 2, 2, 2]) b.f32(v);
  field('rotationKeys').u32(2);
  for (const v of [1, 0, 0, 0, 0.6, 0.8, 0, 0]) b.f32(v);
  field('translationKeys').u32(2);
  for (const v of [0, 0, 0, 4, 2, -2]) b.f32(v);
  // MP2 v0 has no EVNT id.
  return { bytes: b.finish(), at };
}

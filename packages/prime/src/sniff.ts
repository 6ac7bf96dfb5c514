/**
 * Detection of `ANIM` files by content (the `.anim` extension is shared with Maya): the version word
 * must be 0 or 2 and the header must be self-consistent (§5.2, §5.3). Never throws.
 *
 * @module
 */
import { ByteReader } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { readV0Detect } from './read-v0.js';
import { detectV2Game } from './read-v2.js';

/** Checks a v2 header up to the descriptors: markers, counts, bitmap length, interval, divisor. */
function plausibleV2(bytes: Uint8Array): boolean {
  const game = detectV2Game(bytes);
  const r = new ByteReader(bytes, { format: FORMAT_ID, endian: 'big' });
  r.skip(8);
  if (game === 'mp1') {
    r.skip(4); // EVNT id
    if (r.u32() !== 1) return false;
  } else if (r.u16() !== 0x0101) {
    return false;
  }
  const duration = r.f32();
  const interval = r.f32();
  if (!Number.isFinite(duration) || duration < 0 || !Number.isFinite(interval) || interval <= 0) return false;
  r.skip(8); // root bone, looping
  if (r.u32() === 0) return false; // rotation divisor
  const multipliers = game === 'mp1' ? 1 : 2;
  for (let i = 0; i < multipliers; i++) if (!Number.isFinite(r.f32())) return false;
  const channels = r.u32();
  if (r.u32() !== 1) return false; // unk3
  const bits = r.u32();
  const words = Math.ceil(bits / 32);
  if (bits === 0 || words * 4 > r.remaining) return false;
  r.skip(words * 4);
  if (game === 'mp1' && r.u32() !== channels) return false;
  if (r.u32() !== channels) return false;
  return channels * (game === 'mp1' ? 17 : 7) <= r.remaining;
}

/**
 * True when `bytes` look like a Metroid Prime `ANIM` file: version 0 with a consistent layout (tables
 * and key counts agree) or version 2 with a consistent header.
 */
export function sniffPrime(bytes: Uint8Array): boolean {
  if (bytes.length < 32) return false;
  try {
    const version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    if (version === 2) return plausibleV2(bytes);
    if (version === 0) {
      readV0Detect(bytes);
      return true;
    }
    return false;
  } catch {
    return false;
  }
}

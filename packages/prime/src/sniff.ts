/**
 * Detection of `ANIM` files by content (the `.anim` extension is shared with Maya). Detection
 * *recognises* a Prime ANIM by the fixed structure of its header and leaves validation to
 * {@link readPrime}, so that a damaged file (an absurd bone count or bitmap length, a byte-swapped version
 * word, counts that disagree) is read — and reported with the reader's own `ParseError` and byte offset —
 * instead of being refused as "not a Prime file". Never throws.
 *
 * @module
 */

import { readV0Detect } from './read-v0.js';

/** Version words of an ANIM header: 0 and 2 (Retro), 3 (metaforce's PC cook), and 2/3 byte-swapped. */
const V2_LIKE = new Set([2, 3, 0x02000000, 0x03000000]);

const finite = (v: number): boolean => Number.isFinite(v);

/**
 * The v2 (and v3) header's fixed words (metaforce `CFBStreamedCompression.cpp`): MP1 has the u32 1 after the EVNT id at byte 12 and `unk3`
 * = 1 at byte 44; MP2 has the u16 `0x0101` at byte 8 and `unk3` = 1 at byte 42. Between them a finite
 * duration ≥ 0, a finite positive interval and finite multipliers. Counts, bitmap, divisor and
 * descriptors are the reader's to check.
 */
function v2Header(view: DataView): boolean {
  const mp1 = view.byteLength >= 52 && view.getUint32(12) === 1 && view.getUint32(44) === 1;
  const mp2 = view.byteLength >= 50 && view.getUint16(8) === 0x0101 && view.getUint32(42) === 1;
  const times = (at: number, multipliers: number): boolean => {
    const duration = view.getFloat32(at);
    const interval = view.getFloat32(at + 4);
    if (!finite(duration) || duration < 0 || !finite(interval) || interval <= 0) return false;
    for (let i = 0; i < multipliers; i++) if (!finite(view.getFloat32(at + 20 + i * 4))) return false;
    return true;
  };
  return (mp1 && times(16, 1)) || (mp2 && times(10, 2));
}

/**
 * The v0 header (metaforce `CAnimSource.cpp`): two `CharAnimTime`s — a finite duration ≥ 0 and a finite positive interval,
 * each followed by a state word 0…4 — then the key count, root bone id and the bone slot table's count.
 */
function v0Header(view: DataView): boolean {
  if (view.byteLength < 32) return false;
  const duration = view.getFloat32(4);
  const interval = view.getFloat32(12);
  return finite(duration) && duration >= 0 && view.getUint32(8) <= 4 && finite(interval) && interval > 0 && view.getUint32(16) <= 4;
}

/** A v0 file that reads (both layouts are tried); never throws. */
function readsAsV0(bytes: Uint8Array): boolean {
  try {
    readV0Detect(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when `bytes` have the structure of a Metroid Prime `ANIM` header: version 0 with two well-formed
 * `CharAnimTime`s and an interval of at most 1 s (or a file that reads), or version 2 (also 3 and the byte-swapped words, which the reader reports) with the
 * MP1 or MP2 fixed words. A `true` does not promise the file reads: {@link readPrime} reports what is
 * wrong with its offset.
 */
export function sniffPrime(bytes: Uint8Array): boolean {
  if (bytes.length < 32) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(0);
  // v0 has no fixed words, so its header alone is weak evidence: an interval above 1 s (under 1 fps, which
  // no game animation uses) also needs the whole file to read.
  if (version === 0) return v0Header(view) && (view.getFloat32(12) <= 1 || readsAsV0(bytes));
  return V2_LIKE.has(version) && v2Header(view);
}

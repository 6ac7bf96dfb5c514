/**
 * How far v2 quantisation moved the values of an encoded animation from the float keys it was encoded
 * from (metaforce `CFBStreamedCompression.cpp`: rotations in steps of the rotation divisor, translations and scales in multiples of their
 * multiplier). Used to report `precision-lost` when converting to version 2.
 *
 * @module
 */
import type { PrimeChannel, PrimeDocumentV2 } from './types.js';

/**
 * The largest difference, over every stored key of every channel, between `anim` and `source` (the
 * channels `anim` was encoded from, in the same order, one key per frame). Quaternions q and −q are the
 * same rotation: the nearer sign counts.
 */
export function worstQuantisation(anim: PrimeDocumentV2, source: readonly PrimeChannel[]): number {
  let worst = 0;
  anim.channels.forEach((c, i) => {
    const from = source[i]!;
    anim.keyFrames.forEach((frame, k) => {
      for (const [mine, theirs, width] of [
        [c.rotation, from.rotation, 4],
        [c.translation, from.translation, 3],
        [c.scale, from.scale, 3],
      ] as const) {
        if (mine === null || theirs === null) continue;
        let same = 0;
        let flipped = 0;
        for (let n = 0; n < width; n++) {
          same = Math.max(same, Math.abs(mine[k * width + n]! - theirs[frame * width + n]!));
          flipped = Math.max(flipped, Math.abs(mine[k * width + n]! + theirs[frame * width + n]!));
        }
        worst = Math.max(worst, width === 4 ? Math.min(same, flipped) : same);
      }
    });
  });
  return worst;
}

import fc from 'fast-check';
import { encodePrimeV2, type PrimeDocument, type PrimeGame, type PrimeKeyChannel } from '../src/index.js';
import { toV0 } from '../src/write-v0.js';

/** A unit quaternion (w, x, y, z) from four normal-ish numbers. */
export const quaternion = fc
  .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }))
  .filter(([w, x, y, z]) => w * w + x * x + y * y + z * z > 0.01)
  .map(([w, x, y, z]) => {
    const n = Math.hypot(w, x, y, z);
    return [w / n, x / n, y / n, z / n];
  });

const vector = (min: number, max: number): fc.Arbitrary<number[]> =>
  fc.tuple(fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }));

/** Random keys: per channel optional rotation / translation / scale for `keys` keys. */
export function keyChannels(game: PrimeGame, keys: number): fc.Arbitrary<PrimeKeyChannel[]> {
  const channel = fc.record({
    boneId: fc.integer({ min: 0, max: 200 }),
    rotation: fc.option(fc.array(quaternion, { minLength: keys, maxLength: keys }).map((q) => q.flat()), { nil: null }),
    translation: fc.option(fc.array(vector(-50, 50), { minLength: keys, maxLength: keys }).map((v) => v.flat()), { nil: null }),
    scale: game === 'mp2' ? fc.option(fc.array(vector(0.1, 4), { minLength: keys, maxLength: keys }).map((v) => v.flat()), { nil: null }) : fc.constant(null),
  });
  return fc.uniqueArray(channel, { minLength: 1, maxLength: 6, selector: (c) => c.boneId });
}

/** An encoder input: game, ascending key frames and channels. */
export const encoderInput = fc
  .tuple(fc.constantFrom<PrimeGame>('mp1', 'mp2'), fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { maxLength: 23 }))
  .chain(([game, frameSet]) => {
    // Key frames start at 0 (the encoder requires it: the initial values are frame 0's).
    const keyFrames = [0, ...[...frameSet].sort((a, b) => a - b)];
    return keyChannels(game, keyFrames.length).map((channels) => ({ game, keyFrames, channels }));
  });

/** Documents of both versions, both games, made by the encoder (v2) and by converting those to v0. */
export const documents: fc.Arbitrary<PrimeDocument> = fc.tuple(encoderInput, fc.boolean(), fc.boolean()).map(([input, v0, looping]) => {
  const anim = encodePrimeV2(input.channels, { game: input.game, keyFrames: input.keyFrames, looping });
  return v0 ? toV0(anim) : anim;
});

import { describe, expect, it } from 'vitest';
import { encodeV2, evaluate, readPrime, toClip, writePrime } from '../src/index.js';

describe('the README example', () => {
  it('runs and prints what it says', () => {
    const encoded = encodeV2(
      [{ boneId: 3, rotation: [1, 0, 0, 0, 0.99, 0.14, 0, 0, 0.96, 0.28, 0, 0], translation: [0, 0, 0, 0, 0.1, 0, 0, 0.2, 0] }],
      { game: 'mp1', interval: 1 / 30, keyFrames: [0, 1, 3], looping: true },
    );
    const anim = readPrime(writePrime(encoded));
    expect([anim.version, anim.game, anim.keyFrames.length, anim.frameCount]).toStrictEqual([2, 'mp1', 3, 4]);
    const [bone] = evaluate(anim, 2 / 30);
    expect(bone?.boneId).toBe(3);
    // Halfway between the keys at frames 1 and 3.
    expect(bone?.translation?.[1]).toBeCloseTo(0.15, 4);
    expect(toClip(anim, { boneNames: { 3: 'root' } }).value.tracks.map((t) => t.name)).toStrictEqual(['root/rotation', 'root/translation']);
  });
});

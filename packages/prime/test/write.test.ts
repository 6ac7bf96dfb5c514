import { describe, expect, it } from 'vitest';
import { primeDuration, primeFrameInterval, readPrime, writePrime } from '../src/index.js';
import { handMp2V0, mp1V0, mp1V2, mp2V0, mp2V2 } from './fixtures.js';

describe('writePrime with a version', () => {
  it('writes a document in its own version by default, and the same bytes when that version is asked for', () => {
    for (const doc of [mp1V2(), mp2V2(), mp1V0(), mp2V0()]) {
      expect(writePrime(doc, { version: doc.version })).toStrictEqual(writePrime(doc));
    }
    const { bytes } = handMp2V0();
    expect(writePrime(readPrime(bytes), { version: 0 })).toStrictEqual(bytes);
  });

  it('version 0 stores every frame of a v2 document, with its game, interval and bones', () => {
    for (const doc of [mp1V2(), mp2V2()]) {
      const v0 = readPrime(writePrime(doc, { version: 0 }));
      expect([v0.version, v0.game, v0.frameCount, v0.keyFrames.length]).toStrictEqual([0, doc.game, doc.frameCount, doc.frameCount]);
      expect(primeFrameInterval(v0)).toBe(primeFrameInterval(doc));
      expect(v0.channels.map((c) => c.boneId)).toStrictEqual(doc.channels.map((c) => c.boneId));
      // Stored frames keep their values exactly.
      doc.keyFrames.forEach((frame, k) => {
        expect(v0.channels[0]!.rotation!.slice(frame * 4, frame * 4 + 4)).toStrictEqual(doc.channels[0]!.rotation!.slice(k * 4, k * 4 + 4));
      });
    }
  });

  it('version 2 compresses a v0 document at its frames, within the quantisation step', () => {
    for (const doc of [mp1V0(), mp2V0()]) {
      const v2 = readPrime(writePrime(doc, { version: 2 }));
      if (v2.version !== 2) throw new Error('expected version 2');
      expect([v2.game, [...v2.keyFrames], v2.rootBoneId]).toStrictEqual([doc.game, [...doc.keyFrames], doc.rootBoneId]);
      expect(v2.interval).toBe(primeFrameInterval(doc));
      expect(v2.duration).toBe(primeDuration(doc));
      let worst = 0;
      v2.channels.forEach((c, i) => {
        const source = doc.channels[i]!;
        expect(c.boneId).toBe(source.boneId);
        c.translation?.forEach((v, n) => (worst = Math.max(worst, Math.abs(v - source.translation![n]!) / v2.translationMultiplier)));
      });
      expect(worst).toBeLessThanOrEqual(1.001); // at most one quantisation step
      expect(worst).toBeGreaterThan(0);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, evaluatePrimeAtFrame, primeAccumulatorOverflow, primeToClip, readPrime, writePrime, type PrimeGame, type PrimeKeyChannel } from '../src/index.js';

/** The reproduction: z moves from 0 to 10 over 300 frames. */
function slowRamp(): PrimeKeyChannel[] {
  const translation: number[] = [];
  for (let f = 0; f < 300; f++) translation.push(0, 0, (10 * f) / 299);
  return [{ boneId: 3, translation }];
}

/** A generated clip: `frames` keys of one or more bones, a translation of `offset` plus a sine of `amplitude` and `speed`. */
const clip = fc
  .record({
    game: fc.constantFrom<PrimeGame>('mp1', 'mp2'),
    frames: fc.integer({ min: 2, max: 1500 }),
    offset: fc.double({ min: -5000, max: 5000, noNaN: true }),
    amplitude: fc.double({ min: 0, max: 200, noNaN: true }),
    speed: fc.double({ min: 0, max: 3, noNaN: true }),
    bones: fc.integer({ min: 1, max: 3 }),
    scaleOffset: fc.double({ min: 0.1, max: 1000, noNaN: true }),
  })
  .map(({ game, frames, offset, amplitude, speed, bones, scaleOffset }) => {
    const channels: PrimeKeyChannel[] = [];
    for (let b = 0; b < bones; b++) {
      const translation: number[] = [];
      const rotation: number[] = [];
      const scale: number[] = [];
      for (let f = 0; f < frames; f++) {
        const a = f * speed + b;
        translation.push(offset + amplitude * Math.sin(a), offset * 0.5 - (amplitude * f) / frames, amplitude * Math.cos(a));
        rotation.push(Math.cos(a / 2), Math.sin(a / 2) * 0.6, Math.sin(a / 2) * 0.8, 0);
        scale.push(scaleOffset + Math.sin(a), scaleOffset, 1);
      }
      channels.push({ boneId: b + 4, rotation, translation, scale: game === 'mp2' ? scale : null });
    }
    return { game, channels };
  });

describe('16-bit accumulators (the game and PrimeWorldEditor)', () => {
  it('metaforce\'s multiplier (accumulatorBits: 32) overflows on a slow ramp, and the 16-bit decode shows it', () => {
    const anim = encodePrimeV2(slowRamp(), { accumulatorBits: 32 });
    const overflow = primeAccumulatorOverflow(anim);
    expect(overflow).toHaveLength(1);
    expect(overflow[0]).toMatchObject({ channel: 0, boneId: 3, block: 'translation' });
    expect(Math.max(...anim.descriptors[0]!.translation!.values)).toBeGreaterThan(8_000_000);
    const bytes = writePrime(anim);
    const as32 = readPrime(bytes);
    const as16 = readPrime(bytes, { accumulatorBits: 16 });
    expect(as32.channels[0]!.translation![299 * 3 + 2]).toBeCloseTo(10, 4);
    // The game's wrapped totals put the last key far from 10.
    expect(Math.abs(as16.channels[0]!.translation![299 * 3 + 2]! - 10)).toBeGreaterThan(1);
    expect(evaluatePrimeAtFrame(as16, 299)[0]!.translation![2]).toBe(as16.channels[0]!.translation![299 * 3 + 2]);
    // The descriptors keep the file's 32-bit sums: the file writes back byte for byte either way.
    expect(writePrime(as16)).toStrictEqual(bytes);
  });

  it('conversion warns about a channel the game plays differently (invalid-value)', () => {
    const unsafe = readPrime(writePrime(encodePrimeV2(slowRamp(), { accumulatorBits: 32 })));
    const warnings = primeToClip(unsafe).warnings;
    expect(warnings.map((w) => w.code)).toStrictEqual(['invalid-value']);
    expect(warnings[0]!.message).toMatch(/bone 3 translation/);
    expect(primeToClip(readPrime(writePrime(encodePrimeV2(slowRamp())))).warnings).toStrictEqual([]);
  });

  it('the default encoding of the same ramp fits 16 bits and is within one step of the input', () => {
    const anim = encodePrimeV2(slowRamp());
    expect(primeAccumulatorOverflow(anim)).toStrictEqual([]);
    const bytes = writePrime(anim);
    const as16 = readPrime(bytes, { accumulatorBits: 16 });
    expect(as16.channels).toStrictEqual(readPrime(bytes).channels);
    const z = as16.channels[0]!.translation!;
    for (let f = 0; f < 300; f++) expect(Math.abs(z[f * 3 + 2]! - (10 * f) / 299)).toBeLessThanOrEqual(anim.translationMultiplier * 1.001);
  });

  it('keeps metaforce\'s multiplier (same bytes) when its values already fit 16 bits', () => {
    const small: PrimeKeyChannel[] = [{ boneId: 3, translation: [0, 0, 0, 0.5, -0.25, 1, 1, 0.5, -1] }];
    expect(writePrime(encodePrimeV2(small))).toStrictEqual(writePrime(encodePrimeV2(small, { accumulatorBits: 32 })));
  });

  it('generated clips (long, fast, large offsets) decode the same with 16- and 32-bit accumulators (property)', () => {
    fc.assert(
      fc.property(clip, ({ game, channels }) => {
        const anim = encodePrimeV2(channels, { game });
        expect(primeAccumulatorOverflow(anim)).toStrictEqual([]);
        const bytes = writePrime(anim);
        const as32 = readPrime(bytes);
        const as16 = readPrime(bytes, { accumulatorBits: 16 });
        expect(as16.channels).toStrictEqual(as32.channels);
        // Still within one quantisation step of the input.
        channels.forEach((c, i) => {
          const out = as16.channels[i]!.translation!;
          Array.from(c.translation!).forEach((v, n) => {
            expect(Math.abs(out[n]! - v)).toBeLessThanOrEqual(anim.translationMultiplier * 1.001 + Math.abs(v) * 2e-7);
          });
        });
      }),
      { numRuns: 60, seed: 19 },
    );
  });

  it('rejects an accumulator width other than 16 or 32 (caller mistake)', () => {
    expect(() => encodePrimeV2(slowRamp(), { accumulatorBits: 8 as 16 })).toThrow(/accumulatorBits/);
    expect(() => readPrime(writePrime(encodePrimeV2(slowRamp())), { accumulatorBits: 24 as 16 })).toThrow(/accumulatorBits/);
  });
});

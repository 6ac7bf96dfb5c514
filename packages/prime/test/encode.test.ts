import { InvalidArgumentError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, evaluatePrime, readPrime, writePrime, type PrimeDocumentV2, type PrimeKeyChannel } from '../src/index.js';
import { rotationStep } from '../src/dequantize.js';
import { deltaBits } from '../src/encode.js';
import { encoderInput } from './arbitraries.js';

/** Largest error of decoded keys against the input keys, in units of the quantisation steps. */
function quantisationErrors(anim: PrimeDocumentV2, input: { channels: readonly PrimeKeyChannel[] }, keyIndex: readonly number[]): string[] {
  const errors: string[] = [];
  const step = rotationStep(anim.rotationDivisor);
  input.channels.forEach((c, i) => {
    const out = anim.channels[i]!;
    keyIndex.forEach((source, k) => {
      if (c.rotation && out.rotation) {
        // The encoder makes the first key's w non-negative; the decoded key must match ±input.
        const sign = Math.fround(c.rotation[0]!) < 0 ? -1 : 1;
        const q = [0, 1, 2, 3].map((n) => c.rotation![source * 4 + n]! * sign);
        const d = [0, 1, 2, 3].map((n) => out.rotation![k * 4 + n]!);
        for (let n = 1; n < 4; n++) {
          // |sin(a) − sin(a − e)| ≤ e with e < one step, plus float32 rounding.
          if (Math.abs(d[n]! - q[n]!) > step * 1.001 + 2e-7) errors.push(`ch ${String(i)} key ${String(k)} rot[${String(n)}] ${String(d[n])} vs ${String(q[n])}`);
        }
        // w comes from unit length: |w'² − w²| ≤ 2·3·step, so |w'| is within √(6·step) of |w|.
        if (Math.abs(Math.abs(d[0]!) - Math.abs(q[0]!)) > Math.sqrt(6 * step) + 1e-6) errors.push(`ch ${String(i)} key ${String(k)} |w|`);
        if (Math.abs(q[0]!) > Math.sqrt(6 * step) + 1e-6 && Math.sign(d[0]!) !== Math.sign(q[0]!)) errors.push(`ch ${String(i)} key ${String(k)} w sign`);
      }
      for (const [kind, mult] of [['translation', anim.translationMultiplier], ['scale', anim.scaleMultiplier ?? 0]] as const) {
        const a = out[kind];
        const e = c[kind];
        if (!a || !e) continue;
        for (let n = 0; n < 3; n++) {
          const v = e[source * 3 + n]!;
          // Truncation toward zero: the decoded value is within one multiplier of the input (and not farther from 0).
          if (Math.abs(a[k * 3 + n]! - v) > mult * 1.001 + Math.abs(v) * 2e-7) errors.push(`ch ${String(i)} key ${String(k)} ${kind}[${String(n)}] ${String(a[k * 3 + n])} vs ${String(v)}`);
        }
      }
    });
  });
  return errors.slice(0, 10);
}

describe('encodePrimeV2', () => {
  it('decodes within the quantisation step for random animations (property)', () => {
    fc.assert(
      fc.property(encoderInput, (input) => {
        const anim = encodePrimeV2(input.channels, { game: input.game, keyFrames: input.keyFrames });
        expect([...anim.keyFrames]).toStrictEqual(input.keyFrames);
        expect(quantisationErrors(anim, input, input.keyFrames.map((_, i) => i))).toStrictEqual([]);
        // The written file reads back to the same document.
        const again = readPrime(writePrime(anim));
        expect(again.channels).toStrictEqual(anim.channels);
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('chooses the minimal two\'s-complement width for every delta', () => {
    expect([0, -1, 1, -2, 2, 3, -4, 4, 255, 256, -256, -257].map(deltaBits)).toStrictEqual([1, 1, 2, 2, 3, 3, 3, 4, 9, 10, 9, 10]);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 30), max: 2 ** 30 }), (d) => {
        const n = deltaBits(d);
        expect(d >= -(2 ** (n - 1)) && d < 2 ** (n - 1)).toBe(true);
        expect(n === 1 || !(d >= -(2 ** (n - 2)) && d < 2 ** (n - 2))).toBe(true);
      }),
      { seed: 3 },
    );
  });

  it('chooses the multiplier from the largest delta (first key against 0) plus FLT_EPSILON (metaforce, accumulatorBits: 32)', () => {
    const keys = [{ boneId: 0, translation: [4, 0, 0, 4.5, 0, 0] }, { boneId: 1, translation: [0, 0, 0, 0, -1, 0] }];
    // 4.5 / (4 / 32767) overflows a 16-bit total: the default takes the largest |value| instead.
    expect(encodePrimeV2(keys).translationMultiplier).toBe(Math.fround(Math.fround(4.5 / 32767) + 2 ** -23));
    const anim = encodePrimeV2(keys, { accumulatorBits: 32 });
    expect(anim.translationMultiplier).toBe(Math.fround(Math.fround(4 / 32767) + 2 ** -23));
    expect(anim.descriptors[0]!.translation!.init[0]).toBe(Math.trunc(Math.fround(4 / anim.translationMultiplier)));
    expect(anim.rotationDivisor).toBe(0x7fff);
  });

  it('truncates the MP1 interval to microseconds like metaforce\'s cook; MP2 and truncateInterval: false keep it', () => {
    const bits = (x: number): number => {
      const v = new DataView(new ArrayBuffer(4));
      v.setFloat32(0, x);
      return v.getUint32(0);
    };
    const keys = [{ boneId: 3, translation: [0, 0, 0, 1, 0, 0] }];
    expect(bits(encodePrimeV2(keys).interval)).toBe(0x3d08882f); // 0.033333 s, as in metaforce-cooked files
    expect(bits(encodePrimeV2(keys, { interval: 1 / 60 }).interval)).toBe(bits(0.016666));
    expect(bits(encodePrimeV2(keys, { game: 'mp2' }).interval)).toBe(0x3d088889); // float32(1/30)
    expect(bits(encodePrimeV2(keys, { truncateInterval: false }).interval)).toBe(0x3d088889);
    // MP1 default duration = last key frame × the stored interval.
    expect(encodePrimeV2(keys).duration).toBe(Math.fround(Math.fround(0.033333) * 1));
    // Re-encoding a file's document keeps its interval (no second truncation).
    const file = readPrime(writePrime(encodePrimeV2(keys)));
    expect(bits((readPrime(writePrime(file, { version: 2 })) as PrimeDocumentV2).interval)).toBe(0x3d08882f);
    expect(bits((readPrime(writePrime(readPrime(writePrime(file, { version: 0 })), { version: 2 })) as PrimeDocumentV2).interval)).toBe(0x3d08882f);
  });

  it('refuses key frames that do not start at 0 (the initial values are frame 0\'s)', () => {
    expect(() => encodePrimeV2([{ boneId: 3, translation: [0, 0, 0, 1, 0, 0] }], { keyFrames: [2, 5] })).toThrow(InvalidArgumentError);
  });

  it('drops frames that interpolation reproduces within the tolerance, keeping first and last', () => {
    // A linear translation and a constant-speed rotation: every inner frame is redundant.
    const frames = 20;
    const translation: number[] = [];
    const rotation: number[] = [];
    for (let f = 0; f < frames; f++) {
      translation.push(f * 0.1, 1, -f * 0.05);
      const half = (f / (frames - 1)) * 0.6;
      rotation.push(Math.cos(half), 0, Math.sin(half), 0);
    }
    const dense = encodePrimeV2([{ boneId: 3, rotation, translation }]);
    const sparse = encodePrimeV2([{ boneId: 3, rotation, translation }], { tolerance: 1e-3 });
    expect(dense.keyFrames.length).toBe(frames);
    expect([...sparse.keyFrames]).toStrictEqual([0, frames - 1]);
    expect(sparse.frameCount).toBe(frames);
    // Every frame of the sparse file evaluates within tolerance + quantisation of the dense one.
    let worst = 0;
    for (let f = 0; f < frames; f++) {
      const a = evaluatePrime(sparse, f * sparse.interval)[0]!;
      const b = evaluatePrime(dense, f * dense.interval)[0]!;
      for (let n = 0; n < 4; n++) worst = Math.max(worst, Math.abs(a.rotation![n]! - b.rotation![n]!));
      for (let n = 0; n < 3; n++) worst = Math.max(worst, Math.abs(a.translation![n]! - b.translation![n]!));
    }
    expect(worst).toBeLessThan(2e-3);
    expect(writePrime(sparse).length).toBeLessThan(writePrime(dense).length);
  });

  it('keeps frames that interpolation cannot reproduce', () => {
    const translation = [0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0];
    const anim = encodePrimeV2([{ boneId: 1, translation }], { tolerance: 0.01 });
    expect([...anim.keyFrames]).toStrictEqual([0, 1, 2, 3]);
  });

  it('writes metaforce\'s header defaults per game', () => {
    const mp1 = encodePrimeV2([{ boneId: 3, translation: [0, 0, 0, 1, 1, 1] }], { interval: 0.5, keyFrames: [0, 4] });
    expect([mp1.rootBoneId, mp1.duration, mp1.unk0, mp1.unk3, mp1.evntId, mp1.frameCount]).toStrictEqual([3, 2, 1, 1, 0xffffffff, 5]);
    expect(mp1.scratchSize).toBe(writePrime(mp1).length - 12);
    const mp2 = encodePrimeV2([{ boneId: 0, scale: [1, 1, 1, 2, 2, 2] }], { game: 'mp2', interval: 0.5, keyFrames: [0, 4] });
    expect([mp2.rootBoneId, mp2.duration, mp2.unk1, mp2.evntId]).toStrictEqual([0, 2.5, 0x0101, null]);
    expect(mp2.scratchSize).toBe(Math.max(2 * 1 * 16, writePrime(mp2).length - 20));
  });
});

import { ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, primeFormat, readPrime, sniffPrime, writePrime } from '../src/index.js';
import { toV0 } from '../src/write-v0.js';
import { handMp1V2, handMp2V0, mp1V0, mp1V2, mp2V0, mp2V2 } from './fixtures.js';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('sniffing by content, never by extension', () => {
  it('accepts files of both versions and both games', () => {
    const files = [handMp1V2().bytes, handMp2V0().bytes, ...[mp1V2(), mp2V2(), mp1V0(), mp2V0()].map((d) => writePrime(d))];
    expect(files.map((f) => sniffPrime(f))).toStrictEqual([true, true, true, true, true, true]);
  });

  it('never accepts a Maya .anim file', () => {
    const maya = text('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\nstartTime 1;\nendTime 24;\n');
    expect(sniffPrime(maya)).toBe(false);
  });

  it('rejects short, byte-swapped and inconsistent headers', () => {
    const { bytes, at } = handMp1V2();
    const swapped = Uint8Array.from(bytes);
    swapped.set([2, 0, 0, 0], at.version); // the version word little-endian: 0x02000000
    const counts = Uint8Array.from(bytes);
    new DataView(counts.buffer).setUint32(at.descriptorCount!, 5); // descriptor count ≠ channel count
    const marker = Uint8Array.from(bytes);
    new DataView(marker.buffer).setUint32(at.unk0!, 7); // MP1: the word after the EVNT id is always 1
    const divisor = Uint8Array.from(bytes);
    new DataView(divisor.buffer).setUint32(at.rotationDivisor!, 0);
    expect([bytes.subarray(0, 20), swapped, counts, marker, divisor, new Uint8Array(64)].map((b) => sniffPrime(b))).toStrictEqual([
      false, false, false, false, false, false,
    ]);
    expect(primeFormat.sniff(new Uint8Array(0))).toBe(false);
  });

  it('rejects a v0 file whose tables disagree', () => {
    const { bytes, at } = handMp2V0();
    const broken = Uint8Array.from(bytes);
    new DataView(broken.buffer).setUint32(at.rotationKeys!, 3); // 3 rotation keys, the tables say 2
    expect([sniffPrime(bytes), sniffPrime(broken)]).toStrictEqual([true, false]);
  });
});

describe('sniffPrime never throws', () => {
  it('on random bytes and on fixtures with random bytes overwritten (property)', () => {
    const files = [handMp1V2().bytes, handMp2V0().bytes, writePrime(mp2V2())];
    const edited = fc
      .tuple(fc.constantFrom(...files), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), fc.nat())
      .map(([file, edits, cut]) => {
        const b = Uint8Array.from(file);
        for (const [at, v] of edits) b[at % b.length] = v;
        return b.subarray(0, b.length - (cut % 8));
      });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 200 }), edited), (bytes) => {
        expect(typeof sniffPrime(bytes)).toBe('boolean');
      }),
      { seed: 9, numRuns: 2000 },
    );
  });
});

describe('game detection and the game option', () => {
  it('detects MP1 and MP2 in both versions, and the option forces a layout', () => {
    const channels = [{ boneId: 2, rotation: [1, 0, 0, 0, 0.9, 0.1, 0.1, 0.1], translation: [0, 0, 0, 1, 2, 3] }];
    for (const game of ['mp1', 'mp2'] as const) {
      const v2 = encodePrimeV2(channels, { game });
      expect(readPrime(writePrime(v2)).game).toBe(game);
      expect(readPrime(writePrime(toV0(v2))).game).toBe(game);
      expect(readPrime(writePrime(toV0(v2)), { game }).game).toBe(game);
    }
  });

  it('forcing the other game on an MP2 file fails with a ParseError', () => {
    expect(() => readPrime(writePrime(mp2V2()), { game: 'mp1' })).toThrow(ParseError);
    expect(() => readPrime(handMp2V0().bytes, { game: 'mp1' })).toThrow(ParseError);
  });
});

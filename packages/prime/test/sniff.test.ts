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

  it('rejects short headers, headers without the fixed words, and zeros', () => {
    const { bytes, at } = handMp1V2();
    const marker = Uint8Array.from(bytes);
    new DataView(marker.buffer).setUint32(at.unk0!, 7); // MP1: the word after the EVNT id is always 1
    const unk3 = Uint8Array.from(bytes);
    new DataView(unk3.buffer).setUint32(at.unk0! + 32, 0); // MP1: unk3 (byte 44) is always 1
    const interval = Uint8Array.from(bytes);
    new DataView(interval.buffer).setFloat32(20, 0); // no time between frames
    const v0 = Uint8Array.from(handMp2V0().bytes);
    new DataView(v0.buffer).setUint32(8, 9); // a CharAnimTime state above 4
    const slow = Uint8Array.from(handMp2V0().bytes);
    new DataView(slow.buffer).setFloat32(12, 5); // a 5 s interval: the header alone is not enough…
    new DataView(slow.buffer).setUint32(20, 999); // …and the file does not read
    expect([bytes.subarray(0, 20), marker, unk3, interval, v0, slow, new Uint8Array(64)].map((b) => sniffPrime(b))).toStrictEqual([
      false, false, false, false, false, false, false,
    ]);
    // A 5 s interval in a file that reads is still recognised.
    const slowButGood = Uint8Array.from(handMp2V0().bytes);
    new DataView(slowButGood.buffer).setFloat32(12, 5);
    expect(sniffPrime(slowButGood)).toBe(true);
    expect(primeFormat.sniff(new Uint8Array(0))).toBe(false);
  });

  it('recognises damaged files by their header structure, so the reader reports what is wrong (issue 19)', () => {
    const { bytes, at } = handMp1V2();
    const edit = (offset: number, u32: number): Uint8Array => {
      const b = Uint8Array.from(bytes);
      new DataView(b.buffer).setUint32(offset, u32);
      return b;
    };
    const damaged: [string, Uint8Array, number][] = [
      ['byte-swapped version', edit(at.version!, 0x02000000), 0],
      ['key bitmap longer than the file', edit(at.keyBitmapBitCount!, 0xfffffff0), at.keyBitmapBitCount!],
      ['descriptor count ≠ channel count', edit(at.descriptorCount!, 5), at.descriptorCount!],
      ['zero rotation divisor', edit(at.rotationDivisor!, 0), at.rotationDivisor!],
    ];
    const outcome = damaged.map(([what, b]) => {
      try {
        readPrime(b);
      } catch (error) {
        const located = ParseError.isInstance(error) && error.location.kind === 'offset' ? error.location.offset : 'not a located ParseError';
        return [what, sniffPrime(b), located];
      }
      return [what, sniffPrime(b), 'read without error'];
    });
    expect(outcome).toStrictEqual(damaged.map(([what, , offset]) => [what, true, offset]));
  });

  it('recognises a v0 file whose tables disagree; the reader names the offset', () => {
    const { bytes, at } = handMp2V0();
    const broken = Uint8Array.from(bytes);
    new DataView(broken.buffer).setUint32(at.rotationKeys!, 3); // 3 rotation keys, the tables say 2
    expect([sniffPrime(bytes), sniffPrime(broken)]).toStrictEqual([true, true]);
    expect(() => readPrime(broken)).toThrow(ParseError);
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

import { AnimError, InvalidArgumentError, ParseError, UnsupportedVersionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, readPrime, writePrime } from '../src/index.js';
import { handMp1V2, handMp2V0 } from './fixtures.js';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

function offsetOf(error: unknown): number | undefined {
  return ParseError.isInstance(error) && error.location.kind === 'offset' ? error.location.offset : undefined;
}

const v2 = handMp1V2();
const v0 = handMp2V0();

/** A copy of `bytes` with the big-endian u32 at `at` replaced. */
function patch(bytes: Uint8Array, at: number | undefined, u32: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  new DataView(copy.buffer).setUint32(at!, u32);
  return copy;
}

describe('malformed v2 files are rejected with a ParseError at the right offset', () => {
  const cases: [string, Uint8Array, number][] = [
    ['a truncated bitstream', v2.bytes.subarray(0, v2.bytes.length - 2), v2.at.bitstream!],
    ['a bone channel count the bytes cannot hold', patch(patch(patch(v2.bytes, v2.at.boneChannelCount, 200), v2.at.boneChannelCount2, 200), v2.at.descriptorCount, 200), v2.at.boneChannelCount!],
    ['a key bitmap longer than the file', patch(v2.bytes, v2.at.keyBitmapBitCount, 0xfffffff0), v2.at.keyBitmapBitCount!],
    ['a byte-swapped version word', patch(v2.bytes, v2.at.version, 0x02000000), 0],
    ['a scratch size too small for the data', patch(v2.bytes, v2.at.scratchSize, 16), v2.at.scratchSize!],
    ['a zero rotation divisor', patch(v2.bytes, v2.at.rotationDivisor, 0), v2.at.rotationDivisor!],
    ['an empty key bitmap', patch(v2.bytes, v2.at.keyBitmap, 0), v2.at.keyBitmap!],
    ['a repeated channel count that differs', patch(v2.bytes, v2.at.boneChannelCount2, 2), v2.at.boneChannelCount2!],
    ['a descriptor count that differs', patch(v2.bytes, v2.at.descriptorCount, 2), v2.at.descriptorCount!],
  ];
  for (const [what, bytes, offset] of cases) {
    it(`${what}: ParseError at byte ${String(offset)}`, () => {
      const error = thrown(() => readPrime(bytes));
      expect(ParseError.isInstance(error)).toBe(true);
      expect((error as ParseError).format).toBe('prime');
      expect(offsetOf(error)).toBe(offset);
    });
  }

  it('a bit width above 32 is refused at its byte', () => {
    // The rotation (init, bits) triples: i16 init then u8 bits, so x's bits are 2 bytes in.
    const bytes = Uint8Array.from(v2.bytes);
    bytes[v2.at.rotationInit! + 2] = 40;
    expect(offsetOf(thrown(() => readPrime(bytes)))).toBe(v2.at.rotationInit! + 2);
  });

  it('a key count that disagrees with the bitmap is refused at its byte', () => {
    const bytes = Uint8Array.from(v2.bytes);
    new DataView(bytes.buffer).setUint16(v2.at.rotationKeyCount!, 7);
    expect(offsetOf(thrown(() => readPrime(bytes)))).toBe(v2.at.rotationKeyCount);
  });

  it('version 3 (metaforce PC) is an UnsupportedVersionError', () => {
    expect(UnsupportedVersionError.isInstance(thrown(() => readPrime(patch(v2.bytes, 0, 3))))).toBe(true);
  });
});

describe('duplicate bone ids and empty v0 files (issue 19)', () => {
  it('a v2 channel repeating an earlier bone id is refused at its bone id', () => {
    const keys = [0, 0, 0, 1, 0, 0];
    const bytes = writePrime(encodePrimeV2([{ boneId: 3, translation: keys }, { boneId: 4, translation: keys }]));
    // MP1 header 60 bytes + one bitmap word; the first descriptor (rotation + translation) is 26 bytes.
    const second = 64 + 26;
    expect(new DataView(bytes.buffer).getUint32(second)).toBe(4);
    const error = thrown(() => readPrime(patch(bytes, second, 3)));
    expect(ParseError.isInstance(error)).toBe(true);
    expect(offsetOf(error)).toBe(second);
    expect((error as ParseError).found).toBe('3');
  });

  it('the encoder refuses two channels of one bone', () => {
    const error = thrown(() => encodePrimeV2([{ boneId: 5, translation: [1, 1, 1] }, { boneId: 5, translation: [1, 1, 1] }]));
    expect(InvalidArgumentError.isInstance(error)).toBe(true);
  });

  it('a v0 key count of 0 is refused at the key count (nothing to evaluate)', () => {
    for (const game of ['mp1', 'mp2', undefined] as const) {
      const error = thrown(() => readPrime(patch(v0.bytes, 20, 0), { game }));
      expect(ParseError.isInstance(error)).toBe(true);
      expect(offsetOf(error)).toBe(20);
      expect((error as ParseError).found).toBe('0');
    }
  });
});

describe('malformed v0 files', () => {
  it('a key array count that does not match the tables is refused at its byte', () => {
    const error = thrown(() => readPrime(patch(v0.bytes, v0.at.rotationKeys, 3), { game: 'mp2' }));
    expect(offsetOf(error)).toBe(v0.at.rotationKeys);
  });

  it('a bone slot naming a channel that does not exist is refused at its byte', () => {
    const bytes = Uint8Array.from(v0.bytes);
    bytes[v0.at.boneSlots! + 4 + 3] = 9; // bone 3 → channel 9 of 2
    expect(offsetOf(thrown(() => readPrime(bytes, { game: 'mp2' })))).toBe(v0.at.boneSlots! + 4 + 3);
  });

  it('forcing the wrong game fails with a ParseError, not a crash', () => {
    expect(ParseError.isInstance(thrown(() => readPrime(v0.bytes, { game: 'mp1' })))).toBe(true);
  });

  it('a truncated file is a ParseError at the end of the bytes', () => {
    const error = thrown(() => readPrime(v0.bytes.subarray(0, v0.at.translationKeys! + 8)));
    expect(ParseError.isInstance(error)).toBe(true);
  });
});

describe('typed errors for bad documents and encoder input', () => {
  it('the writer refuses a delta that does not fit its bit width', () => {
    const anim = encodePrimeV2([{ boneId: 1, translation: [0, 0, 0, 1, 0, 0, 2, 0, 0] }]);
    anim.descriptors[0]!.translation!.values[6] = -30000;
    expect(InvalidArgumentError.isInstance(thrown(() => writePrime(anim)))).toBe(true);
  });

  it('the encoder refuses inconsistent input with InvalidArgumentError', () => {
    const cases = [
      () => encodePrimeV2([{ boneId: 1, rotation: [1, 0, 0] }]),
      () => encodePrimeV2([{ boneId: 1, rotation: [0, 0, 0, 0] }]),
      () => encodePrimeV2([{ boneId: 1, scale: [1, 1, 1] }], { game: 'mp1' }),
      () => encodePrimeV2([{ boneId: 300, translation: [1, 1, 1] }], { game: 'mp2' }),
      () => encodePrimeV2([{ boneId: 1, translation: [1, 1, 1, 2, 2, 2] }], { keyFrames: [3, 1] }),
      () => encodePrimeV2([{ boneId: 1, translation: [Number.NaN, 1, 1] }]),
      () => encodePrimeV2([{ boneId: 1, translation: [1, 1, 1] }], { rotationDivisor: 0x10000 }),
      () => encodePrimeV2([{ boneId: 1, translation: [1, 1, 1] }], { scratchSize: 3 }),
    ];
    expect(cases.map((c) => AnimError.isInstance(thrown(c)) && InvalidArgumentError.isInstance(thrown(c)))).toStrictEqual(cases.map(() => true));
  });
});

import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { ParseError, UnsupportedVersionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readPrime } from '../src/index.js';
import { BAD_FILES } from './corpus.js';

/** Where each known malformed file must be rejected (offsets from xcheck/malformed-notes.tsv). */
const expectedOffsets: Record<string, number> = {
  'bad-truncated-bitstream.ANIM': 257, // the bitstream starts here and is cut short
  'bad-bone-count.ANIM': 0x28, // boneChannelCount = 200 cannot fit the bytes left
  'bad-bitmap-length.ANIM': 0x30, // keyBitmapBitCount = 0xFFFFFFF0
  'bad-version.ANIM': 0, // 0x02000000
  'bad-scratch-size.ANIM': 4, // scratchSize 16
};

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

describe('malformed corpus files are rejected with a ParseError at the right offset', () => {
  const files = corpusFiles('prime', BAD_FILES);
  it('finds the 5 malformed files, each with its expected offset', () => {
    expect(files).toStrictEqual(Object.keys(expectedOffsets).sort());
  });
  for (const file of files) {
    it(`${file}: ParseError with a byte offset`, () => {
      const error = thrown(() => readPrime(corpusBytes('prime', file)));
      expect(ParseError.isInstance(error)).toBe(true);
      expect((error as ParseError).format).toBe('prime');
      expect(offsetOf(error)).toBe(expectedOffsets[file]);
    });
  }
});

describe('typed errors for edited reference files', () => {
  const dense = corpusBytes('prime', 'mp1-v2-dense.ANIM');
  const patch = (bytes: Uint8Array, at: number, u32: number): Uint8Array => {
    const copy = Uint8Array.from(bytes);
    new DataView(copy.buffer).setUint32(at, u32);
    return copy;
  };

  it('version 3 (metaforce PC) is an UnsupportedVersionError', () => {
    const error = thrown(() => readPrime(patch(dense, 0, 3)));
    expect(UnsupportedVersionError.isInstance(error)).toBe(true);
  });

  it('a bit width above 32 is refused at its byte', () => {
    // The first descriptor starts at 0x44: u32 bone id, u16 key count, s16 init, u8 bits → bits at 0x4c.
    const bytes = Uint8Array.from(dense);
    bytes[0x4c] = 40;
    const error = thrown(() => readPrime(bytes));
    expect(offsetOf(error)).toBe(0x4c);
  });

  it('a key count that disagrees with the bitmap is refused at its byte', () => {
    const bytes = Uint8Array.from(dense);
    new DataView(bytes.buffer).setUint16(0x48, 7);
    expect(offsetOf(thrown(() => readPrime(bytes)))).toBe(0x48);
  });

  it('a zero rotation divisor is refused', () => {
    expect(offsetOf(thrown(() => readPrime(patch(dense, 32, 0))))).toBe(32);
  });

  it('an empty key bitmap is refused', () => {
    expect(offsetOf(thrown(() => readPrime(patch(patch(dense, 52, 0), 56, 0))))).toBe(52);
  });

  it('a v0 key array count that does not match the tables is refused at its byte', () => {
    const v0 = corpusBytes('prime', 'mp1-v0-multi.ANIM');
    // After 32 header bytes + 100 slots: u32 7 + 7 translation indices, then the rotation key count.
    const at = 32 + 100 + 4 + 7;
    const error = thrown(() => readPrime(patch(v0, at, 141), { game: 'mp1' }));
    expect(offsetOf(error)).toBe(at);
  });

  it('forcing the wrong game fails with a ParseError, not a crash', () => {
    const error = thrown(() => readPrime(corpusBytes('prime', 'mp2-v0.ANIM'), { game: 'mp1' }));
    expect(ParseError.isInstance(error)).toBe(true);
  });
});

/**
 * Issue 34, the writer size audit: `writePrime` computes the size it will write from the document's
 * counts and checks it against `maxBytes` (default `DEFAULT_MAX_WRITE_BYTES`, 1 GiB) before allocating.
 */
import { DEFAULT_MAX_WRITE_BYTES, LimitError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readPrime, writePrime } from '../src/index.js';
import { mp1V0, mp1V2 } from './fixtures.js';

function thrown(job: () => unknown): unknown {
  try {
    job();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('writePrime: the output size is checked before allocating', () => {
  it('a v2 document claiming 100 million frames, written uncompressed (v0): LimitError within a second, nothing baked', () => {
    const doc = { ...mp1V2(), frameCount: 100_000_000 };
    const start = performance.now();
    const error = thrown(() => writePrime(doc, { version: 0 }));
    expect(performance.now() - start).toBeLessThan(1000);
    expect(error).toBeInstanceOf(LimitError);
    expect(error).toMatchObject({ option: 'maxBytes', limit: DEFAULT_MAX_WRITE_BYTES });
    expect((error as LimitError).count).toBeGreaterThan(DEFAULT_MAX_WRITE_BYTES);
    expect((error as Error).message).toMatch(/maxBytes/);
  });

  it('each layout refuses a file over maxBytes and writes the same document under it', () => {
    for (const doc of [mp1V2(), mp1V0()]) {
      const bytes = writePrime(doc);
      expect(thrown(() => writePrime(doc, { maxBytes: bytes.length - 1 }))).toBeInstanceOf(LimitError);
      // v0 is sized exactly; v2 checks an upper bound (at most 64 + 37 bytes per channel more)
      const room = doc.version === 0 ? 0 : 64 + 37 * doc.descriptors.length;
      expect(writePrime(doc, { maxBytes: bytes.length + room })).toEqual(bytes);
      expect(readPrime(bytes).version).toBe(doc.version);
    }
    const v2 = mp1V2();
    const v0Bytes = writePrime(v2, { version: 0 });
    expect(thrown(() => writePrime(v2, { version: 0, maxBytes: v0Bytes.length - 1 }))).toBeInstanceOf(LimitError);
  });

  it('maxBytes must be a positive integer or Infinity', () => {
    expect(thrown(() => writePrime(mp1V0(), { maxBytes: 0 }))).toMatchObject({ name: 'InvalidArgumentError' });
    expect(writePrime(mp1V0(), { maxBytes: Infinity }).length).toBeGreaterThan(0);
  });
});

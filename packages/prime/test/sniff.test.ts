import { ParseError } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { encodeV2, primeFormat, readPrime, sniffPrime, toV0, writePrime } from '../src/index.js';

describe('sniffing by content, never by extension', () => {
  it('accepts every well-formed prime corpus file', () => {
    const files = corpusFiles('prime', /^(?!bad-)[^/]*\.anim$/i);
    expect(files.map((f) => sniffPrime(corpusBytes('prime', f)))).toStrictEqual(files.map(() => true));
  });

  it('never accepts a Maya .anim file', () => {
    const files = corpusFiles('maya', /\.anim$/i);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => sniffPrime(corpusBytes('maya', f)))).toStrictEqual(files.map(() => false));
  });

  it('rejects short, byte-swapped and inconsistent headers', () => {
    const dense = corpusBytes('prime', 'mp1-v2-dense.ANIM');
    const broken = Uint8Array.from(dense);
    new DataView(broken.buffer).setUint32(0x40, 5); // descriptor count ≠ channel count
    expect([sniffPrime(dense.subarray(0, 20)), sniffPrime(corpusBytes('prime', 'bad-version.ANIM')), sniffPrime(broken), primeFormat.sniff(new Uint8Array(0))]).toStrictEqual([false, false, false, false]);
  });
});

describe('game detection and the game option', () => {
  it('detects MP1 and MP2 in both versions, and the option forces a layout', () => {
    const channels = [{ boneId: 2, rotation: [1, 0, 0, 0, 0.9, 0.1, 0.1, 0.1], translation: [0, 0, 0, 1, 2, 3] }];
    for (const game of ['mp1', 'mp2'] as const) {
      const v2 = encodeV2(channels, { game });
      expect(readPrime(writePrime(v2)).game).toBe(game);
      expect(readPrime(writePrime(toV0(v2))).game).toBe(game);
      expect(readPrime(writePrime(toV0(v2)), { game }).game).toBe(game);
    }
    expect(() => readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'), { game: 'mp1' })).toThrow(ParseError);
  });
});

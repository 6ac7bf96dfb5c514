import { ParseError } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { primeFormat, readPrime, sniffPrime } from '../src/index.js';
import { GOOD_FILES, MAYA_FILES } from './corpus.js';

describe('sniffing the reference files by content, never by extension', () => {
  it('accepts every well-formed prime corpus file', () => {
    const files = corpusFiles('prime', GOOD_FILES);
    expect(files).toHaveLength(5);
    expect(files.map((f) => sniffPrime(corpusBytes('prime', f)))).toStrictEqual(files.map(() => true));
  });

  it('never accepts a Maya .anim file', () => {
    const files = corpusFiles('maya', MAYA_FILES);
    expect(files).toHaveLength(16);
    expect(files.map((f) => sniffPrime(corpusBytes('maya', f)))).toStrictEqual(files.map(() => false));
  });

  it('rejects short, byte-swapped and inconsistent headers', () => {
    const dense = corpusBytes('prime', 'mp1-v2-dense.ANIM');
    const broken = Uint8Array.from(dense);
    new DataView(broken.buffer).setUint32(0x40, 5); // descriptor count ≠ channel count
    expect([sniffPrime(dense.subarray(0, 20)), sniffPrime(corpusBytes('prime', 'bad-version.ANIM')), sniffPrime(broken), primeFormat.sniff(new Uint8Array(0))]).toStrictEqual([false, false, false, false]);
  });

  it('forcing the other game on an MP2 file fails with a ParseError', () => {
    expect(() => readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'), { game: 'mp1' })).toThrow(ParseError);
  });
});

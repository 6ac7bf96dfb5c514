import { ParseError } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { primeFormat, readPrime, sniffPrime } from '../src/index.js';
import { BAD_FILES, GOOD_FILES, MAYA_FILES } from './corpus.js';

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

  it('rejects a short header and no bytes', () => {
    const dense = corpusBytes('prime', 'mp1-v2-dense.ANIM');
    expect([sniffPrime(dense.subarray(0, 20)), primeFormat.sniff(new Uint8Array(0))]).toStrictEqual([false, false]);
  });

  it('recognises the malformed reference files, so the reader reports their error (issue 19)', () => {
    const bad = corpusFiles('prime', BAD_FILES);
    expect(bad).toHaveLength(5);
    expect(bad.map((f) => sniffPrime(corpusBytes('prime', f)))).toStrictEqual(bad.map(() => true));
    for (const f of bad) expect(() => readPrime(corpusBytes('prime', f))).toThrow(ParseError);
  });

  it('forcing the other game on an MP2 file fails with a ParseError', () => {
    expect(() => readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'), { game: 'mp1' })).toThrow(ParseError);
  });
});

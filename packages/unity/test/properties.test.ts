import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUnity, writeUnity } from '../src/index.js';
import { documents } from './documents.js';

describe('generated documents', () => {
  it('read(write(doc)) equals doc, field order included', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const back = readUnity(writeUnity(doc));
        expect(back).toStrictEqual(doc);
        expect(JSON.stringify(Object.keys(back.clip))).toBe(JSON.stringify(Object.keys(doc.clip)));
      }),
      { numRuns: 300, seed: 22 },
    );
  });

  it('writing is stable: write(read(write(doc))) is the same text', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const once = writeUnity(doc);
        expect(writeUnity(readUnity(once))).toStrictEqual(once);
      }),
      { numRuns: 100, seed: 23 },
    );
  });
});

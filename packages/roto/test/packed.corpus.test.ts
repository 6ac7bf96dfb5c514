import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { readRoto } from '../src/index.js';
import { expectSame } from './both-ways.js';
import { REFERENCE_FILE_COUNT, referenceFiles } from './corpus-files.js';

describe('the fast paths read exactly what the general parser reads, on the reference files', () => {
  const files = referenceFiles();

  it(`loops over the ${String(REFERENCE_FILE_COUNT)} reference files`, () => {
    expect(files).toHaveLength(REFERENCE_FILE_COUNT);
  });

  for (const file of files) {
    it(file, () => {
      const doc = readRoto(corpusBytes('roto', file));
      for (const node of doc.nodes) expectSame(doc.text, node.start, node.end);
    });
  }
});

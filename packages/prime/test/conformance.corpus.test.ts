import { corpusBytes, corpusFiles, runConformance } from '@anim/test-utils';
import { expect, it } from 'vitest';
import { primeFormat, type PrimeDocument } from '../src/index.js';
import { GOOD_FILES, MAYA_FILES } from './corpus.js';

const canonical = corpusFiles('prime', GOOD_FILES).map((name) => ({ name, bytes: corpusBytes('prime', name) }));
const mayaFiles = corpusFiles('maya', MAYA_FILES).slice(0, 6).map((name) => ({ name: `maya/${name}`, bytes: corpusBytes('maya', name) }));
const sniffNegatives = [
  ...mayaFiles,
  { name: 'v2 with a wrong marker', bytes: ((): Uint8Array => {
    const b = Uint8Array.from(corpusBytes('prime', 'mp1-v2-dense.ANIM'));
    b[15] = 7; // unk0 ≠ 1
    return b;
  })() },
];

it('finds the 5 well-formed reference files and 6 Maya files', () => {
  expect([canonical.length, mayaFiles.length]).toStrictEqual([5, 6]);
});

// The reference files: all round-trip byte for byte; the two small MP2 ones also get prefixes and mutations.
runConformance<PrimeDocument>({ format: primeFormat, small: corpusBytes('prime', 'mp2-v0.ANIM'), canonical, sniffNegatives, seed: 7 });
runConformance<PrimeDocument>({ format: primeFormat, small: corpusBytes('prime', 'mp2-v2-scale.ANIM'), canonical: canonical.filter((f) => f.name === 'mp2-v2-scale.ANIM'), sniffNegatives, seed: 11, mutations: 2000 });

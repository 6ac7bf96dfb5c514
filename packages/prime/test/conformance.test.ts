import { corpusBytes, corpusFiles, runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { encodeV2, primeFormat, writePrime, type PrimeAnim } from '../src/index.js';
import { documents } from './arbitraries.js';

const canonical = corpusFiles('prime', /^(?!bad-)[^/]*\.anim$/i).map((name) => ({ name, bytes: corpusBytes('prime', name) }));
const mayaFiles = corpusFiles('maya', /\.anim$/).slice(0, 6).map((name) => ({ name: `maya/${name}`, bytes: corpusBytes('maya', name) }));
const text = (s: string): Uint8Array => new TextEncoder().encode(s);
const sniffNegatives = [
  ...mayaFiles,
  { name: 'maya header', bytes: text('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n') },
  { name: 'json', bytes: text('{"version": 2, "tracks": []}') },
  { name: 'zeros', bytes: new Uint8Array(64) },
  { name: 'bad version', bytes: corpusBytes('prime', 'bad-version.ANIM') },
  { name: 'v2 with a wrong marker', bytes: ((): Uint8Array => {
    const b = Uint8Array.from(corpusBytes('prime', 'mp1-v2-dense.ANIM'));
    b[15] = 7; // unk0 ≠ 1
    return b;
  })() },
];

/** Compares documents through their bytes and decoded channels (typed-array views differ in offsets only). */
function equal(actual: PrimeAnim, expected: PrimeAnim): void {
  expect(Buffer.from(writePrime(actual)).equals(Buffer.from(writePrime(expected)))).toBe(true);
  expect(actual.channels).toStrictEqual(expected.channels);
  expect(actual.keyFrames).toStrictEqual(expected.keyFrames);
}

// A small v2 file (a few hundred bytes): every prefix must fail, every mutation only AnimErrors.
const smallV2 = writePrime(
  encodeV2(
    [
      { boneId: 3, rotation: [1, 0, 0, 0, 0.99, 0.1, 0, 0, 0.96, 0.2, 0.1, 0, 0.9, 0.3, 0.2, 0.1], translation: [0, 0, 1, 0.1, 0, 1, 0.2, 0.1, 1, 0.3, 0.1, 1.2] },
      { boneId: 4, rotation: [0, 0, 1, 0, 0.1, 0, 0.99, 0, 0.2, 0, 0.97, 0.1, 0.3, 0, 0.94, 0.1] },
    ],
    { keyFrames: [0, 2, 3, 5], evntId: 0x12345678 },
  ),
);

runConformance<PrimeAnim>({ format: primeFormat, small: smallV2, canonical, sniffNegatives, documents, equal });
runConformance<PrimeAnim>({ format: primeFormat, small: corpusBytes('prime', 'mp2-v0.ANIM'), canonical: [], sniffNegatives, seed: 7 });
runConformance<PrimeAnim>({ format: primeFormat, small: corpusBytes('prime', 'mp2-v2-scale.ANIM'), canonical: [], sniffNegatives, seed: 11, mutations: 2000 });


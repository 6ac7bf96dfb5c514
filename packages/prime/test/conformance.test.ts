import { runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { encodePrimeV2, primeFormat, writePrime, type PrimeDocument } from '../src/index.js';
import { documents } from './arbitraries.js';
import { handMp1V2, handMp2V0, mp1V0, mp1V2, mp2V0, mp2V2 } from './fixtures.js';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

const canonical = [
  { name: 'hand-assembled MP1 v2', bytes: handMp1V2().bytes },
  { name: 'hand-assembled MP2 v0', bytes: handMp2V0().bytes },
  { name: 'generated MP1 v2', bytes: writePrime(mp1V2()) },
  { name: 'generated MP2 v2', bytes: writePrime(mp2V2()) },
  { name: 'generated MP1 v0', bytes: writePrime(mp1V0()) },
  { name: 'generated MP2 v0', bytes: writePrime(mp2V0()) },
];
const sniffNegatives = [
  { name: 'maya header', bytes: text('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n') },
  { name: 'json', bytes: text('{"version": 2, "tracks": []}') },
  { name: 'zeros', bytes: new Uint8Array(64) },
  { name: 'v2 with a wrong marker', bytes: ((): Uint8Array => {
    const b = Uint8Array.from(handMp1V2().bytes);
    b[15] = 7; // unk0 ≠ 1
    return b;
  })() },
];

/** Compares documents through their bytes and decoded channels (typed-array views differ in offsets only). */
function equal(actual: PrimeDocument, expected: PrimeDocument): void {
  expect(writePrime(actual)).toStrictEqual(writePrime(expected));
  expect(actual.channels).toStrictEqual(expected.channels);
  expect(actual.keyFrames).toStrictEqual(expected.keyFrames);
}

// A small v2 file (a few hundred bytes): every prefix must fail, every mutation only AnimErrors.
const smallV2 = writePrime(
  encodePrimeV2(
    [
      { boneId: 3, rotation: [1, 0, 0, 0, 0.99, 0.1, 0, 0, 0.96, 0.2, 0.1, 0, 0.9, 0.3, 0.2, 0.1], translation: [0, 0, 1, 0.1, 0, 1, 0.2, 0.1, 1, 0.3, 0.1, 1.2] },
      { boneId: 4, rotation: [0, 0, 1, 0, 0.1, 0, 0.99, 0, 0.2, 0, 0.97, 0.1, 0.3, 0, 0.94, 0.1] },
    ],
    { keyFrames: [0, 2, 3, 5], evntId: 0x12345678 },
  ),
);

runConformance<PrimeDocument>({ format: primeFormat, small: smallV2, canonical, sniffNegatives, documents, equal });
runConformance<PrimeDocument>({ format: primeFormat, small: handMp2V0().bytes, canonical: canonical.slice(1, 2), sniffNegatives, seed: 7 });
runConformance<PrimeDocument>({ format: primeFormat, small: writePrime(mp2V2()), canonical: canonical.slice(3, 4), sniffNegatives, seed: 11, mutations: 2000 });

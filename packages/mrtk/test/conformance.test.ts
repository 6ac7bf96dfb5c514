import { runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { recordingArb } from './arbitraries.js';
import { handJune2019, handV10, handV11, legacyBytes, v10Weighted, v11CameraOnly, v11GazeOnly, v11HandsOnly, v11Small } from './fixtures.js';
import { createMrtkDocument, mrtkFormat, writeMrtk, type MrtkDocument } from '../src/index.js';

runConformance<MrtkDocument>({
  format: mrtkFormat,
  small: writeMrtk(v11Small()),
  canonical: [
    { name: 'hand-assembled v1.1', bytes: handV11() },
    { name: 'hand-assembled v1.0', bytes: handV10() },
    { name: 'v1.1 camera only', bytes: writeMrtk(v11CameraOnly()) },
    { name: 'v1.1 hands only', bytes: writeMrtk(v11HandsOnly()) },
    { name: 'v1.1 gaze only', bytes: writeMrtk(v11GazeOnly()) },
    { name: 'v1.1 empty', bytes: writeMrtk(createMrtkDocument('1.1')) },
    { name: 'v1.0 weighted', bytes: writeMrtk(v10Weighted()) },
  ],
  sniffNegatives: [
    { name: 'hand-assembled June-2019 (headerless)', bytes: handJune2019() },
    { name: 'May-2019 full keys (headerless)', bytes: legacyBytes('may-2019-full-keys') },
    { name: 'May-2019 bool keys (headerless)', bytes: legacyBytes('may-2019-bool-keys') },
    { name: 'json', bytes: new TextEncoder().encode('{"curves": []}') },
    { name: 'magic minus one byte', bytes: Uint8Array.from([0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f]) },
    { name: 'big-endian magic', bytes: Uint8Array.from([0x6a, 0x8f, 0xaf, 0x6e, 0x0f, 0x9e, 0x42, 0xc6, 0, 0, 0, 1]) },
  ],
  documents: recordingArb(),
  equal: (actual, expected) => {
    expect(actual).toStrictEqual(expected);
  },
  mutations: 2500,
});

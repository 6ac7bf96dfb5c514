import { runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { recordingArb } from './arbitraries.js';
import { bytesOf, legacyFiles, modernFiles } from './helpers.js';
import { curveFromKeys, boolCurveFromKeys, emptyHandCurves, emptyRayCurves, emptyPoseCurves, mrtkFormat, write, type InputAnimation } from '../src/index.js';

/** A small v1.1 file with every part, keys in each, and markers (ASCII, 2-, 3- and 4-byte UTF-8). */
export function smallRecording(): InputAnimation {
  const camera = emptyPoseCurves();
  camera.positionX = curveFromKeys([{ time: 0, value: 1 }, { time: 0.5, value: 2 }]);
  camera.rotationW = curveFromKeys([{ time: 0, value: 1 }]);
  const left = emptyHandCurves();
  left.tracked = boolCurveFromKeys([{ time: 0, on: true }, { time: 1, on: false }]);
  left.joints[11]!.positionY = curveFromKeys([{ time: 0.25, value: -0.5 }]);
  const gaze = emptyRayCurves();
  gaze.directionZ = curveFromKeys([{ time: 0, value: 1 }, { time: 1, value: 0.5 }]);
  return {
    version: '1.1',
    camera,
    hands: { left, right: emptyHandCurves() },
    gaze,
    markers: [
      { time: 0.5, name: 'grab' },
      { time: 0.75, name: 'Grüße ✋🖐' },
    ],
  };
}

runConformance<InputAnimation>({
  format: mrtkFormat,
  small: write(smallRecording()),
  canonical: modernFiles().map((name) => ({ name, bytes: bytesOf(name) })),
  sniffNegatives: [
    ...legacyFiles().map((name) => ({ name, bytes: bytesOf(name) })),
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

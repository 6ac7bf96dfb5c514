import { describe, it } from 'vitest';
import { readMrtk } from '../src/index.js';
import { bytesOf } from './corpus-helpers.js';
import { clampWrapModes, expectClipRoundTripPlaysBack } from './playback.js';

describe('mrtkFromClip on reference files', () => {
  for (const file of ['v11-optimized.bin', 'v10-weighted.bin', 'v11-gaze-only.bin']) {
    it(`${file}: mrtkToClip then mrtkFromClip plays back the same (to float32 rounding)`, () => {
      expectClipRoundTripPlaysBack(clampWrapModes(readMrtk(bytesOf(file))));
    });
  }
});

import { describe, expect, it } from 'vitest';
import { mrtkFromClip, mrtkToClip, readMrtk, writeMrtk } from '../src/index.js';
import { curveSlots } from '../src/layout.js';
import { bytesOf } from './corpus-helpers.js';
import { grid, worstBetween } from './playback.js';

describe('mrtkFromClip on reference files', () => {
  for (const file of ['v11-optimized.bin', 'v10-weighted.bin', 'v11-gaze-only.bin']) {
    it(`${file}: mrtkToClip then mrtkFromClip plays back the same (to float32 rounding)`, () => {
      const doc = readMrtk(bytesOf(file));
      for (const slot of curveSlots(doc, 'v1.0')) {
        slot.get().preWrapMode = 8;
        slot.get().postWrapMode = 8;
      }
      const clip = mrtkToClip(doc).value;
      const { value: back, warnings } = mrtkFromClip(clip);
      expect(warnings.filter((w) => w.code !== 'precision-lost')).toEqual([]);
      expect(back.version).toBe(doc.version);
      expect(back.markers).toEqual(doc.markers);
      expect(worstBetween(doc, back, grid(-0.2, 5.2, 400))).toBeLessThan(2e-6);
      // And it is a writable document of that version.
      const again = readMrtk(writeMrtk(back));
      expect(again.version).toBe(doc.version);
    });
  }
});

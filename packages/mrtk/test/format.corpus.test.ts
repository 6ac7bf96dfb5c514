import { describe, expect, it } from 'vitest';
import { bytesOf, legacyFile } from './corpus-helpers.js';
import { mrtkFormat, readMrtk } from '../src/index.js';

describe('mrtkFormat on reference files', () => {
  it('does not sniff a June-2019 recording, which reads with { legacy: true }', () => {
    const june = bytesOf(legacyFile('20190606'));
    expect(mrtkFormat.sniff(june)).toBe(false);
    expect(mrtkFormat.read(june, { legacy: true }).legacy).toBe('june-2019');
  });

  it('summarises duration, parts present with key counts, and markers', () => {
    const summary = mrtkFormat.summarize(readMrtk(bytesOf('v11-optimized.bin')));
    expect(summary.version).toBe('1.1');
    expect(summary.duration).toBeCloseTo(4.8, 5);
    expect(summary.keyframes).toBe(9469);
    const details = summary.details as { parts: Record<string, { curves: number; keys: number }>; markers: unknown[] };
    expect(Object.keys(details.parts)).toEqual(['camera', 'hand.left', 'hand.right', 'gaze']);
    expect(details.parts.camera!.curves).toBe(7);
    expect(details.parts['hand.left']!.curves).toBe(2 + 27 * 7);
    expect(details.markers).toEqual([
      { time: 0.5, name: 'grab-start' },
      { time: 3.75, name: 'Grüße ✋' },
      { time: 4, name: '' },
      { time: 4.5, name: '🖐 4-byte UTF-8' },
    ]);
  });

  it('leaves absent parts out of the summary', () => {
    const details = mrtkFormat.summarize(readMrtk(bytesOf('v11-gaze-only.bin'))).details as { parts: Record<string, unknown> };
    expect(Object.keys(details.parts)).toEqual(['gaze']);
    const empty = mrtkFormat.summarize(readMrtk(bytesOf('v11-empty.bin')));
    expect([empty.tracks, empty.keyframes, empty.duration]).toEqual([0, 0, 0]);
  });
});

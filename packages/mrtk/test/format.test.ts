import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handJune2019, legacyBytes, v10Weighted, v11GazeOnly, v11Small } from './fixtures.js';
import {
  createMrtkDocument,
  mrtkCurveFromKeys,
  mrtkFormat,
  mrtkFromClip,
  mrtkToClip,
  readMrtk,
  sniffMrtk,
  summarizeMrtk,
  writeMrtk,
  type MrtkPartSummary,
} from '../src/index.js';

describe('mrtkFormat', () => {
  it('is the mrtk descriptor for binary .bin files, made of the package functions', () => {
    expect([mrtkFormat.id, mrtkFormat.binary, mrtkFormat.extensions]).toEqual(['mrtk', true, ['bin']]);
    expect(mrtkFormat).toMatchObject({
      read: readMrtk,
      write: writeMrtk,
      sniff: sniffMrtk,
      summarize: summarizeMrtk,
      toClip: mrtkToClip,
      fromClip: mrtkFromClip,
    });
  });

  it('sniffs only the magic number, so headerless legacy files need { legacy: true }', () => {
    const june = handJune2019();
    expect(mrtkFormat.sniff(june)).toBe(false);
    expect(mrtkFormat.read(june, { legacy: true }).legacy).toBe('june-2019');
    expect(mrtkFormat.sniff(legacyBytes('may-2019-full-keys'))).toBe(false);
    expect(mrtkFormat.sniff(writeMrtk(v10Weighted()))).toBe(true);
    // The magic alone is enough to be sniffed (the rest is the reader's business), one byte less is not.
    const magic = writeMrtk(createMrtkDocument()).subarray(0, 8);
    expect([sniffMrtk(magic), sniffMrtk(magic.subarray(0, 7))]).toEqual([true, false]);
  });

  it('sniffMrtk is true exactly for inputs that start with the magic, and never throws', () => {
    const magic = [0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a];
    const input = fc.oneof(
      fc.uint8Array({ maxLength: 24 }),
      fc.uint8Array({ maxLength: 16 }).map((rest) => Uint8Array.from([...magic, ...rest])),
      fc.tuple(fc.nat({ max: 7 }), fc.integer({ min: 1, max: 255 })).map(([i, x]) => Uint8Array.from(magic.map((b, k) => (k === i ? b ^ x : b)))),
    );
    fc.assert(
      fc.property(input, (bytes) => {
        expect(sniffMrtk(bytes)).toBe(bytes.length >= 8 && magic.every((b, i) => bytes[i] === b));
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('summarises duration, parts present with curve and key counts, and markers', () => {
    const summary = summarizeMrtk(readMrtk(writeMrtk(v11Small())));
    // camera: position.x 2 keys, rotation.w 1; left: tracked 2, IndexTip position.y 1; gaze: direction.z 2.
    expect([summary.version, summary.tracks, summary.keyframes, summary.duration]).toEqual(['1.1', 5, 8, 1]);
    const details = summary.details as { parts: Record<string, MrtkPartSummary>; markers: unknown[]; legacy?: string };
    expect(details.parts).toEqual({
      camera: { curves: 7, animatedCurves: 2, keys: 3 },
      'hand.left': { curves: 2 + 27 * 7, animatedCurves: 2, keys: 3 },
      'hand.right': { curves: 2 + 27 * 7, animatedCurves: 0, keys: 0 },
      gaze: { curves: 6, animatedCurves: 1, keys: 2 },
    });
    expect(details.markers).toEqual([
      { time: 0.5, name: 'grab' },
      { time: 0.75, name: 'Grüße ✋🖐' },
    ]);
    expect(details.legacy).toBeUndefined();
  });

  it('leaves absent parts out of the summary and names a legacy layout', () => {
    const details = summarizeMrtk(v11GazeOnly()).details as { parts: Record<string, unknown> };
    expect(Object.keys(details.parts)).toEqual(['gaze']);
    const empty = summarizeMrtk(readMrtk(writeMrtk(createMrtkDocument())));
    expect([empty.tracks, empty.keyframes, empty.duration]).toEqual([0, 0, 0]);
    expect(summarizeMrtk(readMrtk(handJune2019(), { legacy: true })).details).toMatchObject({ legacy: 'june-2019' });
  });

  it('names trailing bytes, non-canonical presence-flag bytes and collapsed rotation W curves only when present', () => {
    const clean = summarizeMrtk(readMrtk(writeMrtk(v11Small()))).details!;
    expect(['trailingBytes', 'presenceFlagBytes', 'collapsedRotationW'].filter((k) => k in clean)).toEqual([]);
    const doc = v11Small();
    const camera = doc.camera!;
    camera.rotationX = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 1, value: 0.6 }]);
    camera.rotationY = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 1, value: 0 }]);
    camera.rotationZ = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 1, value: 0 }]);
    camera.rotationW = mrtkCurveFromKeys([{ time: 0, value: 1 }]);
    const bytes = Uint8Array.from([...writeMrtk(doc), 9, 9]);
    bytes[17] = 3;
    expect(summarizeMrtk(readMrtk(bytes)).details).toMatchObject({
      trailingBytes: 2,
      presenceFlagBytes: [1, 3, 1],
      collapsedRotationW: ['camera.rotation.w'],
    });
  });
});

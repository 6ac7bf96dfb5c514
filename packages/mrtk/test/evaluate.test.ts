import { describe, expect, it } from 'vitest';
import { v11GazeOnly } from './fixtures.js';
import {
  mrtkBoolCurveFromKeys,
  createMrtkDocument,
  mrtkCurveFromKeys,
  mrtkDuration,
  emptyMrtkHandCurves,
  emptyMrtkPoseCurves,
  evaluateMrtkRecording,
  readMrtk,
  writeMrtk,
} from '../src/index.js';

describe('MRTK playback semantics', () => {
  it('absent parts evaluate to MRTK defaults', () => {
    const at = evaluateMrtkRecording(createMrtkDocument(), 1);
    expect(at.camera).toEqual({ position: [0, 0, 0], rotation: [0, 0, 0, 1] });
    expect(at.hands.left.tracked).toBe(false);
    expect(at.hands.right.joints).toHaveLength(27);
    expect(at.gaze).toEqual({ origin: [0, 0, 0], direction: [0, 0, 1] });
  });

  it('rotations are evaluated per component and normalised; empty joints are identity', () => {
    const doc = createMrtkDocument();
    doc.camera = emptyMrtkPoseCurves();
    doc.camera.rotationX = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 1, value: 1 }]);
    doc.camera.rotationW = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: 1, value: 0 }]);
    const mid = evaluateMrtkRecording(doc, 0.5).camera.rotation;
    expect(mid[0]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(mid[3]).toBeCloseTo(Math.SQRT1_2, 12);
    doc.hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
    expect(evaluateMrtkRecording(doc, 0.5).hands.left.joints[3]).toEqual({ position: [0, 0, 0], rotation: [0, 0, 0, 1] });
  });

  it('hand state holds until the next key and switches exactly at it', () => {
    const doc = createMrtkDocument();
    doc.hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
    doc.hands.left.pinching = mrtkBoolCurveFromKeys([
      { time: 0, on: false },
      { time: 1, on: true },
      { time: 2, on: false },
    ]);
    const pinch = (t: number): boolean => evaluateMrtkRecording(doc, t).hands.left.pinching;
    expect([pinch(-1), pinch(0.999), pinch(1), pinch(1.999), pinch(2), pinch(5)]).toEqual([false, false, true, true, false, false]);
  });

  it('gaze directions are normalised', () => {
    const doc = readMrtk(writeMrtk(v11GazeOnly()));
    for (const t of [0, 0.33, 1.7, 4.2]) {
      const d = evaluateMrtkRecording(doc, t).gaze.direction;
      expect(Math.hypot(...d)).toBeCloseTo(1, 12);
    }
  });

  it('duration is the latest last key, never below 0', () => {
    const doc = createMrtkDocument('1.0');
    doc.camera = emptyMrtkPoseCurves();
    doc.camera.positionX = mrtkCurveFromKeys([{ time: -2, value: 0 }, { time: -1, value: 0 }]);
    expect(mrtkDuration(doc)).toBe(0);
    doc.camera.positionY = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 2.5, value: 0 }]);
    expect(mrtkDuration(doc)).toBe(2.5);
  });

  it('marker names longer than 127 UTF-8 bytes get a multi-byte 7-bit length', () => {
    const doc = createMrtkDocument();
    const name = 'Grüße ✋ '.repeat(24); // 24 × 12 = 288 UTF-8 bytes
    doc.markers = [{ time: 1, name }];
    const bytes = writeMrtk(doc);
    // header 16, flags 3, count 4, time 4, then the length 288 = 0xa0 0x02.
    expect(Array.from(bytes.subarray(27, 29))).toEqual([0xa0, 0x02]);
    expect(readMrtk(bytes).markers).toEqual([{ time: 1, name }]);
  });
});

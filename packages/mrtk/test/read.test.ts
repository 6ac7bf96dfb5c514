import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutLegacy } from './assertions.js';
import { handJune2019, handV10, handV11, legacyBytes, legacyDocument, v10Weighted } from './fixtures.js';
import { mrtkKeyframeAt, readMrtk, sniffMrtk, writeMrtk, type MrtkCurve, type MrtkKeyframe } from '../src/index.js';
import { curveSlots } from '../src/layout.js';
import { emptyBinaryFormatterMarkerList } from '../src/legacy.js';

const f = Math.fround;

function keys(curve: MrtkCurve, kind: 'float' | 'bool' = 'float'): MrtkKeyframe[] {
  return Array.from({ length: curve.time.length }, (_, i) => mrtkKeyframeAt(curve, i, kind));
}

describe('hand-assembled v1.1 file', () => {
  const bytes = handV11();

  it('has the spelled-out length: header, flags, 7 camera curves, 6 gaze curves, 2 markers', () => {
    // 16 + 3 + (12 + 2 × 8) + 6 × 12 + 5 × 12 + (12 + 2 × 8) + (4 + (4 + 1 + 4) + (4 + 1 + 2))
    expect(bytes.length).toBe(227);
    expect(sniffMrtk(bytes)).toBe(true);
  });

  it('reads presence flags, 8-byte keys as MRTK rebuilds them, wrap modes and UTF-8 markers', () => {
    const doc = readMrtk(bytes);
    expect([doc.version, doc.legacy, doc.hands, doc.trailingBytes]).toEqual(['1.1', undefined, undefined, undefined]);
    const x = doc.camera!.positionX;
    expect([x.preWrapMode, x.postWrapMode, x.tangents]).toEqual([2, 4, undefined]);
    expect(keys(x)).toEqual([
      { time: 0, value: 1, inTangent: 0, outTangent: 0, inWeight: 0, outWeight: 0, weightedMode: 3 },
      { time: 0.5, value: 2, inTangent: 0, outTangent: 0, inWeight: 0, outWeight: 0, weightedMode: 3 },
    ]);
    expect(doc.camera!.rotationW.time).toHaveLength(0);
    expect(Array.from(doc.gaze!.directionZ.value)).toEqual([1, 0.5]);
    expect(doc.gaze!.originX.time).toHaveLength(0);
    expect(doc.markers).toEqual([
      { time: 0.5, name: 'grab' },
      { time: 0.75, name: 'é' },
    ]);
  });
});

describe('hand-assembled v1.0 file', () => {
  const bytes = handV10();

  it('has the spelled-out length: 389 curves, 28-byte pose keys, 8-byte hand-state keys', () => {
    // 16 + 389 × 12 + 4 pose keys × 28 + 3 state keys × 8 + 4 + 4 + 1 + 1 (marker "x")
    expect(bytes.length).toBe(16 + 389 * 12 + 4 * 28 + 3 * 8 + 10);
  });

  it('reads weighted keys, infinite tangents, wrap modes, hand state and joints', () => {
    const doc = readMrtk(bytes);
    expect([doc.version, doc.gaze]).toEqual(['1.0', undefined]);
    const x = doc.camera!.positionX;
    expect([x.preWrapMode, x.postWrapMode]).toEqual([2, 8]);
    expect(keys(x)).toEqual([
      { time: 0, value: 0, inTangent: 0, outTangent: 2, inWeight: 0, outWeight: 0.75, weightedMode: 2 },
      { time: 1, value: 1, inTangent: -1, outTangent: 0, inWeight: 0.25, outWeight: 0, weightedMode: 1 },
    ]);
    expect(keys(doc.camera!.rotationW)).toEqual([{ time: 0, value: 1, inTangent: 0, outTangent: Infinity, inWeight: 0, outWeight: 0, weightedMode: 0 }]);
    const left = doc.hands!.left;
    expect(left.tracked.tangents).toBeUndefined();
    expect(keys(left.tracked, 'bool')).toEqual([
      { time: 0, value: 1, inTangent: 0, outTangent: 0, inWeight: 0, outWeight: f(1e6), weightedMode: 3 },
      { time: 2, value: 0, inTangent: 0, outTangent: 0, inWeight: 0, outWeight: f(1e6), weightedMode: 3 },
    ]);
    expect(Array.from(left.pinching.time)).toEqual([0.5]);
    expect(doc.hands!.right.tracked.time).toHaveLength(0);
    expect(keys(left.joints[1]!.positionX)).toEqual([{ time: 0.5, value: 0.125, inTangent: 0, outTangent: 0, inWeight: 0, outWeight: 0, weightedMode: 3 }]);
    expect(left.joints[0]!.positionX.time).toHaveLength(0);
    expect(doc.hands!.right.joints.every((j) => j.rotationW.time.length === 0)).toBe(true);
    expect(doc.markers).toEqual([{ time: 1.5, name: 'x' }]);
  });
});

describe('headerless 2019 recordings', () => {
  it('the hand-assembled June-2019 body is refused without { legacy: true }, at byte 0', () => {
    expectRefusedWithoutLegacy(handJune2019());
  });

  it('the hand-assembled June-2019 body reads like the v1.0 file it is the body of, flagged june-2019', () => {
    const june = readMrtk(handJune2019(), { legacy: true });
    const v10 = readMrtk(handV10());
    expect(june.legacy).toBe('june-2019');
    expect({ ...june, legacy: undefined }).toStrictEqual({ ...v10, legacy: undefined });
    expect(readMrtk(handJune2019(), { layout: 'legacy' }).legacy).toBe('june-2019');
    expect(Array.from(writeMrtk(june))).toEqual(Array.from(handJune2019()));
    expect(Array.from(writeMrtk(june, { version: '1.0' }))).toEqual(Array.from(handV10()));
  });

  for (const layout of ['june-2019', 'may-2019-full-keys', 'may-2019-bool-keys'] as const) {
    it(`${layout}: detected from the bytes, read back to the document, written back byte for byte`, () => {
      const bytes = legacyBytes(layout);
      expect(sniffMrtk(bytes)).toBe(false);
      const doc = readMrtk(bytes, { legacy: true });
      const expected = legacyDocument(layout);
      expect([doc.legacy, doc.version, doc.gaze, doc.markers]).toEqual([layout, '1.0', undefined, expected.markers]);
      // Every curve holds the keys (as MRTK's reader rebuilds them) and wrap modes of the document written.
      const read = curveSlots(doc, layout);
      const written = curveSlots(expected, layout);
      expect(read.map((s) => s.path)).toEqual(written.map((s) => s.path));
      read.forEach((slot, i) => {
        const a = slot.get();
        const b = written[i]!.get();
        expect({ path: slot.path, pre: a.preWrapMode, post: a.postWrapMode, keys: keys(a, slot.kind) }).toEqual({
          path: slot.path,
          pre: b.preWrapMode,
          post: b.postWrapMode,
          keys: keys(b, slot.kind),
        });
      });
      expect(readMrtk(bytes, { legacy: layout }).legacy).toBe(layout);
      expect(Array.from(writeMrtk(doc))).toEqual(Array.from(bytes));
    });
  }

  it('May-2019 layouts store hands before the camera, and the full-keys one stores hand state in 28-byte keys', () => {
    const doc = v10Weighted();
    const full = legacyBytes('may-2019-full-keys');
    const bool = legacyBytes('may-2019-bool-keys');
    const view = new DataView(full.buffer);
    // The first record is tracked L: wrap modes 8, 8, two keys (0 s, 1) and (1.75 s, 0) of 28 bytes each.
    expect([view.getInt32(0, true), view.getInt32(4, true), view.getInt32(8, true)]).toEqual([8, 8, 2]);
    expect([view.getFloat32(12, true), view.getFloat32(16, true), view.getFloat32(32, true), view.getFloat32(40, true)]).toEqual([0, 1, f(1e6), f(1.75)]);
    // The bool-keys layout differs only in the 4 hand-state curves: 4 keys × 20 bytes fewer.
    expect(full.length - bool.length).toBe(4 * 20);
    expect(readMrtk(full, { legacy: true }).hands!.left.tracked.tangents).toBeDefined();
    expect(readMrtk(bool, { legacy: true }).hands!.left.tracked.tangents).toBeUndefined();
    // Both end with the empty BinaryFormatter marker list, after the camera's last curve.
    const trailer = emptyBinaryFormatterMarkerList();
    expect(trailer.length).toBe(524);
    expect(Array.from(trailer.subarray(0, 17))).toEqual([0, 1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(trailer[523]).toBe(0x0b);
    expect(Array.from(full.subarray(full.length - 524))).toEqual(Array.from(trailer));
    const slots = curveSlots(doc, 'may-2019-full-keys');
    expect([slots[0]!.path, slots[3]!.path, slots[4]!.path, slots.at(-1)!.path]).toEqual([
      'hand.left.tracked',
      'hand.right.pinch',
      'hand.left.joint.None.position.x',
      'camera.rotation.w',
    ]);
  });

  it('a forced layout that does not fit is a ParseError, not a misread', () => {
    expect(() => readMrtk(handJune2019(), { legacy: 'may-2019-full-keys' })).toThrow(ParseError);
    expect(() => readMrtk(legacyBytes('may-2019-full-keys'), { legacy: 'june-2019' })).toThrow(ParseError);
  });

  it('a May-2019 document with markers is written only when lossy', () => {
    const doc = legacyDocument('may-2019-bool-keys');
    doc.markers = [{ time: 0, name: 'm' }];
    expect(() => writeMrtk(doc)).toThrow(/empty marker list/);
    expect(readMrtk(writeMrtk(doc, { lossy: true }), { legacy: true }).markers).toEqual([]);
  });
});

import { ConversionError, createClip, createTrack, evaluate } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { bytesOf } from './helpers.js';
import {
  curveSlots,
  evaluateBool,
  evaluatePose,
  evaluateRay,
  fromClip,
  keyframeAt,
  read,
  toClip,
  TRACKED_HAND_JOINTS,
  write,
  type InputAnimation,
} from '../src/index.js';

/** Largest difference between the MRTK evaluations of two recordings at `times`. */
function worstBetween(a: InputAnimation, b: InputAnimation, times: readonly number[]): number {
  let worst = 0;
  const cmp = (x: readonly number[], y: readonly number[]): void => {
    x.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - y[i]!))));
  };
  for (const t of times) {
    const pa = evaluatePose(a.camera, t);
    const pb = evaluatePose(b.camera, t);
    cmp(pa.position, pb.position);
    cmp(pa.rotation, pb.rotation);
    for (const side of ['left', 'right'] as const) {
      const ha = a.hands?.[side];
      const hb = b.hands?.[side];
      if (ha && hb) {
        if (evaluateBool(ha.tracked, t) !== evaluateBool(hb.tracked, t)) worst = Infinity;
        if (evaluateBool(ha.pinching, t) !== evaluateBool(hb.pinching, t)) worst = Infinity;
        TRACKED_HAND_JOINTS.forEach((_, j) => {
          const ja = evaluatePose(ha.joints[j], t);
          const jb = evaluatePose(hb.joints[j], t);
          cmp(ja.position, jb.position);
          cmp(ja.rotation, jb.rotation);
        });
      }
    }
    const ga = evaluateRay(a.gaze, t);
    const gb = evaluateRay(b.gaze, t);
    cmp(ga.origin, gb.origin);
    cmp(ga.direction, gb.direction);
  }
  return worst;
}

const grid = (from: number, to: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

describe('fromClip', () => {
  for (const file of ['v11-optimized.bin', 'v10-weighted.bin', 'v11-gaze-only.bin']) {
    it(`${file}: toClip then fromClip plays back the same (to float32 rounding)`, () => {
      const doc = read(bytesOf(file));
      for (const slot of curveSlots(doc, 'v1.0')) {
        slot.get().preWrapMode = 8;
        slot.get().postWrapMode = 8;
      }
      const clip = toClip(doc).value;
      const { value: back, warnings } = fromClip(clip);
      expect(warnings.filter((w) => w.code !== 'precision-lost')).toEqual([]);
      expect(back.version).toBe(doc.version);
      expect(back.markers).toEqual(doc.markers);
      expect(worstBetween(doc, back, grid(-0.2, 5.2, 400))).toBeLessThan(2e-6);
      // And it is a writable document of that version.
      const again = read(write(back));
      expect(again.version).toBe(doc.version);
    });
  }

  it('core Bézier, constant and linear segments become Unity keys that MRTK evaluates the same way', () => {
    const position = createTrack({
      node: 'camera',
      property: 'position',
      valueType: 'vec3',
      unit: 'cm',
      keys: [
        { time: 0, value: [0, 100, 0], interpolation: 'bezier', outHandle: { time: 0.2, value: [50, 0, -10] } },
        { time: 1, value: [100, 150, 20], interpolation: 'constant', inHandle: { time: -0.5, value: [0, -20, 0] } },
        { time: 1.5, value: [0, 0, 0], interpolation: 'linear' },
        { time: 2, value: [50, 50, 50] },
      ],
    });
    const rotation = createTrack({
      node: 'camera',
      property: 'rotation',
      valueType: 'quat',
      quatBlend: 'nlerp',
      keys: [
        { time: 0, value: [0, 0, 0, 1] },
        { time: 1, value: [0, 0.7071068, 0, 0.7071068] },
      ],
    });
    const clip = createClip({ tracks: [position, rotation] });
    const { value: doc, warnings } = fromClip(clip);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['precision-lost', 'camera.position'],
      ['precision-lost', 'camera.rotation'],
    ]);
    expect(doc.version).toBe('1.0');
    let worst = 0;
    for (const t of grid(-0.5, 2.5, 601)) {
      const p = evaluatePose(doc.camera, t);
      const pc = evaluate(position, t);
      const rc = evaluate(rotation, t);
      p.position.forEach((v, c) => (worst = Math.max(worst, Math.abs(v - pc[c]! / 100))));
      p.rotation.forEach((v, c) => (worst = Math.max(worst, Math.abs(v - rc[c]!))));
    }
    expect(worst).toBeLessThan(1e-5);
    expect(doc.camera!.positionX.tangents?.outTangent[1]).toBe(Infinity);
  });

  it('reports what MRTK cannot keep; strict mode refuses it', () => {
    const clip = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [
        createTrack({ node: 'joint1', property: 'rotateX', valueType: 'scalar', keys: [{ time: 0, value: 1 }] }),
        createTrack({ node: 'gaze', property: 'origin', valueType: 'vec3', keys: [{ time: 0, value: [0, 1, 0] }] }),
        createTrack({
          node: 'camera',
          property: 'rotation',
          valueType: 'quat',
          postExtrapolation: 'linear',
          keys: [
            { time: 0, value: [0, 0, 0, 1] },
            { time: 1, value: [0, 1, 0, 0] },
          ],
        }),
      ],
    });
    const { warnings } = fromClip(clip);
    expect(warnings.map((w) => w.code).sort()).toEqual([
      'extrapolation-changed',
      'frame-rate-assumed',
      'interpolation-changed',
      'track-dropped',
      'unit-assumed',
    ]);
    expect(() => fromClip(clip, { strict: true })).toThrow(ConversionError);
  });

  it('takes markers and presence flags from extras.mrtk', () => {
    const clip = createClip({
      tracks: [],
      extras: { mrtk: { hasHandData: true, markers: [{ time: 1.5, name: 'go' }, { time: 'x' }] } },
    });
    const { value: doc, warnings } = fromClip(clip);
    expect(doc.markers).toEqual([{ time: 1.5, name: 'go' }]);
    expect(doc.hands?.left.joints).toHaveLength(27);
    expect(doc.camera).toBeUndefined();
    expect(warnings.map((w) => w.code)).toEqual(['metadata-dropped']);
  });

  it('boolean tracks become MRTK boolean curves', () => {
    const tracked = createTrack({
      node: 'hand/right',
      property: 'tracked',
      valueType: 'bool',
      keys: [
        { time: 0, value: false },
        { time: 0.5, value: true },
      ],
    });
    const { value: doc } = fromClip(createClip({ tracks: [tracked] }));
    const c = doc.hands!.right.tracked;
    expect(Array.from(c.value)).toEqual([0, 1]);
    expect(c.tangents).toBeUndefined();
    expect(keyframeAt(c, 1, 'bool').outWeight).toBe(1e6);
    expect([evaluateBool(c, 0.49), evaluateBool(c, 0.5), evaluateBool(c, 9)]).toEqual([false, true, true]);
  });
});

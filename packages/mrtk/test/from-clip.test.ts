import { ConversionError, createClip, createTrack, evaluate } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  evaluateMrtkBoolCurve,
  evaluateMrtkPose,
  mrtkKeyframeAt,
  mrtkFromClip,
  readMrtk,
  writeMrtk,
} from '../src/index.js';
import { v10Weighted, v11GazeOnly, v11HandsOnly, v11Small } from './fixtures.js';
import { clampWrapModes, expectClipRoundTripPlaysBack, grid } from './playback.js';

describe('mrtkFromClip', () => {
  for (const [name, make] of [
    ['v1.1 small', v11Small],
    ['v1.1 hands only', v11HandsOnly],
    ['v1.1 gaze only', v11GazeOnly],
    ['v1.0 weighted', v10Weighted],
  ] as const) {
    it(`${name}: mrtkToClip then mrtkFromClip plays back the same (to float32 rounding)`, () => {
      expectClipRoundTripPlaysBack(clampWrapModes(readMrtk(writeMrtk(make()))));
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
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['precision-lost', 'camera.position'],
      ['precision-lost', 'camera.rotation'],
    ]);
    expect(doc.version).toBe('1.0');
    let worst = 0;
    for (const t of grid(-0.5, 2.5, 601)) {
      const p = evaluateMrtkPose(doc.camera, t);
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
    const { warnings } = mrtkFromClip(clip);
    expect(warnings.map((w) => w.code).sort()).toEqual([
      'extrapolation-changed',
      'interpolation-changed',
      'metadata-dropped',
      'track-dropped',
      'unit-assumed',
    ]);
    expect(warnings.find((w) => w.code === 'metadata-dropped')?.message).toMatch(/frame rate/);
    expect(() => mrtkFromClip(clip, { strict: true })).toThrow(ConversionError);
  });

  it('curves that need tangents beside eye gaze stay v1.1, with a warning that the tangents cannot be written', () => {
    const clip = createClip({
      tracks: [
        createTrack({
          node: 'camera',
          property: 'position',
          valueType: 'vec3',
          unit: 'm',
          keys: [
            { time: 0, value: [0, 0, 0], interpolation: 'constant' },
            { time: 1, value: [1, 1, 1] },
          ],
        }),
        createTrack({ node: 'gaze', property: 'origin', valueType: 'vec3', unit: 'm', keys: [{ time: 0, value: [0, 1.5, 0] }] }),
      ],
    });
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(warnings.map((w) => w.code)).toEqual(['tangent-approximated']);
    expect(doc.version).toBe('1.1');
    expect(() => writeMrtk(doc)).toThrow(/tangents or weights/);
    const lossy = readMrtk(writeMrtk(doc, { lossy: true }));
    expect(Array.from(lossy.camera!.positionX.value)).toEqual([0, 1]);
  });

  it('a linear curve stored as Hermite slopes (Unity Linear tangents, float32 slopes) is linear: v1.1 writes it', () => {
    const from = [0.1, 0.2, 0.3].map(Math.fround);
    const to = [0.7, -0.5, 0.3].map(Math.fround);
    // the chord slopes over 0.5 s, rounded to float32 as a Unity file stores them
    const slope = from.map((v, c) => Math.fround((to[c]! - v) / 0.5));
    const clip = createClip({
      tracks: [
        createTrack({
          node: 'camera',
          property: 'position',
          valueType: 'vec3',
          unit: 'm',
          keys: [
            { time: 0.25, value: from, interpolation: 'bezier', outSlope: slope },
            { time: 0.75, value: to, inSlope: slope },
          ],
        }),
      ],
    });
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(warnings).toEqual([]);
    expect(doc.version).toBe('1.1');
    const back = readMrtk(writeMrtk(doc));
    for (const t of [0.25, 0.3, 0.45, 0.75]) {
      const pose = evaluateMrtkPose(back.camera, t);
      const want = evaluate(clip.tracks[0]!, t);
      for (let c = 0; c < 3; c++) expect(Math.abs(pose.position[c]! - want[c]!)).toBeLessThan(1e-6);
    }
  });

  it('a version asked for that cannot hold the content warns what the lossy write loses, naming the CLI flag', () => {
    const position = (interpolation: 'constant' | 'linear'): ReturnType<typeof createTrack> =>
      createTrack({
        node: 'camera',
        property: 'position',
        valueType: 'vec3',
        unit: 'm',
        keys: [
          { time: 0, value: [0, 0, 0], interpolation },
          { time: 1, value: [1, 1, 1] },
        ],
      });
    const gaze = createTrack({ node: 'gaze', property: 'origin', valueType: 'vec3', unit: 'm', keys: [{ time: 0, value: [0, 1.5, 0] }] });

    const withGaze = mrtkFromClip(createClip({ tracks: [position('linear'), gaze] }), { version: '1.0' });
    expect(withGaze.warnings.map((w) => [w.code, w.path])).toEqual([['track-dropped', 'gaze']]);
    expect(withGaze.warnings[0]!.message).toMatch(/v1\.0 cannot store eye gaze.*anim convert --lossy/);
    expect(() => writeMrtk(withGaze.value, { version: '1.0' })).toThrow(/anim convert --lossy/);
    expect(readMrtk(writeMrtk(withGaze.value, { version: '1.0', lossy: true })).gaze).toBeUndefined();

    const stepped = mrtkFromClip(createClip({ tracks: [position('constant')] }), { version: '1.1' });
    expect(stepped.warnings.map((w) => w.code)).toEqual(['tangent-approximated']);
    expect(stepped.warnings[0]!.message).toMatch(/v1\.1 keeps time and value only.*anim convert --lossy/);
    expect(() => writeMrtk(stepped.value, { version: '1.1' })).toThrow(/anim convert --lossy/);

    // Versions that hold the content: no warning.
    expect(mrtkFromClip(createClip({ tracks: [position('linear'), gaze] }), { version: '1.1' }).warnings).toEqual([]);
    expect(mrtkFromClip(createClip({ tracks: [position('constant')] }), { version: '1.0' }).warnings).toEqual([]);
  });

  it('takes markers from clip.markers and presence flags from extras.mrtk', () => {
    const clip = createClip({
      tracks: [],
      markers: [{ time: 1.5, name: 'go' }],
      extras: { mrtk: { hasHandData: true } },
    });
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(doc.markers).toEqual([{ time: 1.5, name: 'go' }]);
    expect(doc.hands?.left.joints).toHaveLength(27);
    expect(doc.camera).toBeUndefined();
    expect(warnings).toEqual([]);
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
    const { value: doc } = mrtkFromClip(createClip({ tracks: [tracked] }));
    const c = doc.hands!.right.tracked;
    expect(Array.from(c.value)).toEqual([0, 1]);
    expect(c.tangents).toBeUndefined();
    expect(mrtkKeyframeAt(c, 1, 'bool').outWeight).toBe(1e6);
    expect([evaluateMrtkBoolCurve(c, 0.49), evaluateMrtkBoolCurve(c, 0.5), evaluateMrtkBoolCurve(c, 9)]).toEqual([false, true, true]);
  });
});

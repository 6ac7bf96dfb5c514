/**
 * Conversion semantics (issue 17): the channels mrtkToClip gives, mrtkFromClip placing tracks by channel
 * and node, markers through clip.markers, and the descriptor's capabilities and options.
 */
import { channelOf, createClip, createTrack, evaluate, type Clip } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  mrtkBoolCurveFromKeys,
  mrtkCurveFromKeys,
  evaluateMrtkBoolCurve,
  evaluateMrtkPose,
  mrtkFormat,
  mrtkFromClip,
  mrtkToClip,
  readMrtk,
  writeMrtk,
} from '../src/index.js';
import { encodeMarkerList } from '../src/markers.js';
import { v11HandsOnly, v11Small } from './fixtures.js';

describe('mrtkToClip channels', () => {
  it('fills the channel of every track: poses and the gaze origin are transforms, tracked is visibility', () => {
    const doc = v11Small();
    doc.hands!.right.pinching = mrtkBoolCurveFromKeys([{ time: 0, on: true }]);
    doc.hands!.left.joints[11]!.rotationY = mrtkCurveFromKeys([{ time: 0, value: 0.5 }]);
    doc.gaze!.originY = mrtkCurveFromKeys([{ time: 0, value: 1.6 }]);
    const { value: clip } = mrtkToClip(readMrtk(writeMrtk(doc)));
    expect(clip.tracks.map((t) => [t.name, t.node, t.property, t.channel])).toEqual([
      ['camera/position', 'camera', 'position', { kind: 'translation' }],
      ['camera/rotation', 'camera', 'rotation', { kind: 'rotation' }],
      ['hand/left/tracked', 'hand/left', 'tracked', { kind: 'visibility' }],
      ['hand/left/IndexTip/position', 'hand/left/IndexTip', 'position', { kind: 'translation' }],
      ['hand/left/IndexTip/rotation', 'hand/left/IndexTip', 'rotation', { kind: 'rotation' }],
      ['hand/right/pinching', 'hand/right', 'pinching', { kind: 'property' }],
      ['gaze/origin', 'gaze', 'origin', { kind: 'translation' }],
      ['gaze/direction', 'gaze', 'direction', { kind: 'property' }],
    ]);
    // Units and blending say what the values mean: metres, MRTK's component-wise quaternion blend.
    const byName = new Map(clip.tracks.map((t) => [t.name, t]));
    expect([byName.get('gaze/origin')!.unit, byName.get('hand/left/IndexTip/position')!.unit]).toEqual(['m', 'm']);
    expect(byName.get('hand/left/IndexTip/rotation')!.quatBlend).toBe('nlerp');
  });

  it('the channels survive mrtk → clip → mrtk → clip', () => {
    const { value: clip } = mrtkToClip(v11HandsOnly());
    const { value: again } = mrtkToClip(mrtkFromClip(clip).value);
    expect(again.tracks.map((t) => [t.name, channelOf(t).kind])).toEqual(clip.tracks.map((t) => [t.name, channelOf(t).kind]));
  });
});

describe('markers through clip.markers', () => {
  it('round trip mrtk → clip → mrtk: the same marker list, byte for byte', () => {
    const doc = v11Small();
    const bytes = writeMrtk(doc);
    const { value: clip } = mrtkToClip(readMrtk(bytes));
    expect(clip.markers).toEqual(doc.markers);
    const { value: back, warnings } = mrtkFromClip(clip);
    expect(warnings).toEqual([]);
    expect(back.markers).toEqual(doc.markers);
    // The marker list ends the file.
    const list = encodeMarkerList(doc.markers);
    expect(writeMrtk(back).subarray(-list.length)).toEqual(bytes.subarray(-list.length));
    expect(list.length).toBeGreaterThan(4 + 2 * 5);
  });

  it('markers out of time order keep their file order through extras.mrtk.index', () => {
    const doc = v11Small();
    doc.markers = [
      { time: 2, name: 'late' },
      { time: 0.5, name: 'early' },
      { time: 0.5, name: 'early too' },
    ];
    const { value: clip } = mrtkToClip(readMrtk(writeMrtk(doc)));
    expect(clip.markers).toEqual([
      { time: 0.5, name: 'early', extras: { mrtk: { index: 1 } } },
      { time: 0.5, name: 'early too', extras: { mrtk: { index: 2 } } },
      { time: 2, name: 'late', extras: { mrtk: { index: 0 } } },
    ]);
    expect(mrtkFromClip(clip).value.markers).toEqual(doc.markers);
  });

  it('markers of other formats: times rounded to float32, other data left out, each reported once', () => {
    const clip = createClip({
      tracks: [],
      markers: [
        { time: 0.1, name: 'a', extras: { prime: { kind: 'sound' } } },
        { time: 0.2, name: 'b', extras: { prime: { kind: 'bool' }, maya: { x: 1 } } },
        { time: 0.5, name: 'c' },
      ],
    });
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(doc.markers).toEqual([
      { time: Math.fround(0.1), name: 'a' },
      { time: Math.fround(0.2), name: 'b' },
      { time: 0.5, name: 'c' },
    ]);
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      ['precision-lost', 'markers', '2 marker time(s) rounded to float32'],
      ['metadata-dropped', 'markers', "MRTK markers hold a time and a name only; the markers' prime, maya data is left out"],
    ]);
  });
});

/** A clip as another format would give it: own names, meaning in the channel. */
function foreignClip(): Clip {
  return createClip({
    tracks: [
      createTrack({
        name: 'Head.translate',
        node: 'camera',
        property: 'translate',
        valueType: 'vec3',
        unit: 'cm',
        channel: { kind: 'translation' },
        keys: [
          { time: 0, value: [0, 160, 0] },
          { time: 1, value: [10, 170, -20] },
        ],
      }),
      createTrack({
        name: 'Head.orient',
        node: 'camera',
        property: 'orient',
        valueType: 'quat',
        quatBlend: 'nlerp',
        channel: { kind: 'rotation' },
        keys: [
          { time: 0, value: [0, 0, 0, 1] },
          { time: 1, value: [0, 0.6, 0, 0.8] },
        ],
      }),
      createTrack({
        name: 'tip',
        node: 'hand/right/IndexTip',
        property: 'Position',
        valueType: 'vec3',
        unit: 'm',
        channel: { kind: 'translation' },
        keys: [{ time: 0.5, value: [0.1, 1.2, 0.3] }],
      }),
      createTrack({
        name: 'tipRotation',
        node: 'hand/right/IndexTip',
        property: 'Rotation',
        valueType: 'quat',
        quatBlend: 'nlerp',
        channel: { kind: 'rotation' },
        keys: [{ time: 0.5, value: [0, 0, 0.6, 0.8] }],
      }),
      createTrack({
        name: 'rightHandShown',
        node: 'hand/right',
        property: 'visible',
        valueType: 'bool',
        channel: { kind: 'visibility' },
        keys: [
          { time: 0, value: false },
          { time: 0.25, value: true },
        ],
      }),
      createTrack({
        name: 'eyes',
        node: 'gaze',
        property: 'Position',
        valueType: 'vec3',
        unit: 'mm',
        channel: { kind: 'translation' },
        keys: [{ time: 0, value: [0, 1600, 0] }],
      }),
    ],
  });
}

describe('mrtkFromClip by channel and node', () => {
  it('places tracks of any name by their channel and node, converting lengths to metres', () => {
    const { value: doc, warnings } = mrtkFromClip(foreignClip());
    expect(warnings.filter((w) => w.code !== 'precision-lost')).toEqual([]);
    const camera = evaluateMrtkPose(doc.camera, 1);
    expect(Array.from(camera.position)).toEqual([0.1, 1.7, -0.2].map(Math.fround));
    // evaluateMrtkPose normalises the float32 quaternion, as MRTK plays it.
    [0, 0.6, 0, 0.8].forEach((v, c) => { expect(camera.rotation[c]).toBeCloseTo(v, 7); });
    const tip = evaluateMrtkPose(doc.hands!.right.joints[11], 0.5);
    expect(Array.from(tip.position)).toEqual([0.1, 1.2, 0.3].map(Math.fround));
    [0, 0, 0.6, 0.8].forEach((v, c) => { expect(tip.rotation[c]).toBeCloseTo(v, 7); });
    expect([evaluateMrtkBoolCurve(doc.hands!.right.tracked, 0.1), evaluateMrtkBoolCurve(doc.hands!.right.tracked, 0.3)]).toEqual([false, true]);
    expect(Array.from([doc.gaze!.originX, doc.gaze!.originY, doc.gaze!.originZ], (c) => c.value[0])).toEqual([0, 1.6, 0].map(Math.fround));
    // What was placed reads back under MRTK's own names.
    const { value: back } = mrtkToClip(readMrtk(writeMrtk(doc)));
    expect(back.tracks.map((t) => t.name)).toEqual([
      'camera/position',
      'camera/rotation',
      'hand/right/tracked',
      'hand/right/IndexTip/position',
      'hand/right/IndexTip/rotation',
      'gaze/origin',
    ]);
  });

  it('a slerped quaternion is reported: MRTK blends component-wise and normalises', () => {
    const slerped = createTrack({
      name: 'Head.orient',
      node: 'camera',
      property: 'orient',
      valueType: 'quat',
      channel: { kind: 'rotation' },
      keys: [
        { time: 0, value: [0, 0, 0, 1] },
        { time: 1, value: [0, 1, 0, 0] },
      ],
    });
    expect(slerped.quatBlend).toBe('slerp');
    const { warnings } = mrtkFromClip(createClip({ tracks: [slerped] }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['interpolation-changed', 'Head.orient']]);
    expect(warnings[0]!.message).toMatch(/component-wise/);
    // The same keys blended as MRTK blends them are carried without a warning.
    const nlerped = { ...slerped, quatBlend: 'nlerp' as const };
    expect(mrtkFromClip(createClip({ tracks: [nlerped] })).warnings).toEqual([]);
    expect(evaluate(nlerped, 0.5)[1]).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('one warning per track it cannot place, naming the track and why', () => {
    const clip = createClip({
      tracks: [
        createTrack({ name: 'joint1.t', node: 'joint1', property: 't', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [1, 2, 3] }] }),
        createTrack({ name: 'camera.tx', node: 'camera', property: 'tx', valueType: 'scalar', unit: 'm', channel: { kind: 'translation', axis: 'x' }, keys: [{ time: 0, value: 1 }] }),
        createTrack({
          name: 'camera.r',
          node: 'camera',
          property: 'r',
          valueType: 'vec3',
          unit: 'deg',
          channel: { kind: 'rotation', rotationOrder: 'zxy' },
          keys: [{ time: 0, value: [0, 90, 0] }],
        }),
        createTrack({ name: 'camera/position', node: 'camera', property: 'position', valueType: 'vec3', unit: 'm', keys: [{ time: 0, value: [0, 1, 0] }] }),
        createTrack({ name: 'head.t', node: 'camera', property: 't', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [0, 2, 0] }] }),
        createTrack({ name: 'gaze.turn', node: 'gaze', property: 'turn', valueType: 'quat', channel: { kind: 'rotation' }, keys: [{ time: 0, value: [0, 0, 0, 1] }] }),
        createTrack({ name: 'blink', node: 'eyes', property: 'blink', valueType: 'bool', keys: [{ time: 0, value: true }] }),
      ],
    });
    const { value: doc, warnings } = mrtkFromClip(clip);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['track-dropped', 'joint1.t'],
      ['track-dropped', 'camera.tx'],
      ['track-dropped', 'camera.r'],
      ['track-dropped', 'head.t'],
      ['track-dropped', 'gaze.turn'],
      ['track-dropped', 'blink'],
    ]);
    const messages = warnings.map((w) => w.message);
    expect(messages[0]).toMatch(/translation of node 'joint1', which is not an MRTK node \(camera, gaze, hand\/<left\|right>\/<Joint>\)/);
    expect(messages[1]).toMatch(/single translation axis \(x\)/);
    expect(messages[2]).toMatch(/Euler angles \(zxy\); MRTK stores quaternions/);
    expect(messages[3]).toMatch(/camera\.position is already given by track 'camera\/position'/);
    expect(messages[4]).toMatch(/rotation of node 'gaze'/);
    expect(messages[5]).toMatch(/holds a camera pose/);
    expect(doc.camera!.positionY.value[0]).toBe(1);
  });
});

describe('mrtkFormat capabilities and options', () => {
  it('declares what a recording stores, and says which names it holds', () => {
    const caps = mrtkFormat.capabilities!;
    expect(caps).toMatchObject({
      valueTypes: ['vec3', 'quat', 'bool'],
      channels: ['translation', 'rotation', 'visibility', 'property'],
      transforms: 'vectors',
      time: 'keys',
      units: { length: 'm' },
      names: 'fixed',
      markers: true,
    });
    // Every name mrtkToClip gives is spelled out in `holds` (joints by their placeholder).
    const names = mrtkToClip(v11Small()).value.tracks.map((t) => t.name.replace(/^hand\/left\/\w+\/(position|rotation)$/, 'hand/<left|right>/<Joint>/position|rotation'));
    for (const name of ['camera/position', 'camera/rotation', 'hand/<left|right>/tracked', 'pinching', 'gaze/origin', 'gaze/direction', ...names.filter((n) => !n.startsWith('hand/left/t'))]) {
      expect(caps.holds).toContain(name);
    }
  });

  it('offers --mrtk-version as a write option (1.0 ↔ 1.1 document to document) and --mrtk-repair-rotation-w as a read switch', () => {
    expect(mrtkFormat.options).toEqual([
      expect.objectContaining({ flag: 'version', key: 'version', use: 'write', choices: ['1.0', '1.1'] }),
      expect.objectContaining({ flag: 'repair-rotation-w', key: 'repairRotationW', use: 'read' }),
    ]);
    expect(mrtkFormat.options![1]!.value).toBeUndefined(); // a switch: the value is true
    // The write option alone converts the document: a v1.1 recording with gaze written as 1.0 needs lossy.
    const doc = readMrtk(writeMrtk(v11Small()));
    expect(() => mrtkFormat.write(doc, { version: '1.0' })).toThrow(/lossy/);
    const v10 = readMrtk(mrtkFormat.write(doc, { version: '1.0', lossy: true }));
    expect([v10.version, v10.gaze, v10.markers]).toEqual(['1.0', undefined, doc.markers]);
  });
});

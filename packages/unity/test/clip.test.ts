import { ConversionError, convertClip, createClip, createTrack, evaluate, sample } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateUnityAnimationCurve, readUnity, unityFormat, unityFromClip, unityToClip, writeUnity, type UnityDocument } from '../src/index.js';
import { crc32 } from '../src/crc32.js';
import { fixtureBytes } from './helpers.js';

describe('unityToClip', () => {
  it('reads m_SampleRate 29.97 as 30000/1001, the rate the CLI and the other formats give it (core frameRateFromFps, #29)', () => {
    // before: a non-integral rate became a fraction over 1000 (29970/1000)
    const text = new TextDecoder().decode(fixtureBytes('float-keys.anim')).replace('m_SampleRate: 30\n', 'm_SampleRate: 29.97\n');
    expect(unityToClip(readUnity(new TextEncoder().encode(text))).value.frameRate).toEqual({ numerator: 30000, denominator: 1001 });
  });
  it('a float curve: track name, binding extras, stepped and weighted segments evaluated as Unity does', () => {
    const doc = readUnity(fixtureBytes('float-keys.anim'));
    const { value: clip, warnings } = unityToClip(doc);
    expect(warnings).toEqual([]);
    const [track] = clip.tracks;
    expect(track).toMatchObject({ name: 'Lamp/Bulb/m_Intensity', node: 'Lamp/Bulb', property: 'm_Intensity', valueType: 'scalar', unit: 'none' });
    expect(track!.channel).toEqual({ kind: 'property' });
    expect(track!.extras).toEqual({ unity: { path: 'Lamp/Bulb', attribute: 'm_Intensity', classID: 114, script: { fileID: '11500000', guid: '0123456789abcdef0123456789abcdef', type: 3 } } });
    expect([track!.preExtrapolation, track!.postExtrapolation]).toEqual(['cycle', 'oscillate']);
    expect(clip.frameRate).toEqual({ numerator: 30, denominator: 1 });
    expect(clip.duration).toBe(3);
    expect(clip.extras.unity).toMatchObject({ legacy: false, wrapMode: 2, loopTime: true, humanoid: false });
    const curve = doc.clip.m_FloatCurves[0]!.curve;
    for (const t of [0, 0.2, 0.5, 0.99, 1, 1.5, 1.999, 2, 2.3, 2.5, 2.9, 3]) {
      expect(evaluate(track!, t)[0], `t=${String(t)}`).toBeCloseTo(evaluateUnityAnimationCurve(curve, t), 6);
    }
  });

  it('Euler curves carry the rotation order of m_RotationOrder, degrees, and events become markers', () => {
    const { value: clip } = unityToClip(readUnity(fixtureBytes('unity5-euler-events.anim')));
    const [track] = clip.tracks;
    expect(track).toMatchObject({ name: 'Arm/localEulerAngles', valueType: 'vec3', unit: 'deg' });
    expect(track!.channel).toEqual({ kind: 'rotation', rotationOrder: 'xyz' });
    expect(clip.markers).toEqual([
      { time: 0.25, name: 'Footstep', extras: { unity: { data: 'left foot', floatParameter: 0.5, intParameter: 3, objectReferenceParameter: { fileID: '0' }, messageOptions: 0 } } },
    ]);
    expect(clip.frameRate).toEqual({ numerator: 24, denominator: 1 });
  });

  it('weighted vector keys (per-component weights) and stepped vector keys evaluate as Unity does', () => {
    const doc = readUnity(fixtureBytes('position-scale-compressed.anim'));
    const { value: clip, warnings } = unityToClip(doc);
    expect(warnings.map((w) => w.code)).toEqual(['track-dropped']);
    expect(clip.tracks.map((t) => [t.name, t.channel?.kind, t.unit])).toEqual([
      ['Body/localPosition', 'translation', 'm'],
      ['Body/localScale', 'scale', 'none'],
    ]);
    const curves = [doc.clip.m_PositionCurves[0]!.curve, doc.clip.m_ScaleCurves[0]!.curve];
    clip.tracks.forEach((track, i) => {
      for (const t of [0, 0.3, 0.5, 0.9, 1, 1.5, 2]) {
        const values = evaluate(track, t);
        for (let a = 0; a < 3; a++) expect(values[a], `${track.name}[${String(a)}] at ${String(t)}`).toBeCloseTo(evaluateUnityAnimationCurve(curves[i]!, t, a), 6);
      }
    });
    expect(Array.from(evaluate(clip.tracks[1]!, 0.99))).toEqual([1, 1, 1]);
  });

  it('quaternion curves on the root become the root node; PPtr curves are warned, not converted', () => {
    const { value: clip, warnings } = unityToClip(readUnity(fixtureBytes('v7-quaternion-pptr.anim')));
    expect(clip.tracks.map((t) => [t.name, t.node, t.valueType, t.quatBlend])).toEqual([['localRotation', 'root', 'quat', 'nlerp']]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['track-dropped', 'Body/Sprite/m_Sprite']]);
    expect(() => unityToClip(readUnity(fixtureBytes('v7-quaternion-pptr.anim')), { strict: true })).toThrow(ConversionError);
  });
});

describe('unityFromClip', () => {
  const position = createTrack({
    node: 'Armature/Hips',
    property: 'translate',
    valueType: 'vec3',
    unit: 'm',
    channel: { kind: 'translation' },
    keys: [
      { time: 0, value: [0, 1, 0], interpolation: 'linear' },
      { time: 0.5, value: [0, 2, 0], interpolation: 'constant' },
      { time: 1, value: [1, 2, 0], interpolation: 'bezier', outSlope: [0, 0, 0] },
      { time: 2, value: [1, 0, 0] },
    ],
  });
  const rotation = createTrack({
    node: 'Armature/Hips',
    property: 'rotate',
    valueType: 'quat',
    quatBlend: 'nlerp',
    channel: { kind: 'rotation' },
    keys: [
      { time: 0, value: [0, 0, 0, 1] },
      { time: 1, value: [0, Math.SQRT1_2, 0, Math.SQRT1_2] },
    ],
  });
  const weight = createTrack({ node: 'Face', property: 'Smile', valueType: 'scalar', keys: [{ time: 0, value: 0 }, { time: 1, value: 1 }] });
  const clip = createClip({
    name: 'Walk',
    tracks: [position, rotation, weight],
    frameRate: { numerator: 30, denominator: 1 },
    markers: [{ time: 0.5, name: 'Step' }],
  });

  it('transform curves, the editor curves Unity expects, float curves with a binding, events', () => {
    const { value: doc } = unityFromClip(clip);
    const c = doc.clip;
    expect(c.m_PositionCurves.map((e) => e.path)).toEqual(['Armature/Hips']);
    expect(c.m_RotationCurves.map((e) => e.path)).toEqual(['Armature/Hips']);
    expect(c.m_EditorCurves.map((e) => e.attribute)).toEqual([
      'm_LocalPosition.x',
      'm_LocalPosition.y',
      'm_LocalPosition.z',
      'm_LocalRotation.x',
      'm_LocalRotation.y',
      'm_LocalRotation.z',
      'm_LocalRotation.w',
      'Smile',
    ]);
    expect(c.m_FloatCurves).toMatchObject([{ attribute: 'Smile', path: 'Face', classID: 95 }]);
    expect(c.m_ClipBindingConstant.genericBindings).toEqual([
      { serializedVersion: 2, path: crc32('Armature/Hips'), attribute: 1, script: { fileID: '0' }, typeID: 4, customType: 0, isPPtrCurve: 0 },
      { serializedVersion: 2, path: crc32('Armature/Hips'), attribute: 2, script: { fileID: '0' }, typeID: 4, customType: 0, isPPtrCurve: 0 },
    ]);
    expect(c.m_Events).toEqual([{ time: 0.5, functionName: 'Step', data: '', objectReferenceParameter: { fileID: '0' }, floatParameter: 0, intParameter: 0, messageOptions: 0 }]);
    expect(c.m_SampleRate).toBe(30);
    expect(c.m_AnimationClipSettings.m_StopTime).toBe(2);
    // Tangent modes (bit 0 broken, bits 1–4 left, 5–8 right; 2 Linear, 3 Constant, 0 Free): key 0 Linear on
    // both sides (the first key mirrors its right side), key 1 Linear/Constant, key 2 Constant/Free.
    const keys = c.m_PositionCurves[0]!.curve.m_Curve;
    expect(keys.map((k) => k.tangentMode)).toEqual([(2 << 1) | (2 << 5), 1 | (2 << 1) | (3 << 5), 1 | (3 << 1) | (0 << 5), 0]);
    expect((keys[1]!.outSlope as { y: number }).y).toBe(Infinity);
  });

  it('the written clip evaluates like the core clip (translation, nlerp rotation, property)', () => {
    const { value: doc } = unityFromClip(clip);
    const back = unityToClip(readUnity(writeUnity(doc))).value;
    for (const [i, track] of clip.tracks.entries()) {
      const times = [0, 0.1, 0.25, 0.49, 0.5, 0.75, 1, 1.4, 1.9, 2];
      const want = sample(track, times);
      const got = sample(back.tracks[i]!, times);
      want.forEach((v, k) => { expect(got[k]!, `${track.name} #${String(k)}`).toBeCloseTo(v, 5); });
    }
    expect(back.tracks.map((t) => t.name)).toEqual(['Armature/Hips/localPosition', 'Armature/Hips/localRotation', 'Face/Smile']);
  });

  it('a Unity clip converts back to the same curves (paths, bindings, pre/post infinity)', () => {
    const source = readUnity(fixtureBytes('float-keys.anim'));
    const { value: doc } = unityFromClip(unityToClip(source).value);
    const curve = doc.clip.m_FloatCurves[0]!;
    expect(curve).toMatchObject({ attribute: 'm_Intensity', path: 'Lamp/Bulb', classID: 114, script: source.clip.m_FloatCurves[0]!.script });
    expect([curve.curve.m_PreInfinity, curve.curve.m_PostInfinity]).toEqual([1, 0]);
    for (const t of [0, 0.5, 1.5, 2.5, 3, 4, -1]) {
      expect(evaluateUnityAnimationCurve(curve.curve, t), `t=${String(t)}`).toBeCloseTo(evaluateUnityAnimationCurve(source.clip.m_FloatCurves[0]!.curve, t), 5);
    }
  });
});

describe('curves binding the same path and property', () => {
  it('unityToClip keeps both: the second is numbered and warned (a Light and a Renderer both animate m_Enabled)', () => {
    const doc = readUnity(fixtureBytes('float-keys.anim'));
    const first = doc.clip.m_FloatCurves[0]!;
    doc.clip.m_FloatCurves.push({ ...structuredClone(first), classID: 23 });
    const { value: clip, warnings } = unityToClip(doc);
    expect(clip.tracks.map((t) => [t.name, (t.extras?.unity as { classID: number }).classID])).toEqual([
      ['Lamp/Bulb/m_Intensity', 114],
      ['Lamp/Bulb/m_Intensity#2', 23],
    ]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['name-changed', 'Lamp/Bulb/m_Intensity']]);
  });

  it('unityFromClip writes a second track of the same node and property under a numbered attribute, warned', () => {
    const track = (name: string, value: number) =>
      createTrack({ name, node: 'Panel', property: 'alpha', valueType: 'scalar', keys: [{ time: 0, value }, { time: 1, value: value + 1 }] });
    const { value: doc, warnings } = unityFromClip(createClip({ name: 'fade', tracks: [track('Panel.alpha', 0), track('Panel.alpha.copy', 5)] }));
    expect(doc.clip.m_FloatCurves.map((c) => [c.path, c.attribute])).toEqual([
      ['Panel', 'alpha'],
      ['Panel', 'alpha_2'],
    ]);
    expect(warnings.filter((w) => w.code === 'name-changed').map((w) => w.path)).toEqual(['Panel.alpha.copy']);
    // and it reads back with both tracks
    expect(unityToClip(readUnity(writeUnity(doc))).value.tracks.map((t) => t.name)).toEqual(['Panel/alpha', 'Panel/alpha_2']);
  });
});

describe('units', () => {
  it('positions go to metres; a property keeps its numbers and the lost unit is warned', () => {
    const keys = [{ time: 0, value: 0 }, { time: 1, value: 250 }];
    const { value: doc, warnings } = unityFromClip(
      createClip({
        name: 'u',
        tracks: [
          createTrack({ node: 'Box', property: 'translateX', valueType: 'vec3', unit: 'cm', channel: { kind: 'translation' }, keys: keys.map((k) => ({ ...k, value: [k.value, 0, 0] })) }),
          createTrack({ node: 'Box', property: 'reach', valueType: 'scalar', unit: 'cm', keys }),
        ],
      }),
    );
    // 250 cm = 2.5 m on the position curve; the float curve keeps 250
    expect(doc.clip.m_PositionCurves[0]!.curve.m_Curve[1]!.value).toEqual({ x: 2.5, y: 0, z: 0 });
    expect(doc.clip.m_FloatCurves[0]!.curve.m_Curve[1]!.value).toBe(250);
    expect(warnings.filter((w) => w.code === 'unit-changed').map((w) => w.path)).toEqual(['Box.reach']);
  });
});

describe('key times closer than float32', () => {
  it('a jump a Maya tick after a key keeps its order: the second key goes to the next float32 time', () => {
    const track = createTrack({
      node: 'Box',
      property: 'level',
      valueType: 'scalar',
      keys: [
        { time: 0, value: 0, interpolation: 'linear' },
        { time: 1, value: 0, interpolation: 'constant' },
        { time: 1 + 1 / 141_120_000, value: 3, interpolation: 'constant' },
        { time: 2, value: 3 },
      ],
    });
    const { value: doc } = unityFromClip(createClip({ name: 'j', tracks: [track] }));
    const times = doc.clip.m_FloatCurves[0]!.curve.m_Curve.map((k) => k.time);
    // float32 has 2^-23 between 1 and the next value: 1 + 1.1920928955078125e-7
    expect(times).toEqual([0, 1, 1 + 2 ** -23, 2]);
    const curve = doc.clip.m_FloatCurves[0]!.curve;
    expect([evaluateUnityAnimationCurve(curve, 1), evaluateUnityAnimationCurve(curve, 1.5)]).toEqual([0, 3]);
  });
});

describe('slerp quaternions on Unity\'s per-component curves', () => {
  it('keys in opposite hemispheres (Prime bone5 keys 24–25) are written in one hemisphere: no 180° spin between them', () => {
    const aboutZ = (deg: number): number[] => [0, 0, Math.sin((deg * Math.PI) / 360), Math.cos((deg * Math.PI) / 360)];
    // 170° then 190° about z, the second stored negated: slerp turns 20°, the components cross zero
    const clip = createClip({
      name: 'spin',
      tracks: [
        createTrack({
          node: 'bone5',
          property: 'rotation',
          valueType: 'quat',
          quatBlend: 'slerp',
          channel: { kind: 'rotation' },
          keys: [
            { time: 0, value: aboutZ(170), interpolation: 'linear' },
            { time: 1, value: aboutZ(190).map((x) => -x), interpolation: 'linear' },
          ],
        }),
      ],
    });
    // through the pipeline: adaptClip puts the keys in one hemisphere (UNITY_CAPABILITIES.quatInterpolation)
    const { value, warnings } = convertClip(clip, unityFormat);
    const back = unityToClip(readUnity(writeUnity(value as UnityDocument))).value.tracks[0]!;
    // halfway Unity's curves give 180° about z (the source's slerp), not a turn through 0°
    const q = evaluate(back, 0.5);
    const cos = Math.abs(q[2]!) / Math.hypot(...q); // the dot product with 180° about z, (0, 0, 1, 0)
    expect(Math.acos(Math.min(1, cos)) * 2 * (180 / Math.PI)).toBeLessThan(1e-3);
    // what is left is slerp against Unity's per-component blend between keys 20° apart, measured and quoted
    const changed = warnings.filter((w) => w.code === 'interpolation-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.message).toMatch(/up to 0\.\d+° apart between them/);
  });
});

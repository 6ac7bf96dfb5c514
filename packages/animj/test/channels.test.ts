import { createClip, createTrack, evaluate, InvalidArgumentError, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { animjFormat, animjFromClip, animjToClip, animxFormat, readAnimj, readAnimx, writeAnimj, writeAnimx } from '../src/index.js';
import { fixture } from './helpers.js';

const codes = (warnings: readonly { code: string }[]): string[] => warnings.map((w) => w.code);
const key = (time: number, value: number | number[]): { time: number; value: number | number[] } => ({ time, value });

describe('animjToClip: what each track animates', () => {
  it('gives Resonite slot fields a channel (Position m, Rotation quat, Scale, Active), everything else none', () => {
    const { value: clip, warnings } = animjToClip(readAnimj(fixture('slot-transforms.animj')));
    expect(warnings).toEqual([]);
    expect(clip.tracks.map((t) => [t.name, t.valueType, t.unit, t.channel])).toEqual([
      ['Door.Position', 'vec3', 'm', { kind: 'translation' }],
      ['Door.Rotation', 'quat', 'none', { kind: 'rotation' }],
      ['Door.Scale', 'vec3', 'none', { kind: 'scale' }],
      ['Door.Active', 'bool', 'none', { kind: 'visibility' }],
      // A component's Enabled, a name that is not a slot field, a slot field name with another type:
      ['Lamp.Enabled', 'bool', 'none', undefined],
      ['Door.LocalPosition', 'vec3', 'none', undefined],
      ['Gauge.Position', 'scalar', 'none', undefined],
    ]);
    expect(clip.tracks.map((t) => [t.node, t.property])[1]).toEqual(['Door', 'Rotation']);
    expect(clip.tracks[1]!.quatBlend).toBe('slerp');
  });

  it('document → clip → document keeps node, property, value type and track type of every track', () => {
    const doc = readAnimj(fixture('slot-transforms.animj'));
    const { value: back, warnings } = animjFromClip(animjToClip(doc).value);
    expect(warnings).toEqual([]);
    expect(back.tracks).toStrictEqual(doc.tracks);
    expect(writeAnimj(back)).toEqual(fixture('slot-transforms.animj'));
  });

  it('recognises double-precision slot fields too', () => {
    const doc = readAnimj(
      new TextEncoder().encode(
        '{"tracks":[{"trackType":"Discrete","valueType":"double3","data":{"node":"N","property":"Position","keyframes":[{"time":0,"value":{"x":1,"y":2,"z":3}}]}},' +
          '{"trackType":"Discrete","valueType":"doubleQ","data":{"node":"N","property":"Rotation","keyframes":[{"time":0,"value":{"x":0,"y":0,"z":0,"w":1}}]}}]}',
      ),
    );
    const clip = animjToClip(doc).value;
    expect(clip.tracks.map((t) => [t.channel?.kind, t.unit])).toEqual([['translation', 'm'], ['rotation', 'none']]);
    expect(animjFromClip(clip).value.tracks).toStrictEqual(doc.tracks);
  });
});

describe('animjFromClip: names from channels', () => {
  it('writes a vec3 translation as Position in metres, a quat rotation as Rotation, a vec3 scale as Scale, visibility as Active bool', () => {
    const clip = createClip({
      tracks: [
        createTrack({ node: 'joint1', property: 'translate', valueType: 'vec3', unit: 'cm', channel: { kind: 'translation' }, keys: [key(0, [100, 0, -50]), key(1, [0, 250, 0])] }),
        createTrack({ node: 'joint1', property: 'rotate', valueType: 'quat', channel: { kind: 'rotation' }, keys: [key(0, [0, 0, 0, 1])] }),
        createTrack({ node: 'joint1', property: 'scale', valueType: 'vec3', channel: { kind: 'scale' }, keys: [key(0, [1, 2, 3])] }),
        createTrack({ node: 'joint1', property: 'visibility', valueType: 'scalar', channel: { kind: 'visibility' }, keys: [{ time: 0, value: 1, interpolation: 'constant' }, { time: 1, value: 0 }] }),
      ],
    });
    const { value: doc, warnings } = animjFromClip(clip);
    expect(doc.tracks.map((t) => [t.node, t.property, t.valueType, t.trackType])).toEqual([
      ['joint1', 'Position', 'float3', 'Curve'],
      ['joint1', 'Rotation', 'floatQ', 'Curve'],
      ['joint1', 'Scale', 'float3', 'Curve'],
      ['joint1', 'Active', 'bool', 'Discrete'],
    ]);
    expect(Array.from(doc.tracks[0]!.values as Float32Array)).toEqual([1, 0, -0.5, 0, 2.5, 0]);
    expect(Array.from(doc.tracks[3]!.values as Uint8Array)).toEqual([1, 0]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['unit-changed', 'joint1.translate'],
      ['value-type-changed', 'joint1.visibility'],
    ]);
    // And back: the channels and names Resonite gives them, positions in metres.
    const back = animjToClip(readAnimj(writeAnimj(doc))).value;
    expect(back.tracks.map((t) => [t.name, t.channel?.kind, t.unit])).toEqual([
      ['joint1.Position', 'translation', 'm'],
      ['joint1.Rotation', 'rotation', 'none'],
      ['joint1.Scale', 'scale', 'none'],
      ['joint1.Active', 'visibility', 'none'],
    ]);
  });

  it('keeps per-axis scalars (Maya translateX) and Euler rotations as generic float tracks with their names', () => {
    const clip = createClip({
      tracks: [
        createTrack({ node: 'joint1', property: 'translateX', valueType: 'scalar', unit: 'cm', channel: { kind: 'translation', axis: 'x' }, keys: [key(0, 5)] }),
        createTrack({ node: 'joint1', property: 'rotateZ', valueType: 'scalar', unit: 'deg', channel: { kind: 'rotation', axis: 'z', rotationOrder: 'xyz' }, keys: [key(0, 90)] }),
        createTrack({ node: 'joint1', property: 'blend', valueType: 'scalar', keys: [key(0, 0.5)] }),
      ],
    });
    const { value: doc, warnings } = animjFromClip(clip);
    expect(doc.tracks.map((t) => [t.node, t.property, t.valueType])).toEqual([
      ['joint1', 'translateX', 'float'],
      ['joint1', 'rotateZ', 'float'],
      ['joint1', 'blend', 'float'],
    ]);
    expect(codes(warnings)).toEqual(['unit-changed', 'unit-changed']);
    const back = animjToClip(readAnimj(writeAnimj(doc))).value;
    expect(back.tracks.map((t) => t.name)).toEqual(['joint1.translateX', 'joint1.rotateZ', 'joint1.blend']);
  });

  it('never collapses distinct tracks onto one node and property: empty parts come from the name, clashes from the track name', () => {
    const scalar = (name: string, node: string, property: string): Track => createTrack({ name, node, property, valueType: 'scalar', keys: [key(0, 1)] });
    // As Maya's toClip names curves on one node whose leaf attribute is the same (`anim inf.a v inf`).
    const clip = createClip({
      tracks: [
        scalar('inf.v', 'inf', 'v'),
        scalar('inf.inf.constant_w', 'inf', 'v'),
        scalar('inf.inf.cycle', 'inf', 'v'),
        scalar('joint1.rotateX', '', ''),
        scalar('loose', '', ''),
        scalar('.', '', ''), // an AnimJ track without node and property, as animjToClip names it
        scalar('x.y', 'x', 'y'),
        scalar('other', 'x', 'z'),
        scalar('x.z', 'x', 'y'),
      ],
    });
    const { value: doc, warnings } = animjFromClip(clip);
    expect(doc.tracks.map((t) => [t.node, t.property])).toEqual([
      ['inf', 'v'],
      ['inf', 'inf.constant_w'],
      ['inf', 'inf.cycle'],
      ['joint1', 'rotateX'],
      ['', 'loose'],
      ['', ''],
      ['x', 'y'],
      ['x', 'z'],
      ['x', 'z#2'],
    ]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['name-changed', 'inf.inf.constant_w'],
      ['name-changed', 'inf.inf.cycle'],
      ['name-changed', 'x.z'],
    ]);
    const back = animjToClip(readAnimj(writeAnimj(doc))).value;
    expect(back.tracks.slice(0, 4).map((t) => t.name)).toEqual(['inf.v', 'inf.inf.constant_w', 'inf.inf.cycle', 'joint1.rotateX']);
    expect(new Set(back.tracks.map((t) => `${t.node}.${t.property}`)).size).toBe(9);
  });

  it('keeps tracks of one AnimJ file that share node and property, as the file had them', () => {
    const doc = readAnimj(
      new TextEncoder().encode(
        '{"tracks":[{"trackType":"Discrete","valueType":"float","data":{"node":"D","property":"Position","keyframes":[{"time":0,"value":1}]}},' +
          '{"trackType":"Discrete","valueType":"float","data":{"node":"D","property":"Position","keyframes":[{"time":0,"value":2}]}}]}',
      ),
    );
    const clip = animjToClip(doc).value;
    expect(clip.tracks.map((t) => t.name)).toEqual(['D.Position', 'D.Position#1']);
    const { value: back, warnings } = animjFromClip(clip);
    expect(warnings).toEqual([]);
    expect(back.tracks).toStrictEqual(doc.tracks);
  });

  it('warns that MRTK-style nlerp quaternion blending becomes slerp', () => {
    const rotation = (quatBlend: 'nlerp' | 'slerp'): Track =>
      createTrack({ node: 'camera', property: 'rotation', valueType: 'quat', quatBlend, channel: { kind: 'rotation' }, keys: [key(0, [0, 0, 0, 1]), key(1, [0, 1, 0, 0])] });
    const { warnings } = animjFromClip(createClip({ tracks: [rotation('nlerp')] }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['interpolation-changed', 'camera.rotation']]);
    expect(warnings[0]!.message).toMatch(/nlerp.*slerp/);
    // keys 180° apart (90° in 4D): the two blends differ by up to 2·max|atan2(s, 1 − s) − s·90°|, worked out here
    let want = 0;
    for (let i = 1; i < 100_000; i++) want = Math.max(want, 2 * Math.abs(Math.atan2(i / 100_000, 1 - i / 100_000) - (i / 100_000) * (Math.PI / 2)));
    const quoted = Number(/up to ([\d.]+)°/.exec(warnings[0]!.message)?.[1]);
    expect(Math.abs(quoted - want * (180 / Math.PI))).toBeLessThan(0.05);
    expect(animjFromClip(createClip({ tracks: [rotation('slerp')] })).warnings).toEqual([]);
  });
});

describe('the descriptors', () => {
  it('declare what AnimJ/AnimX hold, the shared document model and the track-type option', () => {
    for (const format of [animjFormat, animxFormat]) {
      expect(format.documentModel).toBe('resonite-animation');
      expect(format.capabilities).toMatchObject({
        valueTypes: ['scalar', 'vec2', 'vec3', 'vec4', 'quat', 'color', 'bool', 'int', 'string'],
        transforms: 'vectors',
        interpolations: ['constant', 'linear', 'bezier'],
        time: 'keys',
        units: {},
        names: 'free',
        markers: false,
      });
      expect(format.capabilities!.holds).toMatch(/Position \(float3, m\), Rotation \(floatQ\) and Scale \(float3\)/);
      expect(format.options).toEqual([expect.objectContaining({ flag: 'track-type', key: 'trackType', choices: ['Raw', 'Discrete', 'Curve'] })]);
      expect(format.options![0]!.use).toBeUndefined(); // a conversion option: it goes through the core model
    }
  });

  it('share a document exactly: an AnimJ document written as AnimX reads back equal (64-bit values, Tangent keys, Curve long)', () => {
    const text =
      '{"tracks":[{"trackType":"Curve","valueType":"long","data":{"node":"A","property":"Id","keyframes":[{"time":0,"value":9007199254740993,"interpolation":"Hold"}]}},' +
      '{"trackType":"Curve","valueType":"float","data":{"node":"A","property":"X","keyframes":[{"time":0,"value":1,"interpolation":"Tangent","leftTangent":0.5,"rightTangent":2},{"time":1,"value":0,"interpolation":"Linear","leftTangent":-1,"rightTangent":0}]}}]}';
    const doc = readAnimj(new TextEncoder().encode(text));
    const animx = readAnimx(writeAnimx(doc));
    expect(animx.tracks).toStrictEqual(doc.tracks);
    // Through the core model a Curve long stays Curve (its keys Hold).
    const back = animjFromClip(animjToClip(doc).value).value;
    expect(back.tracks.map((t) => [t.trackType, t.valueType])).toEqual([['Curve', 'long'], ['Curve', 'float']]);
  });

  it('reject an unknown track type as a caller mistake', () => {
    const clip = createClip({ tracks: [createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: [key(0, 1)] })] });
    expect(() => animjFromClip(clip, { trackType: 'raw' as 'Raw' })).toThrow(InvalidArgumentError);
    expect(evaluate(animjToClip(animjFromClip(clip, { trackType: 'Discrete' }).value).value.tracks[0]!, 0)[0]).toBe(1);
  });
});

/** Channel semantics of `mayaToClip`/`mayaFromClip` (issue 17): what each curve animates, and Maya names from channels. */
import { type Channel, createClip, createTrack, InvalidArgumentError, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { mayaFormat, mayaFromClip, mayaToClip, readMaya, writeMaya, type MayaDocument } from '../src/index.js';
import { mayaKeyList } from '../src/keys.js';
import { encode, fixtureBytes } from './helpers.js';

const chain = (): MayaDocument => readMaya(fixtureBytes('joint_chain_channels.anim'));

/** name → [channel, unit] of every track. */
function channels(doc: MayaDocument, options?: Parameters<typeof mayaToClip>[1]): Record<string, [Channel | undefined, string]> {
  const { value: clip } = mayaToClip(doc, options);
  return Object.fromEntries(clip.tracks.map((t) => [t.name, [t.channel, t.unit]]));
}

describe('mayaToClip: channels', () => {
  it('maps a joint chain: translate/rotate/scale/visibility, the rotate order from the rotateOrder curve, units from the file', () => {
    const { warnings } = mayaToClip(chain());
    expect(warnings).toStrictEqual([]);
    expect(channels(chain())).toStrictEqual({
      'joint1.translateX': [{ kind: 'translation', axis: 'x' }, 'cm'],
      'joint1.translateY': [{ kind: 'translation', axis: 'y' }, 'cm'],
      'joint1.translateZ': [{ kind: 'translation', axis: 'z' }, 'cm'],
      'joint1.rotateX': [{ kind: 'rotation', axis: 'x', rotationOrder: 'xyz' }, 'deg'],
      'joint1.rotateY': [{ kind: 'rotation', axis: 'y', rotationOrder: 'xyz' }, 'deg'],
      'joint1.rotateZ': [{ kind: 'rotation', axis: 'z', rotationOrder: 'xyz' }, 'deg'],
      'joint2.rotateOrder': [{ kind: 'property' }, 'none'],
      'joint2.rotateX': [{ kind: 'rotation', axis: 'x', rotationOrder: 'zyx' }, 'deg'],
      'joint2.rotateZ': [{ kind: 'rotation', axis: 'z', rotationOrder: 'zyx' }, 'deg'],
      'joint2.scaleX': [{ kind: 'scale', axis: 'x' }, 'none'],
      'joint2.scaleY': [{ kind: 'scale', axis: 'y' }, 'none'],
      'joint2.scaleZ': [{ kind: 'scale', axis: 'z' }, 'none'],
      'joint2.visibility': [{ kind: 'visibility' }, 'none'],
      // Maya's short names, with per-curve output units.
      'joint3.tx': [{ kind: 'translation', axis: 'x' }, 'm'],
      'joint3.ry': [{ kind: 'rotation', axis: 'y', rotationOrder: 'xyz' }, 'rad'],
      'joint3.v': [{ kind: 'visibility' }, 'none'],
      'joint3.blendWeight': [{ kind: 'property' }, 'none'],
      // A rotateX curve with a unitless output is not an angle.
      'joint3.rotateX': [{ kind: 'property' }, 'none'],
    });
  });

  it('takes the rotationOrder option for nodes without a rotateOrder curve, and says where the order came from', () => {
    const { value: clip } = mayaToClip(chain(), { rotationOrder: 'yxz' });
    const order = (name: string): unknown => clip.tracks.find((t) => t.name === name)!.channel?.rotationOrder;
    expect(order('joint1.rotateX')).toBe('yxz');
    expect(order('joint3.ry')).toBe('yxz');
    expect(order('joint2.rotateX')).toBe('zyx'); // the file's curve wins
    const from = (name: string): unknown => (clip.tracks.find((t) => t.name === name)!.extras!.maya as Record<string, unknown>).rotationOrderFrom;
    expect([from('joint1.rotateX'), from('joint2.rotateX')]).toStrictEqual(['option', 'curve']);
    expect(() => mayaToClip(chain(), { rotationOrder: 'abc' as never })).toThrow(InvalidArgumentError);
  });

  it('needs the full attribute to be the transform one: a custom attribute with leaf v is not visibility', () => {
    const curve = (line: string): string => `${line}\nanimData {\n  output unitless;\n  keys {\n    0 1 linear linear 1 1 0;\n  }\n}\n`;
    const doc = readMaya(encode(`animVersion 1.1;\n${curve('anim inf.constant v inf 0 0 0;')}${curve('anim v v n 1 0 0;')}${curve('anim s.sx sx n 1 0 1;')}${curve('anim sx 2 0 0;')}`));
    expect(mayaToClip(doc).value.tracks.map((t) => t.channel?.kind)).toStrictEqual(['property', 'visibility', 'scale', 'scale']);
  });

  const withOrder = (keys: string): Uint8Array =>
    encode(
      'animVersion 1.1;\nanim rotateOrder rotateOrder j 0 0 0;\nanimData {\n  output unitless;\n  keys {\n' +
        keys +
        '  }\n}\nanim rotate.rotateX rotateX j 0 0 1;\nanimData {\n  output angular;\n  keys {\n    0 5 linear linear 1 1 0;\n  }\n}\n',
    );

  it('warns about a rotateOrder outside the enum (the option applies) and one that changes over time (the first applies)', () => {
    const bad = mayaToClip(readMaya(withOrder('    0 7 step step 1 1 0;\n')), { rotationOrder: 'zxy' });
    expect(bad.warnings.map((w) => [w.code, w.path])).toStrictEqual([['invalid-value', 'j.rotateOrder']]);
    expect(bad.value.tracks[1]!.channel).toStrictEqual({ kind: 'rotation', axis: 'x', rotationOrder: 'zxy' });
    const animated = mayaToClip(readMaya(withOrder('    0 2 step step 1 1 0;\n    10 4 step step 1 1 0;\n')));
    expect(animated.warnings.map((w) => [w.code, w.path])).toStrictEqual([['metadata-dropped', 'j.rotateOrder']]);
    expect(animated.value.tracks[1]!.channel?.rotationOrder).toBe('zxy');
  });
});

const key = (time: number, value: number): { time: number; value: number; interpolation: 'linear' } => ({ time, value, interpolation: 'linear' });

function scalar(node: string, property: string, channel: Channel | undefined, unit: Track['unit'], valueType: 'scalar' | 'bool' = 'scalar'): Track {
  return createTrack({ node, property, valueType, unit, channel, keys: [key(0, 0), key(0.5, 1), key(1, 0)] });
}

describe('mayaFromClip: names from channels', () => {
  const tracks = [
    scalar('joint1', 'position.x', { kind: 'translation', axis: 'x' }, 'cm'),
    scalar('joint1', 'position.y', { kind: 'translation', axis: 'y' }, 'cm'),
    scalar('joint1', 'r', { kind: 'rotation', axis: 'x', rotationOrder: 'zxy' }, 'deg'),
    scalar('joint1', 'r2', { kind: 'rotation', axis: 'z', rotationOrder: 'zxy' }, 'deg'),
    scalar('joint1', 's', { kind: 'scale', axis: 'y' }, 'none'),
    scalar('joint1', 'shown', { kind: 'visibility' }, 'none', 'bool'),
    scalar('joint2', 'rx', { kind: 'rotation', axis: 'x', rotationOrder: 'xyz' }, 'deg'),
    scalar('Left Arm', 'points/3/centerX', { kind: 'point', axis: 'x' }, 'none'),
    scalar('Left Arm', 'points_3_centerX', undefined, 'none'),
  ];
  const clip = createClip({ tracks, parents: { joint2: 'joint1', 'Left Arm': 'joint1' } });

  it('writes the attribute names Maya writes, legal names, rows, child counts and attr indices', () => {
    const { value: doc, warnings } = mayaFromClip(clip);
    expect(doc.anims.map((a) => [a.attribute, a.leafAttribute, a.node, a.row, a.child, a.attr])).toStrictEqual([
      ['translate.translateX', 'translateX', 'joint1', 0, 2, 0],
      ['translate.translateY', 'translateY', 'joint1', 0, 2, 1],
      ['rotate.rotateX', 'rotateX', 'joint1', 0, 2, 2],
      ['rotate.rotateZ', 'rotateZ', 'joint1', 0, 2, 3],
      ['scale.scaleY', 'scaleY', 'joint1', 0, 2, 4],
      ['visibility', 'visibility', 'joint1', 0, 2, 5],
      // zxy is not Maya's default: the order goes into a constant rotateOrder curve (enum 2).
      ['rotateOrder', 'rotateOrder', 'joint1', 0, 2, 6],
      ['rotate.rotateX', 'rotateX', 'joint2', 1, 0, 0],
      // row is the depth below the root (MAnimCurveClipboard), not the node's index: Left Arm is joint1's child.
      ['points_3_centerX', 'points_3_centerX', 'Left_Arm', 1, 0, 0],
      ['points_3_centerX_2', 'points_3_centerX_2', 'Left_Arm', 1, 0, 1],
    ]);
    expect(mayaKeyList(doc.anims[6]!.animData!.keys).map((k) => [k.time, k.value, k.outTangentType])).toStrictEqual([[0, 2, 'step']]);
    expect(warnings.map((w) => [w.code, w.path])).toStrictEqual([
      ['interpolation-changed', 'joint1.shown'],
      ['name-changed', 'Left Arm.points/3/centerX'],
      ['name-changed', 'Left Arm.points_3_centerX'],
    ]);
    expect(warnings[1]!.message).toContain("'points/3/centerX' → 'points_3_centerX'");
    expect(warnings[2]!.message).toContain('already animated');
  });

  it('gives each channel its output type and holds visibility between keys', () => {
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [scalar('j', 'a', { kind: 'rotation', axis: 'y', rotationOrder: 'xyz' }, 'none'), tracks[5]!] }));
    expect(doc.anims.map((a) => a.animData!.output)).toStrictEqual(['angular', 'unitless']);
    expect(warnings.map((w) => w.code)).toStrictEqual(['unit-assumed', 'interpolation-changed']);
    const vis = mayaKeyList(doc.anims[1]!.animData!.keys);
    expect(vis.map((k) => k.outTangentType)).toStrictEqual(['step', 'step', 'fixed']);
    const back = mayaToClip(readMaya(writeMaya(doc))).value.tracks[1]!;
    expect(Array.from(back.interpolation.subarray(0, 2))).toStrictEqual([0, 0]);
  });

  it('reads back to the same channels, orders and names', () => {
    const { value: back } = mayaToClip(mayaFormat.read(mayaFormat.write(mayaFromClip(clip).value)));
    const joint1 = back.tracks.filter((t) => t.node === 'joint1').map((t) => [t.property, t.channel]);
    expect(joint1).toStrictEqual([
      ['translateX', { kind: 'translation', axis: 'x' }],
      ['translateY', { kind: 'translation', axis: 'y' }],
      ['rotateX', { kind: 'rotation', axis: 'x', rotationOrder: 'zxy' }],
      ['rotateZ', { kind: 'rotation', axis: 'z', rotationOrder: 'zxy' }],
      ['scaleY', { kind: 'scale', axis: 'y' }],
      ['visibility', { kind: 'visibility' }],
      ['rotateOrder', { kind: 'property' }],
    ]);
  });

  it('writes no rotateOrder curve for xyz, for an order the rotationOrder option gave, or when the node has one', () => {
    const hasOrderCurve = (doc: MayaDocument): boolean => doc.anims.some((a) => a.leafAttribute === 'rotateOrder');
    expect(hasOrderCurve(mayaFromClip(createClip({ tracks: [tracks[6]!] })).value)).toBe(false);
    const fromOption = mayaToClip(chain(), { rotationOrder: 'yxz' }).value;
    const written = mayaFromClip(fromOption).value;
    expect(written.anims.filter((a) => a.leafAttribute === 'rotateOrder').map((a) => a.node)).toStrictEqual(['joint2']);
  });
});

describe('mayaFromClip: a rotateOrder track and the rotation channels', () => {
  const order = (value: number): Track => createTrack({ node: 'j', property: 'rotateOrder', valueType: 'scalar', keys: [{ time: 0, value }] });
  const rx = (rotationOrder: 'xyz' | 'zyx'): Track => scalar('j', 'rx', { kind: 'rotation', axis: 'x', rotationOrder }, 'deg');

  it('agreeing: written as it is, without a warning', () => {
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [order(5), rx('zyx')] }));
    expect(warnings).toStrictEqual([]);
    expect(doc.anims.filter((a) => a.leafAttribute === 'rotateOrder').map((a) => Array.from(a.animData!.keys.value))).toStrictEqual([[5]]);
  });

  it('disagreeing (the order was lost on the way through quaternions): the curve says the angles’ order, with a warning', () => {
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [order(5), rx('xyz')] }));
    expect(warnings.map((w) => [w.code, w.path])).toStrictEqual([['metadata-dropped', 'j.rotateOrder']]);
    expect(doc.anims.filter((a) => a.leafAttribute === 'rotateOrder').map((a) => Array.from(a.animData!.keys.value))).toStrictEqual([[0]]);
    expect(mayaToClip(readMaya(writeMaya(doc))).value.tracks[1]!.channel?.rotationOrder).toBe('xyz');
  });
});

describe('descriptor', () => {
  it('declares Maya capabilities, and its read options are the reader options that work', () => {
    expect(mayaFormat.capabilities).toMatchObject({ transforms: 'components', units: { length: 'cm', angle: 'deg' }, markers: false, time: 'keys' });
    const read = (mayaFormat.options ?? []).filter((o) => o.use === 'read').map((o) => o.key);
    expect(read).toStrictEqual(['lenient', 'thousandsSeparators', 'rotationOrder', 'upAxis']);
    expect(mayaFormat.options?.find((o) => o.key === 'timeUnit')?.use).toBeUndefined();
    // Each read option changes what readMaya/mayaToClip do.
    const late = encode('mayaVersion 2024;\nanimVersion 1.1;\n');
    expect(() => readMaya(late)).toThrow();
    expect(readMaya(late, { lenient: true }).header.animVersion).toBe('1.1');
    const grouped = encode('animVersion 1.1;\nanim a 0 0 0;\nanimData {\n  keys {\n    0 1,234.5 linear linear 1 1 0;\n  }\n}\n');
    expect(() => readMaya(grouped)).toThrow();
    expect(readMaya(grouped, { thousandsSeparators: true }).anims[0]!.animData!.keys.value[0]).toBe(1234.5);
    // rotationOrder reaches mayaToClip (the convert pipeline passes read options to toClip)
    const rotate = readMaya(encode('animVersion 1.1;\nangularUnit deg;\nanim rotate.rotateX rotateX j 0 0 0;\nanimData {\n  input time;\n  output angular;\n  keys {\n    0 10 linear linear 1 1 0;\n  }\n}\n'));
    const order = (options?: { rotationOrder: 'zyx' }): unknown => mayaToClip(rotate, options).value.tracks[0]!.channel?.rotationOrder;
    expect([order(), order({ rotationOrder: 'zyx' })]).toStrictEqual(['xyz', 'zyx']);
    // upAxis reaches mayaToClip: the clip's space is the Z-up scene's (Y-up by default)
    expect([mayaToClip(rotate).value.space, mayaToClip(rotate, { upAxis: 'z' }).value.space]).toStrictEqual([
      { kind: 'world', handedness: 'right', up: '+y', forward: '+z', length: 'cm' },
      { kind: 'world', handedness: 'right', up: '+z', forward: '-y', length: 'cm' },
    ]);
    expect(() => mayaToClip(rotate, { upAxis: 'x' as 'y' })).toThrow(/unknown up axis 'x'/);
  });
});

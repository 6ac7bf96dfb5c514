import { describe, expect, it } from 'vitest';
import { adaptClip, createClip, createTrack, evaluate, eulerToQuat, WarningSink, type FormatCapabilities, type Track } from '../src/index.js';

const RAD = Math.PI / 180;

/** Vector targets: Resonite-like (quaternions only) and Unity-like (Euler vectors kept). */
const QUATS: FormatCapabilities = {
  valueTypes: ['scalar', 'vec3', 'quat'],
  channels: ['translation', 'rotation', 'scale', 'property'],
  transforms: 'vectors',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  units: { length: 'm', angle: 'deg' },
  names: 'free',
  markers: false,
  holds: 'transforms',
};
const EULER: FormatCapabilities = { ...QUATS, eulerVectors: true };

const eulerVec = (): Track =>
  createTrack({
    node: 'Cube',
    property: 'localEulerAngles',
    valueType: 'vec3',
    unit: 'deg',
    channel: { kind: 'rotation', rotationOrder: 'zxy' },
    keys: [
      { time: 0, value: [0, 0, 0], interpolation: 'linear' },
      { time: 1, value: [30, 90, -45], interpolation: 'linear' },
    ],
  });

const perAxis = (axis: 'x' | 'z', values: [number, number]): Track =>
  createTrack({
    node: 'joint1',
    property: `rotate${axis.toUpperCase()}`,
    valueType: 'scalar',
    unit: 'deg',
    channel: { kind: 'rotation', axis, rotationOrder: 'yzx' },
    keys: [
      { time: 0, value: values[0], interpolation: 'linear' },
      { time: 2, value: values[1], interpolation: 'linear' },
    ],
  });

describe('adaptClip: Euler rotations for vector targets', () => {
  it('turns a vec3 of Euler angles into a quaternion in its order when the target keeps no Euler vectors', () => {
    const sink = new WarningSink();
    const out = adaptClip(createClip({ name: 'c', tracks: [eulerVec()] }), QUATS, 'resonite', sink);
    expect(out.tracks.map((t) => [t.valueType, t.channel?.kind])).toEqual([['quat', 'rotation']]);
    // at the key t = 1: the rotation of (30°, 90°, -45°) applied in zxy order, worked out by eulerToQuat
    const q = evaluate(out.tracks[0]!, 1);
    const want = eulerToQuat([30 * RAD, 90 * RAD, -45 * RAD], 'zxy');
    expect(Math.abs(q[0]! * want[0]! + q[1]! * want[1]! + q[2]! * want[2]! + q[3]! * want[3]!)).toBeCloseTo(1, 12);
    expect(sink.warnings.map((w) => w.code)).toEqual(['interpolation-changed']);
  });

  it('keeps a vec3 of Euler angles as it is for a target that stores Euler vectors', () => {
    const track = eulerVec();
    const out = adaptClip(createClip({ name: 'c', tracks: [track] }), EULER, 'unity', new WarningSink());
    expect(out.tracks).toHaveLength(1);
    expect([out.tracks[0]!.valueType, out.tracks[0]!.channel]).toEqual(['vec3', { kind: 'rotation', rotationOrder: 'zxy' }]);
    expect(Array.from(out.tracks[0]!.values)).toEqual(Array.from(track.values));
  });

  it('combines per-axis angles exactly into one vec3 with their order, a missing axis held at 0 and warned', () => {
    const sink = new WarningSink();
    const clip = createClip({ name: 'c', tracks: [perAxis('x', [0, 40]), perAxis('z', [10, -20])] });
    const out = adaptClip(clip, EULER, 'unity', sink);
    expect(out.tracks.map((t) => [t.name, t.valueType, t.unit, JSON.stringify(t.channel)])).toEqual([
      ['joint1.rotation', 'vec3', 'deg', JSON.stringify({ kind: 'rotation', rotationOrder: 'yzx' })],
    ]);
    // linear keys at 0 and 2 s: at t = 1 x is (0 + 40) / 2 = 20, y is held at 0, z is (10 - 20) / 2 = -5
    expect(Array.from(evaluate(out.tracks[0]!, 1))).toEqual([20, 0, -5]);
    expect(sink.warnings.map((w) => [w.code, w.path])).toEqual([['value-type-changed', 'joint1.rotation']]);
  });
});

/** A per-axis target (Maya-like): scalar tracks only, rotations as Euler angles in degrees. */
const COMPONENTS: FormatCapabilities = { ...QUATS, valueTypes: ['scalar'], transforms: 'components' };

describe('adaptClip: quaternions for per-axis targets', () => {
  it('writes all three Euler angles of an animated rotation, also those holding 0 at every key', () => {
    // a spin about z only: x and y are 0 at every key, yet an unwritten axis would keep the scene's value
    const half = (deg: number): number => (deg * RAD) / 2;
    const quat = createTrack({
      node: 'joint1',
      property: 'rotation',
      valueType: 'quat',
      unit: 'none',
      channel: { kind: 'rotation' },
      keys: [
        { time: 0, value: [0, 0, 0, 1], interpolation: 'linear' },
        { time: 1, value: [0, 0, Math.sin(half(40)), Math.cos(half(40))], interpolation: 'linear' },
      ],
    });
    const out = adaptClip(createClip({ name: 'c', tracks: [quat] }), COMPONENTS, 'maya', new WarningSink());
    expect(out.tracks.map((t) => [t.property, t.channel?.axis])).toEqual([
      ['rotateX', 'x'],
      ['rotateY', 'y'],
      ['rotateZ', 'z'],
    ]);
    expect(Array.from(out.tracks[0]!.values)).toEqual([0, 0]);
    expect(out.tracks[2]!.values[1]).toBeCloseTo(40, 10);
  });
});

describe('adaptClip: the Euler ↔ quaternion warning says how much the motion changes between keys', () => {
  it('quotes the largest angle between the slerped quaternion and the linear Euler angles', () => {
    // 0 → 90° about x then y (xyz order): slerp turns about one axis, the linear angles do not
    const end = eulerToQuat([90 * RAD, 90 * RAD, 0], 'xyz');
    const quat = createTrack({
      node: 'arm',
      property: 'rotation',
      valueType: 'quat',
      unit: 'none',
      channel: { kind: 'rotation' },
      keys: [
        { time: 0, value: [0, 0, 0, 1], interpolation: 'linear' },
        { time: 1, value: Array.from(end), interpolation: 'linear' },
      ],
    });
    const sink = new WarningSink();
    const out = adaptClip(createClip({ name: 'c', tracks: [quat] }), COMPONENTS, 'maya', sink);
    const quoted = Number(/up to ([\d.]+)°/.exec(sink.warnings[0]!.message)?.[1]);
    // worked out here on a grid of 1,000 points: the angle between the two rotations
    let want = 0;
    for (let i = 1; i < 1000; i++) {
      const t = i / 1000;
      const q = evaluate(quat, t);
      const e = eulerToQuat([evaluate(out.tracks[0]!, t)[0]! * RAD, evaluate(out.tracks[1]!, t)[0]! * RAD, evaluate(out.tracks[2]!, t)[0]! * RAD], 'xyz');
      const dot = Math.abs(q[0]! * e[0]! + q[1]! * e[1]! + q[2]! * e[2]! + q[3]! * e[3]!);
      want = Math.max(want, 2 * Math.acos(Math.min(1, dot)) / RAD);
    }
    expect(want).toBeGreaterThan(1);
    expect(Math.abs(quoted - want)).toBeLessThan(want * 0.01);
  });
});

describe('adaptClip for targets that interpolate quaternion components on their own', () => {
  // 170° then 190° about z, the second stored negated (opposite hemisphere): slerp turns 20°
  const aboutZ = (deg: number): number[] => [0, 0, Math.sin((deg * RAD) / 2), Math.cos((deg * RAD) / 2)];
  const spin = (): Track =>
    createTrack({
      node: 'bone5',
      property: 'rotation',
      valueType: 'quat',
      channel: { kind: 'rotation' },
      keys: [
        { time: 0, value: aboutZ(170), interpolation: 'linear' },
        { time: 1, value: aboutZ(190).map((x) => -x), interpolation: 'linear' },
      ],
    });
  const dot = (t: Track): number => [0, 1, 2, 3].reduce((sum, c) => sum + t.values[c]! * t.values[4 + c]!, 0);

  it("puts consecutive keys in one hemisphere for quatInterpolation: 'components' (same rotations)", () => {
    const out = adaptClip(createClip({ tracks: [spin()] }), { ...QUATS, quatInterpolation: 'components' }, 'unity', new WarningSink()).tracks[0]!;
    expect(dot(out)).toBeGreaterThan(0);
    expect(Array.from(out.values.subarray(4))).toEqual(aboutZ(190));
  });

  it('leaves them for slerp targets (the default)', () => {
    const out = adaptClip(createClip({ tracks: [spin()] }), QUATS, 'resonite', new WarningSink()).tracks[0]!;
    expect(dot(out)).toBeLessThan(0);
  });
});

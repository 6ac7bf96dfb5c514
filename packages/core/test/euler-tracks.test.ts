import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createTrack,
  evaluate,
  eulerToQuat,
  eulerTracksToQuat,
  InvalidArgumentError,
  quatToEuler,
  quatToEulerTracks,
  ROTATION_ORDERS,
  WarningSink,
  type RotationOrder,
  type Track,
} from '../src/index.js';
import { expectClose } from './helpers.js';

/** |q · p| is 1 when both are the same rotation. */
function sameRotation(q: ArrayLike<number>, p: ArrayLike<number>, tol = 1e-9): boolean {
  return Math.abs(Math.abs(q[0]! * p[0]! + q[1]! * p[1]! + q[2]! * p[2]! + q[3]! * p[3]!) - 1) <= tol;
}

const RAD = Math.PI / 180;

const angle = (property: string, unit: 'deg' | 'rad', keys: [number, number][]): Track =>
  createTrack({ node: 'joint1', property, valueType: 'scalar', unit, keys: keys.map(([time, value]) => ({ time, value })) });

describe('eulerTracksToQuat', () => {
  it('samples the union of key times and converts degrees', () => {
    const q = eulerTracksToQuat(
      { x: angle('rotateX', 'deg', [[0, 0], [1, 90]]), y: angle('rotateY', 'deg', [[0.5, 0]]), z: angle('rotateZ', 'rad', [[0, 0], [2, 0]]) },
      { order: 'zxy' },
    );
    expect(Array.from(q.times)).toEqual([0, 0.5, 1, 2]);
    expect([q.node, q.property, q.valueType, q.quatBlend]).toEqual(['joint1', 'rotation', 'quat', 'slerp']);
    const e = eulerToQuat([Math.PI / 4, 0, 0], 'zxy');
    for (let c = 0; c < 4; c++) expectClose(q.values[4 + c]!, e[c]!, 1e-15);
    expect(Array.from(q.interpolation)).toEqual([1, 1, 1, 1]);
  });

  it('cuts a one-angle turn so slerp follows the angle, in one hemisphere, exact between keys', () => {
    const x = angle('rx', 'deg', [[0, 0], [1, 350]]);
    const q = eulerTracksToQuat({ x, y: angle('ry', 'deg', [[0, 0]]), z: angle('rz', 'deg', [[0, 0]]) });
    expect(Array.from(q.times)).toEqual([0, 1 / 3, 2 / 3, 1]); // 350° in three turns below 120°
    for (let k = 1; k < q.times.length; k++) {
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += q.values[k * 4 + c]! * q.values[k * 4 - 4 + c]!;
      expect(dot).toBeGreaterThan(0);
    }
    for (let t = 0; t <= 1; t += 0.0625) expect(sameRotation(evaluate(q, t), eulerToQuat([evaluate(x, t)[0]! * RAD, 0, 0]))).toBe(true);
  });

  it('samples at a rate only inside segments where slerp is not the Euler curve', () => {
    const x = angle('rx', 'deg', [[0, 0], [1, 60], [2, 60]]);
    const y = angle('ry', 'deg', [[0, 0], [1, 40]]);
    const z = createTrack({
      node: 'joint1',
      property: 'rz',
      valueType: 'scalar',
      unit: 'deg',
      keys: [
        { time: 2, value: 0, interpolation: 'bezier', outSlope: 0 },
        { time: 3, value: 30, inSlope: 0 },
      ],
    });
    const q = eulerTracksToQuat({ x, y, z }, { fps: 4, order: 'zxy' });
    // [0, 1]: x and y both turn (sampled); [1, 2]: nothing turns; [2, 3]: z eases (sampled).
    expect(Array.from(q.times)).toEqual([0, 0.25, 0.5, 0.75, 1, 2, 2.25, 2.5, 2.75, 3]);
    for (const t of q.times) {
      const e = [evaluate(x, t)[0]! * RAD, evaluate(y, t)[0]! * RAD, evaluate(z, t)[0]! * RAD];
      expect(sameRotation(evaluate(q, t), eulerToQuat(e, 'zxy'))).toBe(true);
    }
    expect(eulerTracksToQuat({ x, y, z }, { order: 'zxy' }).times.length).toBe(4);
  });

  it('adds no frame sample a sliver before a key (float32 key times are off the frame grid)', () => {
    // Unity's keys at float32 times of frames 1 and 2 at 30 fps: frame 1 + 1/30 s falls 1.7e-9 s before
    // the second key and would merge with it once written as float32
    const [t1, t2] = [Math.fround(1 / 30), Math.fround(2 / 30)];
    const eased = (property: string) =>
      createTrack({ node: 'joint1', property, valueType: 'scalar', unit: 'deg', keys: [{ time: t1, value: 0, interpolation: 'bezier', outSlope: 90 }, { time: t2, value: 20, inSlope: 0 }] });
    const q = eulerTracksToQuat({ x: eased('rx'), y: eased('ry'), z: angle('rz', 'deg', [[t1, 0]]) }, { fps: 30 });
    expect(Array.from(q.times)).toEqual([t1, t2]);
    const fine = eulerTracksToQuat({ x: eased('rx'), y: eased('ry'), z: angle('rz', 'deg', [[t1, 0]]) }, { fps: 120 });
    expect(Array.from(fine.times)).toEqual([t1, t1 + 1 / 120, t1 + 2 / 120, t1 + 3 / 120, t2]);
  });

  it('keeps an angle jump as two keys at one time, takes the order from the channel, and names the channel', () => {
    const held = createTrack({
      node: 'joint1',
      property: 'rotateX',
      valueType: 'scalar',
      unit: 'rad',
      channel: { kind: 'rotation', axis: 'x', rotationOrder: 'yzx' },
      keys: [
        { time: 0, value: 0, interpolation: 'constant' },
        { time: 1, value: 1 },
      ],
    });
    const q = eulerTracksToQuat({ x: held, y: angle('ry', 'rad', [[0, 0], [1, 0.5]]), z: angle('rz', 'rad', [[0, 0.2]]) });
    expect(Array.from(q.times)).toEqual([0, 1, 1]);
    expect(q.channel).toEqual({ kind: 'rotation' });
    expect(sameRotation(q.values.subarray(4, 8), eulerToQuat([0, 0.5, 0.2], 'yzx'))).toBe(true); // arrived holding x = 0
    expect(sameRotation(evaluate(q, 1), eulerToQuat([1, 0.5, 0.2], 'yzx'))).toBe(true);
  });

  it('warns when the quaternion cannot follow a linear or offset extrapolation', () => {
    const x = createTrack({ node: 'j', property: 'rx', valueType: 'scalar', unit: 'deg', keys: [{ time: 0, value: 0 }, { time: 1, value: 30 }], postExtrapolation: 'linear' });
    const zero = angle('r', 'deg', [[0, 0]]);
    const sink = new WarningSink();
    const q = eulerTracksToQuat({ x, y: zero, z: zero }, { sink });
    expect(q.postExtrapolation).toBe('constant');
    expect(sink.warnings.map((w) => w.code)).toEqual(['extrapolation-changed']);
    const turn = createTrack({ node: 'j', property: 'rx', valueType: 'scalar', unit: 'deg', keys: [{ time: 0, value: 0 }, { time: 1, value: 360 }], postExtrapolation: 'cycleOffset' });
    const quiet = new WarningSink();
    expect(eulerTracksToQuat({ x: turn, y: zero, z: zero }, { sink: quiet }).postExtrapolation).toBe('cycle');
    expect(quiet.warnings).toEqual([]);
  });

  it('rejects non-angle tracks', () => {
    const bad = createTrack({ node: 'n', property: 'tx', valueType: 'scalar', unit: 'cm', keys: [] });
    expect(() => eulerTracksToQuat({ x: bad, y: bad, z: bad })).toThrow(InvalidArgumentError);
  });
});

describe('quatToEulerTracks', () => {
  it('returns unwrapped angles that reproduce the keys', () => {
    const angles = [0, 2, 3, 3.5, 4.5, 6].map((a) => [a, 0.1, -0.2]);
    const q = createTrack({
      node: 'joint1',
      property: 'rotation',
      valueType: 'quat',
      keys: angles.map((a, i) => ({ time: i, value: Array.from(eulerToQuat(a, 'xyz')) })),
      postExtrapolation: 'linear',
    });
    const { x, y, z } = quatToEulerTracks(q, { unit: 'deg' });
    expect([x.property, y.property, z.property, x.unit, x.postExtrapolation]).toEqual(['rotateX', 'rotateY', 'rotateZ', 'deg', 'constant']);
    expect([x.channel, y.channel, z.channel]).toEqual([
      { kind: 'rotation', axis: 'x', rotationOrder: 'xyz' },
      { kind: 'rotation', axis: 'y', rotationOrder: 'xyz' },
      { kind: 'rotation', axis: 'z', rotationOrder: 'xyz' },
    ]);
    for (let k = 0; k < angles.length; k++) {
      expectClose(x.values[k]!, (angles[k]![0]! * 180) / Math.PI, 1e-9);
      expectClose(evaluate(y, k)[0]!, (0.1 * 180) / Math.PI, 1e-9);
      expectClose(z.values[k]!, (-0.2 * 180) / Math.PI, 1e-9);
    }
    expect(() => quatToEulerTracks(x)).toThrow(InvalidArgumentError);
  });
});

/** A quaternion track of `keys` orientations given as Euler angles (radians, `order`), one key per second/10. */
function quatPath(path: readonly number[][], order: RotationOrder): Track {
  return createTrack({
    node: 'joint1',
    property: 'rotation',
    valueType: 'quat',
    keys: path.map((a, i) => ({ time: i / 10, value: Array.from(eulerToQuat(a, order)) })),
  });
}

/** Largest change of any angle between consecutive keys of three angle tracks. */
function largestStep(tracks: { x: Track; y: Track; z: Track }): number {
  let most = 0;
  for (const t of [tracks.x, tracks.y, tracks.z]) for (let k = 1; k < t.values.length; k++) most = Math.max(most, Math.abs(t.values[k]! - t.values[k - 1]!));
  return most;
}

describe('quatToEulerTracks Euler filter', () => {
  // The middle angle (y for 'xyz') sweeps 0 → 180° through the ±90° pole while x and z turn.
  const path = Array.from({ length: 101 }, (_, i) => [0.5 * Math.sin(i / 10), (Math.PI * i) / 100, (200 * RAD * i) / 100]);

  it('keeps every angle continuous through the middle axis pole (no 180° flips), reproducing each key', () => {
    const q = quatPath(path, 'xyz');
    // Without the filter the principal angles flip: the middle angle turns back at 90° and the others jump by 180°.
    const plain = path.map((a) => Array.from(quatToEuler(eulerToQuat(a, 'xyz'), 'xyz')));
    expect(Math.max(...plain.slice(1).map((a, k) => Math.abs(a[0]! - plain[k]![0]!)))).toBeGreaterThan(Math.PI / 2);
    const tracks = quatToEulerTracks(q, { order: 'xyz' });
    expect(largestStep(tracks)).toBeLessThan(0.1); // the source steps are at most 0.05 rad
    for (let k = 0; k < path.length; k++) {
      const e = [tracks.x.values[k]!, tracks.y.values[k]!, tracks.z.values[k]!];
      expect(sameRotation(eulerToQuat(e, 'xyz'), q.values.subarray(k * 4, k * 4 + 4))).toBe(true);
      // The source's own continuous angles, except at the pole itself (k = 50, y = 90°) where x holds.
      if (k !== 50) for (let c = 0; c < 3; c++) expectClose(e[c]!, path[k]![c]!, 1e-6);
    }
  });

  it('holds the first angle at an exact gimbal lock and stays continuous on both sides', () => {
    // 'zxy': z applied first, x in the middle (locked at 90°), y last.
    const locked = [
      [80 * RAD, 0.3, 0.1],
      [85 * RAD, 0.35, 0.15],
      [90 * RAD, 0.4, 0.2],
      [95 * RAD, 0.45, 0.25],
    ];
    const tracks = quatToEulerTracks(quatPath(locked, 'zxy'), { order: 'zxy', unit: 'deg' });
    expect(largestStep(tracks)).toBeLessThan(10);
    expectClose(tracks.z.values[2]!, tracks.z.values[1]!, 1e-9); // z is applied first in 'zxy': kept at the lock
    for (let k = 0; k < locked.length; k++) {
      const e = [tracks.x.values[k]! * RAD, tracks.y.values[k]! * RAD, tracks.z.values[k]! * RAD];
      expect(sameRotation(eulerToQuat(e, 'zxy'), eulerToQuat(locked[k]!, 'zxy'))).toBe(true);
    }
  });

  it('samples between keys at a rate when asked', () => {
    const q = quatPath([[0, 0, 0], [1, 0.5, 0]], 'xyz');
    const tracks = quatToEulerTracks(q, { fps: 40 });
    expect(tracks.x.times.length).toBe(5);
    for (const t of tracks.x.times) {
      expect(sameRotation(eulerToQuat([evaluate(tracks.x, t)[0]!, evaluate(tracks.y, t)[0]!, evaluate(tracks.z, t)[0]!]), evaluate(q, t))).toBe(true);
    }
  });

  it('recovers any smooth Euler curve away from the pole, in every order', () => {
    const step = fc.tuple(fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }));
    fc.assert(
      fc.property(
        fc.constantFrom(...ROTATION_ORDERS),
        fc.tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -1.3, max: 1.3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true })),
        fc.array(step, { minLength: 1, maxLength: 60 }),
        (order, start, steps) => {
          const axes = [order[0], order[1], order[2]].map((a) => 'xyz'.indexOf(a!));
          const path = [start as number[]];
          for (const d of steps) path.push(path[path.length - 1]!.map((v, c) => v + d[c]!));
          // Away from the pole of the middle axis (where only α ± γ is defined).
          if (path.some((a) => Math.abs(Math.cos(a[axes[1]!]!)) < 0.2)) return;
          const principal = quatToEuler(eulerToQuat(path[0]!, order), order);
          if (path[0]!.some((v, c) => Math.abs(v - principal[c]!) > 1e-9)) return;
          const tracks = quatToEulerTracks(quatPath(path, order), { order });
          path.forEach((a, k) => {
            expectClose(tracks.x.values[k]!, a[0]!, 1e-7);
            expectClose(tracks.y.values[k]!, a[1]!, 1e-7);
            expectClose(tracks.z.values[k]!, a[2]!, 1e-7);
          });
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });
});

describe('eulerTracksToQuat properties', () => {
  const angleTrack = (property: string): fc.Arbitrary<Track> =>
    fc
      .record({
        keys: fc.array(
          fc.record({
            gap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8 }).map((i) => i / 8)),
            value: fc.double({ min: -400, max: 400, noNaN: true }),
            interpolation: fc.constantFrom<'constant' | 'linear' | 'bezier'>('constant', 'linear', 'bezier'),
            slope: fc.double({ min: -200, max: 200, noNaN: true }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        start: fc.integer({ min: -8, max: 8 }).map((i) => i / 8),
      })
      .map(({ keys, start }) => {
        let t = start;
        return createTrack({
          node: 'joint1',
          property,
          valueType: 'scalar',
          unit: 'deg',
          keys: keys.map((k, i) => {
            if (i > 0) t += k.gap;
            return { time: t, value: k.value, interpolation: k.interpolation, inSlope: k.slope, outSlope: k.slope };
          }),
        });
      });

  it('gives each key and sample the rotation of the angles there, in one hemisphere, keeping every input key time', () => {
    fc.assert(
      fc.property(angleTrack('rx'), angleTrack('ry'), angleTrack('rz'), fc.constantFrom(...ROTATION_ORDERS), (x, y, z, order) => {
        const angles = (t: number): number[] => [x, y, z].map((a) => evaluate(a, t)[0]! * RAD);
        const q = eulerTracksToQuat({ x, y, z }, { order, fps: 16 });
        const wrong: number[] = [];
        let leastDot = 1;
        for (let k = 0; k < q.times.length; k++) {
          const t = q.times[k]!;
          const v = q.values;
          if (k > 0) leastDot = Math.min(leastDot, v[k * 4]! * v[k * 4 - 4]! + v[k * 4 + 1]! * v[k * 4 - 3]! + v[k * 4 + 2]! * v[k * 4 - 2]! + v[k * 4 + 3]! * v[k * 4 - 1]!);
          // The later key of a jump is the value at t; the earlier one is the value arrived at.
          const later = k + 1 === q.times.length || q.times[k + 1] !== t;
          if (later && !sameRotation(v.subarray(k * 4, k * 4 + 4), eulerToQuat(angles(t), order), 1e-9)) wrong.push(t);
        }
        expect(wrong).toEqual([]);
        expect(leastDot).toBeGreaterThanOrEqual(0);
        // Every input key time is an output key.
        for (const t of [...x.times, ...y.times, ...z.times]) expect(Array.from(q.times)).toContain(t);
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});

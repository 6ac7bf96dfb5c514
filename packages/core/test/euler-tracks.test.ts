import { describe, expect, it } from 'vitest';
import { createTrack, evaluate, eulerToQuat, eulerTracksToQuat, InvalidArgumentError, quatToEulerTracks, type Track } from '../src/index.js';
import { expectClose } from './helpers.js';

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

  it('keeps consecutive quaternions in one hemisphere and can sample at a rate', () => {
    const q = eulerTracksToQuat(
      { x: angle('rx', 'deg', [[0, 0], [1, 350]]), y: angle('ry', 'deg', [[0, 0]]), z: angle('rz', 'deg', [[0, 0]]) },
      { fps: 10 },
    );
    expect(q.times.length).toBe(11);
    for (let k = 1; k < 11; k++) {
      let dot = 0;
      for (let c = 0; c < 4; c++) dot += q.values[k * 4 + c]! * q.values[k * 4 - 4 + c]!;
      expect(dot).toBeGreaterThan(0);
    }
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
    for (let k = 0; k < angles.length; k++) {
      expectClose(x.values[k]!, (angles[k]![0]! * 180) / Math.PI, 1e-9);
      expectClose(evaluate(y, k)[0]!, (0.1 * 180) / Math.PI, 1e-9);
      expectClose(z.values[k]!, (-0.2 * 180) / Math.PI, 1e-9);
    }
    expect(() => quatToEulerTracks(x)).toThrow(InvalidArgumentError);
  });
});

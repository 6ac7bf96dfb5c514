import { describe, expect, it } from 'vitest';
import { createClip, createTrack, InvalidArgumentError, keyCount, trackKeys, validateTrack, type ValueType } from '../src/index.js';
import { componentCount } from '../src/track.js';

describe('createTrack', () => {
  it('packs keys into typed arrays with defaults', () => {
    const t = createTrack({
      node: 'joint1',
      property: 'translate',
      valueType: 'vec3',
      unit: 'cm',
      keys: [
        { time: 0, value: [1, 2, 3] },
        { time: 0.5, value: 4, interpolation: 'constant' },
      ],
    });
    expect(t.name).toBe('joint1.translate');
    expect(t.components).toBe(3);
    expect(Array.from(t.times)).toEqual([0, 0.5]);
    expect(Array.from(t.values)).toEqual([1, 2, 3, 4, 4, 4]);
    expect(Array.from(t.interpolation)).toEqual([1, 0]);
    expect([t.preExtrapolation, t.postExtrapolation]).toEqual(['constant', 'constant']);
    expect(t.inHandles).toBeUndefined();
    expect(t.quatBlend).toBeUndefined();
    expect(keyCount(t)).toBe(2);
    expect(() => {
      validateTrack(t);
    }).not.toThrow();
  });

  it('builds handles from explicit handles, slopes with weights, and defaults along the chord', () => {
    const t = createTrack({
      node: 'n',
      property: 'p',
      valueType: 'vec2',
      keys: [
        { time: 0, value: [0, 0], interpolation: 'bezier', outSlope: [1, 2], outWeight: 0.5 },
        { time: 2, value: [3, 6], interpolation: 'bezier', inHandle: { time: -0.5, value: [-1, 0] } },
        { time: 5, value: [0, 0] },
      ],
    });
    expect(Array.from(t.outHandles!)).toEqual([1, 1, 1, 2, 1, -1, 1, -2, 0, 0, 0, 0]);
    expect(Array.from(t.inHandles!)).toEqual([0, 0, 0, 0, -0.5, -1, -0.5, 0, -1, 1, -1, 2]);
    const keys = trackKeys(t);
    expect(keys[1]).toEqual({
      time: 2,
      value: [3, 6],
      interpolation: 'bezier',
      inHandle: [[-0.5, -1], [-0.5, 0]],
      outHandle: [[1, -1], [1, -2]],
    });
  });

  it('stores quaternion blend, strings, booleans and extras', () => {
    expect(createTrack({ node: 'n', property: 'r', valueType: 'quat', keys: [] }).quatBlend).toBe('slerp');
    expect(createTrack({ node: 'n', property: 'r', valueType: 'quat', quatBlend: 'nlerp', keys: [] }).quatBlend).toBe('nlerp');
    const s = createTrack({ node: 'n', property: 's', valueType: 'string', keys: [{ time: 0, value: 'x' }], extras: { animj: { a: 1 } } });
    expect([s.strings, s.extras, Array.from(s.interpolation)]).toEqual([['x'], { animj: { a: 1 } }, [0]]);
    const b = createTrack({ node: 'n', property: 'b', valueType: 'bool', keys: [{ time: 0, value: true }, { time: 1, value: false }] });
    expect(Array.from(b.values)).toEqual([1, 0]);
    expect(createTrack({ name: 'custom', node: 'n', property: 'c', valueType: 'color', components: 3, keys: [] }).components).toBe(3);
  });

  it('rejects bad input with InvalidArgumentError', () => {
    const base = { node: 'n', property: 'p', valueType: 'scalar' as const };
    const bad = [
      { ...base, keys: [{ time: NaN, value: 0 }] },
      { ...base, keys: [{ time: 1, value: 0 }, { time: 0, value: 0 }] },
      { ...base, keys: [{ time: 0, value: [1, 2] }] },
      { ...base, keys: [{ time: 0, value: 'a' }] },
      { ...base, keys: [{ time: 0, value: 0, interpolation: 'cubic' as 'linear' }] },
      { ...base, keys: [], postExtrapolation: 'loop' as 'cycle' },
      { ...base, components: 2, keys: [] },
      { ...base, valueType: 'color' as const, components: 5, keys: [] },
      { ...base, keys: [{ time: 0, value: 0, interpolation: 'bezier' as const, inHandle: { time: [0, 1], value: 0 } }] },
    ];
    for (const input of bad) expect(() => createTrack(input)).toThrow(InvalidArgumentError);
  });

  it('componentCount covers every value type', () => {
    const types: ValueType[] = ['scalar', 'vec2', 'vec3', 'vec4', 'quat', 'color', 'bool', 'int', 'string'];
    expect(types.map(componentCount)).toEqual([1, 2, 3, 4, 4, 4, 1, 1, 1]);
  });
});

describe('validateTrack', () => {
  const good = (): ReturnType<typeof createTrack> => createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: [{ time: 0, value: 0, interpolation: 'bezier' }, { time: 1, value: 1 }] });
  it.each([
    ['values length', (t: ReturnType<typeof createTrack>) => ({ ...t, values: new Float64Array(3) }), /values has 3 numbers, expected 2/],
    ['interpolation length', (t: ReturnType<typeof createTrack>) => ({ ...t, interpolation: new Uint8Array(1) }), /interpolation has 1/],
    ['handles length', (t: ReturnType<typeof createTrack>) => ({ ...t, inHandles: new Float64Array(1) }), /inHandles has 1/],
    ['descending times', (t: ReturnType<typeof createTrack>) => ({ ...t, times: Float64Array.from([1, 0]) }), /before the previous key/],
    ['non-finite time', (t: ReturnType<typeof createTrack>) => ({ ...t, times: Float64Array.from([0, Infinity]) }), /not finite/],
    ['interpolation code', (t: ReturnType<typeof createTrack>) => ({ ...t, interpolation: Uint8Array.from([3, 0]) }), /interpolation code 3/],
    ['components', (t: ReturnType<typeof createTrack>) => ({ ...t, components: 0 }), /components 0/],
    ['string index', (t: ReturnType<typeof createTrack>) => ({ ...t, valueType: 'string' as const, strings: ['a'], values: Float64Array.from([0, 1]) }), /string index 1/],
  ])('reports %s', (_name, mutate, message) => {
    expect(() => {
      validateTrack(mutate(good()));
    }).toThrow(message);
  });
});

describe('createClip', () => {
  it('builds a clip and rejects duplicate names or bad rates', () => {
    const t = createTrack({ node: 'a', property: 'b', valueType: 'scalar', keys: [] });
    expect(createClip({ tracks: [t] })).toEqual({ name: '', tracks: [t], extras: {} });
    expect(createClip({ name: 'c', tracks: [], duration: 2, frameRate: { numerator: 24000, denominator: 1001 }, extras: { maya: {} } })).toEqual({
      name: 'c',
      tracks: [],
      duration: 2,
      frameRate: { numerator: 24000, denominator: 1001 },
      extras: { maya: {} },
    });
    expect(() => createClip({ tracks: [t, t] })).toThrow(InvalidArgumentError);
    expect(() => createClip({ tracks: [], frameRate: { numerator: 0, denominator: 1 } })).toThrow(InvalidArgumentError);
  });
});

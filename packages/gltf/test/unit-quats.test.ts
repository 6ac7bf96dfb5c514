import { createTrack, WarningSink, type Track } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainInterpolation } from '../src/sampler-plan.js';
import { unitQuats, unitQuatsFloat32 } from '../src/unit-quats.js';

const quatTrack = (values: readonly (readonly number[])[], interpolation: 'constant' | 'linear'): Track =>
  createTrack({
    node: 'n',
    property: 'rotation',
    valueType: 'quat',
    channel: { kind: 'rotation' },
    keys: values.map((value, k) => ({ time: k / 30, value: [...value], interpolation })),
  });

const component = fc.oneof(fc.constantFrom(0, -0, 1, -1, 0.5), fc.double({ min: -2, max: 2, noNaN: true }));
const quat = fc.oneof(
  fc.tuple(component, component, component, component),
  // unit keys as a float32 file holds them (off by ~1e-8), and exactly unit keys
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }).map((a) => [Math.fround(Math.sin(a)), 0, 0, Math.fround(Math.cos(a))] as const),
  fc.constantFrom([0, 0, 0, 1] as const, [0, 0, 0, -1] as const, [0, 0, 0, 0] as const),
);

describe('unitQuatsFloat32', () => {
  it('gives the float32 rounding of unitQuats, with the same warnings', () => {
    fc.assert(
      fc.property(fc.array(quat, { minLength: 1, maxLength: 12 }), fc.constantFrom('constant' as const, 'linear' as const), (values, interpolation) => {
        const track = quatTrack(values, interpolation);
        const sink64 = new WarningSink();
        const sink32 = new WarningSink();
        const expected = new Float32Array(unitQuats(track, sink64).values);
        expect(unitQuatsFloat32(track, sink32)).toEqual(expected);
        expect(sink32.finish(0).warnings).toEqual(sink64.finish(0).warnings);
      }),
      { numRuns: 300, seed: 20 },
    );
  });

  it('flips keys onto the previous key’s hemisphere and normalises them', () => {
    const track = quatTrack([[0, 0, 0, 2], [0, 0, 0.6, -0.8], [0, 0, 0, 0]], 'linear');
    const sink = new WarningSink();
    expect([...unitQuatsFloat32(track, sink)]).toEqual([0, 0, 0, 1, -0, -0, Math.fround(-0.6), Math.fround(0.8), 0, 0, 0, -1]);
    expect(sink.finish(0).warnings.map((w) => w.code)).toEqual(['quaternion-not-unit']);
  });
});

describe('float32 keys (a glTF accessor read without a copy)', () => {
  const asFloat32 = (track: Track): Track => ({ ...track, values: new Float32Array(track.values) });

  it('writes keys that are unit within float32 rounding as they are', () => {
    // sin/cos of 0.3 rounded to float32: |q|² is 1 within 2⁻²³, not within the float64 tolerance
    const s = Math.fround(Math.sin(0.3));
    const c = Math.fround(Math.cos(0.3));
    const track = asFloat32(quatTrack([[s, 0, 0, c], [0, s, 0, c]], 'linear'));
    expect(Math.abs(s * s + c * c - 1)).toBeGreaterThan(2 ** -40);
    const sink = new WarningSink();
    expect([...unitQuatsFloat32(track, sink)]).toEqual([s, 0, 0, c, 0, s, 0, c]);
    expect(sink.finish(0).warnings).toEqual([]);
  });

  it('still normalises and aligns float32 keys that need it', () => {
    const track = asFloat32(quatTrack([[0, 0, 0, 1], [0, 0, 0, -1.5]], 'linear'));
    const sink = new WarningSink();
    expect([...unitQuatsFloat32(track, sink)]).toEqual([0, 0, 0, 1, -0, -0, -0, 1]);
    expect(sink.finish(0).warnings.map((w) => w.code)).toEqual(['quaternion-not-unit']);
  });
});

describe('plainInterpolation', () => {
  it('names the sampler that holds the keys as they are', () => {
    expect(plainInterpolation(quatTrack([[0, 0, 0, 1], [0, 0, 0, 1]], 'constant'))).toBe('STEP');
    expect(plainInterpolation(quatTrack([[0, 0, 0, 1], [0, 0, 0, 1]], 'linear'))).toBe('LINEAR');
    expect(plainInterpolation(quatTrack([[0, 0, 0, 1]], 'constant'))).toBe('LINEAR');
    const mixed = quatTrack([[0, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 1]], 'linear');
    mixed.interpolation[0] = 0;
    expect(plainInterpolation(mixed)).toBeUndefined();
  });
});

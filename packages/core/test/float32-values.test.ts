/**
 * Tracks whose values are a Float32Array (an adapter handing over a format's float32 data, as glTF
 * does): read like float64 values, and every operation that computes new values returns float64.
 */
import { describe, expect, it } from 'vitest';
import { adaptClip, convertUnits, createClip, createTrack, eulerTracksToQuat, sample, simplify, WarningSink, type FormatCapabilities, type Track } from '../src/index.js';

const f32 = (track: Track): Track => ({ ...track, values: new Float32Array(track.values) });

const line = (unit: 'cm' | 'deg', values: number[]): Track =>
  f32(createTrack({ node: 'n', property: unit === 'cm' ? 'translateX' : 'rotateX', valueType: 'scalar', unit, keys: values.map((value, k) => ({ time: k, value })) }));

describe('float32 values', () => {
  it('sample like the same numbers in float64', () => {
    const track = line('cm', [0.1, 0.7, 0.3]);
    const same = { ...track, values: new Float64Array(track.values) };
    const times = [-1, 0, 0.25, 1, 1.5, 2, 3];
    expect(sample(track, times)).toEqual(sample(same, times));
    // float32(0.1) + (float32(0.7) − float32(0.1)) / 4, worked out in float64
    expect(sample(track, [0.25])[0]).toBe(Math.fround(0.1) + (Math.fround(0.7) - Math.fround(0.1)) * 0.25);
  });

  it('convert units into float64 (the product is not rounded to float32)', () => {
    const track = line('cm', [0.1, 0.7]);
    const m = convertUnits(track, 'm');
    expect(m.values).toBeInstanceOf(Float64Array);
    expect(m.values[0]).toBe(Math.fround(0.1) * 0.01);
    expect(m.values[0]).not.toBe(Math.fround(Math.fround(0.1) * 0.01));
  });

  it('combine Euler angles in degrees into float64 quaternions', () => {
    const x = line('deg', [10, 20]);
    const zero = line('deg', [0, 0]);
    const q = eulerTracksToQuat({ x, y: { ...zero, property: 'rotateY' }, z: { ...zero, property: 'rotateZ' } });
    expect(q.values).toBeInstanceOf(Float64Array);
    // 10° about X: (sin 5°, 0, 0, cos 5°)
    expect(q.values[0]).toBeCloseTo(Math.sin((5 * Math.PI) / 180), 15);
    expect(q.values[3]).toBeCloseTo(Math.cos((5 * Math.PI) / 180), 15);
  });

  it('simplify into float64 arrays holding the kept keys exactly', () => {
    const track = line('cm', [0, 1, 2, 3, 2.5]);
    const out = simplify(track, { tolerance: 1e-6 });
    expect(Array.from(out.times)).toEqual([0, 3, 4]);
    expect(Array.from(out.values)).toEqual([0, 3, 2.5]);
    expect(out.values).toBeInstanceOf(Float64Array);
  });

  it('are checked for NaN and infinities by adaptClip, keys left out with a warning', () => {
    const track = line('cm', [0, 1, 2, 3]);
    (track.values as Float32Array)[1] = Number.NaN;
    (track.values as Float32Array)[2] = Number.POSITIVE_INFINITY;
    const caps: FormatCapabilities = {
      valueTypes: ['scalar'],
      channels: ['property', 'translation'],
      transforms: 'components',
      interpolations: ['linear'],
      time: 'keys',
      units: {},
      names: 'free',
      markers: false,
      holds: 'scalars',
    };
    const sink = new WarningSink();
    const adapted = adaptClip(createClip({ tracks: [track] }), caps, 'test', sink);
    expect(Array.from(adapted.tracks[0]!.times)).toEqual([0, 3]);
    expect(Array.from(adapted.tracks[0]!.values)).toEqual([0, 3]);
    expect(sink.warnings.map((w) => w.code)).toEqual(['non-finite-value']);
    // a finite float32 track passes unchanged, the same object
    const clean = line('cm', [0, 1]);
    expect(adaptClip(createClip({ tracks: [clean] }), caps, 'test', new WarningSink()).tracks[0]).toBe(clean);
  });
});

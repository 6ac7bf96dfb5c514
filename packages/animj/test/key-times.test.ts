import { createClip, createTrack, evaluate, sample, WarningSink, type Clip, type Interpolation } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animjFromClip, animjToClip, readAnimj, readAnimx, validateAnimj, writeAnimj, writeAnimx, type AnimjTrack, type AnimjCurveTrack } from '../src/index.js';
import { float32Times, nextFloat32Up, rawInterval } from '../src/key-times.js';
import { fixture } from './helpers.js';

const MAYA_TICK = 1 / 141_120_000;
const keyed = (t: AnimjTrack | undefined): AnimjCurveTrack => {
  if (t?.trackType !== 'Curve') throw new Error(`not a Curve track: ${String(t?.trackType)}`);
  return t;
};

/** A clip as Maya's toClip gives a `stepnext` span: a held key at 24 s, the next value one Maya tick later. */
function stepNextClip(): Clip {
  return createClip({
    tracks: [
      createTrack({
        node: 'joint1',
        property: 'translateX',
        valueType: 'scalar',
        keys: [
          { time: 0, value: 0, interpolation: 'linear' },
          { time: 24, value: 1, interpolation: 'constant' },
          { time: 24 + MAYA_TICK, value: 2, interpolation: 'constant' },
          { time: 48, value: 2 },
        ],
      }),
    ],
  });
}

describe('keys that meet on one float32 time', () => {
  it('a stepnext-like jump one tick after a key stays a jump: Hold at 24 s, the next value one float32 step later, and reads back', () => {
    const clip = stepNextClip();
    const { value: doc, warnings } = animjFromClip(clip);
    const track = keyed(doc.tracks[0]);
    expect(Array.from(track.times)).toEqual([0, 24, 24 + 2 ** -19, 48]);
    expect(Array.from(track.interpolations)).toEqual([1, 0, 0, 1]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['precision-lost', 'joint1.translateX'],
      ['time-adjusted', 'joint1.translateX'],
    ]);
    expect(warnings[1]!.message).toMatch(/key 2 at 24\.0000000\d* s.*next float32 time/);
    expect(validateAnimj(doc)).toEqual([]);
    for (const bytes of [writeAnimj(doc), writeAnimx(doc)]) {
      const read = bytes[0] === 0x7b ? readAnimj(bytes) : readAnimx(bytes);
      const back = animjToClip(read);
      expect(back.warnings).toEqual([]);
      const times = back.value.tracks[0]!.times;
      expect(times.every((t, k) => k === 0 || t > times[k - 1]!)).toBe(true);
      // Samples equal everywhere outside the 2^-19 s after the jump (frames, half frames, around the key).
      const at = Float64Array.from([...Array.from({ length: 48 * 60 + 1 }, (_, i) => i / 60), 23.999, 24, 24.00001, 24.5, 47.99]);
      expect(Array.from(sample(back.value.tracks[0]!, at))).toEqual(Array.from(sample(clip.tracks[0]!, at)));
      expect([evaluate(back.value.tracks[0]!, 24)[0], evaluate(back.value.tracks[0]!, 24 + 2 ** -18)[0]]).toEqual([1, 2]);
    }
  });

  it('keeps any run of colliding keys apart and in order (property)', () => {
    const times = fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e-6, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(times, fc.array(fc.constantFrom<Interpolation>('constant', 'linear'), { minLength: 30, maxLength: 30 }), (raw, codes) => {
        let t = 0;
        const keys = raw.map((d, k) => ({ time: (t += d), value: k, interpolation: codes[k]! }));
        const clip = createClip({ tracks: [createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys })] });
        const doc = readAnimj(writeAnimj(animjFromClip(clip).value));
        const track = keyed(doc.tracks[0]);
        expect(Array.from(track.values as Float32Array)).toEqual(keys.map((k) => k.value));
        expect(track.times.every((time, k) => k === 0 || time > track.times[k - 1]!)).toBe(true);
        // Every key lands at or just after its float32 time.
        track.times.forEach((time, k) => {
          expect(time >= Math.fround(keys[k]!.time) && time - keys[k]!.time < 1e-4 * Math.max(1, keys[k]!.time)).toBe(true);
        });
        expect(validateAnimj(doc)).toEqual([]);
      }),
      { numRuns: 300, seed: 17 },
    );
  });

  it('nextFloat32Up and float32Times step by one float32', () => {
    expect([nextFloat32Up(0), nextFloat32Up(1), nextFloat32Up(-1), nextFloat32Up(24)]).toEqual([2 ** -149, 1 + 2 ** -23, -1 + 2 ** -24, 24 + 2 ** -19]);
    const sink = new WarningSink();
    expect(Array.from(float32Times(Float64Array.of(1, 1, 1, 2), 'n.p', sink))).toEqual([1, 1 + 2 ** -23, 1 + 2 ** -22, 2]);
    expect(sink.warnings.map((w) => [w.code, w.path])).toEqual([['time-adjusted', 'n.p']]);
  });
});

describe('keyframes out of time order in an AnimJ file', () => {
  it('are sorted stably by animjToClip with a times-not-increasing warning, so the clip converts anywhere', () => {
    const doc = readAnimj(fixture('times-unsorted.animj'));
    expect(validateAnimj(doc).map((i) => [i.code, i.pointer])).toEqual([
      ['times-not-increasing', '/tracks/0/data/keyframes/2/time'],
      ['times-not-increasing', '/tracks/1/data/keyframes/1/time'],
    ]);
    const { value: clip, warnings } = animjToClip(doc);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['times-not-increasing', '/tracks/0'],
      ['times-not-increasing', '/tracks/1'],
    ]);
    expect(warnings[0]!.message).toMatch(/keyframe 2 at 1 s comes before keyframe 1 at 2 s; the keyframes are sorted/);
    const [level, count] = clip.tracks;
    expect([Array.from(level!.times), Array.from(level!.values), Array.from(level!.interpolation)]).toEqual([
      [0, 1, 1, 2],
      [0, 2, 3, 4], // the two keyframes at 1 s keep their file order: 2 (Hold), then 3
      [1, 0, 2, 1],
    ]);
    expect([Array.from(count!.times), Array.from(count!.values)]).toEqual([[0.5, 1, 3], [5, 10, 30]]);
    // The tangents moved with their keyframes: the Tangent segment leaves 3 at slope 0 and reaches 4 at slope 1.
    // Hermite at s = 0.5 from 3 (slope 0) to 4 (slope 1) over 1 s: 0.5 × 3 + 0.5 × 4 + (0.125 − 0.25) × 1.
    expect(evaluate(level!, 1.5)[0]).toBeCloseTo(3.375, 12);
    // Back to AnimJ: times increase (the jump at 1 s kept one float32 step wide).
    const back = animjFromClip(clip);
    const times = keyed(back.value.tracks[0]).times;
    expect(Array.from(times)).toEqual([0, 1, 1 + 2 ** -23, 2]);
    expect(back.warnings.map((w) => w.code)).toEqual(['time-adjusted']);
    expect(validateAnimj(readAnimj(writeAnimj(back.value)))).toEqual([]);
  });
});

describe('trackType', () => {
  const evenly = (n: number, dt: number, interpolation: Interpolation = 'linear'): Clip =>
    createClip({
      frameRate: { numerator: 24, denominator: 1 },
      tracks: [createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: Array.from({ length: n }, (_, k) => ({ time: k * dt, value: k * 0.25 - (k % 3), interpolation })) })],
    });

  it('Raw is honoured for keys evenly spaced from 0 s: values only, sampled every interval, evaluating the same', () => {
    const clip = evenly(31, 1 / 30);
    const { value: doc, warnings } = animjFromClip(clip, { trackType: 'Raw' });
    expect(warnings).toEqual([]);
    const track = doc.tracks[0]!;
    expect(track.trackType === 'Raw' && [track.interval, track.values.length]).toEqual([Math.fround(1 / 30), 31]);
    const back = animjToClip(readAnimj(writeAnimj(doc))).value.tracks[0]!;
    for (let s = 0; s <= 1; s += 0.01) expect(evaluate(back, s)[0]).toBeCloseTo(evaluate(clip.tracks[0]!, s)[0]!, 5);
  });

  it('Raw for a single key at 0 s uses the clip frame period; held or Bézier segments are warned', () => {
    expect(animjFromClip(evenly(1, 1), { trackType: 'Raw' }).value.tracks[0]).toMatchObject({ trackType: 'Raw', interval: Math.fround(1 / 24) });
    const held = animjFromClip(evenly(4, 0.5, 'constant'), { trackType: 'Raw' });
    expect(held.value.tracks[0]!.trackType).toBe('Raw');
    expect(held.warnings.map((w) => [w.code, w.path])).toEqual([['interpolation-changed', 'n.p']]);
  });

  it('Raw asked for keys not evenly spaced from 0 s: the default type and a warning saying why and what to do', () => {
    const uneven = createClip({ tracks: [createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: [{ time: 0, value: 0 }, { time: 1, value: 1 }, { time: 3, value: 0 }] })] });
    const late = createClip({ tracks: [createTrack({ node: 'n', property: 'p', valueType: 'scalar', keys: [{ time: 1, value: 0 }, { time: 2, value: 1 }] })] });
    for (const [clip, why] of [[uneven, /not evenly spaced \(key 2 at 3 s, not 3 s\)|not evenly spaced \(key 1 at 1 s/], [late, /first key is at 1 s, not 0 s/]] as const) {
      const { value: doc, warnings } = animjFromClip(clip, { trackType: 'Raw' });
      expect(doc.tracks[0]!.trackType).toBe('Curve');
      expect(warnings.map((w) => [w.code, w.path])).toEqual([['unsupported-by-format', 'n.p']]);
      expect(warnings[0]!.message).toMatch(why);
      expect(warnings[0]!.message).toMatch(/resample/);
    }
  });

  it('Discrete and Curve are honoured for every track (float keys held, integers as Hold keys)', () => {
    const clip = createClip({
      tracks: [
        createTrack({ node: 'n', property: 'f', valueType: 'scalar', keys: [{ time: 0, value: 0 }, { time: 1, value: 1 }] }),
        createTrack({ node: 'n', property: 'i', valueType: 'int', keys: [{ time: 0, value: 3 }, { time: 1, value: 4 }] }),
      ],
    });
    const discrete = animjFromClip(clip, { trackType: 'Discrete' });
    expect(discrete.value.tracks.map((t) => [t.trackType, t.valueType])).toEqual([['Discrete', 'float'], ['Discrete', 'int']]);
    expect(discrete.warnings.map((w) => [w.code, w.path])).toEqual([['interpolation-changed', 'n.f']]);
    const curve = animjFromClip(clip, { trackType: 'Curve' });
    expect(curve.value.tracks.map((t) => [t.trackType, t.valueType])).toEqual([['Curve', 'float'], ['Curve', 'int']]);
    expect(Array.from(keyed(curve.value.tracks[1]).interpolations)).toEqual([0, 0]);
    expect(curve.warnings).toEqual([]);
    // Without the option: the track type each had (Raw stays Raw), else Curve / Discrete by value type.
    expect(animjFromClip(clip).value.tracks.map((t) => t.trackType)).toEqual(['Curve', 'Discrete']);
    const raw = readAnimj(fixture('track-raw.animj'));
    expect(animjFromClip(animjToClip(raw).value).value.tracks).toStrictEqual(raw.tracks);
  });

  it('rawInterval says why keys are not a Raw track', () => {
    expect(rawInterval(Float64Array.of(0, 0.1, 0.2, 0.30000000000000004), 1)).toBe(Math.fround(0.1));
    expect(rawInterval(Float64Array.of(0, 0, 0), 1)).toBe('its keys do not advance in time');
    expect(rawInterval(Float64Array.of(), undefined)).toBeUndefined();
  });
});

describe('Bézier handles away from a third of the segment (Maya weighted tangents, roto curves)', () => {
  it('are split into pieces AnimJ draws exactly, following the curve within 1e-5, with one warning naming the track', () => {
    // Short, steep out-handle and a long in-handle: the curve's timing is far from uniform.
    const clip = createClip({
      tracks: [
        createTrack({
          node: 'n',
          property: 'w',
          valueType: 'scalar',
          keys: [
            { time: 0, value: 2, interpolation: 'bezier', outHandle: { time: 0.036, value: 0.5 } },
            { time: 1, value: 2, interpolation: 'bezier', inHandle: { time: -0.6, value: 0 }, outHandle: { time: 0.1, value: 1 } },
            { time: 2, value: 0, inHandle: { time: -1 / 3, value: 0 } },
          ],
        }),
      ],
    });
    const { value: doc, warnings } = animjFromClip(clip);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['tangent-approximated', 'n.w'],
      ['precision-lost', 'n.w'],
    ]);
    expect(warnings[0]!.message).toMatch(/^2 Bézier segment\(s\) with handles away from a third of the segment .* split into \d+ more key/);
    const track = keyed(doc.tracks[0]);
    expect(track.times.length).toBeGreaterThan(3);
    expect(track.times.length).toBeLessThan(200);
    expect([track.times[0], track.times[track.times.length - 1]]).toEqual([0, 2]);
    const back = animjToClip(readAnimj(writeAnimj(doc))).value.tracks[0]!;
    let worst = 0;
    for (let s = 0; s <= 2; s += 1 / 512) worst = Math.max(worst, Math.abs(evaluate(back, s)[0]! - evaluate(clip.tracks[0]!, s)[0]!));
    expect(worst).toBeLessThan(1e-5);
    // Before splitting, the uniform-time CubicBezier of the same handles was off by far more:
    const uniform = animjToClip({
      tracks: [
        { trackType: 'Curve', valueType: 'float', times: Float32Array.of(0, 1, 2), values: Float32Array.of(2, 2, 0), interpolations: Uint8Array.of(3, 3, 1), leftTangents: Float32Array.of(0, 2, 0), rightTangents: Float32Array.of(2.5, 3, 0) },
      ],
    }).value.tracks[0]!;
    expect(Math.abs(evaluate(uniform, 0.05)[0]! - evaluate(clip.tracks[0]!, 0.05)[0]!)).toBeGreaterThan(0.05);
  });
});

import { describe, expect, it } from 'vitest';
import { bake, bakeTrack, clipRange, convertUnits, createClip, createTrack, evaluate, frameTimes, InvalidArgumentError, resample, retime, sample, simplify, type KeyframeInput, type Track } from '../src/index.js';
import { BAKE_DEFAULTS } from '../src/ops/bake.js';
import { retimeTrack, timeMap } from '../src/ops/retime.js';
import { SIMPLIFY_DEFAULTS } from '../src/ops/simplify.js';

const scalar = (keys: KeyframeInput[], extra: Partial<Parameters<typeof createTrack>[0]> = {}): Track =>
  createTrack({ node: 'n', property: 'p', valueType: 'scalar', unit: 'cm', keys, ...extra });

describe('bake / resample', () => {
  it('samples on the frame grid and always includes the end', () => {
    expect(Array.from(frameTimes(0, 1, 4))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(Array.from(frameTimes(0, 0.6, 4))).toEqual([0, 0.25, 0.5, 0.6]);
    expect(Array.from(frameTimes(1, 1, 24))).toEqual([1]);
    const ntsc = frameTimes(0, 1001 / 30000 * 3, { numerator: 30000, denominator: 1001 });
    expect(ntsc.length).toBe(4);
    expect(ntsc[1]).toBe(1001 / 30000);
    expect(() => frameTimes(1, 0, 24)).toThrow(InvalidArgumentError);
    expect(() => frameTimes(0, 1, 0)).toThrow(InvalidArgumentError);
    expect(() => frameTimes(0, 1, { numerator: 24, denominator: -1 })).toThrow(InvalidArgumentError);
    expect(() => frameTimes(0, 1e9, 30)).toThrow(/more than 134217728 samples/);
    expect(() => frameTimes(0, Infinity, 30)).toThrow(InvalidArgumentError);
  });

  it('bakes a bezier track to linear keys holding the evaluated values', () => {
    const t = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outSlope: 0 },
      { time: 1, value: 1, inSlope: 0 },
    ]);
    const baked = bakeTrack(t, { fps: 4 });
    expect(Array.from(baked.times)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(Array.from(baked.values)).toEqual([0, 0.15625, 0.5, 0.84375, 1]);
    expect(Array.from(baked.interpolation)).toEqual([1, 1, 1, 1, 1]);
    expect(baked.inHandles).toBeUndefined();
    expect(baked.outHandles).toBeUndefined();
    expect(BAKE_DEFAULTS.fps).toBe(30);
    expect(bakeTrack(t).times.length).toBe(31);
  });

  it('bakes step tracks to constant keys and keeps empty tracks', () => {
    const b = createTrack({ node: 'n', property: 'on', valueType: 'bool', keys: [{ time: 0, value: true }, { time: 0.5, value: false }] });
    const baked = bakeTrack(b, { fps: 4 });
    expect(Array.from(baked.values)).toEqual([1, 1, 0]);
    expect(Array.from(baked.interpolation)).toEqual([0, 0, 0]);
    const empty = createTrack({ node: 'n', property: 'e', valueType: 'scalar', keys: [] });
    expect(bakeTrack(empty).times.length).toBe(0);
  });

  it('bakes a clip over its whole range and sets the frame rate', () => {
    const clip = createClip({
      name: 'walk',
      tracks: [
        scalar([{ time: 0.5, value: 1 }, { time: 1, value: 2 }]),
        createTrack({ node: 'm', property: 'q', valueType: 'scalar', keys: [{ time: 0, value: 0 }, { time: 0.25, value: 1 }] }),
      ],
    });
    expect(clipRange(clip)).toEqual([0, 1]);
    const baked = bake(clip, { fps: 4 });
    expect(baked.frameRate).toEqual({ numerator: 4, denominator: 1 });
    expect(Array.from(baked.tracks[0]!.values)).toEqual([1, 1, 1, 1.5, 2]);
    expect(Array.from(baked.tracks[1]!.values)).toEqual([0, 1, 1, 1, 1]);
    expect(resample).toBe(bake);
    expect(clipRange(createClip({ tracks: [], duration: 3 }))).toEqual([0, 3]);
  });
});

describe('simplify', () => {
  it('removes collinear keys and keeps corners', () => {
    const t = scalar([0, 1, 2, 3, 4, 5].map((x) => ({ time: x, value: x < 3 ? x : 6 - x })));
    const s = simplify(t, { tolerance: 1e-9 });
    expect(Array.from(s.times)).toEqual([0, 3, 5]);
    expect(Array.from(s.values)).toEqual([0, 3, 1]);
    expect(SIMPLIFY_DEFAULTS.tolerance).toBe(1e-4);
  });

  it('measures the error of every removed key, not only the last one', () => {
    // a slow drift: each key alone is within 0.3 of the line, together they are not
    const t = scalar([0, 1, 2, 3, 4].map((x) => ({ time: x, value: x === 2 ? 0.5 : 0 })));
    expect(Array.from(simplify(t, { tolerance: 0.3 }).times)).toEqual([0, 1, 2, 3, 4].filter((x) => x !== 1 && x !== 3));
    expect(Array.from(simplify(t, { tolerance: 0.5 }).times)).toEqual([0, 4]);
  });

  it('keeps jumps and the key after a kept bezier segment start; removes straight bezier segments', () => {
    const keys: KeyframeInput[] = [
      { time: 0, value: 0 },
      { time: 1, value: 1 },
      { time: 1, value: 5 },
      { time: 2, value: 6, interpolation: 'bezier', outSlope: 10 },
      { time: 3, value: 7 },
      { time: 4, value: 8 },
    ];
    expect(Array.from(simplify(scalar(keys), { tolerance: 0.01 }).times)).toEqual([0, 1, 1, 2, 3, 4]);
    // the same bezier with its default handles is a straight line: everything collinear goes
    const straight = keys.map((k, i) => (i === 3 ? { time: 2, value: 6, interpolation: 'bezier' as const } : k));
    expect(Array.from(simplify(scalar(straight), { tolerance: 0.01 }).times)).toEqual([0, 1, 1, 4]);
  });

  it('a constant segment is only merged with equal values', () => {
    const t = scalar([
      { time: 0, value: 1, interpolation: 'constant' },
      { time: 1, value: 1, interpolation: 'constant' },
      { time: 2, value: 1.5, interpolation: 'constant' },
      { time: 3, value: 2 },
    ]);
    expect(Array.from(simplify(t, { tolerance: 0.1 }).times)).toEqual([0, 2, 3]);
  });

  it('step tracks drop only exact repeats', () => {
    const t = createTrack({ node: 'n', property: 'i', valueType: 'int', keys: [0, 0, 1, 1, 1, 2].map((value, time) => ({ time, value })) });
    expect(Array.from(simplify(t, { tolerance: 5 }).values)).toEqual([0, 1, 2]);
  });

  it('keeps the keys a linear extrapolation takes its slope from', () => {
    const keys = [0, 1, 2, 3].map((x) => ({ time: x, value: x * x * 0.001 }));
    expect(simplify(scalar(keys), { tolerance: 1 }).times.length).toBe(2);
    expect(Array.from(simplify(scalar(keys, { postExtrapolation: 'linear' }), { tolerance: 1 }).times)).toEqual([0, 2, 3]);
  });

  it('reduces long runs in one pass: a 20,000-key line to its ends, long constant runs in pieces', () => {
    const line = scalar(Array.from({ length: 20_000 }, (_, i) => ({ time: i / 30, value: 2 * (i / 30) + 1 })));
    expect(Array.from(simplify(line, { tolerance: 1e-9 }).times)).toEqual([0, 19_999 / 30]);
    const flat = scalar(Array.from({ length: 5000 }, (_, i) => ({ time: i, value: 3, interpolation: 'constant' as const })));
    const reduced = simplify(flat, { tolerance: 0 });
    expect(reduced.times.length).toBeLessThanOrEqual(6);
    expect(Array.from(reduced.values).every((v) => v === 3)).toBe(true);
  });

  it('reduces a densely sampled slerp track in runs of up to 1,024 keys (quaternion runs were cut at 32)', () => {
    // 4,001 samples of a turn about one axis at constant speed: each lies on the slerp of any two others
    const count = 4001;
    const keys = Array.from({ length: count }, (_, i) => {
      const half = (i / (count - 1)) * 1.5;
      return { time: i / 240, value: [0, Math.sin(half), 0, Math.cos(half)] as const, interpolation: 'linear' as const };
    });
    const track = createTrack({ node: 'n', property: 'rotation', valueType: 'quat', channel: { kind: 'rotation' }, keys: keys.map((k) => ({ ...k, value: [...k.value] })) });
    const simple = simplify(track, { tolerance: 1e-6 });
    // ends, and a kept key after each run of 1,024 removed keys at most
    expect(simple.times.length).toBeLessThanOrEqual(6);
    const at = Array.from({ length: 1000 }, (_, i) => (i / 999) * ((count - 1) / 240));
    const a = sample(simple, at);
    const b = sample(track, at);
    for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThan(1e-6);
  });

  it('rejects a negative tolerance', () => {
    expect(() => simplify(scalar([{ time: 0, value: 0 }]), { tolerance: -1 })).toThrow(InvalidArgumentError);
  });
});

describe('retime', () => {
  it('changes the frame rate keeping frame numbers', () => {
    const t = scalar([
      { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 0.5, value: 1 } },
      { time: 1, value: 2, inHandle: { time: -0.25, value: 0 } },
    ]);
    const clip = createClip({ tracks: [t], duration: 2, frameRate: { numerator: 30, denominator: 1 } });
    const r = retime(clip, { from: 'ntsc', to: 'film' });
    expect(r.frameRate).toEqual({ numerator: 24, denominator: 1 });
    expect(r.duration).toBe(2.5);
    const rt = r.tracks[0]!;
    expect(Array.from(rt.times)).toEqual([0, 1.25]);
    expect(Array.from(rt.outHandles!)).toEqual([0.625, 1, 0, 0]);
    expect(Array.from(rt.inHandles!)).toEqual([0, 0, -0.3125, 0]);
    expect(evaluate(rt, 0.625)[0]).toBeCloseTo(evaluate(t, 0.5)[0]!, 14);
    expect(timeMap({ from: { numerator: 30000, denominator: 1001 }, to: 30 }).scale).toBe(1000 / 1001);
  });

  it('maps one time range onto another', () => {
    const t = scalar([{ time: 0, value: 0 }, { time: 2, value: 4 }]);
    const r = retimeTrack(t, { from: { start: 0, end: 2 }, to: { start: 10, end: 11 } });
    expect(Array.from(r.times)).toEqual([10, 11]);
    expect(evaluate(r, 10.5)[0]).toBe(2);
  });

  it('rejects mixed or degenerate specifications', () => {
    const clip = createClip({ tracks: [] });
    expect(() => retime(clip, { from: 24, to: { start: 0, end: 1 } })).toThrow(InvalidArgumentError);
    expect(() => retime(clip, { from: { start: 1, end: 1 }, to: { start: 0, end: 1 } })).toThrow(InvalidArgumentError);
    expect(() => retime(clip, { from: 'bogus', to: 'film' })).toThrow(InvalidArgumentError);
    expect(() => retime(clip, { from: 0, to: 24 })).toThrow(InvalidArgumentError);
  });
});

describe('convertUnits', () => {
  it('scales values and handle Δvalues, not times', () => {
    const t = scalar([
      { time: 0, value: 1, interpolation: 'bezier', outHandle: { time: 0.5, value: 2 } },
      { time: 1, value: 3 },
    ]);
    const m = convertUnits(t, 'm');
    expect(m.unit).toBe('m');
    expect(Array.from(m.values)).toEqual([0.01, 0.03]);
    expect(Array.from(m.outHandles!)).toEqual([0.5, 0.02, 0, 0]);
    expect(Array.from(m.times)).toEqual([0, 1]);
    expect(Array.from(t.values)).toEqual([1, 3]); // the input is untouched
    const same = convertUnits(t, 'cm');
    expect(same.values).not.toBe(t.values);
    expect(Array.from(same.values)).toEqual([1, 3]);
    const q = createTrack({ node: 'n', property: 'r', valueType: 'quat', keys: [] });
    expect(convertUnits(q, 'none').unit).toBe('none');
  });

  it('refuses to convert between kinds or unitless types', () => {
    const t = scalar([{ time: 0, value: 1 }]);
    expect(() => convertUnits(t, 'deg')).toThrow(InvalidArgumentError);
    expect(() => convertUnits({ ...t, unit: 'px' }, 'm')).toThrow(InvalidArgumentError);
    const q = createTrack({ node: 'n', property: 'r', valueType: 'quat', keys: [] });
    expect(() => convertUnits(q, 'rad')).toThrow(InvalidArgumentError);
  });
});

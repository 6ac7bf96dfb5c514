/** What makes rotoToClip cheap (issue 18 item 6), and the values it must keep while being so. */
import { ConversionError, evaluate, InterpolationCode, InvalidArgumentError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, findRotoShape, rotoToClip } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { DEFAULT_MAX_KEY_VALUES } from '../src/to-clip.js';
import { TrackSlab } from '../src/track-slab.js';
import { script, shape, tree } from './helpers.js';

describe('track arrays cut from shared buffers', () => {
  it('each view covers its own numbers: writing one changes no other', () => {
    const slab = new TrackSlab();
    const a = slab.float64(2);
    const b = slab.float64(3);
    const c = slab.uint8(1);
    const d = slab.uint8(1);
    expect([a.length, b.length, c.length, d.length]).toEqual([2, 3, 1, 1]);
    expect(a.buffer).toBe(b.buffer);
    a.fill(7);
    c[0] = 2;
    expect(Array.from(b)).toEqual([0, 0, 0]);
    expect(Array.from(d)).toEqual([0]);
    expect(b.byteOffset).toBe(a.byteOffset + 16);
  });

  it('a long array gets a buffer of its own; a full buffer is followed by a new one', () => {
    const slab = new TrackSlab();
    const small = slab.float64(4);
    const large = slab.float64(100_000);
    expect(large.buffer).not.toBe(small.buffer);
    expect(large.byteOffset).toBe(0);
    const views = Array.from({ length: 40 }, () => slab.float64(8000));
    expect(views.every((v) => v.length === 8000 && v.every((x) => x === 0))).toBe(true);
    expect(new Set(views.map((v) => v.buffer)).size).toBeGreaterThan(1);
    // Buffers start small and double up to 512 KiB: a small clip keeps a small buffer.
    expect(small.buffer.byteLength).toBe(256 * 8);
    expect(Math.max(...views.map((v) => v.buffer.byteLength))).toBe(65536 * 8);
  });

  it('the tracks of a conversion are views that do not overlap', () => {
    const doc = parseRotoText(script(tree(shape('{p {-5 0} {100 200} {5 1} {0 -2} {300 400} {0 2}}', { transform: '{t 0 0}' }))));
    const { value } = rotoToClip(doc, { fps: 24 });
    const spans = value.tracks.flatMap((t) => [t.times, t.values, t.interpolation].map((a) => [a.buffer, a.byteOffset, a.byteOffset + a.byteLength] as const));
    const overlaps: number[][] = [];
    for (let i = 0; i < spans.length; i++) {
      for (let j = i + 1; j < spans.length; j++) {
        const [bi, si, ei] = spans[i]!;
        const [bj, sj, ej] = spans[j]!;
        if (bi === bj && ei > sj && ej > si) overlaps.push([i, j]);
      }
    }
    expect(spans).toHaveLength(3 * 6);
    expect(overlaps).toEqual([]);
    value.tracks[0]!.values[0] = 99;
    expect(Array.from(value.tracks[1]!.values)).toEqual([-5, 0]);
  });
});

describe('conversion keeps its values', () => {
  it('resampled components: linear keys at the union of the key frames, values worked out by hand', () => {
    // x keyed at 1 (0) and 5 (10), y at 1 (0), 3 (6) and 9 (0); keys `{t v}` have slopes 0 and bicubic
    // lengths 0, so every segment is the straight line between its keys.
    const doc = parseRotoText(script(tree(shape('{p {0 0} {{{1 0} {5 10}} {{1 0} {3 6} {9 0}}} {0 0}}'))));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['resampled', 'Root/Bezier1/points/0/center']]);
    const t = value.tracks.find((tr) => tr.name === 'Root/Bezier1/points/0/center')!;
    expect(Array.from(t.times, (s) => s * 24)).toEqual([1, 3, 5, 9]);
    // x at 3: 0 + 10·(3 − 1)/(5 − 1) = 5; x at 9: after its last key, held at 10.
    // y at 5: 6 + (0 − 6)·(5 − 3)/(9 − 3) = 4.
    const expected = [0, 0, 5, 6, 10, 4, 10, 0];
    const worst = Math.max(...Array.from(t.values, (v, i) => Math.abs(v - expected[i]!)));
    expect(worst).toBeLessThan(1e-12);
    expect(Array.from(t.interpolation)).toEqual([1, 1, 1, 1].map(() => InterpolationCode.linear));
    expect(t.inHandles).toBeUndefined();
    expect([t.preExtrapolation, t.postExtrapolation]).toEqual(['constant', 'constant']);
  });

  it('a single key that extrapolates along its slope is warned: a one-key track holds', () => {
    // x: one key at frame 10, value 5, slopes 0.5 per frame, default code 256 (linear extrapolation).
    const doc = parseRotoText(script(tree(shape('{p {0 0} {{{10 5 0.5 1 0.5 1}} 3} {0 0}}'))));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['extrapolation-changed', 'Root/Bezier1/points/0/center']]);
    const s = findRotoShape(doc.nodes[0]!.curves.root, 'Bezier1')!;
    // The format: 5 + 0.5·(8 − 10) = 4 at frame 8; the clip holds 5.
    expect(evaluateRotoShapeAtFrame(s, 8).value.points[0]!.center).toEqual([4, 3]);
    const t = value.tracks.find((tr) => tr.name === 'Root/Bezier1/points/0/center')!;
    expect(Array.from(evaluate(t, 8 / 24))).toEqual([5, 3]);
  });
});

describe('memory is bounded for hostile key counts', () => {
  /** A shape whose `{px …}` list has `times` shared key times and `points` control points `{0 0}`. */
  function bareShape(times: number, points: number): string {
    const list = Array.from({ length: times }, (_, i) => String(i)).join(' ');
    return script(tree(shape(`{px {${list}} ${Array.from({ length: points }, () => '{0 0}').join(' ')}}`, { transform: '{t 0 0}' })));
  }

  it('each bare value stands for one key per shared time: within the limit, tracks of that many keys', () => {
    const { value } = rotoToClip(parseRotoText(bareShape(1000, 3)), { fps: 24 });
    expect(value.tracks.map((t) => t.times.length)).toEqual([1000, 1000, 1000]);
  });

  it('a few bytes asking for more key values than maxKeyValues: a ConversionError before the track past the limit is allocated', () => {
    const doc = parseRotoText(bareShape(1000, 30));
    // 30 points × 1000 keys × 2 components = 60,000 key values.
    expect(() => rotoToClip(doc, { fps: 24, maxKeyValues: 50_000 })).toThrow(ConversionError);
    expect(() => rotoToClip(doc, { fps: 24, maxKeyValues: 50_000 })).toThrow(/more than 50000 key values/);
    expect(rotoToClip(doc, { fps: 24, maxKeyValues: 60_000 }).value.tracks).toHaveLength(30);
  });

  it('a clip of exactly maxKeyValues converts, one more is refused; the default is 2^24', () => {
    expect(DEFAULT_MAX_KEY_VALUES).toBe(2 ** 24);
    // Three points (one Bézier triplet): three tracks of 1000 keys × 2 components.
    const doc = parseRotoText(bareShape(1000, 3));
    expect(rotoToClip(doc, { fps: 24, maxKeyValues: 6000 }).value.tracks).toHaveLength(3);
    expect(() => rotoToClip(doc, { fps: 24, maxKeyValues: 5999 })).toThrow(ConversionError);
    expect(() => rotoToClip(doc, { fps: 24, maxKeyValues: Number.NaN })).toThrow(InvalidArgumentError);
    expect(() => rotoToClip(doc, { fps: 24, maxKeyValues: -1 })).toThrow(InvalidArgumentError);
  });
});

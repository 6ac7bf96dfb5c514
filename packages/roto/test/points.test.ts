import { InvalidArgumentError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotoFullPoints, rotoSharedTimePoints, rotoTimelessCurve, type RotoControlPoint, type RotoTimelessControlPoint } from '../src/index.js';
import { formatFloat } from '../src/number.js';
import { parseKnob } from '../src/parse-knob.js';
import { controlPoints, isPlainPoint, pointAt, POINT_STRIDE, pointRun, setPointAt } from '../src/points.js';
import { serializeKnob } from '../src/serialize.js';
import { shape, shapeOf, tree } from './helpers.js';

const animated: RotoTimelessControlPoint = { dims: [rotoTimelessCurve([{ value: 1, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 }]), 2] };
const withAttributes: RotoControlPoint = { attributes: { kind: 'attributes', names: ['osw'], values: [1] }, dims: [3, 4] };

describe('packed control points', () => {
  it('plain points: 1–4 bare numbers and no attribute list', () => {
    expect(isPlainPoint({ dims: [1, 2] })).toBe(true);
    expect(isPlainPoint({ dims: [1, 2, 3, 4] })).toBe(true);
    expect(isPlainPoint({ dims: [] })).toBe(false);
    expect(isPlainPoint({ dims: [1, 2, 3, 4, 5] })).toBe(false);
    expect(isPlainPoint(animated)).toBe(false);
    expect(isPlainPoint(withAttributes)).toBe(false);
  });

  it('pack plain points into the store and keep the others as objects, in order', () => {
    const list = pointRun(rotoSharedTimePoints([1], [{ dims: [1, 2, 0.5] }, animated, { dims: [] }, { dims: [7, 8] }]));
    expect(list.count).toBe(4);
    expect(Array.from(list.store)).toEqual([3, 1, 2, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 7, 8, 0, 0]);
    expect(list.objects?.[1]).toBe(animated);
    expect(list.objects?.[2]).toEqual({ dims: [] });
    expect(controlPoints(list)).toEqual([{ dims: [1, 2, 0.5] }, animated, { dims: [] }, { dims: [7, 8] }]);
  });

  it('pointAt gives a new object for a plain point and the stored object for the others', () => {
    const list = rotoFullPoints([{ dims: [1, 2] }, withAttributes]);
    const p = pointAt(list, 0);
    p.dims[0] = 99;
    expect(pointAt(list, 0)).toEqual({ dims: [1, 2] });
    expect(pointAt(list, 1)).toBe(withAttributes);
  });

  it('setPointAt writes plain points into the list’s run and objects aside, both ways', () => {
    const store = new Float32Array(3 + 2 * POINT_STRIDE + 3).fill(-1);
    const list = pointRun(rotoFullPoints([{ dims: [0, 0] }, { dims: [0, 0] }]));
    list.store = store;
    list.offset = 3;
    store.set([2, 0, 0, 0, 0, 2, 0, 0, 0, 0], 3);
    setPointAt(list, 1, withAttributes);
    expect(pointAt(list, 1)).toBe(withAttributes);
    setPointAt(list, 1, { dims: [5, 6, 7] });
    expect(pointAt(list, 1)).toEqual({ dims: [5, 6, 7] });
    expect(list.objects?.[1]).toBeUndefined();
    // Outside the run nothing changed.
    expect(Array.from(store.subarray(0, 3))).toEqual([-1, -1, -1]);
    expect(Array.from(store.subarray(3 + 2 * POINT_STRIDE))).toEqual([-1, -1, -1]);
  });

  it('indices outside the list are InvalidArgumentErrors', () => {
    const list = rotoFullPoints([{ dims: [1, 2] }]);
    for (const i of [-1, 1, 0.5, Number.NaN]) {
      expect(() => pointAt(list, i)).toThrow(InvalidArgumentError);
      expect(() => {
        setPointAt(list, i, { dims: [1, 2] });
      }).toThrow(InvalidArgumentError);
    }
  });

  it('a read shape: plain points in the store, animated and attributed ones as objects', () => {
    const s = shapeOf(tree(shape('{px {1 2} {x3f800000 x40000000} {{a osw 1} 0 0} {{{1 -} {2 -}} 5}}')));
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('px shape');
    const pts = s.curves.main.points;
    const run = pointRun(pts);
    expect(pts.count).toBe(3);
    expect(run.store[run.offset]).toBe(2);
    expect(run.store[run.offset + POINT_STRIDE]).toBe(0);
    expect(run.store[run.offset + 2 * POINT_STRIDE]).toBe(0);
    expect([0, 1, 2].map((i) => pts.isPlain(i))).toEqual([true, false, false]);
    expect(pts.point(1)).toBe(pointAt(pts, 1));
    expect(pts.points()).toEqual([...pts]);
    expect(pointAt(pts, 0)).toEqual({ dims: [1, 2] });
    expect(pointAt(pts, 1).attributes?.names).toEqual(['osw']);
    expect(typeof pointAt(pts, 2).dims[0]).toBe('object');
  });

  it('round trip: packing the points of any list and writing gives the same knob', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.float({ noNaN: true }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        (points) => {
          const knob = tree(shape(`{p ${points.map((dims) => `{${dims.map(formatFloat).join(' ')}}`).join(' ')}}`));
          const t = parseKnob(knob);
          const s = shapeOf(knob);
          if ('kind' in s.curves || s.curves.main.points.form !== 'p') throw new Error('p shape');
          const repacked = rotoFullPoints(controlPoints(s.curves.main.points));
          // Nuke writes −0 as `0` (spec "Floating point format": 0.0f is special-cased), so it reads back as +0.
          expect(controlPoints(repacked)).toEqual(points.map((dims) => ({ dims: dims.map((d) => Math.fround(d) || 0) })));
          expect(serializeKnob(parseKnob(serializeKnob(t)))).toBe(serializeKnob(t));
        },
      ),
      { numRuns: 200 },
    );
  });
});

import { bezierValue } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateShapeAtFrame, readRoto, type AnimKey, type CurveGroupNode, type LayerNode } from '../src/index.js';
import { evaluateKeys } from '../src/evaluate.js';
import { FIXTURES, fixtureBytes } from './fixture-list.js';
import { shapeOf, shape, tree } from './helpers.js';

const K = (time: number, value: number, interpolation = 256, lslope = 0, la = 1, rslope = 0, ra = 1): AnimKey => ({ time, value, lslope, la, rslope, ra, interpolation });

describe('anim curve evaluation (interpolation bitmask)', () => {
  it('step (0) holds the left key, linear (1) interpolates', () => {
    expect(evaluateKeys([K(0, 1, 0), K(10, 5)], 9.99)).toBe(1);
    expect(evaluateKeys([K(0, 1, 0), K(10, 5)], 10)).toBe(5);
    expect(evaluateKeys([K(0, 1, 1), K(10, 5)], 2.5)).toBe(2);
  });

  it('cubic (2) with bicubic 1 handles is the Hermite spline of the slopes', () => {
    const a = K(0, 0, 2, 0, 1, 3, 1);
    const b = K(10, 10, 2, -1, 1, 0, 1);
    for (const t of [0, 1, 2.5, 5, 7.75, 10]) {
      const s = t / 10;
      const h00 = 2 * s ** 3 - 3 * s ** 2 + 1;
      const h10 = s ** 3 - 2 * s ** 2 + s;
      const h01 = -2 * s ** 3 + 3 * s ** 2;
      const h11 = s ** 3 - s ** 2;
      const hermite = h00 * 0 + h10 * 10 * 3 + h01 * 10 + h11 * 10 * -1;
      expect(evaluateKeys([a, b], t)).toBeCloseTo(hermite, 12);
    }
  });

  it('cubic with other bicubic lengths solves the time curve', () => {
    const a = K(0, 0, 2, 0, 1, 2, 2);
    const b = K(6, 3, 2, 0, 0.5, 0, 1);
    const v = evaluateKeys([a, b], 2);
    expect(v).toBeCloseTo(bezierValue(0, 0, 6, 3, 4, 8, -1, 0, 2), 14);
    expect(v).toBeGreaterThan(1);
  });

  it('extrapolation: constant (0), linear (1) along the slope or the linear end segment, cycle (2)', () => {
    expect(evaluateKeys([K(0, 1, 0), K(10, 5, 0)], -5)).toBe(1);
    expect(evaluateKeys([K(0, 1, 256, 2), K(10, 5, 256, 0, 1, 0.5)], -1)).toBe(-1);
    expect(evaluateKeys([K(0, 1, 256, 2), K(10, 5, 256, 0, 1, 0.5)], 12)).toBe(6);
    expect(evaluateKeys([K(0, 1, 257), K(10, 5, 256)], -10)).toBe(-3);
    expect(evaluateKeys([K(0, 0, 513), K(10, 10, 513)], 23)).toBe(3);
    expect(evaluateKeys([K(0, 0, 513), K(10, 10, 513)], -3)).toBe(7);
    expect(evaluateKeys([K(4, 7, 256)], 100)).toBe(7);
  });
});

describe('shape evaluation', () => {
  it('animated px points, feather offsets and tangents at any frame', () => {
    const s = shapeOf(tree(shape('{px {1 11} {{-1 -3} 0} {{100 200} {50 {70 -}}} {{1 3} 0}}', {
      feather: '{cc {f 8192} {px {1 11} {2 0} {{5 15} 0} {0 0}}}',
    })));
    const at6 = evaluateShapeAtFrame(s, 6).value.points[0]!;
    // keys with default extras step (interpolation 256 & 255 = 0)
    expect(at6.center).toEqual([100, 50]);
    expect(at6.leftTangent).toEqual([-1, 0]);
    expect(at6.feather).toEqual([5, 0]);
    expect(at6.featherLeftTangent).toEqual([2, 0]);
    expect(evaluateShapeAtFrame(s, 11).value.points[0]!.center).toEqual([200, 70]);
    const linear = shapeOf(tree(shape('{px {1 11} {0 0} {{{100 0 0 0 0 1} 200} 7} {0 0}}')));
    expect(evaluateShapeAtFrame(linear, 6).value.points[0]!.center).toEqual([150, 7]);
  });

  it('evaluates every fixture shape at every frame 0–30: three control points per Bézier point, finite centres', () => {
    const shapes: CurveGroupNode[] = [];
    const walk = (layer: LayerNode): void => {
      for (const c of layer.children) {
        if (c.kind === 'layer') walk(c);
        else if (c.kind === 'curvegroup') shapes.push(c);
      }
    };
    for (const name of Object.keys(FIXTURES)) for (const node of readRoto(fixtureBytes(name)).nodes) walk(node.curves.root);
    expect(shapes).toHaveLength(10);
    for (const n of shapes) {
      const main = 'kind' in n.curves ? n.curves.views[0]!.value.main : n.curves.main;
      for (let frame = 0; frame <= 30; frame++) {
        const r = evaluateShapeAtFrame(n, frame);
        expect(r.value.points.length * 3).toBe(main.points.count);
        expect(r.value.points.every((p) => p.center.every(Number.isFinite))).toBe(true);
      }
    }
  });
});

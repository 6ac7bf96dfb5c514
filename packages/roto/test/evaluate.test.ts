import { bezierValue } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, readRoto, type RotoAnimKey, type RotoCurveGroupNode, type RotoLayerNode } from '../src/index.js';
import { evaluateKeys } from '../src/evaluate.js';
import { FIXTURES, fixtureBytes } from './fixture-list.js';
import { shapeOf, shape, tree } from './helpers.js';

const K = (time: number, value: number, interpolation = 256, lslope = 0, la = 1, rslope = 0, ra = 1): RotoAnimKey => ({ time, value, lslope, la, rslope, ra, interpolation });

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

describe('keys written without an interpolation code (default 256) move smoothly', () => {
  it('a keyed shape point between its keys follows the cubic of its stored slopes (hand-worked)', () => {
    // Point 0's centre x: key 0 at frame 0 = 0 with right slope 3, key 1 at frame 10 = 20 with left
    // slope 1; bicubic 1 on both sides, no interpolation code (→ 256).
    const s = shapeOf(tree(shape('{px {0 10} {0 0} {{{0 0 1 3 1} {20 1 1 0 1}} 7} {0 0}}')));
    // Handles a third of the interval (10/3 frames) long: time is linear in the Bézier parameter s
    // (frame = 10·s) and the value's control points are
    //   P0 = 0, P1 = 0 + 3·10/3 = 10, P2 = 20 − 1·10/3 = 50/3, P3 = 20.
    // Frame 5, s = 1/2: (P0 + 3·P1 + 3·P2 + P3)/8 = (0 + 30 + 50 + 20)/8 = 12.5.
    // Frame 2.5, s = 1/4: 27/64·0 + 27/64·10 + 9/64·(50/3) + 1/64·20 = (270 + 150 + 20)/64 = 6.875.
    // Frame 7.5, s = 3/4: 1/64·0 + 9/64·10 + 27/64·(50/3) + 27/64·20 = (90 + 450 + 540)/64 = 16.875.
    const x = (frame: number): number => evaluateRotoShapeAtFrame(s, frame).value.points[0]!.center[0];
    expect(x(5)).toBeCloseTo(12.5, 12);
    expect(x(2.5)).toBeCloseTo(6.875, 12);
    expect(x(7.5)).toBeCloseTo(16.875, 12);
    expect(x(0)).toBe(0);
    expect(x(10)).toBe(20);
    expect(evaluateRotoShapeAtFrame(s, 5).value.points[0]!.center[1]).toBe(7);
  });

  it('an explicit step code (0) still holds, an explicit code with linear extrapolation bits (257) is linear', () => {
    expect(evaluateKeys([K(0, 1, 0), K(10, 5, 0)], 9)).toBe(1);
    expect(evaluateKeys([K(0, 1, 257), K(10, 5)], 5)).toBe(3);
    expect(evaluateKeys([K(0, 1, 512), K(10, 5, 512)], 5)).toBe(1);
  });
});

describe('shape evaluation', () => {
  it('animated px points, feather offsets and tangents at any frame', () => {
    const s = shapeOf(tree(shape('{px {1 11} {{-1 -3} 0} {{100 200} {50 {70 -}}} {{1 3} 0}}', {
      feather: '{cc {f 8192} {px {1 11} {2 0} {{5 15} 0} {0 0}}}',
    })));
    const at6 = evaluateRotoShapeAtFrame(s, 6).value.points[0]!;
    // Bare values have no handles (slopes 0, bicubic 0) and the default code 256 (cubic): zero-length
    // handles draw the straight line, so frame 6 (halfway from 1 to 11) gives the mean of the two keys:
    // centre x (100 + 200)/2, left tangent x (−1 − 3)/2, feather x (5 + 15)/2.
    expect(at6.center[0]).toBeCloseTo(150, 12);
    expect(at6.leftTangent[0]).toBeCloseTo(-2, 12);
    expect(at6.feather[0]).toBeCloseTo(10, 12);
    expect(at6.featherLeftTangent).toEqual([2, 0]);
    expect(evaluateRotoShapeAtFrame(s, 11).value.points[0]!.center).toEqual([200, 70]);
    const linear = shapeOf(tree(shape('{px {1 11} {0 0} {{{100 0 0 0 0 1} 200} 7} {0 0}}')));
    expect(evaluateRotoShapeAtFrame(linear, 6).value.points[0]!.center).toEqual([150, 7]);
  });

  it('evaluates every fixture shape at every frame 0–30: three control points per Bézier point, finite centres', () => {
    const shapes: RotoCurveGroupNode[] = [];
    const walk = (layer: RotoLayerNode): void => {
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
        const r = evaluateRotoShapeAtFrame(n, frame);
        expect(r.value.points.length * 3).toBe(main.points.count);
        expect(r.value.points.every((p) => p.center.every(Number.isFinite))).toBe(true);
      }
    }
  });
});

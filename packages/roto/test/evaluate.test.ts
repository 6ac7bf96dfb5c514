import { bezierValue } from '@anim/core';
import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateKeys, evaluateLayer, evaluateShape, findShape, readRoto, type AnimKey, type CurveGroupNode } from '../src/index.js';
import { hex } from './independent.js';
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
  it('reads the create_inf shape point as independently decoded', () => {
    const doc = readRoto(corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__create_inf.nk'));
    const s = findShape(doc.nodes[0]!.curves.root, 'Root/Bezier2')!;
    const { value, warnings } = evaluateShape(s, 0);
    expect(warnings).toEqual([]);
    expect(value.points).toHaveLength(2);
    expect(value.points[0]!.center).toEqual([hex('x449dedc6'), hex('x445c9c0d')]);
    expect(value.points[1]!.center).toEqual([hex('x449e088f'), hex('x445ca874')]);
    expect(value.points[0]!.feather).toEqual([0, 0]);
    expect(value.transform.pivot).toEqual([hex('x449dbb34'), hex('x445c8b86'), 0]);
    expect(value.transform.scale).toEqual([1, 1, 1]);
    expect(value.attributes.osw).toBe(10);
    expect(value.attributes.opc).toBe(1);
    expect(value.attributes.spx).toBe(hex('x4493a000'));
  });

  it('animated px points, feather offsets and tangents at any frame', () => {
    const s = shapeOf(tree(shape('{px {1 11} {{-1 -3} 0} {{100 200} {50 {70 -}}} {{1 3} 0}}', {
      feather: '{cc {f 8192} {px {1 11} {2 0} {{5 15} 0} {0 0}}}',
    })));
    const at6 = evaluateShape(s, 6).value.points[0]!;
    // keys with default extras step (interpolation 256 & 255 = 0)
    expect(at6.center).toEqual([100, 50]);
    expect(at6.leftTangent).toEqual([-1, 0]);
    expect(at6.feather).toEqual([5, 0]);
    expect(at6.featherLeftTangent).toEqual([2, 0]);
    expect(evaluateShape(s, 11).value.points[0]!.center).toEqual([200, 70]);
    const linear = shapeOf(tree(shape('{px {1 11} {0 0} {{{100 0 0 0 0 1} 200} 7} {0 0}}')));
    expect(evaluateShape(linear, 6).value.points[0]!.center).toEqual([150, 7]);
  });

  it('reports expressions as not evaluated and uses the stored value', () => {
    const doc = readRoto(corpusBytes('roto', 'NukeToolSet__DEMO.gizmo'));
    const layer = evaluateLayer(doc.nodes[0]!.curves.root, 1);
    expect(layer.value.attributes.opc).toBe(hex('x3f733333'));
    expect(layer.warnings).toEqual([{ code: 'expression-dropped', message: expect.stringContaining('parent.Opacity') as string, path: 'Root/attributes/opc' }]);
  });

  it('evaluates every corpus shape without throwing, triplet counts for Bézier', () => {
    const doc = readRoto(corpusBytes('roto', 'nuke-config__flow_examples.nk'));
    const shapes: CurveGroupNode[] = [];
    const walk = (children: readonly unknown[]): void => {
      for (const c of children as { kind: string; children?: unknown[] }[]) {
        if (c.kind === 'layer') walk(c.children!);
        else if (c.kind === 'curvegroup') shapes.push(c as unknown as CurveGroupNode);
      }
    };
    for (const node of doc.nodes) walk(node.curves.root.children);
    for (const n of shapes) {
      const r = evaluateShape(n, 170);
      const main = 'kind' in n.curves ? n.curves.views[0]!.value.main : n.curves.main;
      expect(r.value.points.length * 3).toBe(main.points.count);
      expect(r.value.points.every((p) => Number.isFinite(p.center[0]))).toBe(true);
    }
    expect(shapes).toHaveLength(34);
  });
});

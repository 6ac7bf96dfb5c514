import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateRotoLayerAtFrame, evaluateRotoShapeAtFrame, findRotoShape, readRoto, type RotoCurveGroupNode } from '../src/index.js';
import { hex } from './independent.js';

describe('shape evaluation on reference files', () => {
  it('reads the create_inf shape point as independently decoded', () => {
    const doc = readRoto(corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__create_inf.nk'));
    const s = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Bezier2')!;
    const { value, warnings } = evaluateRotoShapeAtFrame(s, 0);
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

  it('reports expressions as not evaluated and uses the stored value', () => {
    const doc = readRoto(corpusBytes('roto', 'NukeToolSet__DEMO.gizmo'));
    const layer = evaluateRotoLayerAtFrame(doc.nodes[0]!.curves.root, 1);
    expect(layer.value.attributes.opc).toBe(hex('x3f733333'));
    expect(layer.warnings).toEqual([{ code: 'expression-dropped', message: expect.stringContaining('parent.Opacity') as string, path: 'Root/attributes/opc' }]);
  });

  it('evaluates every corpus shape without throwing, triplet counts for Bézier', () => {
    const doc = readRoto(corpusBytes('roto', 'nuke-config__flow_examples.nk'));
    const shapes: RotoCurveGroupNode[] = [];
    const walk = (children: readonly unknown[]): void => {
      for (const c of children as { kind: string; children?: unknown[] }[]) {
        if (c.kind === 'layer') walk(c.children!);
        else if (c.kind === 'curvegroup') shapes.push(c as unknown as RotoCurveGroupNode);
      }
    };
    for (const node of doc.nodes) walk(node.curves.root.children);
    for (const n of shapes) {
      const r = evaluateRotoShapeAtFrame(n, 170);
      const main = 'kind' in n.curves ? n.curves.views[0]!.value.main : n.curves.main;
      expect(r.value.points.length * 3).toBe(main.points.count);
      expect(r.value.points.every((p) => Number.isFinite(p.center[0]))).toBe(true);
    }
    expect(shapes).toHaveLength(34);
  });
});

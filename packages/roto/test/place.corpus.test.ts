import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeInImageAtFrame, readRoto, rotoShapeOutline, type RotoLayerNode } from '../src/index.js';
import { referenceFiles } from './corpus-files.js';

/** Every shape path below `layer` (slash paths from the root layer's name). */
function shapePaths(layer: RotoLayerNode, path: string, out: string[]): string[] {
  for (const c of layer.children) {
    if (c.kind === 'raw') continue;
    if (c.kind === 'layer') shapePaths(c, `${path}/${c.name}`, out);
    else out.push(`${path}/${c.name}`);
  }
  return out;
}

describe('shapes in image space on reference files (issue 18 item 4)', () => {
  it('every shape of every file places and outlines to finite points; where no transform moves it, image = local', () => {
    let shapes = 0;
    let unmoved = 0;
    for (const file of referenceFiles()) {
      const doc = readRoto(corpusBytes('roto', file));
      for (const node of doc.nodes) {
        const root = node.curves.root;
        for (const path of shapePaths(root, root.name, [])) {
          const { local, image, matrix } = evaluateRotoShapeInImageAtFrame(root, path, 1).value;
          shapes++;
          for (const p of image.points) expect(Number.isFinite(p.center[0]) && Number.isFinite(p.center[1])).toBe(true);
          const outline = rotoShapeOutline(image, { segments: 4 });
          expect(outline.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
          const identity = matrix.every((v, i) => Math.abs(v - [1, 0, 0, 0, 1, 0, 0, 0, 1][i]!) < 1e-9);
          if (!identity) continue;
          unmoved++;
          image.points.forEach((p, i) => {
            expect(p.center[0]).toBeCloseTo(local.points[i]!.center[0], 3);
            expect(p.center[1]).toBeCloseTo(local.points[i]!.center[1], 3);
          });
        }
      }
    }
    // 78 curvegroups and 3461 cubiccurves (strokes and SplineWarp curves) across the 21 files.
    expect(shapes).toBe(78 + 3461);
    expect(unmoved).toBeGreaterThan(0);
  });
});

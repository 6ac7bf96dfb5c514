/** Warning codes of the conversion to the core model for what a clip cannot hold. */
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, readRoto, rotoToClip, type RotoCubicCurveNode, type RotoLayerNode } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { fixtureBytes } from './fixture-list.js';
import { script, shape, tree } from './helpers.js';

describe('rotoToClip warnings', () => {
  it('a curve with a non-finite key time is left out: track-dropped', () => {
    // 1e39 is beyond float32: the key time reads as Infinity.
    const doc = parseRotoText(script(tree('{layer L {f 0} {t {{1 2} {1e39 4}} 0 0 {{1 5} {2 6}}}}')));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    expect(warnings).toEqual([expect.objectContaining({ code: 'track-dropped', path: 'Root/L/transform/pivot' })]);
    expect(value.tracks.map((t) => t.name)).toEqual(['Root/L/transform/translate']);
  });

  it('a static shape converts to one constant track per point value, not to no tracks', () => {
    const doc = parseRotoText(script(tree(shape('{p {-5 0} {100 200} {5 1} {0 -2} {300 400} {0 2}}', { transform: '{t 0 0}' }))));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    expect(warnings).toEqual([]);
    const byName = new Map(value.tracks.map((t) => [t.name, t]));
    expect([...byName.keys()]).toEqual([
      'Root/Bezier1/points/0/center', 'Root/Bezier1/points/0/leftTangent', 'Root/Bezier1/points/0/rightTangent',
      'Root/Bezier1/points/1/center', 'Root/Bezier1/points/1/leftTangent', 'Root/Bezier1/points/1/rightTangent',
    ]);
    const c1 = byName.get('Root/Bezier1/points/1/center')!;
    expect(Array.from(c1.times)).toEqual([0]);
    expect(Array.from(c1.values)).toEqual([300, 400]);
    expect(Array.from(byName.get('Root/Bezier1/points/0/rightTangent')!.values)).toEqual([5, 1]);
  });

  it('static strokes convert to a constant centre (and pressure) track per point', () => {
    const doc = readRoto(fixtureBytes('rotopaint-strokes.nk'));
    const strokes: RotoCubicCurveNode[] = [];
    const walk = (l: RotoLayerNode): void => {
      for (const c of l.children) {
        if (c.kind === 'layer') walk(c);
        else if (c.kind === 'cubiccurve') strokes.push(c);
      }
    };
    for (const n of doc.nodes) walk(n.curves.root);
    expect(strokes.length).toBeGreaterThan(0);
    const { value } = rotoToClip(doc, { fps: 24 });
    for (const s of strokes) {
      const points = evaluateRotoShapeAtFrame(s, 0).value.points;
      const centres = value.tracks.filter((t) => t.node.endsWith(`/${s.name}`) && t.property.endsWith('/center'));
      expect(centres).toHaveLength(points.length);
      expect(Array.from(centres[0]!.values)).toEqual(points[0]!.center);
    }
  });

  it('a curvegroup split by views converts one view and names the dropped ones: metadata-dropped', () => {
    const doc = readRoto(fixtureBytes('views.nk'));
    const { warnings } = rotoToClip(doc, { fps: 24 });
    const w = warnings.find((x) => x.code === 'metadata-dropped' && x.path === 'Root/Stereo');
    expect(w?.message).toContain("view 'left' is converted");
    expect(w?.message).toContain("'right'");
    const right = rotoToClip(doc, { fps: 24, view: 'right' }).warnings.find((x) => x.path === 'Root/Stereo');
    expect(right?.message).toContain("view 'right' is converted");
  });
});

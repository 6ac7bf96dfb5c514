/**
 * The project-authored scripts in `test/fixtures/` (one per construct, see its README): each reads with
 * the counts an independent token scan finds, writes back byte for byte, and its trees written again from
 * the tree alone (no source text) read back to the same data and, for the fixtures in Nuke's layout,
 * give the same knob tokens — every number spelled as in the file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  evaluateRotoLayerAtFrame,
  evaluateRotoShapeAtFrame,
  findRotoShape,
  readRoto,
  rotoToClip,
  summarizeRoto,
  writeRoto,
  type RotoNodeCounts,
  type RotoDocument,
} from '../src/index.js';
import { sameData } from '../src/edits.js';
import { serializeKnob } from '../src/serialize.js';
import { FIXTURES, fixtureBytes } from './fixture-list.js';
import { count, knobTokens, nest, nukeLayout, type Tok } from './independent.js';

const read = (name: string): RotoDocument => readRoto(fixtureBytes(name));

describe('fixtures', () => {
  it('the fixtures folder holds exactly the listed files, each described in its README', () => {
    const readme = readFileSync(new URL('fixtures/README.md', import.meta.url), 'utf8');
    const listed = Object.keys(FIXTURES).sort();
    expect(listed).toHaveLength(11);
    for (const name of listed) expect(readme).toContain(`\`${name}\``);
    const files = (readme.match(/^\| `[^`]+`/gm) ?? []).map((l) => l.slice(3, -1)).sort();
    expect(files).toEqual(listed);
  });

  for (const [name, fixture] of Object.entries(FIXTURES)) {
    describe(name, () => {
      const bytes = fixtureBytes(name);
      const doc = readRoto(bytes);
      const text = new TextDecoder().decode(bytes);

      it('reads its roto nodes and the Root fps', () => {
        expect(doc.nodes.map((n) => [n.name, n.class])).toEqual(fixture.nodes);
        expect(doc.fps).toBe(fixture.fps);
        expect(doc.kind).toBe(name === 'bare-knob.nk' ? 'knob' : 'script');
      });

      it('counts layers, shapes and points like an independent token scan', () => {
        const nodes = (summarizeRoto(doc).details as { nodes: RotoNodeCounts[] }).nodes;
        doc.nodes.forEach((node, i) => {
          const c = count(nest(text.slice(node.start, node.end))[0] as Tok[]);
          expect(nodes[i]).toMatchObject({ layers: c.layers, curvegroups: c.curvegroups, cubiccurves: c.cubiccurves, controlPoints: c.controlPoints });
          expect(c.curvegroups + c.cubiccurves).toBeGreaterThan(0);
        });
      });

      it('writes back byte for byte (span-preserving writer)', () => {
        expect(writeRoto(doc)).toEqual(bytes);
      });

      it('its trees written from the tree alone read back to the same data', () => {
        for (const node of doc.nodes) {
          const again = readRoto(new TextEncoder().encode(serializeKnob(node.curves)));
          expect(sameData(again.nodes[0]!.curves, node.curves)).toBe(true);
        }
      });

    });
  }

  const entries = Object.entries(FIXTURES);
  for (const [name] of entries.filter(([, f]) => f.notNukeTokens === undefined)) {
    it(`${name}: its trees written from the tree alone give the knob as written (Nuke layout)`, () => {
      const doc = read(name);
      for (const node of doc.nodes) {
        const written = serializeKnob(node.curves);
        expect(knobTokens(written)).toEqual(knobTokens(doc.text.slice(node.start, node.end)));
        expect(nukeLayout(written)).toBe(doc.text.slice(node.start, node.end));
      }
    });
  }
  for (const [name, fixture] of entries.filter(([, f]) => f.notNukeTokens !== undefined)) {
    it(`${name}: its trees written from the tree alone differ in their tokens: ${fixture.notNukeTokens ?? ''}`, () => {
      const doc = read(name);
      for (const node of doc.nodes) expect(knobTokens(serializeKnob(node.curves))).not.toEqual(knobTokens(doc.text.slice(node.start, node.end)));
    });
  }
  it('two fixtures are not written back token for token from their trees', () => {
    expect(entries.filter(([, f]) => f.notNukeTokens !== undefined).map(([n]) => n)).toEqual(['layers.nk', 'hiero-layer.nk']);
  });
});

describe('what the fixtures hold', () => {
  it('animated-shapes.nk: points move between the shared key times, opacity fades, a layer holds a shape', () => {
    const root = read('animated-shapes.nk').nodes[0]!.curves.root;
    const tri = findRotoShape(root, 'Root/Moving/Triangle')!;
    expect(tri).toBeDefined();
    const at = (frame: number): number[][] => evaluateRotoShapeAtFrame(tri, frame).value.points.map((p) => p.center);
    expect(at(1)).toEqual([[600, 300], [900, 300], [750, 560]]);
    expect(at(12)).toEqual([[720, 340], [1020, 340], [870, 600]]);
    expect(at(24)).toEqual([[840, 300], [1140, 300], [990, 560]]);
    // Dash keys (flat slopes, bicubic 1, default code 256 → cubic along the stored slopes): the handles
    // sit at thirds of the 11-frame interval, so time is linear in the Bézier parameter s = (6 − 1)/11 and
    // the value is v0 + (v1 − v0)·(3s² − 2s³) = v0 + (v1 − v0)·(75/121 − 250/1331) = v0 + (v1 − v0)·575/1331.
    const ease = 575 / 1331;
    const six = at(6);
    [[600, 300, 720, 340], [900, 300, 1020, 340], [750, 560, 870, 600]].forEach(([x0, y0, x1, y1], i) => {
      expect(six[i]![0]).toBeCloseTo(x0! + (x1! - x0!) * ease, 9);
      expect(six[i]![1]).toBeCloseTo(y0! + (y1! - y0!) * ease, 9);
    });
    expect(six[0]![0]).toBeCloseTo(651.8407212622, 9);
    expect(evaluateRotoShapeAtFrame(tri, 1).value.points[0]!.leftTangent).toEqual([-30, 0]);
    const box = findRotoShape(root, 'Root/Box')!;
    expect(evaluateRotoShapeAtFrame(box, 1).value.points.map((p) => p.center)).toEqual([[1200, 700], [1400, 700], [1400, 900], [1200, 900]]);
    expect(evaluateRotoShapeAtFrame(box, 24).value.points.map((p) => p.center)).toEqual([[1000, 600], [1200, 600], [1200, 800], [1000, 800]]);
    expect(evaluateRotoShapeAtFrame(box, 1).value.attributes.opc).toBe(1);
    expect(evaluateRotoShapeAtFrame(box, 24).value.attributes.opc).toBe(0);
    expect(summarizeRoto(read('animated-shapes.nk')).details?.shapes).toEqual([
      { node: 'Roto1', path: 'Root/Moving/Triangle', kind: 'curvegroup', type: 'bezier', points: 3, keyedFrames: [1, 12, 24] },
      { node: 'Roto1', path: 'Root/Box', kind: 'curvegroup', type: 'bezier', points: 4, keyedFrames: [1, 12, 24] },
    ]);
  });

  it('animated-shapes.nk converts to a clip whose point tracks move, at the script fps', () => {
    const { value: clip, warnings } = rotoToClip(read('animated-shapes.nk'));
    expect(warnings).toEqual([]);
    expect(clip.frameRate).toEqual({ numerator: 24, denominator: 1 });
    const center = clip.tracks.find((t) => t.name === 'Root/Moving/Triangle/points/1/center')!;
    expect(Array.from(center.times, (s) => Math.round(s * 24))).toEqual([1, 12, 24]);
    expect(Array.from(center.values)).toEqual([900, 300, 1020, 340, 1140, 300]);
  });

  it('roto-shape.nk: a single-key shape is where its points say, with its pivot and attributes', () => {
    const s = evaluateRotoShapeAtFrame(findRotoShape(read('roto-shape.nk').nodes[0]!.curves.root, 'Root/Bezier1')!, 100).value;
    expect(s.points.map((p) => p.center)).toEqual([[800, 400], [1000, 600], [800, 800], [600, 600]]);
    expect(s.points[1]!.rightTangent).toEqual([40, 0]);
    expect(s.transform.pivot).toEqual([800, 600, 0]);
    expect(s.attributes.osw).toBe(10);
  });

  it('rotopaint-strokes.nk: strokes keep their third dimension (pressure) and brush attributes', () => {
    const root = read('rotopaint-strokes.nk').nodes[0]!.curves.root;
    const brush = evaluateRotoShapeAtFrame(findRotoShape(root, 'Root/Brush1')!, 5).value;
    expect(brush.curveType).toBe('catmullrom');
    expect(brush.points).toHaveLength(8);
    expect(brush.attributes.bs).toBe(20);
    expect(brush.attributes.h).toBe(0.5);
    const summary = summarizeRoto(read('rotopaint-strokes.nk'));
    expect(summary.details?.nodes).toEqual([{ node: 'RotoPaint1', class: 'RotoPaint', layers: 1, curvegroups: 0, cubiccurves: 2, controlPoints: 13 }]);
  });

  it('splinewarp.nk: SplineWarp curves, one transform field keyed with full tangents', () => {
    const root = read('splinewarp.nk').nodes[0]!.curves.root;
    const s1 = findRotoShape(root, 'Root/Stroke1')!;
    expect(s1.kind).toBe('cubiccurve');
    expect(evaluateRotoShapeAtFrame(s1, 79).value.attributes.ab).toBe(1);
    expect(evaluateRotoShapeAtFrame(findRotoShape(root, 'Root/Stroke2')!, 79).value.attributes.ab).toBe(0);
    expect(evaluateRotoShapeAtFrame(s1, 79).value.transform.translate[0]).toBe(0);
    expect(evaluateRotoShapeAtFrame(s1, 126).value.transform.translate[0]).toBe(100);
  });

  it('layers.nk: nested layer transforms are keyed, an RLE curve expands to one key per frame', () => {
    const root = read('layers.nk').nodes[0]!.curves.root;
    const outer = root.children.find((c) => c.kind === 'layer')!;
    expect(evaluateRotoLayerAtFrame(outer, 1).value.transform.translate.slice(0, 2)).toEqual([0, 0]);
    expect(evaluateRotoLayerAtFrame(outer, 24).value.transform.translate.slice(0, 2)).toEqual([100, 50]);
    expect(evaluateRotoLayerAtFrame(outer, 24).value.transform.rotate[2]).toBe(90);
    expect(evaluateRotoLayerAtFrame(outer, 1).value.attributes.opc).toBe(0.75);
    const inner = outer.children.find((c) => c.kind === 'layer')!;
    // Scale x: {r {{{1 1} 3} {{4 1.5 -} 2}}} = keys at 1, 2, 3 (1) and 4, 5 (1.5).
    expect([1, 2, 3, 4, 5].map((f) => evaluateRotoLayerAtFrame(inner, f).value.transform.scale[0])).toEqual([1, 1, 1, 1.5, 1.5]);
    expect(evaluateRotoLayerAtFrame(inner, 1).value.transform.scale[1]).toBe(1.5);
    expect(summarizeRoto(read('layers.nk')).details?.nodes).toEqual([{ node: 'Roto1', class: 'Roto', layers: 3, curvegroups: 2, cubiccurves: 0, controlPoints: 24 }]);
  });

  it('expressions.nk: expressions are kept, reported as not evaluated, their stored values used', () => {
    const root = read('expressions.nk').nodes[0]!.curves.root;
    const layer = evaluateRotoLayerAtFrame(root, 1);
    expect(layer.value.attributes.opc).toBeCloseTo(0.95, 6);
    expect(layer.value.attributes.bs).toBe(25);
    expect(layer.warnings.map((w) => [w.code, w.path])).toEqual([
      ['expression-dropped', 'Root/attributes/opc'],
      ['expression-dropped', 'Root/attributes/bs'],
    ]);
    const pinned = evaluateRotoShapeAtFrame(findRotoShape(root, 'Root/Pinned')!, 1);
    expect(pinned.value.points.map((p) => p.center)).toEqual([[979, 690], [1300, 690]]);
    expect(pinned.warnings.map((w) => w.code).every((c) => c === 'expression-dropped')).toBe(true);
    expect(pinned.warnings.length).toBeGreaterThanOrEqual(4);
  });

  it('views.nk: a stereo shape gives each view its own points, attributes and transform', () => {
    const s = findRotoShape(read('views.nk').nodes[0]!.curves.root, 'Root/Stereo')!;
    const left = evaluateRotoShapeAtFrame(s, 1, { view: 'left' }).value;
    const right = evaluateRotoShapeAtFrame(s, 1, { view: 'right' }).value;
    expect(left.points.map((p) => p.center)).toEqual([[500, 500], [600, 500]]);
    expect(right.points.map((p) => p.center)).toEqual([[510, 500], [610, 500]]);
    expect([left.attributes.opc, right.attributes.opc]).toEqual([1, 0.5]);
    expect([left.transform.pivot[0], right.transform.pivot[0]]).toEqual([0, 10]);
  });

  it('hiero-layer.nk: a layer without flag entry and transform, decimal numbers, a quoted stroke name', () => {
    const root = read('hiero-layer.nk').nodes[0]!.curves.root;
    expect(root).toMatchObject({ name: 'Root', flag: 0, transform: { form: 't', fields: [] } });
    const brush = evaluateRotoShapeAtFrame(findRotoShape(root, 'Root/Brush1')!, 1).value;
    expect(brush.points.map((p) => p.center)).toEqual([[100, 200], [150.5, 220.25], [200, 260]]);
    expect([brush.attributes.bs, brush.attributes.r, brush.attributes.g]).toEqual([2, 1, 0]);
  });

  it('shapes.gizmo, bare-knob.nk and clones.nk: a node inside a group, a knob alone, a clone read once', () => {
    expect(summarizeRoto(read('shapes.gizmo')).details?.shapes).toEqual([{ node: 'Roto1', path: 'Root/Bezier1', kind: 'curvegroup', type: 'bezier', points: 3, keyedFrames: [1] }]);
    expect(evaluateRotoShapeAtFrame(findRotoShape(read('bare-knob.nk').nodes[0]!.curves.root, 'Root/Bezier1')!, 1).value.points.map((p) => p.center)).toEqual([[10, 10], [20, 10], [15, 20]]);
    const clones = read('clones.nk');
    expect(clones.nodes.map((n) => findRotoShape(n.curves.root, n.class === 'Roto' ? 'Root/Bezier1' : 'Root/Brush1')?.kind)).toEqual(['cubiccurve', 'curvegroup']);
  });
});

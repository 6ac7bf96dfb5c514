/**
 * Writing an edited tree on the project's fixtures: only the bytes of what changed are rewritten (the
 * same checks on the reference files are in `edits.corpus.test.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, findRotoShape, readRoto, rotoSharedTimePoints, type RotoControlPoint, type RotoCurveGroupNode, type RotoFullPoints, type RotoDocument, type RotoSharedTimePoints, type RotoTimelessControlPoint } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import { controlPoints, pointAt, setPointAt } from '../src/points.js';
import { fixtureBytes } from './fixture-list.js';

const load = (name: string): RotoDocument => readRoto(fixtureBytes(name));

/** The single differing region of two strings: [start, endA, endB]. */
function diffRegion(a: string, b: string): [number, number, number] {
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) s++;
  let ea = a.length;
  let eb = b.length;
  while (ea > s && eb > s && a[ea - 1] === b[eb - 1]) {
    ea--;
    eb--;
  }
  return [s, ea, eb];
}

function bezier1(doc: RotoDocument): RotoCurveGroupNode {
  const s = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Bezier1');
  if (s?.kind !== 'curvegroup' || 'kind' in s.curves) throw new Error('no Bezier1 shape without views');
  return s;
}

describe('writing an edited fixture changes only what changed', () => {
  it('a point coordinate: only its token', () => {
    const doc = load('roto-shape.nk');
    const list = (bezier1(doc).curves as { main: { points: RotoFullPoints | RotoSharedTimePoints } }).main.points;
    setPointAt(list, 1, { dims: [1200.5, pointAt(list, 1).dims[1] as number] });
    const out = writeRotoText(doc);
    const [start, endA, endB] = diffRegion(doc.text, out);
    // 800 = x44480000, 1200.5 = x44961000: they differ from the third hex digit on.
    expect(doc.text.slice(start - 3, endA)).toBe('x44480000'.slice(0, 3 + endA - start));
    expect(out.slice(start - 3, endB)).toBe('x44961000'.slice(0, 3 + endB - start));
    expect(out).toContain('{x44961000 x43c80000}');
    expect(out.length).toBe(doc.text.length);
    const again = bezier1(parseRotoText(out));
    expect(evaluateRotoShapeAtFrame(again, 100).value.points[0]!.center).toEqual([1200.5, 400]);
  });

  it('an attribute value and a transform field: only their tokens', () => {
    const doc = load('roto-shape.nk');
    const s = bezier1(doc);
    s.attributes.values[s.attributes.names.indexOf('osw')] = 2;
    if (s.transform.form !== 'tx') throw new Error('tx');
    s.transform.fields[0] = 100;
    const out = writeRotoText(doc);
    expect(out.length - doc.text.length).toBe('x42c80000'.length - 'x44480000'.length + 'x40000000'.length - 'x41200000'.length);
    expect(out).toContain('{tx x42c80000 x42c80000 x44160000}');
    expect(out).toContain('{a osw x40000000 osf 0');
    expect(out.replace('{tx x42c80000 x42c80000 ', '{tx x42c80000 x44480000 ').replace('{a osw x40000000 ', '{a osw x41200000 ')).toBe(doc.text);
    expect(sameData(parseRotoText(out).nodes[0]!.curves, doc.nodes[0]!.curves)).toBe(true);
  });

  it('structural changes rewrite the smallest enclosing group in Nuke style', () => {
    const doc = load('roto-shape.nk');
    const s = bezier1(doc);
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    const list = s.curves.main.points;
    s.curves.main.points = rotoSharedTimePoints(list.times, [...controlPoints(list), { dims: [0, 0] }, { dims: [1300, 900] }, { dims: [0, 0] }]);
    const out = writeRotoText(doc);
    const pxStart = doc.text.indexOf('{px');
    const pxEnd = doc.text.indexOf('}     idem}');
    expect(out.startsWith(doc.text.slice(0, pxStart))).toBe(true);
    expect(out.endsWith(doc.text.slice(pxEnd))).toBe(true);
    // The writer's own layout: one entry per line, indented one column less than Nuke indents them (7
    // spaces here, where the file and Nuke have 8; see the tree-only round trips in roundtrip.corpus.test.ts).
    const points = doc.text.slice(pxStart, pxEnd).split('\n').slice(1).map((line) => line.trim().replace(/\}+$/, '}'));
    expect(out.slice(pxStart, out.length - (doc.text.length - pxEnd))).toBe(
      ['{px x42c80000', ...points, '{0 0}', '{x44a28000 x44610000}', '{0 0}'].join('\n       ') + '}',
    );
    expect(sameData(parseRotoText(out).nodes[0]!.curves, doc.nodes[0]!.curves)).toBe(true);
  });

  it('renaming a shape rewrites that shape alone', () => {
    const doc = load('animated-shapes.nk');
    const tri = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Moving/Triangle')!;
    tri.name = 'Renamed';
    const out = writeRotoText(doc);
    const at = doc.text.indexOf('{curvegroup Triangle ');
    const next = doc.text.indexOf('{curvegroup Box ');
    const [start, endA] = diffRegion(doc.text, out);
    expect(start).toBeGreaterThanOrEqual(at);
    expect(endA).toBeLessThan(next);
    expect(out.slice(at, at + 24)).toBe('{curvegroup Renamed 512 ');
    const again = parseRotoText(out);
    expect(findRotoShape(again.nodes[0]!.curves.root, 'Root/Moving/Triangle')).toBeUndefined();
    expect(sameData(findRotoShape(again.nodes[0]!.curves.root, 'Root/Moving/Renamed'), tri)).toBe(true);
  });

  it('random edits of point values read back as edited, everything else byte-identical', () => {
    const text = new TextDecoder().decode(fixtureBytes('layers.nk'));
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.float({ noNaN: true, min: -5000, max: 5000 }), (a, b, v) => {
        const doc = parseRotoText(text);
        const shapes: RotoCurveGroupNode[] = [];
        const walk = (l: RotoDocument['nodes'][number]['curves']['root']): void => {
          for (const c of l.children) {
            if (c.kind === 'layer') walk(c);
            else if (c.kind === 'curvegroup') shapes.push(c);
          }
        };
        for (const n of doc.nodes) walk(n.curves.root);
        expect(shapes).toHaveLength(2);
        const s = shapes[a % shapes.length]!;
        if ('kind' in s.curves) throw new Error('views');
        const pts = s.curves.main.points;
        const i = b % pts.count;
        const cp = pointAt(pts, i);
        cp.dims[0] = v === 0 ? 0 : Math.fround(v);
        if (pts.form === 'p') setPointAt(pts, i, cp as RotoControlPoint);
        else setPointAt(pts, i, cp as RotoTimelessControlPoint);
        const out = writeRotoText(doc);
        const back = parseRotoText(out);
        expect(sameData(back.nodes.map((n) => n.curves), doc.nodes.map((n) => n.curves))).toBe(true);
        const [start, endA, endB] = diffRegion(text, out);
        expect(endA - start).toBeLessThanOrEqual(9);
        expect(endB - start).toBeLessThanOrEqual(9);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

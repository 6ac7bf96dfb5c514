import { corpusBytes } from '@anim/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, findRotoShape, readRoto, rotoSharedTimePoints, type RotoControlPoint, type RotoTimelessControlPoint, type RotoCubicCurveNode, type RotoCurveGroupNode, type RotoDocument } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { controlPoints, pointAt, setPointAt } from '../src/points.js';

import { ownStores } from './helpers.js';
function load(file: string): RotoDocument {
  return readRoto(corpusBytes('roto', file));
}

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

describe('writing an edited tree changes only what changed', () => {
  it('a point coordinate: only its token', () => {
    const doc = load('NukeSurvivalToolkit_publicRelease__create_inf.nk');
    const s = findRotoShape(doc.nodes[0]!.curves.root, 'Bezier2') as RotoCurveGroupNode;
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    const list = s.curves.main.points;
    setPointAt(list, 1, { dims: [1200.5, pointAt(list, 1).dims[1]!] });
    const out = writeRotoText(doc);
    const [start, endA, endB] = diffRegion(doc.text, out);
    expect(doc.text.slice(start - 4, endA)).toBe('x449dedc6');
    expect(out.slice(start - 4, endB)).toBe('x44961000');
    expect(out.includes('{x44961000 x445c9c0d}')).toBe(true);
    const again = parseRotoText(out);
    const s2 = findRotoShape(again.nodes[0]!.curves.root, 'Bezier2')!;
    expect(evaluateRotoShapeAtFrame(s2, 0).value.points[0]!.center[0]).toBe(1200.5);
  });

  it('an attribute value and a transform field: only their curves', () => {
    const doc = load('NukeToolSet__DEMO.gizmo');
    const root = doc.nodes[0]!.curves.root;
    const s = findRotoShape(root, 'Bezier1') as RotoCurveGroupNode;
    s.attributes.values[s.attributes.names.indexOf('osw')] = 2;
    if (s.transform.form !== 'tx') throw new Error('tx');
    s.transform.fields[0] = 100;
    const out = writeRotoText(doc);
    expect(out.length - doc.text.length).toBe('x42c80000'.length - 'x447d4000'.length);
    expect(out).toContain('{tx x41100000 x42c80000 x43d80000}');
    expect(out).toContain('{a osw x40000000 osf 0');
    expect(ownStores(parseRotoText(out).nodes[0]!.curves)).toEqual(ownStores(doc.nodes[0]!.curves));
  });

  it('structural changes rewrite the smallest enclosing group in Nuke style', () => {
    const doc = load('NukeSurvivalToolkit_publicRelease__create_inf.nk');
    const s = findRotoShape(doc.nodes[0]!.curves.root, 'Bezier2') as RotoCurveGroupNode;
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    const list = s.curves.main.points;
    s.curves.main.points = rotoSharedTimePoints(list.times, [...controlPoints(list), { dims: [0, 0] }, { dims: [1300, 900] }, { dims: [0, 0] }]);
    const out = writeRotoText(doc);
    const pxStart = doc.text.indexOf('{px');
    const pxEnd = doc.text.indexOf('}     idem}');
    expect(out.startsWith(doc.text.slice(0, pxStart))).toBe(true);
    expect(out.endsWith(doc.text.slice(pxEnd))).toBe(true);
    expect(out.slice(pxStart, out.length - (doc.text.length - pxEnd))).toMatch(/^\{px x44872000(\n +\{[^{}]*\}){6}\n +\{0 0\}\n +\{x44a28000 x44610000\}\n +\{0 0\}\}$/);
    expect(ownStores(parseRotoText(out).nodes[0]!.curves)).toEqual(ownStores(doc.nodes[0]!.curves));
  });

  it('renaming a node and swapping px for p rewrite just that node / point list', () => {
    const doc = load('NukeSurvivalToolkit_publicRelease__NST_h_stickit.gizmo');
    const node = doc.nodes[0]!;
    const c = node.curves.root.children[3] as RotoCubicCurveNode;
    const at = doc.text.indexOf(`{cubiccurve ${c.name} `, node.start);
    const end = doc.text.indexOf('{cubiccurve ', at + 1);
    c.name = 'Renamed';
    const out = writeRotoText(doc);
    const [start, endA] = diffRegion(doc.text, out);
    expect(start).toBeGreaterThanOrEqual(at);
    expect(endA).toBeLessThan(end);
    expect(out.slice(at, at + 24)).toBe('{cubiccurve Renamed 2626');
    expect(ownStores(parseRotoText(out).nodes[0]!.curves)).toEqual(ownStores(node.curves));
  });

  it('random edits of point values read back as edited, everything else byte-identical', () => {
    const text = new TextDecoder().decode(corpusBytes('roto', 'nuke-config__flow_examples.nk'));
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
        const s = shapes[a % shapes.length]!;
        if ('kind' in s.curves) return;
        const pts = s.curves.main.points;
        const i = b % pts.count;
        const cp = pointAt(pts, i);
        cp.dims[0] = v === 0 ? 0 : Math.fround(v);
        if (pts.form === 'p') setPointAt(pts, i, cp as RotoControlPoint);
        else setPointAt(pts, i, cp as RotoTimelessControlPoint);
        const out = writeRotoText(doc);
        const back = parseRotoText(out);
        expect(ownStores(back.nodes.map((n) => n.curves))).toEqual(ownStores(doc.nodes.map((n) => n.curves)));
        const [, endA, endB] = diffRegion(text, out);
        const [start] = diffRegion(text, out);
        expect(endA - start).toBeLessThan(80);
        expect(endB - start).toBeLessThan(80);
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});

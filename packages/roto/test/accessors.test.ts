/**
 * The public accessors of packed curves and point lists: plain objects in and out, every index checked,
 * no write outside the curve's or list's own run, JSON and structuredClone of a document.
 */
import { InvalidArgumentError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRotoCurveAtFrame, evaluateRotoShapeAtFrame, rotoKeyedCurve, summarizeRoto, rotoTimelessCurve, writeRoto, type RotoAnimKey, type RotoKeyedCurve, type RotoDocument, type RotoTimelessCurve, type RotoTimelessKey } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import { f32 } from './arbitraries.js';
import { script, shape, tree } from './helpers.js';

const key = fc.record({
  value: f32,
  lslope: f32,
  la: fc.constantFrom(0, 0.5, 1, 2),
  rslope: f32,
  ra: fc.constantFrom(0, 1, 1.5),
  interpolation: fc.constantFrom(256, 0, 1, 2, 257, 513),
});
const keys = fc
  .uniqueArray(fc.integer({ min: -50, max: 500 }), { minLength: 1, maxLength: 8 })
  .chain((ts) => fc.tuple(fc.constant(ts.sort((a, b) => a - b)), fc.array(key, { minLength: ts.length, maxLength: ts.length })))
  .map(([ts, ks]): RotoAnimKey[] => ts.map((time, i) => ({ time, ...ks[i]! })));

/** A script whose layer has three keyed transform fields (their keys share one store when read). */
const threeCurves = script(tree('{layer L {f 0} {t {{1 2} {3 4}} {{5 6}} {{7 8 -}}}}'));

function layerCurves(doc: RotoDocument): RotoKeyedCurve[] {
  const l = doc.nodes[0]!.curves.root.children[0]!;
  if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
  return l.transform.fields as RotoKeyedCurve[];
}

describe('keyed and timeless curves', () => {
  it('give back the keys they were built from, one by one, all at once and by iteration', () => {
    fc.assert(
      fc.property(keys, (ks) => {
        const c = rotoKeyedCurve(ks);
        expect(c.count).toBe(ks.length);
        expect(c.keys()).toEqual(ks);
        expect([...c]).toEqual(ks);
        ks.forEach((k, i) => {
          expect(c.key(i)).toEqual(k);
          expect(c.time(i)).toBe(k.time);
          expect(c.value(i)).toBe(k.value);
        });
        const timelessKeys = ks.map((k): RotoTimelessKey => ({ value: k.value, lslope: k.lslope, la: k.la, rslope: k.rslope, ra: k.ra, interpolation: k.interpolation }));
        const t: RotoTimelessCurve = rotoTimelessCurve(timelessKeys);
        expect(t.keys()).toEqual(timelessKeys);
        expect([...t]).toEqual(timelessKeys);
        expect(t.value(ks.length - 1)).toBe(ks[ks.length - 1]!.value);
      }),
    );
  });

  it('store numbers as float32, as the file does', () => {
    const c = rotoKeyedCurve([{ time: 1, value: 0.1, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 }]);
    expect(c.value(0)).toBe(Math.fround(0.1));
    c.setKey(0, { value: 0.3 });
    expect(c.key(0).value).toBe(Math.fround(0.3));
  });

  it('reject indices outside the curve', () => {
    const c = rotoKeyedCurve([{ time: 1, value: 2, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 }]);
    for (const i of [-1, 1, 0.5, Number.NaN]) {
      expect(() => c.key(i)).toThrow(InvalidArgumentError);
      expect(() => c.time(i)).toThrow(InvalidArgumentError);
      expect(() => {
        c.setKey(i, { value: 3 });
      }).toThrow(InvalidArgumentError);
    }
  });

  it('setKey on a read curve changes that key only (its neighbours share the store), and writing shows it', () => {
    const doc = parseRotoText(threeCurves);
    const [a, b, c] = layerCurves(doc);
    b!.setKey(0, { value: 9, interpolation: 1 });
    expect(a!.keys().map((k) => k.value)).toEqual([2, 4]);
    expect(c!.key(0)).toEqual({ time: 7, value: 8, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 });
    expect(b!.key(0)).toEqual({ time: 5, value: 9, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 1 });
    expect(evaluateRotoCurveAtFrame(b!, 100)).toBe(9);
    expect(writeRotoText(doc)).toBe(threeCurves.replace('{{5 6}}', '{{x40a00000 x41100000 0 0 0 0 1}}'));
  });
});

describe('point lists', () => {
  it('setPoint on a read list changes that point only and the writer rewrites just its token', () => {
    const text = script(tree(shape('{px 1 {0 0} {x447a0000 x44800000} {0 0}}')));
    const doc = parseRotoText(text);
    const s = doc.nodes[0]!.curves.root.children[0]!;
    if (s.kind !== 'curvegroup' || 'kind' in s.curves) throw new Error('shape');
    const pts = s.curves.main.points;
    expect(pts.points()).toEqual([{ dims: [0, 0] }, { dims: [1000, 1024] }, { dims: [0, 0] }]);
    pts.setPoint(1, { dims: [1200, 1024] });
    expect(pts.point(0)).toEqual({ dims: [0, 0] });
    expect(pts.point(2)).toEqual({ dims: [0, 0] });
    expect(() => pts.point(3)).toThrow(InvalidArgumentError);
    expect(writeRotoText(doc)).toBe(text.replace('{x447a0000 x44800000}', '{x44960000 x44800000}'));
  });
});

describe('documents as data', () => {
  const text = script(tree(shape('{px {1 2} {0 0} {{{3 -} 4} 5} {0 0}}', { transform: '{t {{1 2} {3 4}} 0}', attributes: '{a opc {{1 1} {2 0}}}' })));

  it('JSON writes curves and point lists as key and point objects', () => {
    const doc = parseRotoText(text);
    const json = JSON.parse(JSON.stringify(doc.nodes[0]!.curves)) as { root: { children: { curves: unknown; transform: unknown }[] } };
    const s = json.root.children[0]!;
    expect(s.transform).toEqual({
      form: 't',
      fields: [
        {
          kind: 'keys',
          keys: [
            { time: 1, value: 2, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 },
            { time: 3, value: 4, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 },
          ],
          constant: 0,
        },
        0,
      ],
    });
    expect(s.curves).toMatchObject({
      main: {
        points: {
          form: 'px',
          times: [1, 2],
          points: [
            { dims: [0, 0] },
            {
              dims: [
                {
                  kind: 'timeless',
                  keys: [
                    { value: 3, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 },
                    { value: 4, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 },
                  ],
                },
                5,
              ],
            },
            { dims: [0, 0] },
          ],
        },
      },
    });
  });

  it('a structuredClone of a read document writes, evaluates and summarises as the document does', () => {
    const doc = parseRotoText(text);
    const copy = structuredClone(doc);
    expect(new TextDecoder().decode(writeRoto(copy))).toBe(text);
    expect(summarizeRoto(copy)).toEqual(summarizeRoto(doc));
    const shapeOf = (d: RotoDocument): Parameters<typeof evaluateRotoShapeAtFrame>[0] => {
      const s = d.nodes[0]!.curves.root.children[0]!;
      if (s.kind !== 'curvegroup') throw new Error('shape');
      return s;
    };
    expect(evaluateRotoShapeAtFrame(shapeOf(copy), 1.5)).toEqual(evaluateRotoShapeAtFrame(shapeOf(doc), 1.5));
  });
});

describe('writing whole knobs', () => {
  it('canonical: every knob in Nuke’s layout, the script around it kept, the same tree read back', () => {
    const knob = '{{v x3f99999a} {f 0}   {n {layer Root {f 512} {t 0 0} {curvegroup B 512 bezier {{cc {f 8192} {px 1 {0 0} {1.5 2} {0 0}}} idem} {tx 1 0 0} {a opc   0.5}}}}}';
    const text = `Root {\n fps 25\n}\n${script(knob)}`;
    const doc = parseRotoText(text);
    const out = writeRotoText(doc, { canonical: true });
    expect(writeRotoText(doc)).toBe(text);
    expect(out.startsWith('Root {\n fps 25\n}\nRoto {\n curves {{{v x3f99999a}\n  {f 0}\n  {n\n   {layer Root')).toBe(true);
    expect(out).toContain('{px 1\n');
    expect(out).toContain('{x3fc00000 x40000000}');
    expect(out).toContain('{a opc x3f000000}');
    expect(out.endsWith('}}\n name Roto1\n}\n')).toBe(true);
    const again = parseRotoText(out);
    expect(sameData(again.nodes[0]!.curves, doc.nodes[0]!.curves)).toBe(true);
    expect(writeRotoText(again, { canonical: true })).toBe(out);
    expect(new TextDecoder().decode(writeRoto(doc, { canonical: true }))).toBe(out);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RotoCurvePair, evaluateRotoCurveAtFrame, type RotoAnimKey, type RotoCubicCurveNode, type RotoKeyedCurve, type RotoTimelessCurve, type RotoTimelessKey, rotoAttributeItems, rotoKeyedCurve } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import { unpackKeys, unpackTimeless } from '../src/keys.js';
import { decodeFloat, formatFloat } from '../src/number.js';
import { parseKnob } from '../src/parse-knob.js';
import { controlPoints, POINT_STRIDE, pointAt, pointRun } from '../src/points.js';
import { serializeKnob } from '../src/serialize.js';
import { first, ownStores, script, shape, shapeOf, tree } from './helpers.js';

const keysOf = (c: RotoTimelessCurve): RotoTimelessKey[] => unpackTimeless(c);

const K = (time: number, value: number, lslope = 0, la = 0, rslope = 0, ra = 0, interpolation = 256): RotoAnimKey => ({ time, value, lslope, la, rslope, ra, interpolation });

/** Parses, checks the text fixpoint of the serialiser and returns the tree. */
function roundTrip(text: string): ReturnType<typeof parseKnob> {
  const t = parseKnob(text);
  const again = parseKnob(serializeKnob(t));
  expect(sameData(again, t)).toBe(true);
  expect(serializeKnob(again)).toBe(serializeKnob(t));
  const doc = parseRotoText(script(text));
  expect(writeRotoText(doc)).toBe(script(text));
  return t;
}

describe('float tokens', () => {
  it.each([
    ['x3f99999a', Math.fround(1.2)],
    ['x3f800000', 1],
    ['0x3f800000', 1],
    ['X3F800000', 1],
    ['x0', 0],
    ['x80000000', -0],
    ['0', 0],
    ['1', 1],
    ['-3.5', -3.5],
    ['0.1', Math.fround(0.1)],
    ['1e-3', Math.fround(0.001)],
    ['x7f800000', Infinity],
  ])('%s', (token, value) => {
    expect(Object.is(decodeFloat(token, 0, token.length), value)).toBe(true);
  });

  it('rejects malformed tokens', () => {
    for (const t of ['x', 'x123456789', 'x3fz00000', '1.2.3', '-', 'abc', '1e', '0x']) expect(decodeFloat(t, 0, t.length)).toBeUndefined();
    expect(decodeFloat('x7fc00000', 0, 9)).toBeNaN();
  });

  it('writes 0, 1 and x + 8 hex digits', () => {
    expect(formatFloat(0)).toBe('0');
    expect(formatFloat(-0)).toBe('0');
    expect(formatFloat(1)).toBe('1');
    expect(formatFloat(1.2)).toBe('x3f99999a');
    expect(formatFloat(1065)).toBe('x44852000');
    expect(formatFloat(1e-45)).toBe('x00000001');
  });

  it('decodes what it writes for every float32', () => {
    fc.assert(
      fc.property(fc.float({ noNaN: true }), (v) => {
        const s = formatFloat(v);
        expect(decodeFloat(s, 0, s.length)).toBe(Math.fround(v) === 0 ? 0 : Math.fround(v));
      }),
    );
  });
});

describe('tree productions', () => {
  it('version, flags, root layer, layer transform and attributes', () => {
    const t = roundTrip(tree('{layer Inner {f 2097664} {t x44800000 x44428000 0 xc3870000} {a opc x3f000000}}', '\n   {a vis 1}'));
    expect(t.version).toBe(Math.fround(1.2));
    expect(rotoAttributeItems(t.root.attributes!)).toEqual([{ name: 'vis', value: 1 }]);
    const inner = first(t);
    expect(inner.kind).toBe('layer');
    if (inner.kind !== 'layer') return;
    expect(inner.flag).toBe(2097664);
    expect(inner.transform).toEqual({ form: 't', fields: [1024, 778, 0, -270] });
  });

  it('single-key px shape with feather idem and tx transform', () => {
    const s = shapeOf(tree(shape('{px x41300000 {0 0} {x44800000 x44400000} {0 0}}', { transform: '{tx x41300000 x44800000 x44400000}' })));
    expect(s.curves).toMatchObject({ feather: 'idem', main: { flag: 8192, points: { form: 'px', times: [11], count: 3 } } });
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('px shape');
    const pts = pointRun(s.curves.main.points);
    expect(controlPoints(pts)).toEqual([{ dims: [0, 0] }, { dims: [1024, 768] }, { dims: [0, 0] }]);
    // Plain points: in the point store, two dimensions each, no objects.
    expect(Array.from(pts.store.subarray(pts.offset, pts.offset + 3 * POINT_STRIDE))).toEqual([2, 0, 0, 0, 0, 2, 1024, 768, 0, 0, 2, 0, 0, 0, 0]);
    expect(pts.objects).toBeUndefined();
    expect(s.transform).toEqual({ form: 'tx', times: [11], fields: [1024, 768] });
  });

  it('animated px shape with several keys, {x N …} repeats, dash and full extras', () => {
    const text = tree(shape('{px {1 5 9} {{x 3 {0 -}} {1 2 3}} {{{x 2 {10 -}} {12 x3f000000 1 0 1 513}} 5} {{{4 -} {x 2 7}} 0}}'));
    const t = roundTrip(text);
    const s = first(t);
    if (s.kind !== 'curvegroup' || 'kind' in s.curves) throw new Error('shape');
    const pts = s.curves.main.points;
    if (pts.form !== 'px') throw new Error('px');
    expect(pts.times).toEqual([1, 5, 9]);
    const d = (i: number, j: number): RotoTimelessCurve => pointAt(pts, i).dims[j] as RotoTimelessCurve;
    const dash = { lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 };
    expect(keysOf(d(0, 0))).toEqual([0, 0, 0].map((value) => ({ value, ...dash })));
    expect(keysOf(d(0, 1)).map((k) => k.value)).toEqual([1, 2, 3]);
    expect(keysOf(d(1, 0))).toEqual([
      { value: 10, ...dash },
      { value: 10, ...dash },
      { value: 12, lslope: 0.5, la: 1, rslope: 0, ra: 1, interpolation: 513 },
    ]);
    expect(pointAt(pts, 1).dims[1]).toBe(5);
    // bare values after a key with extras copy that key's extras
    expect(keysOf(d(2, 0))).toEqual([4, 7, 7].map((value) => ({ value, ...dash })));
    expect(pointAt(pts, 2).dims[1]).toBe(0);
  });

  it('a bare value in an entry list copies the previous key extras', () => {
    const t = parseKnob(tree(shape('{px {1 2} {{{5 x3f000000 1} 6} 0} {0 0} {0 0}}')));
    const s = first(t);
    if (s.kind !== 'curvegroup' || 'kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    expect(keysOf(pointAt(s.curves.main.points, 0).dims[0] as RotoTimelessCurve)[1]).toEqual({ value: 6, lslope: 0.5, la: 1, rslope: 0, ra: 0, interpolation: 256 });
    expect(pointAt(s.curves.main.points, 0).dims[1]).toBe(0);
  });

  it('p form: constants, key lists in every key form, time-only keys, empty points', () => {
    const text = tree(`{cubiccurve Stroke1 512 bezier {cc {f 8224} {tens x3f400000} {p {} {{{1 2} {3 4 -} {5 6 x3f000000 1} {7 8 0 1 x40000000 1} {9 1 0 1 0 1 2} {10}} 5 1}}} {t 0 0} {a}}`);
    const t = roundTrip(text);
    const c = first(t) as RotoCubicCurveNode;
    expect(c.curve.tension).toBe(0.75);
    if (c.curve.points.form !== 'p') throw new Error('p');
    expect(pointAt(c.curve.points, 0)).toEqual({ dims: [] });
    const curve = pointAt(c.curve.points, 1).dims[0] as RotoKeyedCurve;
    expect(unpackKeys(curve)).toEqual([
      K(1, 2),
      K(3, 4, 0, 1, 0, 1),
      K(5, 6, 0.5, 1),
      K(7, 8, 0, 1, 2, 1),
      K(9, 1, 0, 1, 0, 1, 2),
      K(10, 1, 0, 1, 0, 1, 2),
    ]);
    expect(pointAt(c.curve.points, 1).dims.slice(1)).toEqual([5, 1]);
  });

  it('run-length key lists {r …}', () => {
    const t = roundTrip(tree('{layer L {f 0} {t {r {{{1 5} 3} {{10 7 -} 2}}} 0}}'));
    const l = first(t);
    if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
    expect(unpackKeys(l.transform.fields[0] as RotoKeyedCurve)).toEqual([K(1, 5), K(2, 5), K(3, 5), K(10, 7, 0, 1, 0, 1), K(11, 7, 0, 1, 0, 1)]);
  });

  it('view splits of curves and of curve groups', () => {
    const pair = '{{cc {f 8192} {px 1 {0 0} {1 2} {0 0}}} idem}';
    const text = tree(`{curvegroup B 512 bezier {v left ${pair} right ${pair}} {t {v - 1 right {{1 2} {5 3}}}} {a opc {v left x3f000000 "my view" 1}}}`);
    const t = roundTrip(text);
    const s = first(t);
    if (s.kind !== 'curvegroup' || !('kind' in s.curves)) throw new Error('views');
    expect(s.curves.views.map((v) => v.view)).toEqual(['left', 'right']);
    expect(s.attributes.values[0]).toEqual({ kind: 'views', views: [{ view: 'left', value: 0.5 }, { view: 'my view', value: 1 }] });
    expect(s.transform).toMatchObject({ form: 't', fields: [{ kind: 'views', views: [{ view: '-', value: 1 }, { view: 'right' }] }] });
  });

  it('expressions, quoted expressions and curve flags', () => {
    const text = tree(`{layer L {f 0} {t {=origin.x x4474c000} {="parent.y + 1" {f 3} {{1 2} {4 8}}} {{f 5} 7}} {a opc {=parent.Opacity x3f733333}}}`);
    const t = roundTrip(text);
    const l = first(t);
    if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
    expect(ownStores(l.transform.fields[0])).toEqual(rotoKeyedCurve([], { constant: 979, expression: 'origin.x' }));
    expect(ownStores(l.transform.fields[1])).toEqual(rotoKeyedCurve([K(1, 2), K(4, 8)], { expression: 'parent.y + 1', flag: 3 }));
    expect(ownStores(l.transform.fields[2])).toEqual(rotoKeyedCurve([], { constant: 7, flag: 5 }));
    expect(evaluateRotoCurveAtFrame(l.transform.fields[1] as RotoKeyedCurve, 4)).toBe(8);
  });

  it('expressions quoted whole with their = (how Nuke writes an expression holding blanks)', () => {
    const attributes = '{a bs {"=max(parent.width,\\ 2)" x41c80000} opc {"=a \\"b\\"" {{0 x3f800000 -}}} h 1}';
    const points = '{px 1 {{"=parent.p.x\\ +\\ 1" x42c80000} 0} {1 2} {0 0}}';
    const t = roundTrip(tree(shape(points, { attributes })));
    const s = first(t);
    if (s.kind !== 'curvegroup') throw new Error('shape');
    expect(s.attributes.names).toEqual(['bs', 'opc', 'h']);
    expect(ownStores(s.attributes.values[0])).toEqual(rotoKeyedCurve([], { constant: 25, expression: 'max(parent.width, 2)' }));
    const opc = s.attributes.values[1] as RotoKeyedCurve;
    expect(opc.expression).toBe('a "b"');
    expect(unpackKeys(opc)).toEqual([{ time: 0, value: 1, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 }]);
    const pair = s.curves as RotoCurvePair;
    expect((pointAt(pair.main.points, 0).dims[0] as RotoTimelessCurve).expression).toBe('parent.p.x + 1');
    // Written back from the tree: the same quoted form.
    expect(serializeKnob(t)).toContain('{"=max(parent.width,\\ 2)" x41c80000}');
    expect(serializeKnob(t)).toContain('{"=parent.p.x\\ +\\ 1" x42c80000}');
  });

  it('layers without their flag entry and transform (Hiero annotation export) read as flag 0 and {t}', () => {
    const stroke = '{cubiccurve "Brush1" 512 catmullrom\n{cc\n{f 2080}\n{p\n{100.0 200.0 1}\n{150.5 220.25 1}}}\n{t 0}\n{ a bs 2.0 opc 1.0 }}';
    const text = `{{v x3f99999a}\n{f 0}\n{n\n{layer Root\n{a}\n${stroke}}}}`;
    const t = roundTrip(text);
    expect(t.root).toMatchObject({ name: 'Root', flag: 0, transform: { form: 't', fields: [] }, omitted: ['flag', 'transform'] });
    expect(t.root.attributes?.names).toEqual([]);
    expect(serializeKnob(t).startsWith('{{v x3f99999a}\n  {f 0}\n  {n\n   {layer Root\n    {a}\n    {cubiccurve Brush1 ')).toBe(true);
    // Given a flag, the layer is written in full again.
    t.root.flag = 512;
    expect(serializeKnob(t)).toContain('{layer Root\n    {f 512}\n    {t}\n    {a}');
    // Only the attribute list may follow the name directly.
    expect(() => parseKnob(text.replace('{layer Root\n{a}', '{layer Root\n{cubiccurve'))).toThrow(/'f' starting the layer flag entry/);
  });

  it('tx transforms with several keys and timeless expressions', () => {
    const t = roundTrip(tree(shape('{px 1 {0 0} {1 2} {0 0}}', { transform: '{tx {1 2 3} {4 5 6} {=a 1 2 3} {x 3 0}}' })));
    const s = first(t);
    if (s.kind !== 'curvegroup' || s.transform.form !== 'tx') throw new Error('tx');
    expect(s.transform.times).toEqual([1, 2, 3]);
    expect((s.transform.fields[1] as RotoTimelessCurve).expression).toBe('a');
    expect(s.transform.fields[2]).toBe(0);
  });

  it('attribute lists: empty, constants, keyed, names needing quotes', () => {
    const t = roundTrip(tree(shape('{px 1 {0 0} {1 2} {0 0}}', { attributes: '{a opc x3f000000 "odd name" 1 ltn {{1 2} {3 4}}}' })));
    const s = first(t);
    if (s.kind !== 'curvegroup') throw new Error('shape');
    expect(s.attributes.names).toEqual(['opc', 'odd name', 'ltn']);
    roundTrip(tree(shape('{p {0 0}}', { attributes: '{a}' })));
  });

  it('explicit feather curves, control-point attributes and unknown groups kept verbatim', () => {
    const text = tree(shape('{px 1 {{a osw {{1 2 -}}} 0 0} {1 2} {0 0}}', { feather: '{cc {f 8192} {px 1 {0 0} {x40000000 0} {0 0}}}' }));
    const withExtra = text.replace(/\}$/, '\n {edge A B {cp 0 1 cache {{x1 x2}}} {a}}}');
    const t = roundTrip(withExtra);
    expect(t.extras).toEqual([{ kind: 'raw', text: '{edge A B {cp 0 1 cache {{x1 x2}}} {a}}' }]);
    const s = first(t);
    if (s.kind !== 'curvegroup' || 'kind' in s.curves) throw new Error('shape');
    expect(s.curves.feather).not.toBe('idem');
    expect(pointAt(s.curves.main.points, 0).attributes?.names[0]).toBe('osw');
  });

  it('accepts tabs, CRLF and a bare knob inside its quoting braces', () => {
    const text = tree(shape('{px 1\t{0 0}\r\n{1 2}\t{0 0}}'));
    expect(ownStores(parseRotoText(`{${text}}`).nodes[0]!.curves)).toEqual(ownStores(parseKnob(text)));
    expect(parseRotoText(`  ${text}\n`).kind).toBe('knob');
  });
});

import { InvalidArgumentError } from '@anim/core';
import { TextSource } from '@anim/core/io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../bench/generate.js';
import { rotoAttributeItems, rotoAttributeList, rotoKeyedCurve, readRoto, rotoTimelessCurve, type RotoAnimKey, type RotoAnimTree, type RotoKeyedCurve, type RotoTimelessCurve } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import {
  KEY_STRIDE,
  keyAt,
  keyNumbers,
  keyRun,
  packKeys,
  packTimeless,
  TIMELESS_STRIDE,
  timelessKeyAt,
  timelessRun,
  unpackKeys,
  unpackTimeless,
} from '../src/keys.js';
import { parseKnob, parseTreeAt, type ParseKnobOptions } from '../src/parse-knob.js';
import { pointAt } from '../src/points.js';
import { serializeKnob } from '../src/serialize.js';
import { arbTree } from './arbitraries.js';
import { expectSame } from './both-ways.js';
import { FIXTURES, fixtureBytes } from './fixture-list.js';
import { ownStores, script, shape, shapeOf, tree } from './helpers.js';

describe('the fast paths read exactly what the general parser reads', () => {
  for (const file of Object.keys(FIXTURES)) {
    it(`fixture ${file}`, () => {
      const doc = readRoto(fixtureBytes(file));
      for (const node of doc.nodes) expectSame(doc.text, node.start, node.end);
    });
  }

  it('the generated bench script', () => {
    const doc = readRoto(generate(300_000));
    expect(doc.nodes).toHaveLength(1);
    expectSame(doc.text, doc.nodes[0]!.start, doc.nodes[0]!.end);
  });

  it('random trees', () => {
    fc.assert(
      fc.property(arbTree, (t) => {
        expectSame(serializeKnob(t));
      }),
      { numRuns: 200 },
    );
  });

  it('mutated knobs: the same tree or the same error both ways', () => {
    // One of each shape the fast paths read (stroke and shape heads, px points, transform fields, attribute
    // lists, key lists, timeless curves), then one character replaced, inserted or deleted anywhere.
    const base = tree(
      [
        '{cubiccurve Brush1 512 catmullrom\n {cc\n  {f 2080}\n  {px x41300000\n   {x438c8000 x4479c000 x3cc00000}\n   {x438a8000 x447ac000 1}}}',
        ' {t\n {{x41300000 x440a4ba6}}\n {{x41300000 0}}  0 1}\n {a ro 0 go 1 bs x43838000 src 1}}',
        shape('{px {1 2} {{0 {x3f800000 -}} 0} {{1 2} 3}}', { transform: '{t {{1 2 -} {3 4 0 1 0 1}} 0}', attributes: '{a opc 1 str 0}' }),
      ].join('\n'),
    );
    const outcome = (text: string, options: ParseKnobOptions): { tree: RotoAnimTree } | { error: string } => {
      try {
        return { tree: parseTreeAt(new TextSource(text, 'roto'), 0, text.length, options).tree };
      } catch (error) {
        return { error: (error as Error).message };
      }
    };
    const edits = fc.record({
      at: fc.nat(base.length - 1),
      op: fc.constantFrom('replace', 'insert', 'delete'),
      ch: fc.constantFrom(...' \n{}"\\x01-9afz.=#'.split('')),
    });
    fc.assert(
      fc.property(edits, ({ at, op, ch }) => {
        const text = base.slice(0, at) + (op === 'delete' ? '' : ch) + base.slice(op === 'insert' ? at : at + 1);
        const fast = outcome(text, {});
        const general = outcome(text, { fastPaths: false });
        // The writer's parse (spans recorded) keeps every point as an object: the same data.
        const spans = outcome(text, { spans: new Map() });
        const view = (o: typeof fast): unknown => ('error' in o ? o : { tree: ownStores(o.tree) });
        expect(view(fast)).toEqual(view(general));
        expect('tree' in fast && 'tree' in general && !sameData(fast.tree, general.tree)).toBe(false);
        expect('error' in fast ? spans : 'tree' in spans && sameData(fast.tree, spans.tree)).toEqual('error' in fast ? fast : true);
      }),
      { numRuns: 10_000 },
    );
  });

  it.each([
    ['px entries the fast path leaves to the general one', shape('{px {1 2 3} {{{x 2 5} 7} 0} {{{5 x3f000000 1} 6 {7}} 0} {{{5 -} 6 {7 -}} 0}}')],
    ['tokens glued to braces, upper-case hex, 0x and decimals', shape('{px {1 2} {{{1 -}{2 -}} 0} {X3F800000 0x3f800000} {-3.5 1e-3}}')],
    ['a single-key px list with extras and a dash', shape('{px 1 {{5 -} {6 0 1 0 1}} {x3f000000 0}}')],
    ['every key form in a p list', '{cubiccurve S 512 bezier {cc {f 8224} {p {{{1 2} {3 4 -} {5 6 x3f000000 1} {7 8 0 1 x40000000 1} {9 1 0 1 0 1 2} {10}} 5} {{{1 2} {2}} 0}}} {t {{1 2} {3 4}} {{5 6 -}} 0 {=a 1} {{f 2} 3} {v - 1 right 2}} {a opc {{1 0} {2 1}} "odd name" 1 str 1}}'],
    ['control points with attributes and empty points', shape('{px 1 {{a osw 1} 0 0} {} {0 0 0 0}}', { attributes: '{a}' })],
    ['repeats covering a whole list and constant lists', shape('{px {1 2 3} {{x 3 4} {x 3 {5 -}}} {4 {4 4 4}}}', { transform: '{tx {1 2 3} {x 3 0} {1 2 3}}' })],
  ])('%s', (_, body) => {
    expectSame(tree(body));
  });
});

describe('packed key data', () => {
  const K = (time: number, value: number, lslope = 0, la = 0, rslope = 0, ra = 0, interpolation = 256): RotoAnimKey => ({ time, value, lslope, la, rslope, ra, interpolation });

  it('stores keyed curves as float32 runs of 7 numbers', () => {
    const t = parseKnob(tree('{layer L {f 0} {t {{1 2} {3 4 -} {5 6 x3f000000 1 x40000000 1 513}}}}'));
    const l = t.root.children[0]!;
    if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
    const c = keyRun(l.transform.fields[0] as RotoKeyedCurve);
    expect(c.store).toBeInstanceOf(Float32Array);
    expect(KEY_STRIDE).toBe(7);
    expect(c.count).toBe(3);
    expect(Array.from(keyNumbers(c))).toEqual([1, 2, 0, 0, 0, 0, 256, 3, 4, 0, 1, 0, 1, 256, 5, 6, 0.5, 1, 2, 1, 513]);
    expect(Array.from(c.store.subarray(c.offset, c.offset + 3 * KEY_STRIDE))).toEqual(Array.from(keyNumbers(c)));
    expect(keyAt(c, 2)).toEqual(K(5, 6, 0.5, 1, 2, 1, 513));
    expect(c.key(2)).toEqual(K(5, 6, 0.5, 1, 2, 1, 513));
    expect([c.time(2), c.value(2)]).toEqual([5, 6]);
    expect(unpackKeys(c)).toEqual([K(1, 2), K(3, 4, 0, 1, 0, 1), K(5, 6, 0.5, 1, 2, 1, 513)]);
    expect([...c]).toEqual(c.keys());
    expect(c.keys()).toEqual(unpackKeys(c));
    expect(packKeys(unpackKeys(c))).toEqual(keyNumbers(c));
    expect(rotoKeyedCurve(unpackKeys(c))).toEqual({ kind: 'keys', store: keyNumbers(c), offset: 0, count: 3, constant: 0 });
  });

  it('keeps the keys of a knob in shared stores, one run per curve', () => {
    const t = parseKnob(tree('{layer L {f 0} {t {{1 2} {3 4}} {{5 6}} {{7 8 -}}}}'));
    const l = t.root.children[0]!;
    if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
    const [a, b, c] = (l.transform.fields as RotoKeyedCurve[]).map(keyRun);
    expect(b!.store).toBe(a!.store);
    expect(c!.store).toBe(a!.store);
    expect([a!.count, b!.count, c!.count]).toEqual([2, 1, 1]);
    expect(b!.offset).toBe(a!.offset + 2 * KEY_STRIDE);
    // Writing inside one curve's run leaves its neighbours alone, and the writer sees the edit.
    b!.setKey(0, { value: 9 });
    expect(() => {
      b!.setKey(1, { value: 9 });
    }).toThrow(InvalidArgumentError);
    expect(unpackKeys(a!).map((k) => k.value)).toEqual([2, 4]);
    expect(keyAt(c!, 0).value).toBe(8);
    expect(serializeKnob(t).replace(/\s+/g, ' ')).toContain('{t {{1 x40000000} {x40400000 x40800000}} {{x40a00000 x41100000}} {{x40e00000 x41000000 -}}}');
  });

  it('stores timeless curves as float32 runs of 6 numbers, editable in place', () => {
    const s = shapeOf(tree(shape('{px {1 2} {{{3 -} 4} 0} {0 0} {0 0}}')));
    if ('kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    const d = timelessRun(pointAt(s.curves.main.points, 0).dims[0] as RotoTimelessCurve);
    expect(TIMELESS_STRIDE).toBe(6);
    expect(d.count).toBe(2);
    expect(Array.from(keyNumbers(d))).toEqual([3, 0, 1, 0, 1, 256, 4, 0, 1, 0, 1, 256]);
    expect(timelessKeyAt(d, 1)).toEqual({ value: 4, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 });
    expect(unpackTimeless(d)).toEqual([
      { value: 3, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 },
      { value: 4, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 },
    ]);
    expect(rotoTimelessCurve(unpackTimeless(d), { expression: 'e', flag: 2 })).toEqual({ kind: 'timeless', store: packTimeless(unpackTimeless(d)), offset: 0, count: 2, expression: 'e', flag: 2 });
    expect(d.keys()).toEqual(unpackTimeless(d));
    // Runs of one store: writing one curve's keys leaves its neighbours alone.
    const e = pointAt(s.curves.main.points, 0).dims.length;
    expect(e).toBe(2);
    d.setKey(1, { value: 9 });
    expect(unpackTimeless(d)[1]!.value).toBe(9);
    expect(d.value(1)).toBe(9);
    expect(pointAt(s.curves.main.points, 1).dims).toEqual([0, 0]);
  });

  it('rejects a key run outside its key store when writing', () => {
    const doc = parseRotoText(script(tree('{layer L {f 0} {t {{1 2} {3 4}} 5}}')));
    const l = doc.nodes[0]!.curves.root.children[0]!;
    if (l.kind !== 'layer' || l.transform.form !== 't') throw new Error('layer');
    const c = keyRun(l.transform.fields[0] as RotoKeyedCurve);
    const offset = c.offset;
    c.offset = c.store.length - KEY_STRIDE;
    expect(() => writeRotoText(doc)).toThrow(InvalidArgumentError);
    expect(() => serializeKnob(doc.nodes[0]!.curves)).toThrow(/do not fit its key store/);
    c.offset = offset;
    c.count = 1;
    expect(writeRotoText(doc)).toContain('{t {{1 x40000000}} 5}');
  });

  it('rejects a timeless curve whose key count differs from the shared key times when writing', () => {
    const doc = parseRotoText(script(tree(shape('{px {1 2} {{{3 -} 4} 0} {0 0} {0 0}}'))));
    const s = doc.nodes[0]!.curves.root.children[0]!;
    if (s.kind !== 'curvegroup' || 'kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('shape');
    const d = timelessRun(pointAt(s.curves.main.points, 0).dims[0] as RotoTimelessCurve);
    d.count = 1;
    expect(() => writeRotoText(doc)).toThrow(InvalidArgumentError);
    expect(() => writeRotoText(doc)).toThrow(/has 1 keys but the list shares 2 key times/);
  });

  it('attribute lists are parallel name and value arrays', () => {
    const s = shapeOf(tree(shape('{px 1 {0 0} {1 2} {0 0}}', { attributes: '{a opc x3f000000 str 1}' })));
    expect(s.attributes).toEqual({ kind: 'attributes', names: ['opc', 'str'], values: [0.5, 1] });
    expect(rotoAttributeItems(s.attributes)).toEqual([{ name: 'opc', value: 0.5 }, { name: 'str', value: 1 }]);
    expect(rotoAttributeList(rotoAttributeItems(s.attributes))).toEqual(s.attributes);
  });

  it('consecutive attribute lists with the same names share one frozen names array', () => {
    const lists = ['{a opc 1 str 0}', '{a opc 0 str 1}', '{a opc 1}', '{a opc 0 h 1}', '{a opc 1 h 0}'];
    const t = parseKnob(tree(lists.map((a, i) => shape('{px 1 {0 0} {1 2} {0 0}}', { attributes: a, name: `B${String(i)}` })).join('\n   ')));
    const got = t.root.children.map((c) => (c.kind === 'curvegroup' ? c.attributes : undefined)!);
    expect(got.map((a) => a.names)).toEqual([['opc', 'str'], ['opc', 'str'], ['opc'], ['opc', 'h'], ['opc', 'h']]);
    expect(got.map((a) => a.values)).toEqual([[1, 0], [0, 1], [1], [0, 1], [1, 0]]);
    expect(got[1]!.names).toBe(got[0]!.names);
    expect(got[2]!.names).not.toBe(got[0]!.names);
    expect(got[4]!.names).toBe(got[3]!.names);
    // Editing a shared array in place would change its neighbours: it is frozen, so that throws.
    expect(Object.isFrozen(got[0]!.names)).toBe(true);
    expect(() => (got[0]!.names as string[]).push('ltn')).toThrow(TypeError);
    // A new array for one list changes that list alone, and the writer sees it.
    got[1]!.names = ['opc', 'ltn'];
    expect(got[0]!.names).toEqual(['opc', 'str']);
    expect(serializeKnob(t)).toContain('{a opc 0 ltn 1}');
    expect(serializeKnob(t)).toContain('{a opc 1 str 0}');
  });

  it('a list with the same text as the previous one: the same names, its own values', () => {
    const lists = ['{a opc x3f000000 str 1}', '{a opc x3f000000 str 1}', '{a opc x3f000000 str 1 }', '{a opc x3f000000 str 1}', '{a opc x3f000001 str 1}'];
    const t = parseKnob(tree(lists.map((a, i) => shape('{px 1 {0 0} {1 2} {0 0}}', { attributes: a, name: `B${String(i)}` })).join('\n   ')));
    const got = t.root.children.map((c) => (c.kind === 'curvegroup' ? c.attributes : undefined)!);
    const next = new Float32Array(new Uint32Array([0x3f000001]).buffer)[0]!;
    expect(got.map((a) => a.values)).toEqual([[0.5, 1], [0.5, 1], [0.5, 1], [0.5, 1], [next, 1]]);
    expect(new Set(got.map((a) => a.names)).size).toBe(1);
    expect(new Set(got.map((a) => a.values)).size).toBe(5);
    got[1]!.values[0] = 0.25;
    expect(got.map((a) => a.values[0])).toEqual([0.5, 0.25, 0.5, 0.5, next]);
    expect(ownStores(t)).toEqual(ownStores(parseTreeAt(new TextSource(serializeKnob(t), 'roto'), 0, serializeKnob(t).length, { fastPaths: false }).tree));
  });
});

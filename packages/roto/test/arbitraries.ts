import fc from 'fast-check';
import { rotoAttributeList, rotoFullPoints, rotoKeyedCurve as makeKeyed, rotoSharedTimePoints, rotoTimelessCurve } from '../src/index.js';
import type {
  RotoAnimCurve,
  RotoAnimKey,
  RotoAnimTree,
  RotoAttributeList,
  RotoCubicCurve,
  RotoCurveGroupNode,
  RotoCubicCurveNode,
  RotoFullPoints,
  RotoKeyedCurve,
  RotoLayerNode,
  RotoSharedTimePoints,
  RotoTimelessCurve,
  RotoTimelessKey,
  RotoTimelessValue,
  RotoTransform,
} from '../src/index.js';
import { keyRun, timelessRun } from '../src/keys.js';
import { pointRun } from '../src/points.js';

export const f32 = fc.float({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((v) => (v === 0 ? 0 : Math.fround(v)));
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,8}$/);
const interp = fc.constantFrom(256, 0, 1, 2, 257, 258, 513);

const extras = fc.oneof(
  fc.constant({ lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 }),
  fc.constant({ lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 }),
  fc.record({ lslope: f32, la: fc.constantFrom(0, 0.5, 1, 2), rslope: f32, ra: fc.constantFrom(0, 1, 1.5), interpolation: interp }),
);

const timelessKey: fc.Arbitrary<RotoTimelessKey> = fc.tuple(f32, extras).map(([value, e]) => ({ value, ...e }));

const times = (n: number): fc.Arbitrary<number[]> =>
  fc.uniqueArray(fc.integer({ min: -50, max: 500 }), { minLength: n, maxLength: n }).map((a) => a.sort((x, y) => x - y));

/** Padding around a key run: the curve's keys moved into a larger store at an offset, as a read knob has them. */
const padding = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }));

/** `curve` with its keys moved to offset `before` of a store with `after` more numbers (filled with junk). */
function inStore<T extends RotoKeyedCurve | RotoTimelessCurve>(curve: T, [before, after]: [number, number]): T {
  const run = curve.kind === 'keys' ? keyRun(curve) : timelessRun(curve);
  const store = new Float32Array(before + run.store.length + after).fill(-7777);
  store.set(run.store, before);
  run.store = store;
  run.offset = before;
  return curve;
}

/**
 * Expressions: plain names, and text with blanks, quotes, braces and backslashes (written quoted whole,
 * `"=a\ b"`, as Nuke writes them).
 */
const expression = fc.oneof(name, fc.stringMatching(/^[A-Za-z0-9_ ().,+*"'\\{}=-]{0,14}$/));

export const keyedCurve: fc.Arbitrary<RotoKeyedCurve> = fc
  .integer({ min: 1, max: 5 })
  .chain((n) => fc.tuple(times(n), fc.array(timelessKey, { minLength: n, maxLength: n }), fc.option(expression, { nil: undefined }), padding))
  .map(([ts, ks, expression, pad]) => inStore(makeKeyed(ts.map((time, i): RotoAnimKey => ({ time, ...ks[i]! })), { expression }), pad));

const curve: fc.Arbitrary<RotoAnimCurve> = fc.oneof({ weight: 3, arbitrary: f32 }, { weight: 1, arbitrary: keyedCurve });

const timeless = (n: number): fc.Arbitrary<RotoTimelessValue> =>
  fc.oneof(
    f32,
    fc
      .tuple(fc.array(timelessKey, { minLength: n, maxLength: n }), padding, fc.option(expression, { nil: undefined }))
      .map(([keys, pad, expr]): RotoTimelessValue => inStore(rotoTimelessCurve(keys, { expression: expr }), pad)),
  );

const attributes: fc.Arbitrary<RotoAttributeList> = fc
  .uniqueArray(fc.tuple(name, curve), { maxLength: 4, selector: (a) => a[0] })
  .map((items) => rotoAttributeList(items.map(([n, value]) => ({ name: n, value }))));

const transform: fc.Arbitrary<RotoTransform> = fc.oneof(
  fc.array(curve, { minLength: 2, maxLength: 13 }).map((fields): RotoTransform => ({ form: 't', fields })),
  fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(times(n), fc.array(timeless(n), { minLength: 2, maxLength: 4 })).map(([t, fields]): RotoTransform => ({ form: 'tx', times: t, fields }))),
);

/** A point list moved into a store with `before`/`after` numbers of other data around its run. */
function inPointStore<T extends RotoFullPoints | RotoSharedTimePoints>(list: T, [before, after]: [number, number]): T {
  const run = pointRun(list);
  const store = new Float32Array(before + run.store.length + after).fill(-7777);
  store.set(run.store, before);
  run.store = store;
  run.offset = before;
  return list;
}

const cubic: fc.Arbitrary<RotoCubicCurve> = fc.oneof(
  fc
    .tuple(fc.array(fc.array(curve, { minLength: 2, maxLength: 3 }), { minLength: 1, maxLength: 6 }), padding)
    .map(([pts, pad]): RotoCubicCurve => ({ kind: 'cc', flag: 8192, points: inPointStore(rotoFullPoints(pts.map((dims) => ({ dims }))), pad) })),
  fc.integer({ min: 1, max: 3 }).chain((n) =>
    fc.tuple(times(n), fc.array(fc.array(timeless(n), { minLength: 2, maxLength: 2 }), { minLength: 3, maxLength: 9 }), padding).map(([t, pts, pad]): RotoCubicCurve => ({
      kind: 'cc',
      flag: 8192,
      points: inPointStore(rotoSharedTimePoints(t, pts.map((dims) => ({ dims }))), pad),
    })),
  ),
);

const curveGroup: fc.Arbitrary<RotoCurveGroupNode> = fc
  .tuple(name, cubic, fc.option(cubic, { nil: undefined }), transform, attributes)
  .map(([n, main, feather, tf, attrs]) => ({ kind: 'curvegroup', name: n, flag: 512, curveType: 'bezier', curves: { main, feather: feather ?? 'idem' }, transform: tf, attributes: attrs }));

const cubicNode: fc.Arbitrary<RotoCubicCurveNode> = fc
  .tuple(name, cubic, transform, attributes)
  .map(([n, c, tf, attrs]) => ({ kind: 'cubiccurve', name: n, flag: 512, curveType: 'catmullrom', curve: c, transform: tf, attributes: attrs }));

const layer: fc.Arbitrary<RotoLayerNode> = fc
  .tuple(name, transform, fc.array(fc.oneof(curveGroup, cubicNode), { maxLength: 3 }))
  .map(([n, tf, children]) => ({ kind: 'layer', name: n, flag: 512, transform: tf, children }));

/** Random curve trees (canonical: constants are numbers, timeless curves are not all-default). */
export const arbTree: fc.Arbitrary<RotoAnimTree> = fc
  .tuple(transform, fc.array(fc.oneof(curveGroup, cubicNode, layer), { maxLength: 3 }))
  .map(([tf, children]) => ({ version: Math.fround(1.2), flag: 0, root: { kind: 'layer', name: 'Root', flag: 512, transform: tf, children }, extras: [] }));

/**
 * Evaluation of anim curves, shapes, attributes and transforms at a frame (spec `anim-curve-key`
 * interpolation bitmask).
 *
 * Per key, `interpolation & 255` draws the segment to the next key: 0 step (hold), 1 linear, 2 cubic —
 * the Bézier through the two keys whose inner control points sit at `ra·h/3` after the left key with
 * slope `rslope` and `la·h/3` before the right key with slope `lslope` (Nuke's bicubic handles; h is the
 * interval), drawn with `@anim/core`'s `bezierValue` (same handle clamping as the core model); other
 * codes are drawn linear. The default code 256 — what a key written without an interpolation code gets, and
 * how Nuke writes every animated roto key — is drawn **cubic** along the key's stored slopes (see
 * {@link segmentMode} and the package README, "What Nuke writes"). `(interpolation >> 8) & 255` of the first key is the behaviour before it and
 * of the last key after it: 0 constant, 1 linear (along the key's stored slope, or the end segment's
 * chord when that segment is linear), 2 cycle; other codes hold.
 *
 * Expressions are not evaluated: their stored data is used and a warning is recorded.
 *
 * @module
 */
import { bezierValue, WarningSink, type ConvertResult } from '@anim/core';
import { upperBound } from '@anim/core/io';
import { KEY_STRIDE, keyRun, TIMELESS_STRIDE, timelessRun, unpackKeys, unpackTimeless, type KeyRunFields } from './keys.js';
import { POINT_STRIDE, pointAt, pointRun } from './points.js';
import { CUBICCURVE_DEFAULTS, CURVEGROUP_DEFAULTS, LAYER_DEFAULTS, TRANSFORM_FIELDS, transformDefault } from './defaults.js';
import type {
  RotoAnimCurve,
  RotoAnimKey,
  RotoAttributeList,
  RotoControlPoint,
  RotoCubicCurve,
  RotoCubicCurveNode,
  RotoCurveGroupNode,
  RotoCurvePair,
  RotoCurveViews,
  RotoLayerNode,
  RotoTimelessControlPoint,
  RotoTimelessValue,
  RotoTransform,
} from './types.js';

/**
 * A key list as evaluation reads it, without objects: key `i`'s time (frames) is `times[t0 + i * ts]`,
 * its value, lslope, la, rslope, ra and interpolation are `data[d0 + i * ds]` and the five numbers after.
 */
export interface KeyTable {
  readonly n: number;
  readonly times: ArrayLike<number>;
  readonly t0: number;
  readonly ts: number;
  readonly data: ArrayLike<number>;
  readonly d0: number;
  readonly ds: number;
}

/** A curve reduced to what evaluation and conversion need: keys (frames) or a constant, and its expression. */
export interface CurveData {
  /** Keys in frames (empty when not unpacked: see {@link curveData}), or `undefined` for a constant. */
  readonly keys: readonly RotoAnimKey[] | undefined;
  /** The keys packed for evaluation (made from `keys` when absent). */
  readonly table?: KeyTable | undefined;
  /** The constant (meaningful when `keys` is undefined). */
  readonly constant: number;
  /** Expression text without `=`, when the curve has one. */
  readonly expression?: string | undefined;
}

/** The table of a keyed curve's run (no copy). */
function runTable(run: KeyRunFields): KeyTable {
  return { n: run.count, times: run.store, t0: run.offset, ts: KEY_STRIDE, data: run.store, d0: run.offset + 1, ds: KEY_STRIDE };
}

/** The table of key objects (packed into a new array). */
function keysTable(keys: readonly RotoAnimKey[]): KeyTable {
  const a = new Float64Array(keys.length * KEY_STRIDE);
  keys.forEach((k, i) => {
    a.set([k.time, k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * KEY_STRIDE);
  });
  return { n: keys.length, times: a, t0: 0, ts: KEY_STRIDE, data: a, d0: 1, ds: KEY_STRIDE };
}

/**
 * Reduces an anim curve to {@link CurveData}; `unpack` false leaves the key objects out of a keyed
 * curve (`keys` is then empty and `table` holds them: what evaluation reads).
 */
export function curveData(curve: RotoAnimCurve, unpack = true): CurveData {
  if (typeof curve === 'number') return { keys: undefined, constant: curve };
  const run = keyRun(curve);
  if (run.count === 0) return { keys: undefined, constant: run.constant, expression: run.expression };
  return { keys: unpack ? unpackKeys(run) : [], table: runTable(run), constant: run.constant, expression: run.expression };
}

/**
 * Gives a timeless value its shared key `times` (frames): the equivalent keyed {@link CurveData}
 * (`unpack` as {@link curveData}'s).
 */
export function timelessData(times: readonly number[], value: RotoTimelessValue, unpack = true): CurveData {
  if (typeof value === 'number') {
    // One entry for every shared time: a table whose data stride is 0 (no object per key unless unpacked).
    const table: KeyTable = { n: times.length, times, t0: 0, ts: 1, data: [value, 0, 0, 0, 0, DEFAULT_INTERPOLATION], d0: 0, ds: 0 };
    if (!unpack) return { keys: [], table, constant: value };
    const keys = times.map((time) => ({ time, value, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: DEFAULT_INTERPOLATION }));
    return { keys, table, constant: value };
  }
  const run = timelessRun(value);
  const table: KeyTable | undefined =
    times.length >= run.count ? { n: run.count, times, t0: 0, ts: 1, data: run.store, d0: run.offset, ds: TIMELESS_STRIDE } : undefined;
  const constant = run.count > 0 ? run.store[run.offset]! : 0;
  if (!unpack && table !== undefined) return { keys: [], table, constant, expression: value.expression };
  const keys = unpackTimeless(run).map((k, i): RotoAnimKey => ({ ...k, time: times[i] ?? 0 }));
  return { keys, table, constant, expression: value.expression };
}

/** The spec's default key interpolation code (linear extrapolation, low byte 0). */
export const DEFAULT_INTERPOLATION = 256;

/**
 * The code of `interpolation` that draws the segment after its key: `interpolation & 255` (0 step, 1 linear,
 * 2 cubic), except the default code 256 (a key written without a code), drawn cubic along the key's
 * stored slopes: Nuke stores the slopes of the curve it draws with every key, and roto shapes keyed in
 * Nuke move smoothly between keys (README, "What Nuke writes").
 */
export function segmentMode(interpolation: number): number {
  return interpolation === DEFAULT_INTERPOLATION ? 2 : interpolation & 255;
}


/** Value of the segment from key `a` to key `a + 1` at `frame` (inside it). */
function segmentValue(t: KeyTable, a: number, frame: number): number {
  const ta = t.times[t.t0 + a * t.ts]!;
  const tb = t.times[t.t0 + (a + 1) * t.ts]!;
  const d = t.data;
  const oa = t.d0 + a * t.ds;
  const ob = oa + t.ds;
  const h = tb - ta;
  if (!(h > 0)) return d[ob]!;
  const mode = segmentMode(d[oa + 5]!);
  if (mode === 0) return d[oa]!;
  if (mode === 2) {
    const o = (d[oa + 4]! * h) / 3;
    const i = (d[ob + 2]! * h) / 3;
    return bezierValue(ta, d[oa]!, tb, d[ob]!, o, d[oa + 3]! * o, -i, -d[ob + 1]! * i, frame);
  }
  return d[oa]! + ((d[ob]! - d[oa]!) * (frame - ta)) / h;
}

/** Key `i`'s time (frames). */
function timeAt(t: KeyTable, i: number): number {
  return t.times[t.t0 + i * t.ts]!;
}

/** Key `i`'s value. */
function valueAt(t: KeyTable, i: number): number {
  return t.data[t.d0 + i * t.ds]!;
}

/** Key `i`'s interpolation code. */
function codeAt(t: KeyTable, i: number): number {
  return t.data[t.d0 + i * t.ds + 5]!;
}

/** Value of a key table at `frame` (see the module description for the rules); at least one key. */
function evaluateTable(t: KeyTable, frame: number): number {
  const n = t.n;
  const d = t.data;
  const firstTime = timeAt(t, 0);
  const lastTime = timeAt(t, n - 1);
  if (frame !== frame) return NaN;
  if (frame < firstTime) {
    const ext = (codeAt(t, 0) >> 8) & 255;
    if (ext === 1) {
      const slope = n > 1 && segmentMode(codeAt(t, 0)) === 1 && timeAt(t, 1) > firstTime
        ? (valueAt(t, 1) - valueAt(t, 0)) / (timeAt(t, 1) - firstTime)
        : d[t.d0 + 1]!;
      return valueAt(t, 0) + slope * (frame - firstTime);
    }
    if (ext === 2 && lastTime > firstTime) return evaluateTable(t, wrap(frame, firstTime, lastTime));
    return valueAt(t, 0);
  }
  if (frame >= lastTime) {
    if (frame === lastTime) return valueAt(t, n - 1);
    const ext = (codeAt(t, n - 1) >> 8) & 255;
    if (ext === 1) {
      const slope = n > 1 && segmentMode(codeAt(t, n - 2)) === 1 && lastTime > timeAt(t, n - 2)
        ? (valueAt(t, n - 1) - valueAt(t, n - 2)) / (lastTime - timeAt(t, n - 2))
        : d[t.d0 + (n - 1) * t.ds + 3]!;
      return valueAt(t, n - 1) + slope * (frame - lastTime);
    }
    if (ext === 2 && lastTime > firstTime) return evaluateTable(t, wrap(frame, firstTime, lastTime));
    return valueAt(t, n - 1);
  }
  // The last key at or before `frame` (first ≤ frame < last, so it is below n − 1).
  const a = upperBound(t.times, frame, 0, n, t.ts, t.t0) - 1;
  return segmentValue(t, a, frame);
}

/**
 * Value of a key list at `frame` (see the module description for the rules).
 * @param keys - keys in ascending time order (frames); at least one.
 */
export function evaluateKeys(keys: readonly RotoAnimKey[], frame: number): number {
  return evaluateTable(keysTable(keys), frame);
}

function wrap(frame: number, t0: number, t1: number): number {
  const span = t1 - t0;
  const r = (frame - t0) % span;
  return t0 + (r < 0 ? r + span : r);
}

/** The packed keys of keyed curve data (its table, else its key objects packed). */
export function tableOf(data: CurveData): KeyTable {
  return data.table ?? keysTable(data.keys ?? []);
}

/** Value of curve data at `frame` (an expression's stored data is used). */
export function evaluateData(data: CurveData, frame: number): number {
  if (data.keys === undefined) return data.constant;
  return evaluateTable(data.table ?? keysTable(data.keys), frame);
}

/**
 * Value of an anim curve at `frame` (frames, Nuke's unit; evaluated from the packed keys, no object per
 * key). An expression curve gives its stored data (Nuke would evaluate the expression); use
 * {@link evaluateRotoShapeAtFrame} for warnings about that.
 */
export function evaluateRotoCurveAtFrame(curve: RotoAnimCurve, frame: number): number {
  if (typeof curve === 'number') return curve;
  const run = keyRun(curve);
  return run.count === 0 ? run.constant : evaluateTable(runTable(run), frame);
}

/** Picks one view of a view split: `view`, else the default view `-`, else the first. */
export function pickView<T>(value: T | { kind: 'views'; views: { view: string; value: T }[] }, view: string | undefined): T {
  if (typeof value !== 'object' || value === null || !('kind' in value) || (value as { kind: string }).kind !== 'views') return value as T;
  const views = value.views;
  return (views.find((v) => v.view === view) ?? views.find((v) => v.view === '-') ?? views[0]!).value;
}

/** Options of the shape and layer evaluators. */
export interface EvaluateRotoOptions {
  /** View to use for view-split values (default: the default view `-`, else the first). */
  readonly view?: string | undefined;
}

/** Cubic-curve flag bit of an open curve (spec "Flags", `eOpenFlag`, 1 << 5). */
const OPEN_FLAG = 32;

/** A 2D vector in pixels. */
export type RotoVec2 = [number, number];

/** One evaluated shape point. Tangents are relative to their point, as stored. */
export interface RotoShapePoint {
  /** Position (absolute, pixels, y up). */
  center: RotoVec2;
  /** In-tangent, relative to `center` (0 for non-Bézier curves). */
  leftTangent: RotoVec2;
  /** Out-tangent, relative to `center`. */
  rightTangent: RotoVec2;
  /** Feather point offset from `center` (0 for `idem` and for curves without feather). */
  feather: RotoVec2;
  /** Feather in-tangent, relative to the feather point. */
  featherLeftTangent: RotoVec2;
  /** Feather out-tangent, relative to the feather point. */
  featherRightTangent: RotoVec2;
  /** Third dimension when present (stroke pressure). */
  pressure?: number | undefined;
}

/** An evaluated transform: fields of {@link TRANSFORM_FIELDS}, defaults filled in. */
export interface RotoTransformSample {
  pivot: [number, number, number];
  translate: [number, number, number];
  /** Degrees. */
  rotate: [number, number, number];
  scale: [number, number, number];
  skew: [number, number, number];
  extraTranslate: [number, number, number];
  /** 0 = xy, 1 = yx. */
  skewOrder: number;
  /** Row-major 4×4 extra matrix. */
  matrix: number[];
}

/** A shape (curvegroup or cubiccurve) evaluated at one frame. */
export interface RotoShapeSample {
  name: string;
  curveType: string;
  /** False for an open curve (cubic-curve flag bit 5, `eOpenFlag`: strokes, open SplineWarp curves). */
  closed: boolean;
  /** The main curve's `{tens …}` tension, when written (default 0.5). */
  tension?: number | undefined;
  points: RotoShapePoint[];
  /** Every attribute: defaults of the node type, overridden by the file's values. */
  attributes: Record<string, number>;
  transform: RotoTransformSample;
}

class Evaluator {
  readonly sink = new WarningSink();
  readonly view: string | undefined;
  readonly frame: number;

  constructor(frame: number, options: EvaluateRotoOptions) {
    this.frame = frame;
    this.view = options.view;
  }

  /**
   * Value of `d` at the frame; an expression is warned with its path: `path`, then `/part` and `/sub`
   * when given (built only for a warning: sampling makes no string per value).
   */
  data(d: CurveData, path: string, part?: string | number, sub?: number): number {
    if (d.expression !== undefined) {
      const where = part === undefined ? path : sub === undefined ? `${path}/${String(part)}` : `${path}/${String(part)}/${String(sub)}`;
      this.sink.warn('expression-dropped', `expression '${d.expression}' is not evaluated; its stored value is used`, where);
    }
    return evaluateData(d, this.frame);
  }

  curve(c: RotoCurveViews, path: string, part?: string): number {
    return this.data(curveData(pickView(c, this.view), false), path, part);
  }

  /** Point `index` of a list (`times`: its shared key times, for `px`), one number per dimension. */
  point(cp: RotoControlPoint | RotoTimelessControlPoint, times: readonly number[] | undefined, path: string, index: number): number[] {
    const out: number[] = [];
    const dims = cp.dims;
    for (let i = 0; i < dims.length; i++) {
      const d = dims[i]!;
      if (typeof d === 'number') out.push(d);
      else out.push(this.data(times === undefined ? curveData(d as RotoAnimCurve, false) : timelessData(times, d as RotoTimelessValue, false), path, index, i));
    }
    return out;
  }

  /** Every point of a cubic curve; plain points straight from the point store (no point object). */
  points(cc: RotoCubicCurve, path: string): number[][] {
    const pts = cc.points;
    const times = pts.form === 'px' ? pts.times : undefined;
    const run = pointRun(pts);
    const store = run.store;
    const out: number[][] = [];
    for (let i = 0; i < run.count; i++) {
      const o = run.offset + i * POINT_STRIDE;
      const n = store[o]!;
      if (n === 0) {
        out.push(this.point(pointAt(run, i), times, path, i));
        continue;
      }
      const p: number[] = [];
      for (let d = 1; d <= n; d++) p.push(store[o + d]!);
      out.push(p);
    }
    return out;
  }

  transform(tf: RotoTransform, path: string): RotoTransformSample {
    const v: number[] = [];
    const base = `${path}/transform`;
    for (let i = 0; i < TRANSFORM_FIELDS.length; i++) {
      const f = tf.fields[i];
      if (f === undefined) v.push(transformDefault(i));
      else if (typeof f === 'number') v.push(f);
      else if (tf.form === 'tx') v.push(this.data(timelessData(tf.times, f as RotoTimelessValue, false), base, TRANSFORM_FIELDS[i]));
      else v.push(this.curve(f as RotoCurveViews, base, TRANSFORM_FIELDS[i]));
    }
    return {
      pivot: [v[0]!, v[1]!, v[2]!],
      translate: [v[3]!, v[4]!, v[5]!],
      rotate: [v[6]!, v[7]!, v[8]!],
      scale: [v[9]!, v[10]!, v[11]!],
      skew: [v[12]!, v[13]!, v[14]!],
      extraTranslate: [v[15]!, v[16]!, v[17]!],
      skewOrder: v[18]!,
      matrix: v.slice(19),
    };
  }

  attributes(list: RotoAttributeList | undefined, defaults: Readonly<Record<string, number>>, path: string): Record<string, number> {
    const out: Record<string, number> = { ...defaults };
    if (list !== undefined) {
      const { names, values } = list;
      for (let i = 0; i < names.length; i++) {
        const value = values[i]!;
        out[names[i]!] = typeof value === 'number' ? value : this.curve(value, `${path}/attributes`, names[i]);
      }
    }
    return out;
  }
}

function zero(): RotoVec2 {
  return [0, 0];
}

function vec(p: readonly number[] | undefined): RotoVec2 {
  return [p?.[0] ?? 0, p?.[1] ?? 0];
}

/**
 * Evaluates a shape at `frame` (frames): its points (Bézier curves in triplets in-tangent, position,
 * out-tangent; the feather curve as offsets, `idem` meaning no offset), its attributes with the node
 * type's defaults, and its transform fields (not applied to the points).
 *
 * @returns the sample and warnings (`expression-dropped` for every expression whose stored value was used).
 */
export function evaluateRotoShapeAtFrame(node: RotoCurveGroupNode | RotoCubicCurveNode, frame: number, options: EvaluateRotoOptions = {}): ConvertResult<RotoShapeSample> {
  const ev = new Evaluator(frame, options);
  const path = node.name;
  let main: RotoCubicCurve;
  let feather: RotoCubicCurve | 'idem' | undefined;
  if (node.kind === 'curvegroup') {
    const pair: RotoCurvePair = pickView(node.curves, options.view);
    main = pair.main;
    feather = pair.feather;
  } else main = node.curve;
  const mainPts = ev.points(main, `${path}/main`);
  const featherPts = feather === undefined || feather === 'idem' ? undefined : ev.points(feather, `${path}/feather`);
  const points: RotoShapePoint[] = [];
  if (node.curveType === 'bezier') {
    for (let i = 0; 3 * i < mainPts.length; i++) {
      const l = mainPts[3 * i];
      const c = mainPts[3 * i + 1];
      const r = mainPts[3 * i + 2];
      const p: RotoShapePoint = {
        center: vec(c),
        leftTangent: vec(l),
        rightTangent: vec(r),
        feather: zero(),
        featherLeftTangent: vec(l),
        featherRightTangent: vec(r),
      };
      if (featherPts !== undefined) {
        p.featherLeftTangent = vec(featherPts[3 * i]);
        p.feather = vec(featherPts[3 * i + 1]);
        p.featherRightTangent = vec(featherPts[3 * i + 2]);
      }
      if (c !== undefined && c.length > 2) p.pressure = c[2];
      points.push(p);
    }
  } else {
    for (let i = 0; i < mainPts.length; i++) {
      const c = mainPts[i]!;
      const p: RotoShapePoint = { center: vec(c), leftTangent: zero(), rightTangent: zero(), feather: vec(featherPts?.[i]), featherLeftTangent: zero(), featherRightTangent: zero() };
      if (c.length > 2) p.pressure = c[2];
      points.push(p);
    }
  }
  const defaults = node.kind === 'curvegroup' ? CURVEGROUP_DEFAULTS : CUBICCURVE_DEFAULTS;
  const value: RotoShapeSample = {
    name: node.name,
    curveType: node.curveType,
    closed: (main.flag & OPEN_FLAG) === 0,
    ...(main.tension === undefined ? {} : { tension: main.tension }),
    points,
    attributes: ev.attributes(node.attributes, defaults, path),
    transform: ev.transform(node.transform, path),
  };
  return ev.sink.finish(value);
}

/** A layer evaluated at one frame: its attributes (with defaults) and transform. */
export interface RotoLayerSample {
  name: string;
  attributes: Record<string, number>;
  transform: RotoTransformSample;
}

/** Evaluates a layer's attributes and transform at `frame` (frames). */
export function evaluateRotoLayerAtFrame(layer: RotoLayerNode, frame: number, options: EvaluateRotoOptions = {}): ConvertResult<RotoLayerSample> {
  const ev = new Evaluator(frame, options);
  const value: RotoLayerSample = {
    name: layer.name,
    attributes: ev.attributes(layer.attributes, LAYER_DEFAULTS, layer.name),
    transform: ev.transform(layer.transform, layer.name),
  };
  return ev.sink.finish(value);
}

/** Finds a shape by its slash path below the root layer (`Root/Bezier1` or just `Bezier1` under Root). */
export function findRotoShape(root: RotoLayerNode, path: string): RotoCurveGroupNode | RotoCubicCurveNode | undefined {
  const parts = path.split('/');
  if (parts[0] === root.name && parts.length > 1) parts.shift();
  let layer: RotoLayerNode = root;
  for (let i = 0; i < parts.length; i++) {
    const name = parts[i];
    const child = layer.children.find((c) => c.kind !== 'raw' && c.name === name);
    if (child === undefined || child.kind === 'raw') return undefined;
    if (i === parts.length - 1) return child.kind === 'layer' ? undefined : child;
    if (child.kind !== 'layer') return undefined;
    layer = child;
  }
  return undefined;
}

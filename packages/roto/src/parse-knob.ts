/**
 * The curves-knob parser: the whole grammar of spec `nuke-roto.txt` ("Curve tree") into the typed tree
 * of `types.ts`. Recursive descent over {@link Lexer}; every error is a ParseError with the script's
 * line and column.
 *
 * @module
 */
import { ParseError, TextSource, UnsupportedVersionError } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { Lexer } from './lexer.js';
import type {
  AnimCurve,
  AnimKey,
  AnimNode,
  AnimTree,
  Attribute,
  AttributeList,
  ControlPoint,
  CubicCurve,
  CurveGroupNode,
  CurvePair,
  CurveViews,
  CubicCurveNode,
  KeyedCurve,
  LayerNode,
  RawGroup,
  TimelessControlPoint,
  TimelessCurve,
  KeyExtras,
  TimelessValue,
  Transform,
  ViewEntry,
  ViewSplit,
} from './types.js';

/** Source spans recorded in write-time parses: `[start, end, slot0Start, slot0End, …]` per object. */
export type SpanMap = Map<object, number[]>;

/** The float32 value of format version 1.2 (`x3f99999a`). */
export const VERSION_1_2 = Math.fround(1.2);

/** Most keys a run-length entry may expand to (a guard against absurd counts). */
const MAX_RUN = 1_000_000;

/** Deepest layer nesting accepted (a guard against stack exhaustion). */
const MAX_LAYER_DEPTH = 256;

/** Most dimensions of a control point (spec: 1*4). */
const MAX_DIMS = 4;

/** Most transform fields: pivot, translate, rotate, scale, skew, extra translate (3 each), skew order, 4×4 matrix. */
export const MAX_TRANSFORM_FIELDS = 35;

/** The extras of a key written without any: tangents (0, 0), interpolation 256 (shared, frozen). */
export const DEFAULT_EXTRAS: Readonly<KeyExtras> = Object.freeze({ lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 });
/** The extras of a `-` key: tangents (0, 1), interpolation 256 (shared, frozen). */
export const DASH_EXTRAS: Readonly<KeyExtras> = Object.freeze({ lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 });

/** Timeless keys under construction. */
interface TimelessBuild {
  values: number[];
  extras: KeyExtras[];
}

/** Options of {@link parseCurvesKnob}. */
export interface ParseKnobOptions {
  /** Record source spans of the tree's parts (used by the writer to change only what changed). */
  readonly spans?: SpanMap | undefined;
}

/**
 * Parses a curves knob: the tree group `{{v …} {f …} {n …} …}` found in `source.text` at `[start, end)`
 * (leading and trailing whitespace allowed).
 *
 * @returns the tree and the offsets of its first `{` and just after its last `}`.
 * @throws {ParseError} on any deviation from the grammar (unbalanced braces, bad hex floats, truncated
 *   knobs, wrong arity), located by script line and column.
 * @throws {UnsupportedVersionError} when the tree version is not 1.2.
 */
export function parseCurvesKnob(
  source: TextSource,
  start: number,
  end: number,
  options: ParseKnobOptions = {},
): { tree: AnimTree; start: number; end: number } {
  const found = parseTreeAt(source, start, end, options);
  const lx = new Lexer(source, found.end, end);
  if (lx.peek() !== -1) throw lx.error('the end of the curves knob after the tree');
  return found;
}

/**
 * Parses the tree group starting at the first non-blank character at `start` and stops after its
 * closing `}` (whatever follows is left to the caller).
 * @throws as {@link parseCurvesKnob}.
 */
export function parseTreeAt(
  source: TextSource,
  start: number,
  end: number,
  options: ParseKnobOptions = {},
): { tree: AnimTree; start: number; end: number } {
  const lx = new Lexer(source, start, end);
  const p = new KnobParser(lx, options.spans);
  lx.peek();
  const treeStart = lx.pos;
  const tree = p.tree();
  return { tree, start: treeStart, end: lx.pos };
}

/** Parses a bare knob string (convenience over {@link parseCurvesKnob}). @throws as it does. */
export function parseKnob(text: string, options: ParseKnobOptions = {}): AnimTree {
  return parseCurvesKnob(new TextSource(text, FORMAT_ID), 0, text.length, options).tree;
}

/**
 * A timeless curve without expression or flag, in canonical form: the bare value when every key has
 * that value and default extras (as the file would spell it), else the key list.
 */
function plainTimeless(b: TimelessBuild): TimelessValue {
  const { values, extras } = b;
  const v = values[0];
  if (v === undefined) return { kind: 'timeless', values, extras };
  for (let i = 0; i < values.length; i++) {
    const e = extras[i]!;
    if (!Object.is(values[i], v) || (e !== DEFAULT_EXTRAS && !isDefault(e))) return { kind: 'timeless', values, extras };
  }
  return v;
}

function isDefault(e: KeyExtras): boolean {
  return e.lslope === 0 && e.la === 0 && e.rslope === 0 && e.ra === 0 && e.interpolation === 256;
}

class KnobParser {
  private readonly lx: Lexer;
  private readonly spans: SpanMap | undefined;

  constructor(lx: Lexer, spans: SpanMap | undefined) {
    this.lx = lx;
    this.spans = spans;
  }

  private mark(obj: object, start: number, slots?: number[]): void {
    if (this.spans === undefined) return;
    const s = [start, this.lx.pos];
    if (slots !== undefined) s.push(...slots);
    this.spans.set(obj, s);
  }

  /** `anim-tree = {{v version} {f flag} {n layer} extras…}` */
  tree(): AnimTree {
    const lx = this.lx;
    lx.peek();
    const start = lx.pos;
    lx.open('the curves tree');
    lx.open('the version entry {v …}');
    lx.expectWord('v', "'v' starting the version entry");
    const version = lx.float('the tree version');
    lx.close('the version entry');
    lx.open('the tree flag entry {f …}');
    lx.expectWord('f', "'f' starting the tree flag entry");
    const flag = lx.int('the tree flags');
    lx.close('the tree flag entry');
    lx.open('the root entry {n …}');
    lx.expectWord('n', "'n' starting the root entry");
    if (!lx.atGroup('layer')) throw lx.error("the root layer '{layer …}'");
    const root = this.layer();
    lx.close('the root entry');
    const extras: RawGroup[] = [];
    while (lx.peek() === 123) extras.push({ kind: 'raw', text: lx.rawGroup('a tree entry') });
    lx.close('the curves tree');
    if (version !== VERSION_1_2) {
      throw new UnsupportedVersionError(FORMAT_ID, String(version), '1.2 (x3f99999a)');
    }
    const tree: AnimTree = { version, flag, root, extras };
    this.mark(tree, start);
    return tree;
  }

  /** `{layer name {f flag} transform [attributes] nodes…}` */
  private depth = 0;

  private layer(): LayerNode {
    const lx = this.lx;
    const start = lx.pos;
    if (++this.depth > MAX_LAYER_DEPTH) throw lx.error(`layers nested at most ${String(MAX_LAYER_DEPTH)} deep`);
    lx.open('a layer');
    lx.expectWord('layer', "'layer'");
    const name = lx.string('the layer name');
    lx.open('the layer flag entry {f …}');
    lx.expectWord('f', "'f' starting the layer flag entry");
    const flag = lx.int('the layer flags');
    lx.close('the layer flag entry');
    const transform = this.transform();
    let attributes: AttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const children: LayerNode['children'] = [];
    while (lx.peek() === 123) children.push(this.node());
    lx.close(`layer '${name}'`);
    const layer: LayerNode = attributes === undefined
      ? { kind: 'layer', name, flag, transform, children }
      : { kind: 'layer', name, flag, transform, attributes, children };
    this.mark(layer, start);
    this.depth--;
    return layer;
  }

  private node(): AnimNode | RawGroup {
    const lx = this.lx;
    if (lx.atGroup('layer')) return this.layer();
    if (lx.atGroup('curvegroup')) return this.curveGroup();
    if (lx.atGroup('cubiccurve')) return this.cubicCurveNode();
    const raw: RawGroup = { kind: 'raw', text: lx.rawGroup('a node') };
    return raw;
  }

  private trailingExtras(): RawGroup[] | undefined {
    const lx = this.lx;
    let extras: RawGroup[] | undefined;
    while (lx.peek() === 123) (extras ??= []).push({ kind: 'raw', text: lx.rawGroup('a node entry') });
    return extras;
  }

  /** `{curvegroup name flag type curve-group-views transform attributes}` */
  private curveGroup(): CurveGroupNode {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a curvegroup');
    lx.expectWord('curvegroup', "'curvegroup'");
    const name = lx.string('the shape name');
    const flag = lx.int('the shape flags');
    const curveType = lx.string('the curve type (bezier, bspline, …)');
    let curves: CurvePair | ViewSplit<CurvePair>;
    if (lx.atGroup('v')) {
      lx.open('the curve views');
      lx.expectWord('v', "'v'");
      const views: ViewEntry<CurvePair>[] = [];
      while (!lx.atClose()) {
        const view = lx.string('a view name');
        views.push({ view, value: this.curvePair() });
      }
      lx.close('the curve views');
      curves = { kind: 'views', views };
    } else curves = this.curvePair();
    const transform = this.transform();
    const attributes = this.attributes();
    const extras = this.trailingExtras();
    lx.close(`curvegroup '${name}'`);
    const node: CurveGroupNode = { kind: 'curvegroup', name, flag, curveType, curves, transform, attributes };
    if (extras !== undefined) node.extras = extras;
    this.mark(node, start);
    return node;
  }

  /** `{cc (cc | idem)}` */
  private curvePair(): CurvePair {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a curve group {cc … cc|idem}');
    const main = this.cubicCurve();
    let feather: CubicCurve | 'idem';
    if (lx.atWord('idem')) {
      lx.pos += 4;
      feather = 'idem';
    } else feather = this.cubicCurve();
    lx.close('the curve group');
    const pair: CurvePair = { main, feather };
    this.mark(pair, start);
    return pair;
  }

  /** `{cubiccurve name flag type cc transform attributes}` */
  private cubicCurveNode(): CubicCurveNode {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a cubiccurve');
    lx.expectWord('cubiccurve', "'cubiccurve'");
    const name = lx.string('the curve name');
    const flag = lx.int('the curve flags');
    const curveType = lx.string('the curve type (bezier, catmullrom, …)');
    const curve = this.cubicCurve();
    const transform = this.transform();
    const attributes = this.attributes();
    const extras = this.trailingExtras();
    lx.close(`cubiccurve '${name}'`);
    const node: CubicCurveNode = { kind: 'cubiccurve', name, flag, curveType, curve, transform, attributes };
    if (extras !== undefined) node.extras = extras;
    this.mark(node, start);
    return node;
  }

  /** `{cc {f flag} [{tens t}] points}` */
  private cubicCurve(): CubicCurve {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a cubic curve {cc …}');
    lx.expectWord('cc', "'cc' starting a cubic curve");
    lx.open('the cubic-curve flag entry {f …}');
    lx.expectWord('f', "'f' starting the cubic-curve flag entry");
    const flag = lx.int('the cubic-curve flags');
    lx.close('the cubic-curve flag entry');
    let tension: number | undefined;
    if (lx.atGroup('tens')) {
      lx.open('the tension entry');
      lx.expectWord('tens', "'tens'");
      tension = lx.float('the tension');
      lx.close('the tension entry');
    }
    const pointsStart = lx.pos;
    lx.open('the control points {p …} or {px …}');
    let cc: CubicCurve;
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    if (lx.atWord('px')) {
      lx.pos += 2;
      const times = this.keyTimes();
      const points: TimelessControlPoint[] = [];
      while (!lx.atClose()) {
        const s = lx.pos;
        points.push(this.timelessControlPoint(times.length));
        slots?.push(s, lx.pos);
      }
      lx.close('the px control points');
      cc = { kind: 'cc', flag, points: { form: 'px', times, points } };
    } else if (lx.atWord('p')) {
      lx.pos += 1;
      const points: ControlPoint[] = [];
      while (!lx.atClose()) {
        const s = lx.pos;
        points.push(this.controlPoint());
        slots?.push(s, lx.pos);
      }
      lx.close('the p control points');
      cc = { kind: 'cc', flag, points: { form: 'p', points } };
    } else throw lx.error("'p' or 'px' starting the control points", lx.pos);
    if (this.spans !== undefined && slots !== undefined) this.spans.set(cc.points, [pointsStart, lx.pos, ...slots]);
    if (tension !== undefined) cc.tension = tension;
    lx.close('the cubic curve');
    this.mark(cc, start);
    return cc;
  }

  /** `key-times-list`: a bare float (one key) or `{t0 t1 …}`. */
  private keyTimes(): number[] {
    const lx = this.lx;
    if (lx.peek() !== 123) return [lx.float('the key time')];
    lx.open('the key times');
    const times: number[] = [];
    while (!lx.atClose()) times.push(lx.float('a key time'));
    if (times.length === 0) throw lx.error('at least one key time');
    lx.close('the key times');
    return times;
  }

  /** `{[attributes] curve…}` with 0–4 dimensions. */
  private controlPoint(): ControlPoint {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a control point');
    let attributes: AttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const dims: AnimCurve[] = [];
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    while (!lx.atClose()) {
      if (dims.length === MAX_DIMS) throw lx.error("'}' closing the control point (at most 4 dimensions)");
      const s = lx.pos;
      dims.push(this.curve());
      slots?.push(s, lx.pos);
    }
    lx.close('the control point');
    const cp: ControlPoint = attributes === undefined ? { dims } : { attributes, dims };
    this.mark(cp, start, slots);
    return cp;
  }

  /** `{[attributes] timeless…}` for `n` shared key times. */
  private timelessControlPoint(n: number): TimelessControlPoint {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a control point');
    let attributes: AttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const dims: TimelessValue[] = [];
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    while (!lx.atClose()) {
      if (dims.length === MAX_DIMS) throw lx.error("'}' closing the control point (at most 4 dimensions)");
      const s = lx.pos;
      dims.push(this.timeless(n));
      slots?.push(s, lx.pos);
    }
    lx.close('the control point');
    const cp: TimelessControlPoint = attributes === undefined ? { dims } : { attributes, dims };
    this.mark(cp, start, slots);
    return cp;
  }

  /** `{t …}` or `{tx times …}` */
  private transform(): Transform {
    const lx = this.lx;
    const start = lx.pos;
    lx.open("a transform '{t …}' or '{tx …}'");
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let tf: Transform;
    if (lx.atWord('tx')) {
      lx.pos += 2;
      const times = this.keyTimes();
      const fields: TimelessValue[] = [];
      while (!lx.atClose()) {
        if (fields.length === MAX_TRANSFORM_FIELDS) throw lx.error("'}' closing the transform (at most 35 fields)");
        const s = lx.pos;
        fields.push(this.timeless(times.length));
        slots?.push(s, lx.pos);
      }
      tf = { form: 'tx', times, fields };
    } else if (lx.atWord('t')) {
      lx.pos += 1;
      const fields: CurveViews[] = [];
      while (!lx.atClose()) {
        if (fields.length === MAX_TRANSFORM_FIELDS) throw lx.error("'}' closing the transform (at most 35 fields)");
        const s = lx.pos;
        fields.push(this.curveViews('a transform field'));
        slots?.push(s, lx.pos);
      }
      tf = { form: 't', fields };
    } else throw lx.error("'t' or 'tx' starting a transform");
    lx.close('the transform');
    this.mark(tf, start, slots);
    return tf;
  }

  /** `{a name curve-views …}` */
  private attributes(): AttributeList {
    const lx = this.lx;
    const start = lx.pos;
    lx.open("an attribute list '{a …}'");
    lx.expectWord('a', "'a' starting an attribute list");
    const items: Attribute[] = [];
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    while (!lx.atClose()) {
      const name = lx.string('an attribute name');
      lx.peek();
      const s = lx.pos;
      let value: CurveViews;
      try {
        value = this.curveViews('a value for the attribute');
      } catch (error) {
        throw ParseError.isInstance(error) && error.location.kind === 'text' && error.location.offset === s
          ? lx.error(`a value for attribute '${name}'`, s)
          : error;
      }
      items.push({ name, value });
      slots?.push(s, lx.pos);
    }
    lx.close('the attribute list');
    const list: AttributeList = { kind: 'attributes', items };
    this.mark(list, start, slots);
    return list;
  }

  /** `anim-curve-views`: a curve, or `{v view curve …}`. */
  private curveViews(what: string): CurveViews {
    const lx = this.lx;
    if (!lx.atGroup('v')) return this.curve(what);
    lx.open('the view split');
    lx.expectWord('v', "'v'");
    const views: ViewEntry<AnimCurve>[] = [];
    while (!lx.atClose()) {
      const view = lx.string('a view name');
      views.push({ view, value: this.curve(`the curve of view '${view}'`) });
    }
    if (views.length === 0) throw lx.error('at least one view entry');
    lx.close('the view split');
    return { kind: 'views', views };
  }

  /** `anim-curve`: constant, `{keys}`, `{r {…}}`, or `{[=expr] [{f n}] data}`. */
  curve(what = 'an anim curve'): AnimCurve {
    const lx = this.lx;
    const c = lx.peek();
    if (c !== 123) return lx.float(what);
    lx.pos++;
    const c2 = lx.peek();
    if (c2 === 123) {
      if (lx.atGroup('f')) return this.wrappedCurve(undefined);
      // `{{t v …} …}` is a key list; `{{…}}` / `{{r …}}` wraps curve data.
      const save = lx.pos;
      lx.pos++;
      const inner = lx.peek();
      lx.pos = save;
      if (inner !== 123 && inner !== 125 && inner !== 34 && !lx.atGroup('r')) {
        const keys = this.keys();
        lx.close('the key list');
        return { kind: 'keys', keys, constant: 0 };
      }
      return this.wrappedCurve(undefined);
    }
    if (c2 === 125 || c2 === -1) throw lx.error(`${what}: keys, a value or an expression`);
    if (lx.atWord('r')) {
      lx.pos++;
      const keys = this.rle();
      lx.close('the run-length key list');
      return { kind: 'keys', keys, constant: 0 };
    }
    if (c2 === 61 /* = */) {
      lx.pos++;
      const expression = lx.string('an expression');
      return this.wrappedCurve(expression);
    }
    // `{value}`: a wrapped constant.
    const v = lx.float(what);
    lx.close('the curve');
    return v;
  }

  /** The rest of `{[=expr] [{f n}] data}` after the expression (if any). */
  private wrappedCurve(expression: string | undefined): AnimCurve {
    const lx = this.lx;
    let flag: number | undefined;
    if (lx.atGroup('f')) {
      lx.open('the curve flag entry');
      lx.expectWord('f', "'f'");
      flag = lx.int('the curve flag');
      lx.close('the curve flag entry');
    }
    const data = this.curveData();
    lx.close('the curve');
    if (expression === undefined && flag === undefined) return data;
    const out: KeyedCurve = typeof data === 'number' ? { kind: 'keys', keys: [], constant: data } : data;
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** `anim-curve-data`: constant, `{keys…}` or `{r {…}}`. */
  private curveData(): number | KeyedCurve {
    const lx = this.lx;
    if (lx.peek() !== 123) return lx.float('the curve data');
    lx.open('the curve data');
    let keys: AnimKey[];
    if (lx.atWord('r')) {
      lx.pos++;
      keys = this.rle();
    } else keys = this.keys();
    lx.close('the curve data');
    return { kind: 'keys', keys, constant: 0 };
  }

  /** `anim-curve-key-list` up to (not including) the closing `}`. */
  private keys(): AnimKey[] {
    const lx = this.lx;
    const keys: AnimKey[] = [];
    let prev: AnimKey | undefined;
    while (!lx.atClose()) {
      prev = this.key(prev);
      keys.push(prev);
    }
    if (keys.length === 0) throw lx.error('at least one key');
    return keys;
  }

  /** `{time value [extras]}` or `{time}` (copies the previous key). */
  private key(prev: AnimKey | undefined): AnimKey {
    const lx = this.lx;
    lx.open('a key {time value …}');
    const time = lx.float('the key time');
    if (lx.atClose()) {
      if (prev === undefined) throw lx.error('a key value (a time-only key must follow another key)');
      lx.pos++;
      return { ...prev, time };
    }
    const value = lx.float('the key value');
    this.readExtras();
    return { time, value, lslope: this.ls, la: this.la, rslope: this.rs, ra: this.ra, interpolation: this.ip };
  }

  /**
   * Reads a key's optional extras after its value and the closing `}`: nothing (tangents 0,
   * interpolation 256), `-` (tangents (0, 1), 256), `ls la`, `ls la rs ra`, or `ls la rs ra interp`.
   */
  /** Reads a key's extras and closing `}` (see {@link KnobParser.readExtras}) as a shared-when-possible object. */
  private extras(): KeyExtras {
    this.readExtras();
    if (this.ip === 256 && this.ls === 0 && this.rs === 0) {
      if (this.la === 0 && this.ra === 0) return DEFAULT_EXTRAS;
      if (this.la === 1 && this.ra === 1) return DASH_EXTRAS;
    }
    return { lslope: this.ls, la: this.la, rslope: this.rs, ra: this.ra, interpolation: this.ip };
  }

  /** Scratch fields written by {@link KnobParser.readExtras}. */
  private ls = 0;
  private la = 0;
  private rs = 0;
  private ra = 0;
  private ip = 256;

  /**
   * Reads a key's optional extras after its value, and the closing `}`, into the scratch fields:
   * nothing (tangents 0, interpolation 256), `-` (tangents (0, 1), 256), `ls la`, `ls la rs ra`, or
   * `ls la rs ra interp`.
   */
  private readExtras(): void {
    const lx = this.lx;
    this.ls = 0;
    this.la = 0;
    this.rs = 0;
    this.ra = 0;
    this.ip = 256;
    if (lx.atClose()) {
      lx.pos++;
      return;
    }
    if (lx.atWord('-')) {
      lx.pos++;
      lx.close('the key after -');
      this.la = 1;
      this.ra = 1;
      return;
    }
    this.ls = lx.float('the left tangent slope');
    this.la = lx.float('the left tangent bicubic length');
    if (lx.atClose()) {
      lx.pos++;
      return;
    }
    this.rs = lx.float('the right tangent slope');
    this.ra = lx.float('the right tangent bicubic length');
    if (!lx.atClose()) this.ip = lx.int('the interpolation bitmask');
    lx.close('the key');
  }

  /** `{r {{key count} …}}` body after `r`. */
  private rle(): AnimKey[] {
    const lx = this.lx;
    lx.open('the run-length key list');
    const keys: AnimKey[] = [];
    let prev: AnimKey | undefined;
    while (!lx.atClose()) {
      lx.open('a run-length entry {key count}');
      const key = this.key(prev);
      const countAt = lx.pos;
      const count = lx.int('the run-length count');
      if (count < 1 || count > MAX_RUN || keys.length + count > 4 * MAX_RUN) {
        throw lx.error(`a run-length count from 1 to ${String(MAX_RUN)}`, countAt);
      }
      lx.close('the run-length entry');
      for (let i = 0; i < count; i++) keys.push(i === 0 ? key : { ...key, time: key.time + i });
      prev = keys[keys.length - 1];
    }
    if (keys.length === 0) throw lx.error('at least one run-length entry');
    lx.close('the run-length key list');
    return keys;
  }

  /** `anim-curve-timeless` for `n` shared key times. */
  private timeless(n: number): TimelessValue {
    const lx = this.lx;
    const c = lx.peek();
    if (c !== 123) return lx.float('a value');
    const start = lx.pos;
    lx.pos++;
    const b: TimelessBuild = { values: [], extras: [] };
    let expression: string | undefined;
    let flag: number | undefined;
    const c2 = lx.peek();
    if (c2 === 61 /* = */) {
      lx.pos++;
      expression = lx.string('an expression');
    }
    if (lx.atGroup('f')) {
      lx.open('the curve flag entry');
      lx.expectWord('f', "'f'");
      flag = lx.int('the curve flag');
      lx.close('the curve flag entry');
    }
    const plain = expression === undefined && flag === undefined;
    if (plain && lx.atWord('x')) {
      // A single repeat entry `{x count key}` standing for the whole list.
      this.repeatBody(b, n);
      if (b.values.length !== n) throw lx.error(`${String(n)} keys (one per shared key time), found ${String(b.values.length)}`, start);
      return plainTimeless(b);
    }
    if (plain && lx.atBare()) {
      // `{v …}`: one key with extras (one shared time), or a list of entries starting with a bare value.
      const value = lx.float('a value');
      if (n === 1 || lx.atWord('-') || lx.atClose()) {
        if (n !== 1 && !lx.atClose()) throw lx.error(`${String(n)} keys (one per shared key time)`, start);
        b.values.push(value);
        b.extras.push(this.extras());
        if (n !== 1) throw lx.error(`${String(n)} keys (one per shared key time), found 1`, start);
        return plainTimeless(b);
      }
      b.values.push(value);
      b.extras.push(DEFAULT_EXTRAS);
    }
    this.entries(b, n);
    lx.close('the timeless curve');
    if (b.values.length !== n) throw lx.error(`${String(n)} keys (one per shared key time), found ${String(b.values.length)}`, start);
    if (plain) return plainTimeless(b);
    const out: TimelessCurve = { kind: 'timeless', values: b.values, extras: b.extras };
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** Timeless data entries up to the closing `}` (not consumed). */
  private entries(b: TimelessBuild, n: number): void {
    const lx = this.lx;
    while (!lx.atClose()) {
      if (b.values.length >= n) throw lx.error(`'}' after ${String(n)} keys (one per shared key time)`);
      const c = lx.peek();
      if (c !== 123) {
        b.values.push(lx.float('a key value'));
        b.extras.push(b.extras[b.extras.length - 1] ?? DEFAULT_EXTRAS);
        continue;
      }
      lx.pos++;
      if (lx.atWord('x')) this.repeatBody(b, n);
      else {
        b.values.push(lx.float('a key value'));
        b.extras.push(this.extras());
      }
    }
  }

  /** After `{` of a repeat entry: `x count entry}`. */
  private repeatBody(b: TimelessBuild, n: number): void {
    const lx = this.lx;
    lx.pos++;
    const countAt = lx.pos;
    const count = lx.int('the repeat count');
    if (count < 1 || b.values.length + count > n) {
      throw lx.error(`a repeat count from 1 to ${String(n - b.values.length)} (the shared key times left)`, countAt);
    }
    let value: number;
    let extras: KeyExtras;
    if (lx.peek() === 123) {
      lx.pos++;
      value = lx.float('a key value');
      extras = this.extras();
    } else {
      value = lx.float('a key value');
      extras = b.extras[b.extras.length - 1] ?? DEFAULT_EXTRAS;
    }
    lx.close('the repeat entry');
    for (let i = 0; i < count; i++) {
      b.values.push(value);
      b.extras.push(extras);
    }
  }
}

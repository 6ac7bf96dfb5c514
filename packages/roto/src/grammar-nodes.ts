/**
 * The knob parser: the tree, layers, shapes (`curvegroup`, `cubiccurve`), curve pairs, cubic curves and
 * their control-point lists, transforms (spec "Curve tree": `anim-tree`, `anim-layer-node`,
 * `anim-curve-group-node`, `anim-cubic-curve`, `anim-control-point`, `anim-transform`), on top of the curve
 * productions of `grammar-curves.ts` and the fast paths of `fast-paths.ts`. Plain control points go to
 * the arena's point store, others become objects.
 *
 * @module
 */
import { UnsupportedVersionError } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { MAX_DIMS, MAX_TRANSFORM_FIELDS, PLAIN } from './fast-paths.js';
import { CurveGrammar } from './grammar-curves.js';
import { isDelimiter } from './lexer.js';
import { POINT_STRIDE, PointRun } from './points.js';
import { skipBlanks } from './scan.js';
import type {
  RotoAnimCurve,
  RotoAnimNode,
  RotoAnimTree,
  RotoAttributeList,
  RotoControlPoint,
  RotoCubicCurve,
  RotoCubicCurveNode,
  RotoCurveGroupNode,
  RotoCurvePair,
  RotoCurveViews,
  RotoFullPoints,
  RotoLayerNode,
  RotoRawGroup,
  RotoSharedTimePoints,
  RotoTimelessControlPoint,
  RotoTimelessValue,
  RotoTransform,
  RotoViewEntry,
  RotoViewSplit,
} from './types.js';

/** The float32 value of format version 1.2 (`x3f99999a`). */
export const VERSION_1_2 = Math.fround(1.2);

/** Deepest layer nesting accepted (a guard against stack exhaustion). */
const MAX_LAYER_DEPTH = 256;

/**
 * The first `k` of `d0…d3` as an array of exactly that length (no spare capacity); arrays of numbers
 * only come from their own literals so that they keep unboxed double elements.
 */
function exactDims<T extends number | object>(k: number, d0: T, d1: T, d2: T, d3: T): T[] {
  if (typeof d0 === 'number' && typeof d1 === 'number' && typeof d2 === 'number' && typeof d3 === 'number') {
    if (k === 3) return [d0, d1, d2];
    if (k === 2) return [d0, d1];
    if (k === 4) return [d0, d1, d2, d3];
    return k === 1 ? [d0] : [];
  }
  if (k === 3) return [d0, d1, d2];
  if (k === 2) return [d0, d1];
  if (k === 4) return [d0, d1, d2, d3];
  return k === 1 ? [d0] : [];
}

/** The whole-knob parser (see the module description); {@link KnobParser.tree} reads one curves tree. */
export class KnobParser extends CurveGrammar {
  /** RotoTransform fields gathered in a reused list and copied at their exact count. */
  private readonly scratchFields: RotoCurveViews[] = [];
  /** Layers open around the cursor. */
  private depth = 0;

  /** `anim-tree = {{v version} {f flag} {n layer} extras…}` */
  tree(): RotoAnimTree {
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
    const extras: RotoRawGroup[] = [];
    while (lx.peek() === 123) extras.push({ kind: 'raw', text: lx.rawGroup('a tree entry') });
    lx.close('the curves tree');
    if (version !== VERSION_1_2) {
      throw new UnsupportedVersionError(FORMAT_ID, String(version), '1.2 (x3f99999a)');
    }
    const tree: RotoAnimTree = { version, flag, root, extras };
    this.mark(tree, start);
    return tree;
  }

  /** `{layer name {f flag} transform [attributes] nodes…}` */
  private layer(): RotoLayerNode {
    const lx = this.lx;
    const start = lx.pos;
    if (++this.depth > MAX_LAYER_DEPTH) throw lx.error(`layers nested at most ${String(MAX_LAYER_DEPTH)} deep`);
    lx.open('a layer');
    lx.expectWord('layer', "'layer'");
    const name = lx.string('the layer name');
    let omitted: RotoLayerNode['omitted'];
    let flag = 0;
    let transform: RotoTransform;
    if (lx.atGroup('a')) {
      // Hiero's annotation export leaves out the flag entry and the transform: `{layer Root {a} …}`.
      omitted = ['flag', 'transform'];
      transform = { form: 't', fields: [] };
    } else {
      lx.open('the layer flag entry {f …}');
      lx.expectWord('f', "'f' starting the layer flag entry");
      flag = lx.int('the layer flags');
      lx.close('the layer flag entry');
      transform = this.transform();
    }
    let attributes: RotoAttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const children: RotoLayerNode['children'] = [];
    while (lx.peek() === 123) children.push(this.node());
    lx.closeNamed('layer', name);
    const layer: RotoLayerNode = attributes === undefined
      ? { kind: 'layer', name, flag, transform, children }
      : { kind: 'layer', name, flag, transform, attributes, children };
    if (omitted !== undefined) layer.omitted = omitted;
    this.mark(layer, start);
    this.depth--;
    return layer;
  }

  /** A child of a layer, the cursor on its `{`: told apart by the first letter of its keyword. */
  private node(): RotoAnimNode | RotoRawGroup {
    const lx = this.lx;
    const c = lx.codes[skipBlanks(lx.codes, lx.pos + 1)];
    if (c === 99 /* c */) {
      if (lx.atGroup('cubiccurve')) return this.cubicCurveNode();
      if (lx.atGroup('curvegroup')) return this.curveGroup();
    } else if (c === 108 /* l */ && lx.atGroup('layer')) return this.layer();
    const raw: RotoRawGroup = { kind: 'raw', text: lx.rawGroup('a node') };
    return raw;
  }

  private trailingExtras(): RotoRawGroup[] | undefined {
    const lx = this.lx;
    let extras: RotoRawGroup[] | undefined;
    while (lx.peek() === 123) (extras ??= []).push({ kind: 'raw', text: lx.rawGroup('a node entry') });
    return extras;
  }

  /** `{curvegroup name flag type curve-group-views transform attributes}` */
  private curveGroup(): RotoCurveGroupNode {
    const lx = this.lx;
    const start = lx.pos;
    this.head('curvegroup', 'shape');
    const name = this.headName;
    const flag = this.headFlag;
    const curveType = this.curveType('the curve type (bezier, bspline, …)');
    let curves: RotoCurvePair | RotoViewSplit<RotoCurvePair>;
    if (lx.atGroup('v')) {
      lx.open('the curve views');
      lx.expectWord('v', "'v'");
      const views: RotoViewEntry<RotoCurvePair>[] = [];
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
    lx.closeNamed('curvegroup', name);
    const node: RotoCurveGroupNode = { kind: 'curvegroup', name, flag, curveType, curves, transform, attributes };
    if (extras !== undefined) node.extras = extras;
    this.mark(node, start);
    return node;
  }

  /** `{cc (cc | idem)}` */
  private curvePair(): RotoCurvePair {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a curve group {cc … cc|idem}');
    const main = this.cubicCurve();
    let feather: RotoCubicCurve | 'idem';
    if (lx.atWord('idem')) {
      lx.pos += 4;
      feather = 'idem';
    } else feather = this.cubicCurve();
    lx.close('the curve group');
    const pair: RotoCurvePair = { main, feather };
    this.mark(pair, start);
    return pair;
  }

  /**
   * A curve type (`bezier`, `catmullrom`, …, spec `anim-curve-type`): a bare word is shared with earlier
   * equal words (see `TokenScanner.word`); anything else is read as {@link Lexer.string} reads it.
   */
  private curveType(what: string): string {
    const lx = this.lx;
    const c = lx.peek();
    if (c === -1 || c === 123 || c === 125 || c === 34) return lx.string(what);
    const t = lx.codes;
    const s = lx.pos;
    let p = s;
    let h = 0;
    while (p < lx.end && !isDelimiter(t[p]!)) h = (h * 31 + t[p++]!) | 0;
    if (t[p] === 34) return lx.string(what);
    lx.pos = p;
    return this.sc.word(lx.text, t, s, p, h);
  }

  /** `{cubiccurve name flag type cc transform attributes}` */
  private cubicCurveNode(): RotoCubicCurveNode {
    const lx = this.lx;
    const start = lx.pos;
    this.head('cubiccurve', 'curve');
    const name = this.headName;
    const flag = this.headFlag;
    const curveType = this.curveType('the curve type (bezier, catmullrom, …)');
    const curve = this.cubicCurve();
    const transform = this.transform();
    const attributes = this.attributes();
    const extras = this.trailingExtras();
    lx.closeNamed('cubiccurve', name);
    const node: RotoCubicCurveNode = { kind: 'cubiccurve', name, flag, curveType, curve, transform, attributes };
    if (extras !== undefined) node.extras = extras;
    this.mark(node, start);
    return node;
  }

  /**
   * Reads a shape's opening `{kind name flag` into `headName` and
   * `headFlag`: by {@link KnobFastPaths.fastHead}, or by the general path, whose errors
   * call the name and flags those of the `what` (`shape`, `curve`).
   */
  private head(kind: 'curvegroup' | 'cubiccurve', what: string): void {
    if (this.fast && this.fastHead(kind)) return;
    const lx = this.lx;
    lx.open(`a ${kind}`);
    lx.expectWord(kind, `'${kind}'`);
    this.headName = lx.string(`the ${what} name`);
    this.headFlag = lx.int(`the ${what} flags`);
  }

  /** `{cc {f flag} [{tens t}] points}` */
  private cubicCurve(): RotoCubicCurve {
    const lx = this.lx;
    const start = lx.pos;
    let flag = this.fast ? this.fastCurveHead() : -1;
    if (flag < 0) {
      lx.open('a cubic curve {cc …}');
      lx.expectWord('cc', "'cc' starting a cubic curve");
      lx.open('the cubic-curve flag entry {f …}');
      lx.expectWord('f', "'f' starting the cubic-curve flag entry");
      flag = lx.int('the cubic-curve flags');
      lx.close('the cubic-curve flag entry');
    }
    let tension: number | undefined;
    if (lx.atGroup('tens')) {
      lx.open('the tension entry');
      lx.expectWord('tens', "'tens'");
      tension = lx.float('the tension');
      lx.close('the tension entry');
    }
    const pointsStart = lx.pos;
    lx.open('the control points {p …} or {px …}');
    let cc: RotoCubicCurve;
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    if (lx.atWord('px')) {
      lx.pos += 2;
      const times = this.keyTimes();
      cc = { kind: 'cc', flag, points: this.pointList(times, slots) };
    } else if (lx.atWord('p')) {
      lx.pos += 1;
      cc = { kind: 'cc', flag, points: this.pointList(undefined, slots) };
    } else throw lx.error("'p' or 'px' starting the control points", lx.pos);
    if (this.spans !== undefined && slots !== undefined) this.spans.set(cc.points, [pointsStart, lx.pos, ...slots]);
    if (tension !== undefined) cc.tension = tension;
    lx.close('the cubic curve');
    this.mark(cc, start);
    return cc;
  }

  /**
   * The control points of a `p` list (`times` undefined) or a `px` list, up to and including the list's
   * `}`: plain points into the point store, others as objects (every point as an object, with its spans,
   * when spans are recorded).
   */
  private pointList(times: undefined, slots: number[] | undefined): RotoFullPoints;
  private pointList(times: number[], slots: number[] | undefined): RotoSharedTimePoints;
  private pointList(times: number[] | undefined, slots: number[] | undefined): RotoFullPoints | RotoSharedTimePoints {
    const lx = this.lx;
    const n = times === undefined ? 0 : times.length;
    const fast = this.fast;
    let objects: (RotoControlPoint | RotoTimelessControlPoint)[] | undefined;
    let np = 0;
    while (!lx.atClose()) {
      const s = lx.pos;
      const quick = fast && lx.codes[s] === 123 ? this.fastPoint(n, np) : undefined;
      if (quick !== PLAIN) {
        const cp = quick ?? (times === undefined ? this.controlPoint() : this.timelessControlPoint(n));
        if (slots !== undefined || !this.arena.storePlain(cp, np)) {
          this.arena.storeObject(np);
          (objects ??= [])[np] = cp;
        }
      }
      np++;
      slots?.push(s, lx.pos);
    }
    lx.close(times === undefined ? 'the p control points' : 'the px control points');
    const offset = this.arena.place(np * POINT_STRIDE, this.arena.pointBuf);
    const values = this.arena.chunk;
    const list = new PointRun(times === undefined ? 'p' : 'px', times, values, offset, np);
    if (objects !== undefined) list.objects = objects;
    return list as unknown as RotoFullPoints | RotoSharedTimePoints;
  }

  /** `{[attributes] curve…}` with 0–4 dimensions. */
  private controlPoint(): RotoControlPoint {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a control point');
    let attributes: RotoAttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let d0: RotoAnimCurve = 0;
    let d1: RotoAnimCurve = 0;
    let d2: RotoAnimCurve = 0;
    let d3: RotoAnimCurve = 0;
    let k = 0;
    while (!lx.atClose()) {
      if (k === MAX_DIMS) throw lx.error("'}' closing the control point (at most 4 dimensions)");
      const s = lx.pos;
      const d = this.curve();
      if (k === 0) d0 = d;
      else if (k === 1) d1 = d;
      else if (k === 2) d2 = d;
      else d3 = d;
      k++;
      slots?.push(s, lx.pos);
    }
    lx.close('the control point');
    const dims = exactDims(k, d0, d1, d2, d3);
    const cp: RotoControlPoint = attributes === undefined ? { dims } : { attributes, dims };
    this.mark(cp, start, slots);
    return cp;
  }

  /** `{[attributes] timeless…}` for `n` shared key times. */
  private timelessControlPoint(n: number): RotoTimelessControlPoint {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a control point');
    let attributes: RotoAttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let d0: RotoTimelessValue = 0;
    let d1: RotoTimelessValue = 0;
    let d2: RotoTimelessValue = 0;
    let d3: RotoTimelessValue = 0;
    let k = 0;
    while (!lx.atClose()) {
      if (k === MAX_DIMS) throw lx.error("'}' closing the control point (at most 4 dimensions)");
      const s = lx.pos;
      const d = this.timeless(n);
      if (k === 0) d0 = d;
      else if (k === 1) d1 = d;
      else if (k === 2) d2 = d;
      else d3 = d;
      k++;
      slots?.push(s, lx.pos);
    }
    lx.close('the control point');
    const dims = exactDims(k, d0, d1, d2, d3);
    const cp: RotoTimelessControlPoint = attributes === undefined ? { dims } : { attributes, dims };
    this.mark(cp, start, slots);
    return cp;
  }

  /** `{t …}` or `{tx times …}` */
  private transform(): RotoTransform {
    const lx = this.lx;
    const start = lx.pos;
    lx.open("a transform '{t …}' or '{tx …}'");
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let tf: RotoTransform;
    if (lx.atWord('tx')) {
      lx.pos += 2;
      const times = this.keyTimes();
      const fields: RotoTimelessValue[] = [];
      while (!lx.atClose()) {
        if (fields.length === MAX_TRANSFORM_FIELDS) throw lx.error("'}' closing the transform (at most 35 fields)");
        const s = lx.pos;
        fields.push(this.timeless(times.length));
        slots?.push(s, lx.pos);
      }
      tf = { form: 'tx', times, fields };
    } else if (lx.atWord('t')) {
      lx.pos += 1;
      // Gathered in a reused list and copied at their exact count (a list grown by `push` keeps spare room).
      const sf = this.scratchFields;
      let n = this.fast ? this.fastFields(sf) : 0;
      while (!lx.atClose()) {
        if (n === MAX_TRANSFORM_FIELDS) throw lx.error("'}' closing the transform (at most 35 fields)");
        const s = lx.pos;
        sf[n++] = this.curveViews('a transform field');
        slots?.push(s, lx.pos);
      }
      tf = { form: 't', fields: sf.slice(0, n) };
    } else throw lx.error("'t' or 'tx' starting a transform");
    lx.close('the transform');
    this.mark(tf, start, slots);
    return tf;
  }
}

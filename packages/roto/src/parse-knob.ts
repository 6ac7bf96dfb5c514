/**
 * The curves-knob parser: the whole grammar of spec `nuke-roto.txt` ("Curve tree") into the typed tree
 * of `types.ts`. Recursive descent over {@link Lexer}; every error is a ParseError with the script's
 * line and column.
 *
 * Speed: keys are runs in a few `Float32Array` key stores per knob (no object per key and no typed array
 * per curve: a curve is its store, offset and count), and the forms Nuke writes — control points of
 * plain hex tokens, timeless lists of plain and `{v -}` entries, `{{t v …}}` key lists, attribute lists
 * of plain values, `{t …}` fields — have fast paths that scan the character codes directly. A fast path
 * that meets anything else leaves the cursor where it was and the general production reads (or
 * rejects) the input, so both give the same tree and the same errors.
 * Parses that record source spans (for writing) take only the general path.
 *
 * @module
 */
import { ParseError, TextSource, UnsupportedVersionError } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { floatFromBits } from './number.js';
import { KEY_STRIDE, TIMELESS_STRIDE } from './keys.js';
import { POINT_STRIDE, storePoint } from './points.js';
import { charCodes, isDelimiter, Lexer, type CharCodes } from './lexer.js';
import { ScriptText } from './text.js';
import type {
  AnimCurve,
  AnimNode,
  AnimTree,
  AttributeList,
  ControlPoint,
  CubicCurve,
  CurveGroupNode,
  CurvePair,
  CurveViews,
  CubicCurveNode,
  FullPoints,
  KeyedCurve,
  LayerNode,
  RawGroup,
  SharedTimePoints,
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

/** The keys of a curve without keys (shared; it has no elements to change). */
const EMPTY = new Float32Array(0);

/** Options of {@link parseCurvesKnob}. */
export interface ParseKnobOptions {
  /** Record source spans of the tree's parts (used by the writer to change only what changed). */
  readonly spans?: SpanMap | undefined;
  /** The character codes of `source.text` when already at hand (see `charCodes`); computed otherwise. */
  readonly codes?: CharCodes | undefined;
  /**
   * `false` reads every production with the general parser instead of the fast paths for the forms Nuke
   * writes (the tree is the same; for testing). Recording spans implies it.
   */
  readonly fastPaths?: boolean | undefined;
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
  const text = ScriptText.of(source, options.codes ?? charCodes(source.text));
  const found = treeAt(text, start, end, options.spans, options.fastPaths);
  const lx = new Lexer(text, found.end, end);
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
  return treeAt(ScriptText.of(source, options.codes ?? charCodes(source.text)), start, end, options.spans, options.fastPaths);
}

/** {@link parseTreeAt} over a {@link ScriptText} (the script reader's entry). */
export function treeAt(
  text: ScriptText,
  start: number,
  end: number,
  spans: SpanMap | undefined,
  fastPaths = true,
): { tree: AnimTree; start: number; end: number } {
  const lx = new Lexer(text, start, end);
  const p = new KnobParser(lx, spans, fastPaths);
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

/**
 * The value of each lower-case hex digit code (`0`–`9`, `a`–`f`), 16 for every other code below 128:
 * one table load per digit instead of two range tests, whose outcome random digits make unpredictable.
 */
const HEX_VALUE = ((): Uint8Array => {
  const table = new Uint8Array(128).fill(16);
  for (let d = 0; d < 16; d++) table['0123456789abcdef'.charCodeAt(d)] = d;
  return table;
})();

/** End offset of the token read by the last {@link scanFloat}, or −1 when it read none. */
let scanned = -1;

/**
 * The parser's fast path for the float tokens Nuke writes: at `p`, `x` + 1–8 lower-case hex digits, `0`
 * or `1`, followed by a blank or `}`. Sets {@link scanned} to the token's end, or to −1 for anything
 * else (the caller then takes the general path, which reads every float form or throws).
 */
function scanFloat(t: CharCodes, p: number, end: number): number {
  if (p >= end) {
    scanned = -1;
    return 0;
  }
  const c = t[p]!;
  let q = p + 1;
  let v = 0;
  if (c === 120) {
    // Integer arithmetic: eight digits wrap into the sign bit, which the Uint32Array store undoes.
    for (; q < end; q++) {
      const d = t[q]!;
      const h = d < 128 ? HEX_VALUE[d]! : 16;
      if (h === 16) break;
      v = (v << 4) | h;
    }
    if (q - p < 2 || q - p > 9) q = end;
    else v = floatFromBits(v);
  } else if (c === 48 || c === 49) v = c - 48;
  else q = end;
  if (q >= end) {
    scanned = -1;
    return 0;
  }
  const e = t[q]!;
  scanned = e === 32 || e === 10 || e === 125 || e === 13 || e === 9 ? q : -1;
  return v;
}

/** The offset of the first character at or after `p` that is not a blank (space, LF, tab, CR). */
function skipBlanks(t: CharCodes, p: number): number {
  let c = t[p];
  while (c === 32 || c === 10 || c === 9 || c === 13) c = t[++p];
  return p;
}

/** End of the bare word `w` at `p` when a blank or a brace follows it, else −1. */
function scanKeyword(t: CharCodes, p: number, end: number, w: string): number {
  const n = w.length;
  if (p + n >= end) return -1;
  for (let i = 0; i < n; i++) if (t[p + i] !== w.charCodeAt(i)) return -1;
  const c = t[p + n];
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 123 || c === 125 ? p + n : -1;
}

/**
 * The fast path of the integer tokens Nuke writes for flags: 1–9 decimal digits followed by a blank or
 * `}`. Sets {@link scanned} to the token's end, or to −1 for anything else.
 */
function scanInt(t: CharCodes, p: number, end: number): number {
  let v = 0;
  let q = p;
  let c = t[q]!;
  while (c >= 48 && c <= 57 && q < end) {
    v = v * 10 + (c - 48);
    c = t[++q]!;
  }
  scanned = q > p && q - p <= 9 && q < end && (c === 32 || c === 10 || c === 125 || c === 13 || c === 9) ? q : -1;
  return v;
}

/** Interned short words (attribute names repeat in every shape): slot by hash. */
const WORDS: (string | undefined)[] = new Array<string | undefined>(1024).fill(undefined);

/**
 * `text.slice(p, q)` for a word of `codes` whose characters hash to `h` (`h = (h * 31 + c) | 0` from 0,
 * computed by the caller while it scans the word), shared with earlier equal words when short.
 */
function word(text: ScriptText, t: CharCodes, p: number, q: number, h: number): string {
  const n = q - p;
  // At most 12 characters: V8 copies such slices (longer ones may point into the whole text, which the
  // table would then keep alive).
  if (n > 12) return text.slice(p, q);
  const slot = (h + n) & 1023;
  const w = WORDS[slot];
  if (w?.length === n) {
    let same = true;
    for (let i = 0; i < n; i++) {
      if (w.charCodeAt(i) !== t[p + i]) {
        same = false;
        break;
      }
    }
    if (same) return w;
  }
  const fresh = text.slice(p, q);
  WORDS[slot] = fresh;
  return fresh;
}

/** A copy of `b` with room for at least `need` numbers (at least twice its length). */
function grown(b: Float64Array, need: number): Float64Array<ArrayBuffer> {
  const out = new Float64Array(Math.max(need, 2 * b.length));
  out.set(b);
  return out;
}

/** What {@link KnobParser.fastPoint} gives for a plain point, which it has put in the point buffer. */
const PLAIN = Symbol('plain point');

class KnobParser {
  private readonly lx: Lexer;
  private readonly spans: SpanMap | undefined;

  /** Whether the fast paths are taken (not when spans are recorded). */
  private readonly fast: boolean;

  constructor(lx: Lexer, spans: SpanMap | undefined, fastPaths: boolean) {
    this.lx = lx;
    this.spans = spans;
    this.fast = fastPaths && spans === undefined;
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
    let omitted: LayerNode['omitted'];
    let flag = 0;
    let transform: Transform;
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
    let attributes: AttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const children: LayerNode['children'] = [];
    while (lx.peek() === 123) children.push(this.node());
    lx.closeNamed('layer', name);
    const layer: LayerNode = attributes === undefined
      ? { kind: 'layer', name, flag, transform, children }
      : { kind: 'layer', name, flag, transform, attributes, children };
    if (omitted !== undefined) layer.omitted = omitted;
    this.mark(layer, start);
    this.depth--;
    return layer;
  }

  /** A child of a layer, the cursor on its `{`: told apart by the first letter of its keyword. */
  private node(): AnimNode | RawGroup {
    const lx = this.lx;
    const c = lx.codes[skipBlanks(lx.codes, lx.pos + 1)];
    if (c === 99 /* c */) {
      if (lx.atGroup('cubiccurve')) return this.cubicCurveNode();
      if (lx.atGroup('curvegroup')) return this.curveGroup();
    } else if (c === 108 /* l */ && lx.atGroup('layer')) return this.layer();
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
    this.head('curvegroup', 'shape');
    const name = this.headName;
    const flag = this.headFlag;
    const curveType = this.curveType('the curve type (bezier, bspline, …)');
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
    lx.closeNamed('curvegroup', name);
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

  /**
   * A curve type (`bezier`, `catmullrom`, …, spec `anim-curve-type`): a bare word is shared with earlier
   * equal words (see {@link word}); anything else is read as {@link Lexer.string} reads it.
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
    return word(lx.text, t, s, p, h);
  }

  /** `{cubiccurve name flag type cc transform attributes}` */
  private cubicCurveNode(): CubicCurveNode {
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
    const node: CubicCurveNode = { kind: 'cubiccurve', name, flag, curveType, curve, transform, attributes };
    if (extras !== undefined) node.extras = extras;
    this.mark(node, start);
    return node;
  }

  /**
   * Reads a shape's opening `{kind name flag` into {@link KnobParser.headName} and
   * {@link KnobParser.headFlag}: by {@link KnobParser.fastHead}, or by the general path, whose errors
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

  /** Name and flag read by {@link KnobParser.head}. */
  private headName = '';
  private headFlag = 0;

  /**
   * Fast path of a shape's opening `{kind name flag` (`{cubiccurve Brush12 512`) with a bare name and
   * a plain decimal flag, the cursor on `{`: true with the name and flag in {@link KnobParser.headName}
   * and {@link KnobParser.headFlag} and the cursor after the flag, or false with the cursor unmoved.
   */
  private fastHead(kind: string): boolean {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    let p = scanKeyword(t, skipBlanks(t, lx.pos + 1), end, kind);
    if (p < 0) return false;
    p = skipBlanks(t, p);
    const s = p;
    let c = t[p];
    while (p < end && c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 123 && c !== 125 && c !== 34) c = t[++p];
    if (p === s || p >= end || (c !== 32 && c !== 10 && c !== 9 && c !== 13)) return false;
    const flag = scanInt(t, skipBlanks(t, p), end);
    if (scanned < 0) return false;
    this.headName = lx.text.slice(s, p);
    this.headFlag = flag;
    lx.pos = scanned;
    return true;
  }

  /**
   * Fast path of a cubic curve's opening `{cc {f flag}` with a plain decimal flag: the flag with the
   * cursor after the flag entry, or −1 with the cursor unmoved.
   */
  private fastCurveHead(): number {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    let p = skipBlanks(t, lx.pos);
    if (t[p] !== 123) return -1;
    p = scanKeyword(t, skipBlanks(t, p + 1), end, 'cc');
    if (p < 0) return -1;
    p = skipBlanks(t, p);
    if (t[p] !== 123) return -1;
    p = scanKeyword(t, skipBlanks(t, p + 1), end, 'f');
    if (p < 0) return -1;
    const flag = scanInt(t, skipBlanks(t, p), end);
    if (scanned < 0) return -1;
    p = skipBlanks(t, scanned);
    if (p >= end || t[p] !== 125) return -1;
    lx.pos = p + 1;
    return flag;
  }

  /** `{cc {f flag} [{tens t}] points}` */
  private cubicCurve(): CubicCurve {
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
    let cc: CubicCurve;
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
  private pointList(times: undefined, slots: number[] | undefined): FullPoints;
  private pointList(times: number[], slots: number[] | undefined): SharedTimePoints;
  private pointList(times: number[] | undefined, slots: number[] | undefined): FullPoints | SharedTimePoints {
    const lx = this.lx;
    const n = times === undefined ? 0 : times.length;
    const fast = this.fast;
    let objects: (ControlPoint | TimelessControlPoint)[] | undefined;
    let np = 0;
    while (!lx.atClose()) {
      const s = lx.pos;
      const quick = fast && lx.codes[s] === 123 ? this.fastPoint(n, np) : undefined;
      if (quick !== PLAIN) {
        const cp = quick ?? (times === undefined ? this.controlPoint() : this.timelessControlPoint(n));
        if (slots !== undefined || !this.storePlain(cp, np)) {
          this.storeObject(np);
          (objects ??= [])[np] = cp;
        }
      }
      np++;
      slots?.push(s, lx.pos);
    }
    lx.close(times === undefined ? 'the p control points' : 'the px control points');
    const offset = this.place(np * POINT_STRIDE, this.pointBuf);
    const values = this.chunk;
    const list: FullPoints | SharedTimePoints =
      times === undefined ? { form: 'p', count: np, values, offset } : { form: 'px', times, count: np, values, offset };
    if (objects !== undefined) list.objects = objects as (ControlPoint & TimelessControlPoint)[];
    return list;
  }

  /** The point buffer, grown to hold point `i`. */
  private pointRoom(i: number): Float64Array {
    const need = (i + 1) * POINT_STRIDE;
    return need > this.pointBuf.length ? (this.pointBuf = grown(this.pointBuf, need)) : this.pointBuf;
  }

  /** Stores point `i` in the point buffer when it is plain (see `isPlainPoint`); false when it is not. */
  private storePlain(cp: ControlPoint | TimelessControlPoint, i: number): boolean {
    return storePoint(this.pointRoom(i), i * POINT_STRIDE, cp);
  }

  /** Marks point `i` of the point buffer as an object (dimension count 0). */
  private storeObject(i: number): void {
    this.pointRoom(i).fill(0, i * POINT_STRIDE, (i + 1) * POINT_STRIDE);
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

  /**
   * Fast path of a control point of 0–4 plain dims, the cursor on its `{`: float tokens (`{x… x… x…}`),
   * and for a `px` point (`n` ≥ 1 shared key times) timeless curves that {@link KnobParser.fastTimeless}
   * reads. Gives the point, or `undefined` with the cursor unmoved when it is anything else.
   */
  private fastPoint(n: number, i: number): { dims: TimelessValue[] } | typeof PLAIN | undefined {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    const start = lx.pos;
    let p = start + 1;
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    let d3 = 0;
    let k = 0;
    let curves: TimelessValue[] | undefined;
    for (;;) {
      p = skipBlanks(t, p);
      const c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (k === MAX_DIMS) return undefined;
      let v: number;
      if (c === 123 && n > 0) {
        lx.pos = p;
        const d = this.fastTimeless(n);
        if (d === undefined) {
          lx.pos = start;
          return undefined;
        }
        p = lx.pos;
        lx.pos = start;
        if (typeof d === 'number') v = d;
        else {
          curves ??= [];
          for (let j = curves.length; j < k; j++) curves.push(j === 0 ? d0 : j === 1 ? d1 : d2);
          curves.push(d);
          k++;
          continue;
        }
      } else {
        v = scanFloat(t, p, end);
        if (scanned < 0) return undefined;
        p = scanned;
      }
      if (curves !== undefined) curves.push(v);
      else if (k === 0) d0 = v;
      else if (k === 1) d1 = v;
      else if (k === 2) d2 = v;
      else d3 = v;
      k++;
    }
    lx.pos = p + 1;
    if (curves !== undefined) return { dims: curves };
    if (k === 0) return { dims: [] };
    const b = this.pointRoom(i);
    const o = i * POINT_STRIDE;
    b[o] = k;
    b[o + 1] = d0;
    b[o + 2] = d1;
    b[o + 3] = d2;
    b[o + 4] = d3;
    return PLAIN;
  }

  /**
   * Fast path of an attribute list whose values are all plain float tokens (`{a opc x3f000000 str 1}`),
   * the cursor on its `{`: the list, or `undefined` with the cursor unmoved when it is anything else.
   */
  private fastAttributes(): AttributeList | undefined {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    const start = lx.pos;
    // Consecutive strokes of one brush repeat their attribute list character for character: a list whose
    // text is the previous fast-read list's text has its names and (a copy of) its values.
    const prev = this.lastList;
    if (prev !== undefined) {
      const from = this.lastListStart;
      const n = this.lastListEnd - from;
      if (start + n <= end) {
        let i = 0;
        while (i < n && t[start + i] === t[from + i]) i++;
        if (i === n) {
          lx.pos = start + n;
          return { kind: 'attributes', names: prev.names, values: prev.values.slice() };
        }
      }
    }
    let p = skipBlanks(t, start + 1);
    let c = t[p];
    if (c !== 97 /* a */ || p + 1 >= end) return undefined;
    c = t[++p];
    const names = this.scratchNames;
    const last = this.lastNames;
    const values = this.scratchValues;
    let n = 0;
    let same = true;
    for (;;) {
      if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 125) return undefined;
      p = skipBlanks(t, p);
      c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      // Attribute lists of one kind of node repeat their names in order: the previous list's name at
      // this place is compared while the name is scanned, and the word table is asked only when it differs.
      const s = p;
      const guess = last[n];
      let name: string | undefined;
      if (guess !== undefined) {
        const g = guess.length;
        let i = 0;
        while (i < g && c === guess.charCodeAt(i)) c = t[s + ++i];
        if (i === g && s + i < end && (c === 32 || c === 10 || c === 9 || c === 13)) {
          name = guess;
          p = s + i;
        } else c = t[s];
      }
      if (name === undefined) {
        same = false;
        let h = 0;
        while (p < end && c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 123 && c !== 125 && c !== 34) {
          h = (h * 31 + c!) | 0;
          c = t[++p];
        }
        if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return undefined;
        name = word(lx.text, t, s, p, h);
      }
      p = skipBlanks(t, p);
      c = t[p];
      const value = scanFloat(t, p, end);
      if (scanned < 0) return undefined;
      p = scanned;
      c = t[p];
      names[n] = name;
      values[n++] = value;
    }
    lx.pos = p + 1;
    // A list with the previous list's names shares its (frozen) names array.
    if (!same || n !== last.length) this.lastNames = Object.freeze(names.slice(0, n));
    const list: AttributeList = { kind: 'attributes', names: this.lastNames, values: values.slice(0, n) };
    this.lastList = list;
    this.lastListStart = start;
    this.lastListEnd = lx.pos;
    return list;
  }

  /**
   * Fast path of a timeless curve of plain entries — float tokens, `{v}`, `{v -}` — the cursor on its
   * `{`: the value (as {@link KnobParser.finishTimeless} gives it), or `undefined` with the cursor
   * unmoved when it is anything else.
   */
  private fastTimeless(n: number): TimelessValue | undefined {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    let p = lx.pos + 1;
    // Keys go straight into the arena; they are kept only when the whole curve reads.
    const len = n * TIMELESS_STRIDE;
    const at = this.reserve(len);
    const b = this.chunk;
    let i = 0;
    let dash = 0;
    let first = 0;
    let same = true;
    for (;;) {
      p = skipBlanks(t, p);
      let c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (i >= n) return undefined;
      let v: number;
      if (c === 123) {
        c = t[++p];
        p = skipBlanks(t, p);
        c = t[p];
        v = scanFloat(t, p, end);
        if (scanned < 0) return undefined;
        p = scanned;
        c = t[p];
        p = skipBlanks(t, p);
        c = t[p];
        if (c === 45 /* - */) {
          c = t[++p];
          p = skipBlanks(t, p);
          c = t[p];
          dash = 1;
        } else dash = 0;
        if (c !== 125 || p >= end) return undefined;
        p++;
      } else {
        v = scanFloat(t, p, end);
        if (scanned < 0) return undefined;
        p = scanned;
      }
      if (i === 0) first = v;
      if (same && (dash !== 0 || !Object.is(v, first))) same = false;
      const o = at + i * TIMELESS_STRIDE;
      b[o] = v;
      b[o + 1] = 0;
      b[o + 2] = dash;
      b[o + 3] = 0;
      b[o + 4] = dash;
      b[o + 5] = 256;
      i++;
    }
    if (i !== n || n === 0) return undefined;
    lx.pos = p + 1;
    // Canonical form: the bare value when every key has it with default extras.
    if (same) return first;
    this.chunkPos = at + len;
    return { kind: 'timeless', keys: b, offset: at, count: n };
  }

  /**
   * Fast path of a key-list curve `{{t v [extras]} …}` whose keys are plain float tokens (`{t}`,
   * `{t v}`, `{t v -}`, `{t v ls la}`, `{t v ls la rs ra}`), the cursor on its `{`: the curve, or
   * `undefined` with the cursor unmoved when it is anything else.
   */
  private fastKeys(): KeyedCurve | undefined {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    let p = skipBlanks(t, lx.pos + 1);
    let c = t[p];
    if (c !== 123) return undefined;
    let n = 0;
    // Keys go straight into the arena; they are kept only when the whole curve reads.
    let at = this.reserve(4 * KEY_STRIDE);
    let b = this.chunk;
    for (;;) {
      p = skipBlanks(t, p);
      c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (c !== 123) return undefined;
      c = t[++p];
      p = skipBlanks(t, p);
      c = t[p];
      // Up to six float tokens, or a `-` after the second.
      let k = 0;
      let f0 = 0;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      let f4 = 0;
      let f5 = 0;
      let dash = false;
      for (;;) {
        if (p >= end) return undefined;
        if (c === 125) break;
        if (c === 45 && k === 2 && !dash) {
          c = t[++p];
          if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 125) return undefined;
          dash = true;
        } else {
          if (k === 6 || dash) return undefined;
          const v = scanFloat(t, p, end);
          if (scanned < 0) return undefined;
          p = scanned;
          c = t[p];
          if (k === 0) f0 = v;
          else if (k === 1) f1 = v;
          else if (k === 2) f2 = v;
          else if (k === 3) f3 = v;
          else if (k === 4) f4 = v;
          else f5 = v;
          k++;
        }
        p = skipBlanks(t, p);
        c = t[p];
      }
      if (k === 0 || k === 3 || k === 5 || (k === 1 && n === 0)) return undefined;
      c = t[++p];
      if (at + (n + 1) * KEY_STRIDE > b.length) {
        // Move the keys read so far to a new arena chunk with room for more.
        const moved = new Float32Array(Math.max(2 * (n + 1) * KEY_STRIDE, Math.min(2 * b.length, 1 << 20)));
        moved.set(b.subarray(at, at + n * KEY_STRIDE));
        this.chunk = b = moved;
        this.chunkPos = at = 0;
      }
      const o = at + n * KEY_STRIDE;
      b[o] = f0;
      if (k === 1) {
        for (let j = 1; j < KEY_STRIDE; j++) b[o + j] = b[o + j - KEY_STRIDE]!;
      } else {
        b[o + 1] = f1;
        b[o + 2] = f2;
        b[o + 3] = dash ? 1 : f3;
        b[o + 4] = f4;
        b[o + 5] = dash ? 1 : f5;
        b[o + 6] = 256;
      }
      n++;
    }
    if (n === 0) return undefined;
    lx.pos = p + 1;
    this.chunkPos = at + n * KEY_STRIDE;
    return { kind: 'keys', keys: b, offset: at, count: n, constant: 0 };
  }

  /**
   * Fast path of `{t …}` fields: reads float tokens and {@link KnobParser.fastKeys} key lists into
   * `fields` from index 0 and stops (cursor after the last one read) at the closing `}` or anything
   * else. Returns the number of fields read.
   */
  private fastFields(fields: CurveViews[]): number {
    const lx = this.lx;
    const t = lx.codes;
    const end = lx.end;
    let n = 0;
    for (;;) {
      let p = lx.pos;
      p = skipBlanks(t, p);
      const c = t[p];
      if (p >= end || c === 125 || n === MAX_TRANSFORM_FIELDS) return n;
      lx.pos = p;
      if (c === 123) {
        const keys = this.fastKeys();
        if (keys === undefined) return n;
        fields[n++] = keys;
      } else {
        const v = scanFloat(t, p, end);
        if (scanned < 0) return n;
        fields[n++] = v;
        lx.pos = scanned;
      }
    }
  }

  /** `{[attributes] curve…}` with 0–4 dimensions. */
  private controlPoint(): ControlPoint {
    const lx = this.lx;
    const start = lx.pos;
    lx.open('a control point');
    let attributes: AttributeList | undefined;
    if (lx.atGroup('a')) attributes = this.attributes();
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let d0: AnimCurve = 0;
    let d1: AnimCurve = 0;
    let d2: AnimCurve = 0;
    let d3: AnimCurve = 0;
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
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    let d0: TimelessValue = 0;
    let d1: TimelessValue = 0;
    let d2: TimelessValue = 0;
    let d3: TimelessValue = 0;
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

  /** `{a name curve-views …}` */
  private attributes(): AttributeList {
    const lx = this.lx;
    if (this.fast && lx.peek() === 123) {
      const fast = this.fastAttributes();
      if (fast !== undefined) return fast;
    }
    const start = lx.pos;
    lx.open("an attribute list '{a …}'");
    lx.expectWord('a', "'a' starting an attribute list");
    const names: string[] = [];
    const values: CurveViews[] = [];
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
      names.push(name);
      values.push(value);
      slots?.push(s, lx.pos);
    }
    lx.close('the attribute list');
    const list: AttributeList = { kind: 'attributes', names, values };
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
    if (this.fast) {
      const fast = this.fastKeys();
      if (fast !== undefined) return fast;
    }
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
        const n = this.keys();
        lx.close('the key list');
        return this.keyed(n);
      }
      return this.wrappedCurve(undefined);
    }
    if (c2 === 125 || c2 === -1) throw lx.error(`${what}: keys, a value or an expression`);
    if (lx.atWord('r')) {
      lx.pos++;
      const n = this.rle();
      lx.close('the run-length key list');
      return this.keyed(n);
    }
    if (this.atExpression()) return this.wrappedCurve(this.expression());
    // `{value}`: a wrapped constant.
    const v = lx.float(what);
    lx.close('the curve');
    return v;
  }

  /**
   * True at an expression: `=expr` (bare, the expression may continue in quotes: `="a b"`), or the whole
   * word quoted, `"=expr"`, which is how Nuke writes an expression holding blanks.
   */
  private atExpression(): boolean {
    const lx = this.lx;
    const c = lx.peek();
    return c === 61 /* = */ || (c === 34 && lx.codes[lx.pos + 1] === 61);
  }

  /** Reads the expression at the cursor (see {@link atExpression}), without its `=`. */
  private expression(): string {
    const lx = this.lx;
    if (lx.peek() === 61) {
      lx.pos++;
      return lx.string('an expression');
    }
    return lx.string('an expression').slice(1);
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
    const out: KeyedCurve = typeof data === 'number' ? { kind: 'keys', keys: EMPTY, offset: 0, count: 0, constant: data } : data;
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** `anim-curve-data`: constant, `{keys…}` or `{r {…}}`. */
  private curveData(): number | KeyedCurve {
    const lx = this.lx;
    if (lx.peek() !== 123) return lx.float('the curve data');
    lx.open('the curve data');
    let n: number;
    if (lx.atWord('r')) {
      lx.pos++;
      n = this.rle();
    } else n = this.keys();
    lx.close('the curve data');
    return this.keyed(n);
  }

  // Packed keys under construction ({@link KEY_STRIDE} or {@link TIMELESS_STRIDE} numbers per key) and
  // the arena the finished arrays are cut from (one buffer for many curves: no object per key or curve).
  private buf = new Float64Array(256);
  /** The plain points of the point list being read, {@link POINT_STRIDE} numbers each. */
  private pointBuf = new Float64Array(64 * POINT_STRIDE);
  // Growable lists reused by the fast paths; the results are exact-size copies (`slice`), so that the
  // tree holds no spare capacity and growing leaves no garbage.
  private readonly scratchNames: string[] = [];
  /** The names of the last attribute list read by the fast path. */
  private lastNames: readonly string[] = Object.freeze([]);
  /** The last attribute list read by the fast path, and its text's offsets (see `fastAttributes`). */
  private lastList: AttributeList | undefined;
  private lastListStart = 0;
  private lastListEnd = 0;
  private readonly scratchValues: number[] = [];
  private readonly scratchFields: CurveViews[] = [];
  private chunk = new Float32Array(1024);
  private chunkPos = 0;

  /** The scratch buffer, grown to hold at least `need` numbers. */
  private room(need: number): Float64Array {
    return need > this.buf.length ? (this.buf = grown(this.buf, need)) : this.buf;
  }

  /** Makes room for `len` numbers in the arena ({@link KnobParser.chunk}); their index there (not yet used). */
  private reserve(len: number): number {
    if (this.chunkPos + len > this.chunk.length) {
      this.chunk = new Float32Array(Math.max(len, Math.min(2 * this.chunk.length, 1 << 20)));
      this.chunkPos = 0;
    }
    return this.chunkPos;
  }

  /** A keyed curve of the first `n` scratch keys, copied into the arena. */
  private keyed(n: number): KeyedCurve {
    const at = this.place(n * KEY_STRIDE);
    return { kind: 'keys', keys: this.chunk, offset: at, count: n, constant: 0 };
  }

  /** A timeless curve of the first `n` scratch keys, copied into the arena. */
  private timelessRun(n: number): TimelessCurve {
    const at = this.place(n * TIMELESS_STRIDE);
    return { kind: 'timeless', keys: this.chunk, offset: at, count: n };
  }

  /** Copies the first `len` numbers of `b` (the scratch keys) into the arena ({@link KnobParser.chunk}); their index there. */
  private place(len: number, b: Float64Array = this.buf): number {
    const at = this.reserve(len);
    const c = this.chunk;
    for (let i = 0; i < len; i++) c[at + i] = b[i]!;
    this.chunkPos = at + len;
    return at;
  }

  /** `anim-curve-key-list` up to (not including) the closing `}`, into the scratch keys; the key count. */
  private keys(): number {
    const lx = this.lx;
    let n = 0;
    while (!lx.atClose()) this.key(n++);
    if (n === 0) throw lx.error('at least one key');
    return n;
  }

  /** `{time value [extras]}` or `{time}` (copies the previous key) into scratch key `i`. */
  private key(i: number): void {
    const lx = this.lx;
    lx.open('a key {time value …}');
    const time = lx.float('the key time');
    const o = i * KEY_STRIDE;
    if (lx.atClose()) {
      if (i === 0) throw lx.error('a key value (a time-only key must follow another key)');
      lx.pos++;
      const b = this.room(o + KEY_STRIDE);
      b[o] = time;
      for (let k = 1; k < KEY_STRIDE; k++) b[o + k] = b[o + k - KEY_STRIDE]!;
      return;
    }
    const value = lx.float('the key value');
    this.readExtras();
    const b = this.room(o + KEY_STRIDE);
    b[o] = time;
    b[o + 1] = value;
    b[o + 2] = this.ls;
    b[o + 3] = this.la;
    b[o + 4] = this.rs;
    b[o + 5] = this.ra;
    b[o + 6] = this.ip;
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
    const c = lx.peek();
    if (c === 125) {
      lx.pos++;
      return;
    }
    if (c === 45 /* - */ && lx.atWord('-')) {
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

  /** `{r {{key count} …}}` body after `r`, into the scratch keys; the key count. */
  private rle(): number {
    const lx = this.lx;
    lx.open('the run-length key list');
    let n = 0;
    while (!lx.atClose()) {
      lx.open('a run-length entry {key count}');
      this.key(n);
      const countAt = lx.pos;
      const count = lx.int('the run-length count');
      if (count < 1 || count > MAX_RUN || n + count > 4 * MAX_RUN) {
        throw lx.error(`a run-length count from 1 to ${String(MAX_RUN)}`, countAt);
      }
      lx.close('the run-length entry');
      const o = n * KEY_STRIDE;
      const b = this.room((n + count) * KEY_STRIDE);
      for (let i = 1; i < count; i++) {
        const q = o + i * KEY_STRIDE;
        b[q] = b[o]! + i;
        for (let k = 1; k < KEY_STRIDE; k++) b[q + k] = b[o + k]!;
      }
      n += count;
    }
    if (n === 0) throw lx.error('at least one run-length entry');
    lx.close('the run-length key list');
    return n;
  }

  /** Writes timeless scratch key `i` from `value` and the extras scratch fields. */
  private putTimeless(i: number, value: number): void {
    const o = i * TIMELESS_STRIDE;
    const b = this.room(o + TIMELESS_STRIDE);
    b[o] = value;
    b[o + 1] = this.ls;
    b[o + 2] = this.la;
    b[o + 3] = this.rs;
    b[o + 4] = this.ra;
    b[o + 5] = this.ip;
  }

  /** Sets the extras scratch fields to those of timeless scratch key `i` (the defaults for −1). */
  private extrasOf(i: number): void {
    if (i < 0) {
      this.ls = 0;
      this.la = 0;
      this.rs = 0;
      this.ra = 0;
      this.ip = 256;
      return;
    }
    const b = this.buf;
    const o = i * TIMELESS_STRIDE;
    this.ls = b[o + 1]!;
    this.la = b[o + 2]!;
    this.rs = b[o + 3]!;
    this.ra = b[o + 4]!;
    this.ip = b[o + 5]!;
  }

  /**
   * The `n` timeless scratch keys as a value: without expression or flag, the bare number when every
   * key has that value and default extras (as the file would spell it), else a packed timeless curve.
   */
  private finishTimeless(n: number, plain: boolean): TimelessValue {
    const b = this.buf;
    if (plain && n > 0) {
      const v = b[0]!;
      let same = true;
      for (let o = 0; o < n * TIMELESS_STRIDE; o += TIMELESS_STRIDE) {
        if (!Object.is(b[o], v) || b[o + 1] !== 0 || b[o + 2] !== 0 || b[o + 3] !== 0 || b[o + 4] !== 0 || b[o + 5] !== 256) {
          same = false;
          break;
        }
      }
      if (same) return v;
    }
    return this.timelessRun(n);
  }

  /** `anim-curve-timeless` for `n` shared key times. */
  private timeless(n: number): TimelessValue {
    const lx = this.lx;
    const c = lx.peek();
    if (c !== 123) return lx.float('a value');
    if (this.fast) {
      const fast = this.fastTimeless(n);
      if (fast !== undefined) return fast;
    }
    const start = lx.pos;
    lx.pos++;
    let expression: string | undefined;
    let flag: number | undefined;
    if (this.atExpression()) expression = this.expression();
    if (lx.atGroup('f')) {
      lx.open('the curve flag entry');
      lx.expectWord('f', "'f'");
      flag = lx.int('the curve flag');
      lx.close('the curve flag entry');
    }
    const plain = expression === undefined && flag === undefined;
    let count = 0;
    if (plain && lx.atWord('x')) {
      // A single repeat entry `{x count key}` standing for the whole list.
      count = this.repeatBody(0, n);
      if (count !== n) throw lx.error(`${String(n)} keys (one per shared key time), found ${String(count)}`, start);
      return this.finishTimeless(n, true);
    }
    if (plain && lx.atBare()) {
      // `{v …}`: one key with extras (one shared time), or a list of entries starting with a bare value.
      const value = lx.float('a value');
      if (n === 1 || lx.atWord('-') || lx.atClose()) {
        if (n !== 1 && !lx.atClose()) throw lx.error(`${String(n)} keys (one per shared key time)`, start);
        this.readExtras();
        this.putTimeless(0, value);
        if (n !== 1) throw lx.error(`${String(n)} keys (one per shared key time), found 1`, start);
        return this.finishTimeless(1, true);
      }
      this.extrasOf(-1);
      this.putTimeless(0, value);
      count = 1;
    }
    count = this.entries(count, n);
    lx.close('the timeless curve');
    if (count !== n) throw lx.error(`${String(n)} keys (one per shared key time), found ${String(count)}`, start);
    if (plain) return this.finishTimeless(n, true);
    const out = this.timelessRun(n);
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** Timeless data entries after `count` scratch keys, up to the closing `}` (not consumed); the new count. */
  private entries(count: number, n: number): number {
    const lx = this.lx;
    let i = count;
    for (;;) {
      const c = lx.peek();
      if (c === 125) break;
      if (i >= n) throw lx.error(`'}' after ${String(n)} keys (one per shared key time)`);
      if (c !== 123) {
        const v = lx.float('a key value');
        this.extrasOf(i - 1);
        this.putTimeless(i++, v);
        continue;
      }
      lx.pos++;
      if (lx.atWord('x')) i = this.repeatBody(i, n);
      else {
        const v = lx.float('a key value');
        this.readExtras();
        this.putTimeless(i++, v);
      }
    }
    return i;
  }

  /** After `{` of a repeat entry: `x count entry}`, after `have` scratch keys; the new count. */
  private repeatBody(have: number, n: number): number {
    const lx = this.lx;
    lx.pos++;
    const countAt = lx.pos;
    const count = lx.int('the repeat count');
    if (count < 1 || have + count > n) {
      throw lx.error(`a repeat count from 1 to ${String(n - have)} (the shared key times left)`, countAt);
    }
    let value: number;
    if (lx.peek() === 123) {
      lx.pos++;
      value = lx.float('a key value');
      this.readExtras();
    } else {
      value = lx.float('a key value');
      this.extrasOf(have - 1);
    }
    lx.close('the repeat entry');
    for (let i = 0; i < count; i++) this.putTimeless(have + i, value);
    return have + count;
  }
}

/**
 * Minimal text edits for a changed tree: the knob as read is parsed again with source spans and
 * compared with the (possibly edited) tree; every part that differs is rewritten in Nuke's style and
 * everything else keeps its exact bytes. A changed point coordinate, attribute value or transform field
 * replaces just that curve's text; a changed structure (points added, a renamed node) rewrites the
 * smallest enclosing group.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { TextSource } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import { KEY_STRIDE, keyRun, TIMELESS_STRIDE, timelessRun } from './keys.js';
import type { CharCodes } from './text.js';
import { parseTreeAt, type SpanMap } from './parse-knob.js';
import { controlPoints, pointAt, pointRun } from './points.js';
import {
  formatAttributes,
  formatControlPoint,
  formatCubicCurve,
  formatCurve,
  formatCurvePair,
  formatCurveViews,
  formatNode,
  formatPoints,
  formatTimeless,
  formatTimelessControlPoint,
  formatTransform,
  serializeKnob,
} from './serialize.js';
import type {
  RotoAnimNode,
  RotoAnimTree,
  RotoAttributeList,
  RotoControlPoint,
  RotoCubicCurve,
  RotoCurvePair,
  RotoFullPoints,
  RotoKeyedCurve,
  RotoRawGroup,
  RotoSharedTimePoints,
  RotoTimelessControlPoint,
  RotoTimelessCurve,
  RotoTimelessValue,
  RotoTransform,
} from './types.js';

/** A replacement of `text[start, end)`. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** True for a `p` or `px` point list (packed points). */
function isPointList(o: object): o is RotoFullPoints | RotoSharedTimePoints {
  const form = (o as { form?: unknown }).form;
  return (form === 'p' || form === 'px') && (o as { store?: unknown }).store instanceof Float32Array;
}

/** Equality of two point lists point by point (plain or object, wherever their stores are). */
function samePoints(a: RotoFullPoints | RotoSharedTimePoints, b: RotoFullPoints | RotoSharedTimePoints): boolean {
  if (a.form !== b.form || a.count !== b.count) return false;
  if (a.form === 'px' && b.form === 'px' && !sameData(a.times, b.times)) return false;
  const x = pointRun(a);
  const y = pointRun(b);
  for (let i = 0; i < a.count; i++) if (!sameData(pointAt(x, i), pointAt(y, i))) return false;
  return true;
}

/** True for a keyed or timeless curve (whose keys are a run of a key store). */
function isKeyRun(o: object): o is RotoKeyedCurve | RotoTimelessCurve {
  const kind = (o as { kind?: unknown }).kind;
  return kind === 'keys' || kind === 'timeless';
}

/** Equality of two curves' key runs, number by number (NaN equals NaN), wherever their stores are. */
function sameRun(a: RotoKeyedCurve | RotoTimelessCurve, b: RotoKeyedCurve | RotoTimelessCurve): boolean {
  if (a.kind !== b.kind || a.count !== b.count) return false;
  const len = a.count * (a.kind === 'keys' ? KEY_STRIDE : TIMELESS_STRIDE);
  const ra = a.kind === 'keys' ? keyRun(a) : timelessRun(a);
  const rb = b.kind === 'keys' ? keyRun(b) : timelessRun(b);
  const x = ra.store;
  const y = rb.store;
  for (let i = 0; i < len; i++) {
    const u = x[ra.offset + i];
    const v = y[rb.offset + i];
    if (!(u === v || (u !== u && v !== v))) return false;
  }
  return true;
}

/**
 * Deep equality of plain tree data: numbers compare by value (NaN equals NaN), also inside packed
 * `Float32Array` key data; keyed and timeless curves compare their key runs (not their stores or
 * offsets); a missing property equals an `undefined` one.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return a !== a && b !== b;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (a instanceof Float32Array || b instanceof Float32Array) {
    if (!(a instanceof Float32Array) || !(b instanceof Float32Array) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!(a[i] === b[i] || (a[i] !== a[i] && b[i] !== b[i]))) return false;
    return true;
  }
  if (isPointList(a) || isPointList(b)) return isPointList(a) && isPointList(b) && samePoints(a, b);
  if (isKeyRun(a) || isKeyRun(b)) {
    if (!isKeyRun(a) || !isKeyRun(b) || !sameRun(a, b)) return false;
    const ac = a as Partial<RotoKeyedCurve>;
    const bc = b as Partial<RotoKeyedCurve>;
    return sameData(ac.constant, bc.constant) && a.expression === b.expression && a.flag === b.flag;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k of Object.keys(ao)) if (!sameData(ao[k], bo[k])) return false;
  for (const k of Object.keys(bo)) if (!(k in ao) && bo[k] !== undefined) return false;
  return true;
}

class Differ {
  readonly edits: TextEdit[] = [];
  readonly spans: SpanMap;

  constructor(spans: SpanMap) {
    this.spans = spans;
  }

  private span(obj: object): number[] {
    const s = this.spans.get(obj);
    if (s === undefined) throw new Error('roto: internal error, no source span for a tree part');
    return s;
  }

  replace(obj: object, text: string): void {
    const s = this.span(obj);
    this.edits.push({ start: s[0]!, end: s[1]!, text });
  }

  replaceSlot(obj: object, i: number, text: string): void {
    const s = this.span(obj);
    this.edits.push({ start: s[2 + 2 * i]!, end: s[3 + 2 * i]!, text });
  }

  tree(u: RotoAnimTree, p: RotoAnimTree): void {
    if (sameData(u, p)) return;
    if (u.version !== p.version || u.flag !== p.flag || !sameData(u.extras, p.extras)) {
      this.replace(p, serializeKnob(u));
      return;
    }
    this.node(u.root, p.root, 2);
  }

  node(u: RotoAnimNode | RotoRawGroup, p: RotoAnimNode | RotoRawGroup, depth: number): void {
    if (sameData(u, p)) return;
    if (u.kind === 'raw' || p.kind === 'raw' || u.kind !== p.kind || u.name !== p.name || u.flag !== p.flag) {
      this.replace(p, formatNode(u, depth));
      return;
    }
    if (u.kind === 'layer' && p.kind === 'layer') {
      if (u.children.length !== p.children.length || (u.attributes === undefined) !== (p.attributes === undefined)) {
        this.replace(p, formatNode(u, depth));
        return;
      }
      this.transform(u.transform, p.transform);
      if (u.attributes !== undefined && p.attributes !== undefined) this.attributes(u.attributes, p.attributes);
      for (let i = 0; i < u.children.length; i++) this.node(u.children[i]!, p.children[i]!, depth + 1);
      return;
    }
    if (u.kind === 'layer' || p.kind === 'layer') return;
    if (u.curveType !== p.curveType || !sameData(u.extras, p.extras)) {
      this.replace(p, formatNode(u, depth));
      return;
    }
    if (u.kind === 'curvegroup' && p.kind === 'curvegroup') {
      const uv = 'kind' in u.curves;
      const pv = 'kind' in p.curves;
      if (uv !== pv) {
        this.replace(p, formatNode(u, depth));
        return;
      }
      if ('kind' in u.curves && 'kind' in p.curves) {
        const a = u.curves.views;
        const b = p.curves.views;
        if (a.length !== b.length || a.some((v, i) => v.view !== b[i]!.view)) {
          this.replace(p, formatNode(u, depth));
          return;
        }
        for (let i = 0; i < a.length; i++) this.pair(a[i]!.value, b[i]!.value, depth + 2);
      } else if (!('kind' in u.curves) && !('kind' in p.curves)) this.pair(u.curves, p.curves, depth + 1);
    } else if (u.kind === 'cubiccurve' && p.kind === 'cubiccurve') this.cubicCurve(u.curve, p.curve, depth + 1);
    this.transform(u.transform, p.transform);
    this.attributes(u.attributes, p.attributes);
  }

  pair(u: RotoCurvePair, p: RotoCurvePair, depth: number): void {
    if (sameData(u, p)) return;
    if ((u.feather === 'idem') !== (p.feather === 'idem')) {
      this.replace(p, formatCurvePair(u, depth));
      return;
    }
    this.cubicCurve(u.main, p.main, depth + 1);
    if (u.feather !== 'idem' && p.feather !== 'idem') this.cubicCurve(u.feather, p.feather, depth + 1);
  }

  cubicCurve(u: RotoCubicCurve, p: RotoCubicCurve, depth: number): void {
    if (sameData(u, p)) return;
    if (u.flag !== p.flag || !sameData(u.tension, p.tension)) {
      this.replace(p, formatCubicCurve(u, depth));
      return;
    }
    const a = u.points;
    const b = p.points;
    if (a.form === 'px') checkTimeless(a.times.length, controlPoints(pointRun(a)).flatMap((cp) => cp.dims as RotoTimelessValue[]), 'px control point');
    if (a.form !== b.form || a.count !== b.count || (a.form === 'px' && b.form === 'px' && !sameData(a.times, b.times))) {
      this.replace(b, formatPoints(u, depth + 1));
      return;
    }
    // The write-time parse keeps every point as an object (with its spans).
    const x = pointRun(a);
    const y = pointRun(b);
    for (let i = 0; i < a.count; i++) this.point(pointAt(x, i), pointAt(y, i), a.form === 'px');
  }

  point(u: RotoControlPoint | RotoTimelessControlPoint, p: RotoControlPoint | RotoTimelessControlPoint, timeless: boolean): void {
    if (sameData(u, p)) return;
    if (u.dims.length !== p.dims.length || (u.attributes === undefined) !== (p.attributes === undefined)) {
      this.replace(p, timeless ? formatTimelessControlPoint(u as RotoTimelessControlPoint) : formatControlPoint(u as RotoControlPoint));
      return;
    }
    if (u.attributes !== undefined && p.attributes !== undefined) this.attributes(u.attributes, p.attributes);
    for (let i = 0; i < u.dims.length; i++) {
      const d = u.dims[i]!;
      if (sameData(d, p.dims[i])) continue;
      this.replaceSlot(p, i, timeless ? formatTimeless(d as RotoTimelessValue) : formatCurve(d as RotoControlPoint['dims'][number]));
    }
  }

  transform(u: RotoTransform, p: RotoTransform): void {
    if (sameData(u, p)) return;
    if (u.form === 'tx') checkTimeless(u.times.length, u.fields, 'tx transform field');
    if (u.form !== p.form || u.fields.length !== p.fields.length || (u.form === 'tx' && p.form === 'tx' && !sameData(u.times, p.times))) {
      this.replace(p, formatTransform(u));
      return;
    }
    for (let i = 0; i < u.fields.length; i++) {
      const f = u.fields[i]!;
      if (sameData(f, p.fields[i])) continue;
      this.replaceSlot(p, i, u.form === 'tx' ? formatTimeless(f as RotoTimelessValue) : formatCurveViews(f as Exclude<typeof f, RotoTimelessValue>));
    }
  }

  attributes(u: RotoAttributeList, p: RotoAttributeList): void {
    if (sameData(u, p)) return;
    if (u.names.length !== p.names.length || u.values.length !== u.names.length || u.names.some((a, i) => a !== p.names[i])) {
      this.replace(p, formatAttributes(u));
      return;
    }
    for (let i = 0; i < u.values.length; i++) {
      const a = u.values[i]!;
      if (!sameData(a, p.values[i])) this.replaceSlot(p, i, formatCurveViews(a));
    }
  }
}

/** @throws {InvalidArgumentError} when a timeless curve's key count differs from the shared times. */
function checkTimeless(n: number, values: readonly RotoTimelessValue[], what: string): void {
  for (const v of values) {
    if (typeof v !== 'number' && v.count !== n) {
      throw new InvalidArgumentError(`roto: a ${what} has ${String(v.count)} keys but the list shares ${String(n)} key times`);
    }
  }
}

/**
 * The edits that turn the knob text `text[start, end)` (a tree as read) into the serialisation of
 * `tree`; empty when nothing changed.
 * @param codes - the character codes of `text` when already at hand (see `charCodes`).
 * @param latin1 - `true` when `text` holds one character per byte (a document with `encoding: 'latin1'`).
 * @throws {InvalidArgumentError} when the tree cannot be written (timeless key counts off).
 */
export function knobEdits(text: string, start: number, end: number, tree: RotoAnimTree, codes?: CharCodes, latin1 = false): TextEdit[] {
  const spans: SpanMap = new Map();
  const pristine = parseTreeAt(new TextSource(text, FORMAT_ID), start, end, { spans, codes, latin1 }).tree;
  const d = new Differ(spans);
  d.tree(tree, pristine);
  return d.edits;
}

/** Applies non-overlapping edits to `text`. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

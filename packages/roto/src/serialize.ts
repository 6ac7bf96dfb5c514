/**
 * Writes curve-tree parts as text in Nuke's own style (spec "Curve tree", "Floating point format"): hex
 * floats (`x3f99999a`, `0`, `1`), the shortest key form that reads back to the same key (`{t}`, `{t v}`,
 * `{t v -}`, …), `{x N …}` repeats in timeless lists, one node entry per line.
 *
 * Used for the parts of a tree that changed (see `edits.ts`) and for trees built from scratch.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { KEY_STRIDE, keyRun, TIMELESS_STRIDE, timelessRun, type KeyRunFields } from './keys.js';
import { controlPoints, pointRun } from './points.js';
import { formatFloat, formatInt } from './number.js';
import type {
  RotoAnimCurve,
  RotoAnimNode,
  RotoAnimTree,
  RotoAttributeList,
  RotoControlPoint,
  RotoLayerNode,
  RotoCubicCurve,
  RotoCurvePair,
  RotoCurveViews,
  RotoRawGroup,
  RotoTimelessControlPoint,
  RotoKeyExtras,
  RotoTimelessValue,
  RotoTransform,
  RotoViewSplit,
} from './types.js';

/** Writes a string as a bare word when it can be one, else double-quoted with `\` escapes. */
export function formatString(s: string): string {
  if (s.length > 0 && !/[\s{}"'\\]/.test(s)) return s;
  return '"' + s.replace(/["'\\{}]/g, (m) => '\\' + m) + '"';
}

/**
 * An anim-curve expression as Nuke writes it: `=expr`, or the whole word quoted with blanks, quotes,
 * braces and backslashes escaped, `"=clamp(a,\ 0.05)"`, when the expression holds any of them.
 */
export function formatExpression(expression: string): string {
  if (expression.length > 0 && !/[\s{}"'\\]/.test(expression)) return `=${expression}`;
  return '"=' + expression.replace(/["'\\{}]/g, (m) => '\\' + m).replace(/[ \t]/g, (m) => '\\' + m) + '"';
}

function sameExtras(a: RotoKeyExtras, b: RotoKeyExtras): boolean {
  return a.lslope === b.lslope && a.la === b.la && a.rslope === b.rslope && a.ra === b.ra && a.interpolation === b.interpolation;
}

const DEFAULTS: RotoKeyExtras = { lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 };
const DASH: RotoKeyExtras = { lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 256 };

/** The extras of a key after its value: '', ' -', ' ls la', ' ls la rs ra' or ' ls la rs ra interp'. */
function extrasText(k: RotoKeyExtras): string {
  if (sameExtras(k, DEFAULTS)) return '';
  if (sameExtras(k, DASH)) return ' -';
  const left = ` ${formatFloat(k.lslope)} ${formatFloat(k.la)}`;
  if (k.rslope === 0 && k.ra === 0 && k.interpolation === 256) return left;
  const both = `${left} ${formatFloat(k.rslope)} ${formatFloat(k.ra)}`;
  return k.interpolation === 256 ? both : `${both} ${formatInt(k.interpolation)}`;
}

/** Key `i` of packed keyed data as extras (for comparisons). */
function extrasAt(keys: Float32Array, o: number): RotoKeyExtras {
  return { lslope: keys[o]!, la: keys[o + 1]!, rslope: keys[o + 2]!, ra: keys[o + 3]!, interpolation: keys[o + 4]! };
}

/** @throws {InvalidArgumentError} when a curve's key run does not lie inside its key store. */
function checkRun(run: KeyRunFields, kind: 'keys' | 'timeless'): void {
  const stride = kind === 'keys' ? KEY_STRIDE : TIMELESS_STRIDE;
  const { offset, count } = run;
  if (!Number.isInteger(offset) || !Number.isInteger(count) || offset < 0 || count < 0 || offset + count * stride > run.store.length) {
    throw new InvalidArgumentError(
      `roto: a ${kind === 'keys' ? 'keyed' : 'timeless'} curve's ${String(count)} keys from index ${String(offset)} do not fit its key store of ${String(run.store.length)} numbers (${String(stride)} per key)`,
    );
  }
}

/**
 * Writes an anim curve (spec `anim-curve`).
 * @throws {InvalidArgumentError} when a keyed curve's key run does not lie inside its key store.
 */
export function formatCurve(curve: RotoAnimCurve): string {
  if (typeof curve === 'number') return formatFloat(curve);
  const run = keyRun(curve);
  checkRun(run, 'keys');
  let data: string;
  const k = run.store;
  const n = run.count;
  if (n === 0) data = formatFloat(curve.constant);
  else {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const o = run.offset + i * KEY_STRIDE;
      const e = extrasAt(k, o + 2);
      if (i > 0 && Object.is(k[o - KEY_STRIDE + 1], k[o + 1]) && sameExtras(extrasAt(k, o - KEY_STRIDE + 2), e)) parts.push(`{${formatFloat(k[o]!)}}`);
      else parts.push(`{${formatFloat(k[o]!)} ${formatFloat(k[o + 1]!)}${extrasText(e)}}`);
    }
    data = `{${parts.join(' ')}}`;
  }
  if (curve.expression === undefined && curve.flag === undefined) return data;
  const head = (curve.expression === undefined ? '' : `${formatExpression(curve.expression)} `) + (curve.flag === undefined ? '' : `{f ${formatInt(curve.flag)}} `);
  return `{${head}${data}}`;
}

/** Writes a curve that may be split per view. */
export function formatCurveViews(value: RotoCurveViews): string {
  if (typeof value === 'number' || value.kind === 'keys') return formatCurve(value);
  return `{v ${value.views.map((v) => `${formatString(v.view)} ${formatCurve(v.value)}`).join(' ')}}`;
}

function entryText(value: number, e: RotoKeyExtras, prev: RotoKeyExtras | undefined): string {
  if (sameExtras(e, prev ?? DEFAULTS)) return formatFloat(value);
  return `{${formatFloat(value)}${extrasText(e)}}`;
}

/**
 * Writes a timeless curve for its shared key times (spec `anim-curve-timeless`).
 * @throws {InvalidArgumentError} when the curve's key run does not lie inside its key store.
 */
export function formatTimeless(value: RotoTimelessValue): string {
  if (typeof value === 'number') return formatFloat(value);
  const run = timelessRun(value);
  checkRun(run, 'timeless');
  const k = run.store;
  const n = run.count;
  const valueAt = (i: number): number => k[run.offset + i * TIMELESS_STRIDE]!;
  const extrasOf = (i: number): RotoKeyExtras => extrasAt(k, run.offset + i * TIMELESS_STRIDE + 1);
  const plain = value.expression === undefined && value.flag === undefined;
  let allDefault = n > 0;
  for (let i = 0; allDefault && i < n; i++) allDefault = Object.is(valueAt(i), valueAt(0)) && sameExtras(extrasOf(i), DEFAULTS);
  if (plain && allDefault) return formatFloat(valueAt(0));
  const parts: string[] = [];
  let prev: RotoKeyExtras | undefined;
  for (let i = 0; i < n; ) {
    const v = valueAt(i);
    const e = extrasOf(i);
    let run = 1;
    while (i + run < n && Object.is(valueAt(i + run), v) && sameExtras(extrasOf(i + run), e)) run++;
    const text = entryText(v, e, prev);
    parts.push(run > 1 ? `{x ${String(run)} ${text}}` : text);
    prev = e;
    i += run;
  }
  const head = (value.expression === undefined ? '' : `${formatExpression(value.expression)} `) + (value.flag === undefined ? '' : `{f ${formatInt(value.flag)}} `);
  return `{${head}${parts.join(' ')}}`;
}

/** Writes an attribute list `{a name value …}`. */
export function formatAttributes(list: RotoAttributeList): string {
  if (list.names.length === 0) return '{a}';
  return `{a ${list.names.map((name, i) => `${formatString(name)} ${formatCurveViews(list.values[i]!)}`).join(' ')}}`;
}

/** Writes a transform `{t …}` or `{tx times …}`. */
export function formatTransform(tf: RotoTransform): string {
  if (tf.form === 't') return `{t${tf.fields.map((f) => ' ' + formatCurveViews(f)).join('')}}`;
  return `{tx ${formatTimes(tf.times)}${tf.fields.map((f) => ' ' + formatTimeless(f)).join('')}}`;
}

function formatTimes(times: readonly number[]): string {
  return times.length === 1 ? formatFloat(times[0]!) : `{${times.map(formatFloat).join(' ')}}`;
}

/** Writes a `p` control point. */
export function formatControlPoint(cp: RotoControlPoint): string {
  const parts = cp.dims.map(formatCurve);
  if (cp.attributes !== undefined) parts.unshift(formatAttributes(cp.attributes));
  return `{${parts.join(' ')}}`;
}

/** Writes a `px` control point. */
export function formatTimelessControlPoint(cp: RotoTimelessControlPoint): string {
  const parts = cp.dims.map(formatTimeless);
  if (cp.attributes !== undefined) parts.unshift(formatAttributes(cp.attributes));
  return `{${parts.join(' ')}}`;
}

function nl(depth: number): string {
  return '\n' + ' '.repeat(depth);
}

/** Writes the points group of a cubic curve. */
export function formatPoints(cc: RotoCubicCurve, depth: number): string {
  const pts = cc.points;
  const inner = nl(depth + 1);
  const points = controlPoints(pointRun(pts));
  if (pts.form === 'p') return `{p${points.map((p) => inner + formatControlPoint(p as RotoControlPoint)).join('')}}`;
  return `{px ${formatTimes(pts.times)}${points.map((p) => inner + formatTimelessControlPoint(p as RotoTimelessControlPoint)).join('')}}`;
}

/** Writes a cubic curve `{cc {f n} [{tens t}] points}`. */
export function formatCubicCurve(cc: RotoCubicCurve, depth: number): string {
  const i = nl(depth + 1);
  const tens = cc.tension === undefined ? '' : `${i}{tens ${formatFloat(cc.tension)}}`;
  return `{cc${i}{f ${formatInt(cc.flag)}}${tens}${i}${formatPoints(cc, depth + 1)}}`;
}

/** Writes a curve pair `{cc cc|idem}`. */
export function formatCurvePair(pair: RotoCurvePair, depth: number): string {
  const feather = pair.feather === 'idem' ? 'idem' : formatCubicCurve(pair.feather, depth + 1);
  return `{${formatCubicCurve(pair.main, depth + 1)}${nl(depth + 1)}${feather}}`;
}

function formatPairViews(curves: RotoCurvePair | RotoViewSplit<RotoCurvePair>, depth: number): string {
  if (!('kind' in curves)) return formatCurvePair(curves, depth);
  return `{v${curves.views.map((v) => `${nl(depth + 1)}${formatString(v.view)} ${formatCurvePair(v.value, depth + 1)}`).join('')}}`;
}

function extrasTail(extras: readonly RotoRawGroup[] | undefined, depth: number): string {
  return extras === undefined ? '' : extras.map((e) => nl(depth) + rawText(e.text)).join('');
}

/**
 * While {@link serializeKnob} lays a knob out, the texts of the groups kept verbatim (which keep their
 * own layout), each written in the knob as the placeholder group `{\ue000<index>}`.
 */
let verbatim: string[] | undefined;

/** A verbatim group's text, or its placeholder while a knob is being laid out. */
function rawText(text: string): string {
  if (verbatim === undefined) return text;
  verbatim.push(text);
  return `{\ue000${String(verbatim.length - 1)}}`;
}

/**
 * True when a layer read without its flag entry and transform (see {@link RotoLayerNode.omitted}) still has
 * their default values and its attribute list (which is how reading tells the omission apart).
 */
function leavesOut(layer: RotoLayerNode): boolean {
  const o = layer.omitted;
  const tf = layer.transform;
  return o !== undefined && o.includes('flag') && o.includes('transform') && layer.flag === 0 && tf.form === 't' && tf.fields.length === 0 && layer.attributes !== undefined;
}

/** Writes a layer, curvegroup or cubiccurve node (or a kept raw group) at nesting `depth`. */
export function formatNode(node: RotoAnimNode | RotoRawGroup, depth: number): string {
  const i = nl(depth + 1);
  switch (node.kind) {
    case 'raw':
      return rawText(node.text);
    case 'layer': {
      const attrs = node.attributes === undefined ? '' : i + formatAttributes(node.attributes);
      const kids = node.children.map((c) => i + formatNode(c, depth + 1)).join('');
      const head = leavesOut(node) ? '' : `${i}{f ${formatInt(node.flag)}}${i}${formatTransform(node.transform)}`;
      return `{layer ${formatString(node.name)}${head}${attrs}${kids}}`;
    }
    case 'curvegroup':
      return `{curvegroup ${formatString(node.name)} ${formatInt(node.flag)} ${formatString(node.curveType)}${i}${formatPairViews(node.curves, depth + 1)}${i}${formatTransform(node.transform)}${i}${formatAttributes(node.attributes)}${extrasTail(node.extras, depth + 1)}}`;
    case 'cubiccurve':
      return `{cubiccurve ${formatString(node.name)} ${formatInt(node.flag)} ${formatString(node.curveType)}${i}${formatCubicCurve(node.curve, depth + 1)}${i}${formatTransform(node.transform)}${i}${formatAttributes(node.attributes)}${extrasTail(node.extras, depth + 1)}}`;
  }
}

/**
 * Serialises a whole curves tree (spec `anim-tree`) in Nuke's layout:
 * `{{v x3f99999a}\n  {f 0}\n  {n\n   {layer Root …}}}` (see {@link nukeLayout}).
 */
export function serializeKnob(tree: RotoAnimTree): string {
  const groups: string[] = [];
  verbatim = groups;
  let text: string;
  try {
    const extras = tree.extras.map((e) => nl(1) + rawText(e.text)).join('');
    text = `{{v ${formatFloat(tree.version)}}${nl(1)}{f ${formatInt(tree.flag)}}${nl(1)}{n${nl(2)}${formatNode(tree.root, 2)}}${extras}}`;
  } finally {
    verbatim = undefined;
  }
  const laid = nukeLayout(text);
  return groups.length === 0 ? laid : laid.replace(/\{\ue000(\d+)\}/g, (_, i: string) => groups[Number(i)]!);
}

/** Braces, quoted strings (escapes kept) and bare words of a knob text. */
const KNOB_TOKEN = /\{|\}|"(?:\\.|[^"\\])*"|[^\s{}"]+/g;

/**
 * A knob's tokens laid out as Nuke lays out the curves knobs it saves: a group that is not the first
 * item of its group starts a new line indented by its depth + 1, a word after a group follows as many
 * spaces as the depth of the group it is in (`{0 0}}}     idem}`), other words one space. Reproduces 37
 * of the 70 reference knobs byte for byte (`roundtrip.corpus.test.ts`); the others lay the same structure
 * out in more than one way within one file.
 */
function nukeLayout(knob: string): string {
  let out = '';
  let depth = 0;
  let prev: string | undefined;
  for (const m of knob.matchAll(KNOB_TOKEN)) {
    const t = m[0];
    if (prev === undefined || prev === '{' || t === '}') out += t;
    else if (t === '{') out += '\n' + ' '.repeat(depth + 1) + t;
    else out += (prev === '}' ? ' '.repeat(depth) : ' ') + t;
    if (t === '{') depth++;
    else if (t === '}') depth--;
    prev = t;
  }
  return out;
}

/**
 * `.anim` document → core {@link Clip}: one scalar track per curve, with Bézier handles computed from
 * Maya's tangents so that core `evaluate` gives Maya's values (Autodesk animx,
 * https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp).
 *
 * @module
 */

import {
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  findTimeUnitRate,
  InvalidArgumentError,
  ROTATION_ORDERS,
  type RotationOrder,
  type Track,
  type Unit,
  WarningSink,
} from '@anim/core';
import { NameSuffixes } from '@anim/core/io';
import { curveChannel, isRotateOrder, rotationOrderOf } from './channels.js';
import { clipboardParents } from './hierarchy.js';
import { DEFAULT_LINEAR_UNIT, DEFAULT_TIME_UNIT, FORMAT_ID } from './constants.js';
import { resolveMayaCurve, Span, type MayaCurve, type MayaResolveOptions } from './curve.js';
import { TICKS_PER_SECOND } from './evaluate.js';
import { EPSILON, monotonic, tangentAngle } from './segment.js';
import type { MayaAnim, MayaDocument, MayaInfinity } from './types.js';
import { mayaSpace, MAYA_UP_AXES, type MayaUpAxis } from './space.js';
import { angularUnitScale, coreUnitOf } from './unit-words.js';

/**
 * Options of {@link mayaToClip}: strict mode (`ConvertOptions`) and the tangent type `global` stands for
 * (`MayaResolveOptions.globalTangent`).
 */
export interface MayaToClipOptions extends ConvertOptions, MayaResolveOptions {
  /**
   * The rotation order of `rotateX/Y/Z` curves on a node that has no `rotateOrder` curve in the file
   * (Maya's `.anim` stores a joint's rotate order only as such a curve). Default `'xyz'`, Maya's default.
   */
  readonly rotationOrder?: RotationOrder | undefined;
  /**
   * The scene's up axis, which the file does not store: `y` (Maya's default) or `z`. It sets the clip's
   * {@link Clip.space} (right-handed; Y-up faces +Z, Z-up faces −Y), so a conversion to a Y-up format
   * turns a Z-up scene upright. Default `'y'`.
   */
  readonly upAxis?: MayaUpAxis | undefined;
}

/** Where a node's rotation order came from: its `rotateOrder` curve, or the option (or its default). */
interface NodeOrder {
  readonly order: RotationOrder;
  readonly from: 'curve' | 'option';
}

const EXTRAPOLATION: Readonly<Record<MayaInfinity, Extrapolation>> = {
  constant: 'constant',
  linear: 'linear',
  cycle: 'cycle',
  cycleRelative: 'cycleOffset',
  oscillate: 'oscillate',
};

/**
 * Converts a document to a clip.
 *
 * - One `scalar` track per curve, named `<node>.<leafAttribute>` (e.g. `joint1.rotateX`); a one-name
 *   `anim` line gives the attribute name; a line with no name (`anim 4 0 0;`) gives `anim_<row>_<child>_<attr>`;
 *   a name used twice falls back to `<node>.<attribute>` and then a `#<n>` suffix (in file order), so every
 *   track name is non-empty, unique and the same on every read.
 * - Times in seconds (from the curve's input unit). Unitless-input (driven-key) curves keep the driver
 *   value as their "time", with a `unit-assumed` warning.
 * - Values in the file's output unit, recorded on the track (`cm`, `in`, `deg`, `rad`, …); arc-minute and
 *   arc-second curves are converted to degrees and time-output curves to seconds (`s`), with a warning.
 * - Handles from Maya's tangents: Hermite (non-weighted) segments as handles one third of the segment long,
 *   weighted segments with Maya's own monotonic handle fix-up applied, `linear` and `step` spans as
 *   `linear`/`constant`; a `stepnext` span becomes a jump one Maya tick after its first key
 *   (`interpolation-changed`). The first key's in-handle and the last key's out-handle carry Maya's end tangents,
 *   so `linear` extrapolation continues along them as Maya does.
 * - Infinity → extrapolation (`cycleRelative` → `cycleOffset`).
 * - A channel on every track (core `Channel`): `translateX/Y/Z` (`tx`…) with a linear output →
 *   `{ kind: 'translation', axis }`; `rotateX/Y/Z` (`rx`…) with an angular output → `{ kind: 'rotation',
 *   axis, rotationOrder }`, the order from the node's `rotateOrder` curve (first key, enum 0 xyz … 5 zyx)
 *   or else {@link MayaToClipOptions.rotationOrder}; `scaleX/Y/Z` (`sx`…) → scale; `visibility` (`v`) →
 *   visibility; anything else (the `rotateOrder` curve too) → `property`.
 * - The hierarchy: `clip.parents` from the clipboard's depth-first order and child counts (the `child`
 *   field of the `anim` lines; see `clipboardParents`), placeholders (unanimated joints) included, so
 *   `joint2` is under `joint1`.
 * - Placeholders, the header and each curve's `anim` line fields go to `extras.maya`, with the tangent
 *   types, the `weighted` flag and the key flags (`tangentLocked`, `weightLocked`, `breakdown`: one 0/1 per
 *   key, present when a key has the flag) that `mayaFromClip` writes back.
 * - `space`: Maya's right-handed world with {@link MayaToClipOptions.upAxis} up (default Y) and the
 *   header's linear unit (see `space.ts`).
 *
 * @throws {ConversionError} in strict mode when a warning was recorded.
 * @throws {InvalidArgumentError} for an unknown `rotationOrder` or `upAxis` option.
 */
export function mayaToClip(doc: MayaDocument, options?: MayaToClipOptions): ConvertResult<Clip> {
  const sink = new WarningSink();
  const tracks: Track[] = [];
  const names = new Set<string>();
  const suffixes = new NameSuffixes();
  const placeholders: Record<string, unknown>[] = [];
  const fallback = options?.rotationOrder ?? 'xyz';
  if (!ROTATION_ORDERS.includes(fallback)) throw new InvalidArgumentError(`${FORMAT_ID}: unknown rotation order '${fallback}' (one of ${ROTATION_ORDERS.join(', ')})`);
  const upAxis = options?.upAxis ?? 'y';
  if (!MAYA_UP_AXES.includes(upAxis)) throw new InvalidArgumentError(`${FORMAT_ID}: unknown up axis '${upAxis}' (y or z)`);
  const orders = rotateOrders(doc, sink);
  for (const anim of doc.anims) {
    if (anim.animData === undefined) {
      placeholders.push(animExtras(anim));
      continue;
    }
    const curve = resolveMayaCurve(doc, anim, options);
    const track = curveToTrack(curve, sink);
    track.name = uniqueName(track, anim, names, suffixes);
    const order = orders.get(anim.node ?? '') ?? { order: fallback, from: 'option' };
    track.channel = curveChannel(anim, curve.output, order.order);
    if (track.channel.kind === 'scale' && track.unit !== 'none') {
      sink.warn('unit-changed', `a scale curve with a ${curve.output} output: its values are scale factors (unit none), not ${track.unit}`, track.name);
      track.unit = 'none';
    }
    if (track.channel.kind === 'rotation') (track.extras!.maya as Record<string, unknown>).rotationOrderFrom = order.from;
    tracks.push(track);
    for (const type of new Set([...curve.inTangentTypes, ...curve.outTangentTypes])) {
      if (type === 'slow' || type === 'fast' || type === 'global' || type === 'autocustom') {
        sink.warn('tangent-approximated', `'${type}' tangents are not stored in the file; approximated (see resolveCurve)`, track.name);
      }
    }
  }
  const { header } = doc;
  const rate = findTimeUnitRate(header.timeUnit ?? DEFAULT_TIME_UNIT);
  const length = coreUnitOf(header.linearUnit ?? DEFAULT_LINEAR_UNIT) ?? DEFAULT_LINEAR_UNIT;
  const clip: Clip = { name: '', tracks, space: mayaSpace(upAxis, length), extras: { maya: { header: { ...header, unknown: header.unknown.map((s) => ({ keyword: s.keyword, value: s.value })) }, placeholders } } };
  const parents = clipboardParents(doc.anims, sink);
  if (parents !== undefined) clip.parents = parents;
  if (rate !== undefined) {
    clip.frameRate = rate;
    if (header.startTime !== undefined && header.endTime !== undefined && header.endTime >= header.startTime) {
      clip.duration = ((header.endTime - header.startTime) * rate.denominator) / rate.numerator;
    }
  }
  return sink.finish(clip, options);
}

/**
 * The rotation order of each node with a `rotateOrder` (`ro`) curve: its first key's value (Maya's enum,
 * 0 xyz … 5 zyx). A value outside the enum is `invalid-value` (the option applies); an order that changes
 * over time is `metadata-dropped` (the rotate channels carry the first key's order only).
 */
function rotateOrders(doc: MayaDocument, sink: WarningSink): Map<string, NodeOrder> {
  const orders = new Map<string, NodeOrder>();
  for (const anim of doc.anims) {
    const keys = anim.animData?.keys;
    if (keys === undefined || keys.value.length === 0 || !isRotateOrder(anim)) continue;
    const node = anim.node ?? '';
    const where = node === '' ? 'rotateOrder' : `${node}.rotateOrder`;
    const order = rotationOrderOf(keys.value[0]!);
    if (order === undefined) {
      sink.warn('invalid-value', `rotateOrder ${keys.value[0]!} is not one of Maya's orders 0 (xyz) … 5 (zyx); the rotate curves use the rotationOrder option`, where);
      continue;
    }
    if (keys.value.some((v) => v !== keys.value[0])) {
      sink.warn('metadata-dropped', `the rotate order changes over time; the rotate curves of '${node}' carry the first key's order (${order}) only`, where);
    }
    if (!orders.has(node)) orders.set(node, { order, from: 'curve' });
  }
  return orders;
}

/** A 0/1 flag column as a plain array, or undefined when no key has the flag. */
function flagColumn(flags: Uint8Array): number[] | undefined {
  return flags.some((f) => f !== 0) ? Array.from(flags, (f) => (f !== 0 ? 1 : 0)) : undefined;
}

function animExtras(anim: MayaAnim): Record<string, unknown> {
  const extras: Record<string, unknown> = { row: anim.row, child: anim.child, attr: anim.attr };
  if (anim.attribute !== undefined) extras.attribute = anim.attribute;
  if (anim.leafAttribute !== undefined) extras.leafAttribute = anim.leafAttribute;
  if (anim.node !== undefined) extras.node = anim.node;
  return extras;
}

/**
 * The track's name, else `node.attribute`, else `name#2`, `name#3`… (the first free, in linear time
 * through core's `NameSuffixes`: names are only added).
 */
function uniqueName(track: Track, anim: MayaAnim, names: Set<string>, next: NameSuffixes): string {
  const candidates = [track.name];
  if (anim.node !== undefined && anim.attribute !== undefined) candidates.push(`${anim.node}.${anim.attribute}`);
  for (const name of candidates) {
    if (!names.has(name)) {
      names.add(name);
      return name;
    }
  }
  const base = candidates[0]!;
  const name = `${base}#${String(next.next(base, (i) => !names.has(`${base}#${String(i)}`)))}`;
  names.add(name);
  return name;
}

/**
 * The name of a curve whose `anim` line has neither node nor attribute (`anim 4 0 0;`): `anim_<row>_<child>_<attr>`
 * from its indices, so it is non-empty and the same on every read of the file.
 */
function unnamedTrackName(anim: MayaAnim): string {
  return `anim_${anim.row}_${anim.child}_${anim.attr}`;
}

/** Converts one resolved curve to a scalar track (name not yet deduplicated). */
function curveToTrack(curve: MayaCurve, sink: WarningSink): Track {
  const anim = curve.anim;
  const node = anim.node ?? '';
  const property = anim.leafAttribute ?? anim.attribute ?? '';
  const name = property === '' ? unnamedTrackName(anim) : node === '' ? property : `${node}.${property}`;
  if (curve.input === 'unitless') {
    sink.warn('unit-assumed', 'driven-key curve (unitless input): track times are the driver values, not seconds', name);
  }
  let unit: Unit = 'none';
  let valueScale = 1;
  if (curve.output === 'time') {
    unit = 's';
    valueScale = curve.outputScale;
    sink.warn('unit-changed', `time-output curve: values converted from ${curve.outputUnit ?? ''} frames to seconds`, name);
  } else if (curve.outputUnit !== undefined) {
    const core = coreUnitOf(curve.outputUnit);
    if (core !== undefined) unit = core;
    else {
      unit = 'deg';
      valueScale = angularUnitScale(curve.outputUnit)! / (Math.PI / 180);
      sink.warn('unit-changed', `values converted from '${curve.outputUnit}' to degrees`, name);
    }
  }

  // Keys, with stepnext spans expanded into a jump one tick after the span's first key.
  const n = curve.x.length;
  const times: number[] = [];
  const values: number[] = [];
  const codes: number[] = [];
  const inH: number[] = [];
  const outH: number[] = [];
  let stepNext = false;
  for (let k = 0; k < n; k++) {
    const x = curve.x[k]!;
    const v = curve.values[k]! * valueScale;
    const span = curve.spans[k]!;
    const [inDt, inDv] = inHandle(curve, k);
    const [outDt, outDv] = outHandle(curve, k);
    times.push(x);
    values.push(v);
    inH.push(inDt, inDv * valueScale);
    if (k === n - 1) {
      codes.push(2);
      outH.push(outDt, outDv * valueScale);
      break;
    }
    if (span === Span.stepNext) {
      stepNext = true;
      const next = curve.values[k + 1]! * valueScale;
      codes.push(0);
      outH.push(0, 0);
      times.push(Math.min(x + 1 / TICKS_PER_SECOND, (x + curve.x[k + 1]!) / 2));
      values.push(next);
      codes.push(0);
      inH.push(0, 0);
      outH.push(0, 0);
    } else {
      codes.push(span === Span.step ? 0 : span === Span.linear ? 1 : 2);
      outH.push(outDt, outDv * valueScale);
    }
  }
  if (stepNext) sink.warn('interpolation-changed', 'stepnext spans are drawn as a jump one Maya tick after their first key', name);

  return {
    name,
    node,
    property,
    valueType: 'scalar',
    components: 1,
    unit,
    times: Float64Array.from(times),
    values: Float64Array.from(values),
    interpolation: Uint8Array.from(codes),
    inHandles: Float64Array.from(inH),
    outHandles: Float64Array.from(outH),
    preExtrapolation: EXTRAPOLATION[curve.preInfinity],
    postExtrapolation: EXTRAPOLATION[curve.postInfinity],
    extras: {
      maya: {
        ...animExtras(anim),
        input: curve.input,
        output: curve.output,
        weighted: curve.weighted,
        ...(curve.outputUnit === undefined ? {} : { outputUnit: curve.outputUnit }),
        inTangentTypes: [...curve.inTangentTypes],
        outTangentTypes: [...curve.outTangentTypes],
        ...keyFlags(anim),
      },
    },
  };
}

/** The key flags Maya keeps and the core model has no place for: one 0/1 per key, only when a key has it. */
function keyFlags(anim: MayaAnim): Record<string, number[]> {
  const keys = anim.animData!.keys;
  const out: Record<string, number[]> = {};
  const tangentLocked = flagColumn(keys.tangentLocked);
  const weightLocked = flagColumn(keys.weightLocked);
  const breakdown = flagColumn(keys.breakdown);
  if (tangentLocked !== undefined) out.tangentLocked = tangentLocked;
  if (weightLocked !== undefined) out.weightLocked = weightLocked;
  if (breakdown !== undefined) out.breakdown = breakdown;
  return out;
}

/** The slope Maya uses for an end tangent vector in linear infinity (animx `tangentAngle`, then tan). */
function tangentSlope(tx: number, ty: number): number {
  return Math.tan(tangentAngle(tx, ty));
}

/** Maya's weighted-segment handles after its monotonic fix-up: [outDt, outDv, inDt, inDv] of segment k. */
function weightedHandles(curve: MayaCurve, k: number): [number, number, number, number] {
  const x0 = curve.x[k]!;
  const x3 = curve.x[k + 1]!;
  const y0 = curve.values[k]!;
  const y3 = curve.values[k + 1]!;
  const range = x3 - x0;
  let y1 = y0 + curve.outY[k]! / 3;
  let y2 = y3 - curve.inY[k + 1]! / 3;
  let n1 = curve.outX[k]! / 3 / range;
  let n2 = 1 - curve.inX[k + 1]! / 3 / range;
  if (Math.abs(n1 - 1 / 3) <= 1e-6 && Math.abs(n2 - 2 / 3) <= 1e-6) {
    // Maya evaluates these with u = s: exactly the Bézier with handles at one third.
    return [range / 3, y1 - y0, -range / 3, y2 - y3];
  }
  const old1 = n1;
  const old2 = n2;
  if (n1 < 0) n1 = 0;
  if (n2 > 1) n2 = 1;
  if (n1 > 1 || n2 < 0) [n1, n2] = monotonic(n1, n2);
  if (n1 !== old1 && Math.abs(old1) > EPSILON) y1 = y0 + ((y1 - y0) * n1) / old1;
  if (n2 !== old2 && Math.abs(old2 - 1) > EPSILON) y2 = y3 - ((y3 - y2) * (1 - n2)) / (1 - old2);
  return [n1 * range, y1 - y0, (n2 - 1) * range, y2 - y3];
}

/** The out-handle of key k (Δseconds, Δvalue in output units). */
function outHandle(curve: MayaCurve, k: number): [number, number] {
  const n = curve.x.length;
  if (k === n - 1) {
    // Only used by linear post-extrapolation: Maya's end tangent slope.
    const slope = tangentSlope(curve.outX[k]!, curve.outY[k]!);
    const dt = n > 1 ? (curve.x[k]! - curve.x[k - 1]!) / 3 : 1 / 3;
    return [dt, slope * dt];
  }
  const range = curve.x[k + 1]! - curve.x[k]!;
  if (curve.spans[k] !== Span.curve) return [range / 3, (curve.values[k + 1]! - curve.values[k]!) / 3];
  if (curve.weighted) {
    const h = weightedHandles(curve, k);
    return [h[0], h[1]];
  }
  const dt = range / 3;
  if (hermiteIsLine(curve, k)) return [dt, (curve.values[k + 1]! - curve.values[k]!) / 3];
  return [dt, hermiteSlope(curve.outX[k]!, curve.outY[k]!) * dt];
}

/** The in-handle of key k (Δseconds ≤ 0, Δvalue). */
function inHandle(curve: MayaCurve, k: number): [number, number] {
  const n = curve.x.length;
  if (k === 0) {
    const slope = tangentSlope(curve.inX[0]!, curve.inY[0]!);
    const dt = n > 1 ? (curve.x[1]! - curve.x[0]!) / 3 : 1 / 3;
    return [-dt, -slope * dt];
  }
  const range = curve.x[k]! - curve.x[k - 1]!;
  if (curve.spans[k - 1] !== Span.curve) return [-range / 3, -(curve.values[k]! - curve.values[k - 1]!) / 3];
  if (curve.weighted) {
    const h = weightedHandles(curve, k - 1);
    return [h[2], h[3]];
  }
  const dt = range / 3;
  if (hermiteIsLine(curve, k - 1)) return [-dt, -(curve.values[k]! - curve.values[k - 1]!) / 3];
  return [-dt, -hermiteSlope(curve.inX[k]!, curve.inY[k]!) * dt];
}

/** animx draws a Hermite segment as a straight line when both tangents lie on its chord (within 2e-7). */
function hermiteIsLine(curve: MayaCurve, k: number): boolean {
  const dx = curve.x[k + 1]! - curve.x[k]!;
  const dy = curve.values[k + 1]! - curve.values[k]!;
  const tx0 = curve.outX[k]! / 3;
  const ty0 = curve.outY[k]! / 3;
  const tx1 = curve.inX[k + 1]! / 3;
  const ty1 = curve.inY[k + 1]! / 3;
  return Math.abs(dx * ty0 - dy * tx0) <= Math.abs(2e-7 * dx * ty0) && Math.abs(dx * ty1 - dy * tx1) <= Math.abs(2e-7 * dx * ty1);
}

/** animx Hermite slope of a tangent vector: 0 for a vertical one. */
function hermiteSlope(tx: number, ty: number): number {
  return tx !== 0 ? ty / tx : 0;
}

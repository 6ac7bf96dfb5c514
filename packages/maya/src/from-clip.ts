/**
 * Core {@link Clip} → `.anim` document: every numeric scalar track becomes a curve whose keys carry the
 * track's exact Bézier handles as `fixed` tangents (Autodesk animx,
 * https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp).
 *
 * @module
 */

import {
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  findTimeUnitRate,
  InvalidArgumentError,
  leafName,
  type ParentMap,
  type RotationOrder,
  timeUnitForRate,
  type Track,
  warnNoHierarchy,
  WarningSink,
} from '@anim/core';
import { channelAttribute, channelOutput, isRotateOrder, mayaAttributeName, mayaNodeName, rotateOrderValue } from './channels.js';
import { DEFAULT_ANGULAR_UNIT, DEFAULT_LINEAR_UNIT, DEFAULT_TIME_UNIT, FORMAT_ID } from './constants.js';
import { clipboardOrder } from './hierarchy.js';
import { type CurveShape, trackToAnimData } from './from-clip-keys.js';
import { mayaKeysFrom } from './keys.js';
import type { MayaUpAxis } from './space.js';
import type { MayaAnim, MayaDocument } from './types.js';
import { LINEAR_UNITS } from './unit-words.js';

/** Options of {@link mayaFromClip}: strict mode (`ConvertOptions`), the time unit and the Maya version written. */
export interface MayaFromClipOptions extends ConvertOptions {
  /**
   * The file's time unit word (`film`, `ntsc`, `23.976fps`, …). Default: the clip's frame rate when Maya
   * has a word for it; for a clip without a frame rate, the classic unit whose whole frames its key times
   * are; else `film`.
   */
  readonly timeUnit?: string | undefined;
  /** `mayaVersion` to write. Default `2024`. */
  readonly mayaVersion?: string | undefined;
  /**
   * The up axis of the scene the curves are written for (`y`, Maya's default, or `z`): the convert
   * pipeline moves the clip into that space (`mayaFormat.spaceFor`) before `mayaFromClip`, which writes
   * the values it is given. Default `'y'`.
   */
  readonly upAxis?: MayaUpAxis | undefined;
}

/**
 * Converts a clip to a document (animVersion 1.1).
 *
 * - Each `scalar`, `int` and `bool` track becomes one curve on `anim <attribute> <leaf> <node> …`. Names:
 *   those kept in `extras.maya` by `mayaToClip` when present; else from the track's channel as Maya
 *   writes them (`translate.translateX translateX`, `rotate.rotateY rotateY`, `scale.scaleZ scaleZ`,
 *   `visibility visibility`); else the property made a legal Maya attribute name (letters, digits, `_`:
 *   `points/3/centerX` → `points_3_centerX`), on the node made a legal node name, with `name-changed` when a
 *   name changes or is already taken on the node. Other value types (vectors, quaternions, colours,
 *   strings) are skipped with a `track-dropped` warning (`convertClip` of `@anim/core` splits them first).
 * - The hierarchy (`clip.parents`) as Maya's clipboard lists it: nodes depth first, a parent before its
 *   children, each node's curves together; `row` the node's depth, `child` its number of children, `attr`
 *   counting the node's curves; a placeholder line (`anim joint4 3 0 0;`) for each node of the tree
 *   without curves, so the chain is complete; node names are leaf names (`Handle` for a clip node
 *   `Hinge/Door/Handle` under `Hinge/Door`). Without a hierarchy: one row per node in order of first
 *   appearance, `child` 0. `row`/`child` kept in `extras.maya` by `mayaToClip` are written back as they
 *   were. A clip whose source states no hierarchy (`clip.noHierarchy`) warns `hierarchy-flattened` once.
 * - Rotation tracks with a rotation order other than `xyz` add a one-key `rotateOrder` curve to their node
 *   (Maya's `.anim` has no other place for it), unless the node has one or the order came from
 *   `mayaToClip`'s `rotationOrder` option.
 * - Visibility and bool tracks are held between keys (`step` tangents; `interpolation-changed` when a
 *   segment between different values was not).
 * - The key flags `mayaToClip` kept (`tangentLocked`, `weightLocked`, `breakdown`, `weighted`) are written
 *   back when the track still has the same keys.
 * - Key times are written in frames of the time unit (see {@link MayaFromClipOptions.timeUnit}); a clip
 *   frame rate Maya has no word for is replaced by `film` (`metadata-dropped`; key times stay exact). A
 *   clip without a frame rate (from AnimJ) gets the first classic unit (film, ntsc, pal, game, show, palf,
 *   ntscf) whose whole frames all its key times are within float32 rounding (`frame-rate-assumed` unless
 *   film), and those key times are written as the whole frames; else `film`, times exact.
 * - Output type from the track unit: lengths → `linear` (with `outputUnit` when it differs from the
 *   header's), `deg`/`rad` → `angular`, `s` → `time`; a translation or rotation channel without a unit →
 *   `linear`/`angular` in the header unit (`unit-assumed`); anything else → `unitless` (`px` with a warning).
 * - Key times: a key within one Maya tick after a held key, holding the next key's value (how `mayaToClip`
 *   draws `stepnext`), is written as a `stepnext` out-tangent; other keys that are not after the previous
 *   one in frames are moved one tick later or merged (`time-adjusted`), so the file reads back.
 * - Tangents: a `bezier` segment gets `fixed` tangents holding the exact handles (angle in the header
 *   angular unit, weight in frames × UI value units); the curve is `weighted` unless every handle is one
 *   third of its segment long (then the Hermite form is exact). `linear` segments get `linear` tangents on
 *   both sides, `constant` ones a `step` out-tangent. The first key's in-tangent and the last key's
 *   out-tangent carry the track's end slopes, so linear extrapolation survives.
 * - Extrapolation → infinity (`cycleOffset` → `cycleRelative`).
 *
 * @throws {ConversionError} in strict mode when a warning was recorded.
 * @throws {InvalidArgumentError} for an unknown `timeUnit` option.
 */
export function mayaFromClip(clip: Clip, options?: MayaFromClipOptions): ConvertResult<MayaDocument> {
  const sink = new WarningSink();
  const inferred = options?.timeUnit === undefined && clip.frameRate === undefined ? inferTimeUnit(clip.tracks) : undefined;
  if (inferred !== undefined && inferred !== DEFAULT_TIME_UNIT) {
    sink.warn('frame-rate-assumed', `the clip states no frame rate; its key times are whole ${inferred} frames, so the file says ${inferred}`);
  }
  const timeUnit = options?.timeUnit ?? inferred ?? (clip.frameRate === undefined ? undefined : timeUnitForRate(clip.frameRate)) ?? DEFAULT_TIME_UNIT;
  const rate = findTimeUnitRate(timeUnit);
  if (rate === undefined) throw new InvalidArgumentError(`maya: unknown time unit '${timeUnit}'`);
  if (options?.timeUnit === undefined && clip.frameRate !== undefined && timeUnitForRate(clip.frameRate) === undefined) {
    sink.warn(
      'metadata-dropped',
      `frame rate ${clip.frameRate.numerator}/${clip.frameRate.denominator} has no Maya time unit; the file says ${DEFAULT_TIME_UNIT} and keys are written in its frames`,
    );
  }
  const usable = clip.tracks.filter((t) => {
    const ok = (t.valueType === 'scalar' || t.valueType === 'int' || t.valueType === 'bool') && t.components === 1;
    if (!ok) sink.warn('track-dropped', `${t.valueType} tracks have no Maya .anim curve (convertClip of @anim/core splits vectors and turns quaternions into Euler angles first)`, t.name);
    return ok;
  });
  const linearUnit = usable.find((t) => LINEAR_UNITS.has(t.unit))?.unit ?? DEFAULT_LINEAR_UNIT;
  const angularUnit = usable.find((t) => t.unit === 'deg' || t.unit === 'rad')?.unit ?? DEFAULT_ANGULAR_UNIT;

  const rows = new Map<string, number>();
  const attrs = new Map<string, number>();
  const taken = new Set<string>();
  const children = childCounts(clip);
  const anims: MayaAnim[] = [];
  /** The clip node of each curve, and whether its row and child fields came from `extras.maya`. */
  const nodeOfAnim = new Map<MayaAnim, string>();
  const kept = new Map<MayaAnim, { row: boolean; child: boolean }>();
  for (const track of usable) {
    const maya = (track.extras?.maya ?? {}) as Record<string, unknown>;
    const names = curveNames(track, maya, taken, clip.parents, sink);
    const nodeKey = names.node ?? '';
    if (!rows.has(nodeKey)) rows.set(nodeKey, rows.size);
    const attrIndex = attrs.get(nodeKey) ?? 0;
    attrs.set(nodeKey, attrIndex + 1);
    const anim: MayaAnim = {
      row: typeof maya.row === 'number' ? maya.row : rows.get(nodeKey)!,
      child: typeof maya.child === 'number' ? maya.child : (children.get(track.node) ?? 0),
      attr: typeof maya.attr === 'number' ? maya.attr : attrIndex,
      animData: trackToAnimData(track, rate, linearUnit, angularUnit, curveShape(track, maya, inferred !== undefined), sink),
    };
    if (names.node !== undefined && names.leaf !== undefined) {
      anim.attribute = names.attribute;
      anim.leafAttribute = names.leaf;
      anim.node = names.node;
    } else anim.attribute = names.attribute;
    anims.push(anim);
    nodeOfAnim.set(anim, track.node);
    kept.set(anim, { row: typeof maya.row === 'number', child: typeof maya.child === 'number' });
  }
  addRotateOrderCurves(usable, anims, sink);
  if (clip.parents !== undefined && Object.keys(clip.parents).length > 0) {
    anims.splice(0, anims.length, ...inClipboardOrder(anims, clip.parents, nodeOfAnim, kept));
  }
  warnNoHierarchy(clip, usable.map((t) => t.node), FORMAT_ID, sink);

  const doc: MayaDocument = {
    header: {
      animVersion: '1.1',
      mayaVersion: options?.mayaVersion ?? '2024',
      timeUnit,
      linearUnit,
      angularUnit,
      unknown: [],
    },
    anims,
  };
  // The clipboard range: the first and last key times of the time-input curves, as written.
  let start = Infinity;
  let end = -Infinity;
  for (const { animData } of anims) {
    const time = animData?.keys.time;
    if (time === undefined || time.length === 0 || animData!.input === 'unitless') continue;
    start = Math.min(start, time[0]!);
    end = Math.max(end, time[time.length - 1]!);
  }
  if (start <= end) {
    doc.header.startTime = start;
    doc.header.endTime = end;
  }
  return sink.finish(doc, options);
}

/**
 * What a track's channel asks of its curve: the output type of its Maya attribute (or the output type the
 * source file gave a unitless track, as IONET's `linear` scale curves), and step tangents for visibility.
 */
function curveShape(track: Track, maya: Record<string, unknown>, snap: boolean): CurveShape {
  const kept = track.unit === 'none' && (maya.output === 'linear' || maya.output === 'angular') ? maya.output : undefined;
  return {
    output: kept ?? channelOutput(track.channel),
    assumed: kept === undefined,
    stepped: track.channel?.kind === 'visibility' || track.valueType === 'bool',
    snap,
  };
}

/** The classic Maya time units tried, in order, for a clip that states no frame rate. */
const INFERRED_UNITS = ['film', 'ntsc', 'pal', 'game', 'show', 'palf', 'ntscf'] as const;

/**
 * The Maya time unit whose frames every key time of the clip is (within float32 rounding, as AnimJ keeps
 * times: 2⁻²³ of the time), for a clip that states no frame rate; keys a few float32 steps after another
 * (the two sides of a jump) are not counted. Undefined when no unit fits.
 */
function inferTimeUnit(tracks: readonly Track[]): string | undefined {
  const times: number[] = [];
  for (const track of tracks) {
    if ((track.extras?.maya as Record<string, unknown> | undefined)?.input === 'unitless') continue;
    for (let k = 0; k < track.times.length; k++) {
      const t = track.times[k]!;
      if (k > 0 && t - track.times[k - 1]! <= 2 ** -21 * Math.abs(t) + 1e-8) continue;
      times.push(t);
    }
  }
  if (times.length === 0) return undefined;
  return INFERRED_UNITS.find((unit) => {
    const fps = findTimeUnitRate(unit)!.numerator;
    return times.every((t) => Math.abs(t * fps - Math.round(t * fps)) <= 2 ** -23 * Math.abs(t) * fps + 1e-9);
  });
}

/** A name as one `.anim` token: whitespace, `;` and braces become `_`. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\s;{}]/g, '_').replace(/^(#|\/\/)/, '_');
  return cleaned === '' ? '_' : cleaned;
}

/** The names of a track's curve: the node (undefined for a one-name `anim` line), the full and leaf attribute. */
interface CurveNames {
  readonly node: string | undefined;
  readonly attribute: string;
  readonly leaf: string | undefined;
}

/**
 * The names of a track's curve: those `mayaToClip` kept in `extras.maya` (as they were), else the Maya
 * names of its channel (`translate.translateX`, …) or its property made a legal Maya attribute name, on its
 * node made a legal node name. A renamed or duplicate name warns `name-changed` (one warning per track).
 */
function curveNames(track: Track, maya: Record<string, unknown>, taken: Set<string>, parents: ParentMap | undefined, sink: WarningSink): CurveNames {
  if (typeof maya.attribute === 'string' || typeof maya.leafAttribute === 'string' || typeof maya.node === 'string') {
    const node = typeof maya.node === 'string' ? maya.node : track.node !== '' ? track.node : undefined;
    const leaf = typeof maya.leafAttribute === 'string' ? maya.leafAttribute : track.property;
    const attribute = typeof maya.attribute === 'string' ? maya.attribute : leaf;
    taken.add(`${node ?? ''}\u0000${leaf}`);
    if (node !== undefined && leaf !== '') return { node: safeName(node), attribute: safeName(attribute), leaf: safeName(leaf) };
    return { node: undefined, attribute: safeName(attribute !== '' ? attribute : track.name), leaf: undefined };
  }
  const changes: string[] = [];
  const own = leafName(parents, track.node);
  const node = own === '' ? undefined : mayaNodeName(own);
  if (node !== undefined && node !== own) changes.push(`node '${own}' → '${node}'`);
  let { attribute, leaf } = channelAttribute(track.channel) ?? { attribute: '', leaf: '' };
  if (leaf === '') {
    const property = track.property !== '' ? track.property : track.name;
    leaf = mayaAttributeName(property);
    attribute = leaf;
    if (leaf !== property) changes.push(`attribute '${property}' → '${leaf}'`);
  }
  let unique = leaf;
  for (let i = 2; taken.has(`${node ?? ''}\u0000${unique}`); i++) unique = `${leaf}_${i}`;
  if (unique !== leaf) {
    changes.push(`'${leaf}' is already animated on this node: named '${unique}'`);
    attribute = unique;
    leaf = unique;
  }
  taken.add(`${node ?? ''}\u0000${leaf}`);
  if (changes.length > 0) sink.warn('name-changed', `Maya names: ${changes.join('; ')}`, track.name);
  return node === undefined ? { node: undefined, attribute, leaf: undefined } : { node, attribute, leaf };
}

/**
 * The curves in Maya's clipboard order for a clip with a hierarchy: nodes depth first (a parent before
 * its children, see `clipboardOrder`), each node's curves together, a placeholder line
 * (`anim <node> <row> <child> 0;`) for each node of the tree without curves (an unanimated ancestor or
 * joint), `row` the node's depth and `child` its number of children unless `extras.maya` kept the
 * file's own; curves on no node last.
 */
function inClipboardOrder(
  anims: readonly MayaAnim[],
  parents: ParentMap,
  nodeOfAnim: ReadonlyMap<MayaAnim, string>,
  kept: ReadonlyMap<MayaAnim, { row: boolean; child: boolean }>,
): MayaAnim[] {
  // Curves added for a node (its rotateOrder curve) belong to the clip node of the node's other curves.
  const byMayaName = new Map<string, string>();
  for (const [anim, node] of nodeOfAnim) if (anim.node !== undefined && !byMayaName.has(anim.node)) byMayaName.set(anim.node, node);
  const clipNode = (anim: MayaAnim): string | undefined => nodeOfAnim.get(anim) ?? (anim.node === undefined ? undefined : byMayaName.get(anim.node));
  const byNode = new Map<string, MayaAnim[]>();
  const loose: MayaAnim[] = [];
  for (const anim of anims) {
    const node = anim.node === undefined ? undefined : clipNode(anim);
    if (node === undefined) loose.push(anim);
    else byNode.set(node, [...(byNode.get(node) ?? []), anim]);
  }
  const out: MayaAnim[] = [];
  for (const [node, place] of clipboardOrder([...byNode.keys(), ...Object.keys(parents)], parents)) {
    const curves = byNode.get(node);
    if (curves === undefined) {
      out.push({ node: mayaNodeName(leafName(parents, node)), row: place.row, child: place.child, attr: 0 });
      continue;
    }
    for (const anim of curves) {
      const from = kept.get(anim);
      if (from?.row !== true) anim.row = place.row;
      if (from?.child !== true) anim.child = place.child;
      out.push(anim);
    }
  }
  return [...out, ...loose];
}

/** The number of children of each node in the clip's hierarchy (the `child` index of its `anim` lines). */
function childCounts(clip: Clip): Map<string, number> {
  const counts = new Map<string, number>();
  for (const parent of Object.values(clip.parents ?? {})) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  return counts;
}

/**
 * Maya's `.anim` keeps a joint's rotate order only as a curve on its `rotateOrder` attribute. For each node
 * whose rotation tracks have an order other than Maya's default `xyz`, and that has no `rotateOrder`
 * curve yet, a one-key constant `rotateOrder` curve (enum 0 xyz … 5 zyx) is added after the node's curves,
 * so the Euler angles mean the same when read back or imported. Not for an order that came from
 * `mayaToClip`'s `rotationOrder` option (the file had no such curve). A `rotateOrder` track that says
 * another order than the node's rotation tracks (the order was lost on the way, e.g. through quaternions)
 * is written with their order (`metadata-dropped`). Tracks of one node that disagree on the order warn
 * `metadata-dropped` (the first track's order is written).
 */
function addRotateOrderCurves(tracks: readonly Track[], anims: MayaAnim[], sink: WarningSink): void {
  const orders = new Map<string, { order: RotationOrder; time: number; skip: boolean }>();
  tracks.forEach((track, i) => {
    const order = track.channel?.kind === 'rotation' ? track.channel.rotationOrder : undefined;
    const node = anims[i]!.node;
    if (order === undefined || node === undefined) return;
    const from = (track.extras?.maya as Record<string, unknown> | undefined)?.rotationOrderFrom;
    const seen = orders.get(node);
    const time = anims[i]!.animData?.keys.time[0] ?? 0; // in frames, as written
    if (seen === undefined) orders.set(node, { order, time, skip: from === 'option' });
    else if (seen.order !== order) {
      sink.warn('metadata-dropped', `rotation tracks of node '${node}' disagree on the rotation order (${seen.order}, ${order}); the file says ${seen.order}`, track.name);
    } else seen.time = Math.min(seen.time, time);
  });
  // A rotateOrder curve that disagrees with the order of the node's Euler angles (an order lost on the way,
  // e.g. through quaternions) is set to that order, so the angles mean what they say.
  anims.forEach((anim, i) => {
    const wanted = anim.node === undefined ? undefined : orders.get(anim.node)?.order;
    const values = anim.animData?.keys.value;
    if (wanted === undefined || values === undefined || !isRotateOrder(anim) || values.every((v) => v === rotateOrderValue(wanted))) return;
    const before = [...new Set(values)].join(', ');
    values.fill(rotateOrderValue(wanted));
    sink.warn('metadata-dropped', `rotateOrder ${before} is not the order of the node's rotation tracks; written as ${rotateOrderValue(wanted)} (${wanted}) so the angles keep their meaning`, tracks[i]!.name);
  });
  for (const [node, { order, time, skip }] of orders) {
    if (skip || order === 'xyz' || anims.some((a) => a.node === node && isRotateOrder(a))) continue;
    let last = -1;
    let attr = 0;
    anims.forEach((a, i) => {
      if (a.node !== node) return;
      last = i;
      attr = Math.max(attr, a.attr + 1);
    });
    const at = anims[last]!;
    anims.splice(last + 1, 0, {
      attribute: 'rotateOrder',
      leafAttribute: 'rotateOrder',
      node,
      row: at.row,
      child: at.child,
      attr,
      animData: {
        input: 'time',
        output: 'unitless',
        weighted: false,
        preInfinity: 'constant',
        postInfinity: 'constant',
        unknown: [],
        keys: mayaKeysFrom([
          { time, value: rotateOrderValue(order), inTangentType: 'step', outTangentType: 'step', tangentLocked: false, weightLocked: false, breakdown: false, inAngle: 0, inWeight: 0, outAngle: 0, outWeight: 0 },
        ]),
      },
    });
  }
}

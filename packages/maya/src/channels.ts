/**
 * What a Maya attribute animates (internal): the transform attributes Maya writes in `.anim` files
 * (`translateX`, `rotateY`, `scaleZ`, `visibility`, and `rotateOrder`), in their long and short
 * spellings, mapped to core {@link Channel}s and back, and the rules for legal Maya names.
 *
 * Evidence: the spec's joint-chain example and every reference file write the full attribute name with
 * its compound parent (`rotate.rotateX`) and the long leaf name (`rotateX`); Maya's attribute short names
 * (`tx`, `rx`, `sx`, `v`, `ro`) are recognised too, for files from other writers.
 *
 * @module
 */

import { type Axis, type Channel, type ChannelKind, ROTATION_ORDERS, type RotationOrder } from '@anim/core';
import type { MayaAnim, MayaOutputType } from './types.js';

/** A transform attribute: the channel it is, the output type Maya gives it, and its names. */
interface TransformAttribute {
  readonly kind: ChannelKind;
  readonly axis?: Axis | undefined;
  /** The `animData` output type of a curve on this attribute in Maya (`linear` for translate, …). */
  readonly output: MayaOutputType;
  /** Full attribute name as Maya writes it (`translate.translateX`). */
  readonly attribute: string;
  /** Leaf attribute name (`translateX`). */
  readonly leaf: string;
}

const TRANSFORMS: readonly (TransformAttribute & { readonly short: string })[] = [
  ...(['x', 'y', 'z'] as const).flatMap((axis) => {
    const X = axis.toUpperCase();
    return [
      { kind: 'translation', axis, output: 'linear', attribute: `translate.translate${X}`, leaf: `translate${X}`, short: `t${axis}` },
      { kind: 'rotation', axis, output: 'angular', attribute: `rotate.rotate${X}`, leaf: `rotate${X}`, short: `r${axis}` },
      { kind: 'scale', axis, output: 'unitless', attribute: `scale.scale${X}`, leaf: `scale${X}`, short: `s${axis}` },
    ] as const;
  }),
  { kind: 'visibility', output: 'unitless', attribute: 'visibility', leaf: 'visibility', short: 'v' },
];

/** Leaf names (long and short) → transform attribute. A Map, so `constructor` & co. are not found. */
const BY_LEAF = new Map<string, TransformAttribute & { readonly parents: readonly string[]; readonly short: boolean }>();
for (const entry of TRANSFORMS) {
  const dot = entry.attribute.indexOf('.');
  const parent = dot < 0 ? undefined : entry.attribute.slice(0, dot);
  const parents = parent === undefined ? [] : [parent, parent[0]!];
  BY_LEAF.set(entry.leaf, { ...entry, parents, short: false });
  BY_LEAF.set(entry.short, { ...entry, parents, short: true });
}

/** The leaf attribute name of a curve: its `leafAttribute`, else the last `.` part of its attribute. */
export function leafOf(anim: MayaAnim): string | undefined {
  if (anim.leafAttribute !== undefined) return anim.leafAttribute;
  if (anim.attribute === undefined) return undefined;
  const dot = anim.attribute.lastIndexOf('.');
  return dot < 0 ? anim.attribute : anim.attribute.slice(dot + 1);
}

/**
 * The channel of a curve from its leaf attribute name and output type: `translateX`/`tx` with a `linear`
 * output is `{ translation, x }`, `rotateX`/`rx` with an `angular` output `{ rotation, x, order }`,
 * `scaleX`/`sx` with a `unitless` (or, as IONET and StudioSB write it, `linear`) output `{ scale, x }`,
 * `visibility`/`v` (unitless) `{ visibility }`.
 * Any other name, a transform name with another output type, or a leaf under another full attribute
 * name than the transform's compound (`translate.`/`t.`) is a generic `property`.
 */
export function curveChannel(anim: MayaAnim, output: MayaOutputType, rotationOrder: RotationOrder): Channel {
  const leaf = leafOf(anim);
  const entry = leaf === undefined ? undefined : BY_LEAF.get(leaf);
  if (entry === undefined) return { kind: 'property' };
  // IONET and StudioSB write scale curves with a `linear` output (reference files): still scale factors.
  const outputs = entry.kind === 'scale' ? ['unitless', 'linear'] : [entry.output];
  if (!outputs.includes(output)) return { kind: 'property' };
  // A short leaf name needs a full name that is the leaf, or the leaf under its compound or node (`t.tx`,
  // `translate.tx`, `joint1.tx`): a custom attribute whose leaf happens to be `v` (`inf_spline.constant v`
  // in the reference files) is not visibility. Long names are Maya's own (any full name).
  const full = anim.attribute;
  if (entry.short && full !== undefined && full !== leaf) {
    const prefixes = [...entry.parents, ...(anim.node === undefined ? [] : [anim.node, ...entry.parents.map((p) => `${anim.node!}.${p}`)])];
    if (!prefixes.some((p) => full === `${p}.${leaf}`)) return { kind: 'property' };
  }
  if (entry.kind === 'rotation') return { kind: 'rotation', axis: entry.axis, rotationOrder };
  return entry.axis === undefined ? { kind: entry.kind } : { kind: entry.kind, axis: entry.axis };
}

/** True when a curve is on the `rotateOrder` attribute (`ro`). */
export function isRotateOrder(anim: MayaAnim): boolean {
  const leaf = leafOf(anim);
  return leaf === 'rotateOrder' || leaf === 'ro';
}

/** The rotation order of Maya's `rotateOrder` enum value (0 xyz, 1 yzx, 2 zxy, 3 xzy, 4 yxz, 5 zyx). */
export function rotationOrderOf(value: number): RotationOrder | undefined {
  return Number.isInteger(value) && value >= 0 && value < ROTATION_ORDERS.length ? ROTATION_ORDERS[value] : undefined;
}

/** Maya's `rotateOrder` enum value of a rotation order. */
export function rotateOrderValue(order: RotationOrder): number {
  return ROTATION_ORDERS.indexOf(order);
}

/**
 * The Maya attribute names (full, leaf) of a channel, or undefined for a channel Maya names freely
 * (`property`, `point`, or an axis the transform does not have).
 */
export function channelAttribute(channel: Channel | undefined): { attribute: string; leaf: string } | undefined {
  if (channel === undefined) return undefined;
  for (const entry of TRANSFORMS) {
    if (entry.kind === channel.kind && entry.axis === channel.axis) return { attribute: entry.attribute, leaf: entry.leaf };
  }
  return undefined;
}

/** The output type Maya gives a channel's attribute (`linear` for translation, …), undefined for free properties. */
export function channelOutput(channel: Channel | undefined): MayaOutputType | undefined {
  if (channel === undefined) return undefined;
  if (channel.kind === 'translation') return 'linear';
  if (channel.kind === 'rotation') return 'angular';
  if (channel.kind === 'scale' || channel.kind === 'visibility') return 'unitless';
  return undefined;
}

/**
 * A legal Maya attribute name: letters, digits and `_`, not starting with a digit (every other character
 * becomes `_`: roto `points/3/centerX` → `points_3_centerX`); `_` for an empty name.
 */
export function mayaAttributeName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, '_');
  return cleaned === '' ? '_' : /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * A legal Maya node name: letters, digits, `_` and the namespace separator `:`, not starting with a digit;
 * every other character becomes `_`.
 */
export function mayaNodeName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_:]/g, '_');
  return cleaned === '' ? '_' : /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}

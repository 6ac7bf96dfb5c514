/**
 * What an AnimJ track animates, in Resonite's own words: a track whose `property` names one of a
 * slot's transform or activity fields (`Position`, `Rotation`, `Scale`, `Active`) with that field's
 * value type animates the slot named by `node`. Everything else is a generic property.
 *
 * Evidence (README "Channels"): the Resonite wiki's Slot page lists the slot fields `Active` (Bool),
 * `Position` (Float3, local space), `Rotation` (FloatQ, local space) and `Scale` (Float3); the
 * Animator component's "Setup fields by name" binds each track to the field its `property` names; the
 * AnimJ page's example is node "Fan Blade", property "Rotation", `floatQ`; the Blender exporter in
 * the reference files writes `Position` float3, `Rotation` floatQ, `Scale` float3 per object.
 * Resonite works in metres ("Resonite uses meter scale", wiki "Avatar Creation").
 *
 * @module
 */
import type { Channel, ChannelKind, ValueType as CoreValueType, Unit } from '@anim/core';
import type { AnimjValueType } from './types.js';

/** One slot field an AnimJ track can animate. */
export interface SlotField {
  /** The AnimJ `property`: the slot field's name as Resonite spells it (case-sensitive). */
  readonly property: string;
  /** The channel kind of the core track. */
  readonly kind: ChannelKind;
  /** The AnimJ value types that carry this field (the first is Resonite's own type). */
  readonly valueTypes: readonly AnimjValueType[];
  /** The core value type of such a track. */
  readonly coreType: CoreValueType;
  /** The unit of the values in the core model. */
  readonly unit: Unit;
}

/**
 * The slot fields, by channel kind: `translation` → `Position` (float3, metres), `rotation` →
 * `Rotation` (floatQ), `scale` → `Scale` (float3), `visibility` → `Active` (bool). Double-precision
 * variants (`double3`, `doubleQ`) are recognised too: same meaning, more digits.
 */
export const SLOT_FIELDS: readonly SlotField[] = [
  { property: 'Position', kind: 'translation', valueTypes: ['float3', 'double3'], coreType: 'vec3', unit: 'm' },
  { property: 'Rotation', kind: 'rotation', valueTypes: ['floatQ', 'doubleQ'], coreType: 'quat', unit: 'none' },
  { property: 'Scale', kind: 'scale', valueTypes: ['float3', 'double3'], coreType: 'vec3', unit: 'none' },
  { property: 'Active', kind: 'visibility', valueTypes: ['bool'], coreType: 'bool', unit: 'none' },
];

/**
 * The slot field an AnimJ track animates, or undefined for a generic property: its `property` is
 * the field's name exactly and its value type one of the field's.
 */
export function slotFieldOfTrack(property: string | null | undefined, valueType: string): SlotField | undefined {
  return SLOT_FIELDS.find((f) => f.property === property && (f.valueTypes as readonly string[]).includes(valueType));
}

/** The core channel of a slot field (whole vector or quaternion: no axis, no rotation order). */
export function channelOfField(field: SlotField): Channel {
  return { kind: field.kind };
}

/**
 * The slot field a core track is written to, or undefined when it stays a generic property: a whole
 * `vec3` translation or scale, a `quat` rotation, a visibility track of any numeric type (written as
 * `bool`). Per-axis scalars (`axis` set) and Euler-angle rotations (`rotationOrder` set) are not
 * slot fields: the convert pipeline groups them into vectors and quaternions first.
 */
export function slotFieldOfChannel(channel: Channel | undefined, valueType: CoreValueType): SlotField | undefined {
  if (channel === undefined || channel.axis !== undefined || channel.rotationOrder !== undefined) return undefined;
  const field = SLOT_FIELDS.find((f) => f.kind === channel.kind);
  if (field === undefined) return undefined;
  if (field.kind === 'visibility') return valueType === 'bool' || valueType === 'scalar' || valueType === 'int' ? field : undefined;
  return field.coreType === valueType ? field : undefined;
}

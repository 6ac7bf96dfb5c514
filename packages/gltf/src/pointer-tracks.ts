/**
 * Tracks glTF has no node path for, written through `KHR_animation_pointer` (when
 * `gltfFromClip(clip, { animationPointer: true })`), and the same pointers read back:
 * - a property of a node → `/nodes/<i>/extras/<property>` (the extension's `extras` rule: valid,
 *   application-specific), the node's `extras.<property>` holding the first key's value so that the
 *   pointer points at a defined property;
 * - a track read from a glTF pointer into a material (`track.extras.gltf.pointer`,
 *   `/materials/<i>/…`) → the same pointer, the materials created up to that index;
 * - what glTF cannot tell from the accessor (value type, unit, channel kind) in the channel's
 *   `extras.anim`, so that clip → glTF → clip keeps the track as it was.
 *
 * @module
 */
import { CHANNEL_KINDS, type Channel, type ChannelKind, type Track, type Unit, type ValueType } from '@anim/core';

/** The channel-extras key holding a pointer track's value type, unit and channel kind. */
export const ANIM_EXTRAS = 'anim';

/** What {@link ANIM_EXTRAS} holds: only the fields that differ from what the accessor implies. */
export interface PointerTrackMeta {
  /** The track's name; default `<node>.<property>`. */
  readonly name?: string;
  /** Default: `scalar`, `vec2`, `vec3` or `vec4` from the accessor width. */
  readonly valueType?: ValueType;
  /** Default `none`. */
  readonly unit?: Unit;
  /** The channel kind; default `property`. */
  readonly kind?: ChannelKind;
  /** The channel's axis, for a per-axis track. */
  readonly axis?: Channel['axis'];
}

/** Value types a pointer channel carries, by the numbers per key. */
const VECTOR_TYPES: readonly ValueType[] = ['scalar', 'vec2', 'vec3', 'vec4'];
const POINTER_TYPES: ReadonlySet<ValueType> = new Set(['scalar', 'vec2', 'vec3', 'vec4', 'color', 'bool', 'int']);
const UNITS: ReadonlySet<string> = new Set(['none', 'mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi', 'deg', 'rad', 'px', 's']);
const AXES: ReadonlySet<string> = new Set(['x', 'y', 'z', 'w']);

/** True when a pointer channel can carry the track's values (numbers, 1–4 per key). */
export function pointerCarries(track: Track): boolean {
  return POINTER_TYPES.has(track.valueType) && track.components >= 1 && track.components <= 4;
}

/** RFC 6901 escaping of one reference token (`~` → `~0`, `/` → `~1`). */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** RFC 6901 unescaping of one reference token. */
export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

const MATERIAL_POINTER = /^\/materials\/(\d+)\/[^/]/;

/** The material index a pointer read from glTF names (`/materials/<i>/…`), when it names one. */
export function materialIndex(pointer: string): number | undefined {
  const match = MATERIAL_POINTER.exec(pointer);
  return match === null ? undefined : Number(match[1]);
}

/** The glTF pointer a track read from a glTF pointer channel keeps in `extras.gltf.pointer`. */
export function sourcePointer(track: Track): string | undefined {
  const pointer = (track.extras?.gltf as { pointer?: unknown } | undefined)?.pointer;
  return typeof pointer === 'string' ? pointer : undefined;
}

/** The meta of a track, or undefined when reading the accessor alone gives the same track. */
export function pointerMeta(track: Track): PointerTrackMeta | undefined {
  const channel = track.channel;
  const meta: { -readonly [K in keyof PointerTrackMeta]: PointerTrackMeta[K] } = {};
  if (track.name !== `${track.node}.${track.property}`) meta.name = track.name;
  if (track.valueType !== VECTOR_TYPES[track.components - 1]) meta.valueType = track.valueType;
  if (track.unit !== 'none') meta.unit = track.unit;
  if (channel !== undefined && channel.kind !== 'property') meta.kind = channel.kind;
  if (channel?.axis !== undefined) meta.axis = channel.axis;
  return Object.keys(meta).length === 0 ? undefined : meta;
}

/**
 * The value type, unit and channel of a pointer channel with `width` numbers per key: from its
 * `extras.anim` where that is well formed and fits the width, else the plain vector type.
 */
export function readPointerMeta(extras: unknown, width: number): { name: string | undefined; valueType: ValueType; unit: Unit; channel: Channel | undefined } {
  const plain = { name: undefined, valueType: VECTOR_TYPES[width - 1] ?? 'scalar', unit: 'none' as Unit, channel: undefined };
  const found: unknown = (extras as Record<string, unknown> | null | undefined)?.[ANIM_EXTRAS];
  if (typeof found !== 'object' || found === null) return plain;
  const meta = found as Record<string, unknown>;
  const valueType = typeof meta.valueType === 'string' && POINTER_TYPES.has(meta.valueType as ValueType) ? (meta.valueType as ValueType) : plain.valueType;
  const fits = valueType === 'color' ? width === 3 || width === 4 : valueType === 'bool' || valueType === 'int' ? width === 1 : valueType === plain.valueType;
  if (!fits) return plain;
  const unit = typeof meta.unit === 'string' && UNITS.has(meta.unit) ? (meta.unit as Unit) : 'none';
  const kind = typeof meta.kind === 'string' && (CHANNEL_KINDS as readonly string[]).includes(meta.kind) ? (meta.kind as ChannelKind) : undefined;
  const axis = typeof meta.axis === 'string' && AXES.has(meta.axis) ? (meta.axis as Channel['axis']) : undefined;
  const channel: Channel | undefined = kind === undefined && axis === undefined ? undefined : { kind: kind ?? 'property', ...(axis === undefined ? {} : { axis }) };
  const name = typeof meta.name === 'string' && meta.name !== '' ? meta.name : undefined;
  return { name, valueType, unit, channel };
}

const NODE_EXTRAS_POINTER = /^\/nodes\/(\d+)\/extras\/(.+)$/;

/** The node index and property of a pointer into a node's extras (`/nodes/3/extras/points~13~1center` → 3, `points/3/center`). */
export function nodeExtrasPointer(pointer: string): { node: number; property: string } | undefined {
  const match = NODE_EXTRAS_POINTER.exec(pointer);
  if (match === null) return undefined;
  return { node: Number(match[1]), property: match[2]!.split('/').map(unescapeToken).join('/') };
}

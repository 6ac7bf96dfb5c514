/**
 * Adapting a clip to what a target format can store ({@link FormatCapabilities}), before the target's
 * `fromClip`: units converted to the target's, transforms laid out as the target stores them (per-axis
 * scalars with Euler rotations, or vectors with quaternions), tracks the target cannot hold left out
 * with a warning naming each.
 *
 * @module
 */
import { channelOf, type Axis, type Channel, type ChannelKind } from '../channel.js';
import type { FormatCapabilities } from '../format.js';
import type { KeyLimitOptions } from '../limits.js';
import { combineTracks, splitTrack } from '../ops/components.js';
import { hemisphereContinuous } from '../ops/quat-blend.js';
import { NameSuffixes } from '../suffixes.js';
import { eulerTracksToQuat, quatToEulerTracks } from '../ops/euler-tracks.js';
import { eulerQuatDeviation } from '../ops/quat-blend.js';
import type { RotationOrder } from '../rotation.js';
import { createTrack } from '../track.js';
import { InterpolationCode, type Clip, type Track } from '../types.js';
import { convertUnits, unitKind } from '../units.js';
import type { WarningSink } from '../warnings.js';

const AXES: readonly Axis[] = ['x', 'y', 'z', 'w'];
const TRANSFORMS: ReadonlySet<ChannelKind> = new Set(['translation', 'rotation', 'scale']);

/**
 * Returns a clip holding the same animation laid out for a target with `caps`:
 * 0. keys with a NaN or infinite time or value are left out (`non-finite-value`; a track left with no key
 *    is `track-dropped`): no target writes them as the same number;
 * 1. lengths in `caps.units.length`, Euler angles in `caps.units.angle` (exact scaling);
 * 2. `transforms: 'components'`: quaternion tracks become three Euler-angle scalar tracks (the track's
 *    rotation order, else `xyz`; continuous angles, all three written even where one holds 0), exact
 *    at the keys (`interpolation-changed`);
 *    vector tracks of a type the target lacks are split into exact scalar tracks (`property` + `X/Y/Z/W`);
 *    a translation or scale axis that holds its rest value (0, or 1 for scale) at every key
 *    is left unwritten, as a format of per-axis curves shows the same pose without it;
 *    `transforms: 'vectors'`: per-axis translation/scale scalars of a node are combined exactly into one
 *    `vec3` (axes not animated hold 0, or 1 for scale), per-axis Euler angles into one `quat` track
 *    (`interpolation-changed`; sampled at the clip's frame rate where the angle curves are Bézier,
 *    `resampled`) — or, when the target keeps Euler vectors (`caps.eulerVectors`), exactly into one
 *    `vec3` of angles with its order, and `vec3` Euler tracks are kept; `vec3` Euler tracks become
 *    quaternions for the other vector targets; other per-axis scalars are combined into vectors when
 *    the target has no scalar tracks;
 * 3. tracks whose channel kind or value type the target lacks are left out (`track-dropped`, one per track);
 * 4. markers are warned about (`metadata-dropped`) when the target stores none.
 * Names stay unique (`name-changed` when one had to change).
 *
 * @param targetId - the target format's id, for messages.
 * @param sink - receives the warnings.
 * @param limits - `maxKeys`: the most keys an Euler → quaternion conversion may give one track (default
 *   `DEFAULT_MAX_KEYS`; a huge angle between two keys is cut into many turns).
 * @throws `LimitError` when a converted rotation would need more than `maxKeys` keys.
 */
export function adaptClip(clip: Clip, caps: FormatCapabilities, targetId: string, sink: WarningSink, limits: KeyLimitOptions = {}): Clip {
  let tracks = clip.tracks.flatMap((t) => finiteKeys(t, sink)).map((t) => withUnits(t, caps));
  tracks = caps.transforms === 'components' ? toComponents(tracks, caps, sink) : toVectors(tracks, clip, caps, sink, limits);
  const kept: Track[] = [];
  for (const t of tracks) {
    const kind = channelOf(t).kind;
    if (!caps.channels.includes(kind)) {
      sink.warn('track-dropped', `${targetId} has no ${kind} tracks`, t.name);
    } else if (!caps.valueTypes.includes(t.valueType)) {
      sink.warn('track-dropped', `${targetId} has no ${t.valueType} tracks`, t.name);
    } else kept.push(caps.quatInterpolation === 'components' ? hemisphereContinuous(t) : t);
  }
  const markers = clip.markers ?? [];
  if (markers.length > 0 && !caps.markers) {
    const first = markers[0]!;
    sink.warn(
      'metadata-dropped',
      `${String(markers.length)} marker${markers.length === 1 ? '' : 's'} (first: '${first.name}' at ${String(first.time)} s) have no place in ${targetId}`,
    );
  }
  return { ...clip, tracks: uniqueNames(kept, sink) };
}

/** The track without its keys that have a non-finite time or value ([] when none is left). */
function finiteKeys(track: Track, sink: WarningSink): Track[] {
  const n = track.components;
  const count = track.times.length;
  if (allFinite(track)) return [track];
  const keep: number[] = [];
  for (let k = 0; k < count; k++) {
    let ok = Number.isFinite(track.times[k]!);
    if (track.valueType !== 'string') for (let c = 0; ok && c < n; c++) ok = Number.isFinite(track.values[k * n + c]!);
    if (ok) keep.push(k);
  }
  if (keep.length === count) return [track];
  if (keep.length === 0) {
    sink.warn('track-dropped', `every key has a NaN or infinite time or value`, track.name);
    return [];
  }
  sink.warn('non-finite-value', `${String(count - keep.length)} of ${String(count)} keys have a NaN or infinite time or value and are left out`, track.name);
  const pick = (a: Float64Array | Float32Array, width: number): Float64Array => {
    const out = new Float64Array(keep.length * width);
    keep.forEach((k, i) => { out.set(a.subarray(k * width, (k + 1) * width), i * width); });
    return out;
  };
  return [
    {
      ...track,
      times: Float64Array.from(keep, (k) => track.times[k]!),
      values: pick(track.values, n),
      interpolation: Uint8Array.from(keep, (k) => track.interpolation[k]!),
      inHandles: track.inHandles === undefined ? undefined : pick(track.inHandles, 2 * n),
      outHandles: track.outHandles === undefined ? undefined : pick(track.outHandles, 2 * n),
    },
  ];
}

/** True when every time and (for non-string tracks) every value is finite: one pass, no allocation. */
function allFinite(track: Track): boolean {
  if (!finiteNumbers(track.times)) return false;
  return track.valueType === 'string' || finiteNumbers(track.values);
}

/**
 * True when every number is finite, without a branch per number: `x * 0` is 0 for a finite `x` and NaN
 * for NaN or ±Infinity, and four sums of those stay 0 unless one is NaN (a third faster than
 * `Number.isFinite` per number on large arrays; indexed loops, as for-of over a typed array is several
 * times slower in V8).
 */
function finiteNumbers(a: Float64Array | Float32Array): boolean {
  const size = a.length;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 4 <= size; i += 4) {
    s0 += a[i]! * 0;
    s1 += a[i + 1]! * 0;
    s2 += a[i + 2]! * 0;
    s3 += a[i + 3]! * 0;
  }
  for (; i < size; i++) s0 += a[i]! * 0;
  return s0 + s1 + s2 + s3 === 0;
}

function withUnits(track: Track, caps: FormatCapabilities): Track {
  const kind = unitKind(track.unit);
  const length = caps.units.length;
  if (kind === 'length' && length !== undefined && unitKind(length) === 'length' && track.unit !== length) return convertUnits(track, length);
  if (kind === 'angle' && track.valueType !== 'quat' && caps.units.angle !== undefined && track.unit !== caps.units.angle) {
    return convertUnits(track, caps.units.angle);
  }
  return track;
}

/** An angle in radians for a message, in degrees. */
function degrees(radians: number): string {
  return `${(radians * (180 / Math.PI)).toPrecision(3)}°`;
}

function angleUnit(caps: FormatCapabilities): 'deg' | 'rad' {
  return caps.units.angle === 'deg' ? 'deg' : 'rad';
}

function toComponents(tracks: readonly Track[], caps: FormatCapabilities, sink: WarningSink): Track[] {
  const out: Track[] = [];
  for (const t of tracks) {
    if (t.valueType === 'quat' && !caps.valueTypes.includes('quat')) {
      const channel = channelOf(t);
      const order: RotationOrder = channel.rotationOrder ?? 'xyz';
      const euler = quatToEulerTracks(t, { order, unit: angleUnit(caps) });
      const apart = degrees(eulerQuatDeviation(t, euler, order, angleUnit(caps)));
      sink.warn(
        'interpolation-changed',
        `quaternion rotation carried as Euler angles (${order}, ${angleUnit(caps)}, continuous): exact at the ${String(t.times.length)} keys, each angle linear between them, up to ${apart} from the source between them`,
        t.name,
      );
      // Every axis is written, also one that holds 0: a quaternion sets the whole rotation, and a
      // per-axis target leaves an unwritten axis at whatever the scene holds, not at 0.
      const axes = [['x', euler.x], ['y', euler.y], ['z', euler.z]] as const;
      for (const [axis, e] of axes) {
        e.channel = { kind: channel.kind === 'property' ? 'rotation' : channel.kind, axis, rotationOrder: order };
        out.push(e);
      }
    } else if (t.components > 1 && t.valueType !== 'quat' && !caps.valueTypes.includes(t.valueType)) {
      const parts = splitTrack(t).map(holdsAsConstant);
      const kind = channelOf(t).kind;
      const rest = kind === 'scale' ? 1 : 0;
      // An axis of a transform that holds its rest value at every key is the same pose unwritten.
      const moving = kind === 'translation' || kind === 'scale' ? parts.filter((p) => !isConstantAt(p, rest)) : parts;
      out.push(...(moving.length === 0 ? parts : moving));
    } else out.push(t);
  }
  return out;
}

interface Group {
  readonly node: string;
  readonly kind: ChannelKind;
  readonly base: string;
  readonly axes: Map<Axis, Track>;
  readonly at: number;
}

/** `translateX` → `translate`, `points/3/centerX` → `points/3/center`, `x` → `x`. */
function baseProperty(property: string, axis: Axis): string {
  const suffix = axis.toUpperCase();
  return property.length > 1 && property.endsWith(suffix) ? property.slice(0, -1) : property;
}

function toVectors(tracks: readonly Track[], clip: Clip, caps: FormatCapabilities, sink: WarningSink, limits: KeyLimitOptions): Track[] {
  const groupOthers = !caps.valueTypes.includes('scalar');
  const slots: (Track | Group)[] = [];
  const groups = new Map<string, Group>();
  for (const source of tracks) {
    let list: readonly Track[] = [source];
    const channel = channelOf(source);
    // A vector of Euler angles becomes per-axis angles first, unless the target keeps Euler vectors.
    if (channel.kind === 'rotation' && source.valueType === 'vec3' && !(caps.eulerVectors === true && caps.valueTypes.includes('vec3'))) {
      list = splitTrack(source);
    }
    for (const t of list) {
      const c = channelOf(t);
      const scalar = t.components === 1 && t.valueType !== 'string';
      if (c.axis === undefined || !scalar || (!TRANSFORMS.has(c.kind) && !groupOthers)) {
        slots.push(t);
        continue;
      }
      const base = TRANSFORMS.has(c.kind) ? '' : baseProperty(t.property, c.axis);
      const key = `${t.node}\u0000${c.kind}\u0000${base}`;
      let g = groups.get(key);
      if (g === undefined || g.axes.has(c.axis)) {
        g = { node: t.node, kind: c.kind, base, axes: new Map(), at: slots.length };
        groups.set(key, g);
        slots.push(g);
      }
      g.axes.set(c.axis, t);
    }
  }
  const out: Track[] = [];
  for (const slot of slots) {
    if (!('axes' in slot)) out.push(slot);
    else out.push(...combineGroup(slot, clip, caps, sink, limits));
  }
  return out;
}

function combineGroup(g: Group, clip: Clip, caps: FormatCapabilities, sink: WarningSink, limits: KeyLimitOptions): Track[] {
  const members = [...g.axes.values()];
  const first = members[0]!;
  const label = members.map((t) => t.name).join(', ');
  const angles = g.kind === 'rotation' && members.every((t) => t.unit === 'deg' || t.unit === 'rad');
  if (angles && caps.eulerVectors === true && caps.valueTypes.includes('vec3')) return [eulerVector(g, sink)];
  if (angles) {
    const order = channelOf(first).rotationOrder ?? 'xyz';
    const axis = (a: Axis): Track => g.axes.get(a) ?? constantTrack(first, a, 0);
    const bezier = members.some((t) => hasSegment(t, InterpolationCode.bezier));
    const fps = bezier ? (clip.frameRate ?? { numerator: 30, denominator: 1 }) : undefined;
    const angles = { x: axis('x'), y: axis('y'), z: axis('z') };
    const quat = eulerTracksToQuat(angles, { order, node: g.node, property: 'rotation', fps, maxKeys: limits.maxKeys });
    quat.channel = { kind: 'rotation' };
    quat.name = nameOf(g.node, 'rotation');
    const unit = first.unit === 'deg' ? 'deg' : 'rad';
    const apart = degrees(eulerQuatDeviation(quat, angles, order, unit));
    sink.warn(
      bezier ? 'resampled' : 'interpolation-changed',
      bezier
        ? `Euler angles (${order}) carried as a quaternion sampled at ${String(fps!.numerator / fps!.denominator)} fps: exact at the samples, slerp between them, up to ${apart} from the source`
        : `Euler angles (${order}) carried as a quaternion: exact at the keys, slerp between them, up to ${apart} from the source`,
      label,
    );
    return [quat];
  }
  if (g.kind === 'rotation') return members; // not angles: leave them for the capability filter
  const present = AXES.filter((a) => g.axes.has(a));
  const size = TRANSFORMS.has(g.kind) ? 3 : Math.max(2, AXES.indexOf(present[present.length - 1]!) + 1);
  const fill = g.kind === 'scale' ? 1 : 0;
  const property = TRANSFORMS.has(g.kind) ? g.kind : g.base;
  const parts = AXES.slice(0, size).map((a) => g.axes.get(a));
  const missing = AXES.slice(0, size).filter((a) => !g.axes.has(a));
  const channel: Channel = { kind: g.kind };
  const combined = combineTracks(parts, {
    valueType: size === 2 ? 'vec2' : size === 3 ? 'vec3' : 'vec4',
    node: g.node,
    property,
    channel,
    defaults: new Array<number>(size).fill(fill),
    sink,
  });
  combined.name = nameOf(g.node, property);
  if (missing.length > 0) {
    sink.warn(
      'value-type-changed',
      `${label} carried as one ${combined.valueType} ${property}; ${missing.join(', ')} not animated in the source, held at ${String(fill)}`,
      combined.name,
    );
  }
  return [combined];
}

/**
 * Per-axis Euler angles of a node combined exactly into one `vec3` of angles (axes not animated hold 0),
 * for targets that store Euler vectors; the rotation order travels on the channel.
 */
function eulerVector(g: Group, sink: WarningSink): Track {
  const members = [...g.axes.values()];
  const first = members[0]!;
  const order = channelOf(first).rotationOrder ?? 'xyz';
  const unit = first.unit;
  const parts = (['x', 'y', 'z'] as const).map((a) => {
    const t = g.axes.get(a);
    return t === undefined || t.unit === unit ? t : convertUnits(t, unit);
  });
  const combined = combineTracks(parts, {
    valueType: 'vec3',
    node: g.node,
    property: 'rotation',
    channel: { kind: 'rotation', rotationOrder: order },
    defaults: [0, 0, 0],
    sink,
  });
  combined.name = nameOf(g.node, 'rotation');
  const missing = (['x', 'y', 'z'] as const).filter((a) => !g.axes.has(a));
  if (missing.length > 0) {
    sink.warn(
      'value-type-changed',
      `${members.map((t) => t.name).join(', ')} carried as one vec3 of Euler angles (${order}); ${missing.join(', ')} not animated in the source, held at 0`,
      combined.name,
    );
  }
  return combined;
}

/**
 * A scalar track whose Bézier or linear segments between two equal values with flat handles (a
 * component holding while others of its vector moved) are marked `constant`: the same curve, which
 * per-axis formats then write as the hold (step) it is.
 */
function holdsAsConstant(t: Track): Track {
  let interpolation: Uint8Array | undefined;
  for (let k = 0; k + 1 < t.times.length; k++) {
    const code = t.interpolation[k]!;
    if (code === InterpolationCode.constant || t.values[k] !== t.values[k + 1]) continue;
    if (code === InterpolationCode.bezier && (t.outHandles?.[k * 2 + 1] !== 0 || t.inHandles?.[(k + 1) * 2 + 1] !== 0)) continue;
    interpolation ??= Uint8Array.from(t.interpolation);
    interpolation[k] = InterpolationCode.constant;
  }
  return interpolation === undefined ? t : { ...t, interpolation };
}

/** True when every key value of a scalar track is `value` and its handles are flat (Δvalue 0). */
function isConstantAt(t: Track, value: number): boolean {
  if (t.components !== 1 || t.times.length === 0) return false;
  for (const v of t.values) if (v !== value) return false;
  for (const h of [t.inHandles, t.outHandles]) {
    if (h === undefined) continue;
    for (let i = 1; i < h.length; i += 2) if (h[i] !== 0) return false;
  }
  return true;
}

function hasSegment(t: Track, code: number): boolean {
  for (let k = 0; k + 1 < t.times.length; k++) if (t.interpolation[k] === code) return true;
  return false;
}

function constantTrack(like: Track, axis: Axis, value: number): Track {
  const time = like.times.length > 0 ? like.times[0]! : 0;
  return createTrack({
    node: like.node,
    property: `rotate${axis.toUpperCase()}`,
    valueType: 'scalar',
    unit: like.unit,
    keys: [{ time, value }],
    channel: { ...channelOf(like), axis },
  });
}

function nameOf(node: string, property: string): string {
  return node === '' ? property : `${node}.${property}`;
}

function uniqueNames(tracks: readonly Track[], sink: WarningSink): Track[] {
  const seen = new Set<string>();
  const suffixes = new NameSuffixes();
  return tracks.map((t) => {
    if (!seen.has(t.name)) {
      seen.add(t.name);
      return t;
    }
    const name = `${t.name}#${String(suffixes.next(t.name, (n) => !seen.has(`${t.name}#${String(n)}`)))}`;
    seen.add(name);
    sink.warn('name-changed', `a second track of this name is renamed ${name}`, t.name);
    return { ...t, name };
  });
}

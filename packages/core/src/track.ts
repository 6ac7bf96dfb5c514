/**
 * Friendly builders on top of the typed-array {@link Track} and {@link Clip}: write keyframes as plain
 * objects, get the packed arrays; read a track back as objects with {@link trackKeys}.
 *
 * @module
 */
import type { Channel, Marker } from './channel.js';
import { InvalidArgumentError } from './errors.js';
import type { CoordinateSpace } from './space.js';
import { handleFromSlope } from './handles.js';
import {
  InterpolationCode,
  type Clip,
  type Extras,
  type Extrapolation,
  type FrameRate,
  type Interpolation,
  type QuatBlend,
  type Track,
  type Unit,
  type ValueType,
} from './types.js';

/**
 * The number of components a value of `valueType` has by default: 1 for `scalar`, `bool`, `int` and
 * `string`; 2, 3, 4 for `vec2`…`vec4`; 4 for `quat` (x, y, z, w) and `color` (r, g, b, a; a colour
 * track may also be built with 3 components).
 */
export function componentCount(valueType: ValueType): number {
  switch (valueType) {
    case 'vec2':
      return 2;
    case 'vec3':
      return 3;
    case 'vec4':
    case 'quat':
    case 'color':
      return 4;
    case 'scalar':
    case 'bool':
    case 'int':
    case 'string':
      return 1;
  }
}

/** True for value types evaluated with step (hold-left) semantics whatever the interpolation: `bool`, `int`, `string`. */
export function isStepType(valueType: ValueType): boolean {
  return valueType === 'bool' || valueType === 'int' || valueType === 'string';
}

/** A number, or one number per component. A single number is used for every component. */
export type PerComponent = number | readonly number[];

/**
 * A Bézier handle as an offset from its key: `time` in seconds (≤ 0 for an in-handle, ≥ 0 for an
 * out-handle), `value` in the track's unit. Either field may be one number for every component or one
 * number per component.
 */
export interface HandleInput {
  readonly time: PerComponent;
  readonly value: PerComponent;
}

/** One keyframe as {@link createTrack} accepts it. */
export interface KeyframeInput {
  /** Key time in seconds. */
  readonly time: number;
  /**
   * The value: one number per component (or a single number for one-component tracks), a boolean for
   * `bool` tracks, a string for `string` tracks. Quaternions are (x, y, z, w).
   */
  readonly value: PerComponent | boolean | string;
  /**
   * How the segment from this key to the next is drawn. Default: `linear` for numeric tracks, `constant`
   * for `bool`, `int` and `string` tracks.
   */
  readonly interpolation?: Interpolation | undefined;
  /** Bézier in-handle (offset from the key, seconds and value units). Overrides {@link KeyframeInput.inSlope}. */
  readonly inHandle?: HandleInput | undefined;
  /** Bézier out-handle (offset from the key, seconds and value units). Overrides {@link KeyframeInput.outSlope}. */
  readonly outHandle?: HandleInput | undefined;
  /**
   * Hermite in-tangent as a slope in value units per **second** (Unity `inTangent`, glTF in-tangent).
   * Turned into an in-handle with {@link handleFromSlope} over the previous segment (the first key: over
   * the next segment, or 1 s for a lone key, so a `linear` pre-extrapolation follows it).
   */
  readonly inSlope?: PerComponent | undefined;
  /**
   * Hermite out-tangent as a slope in value units per second, over the next segment (the last key: the
   * previous one, or 1 s); see {@link KeyframeInput.inSlope}.
   */
  readonly outSlope?: PerComponent | undefined;
  /** Unity tangent weight of the in-side: handle length as a fraction of the previous segment's duration. Default 1/3. */
  readonly inWeight?: PerComponent | undefined;
  /** Unity tangent weight of the out-side: fraction of the next segment's duration. Default 1/3. */
  readonly outWeight?: PerComponent | undefined;
}

/** Everything {@link createTrack} needs. Only `node`, `property`, `valueType` and `keys` are required. */
export interface TrackInput {
  /** Unique name in the clip; default `${node}.${property}`. */
  readonly name?: string | undefined;
  readonly node: string;
  readonly property: string;
  readonly valueType: ValueType;
  /** Number of components; default {@link componentCount}(valueType). Only `color` may differ (3 or 4). */
  readonly components?: number | undefined;
  /** The unit of the values; default `none`. */
  readonly unit?: Unit | undefined;
  /** The keyframes, in ascending time order (equal times are allowed: a jump). */
  readonly keys: readonly KeyframeInput[];
  /** Default `constant`. */
  readonly preExtrapolation?: Extrapolation | undefined;
  /** Default `constant`. */
  readonly postExtrapolation?: Extrapolation | undefined;
  /** For `quat` tracks; default `slerp`. */
  readonly quatBlend?: QuatBlend | undefined;
  /** What the track animates; default none (a generic property). */
  readonly channel?: Channel | undefined;
  readonly extras?: Extras | undefined;
}

const INTERPOLATIONS: readonly Interpolation[] = ['constant', 'linear', 'bezier'];
const EXTRAPOLATIONS: readonly Extrapolation[] = ['constant', 'linear', 'cycle', 'cycleOffset', 'oscillate'];

function component(v: PerComponent, c: number, n: number, what: string): number {
  if (typeof v === 'number') return v;
  if (v.length !== n) {
    throw new InvalidArgumentError(`${what}: expected ${String(n)} component${n === 1 ? '' : 's'}, got ${String(v.length)}`);
  }
  return v[c]!;
}

/**
 * Builds a {@link Track} from plain keyframe objects.
 *
 * Handles: a key of a `bezier` segment without an explicit handle or slope gets a handle one third of
 * the way along the segment towards its neighbour key (so a segment with neither is a straight line).
 * Handle arrays are only allocated when some segment is `bezier` or some handle/slope is given.
 *
 * @example
 * ```ts
 * const tx = createTrack({
 *   node: 'joint1', property: 'translateX', valueType: 'scalar', unit: 'cm',
 *   keys: [
 *     { time: 0, value: 0, interpolation: 'bezier', outSlope: 0 },
 *     { time: 1, value: 10, inSlope: 0 },
 *   ],
 * });
 * ```
 * @throws {InvalidArgumentError} for a non-finite or descending key time, a value with the wrong number
 *   of components, an unknown interpolation/extrapolation, or a string value on a non-string track.
 */
export function createTrack(input: TrackInput): Track {
  const { valueType, keys } = input;
  const n = input.components ?? componentCount(valueType);
  if (!Number.isInteger(n) || n < 1 || (valueType !== 'color' && n !== componentCount(valueType)) || (valueType === 'color' && n !== 3 && n !== 4)) {
    throw new InvalidArgumentError(`createTrack: ${String(n)} components is not valid for a ${valueType} track`);
  }
  const name = input.name ?? `${input.node}.${input.property}`;
  const count = keys.length;
  const times = new Float64Array(count);
  const values = new Float64Array(count * n);
  const interpolation = new Uint8Array(count);
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const step = isStepType(valueType);
  let needHandles = false;

  for (let k = 0; k < count; k++) {
    const key = keys[k]!;
    const what = `createTrack ${name}: key ${String(k)}`;
    if (!Number.isFinite(key.time)) throw new InvalidArgumentError(`${what}: time ${String(key.time)} is not finite`);
    if (k > 0 && key.time < times[k - 1]!) {
      throw new InvalidArgumentError(`${what}: time ${String(key.time)} is before the previous key's ${String(times[k - 1])}`);
    }
    times[k] = key.time;
    const interp = key.interpolation ?? (step ? 'constant' : 'linear');
    if (!INTERPOLATIONS.includes(interp)) throw new InvalidArgumentError(`${what}: unknown interpolation '${interp}'`);
    interpolation[k] = InterpolationCode[interp];
    if (interp === 'bezier' || key.inHandle || key.outHandle || key.inSlope !== undefined || key.outSlope !== undefined) needHandles = true;
    const v = key.value;
    if (typeof v === 'string') {
      if (valueType !== 'string') throw new InvalidArgumentError(`${what}: a string value on a ${valueType} track`);
      let index = stringIndex.get(v);
      if (index === undefined) {
        index = strings.length;
        strings.push(v);
        stringIndex.set(v, index);
      }
      values[k] = index;
    } else if (typeof v === 'boolean') {
      for (let c = 0; c < n; c++) values[k * n + c] = v ? 1 : 0;
    } else {
      for (let c = 0; c < n; c++) values[k * n + c] = component(v, c, n, `${what} value`);
    }
  }

  const track: Track = {
    name,
    node: input.node,
    property: input.property,
    valueType,
    components: n,
    unit: input.unit ?? 'none',
    times,
    values,
    interpolation,
    preExtrapolation: checkExtrapolation(input.preExtrapolation ?? 'constant', name),
    postExtrapolation: checkExtrapolation(input.postExtrapolation ?? 'constant', name),
  };
  if (needHandles) {
    const handles = buildHandles(input, times, values, n, name);
    track.inHandles = handles.inHandles;
    track.outHandles = handles.outHandles;
  }
  if (valueType === 'quat') track.quatBlend = input.quatBlend ?? 'slerp';
  if (valueType === 'string') track.strings = strings;
  if (input.channel !== undefined) track.channel = input.channel;
  if (input.extras !== undefined) track.extras = input.extras;
  return track;
}

function checkExtrapolation(e: Extrapolation, name: string): Extrapolation {
  if (!EXTRAPOLATIONS.includes(e)) throw new InvalidArgumentError(`createTrack ${name}: unknown extrapolation '${e}'`);
  return e;
}

function buildHandles(
  input: TrackInput,
  times: Float64Array,
  values: Float64Array,
  n: number,
  name: string,
): { inHandles: Float64Array; outHandles: Float64Array } {
  const count = times.length;
  const inHandles = new Float64Array(count * n * 2);
  const outHandles = new Float64Array(count * n * 2);
  for (let k = 0; k < count; k++) {
    const key = input.keys[k]!;
    const what = `createTrack ${name}: key ${String(k)}`;
    const prevDt = k > 0 ? times[k]! - times[k - 1]! : 0;
    const nextDt = k + 1 < count ? times[k + 1]! - times[k]! : 0;
    // A slope on a side with no segment (first key's in, last key's out) still gets a handle, sized by
    // the other side's segment (1 s for a lone key), so linear extrapolation can use it.
    const inSpan = prevDt || nextDt || 1;
    const outSpan = nextDt || prevDt || 1;
    for (let c = 0; c < n; c++) {
      const i = (k * n + c) * 2;
      const v = values[k * n + c]!;
      // in-handle
      if (key.inHandle) {
        inHandles[i] = component(key.inHandle.time, c, n, `${what} inHandle.time`);
        inHandles[i + 1] = component(key.inHandle.value, c, n, `${what} inHandle.value`);
      } else if (key.inSlope !== undefined) {
        const h = handleFromSlope(
          component(key.inSlope, c, n, `${what} inSlope`),
          inSpan,
          'in',
          key.inWeight === undefined ? undefined : component(key.inWeight, c, n, `${what} inWeight`),
        );
        inHandles[i] = h[0];
        inHandles[i + 1] = h[1];
      } else if (k > 0) {
        inHandles[i] = -prevDt / 3;
        inHandles[i + 1] = -(v - values[(k - 1) * n + c]!) / 3;
      }
      // out-handle
      if (key.outHandle) {
        outHandles[i] = component(key.outHandle.time, c, n, `${what} outHandle.time`);
        outHandles[i + 1] = component(key.outHandle.value, c, n, `${what} outHandle.value`);
      } else if (key.outSlope !== undefined) {
        const h = handleFromSlope(
          component(key.outSlope, c, n, `${what} outSlope`),
          outSpan,
          'out',
          key.outWeight === undefined ? undefined : component(key.outWeight, c, n, `${what} outWeight`),
        );
        outHandles[i] = h[0];
        outHandles[i + 1] = h[1];
      } else if (k + 1 < count) {
        outHandles[i] = nextDt / 3;
        outHandles[i + 1] = (values[(k + 1) * n + c]! - v) / 3;
      }
    }
  }
  return { inHandles, outHandles };
}

/** A keyframe read back from a {@link Track} by {@link trackKeys}. */
export interface Keyframe {
  /** Seconds. */
  time: number;
  /** One number per component (string tracks: the index into {@link Track.strings}). */
  value: number[];
  interpolation: Interpolation;
  /** Per component `[Δtime s, Δvalue]`, when the track has handles. */
  inHandle?: [number, number][] | undefined;
  /** Per component `[Δtime s, Δvalue]`, when the track has handles. */
  outHandle?: [number, number][] | undefined;
}

/** Number of keyframes of a track. */
export function keyCount(track: Track): number {
  return track.times.length;
}

/** Reads a track's keyframes back as plain objects (the inverse of {@link createTrack}'s packing). */
export function trackKeys(track: Track): Keyframe[] {
  const n = track.components;
  const out: Keyframe[] = [];
  for (let k = 0; k < track.times.length; k++) {
    const key: Keyframe = {
      time: track.times[k]!,
      value: Array.from(track.values.subarray(k * n, k * n + n)),
      interpolation: INTERPOLATIONS[track.interpolation[k]!] ?? 'linear',
    };
    const { inHandles, outHandles } = track;
    if (inHandles && outHandles) {
      key.inHandle = [];
      key.outHandle = [];
      for (let c = 0; c < n; c++) {
        const i = (k * n + c) * 2;
        key.inHandle.push([inHandles[i]!, inHandles[i + 1]!]);
        key.outHandle.push([outHandles[i]!, outHandles[i + 1]!]);
      }
    }
    out.push(key);
  }
  return out;
}

/**
 * Checks a track's invariants: array lengths match `times.length × components` (× 2 for handles), times
 * are finite and ascending, interpolation codes are 0–2, `strings` covers every index of a string track.
 * @throws {InvalidArgumentError} describing the first problem found.
 */
export function validateTrack(track: Track): void {
  const n = track.components;
  const count = track.times.length;
  const fail = (what: string): never => {
    throw new InvalidArgumentError(`track ${track.name}: ${what}`);
  };
  if (!Number.isInteger(n) || n < 1) fail(`components ${String(n)} is not a positive integer`);
  if (track.values.length !== count * n) fail(`values has ${String(track.values.length)} numbers, expected ${String(count * n)}`);
  if (track.interpolation.length !== count) fail(`interpolation has ${String(track.interpolation.length)} entries, expected ${String(count)}`);
  for (const [label, h] of [['inHandles', track.inHandles], ['outHandles', track.outHandles]] as const) {
    if (h !== undefined && h.length !== count * n * 2) fail(`${label} has ${String(h.length)} numbers, expected ${String(count * n * 2)}`);
  }
  for (let k = 0; k < count; k++) {
    const t = track.times[k]!;
    if (!Number.isFinite(t)) fail(`key ${String(k)} time ${String(t)} is not finite`);
    if (k > 0 && t < track.times[k - 1]!) fail(`key ${String(k)} time ${String(t)} is before the previous key`);
    if (track.interpolation[k]! > 2) fail(`key ${String(k)} interpolation code ${String(track.interpolation[k])}`);
  }
  if (track.valueType === 'string') {
    const size = track.strings?.length ?? 0;
    for (const v of track.values) if (!Number.isInteger(v) || v < 0 || v >= size) fail(`string index ${String(v)} outside strings`);
  }
}

/** Everything {@link createClip} needs; only `tracks` is required. */
export interface ClipInput {
  /** Default ''. */
  readonly name?: string | undefined;
  readonly tracks: readonly Track[];
  /** Seconds. */
  readonly duration?: number | undefined;
  readonly frameRate?: FrameRate | undefined;
  /** Default `{}`. */
  /** Markers, in any order (sorted by time in the clip). */
  readonly markers?: readonly Marker[] | undefined;
  /** Parent node of each animated node that has one. */
  readonly parents?: Readonly<Record<string, string>> | undefined;
  /** The coordinate space of the values (see `Clip.space`). */
  readonly space?: CoordinateSpace | undefined;
  /** Why the nodes have no parents although they are parts of a hierarchy ({@link Clip.noHierarchy}). */
  readonly noHierarchy?: string | undefined;
  readonly extras?: Extras | undefined;
}

/**
 * Builds a {@link Clip}. Optional fields left undefined are omitted from the object.
 * @throws {InvalidArgumentError} when two tracks share a name or the frame rate is not a positive rational.
 */
export function createClip(input: ClipInput): Clip {
  const seen = new Set<string>();
  for (const t of input.tracks) {
    if (seen.has(t.name)) throw new InvalidArgumentError(`createClip: two tracks are named '${t.name}'`);
    seen.add(t.name);
  }
  const clip: Clip = { name: input.name ?? '', tracks: [...input.tracks], extras: input.extras ?? {} };
  if (input.markers !== undefined && input.markers.length > 0) clip.markers = [...input.markers].sort((a, b) => a.time - b.time);
  if (input.parents !== undefined) clip.parents = { ...input.parents };
  if (input.space !== undefined) clip.space = input.space;
  if (input.noHierarchy !== undefined) clip.noHierarchy = input.noHierarchy;
  if (input.duration !== undefined) clip.duration = input.duration;
  if (input.frameRate !== undefined) {
    const { numerator, denominator } = input.frameRate;
    if (!(numerator > 0 && denominator > 0 && Number.isFinite(numerator) && Number.isFinite(denominator))) {
      throw new InvalidArgumentError(`createClip: frame rate ${String(numerator)}/${String(denominator)} is not positive`);
    }
    clip.frameRate = { numerator, denominator };
  }
  return clip;
}

/**
 * The key range of a clip in seconds: `[start, end]` over all tracks' first and last keys, with `end`
 * extended to `clip.duration` when that is later. `[0, 0]` for a clip without keys.
 */
export function clipRange(clip: Clip): [number, number] {
  let start = Infinity;
  let end = -Infinity;
  for (const t of clip.tracks) {
    const count = t.times.length;
    if (count === 0) continue;
    start = Math.min(start, t.times[0]!);
    end = Math.max(end, t.times[count - 1]!);
  }
  if (start === Infinity) return [0, clip.duration ?? 0];
  if (clip.duration !== undefined) end = Math.max(end, clip.duration);
  return [start, end];
}

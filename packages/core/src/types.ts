/**
 * The format-neutral animation model: a {@link Clip} holds {@link Track}s; a track holds keyframes in
 * typed arrays (times in seconds, values per component, per-key interpolation and Bézier handles).
 *
 * Layout (like three.js `KeyframeTrack`, plus explicit handles):
 * - `times[k]` — key `k`'s time in **seconds**, strictly ascending is the norm (equal times are allowed
 *   and mean a jump);
 * - `values[k * n + c]` — component `c` of key `k`, `n` = {@link Track.components};
 * - `interpolation[k]` — how the segment from key `k` to key `k + 1` is drawn ({@link InterpolationCode});
 * - `inHandles` / `outHandles` — for Bézier segments, per key and component a 2D offset
 *   `(Δtime seconds, Δvalue)` from the key: `handles[(k * n + c) * 2]` is Δtime and `[… + 1]` is Δvalue.
 *   The out-handle of key `k` and the in-handle of key `k + 1` are the inner control points of the
 *   cubic Bézier between them. In-handles have Δtime ≤ 0, out-handles Δtime ≥ 0.
 *
 * Quaternions are (x, y, z, w), as in glTF and three.js.
 *
 * @module
 */
import type { Channel, Marker } from './channel.js';
import type { CoordinateSpace } from './space.js';
import type { Unit } from './unit.js';

/** What one value of a track is. `components` follows from it (see {@link componentCount}). */
export type ValueType =
  | 'scalar'
  | 'vec2'
  | 'vec3'
  | 'vec4'
  | 'quat'
  | 'color'
  | 'bool'
  | 'int'
  | 'string';

export type { Unit } from './unit.js';

/** How a segment from one key to the next is drawn. */
export type Interpolation = 'constant' | 'linear' | 'bezier';

/** {@link Interpolation} as stored in {@link Track.interpolation}: 0 constant, 1 linear, 2 bezier. */
export const InterpolationCode = { constant: 0, linear: 1, bezier: 2 } as const;
/** A value of {@link InterpolationCode}. */
export type InterpolationCode = (typeof InterpolationCode)[keyof typeof InterpolationCode];

/**
 * What a track does outside its keys:
 * - `constant`: hold the first/last value;
 * - `linear`: continue along the end slope (the tangent at the end key; for non-Bézier ends, the slope of
 *   the end segment);
 * - `cycle`: repeat the keyed range;
 * - `cycleOffset`: repeat, adding the value difference between last and first key each cycle;
 * - `oscillate`: repeat back and forth (ping-pong).
 */
export type Extrapolation = 'constant' | 'linear' | 'cycle' | 'cycleOffset' | 'oscillate';

/**
 * How `linear` segments of a `quat` track blend: `slerp` (shortest-arc spherical) or `nlerp`
 * (component-wise then normalised, as MRTK does).
 */
export type QuatBlend = 'slerp' | 'nlerp';

/** An exact rational frame rate, e.g. `{ numerator: 24000, denominator: 1001 }` for 23.976 fps. */
export interface FrameRate {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * Format-specific data with no neutral home, namespaced by format id:
 * `{ maya: { … }, mrtk: { markers: [...] } }`. Values must be JSON-compatible (bigint allowed).
 */
export type Extras = Record<string, unknown>;

/** One animated value over time. See the module description for the array layout. */
export interface Track {
  /** Stable unique name within the clip: `${node}.${property}` or a path such as `Root/Bezier1/points/3/center`. */
  name: string;
  /** What is animated: a node, joint, bone or path (`joint1`, `camera`, `Root/Bezier1`). */
  node: string;
  /** Which property of it (`rotateX`, `position`, `points/3/center`). */
  property: string;
  /** The value type. */
  valueType: ValueType;
  /** Number of numeric components per value (1 for scalar/bool/int/string, 4 for quat, …). */
  components: number;
  /** The unit of the values. */
  unit: Unit;
  /** Key times in seconds, ascending. */
  times: Float64Array;
  /**
   * Key values, `times.length × components`. For `string` tracks, indices into {@link Track.strings}.
   * A `Float32Array` when an adapter hands over a format's float32 data as it is (glTF accessors):
   * the same numbers, read the same way; operations that compute new values return `Float64Array`s.
   */
  values: Float64Array | Float32Array;
  /** Per key: interpolation to the next key ({@link InterpolationCode}). */
  interpolation: Uint8Array;
  /** Per key and component `(Δtime s, Δvalue)` in-handles, or undefined when the track has no Bézier keys. */
  inHandles?: Float64Array | undefined;
  /** Per key and component `(Δtime s, Δvalue)` out-handles, or undefined when the track has no Bézier keys. */
  outHandles?: Float64Array | undefined;
  /** Behaviour before the first key. */
  preExtrapolation: Extrapolation;
  /** Behaviour after the last key. */
  postExtrapolation: Extrapolation;
  /** For `quat` tracks: how linear segments blend. Default `slerp`. */
  quatBlend?: QuatBlend | undefined;
  /** For `string` tracks: the distinct strings referenced by {@link Track.values}. */
  strings?: string[] | undefined;
  /**
   * What the track animates (translation, rotation with its order, scale, visibility, a 2D point, a
   * generic property), see {@link Channel}. Undefined means a generic property.
   */
  channel?: Channel | undefined;
  /** Format-specific data about this track. */
  extras?: Extras | undefined;
}

/** A set of tracks that play together. */
export interface Clip {
  /** Clip name ('' when the format has none). */
  name: string;
  /** Length in seconds when the format states it; otherwise undefined (use the key range). */
  duration?: number | undefined;
  /** The exact frame rate when the format states one. */
  frameRate?: FrameRate | undefined;
  /** The tracks, in the format's order. */
  tracks: Track[];
  /** Named points in time (markers, events), ascending by time; undefined or empty when there are none. */
  markers?: Marker[] | undefined;
  /**
   * The node hierarchy when the format states it: the parent node of each animated node that has one
   * (`{ joint2: 'joint1' }`). Nodes absent from it are roots.
   */
  parents?: Readonly<Record<string, string>> | undefined;
  /**
   * The coordinate space the clip's transform values are in (handedness, up and forward axes; or image
   * space), set by the format's `toClip`. Undefined when unknown: the convert pipeline then changes no basis.
   */
  space?: CoordinateSpace | undefined;
  /**
   * Why the clip has no {@link Clip.parents} although its nodes are parts of a hierarchy the file does
   * not hold (MRTK hand joints, Prime bones whose skeleton is in another file): one sentence, which a
   * target that holds a hierarchy repeats once in a `hierarchy-flattened` warning. Undefined when the
   * source states the hierarchy or has none to state.
   */
  noHierarchy?: string | undefined;
  /** Format-specific data about the clip. */
  extras: Extras;
}

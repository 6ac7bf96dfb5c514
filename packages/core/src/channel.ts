/**
 * What a track animates, independent of any format's names: the standard transform channels,
 * visibility, 2D points and generic properties. Formats fill {@link Channel} in `toClip` from what
 * their names mean (Maya `translateX`, Resonite `Position`, MRTK joint poses, Prime bones, roto
 * points) and name their own tracks from it in `fromClip`; the convert pipeline uses it to split,
 * group, rotate and convert tracks between formats.
 *
 * @module
 */
import type { RotationOrder } from './rotation.js';

/**
 * The kind of value a track animates:
 * - `translation`: position of a node relative to its parent (a length unit);
 * - `rotation`: orientation of a node, a `quat` track (x, y, z, w) or Euler angles (`deg`/`rad`) with a
 *   {@link Channel.rotationOrder};
 * - `scale`: scale factors of a node (unitless);
 * - `visibility`: whether a node is shown (bool, or a number where non-zero means visible);
 * - `point`: a 2D point or tangent of a shape (`px` in image space);
 * - `property`: anything else, identified by the track's `property` name.
 */
export type ChannelKind = 'translation' | 'rotation' | 'scale' | 'visibility' | 'point' | 'property';

/** Every {@link ChannelKind}, in a stable order. */
export const CHANNEL_KINDS: readonly ChannelKind[] = ['translation', 'rotation', 'scale', 'visibility', 'point', 'property'];

/** One component of a vector channel: a scalar track that is the `x` of a translation, … */
export type Axis = 'x' | 'y' | 'z' | 'w';

/** What a track animates. A track without a channel is a generic `property`. */
export interface Channel {
  /** The kind of value. */
  readonly kind: ChannelKind;
  /**
   * For a scalar track that is one component of a vector channel (Maya `translateX` → `x`); absent
   * when the track holds the whole vector (or quaternion).
   */
  readonly axis?: Axis | undefined;
  /**
   * For Euler-angle rotations (scalar per-axis tracks or a `vec3` of angles): the order in which the
   * axis rotations apply (see `rotation.ts`, `'xyz'` = X first, as Maya's `rotateOrder` xyz). Absent for
   * quaternion rotations.
   */
  readonly rotationOrder?: RotationOrder | undefined;
}

/** A named point in time on a clip: an MRTK marker, a Prime event, a Maya/Unity event. */
export interface Marker {
  /** Seconds from the clip's time origin. */
  readonly time: number;
  /** The marker's name or label ('' when it has none). */
  readonly name: string;
  /** Format-specific data about the marker, namespaced by format id (JSON-compatible). */
  readonly extras?: Readonly<Record<string, unknown>> | undefined;
}

/** The channel of a track: its own, or a generic `property` when it has none. */
export function channelOf(track: { readonly channel?: Channel | undefined }): Channel {
  return track.channel ?? PROPERTY;
}

const PROPERTY: Channel = Object.freeze({ kind: 'property' });

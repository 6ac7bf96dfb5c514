/**
 * The format id and the fixed bytes of the file header (spec "Overall structure",
 * https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format).
 *
 * @module
 */
import { UNITY_SPACE, type WorldSpace } from '@anim/core';

/** The format id: `@anim/core` format lists, errors, `clip.extras.mrtk`, the CLI's `--from mrtk`. */
export const FORMAT_ID = 'mrtk';

/** The magic number as MRTK writes it (little-endian Int64 `0x6a8faf6e0f9e42c6`). */
export const MAGIC = 0x6a8faf6e0f9e42c6n;

/** The magic number's 8 bytes on disk. */
export const MAGIC_BYTES: readonly number[] = [0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a];

/** Header size in bytes (magic + Int32 major + Int32 minor). */
export const HEADER_BYTES = 16;

/**
 * What a recording can hold, for the descriptor's `capabilities.holds` and conversion messages: the
 * fixed track names of `mrtkToClip` (also matched by channel and node).
 */
export const MRTK_HOLDS =
  'a camera pose (camera/position vec3 in m, camera/rotation quat), hand joint poses ' +
  'hand/<left|right>/<Joint>/position|rotation (27 TrackedHandJoint names), hand/<left|right>/tracked|pinching bools, ' +
  'gaze/origin and gaze/direction vec3s; other names fit by channel on nodes camera, gaze and hand/<left|right>[/<Joint>]';

/** MRTK records Unity transforms, in Unity's space (see README "Coordinate system"): left-handed, +Y up, +Z forward, metres. */
export const SPACE: WorldSpace = UNITY_SPACE;

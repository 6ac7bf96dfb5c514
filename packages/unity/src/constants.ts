import { UNITY_SPACE, type WorldSpace } from '@anim/core';

/** The format id used by errors and the descriptor. */
export const FORMAT_ID = 'unity';

/** Unity's class id of `AnimationClip` (`--- !u!74`). */
export const ANIMATION_CLIP_CLASS_ID = 74;

/** The root key of an AnimationClip object. */
export const ANIMATION_CLIP_KEY = 'AnimationClip';

/** Unity's space (see README "Coordinate system"): left-handed, +Y up, +Z forward, +X right, metres. */
export const SPACE: WorldSpace = UNITY_SPACE;

/**
 * The column past which Unity's YAML emitter (libyaml) folded long lines before Unity 2022 (`Walk.anim`,
 * serializedVersion 6); clips written by current Unity keep every value on one line.
 */
export const FOLDED_LINE_WIDTH = 80;

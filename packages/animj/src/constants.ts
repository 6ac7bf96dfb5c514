/**
 * The format ids of this package, written once: errors name them and the descriptors carry them.
 *
 * @module
 */
import { worldSpace, type WorldSpace } from '@anim/core';

/** Format id of AnimJ (JSON text): `ParseError.format`, `animjFormat.id`, the CLI's `--to animj`. */
export const ANIMJ_FORMAT_ID = 'animj';

/** Format id of AnimX (binary): `ParseError.format`, `animxFormat.id`, the CLI's `--to animx`. */
export const ANIMX_FORMAT_ID = 'animx';

/**
 * Resonite's space (Resonite wiki, "Slot transforms": +X right, +Y up, +Z forward, 1 unit = 1 metre), which
 * makes it left-handed like Unity's; see README "Coordinate system".
 */
export const SPACE: WorldSpace = worldSpace('left', '+y', '+z', 'm');

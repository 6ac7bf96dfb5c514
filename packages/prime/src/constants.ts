import { worldSpace, type WorldSpace } from '@anim/core';

/** The format id used in errors and by the descriptor: `prime`. */
export const FORMAT_ID = 'prime';

/**
 * The Retro engine's space: right-handed, +Z up, metres; forward taken as −Y, so that the change to a Y-up
 * space is Blender's (x, y, z) → (x, z, −y), the route Prime models take to glTF (see README "Coordinate system").
 */
export const SPACE: WorldSpace = worldSpace('right', '+z', '-y', 'm');

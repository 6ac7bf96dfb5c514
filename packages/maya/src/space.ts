/**
 * Maya's world space. Maya is right-handed and Y-up by default; a scene can be set Z-up (Preferences →
 * Settings → World Coordinate System), and the `.anim` file does not say which: the `upAxis` read
 * option tells it, and the `upAxis` write option says which scene the written curves are for.
 *
 * @module
 */
import { worldSpace, type Unit, type WorldSpace } from '@anim/core';

/** The scene's up axis: `y` (Maya's default) or `z`. */
export type MayaUpAxis = 'y' | 'z';

/** The up axes Maya offers. */
export const MAYA_UP_AXES: readonly MayaUpAxis[] = ['y', 'z'];

/**
 * Maya's space for a scene with `upAxis` up and lengths in `length` (default `cm`, Maya's default
 * linear unit): right-handed; Y-up faces +Z (the front camera looks down −Z), Z-up faces −Y (the front
 * camera looks down +Y, the Y-up world turned +90° about X).
 */
export function mayaSpace(upAxis: MayaUpAxis = 'y', length: Unit = 'cm'): WorldSpace {
  return upAxis === 'z' ? worldSpace('right', '+z', '-y', length) : worldSpace('right', '+y', '+z', length);
}

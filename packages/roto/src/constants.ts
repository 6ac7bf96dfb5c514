/**
 * Identifiers shared by the package's modules.
 *
 * @module
 */
import { IMAGE_SPACE, type ImageSpace } from '@anim/core';

/** The format id used in errors, warnings and on the command line. */
export const FORMAT_ID = 'roto';

/** Node classes whose `curves` knob holds a curve tree (spec "Roto serialisation format"). */
export const ROTO_CLASSES: ReadonlySet<string> = new Set(['Roto', 'RotoPaint', 'SplineWarp', 'SplineWarp2', 'SplineWarp3']);

/** Nuke's image space: pixels, origin at the bottom-left corner, Y up; no 3D basis (see README "Coordinate system"). */
export const SPACE: ImageSpace = IMAGE_SPACE;

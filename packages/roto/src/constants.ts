/**
 * Identifiers shared by the package's modules.
 *
 * @module
 */

/** The format id used in errors, warnings and on the command line. */
export const FORMAT_ID = 'roto';

/** Node classes whose `curves` knob holds a curve tree (spec "Roto serialisation format"). */
export const ROTO_CLASSES: ReadonlySet<string> = new Set(['Roto', 'RotoPaint', 'SplineWarp', 'SplineWarp2', 'SplineWarp3']);

/**
 * Constants of the Maya `.anim` format shared by the reader, the writer, the evaluator and the
 * converters (internal).
 *
 * @module
 */

/** The format id (`maya`): the descriptor's id and the format named in errors. */
export const FORMAT_ID = 'maya';

/** Maya's default UI time unit, used when a header omits `timeUnit` (spec "Anim File Format", https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm). */
export const DEFAULT_TIME_UNIT = 'film';
/** Maya's default linear unit, used when a header omits `linearUnit`. */
export const DEFAULT_LINEAR_UNIT = 'cm';
/** Maya's default angular unit, used when a header omits `angularUnit`. */
export const DEFAULT_ANGULAR_UNIT = 'deg';

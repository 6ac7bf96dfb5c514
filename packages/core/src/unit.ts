/**
 * The unit type of track values, apart from the model so that the coordinate spaces (`space.ts`)
 * can name length units without importing the model that holds a space.
 *
 * @module
 */

/**
 * The unit of a track's values. Never inferred: adapters set it from what the format says.
 * Lengths `mm`…`mi`, angles `deg`/`rad`, pixels `px`, `s` for times stored as values, `none` for
 * unitless values (scale, weights, booleans, quaternions).
 */
export type Unit =
  | 'none'
  | 'mm'
  | 'cm'
  | 'm'
  | 'km'
  | 'in'
  | 'ft'
  | 'yd'
  | 'mi'
  | 'deg'
  | 'rad'
  | 'px'
  | 's';

/**
 * The one vocabulary of warning codes used by every `@anim/*` package: conversion losses
 * ({@link ConversionWarning}), read-time leniencies and validation findings. A package never invents
 * a code of its own: it picks the code that says what happened and puts the format-specific detail in
 * the message.
 *
 * @module
 */

/**
 * Every warning code, with what it means. Keys are the codes (`kebab-case`, no format prefix: the
 * warning is reported by the package or command that raised it).
 */
export const WARNING_CODES = Object.freeze({
  // Conversion losses: a conversion carried less, or other, than the source held.
  'track-dropped': 'a track the target cannot hold was left out',
  'metadata-dropped': 'clip or file data outside the tracks (markers, views, version fields, flags) was left out',
  'expression-dropped': 'an expression-driven value was carried as its stored keys or left out',
  'value-type-changed': 'values were carried as another type (bool as number, vector as scalars, …)',
  'precision-lost': 'values or times were rounded to the target’s number type or quantisation',
  'resampled': 'keys were replaced by samples (at a fixed interval, or at the union of several tracks’ key times)',
  'interpolation-changed': 'an interpolation the target lacks was replaced by the nearest it has',
  'tangent-approximated': 'tangents were carried approximately (other tangent type, weights, handle times)',
  'extrapolation-changed': 'pre/post infinity (extrapolation, wrap mode) was replaced by what the target has',
  'unit-changed': 'values were converted to, or read in, other units than the source stated',
  'unit-assumed': 'the source states no unit; one was assumed',
  'frame-rate-assumed': 'the source states no frame rate; one was assumed',
  'time-adjusted': 'key times were moved (rounded, clamped or kept apart) to fit the target',
  'hierarchy-flattened': 'nodes were written without their parents: the target holds no node hierarchy, or the source states none (joints or bones without their skeleton)',
  'name-changed': 'a track, node or attribute was renamed to fit the target (duplicates, illegal characters)',
  'axes-changed': 'transform values were moved, exactly, into the target’s coordinate space (handedness, up axis): axes renamed, signs flipped, rotation orders changed',
  // Reading: input a reader accepts although it is not in the format's canonical form.
  'unknown-keyword': 'a keyword or field the reader does not know was kept as it is',
  'nonstandard-spelling': 'a value is spelled other than the format’s writer spells it (case, array form, order)',
  'duplicate-field': 'a field appears more than once; the last one counts',
  'text-encoding': 'the text has a byte-order mark, a lone surrogate or another encoding oddity',
  'trailing-data': 'bytes follow the end of the data the format defines; they are kept',
  // Validation: findings about a document's content.
  'unknown-value-type': 'a value type the format does not define',
  'missing-field': 'a field the format expects is absent (an interval, a tangent, …)',
  'length-mismatch': 'parallel arrays (times, values, tangents, …) disagree in length',
  'invalid-value': 'a value outside the range the format allows',
  'non-finite-value': 'a NaN or infinite value or time',
  'times-not-increasing': 'key times are not in increasing order',
  'empty-track': 'a track has no keyframes',
  'quaternion-not-unit': 'a rotation quaternion is not of unit length',
  'unsupported-by-format': 'a construct the format’s own tools do not accept (a track type, a value type)',
});

/** A warning code: one of the keys of {@link WARNING_CODES}. */
export type WarningCode = keyof typeof WARNING_CODES;

/** True when `code` is one of the codes of {@link WARNING_CODES}. */
export function isWarningCode(code: string): code is WarningCode {
  return Object.prototype.hasOwnProperty.call(WARNING_CODES, code);
}

/**
 * Maya's linear and angular unit words (`linearUnit`, `angularUnit`, `outputUnit`, `tangentAngleUnit`;
 * spec "Anim File Format" units, https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm): the short and long spellings Maya's `MDistance`/`MAngle` accept, and
 * what each one is in core's units. Time unit words are core's (`findTimeUnitRate`).
 *
 * @module
 */

import { unitScale, type Unit } from '@anim/core';

/** Linear unit words → core length unit. */
const LINEAR_WORDS: Readonly<Record<string, Unit>> = {
  mm: 'mm',
  millimeter: 'mm',
  cm: 'cm',
  centimeter: 'cm',
  m: 'm',
  meter: 'm',
  km: 'km',
  kilometer: 'km',
  in: 'in',
  inch: 'in',
  ft: 'ft',
  foot: 'ft',
  yd: 'yd',
  yard: 'yd',
  mi: 'mi',
  mile: 'mi',
};

/** Radians per unit of the angular unit words; arc minutes and seconds have no core unit. */
const ANGULAR_WORDS: Readonly<Record<string, { readonly unit: Unit | undefined; readonly radians: number }>> = {
  rad: { unit: 'rad', radians: 1 },
  radian: { unit: 'rad', radians: 1 },
  deg: { unit: 'deg', radians: Math.PI / 180 },
  degree: { unit: 'deg', radians: Math.PI / 180 },
  min: { unit: undefined, radians: Math.PI / 10800 },
  minute: { unit: undefined, radians: Math.PI / 10800 },
  sec: { unit: undefined, radians: Math.PI / 648000 },
  second: { unit: undefined, radians: Math.PI / 648000 },
};

/** Centimetres (Maya's internal length unit) per unit of a linear unit word (`mm`…`mi`, long names too), or undefined. */
export function linearUnitScale(word: string): number | undefined {
  const unit = Object.hasOwn(LINEAR_WORDS, word) ? LINEAR_WORDS[word] : undefined;
  return unit === undefined ? undefined : unitScale(unit, 'cm');
}

/** Radians (Maya's internal angle unit) per unit of an angular unit word (`rad`, `deg`, `min`, `sec`, long names too), or undefined. */
export function angularUnitScale(word: string): number | undefined {
  return Object.hasOwn(ANGULAR_WORDS, word) ? ANGULAR_WORDS[word]!.radians : undefined;
}

/** The core {@link Unit} of a linear or angular unit word, or undefined (arc minutes and seconds have none). */
export function coreUnitOf(word: string): Unit | undefined {
  if (Object.hasOwn(LINEAR_WORDS, word)) return LINEAR_WORDS[word];
  return Object.hasOwn(ANGULAR_WORDS, word) ? ANGULAR_WORDS[word]!.unit : undefined;
}

/** The linear unit words in Maya's short spelling, as core units (what {@link coreUnitOf} gives for lengths). */
export const LINEAR_UNITS: ReadonlySet<string> = new Set(Object.values(LINEAR_WORDS));

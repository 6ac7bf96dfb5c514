/**
 * Maya's unit words: time units (frames per second as exact rationals), linear units (to centimetres)
 * and angular units (to radians). Research notes §3.1 "Units".
 *
 * @module
 */

import { TIME_UNITS, type FrameRate, type Unit } from '@anim/core';

/** Maya's default UI units, used when a header omits them. */
export const DEFAULT_TIME_UNIT = 'film';
/** Default linear unit. */
export const DEFAULT_LINEAR_UNIT = 'cm';
/** Default angular unit. */
export const DEFAULT_ANGULAR_UNIT = 'deg';

/**
 * The frame rate of a time unit word: the 11 classic names (`game` 15, `film` 24, `pal` 25, `ntsc` 30,
 * `show` 48, `palf` 50, `ntscf` 60, `hour`, `min`, `sec`, `millisec`) and any `<N>fps` of newer Maya, with
 * the NTSC family exact (`23.976fps` = 24000/1001, `29.97fps` and `29.97df` = 30000/1001, `47.952fps`,
 * `59.94fps`, …: a decimal `<N>fps` is read as round(N)·1000/1001 when it is that rate rounded).
 * Returns undefined for a word that is not a time unit.
 */
export function timeUnitRate(word: string): FrameRate | undefined {
  const classic = Object.hasOwn(TIME_UNITS, word) ? TIME_UNITS[word] : undefined;
  if (classic !== undefined) return classic;
  const m = /^(\d+(?:\.\d+)?)(fps|df)$/.exec(word);
  if (m === null) return undefined;
  const text = m[1]!;
  if (!text.includes('.')) {
    const n = Number(text);
    return n > 0 && m[2] === 'fps' ? { numerator: n, denominator: 1 } : undefined;
  }
  // NTSC-family names are the exact N·1000/1001 rate written with 2 or 3 decimals (23.976, 29.97, 59.94…).
  const rounded = Math.round(Number(text));
  const exact = (rounded * 1000) / 1001;
  const decimals = text.length - text.indexOf('.') - 1;
  if (rounded > 0 && Math.abs(exact - Number(text)) < 0.6 * 10 ** -decimals) {
    return { numerator: rounded * 1000, denominator: 1001 };
  }
  return undefined;
}

/** Frames per second of a rate, as a double. */
export function framesPerSecond(rate: FrameRate): number {
  return rate.numerator / rate.denominator;
}

/** The time unit word for a frame rate, when Maya has one (classic names first, then `<N>fps`, `29.97fps`…). */
export function timeUnitForRate(rate: FrameRate): string | undefined {
  for (const [word, r] of Object.entries(TIME_UNITS)) {
    if (r.numerator * rate.denominator === r.denominator * rate.numerator) return word;
  }
  if (rate.denominator === 1 && Number.isInteger(rate.numerator) && rate.numerator > 0) return `${rate.numerator}fps`;
  if (rate.denominator === 1001 && rate.numerator % 1000 === 0) {
    const n = rate.numerator / 1000;
    const text = (Math.round(((n * 1000) / 1001) * 1000) / 1000).toString();
    return `${text}fps`;
  }
  return undefined;
}

const LINEAR_TO_CM: Readonly<Record<string, number>> = {
  mm: 0.1,
  millimeter: 0.1,
  cm: 1,
  centimeter: 1,
  m: 100,
  meter: 100,
  km: 100000,
  kilometer: 100000,
  in: 2.54,
  inch: 2.54,
  ft: 30.48,
  foot: 30.48,
  yd: 91.44,
  yard: 91.44,
  mi: 160934.4,
  mile: 160934.4,
};

const ANGULAR_TO_RAD: Readonly<Record<string, number>> = {
  rad: 1,
  radian: 1,
  deg: Math.PI / 180,
  degree: Math.PI / 180,
  min: Math.PI / 10800,
  minute: Math.PI / 10800,
  sec: Math.PI / 648000,
  second: Math.PI / 648000,
};

/** Centimetres per unit of a linear unit word (`mm`…`mi`, long names too), or undefined. */
export function linearUnitScale(word: string): number | undefined {
  return LINEAR_TO_CM[word];
}

/** Radians per unit of an angular unit word (`rad`, `deg`, `min`, `sec`, long names too), or undefined. */
export function angularUnitScale(word: string): number | undefined {
  return ANGULAR_TO_RAD[word];
}

const CORE_UNITS: Readonly<Record<string, Unit>> = {
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
  rad: 'rad',
  radian: 'rad',
  deg: 'deg',
  degree: 'deg',
};

/** The core {@link Unit} of a linear or angular unit word, or undefined (arc minutes/seconds have none). */
export function coreUnit(word: string): Unit | undefined {
  return CORE_UNITS[word];
}

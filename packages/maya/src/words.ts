/**
 * Recognising the fixed vocabularies of `.anim` without allocating: tangent types, infinity types,
 * input/output types.
 *
 * @module
 */

import { MAYA_TANGENT_TYPES, type MayaAnimData, type MayaHeader, type MayaInfinity, type MayaInputType, type MayaOutputType } from './types.js';

/** Hash of a tangent word from its first two letters and its length; distinct for all 15 words. */
function tangentHash(c0: number, c1: number, length: number): number {
  return (c0 + c1 * 7 + length * 11) & 31;
}

/** Tangent code + 1 by {@link tangentHash} (0: no word). */
const BY_HASH = new Uint8Array(32);
MAYA_TANGENT_TYPES.forEach((word, code) => {
  const h = tangentHash(word.charCodeAt(0), word.charCodeAt(1), word.length);
  if (BY_HASH[h] !== 0) throw new Error(`maya: tangent hash collision for '${word}'`);
  BY_HASH[h] = code + 1;
});

/**
 * The tangent type spelled by `text[start, end)` as its index in {@link MAYA_TANGENT_TYPES}, or -1.
 * Allocation-free (the reader's hot path): a hash of the first two letters and the length picks the one
 * candidate word, whose letters are then compared.
 */
export function tangentCodeAt(text: string, start: number, end: number): number {
  const length = end - start;
  const code = BY_HASH[tangentHash(text.charCodeAt(start), text.charCodeAt(start + 1), length)]! - 1;
  if (code < 0) return -1;
  const word = MAYA_TANGENT_TYPES[code]!;
  if (word.length !== length) return -1;
  for (let k = 0; k < length; k++) if (text.charCodeAt(start + k) !== word.charCodeAt(k)) return -1;
  return code;
}

/** The infinity word, or undefined. */
export function infinityWord(word: string): MayaInfinity | undefined {
  switch (word) {
    case 'constant':
    case 'linear':
    case 'cycle':
    case 'cycleRelative':
    case 'oscillate':
      return word;
    default:
      return undefined;
  }
}

/** The input type word, or undefined. */
export function inputWord(word: string): MayaInputType | undefined {
  return word === 'time' || word === 'unitless' ? word : undefined;
}

/** The output type word, or undefined. */
export function outputWord(word: string): MayaOutputType | undefined {
  switch (word) {
    case 'time':
    case 'linear':
    case 'angular':
    case 'unitless':
      return word;
    default:
      return undefined;
  }
}

/** The header keywords this package interprets, in the order Maya writes them. */
export const HEADER_KEYWORDS = [
  'animVersion',
  'mayaVersion',
  'timeUnit',
  'linearUnit',
  'angularUnit',
  'startTime',
  'endTime',
  'startUnitless',
  'endUnitless',
] as const satisfies readonly Exclude<keyof MayaHeader, 'unknown'>[];

/** The `animData` keywords this package interprets, in the order Maya writes them. */
export const ANIMDATA_KEYWORDS = [
  'input',
  'output',
  'weighted',
  'inputUnit',
  'outputUnit',
  'tangentAngleUnit',
  'preInfinity',
  'postInfinity',
] as const satisfies readonly Exclude<keyof MayaAnimData, 'unknown' | 'keys' | 'layout'>[];

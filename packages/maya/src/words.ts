/**
 * Recognising the fixed vocabularies of `.anim` without allocating: tangent types, infinity types,
 * input/output types.
 *
 * @module
 */

import type { MayaInfinity, MayaInputType, MayaOutputType, MayaTangentType } from './types.js';

/** The tangent type word spelled by `text[start, end)`, or undefined. Allocation-free (hot path). */
export function tangentTypeAt(text: string, start: number, end: number): MayaTangentType | undefined {
  for (const word of BY_LENGTH[end - start] ?? NONE) {
    if (text.startsWith(word, start)) return word;
  }
  return undefined;
}

const NONE: readonly MayaTangentType[] = [];
/** Tangent words grouped by length, most frequent first. */
const BY_LENGTH: readonly (readonly MayaTangentType[] | undefined)[] = [
  undefined,
  undefined,
  undefined,
  undefined,
  ['auto', 'flat', 'step', 'slow', 'fast'],
  ['fixed'],
  ['linear', 'spline', 'global'],
  ['clamped', 'plateau', 'automix'],
  ['stepnext', 'autoease'],
  undefined,
  ['autocustom'],
];

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

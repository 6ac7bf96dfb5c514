/**
 * What writing a document in another version loses, for the descriptor's `lossOnWrite` (reported by the
 * convert pipeline when `--prime-version` converts a file document to document): version 0 → 2 quantises
 * the values (https://wiki.axiodl.com/w/index.php?title=ANIM_(Metroid_Prime)); version 2 → 0 stores every frame as the game interpolates it, which loses nothing.
 *
 * @module
 */
import type { ConversionWarning } from '@anim/core';
import { worstQuantisation } from './quantisation.js';
import type { PrimeDocument, WritePrimeOptions } from './types.js';
import { compressV0 } from './write.js';

/**
 * One `precision-lost` warning when `writePrime(doc, options)` compresses a v0 document and the
 * quantisation moves a value by more than 1e-6 (the same threshold as `primeFromClip`), naming the
 * largest change; otherwise none.
 */
export function primeLossOnWrite(doc: PrimeDocument, options: WritePrimeOptions = {}): ConversionWarning[] {
  if (doc.version !== 0 || (options.version ?? doc.version) !== 2) return [];
  const worst = worstQuantisation(compressV0(doc), doc.channels);
  if (worst <= 1e-6) return [];
  return [{ code: 'precision-lost', message: `version 2 quantisation moves values by up to ${worst.toPrecision(3)}` }];
}

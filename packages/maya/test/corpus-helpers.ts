/** Reference-corpus helpers: imported only by `*.corpus.test.ts` files (the corpus suite). */
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { text } from './helpers.js';

/** Every `.anim` file of the corpus (hidden files of the same kind are picked up too). */
export const animFiles: string[] = corpusFiles('maya', /\.anim$/);

/** Every `.eval.json` reference file of the corpus. */
export const evalFiles: string[] = corpusFiles('maya', /\.eval\.json$/);

export function bytesOf(name: string): Uint8Array {
  return corpusBytes('maya', name);
}

/** Files the default (strict) reader rejects on purpose: IONET's thousands separators. */
export function needsThousands(name: string): boolean {
  return /,\d{3}/.test(text(bytesOf(name)).replace(/\/\/.*|#.*/g, ''));
}

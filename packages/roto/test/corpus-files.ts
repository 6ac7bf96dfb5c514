import { corpusFiles } from '@anim/test-utils';

/** How many reference scripts and gizmos the roto corpus holds (its `MANIFEST.tsv` lists 21). */
export const REFERENCE_FILE_COUNT = 21;

/**
 * The roto reference files (`.nk`, `.gizmo`), sorted; only `*.corpus.test.ts` files may call this.
 * @throws Error when the corpus holds another number of them than {@link REFERENCE_FILE_COUNT}: a loop
 *   over the corpus never passes over fewer files than it was written for.
 */
export function referenceFiles(): string[] {
  const files = corpusFiles('roto', /\.(nk|gizmo)$/);
  if (files.length !== REFERENCE_FILE_COUNT) {
    throw new Error(`roto corpus: expected ${String(REFERENCE_FILE_COUNT)} .nk/.gizmo files, found ${String(files.length)}: ${files.join(', ')}`);
  }
  return files;
}

import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The reference-corpus suite (`pnpm test:corpus`): every `test/**\/*.corpus.test.ts`, run against the
 * third-party reference files in `../shared/corpus` beside the repository, or in the folder named by
 * `ANIM_CORPUS`. This is the only place that knows where the corpus lives; tests reach it through
 * `corpusDir()` from `@anim/test-utils`.
 */
const corpus = resolve(process.env.ANIM_CORPUS ?? fileURLToPath(new URL('../shared/corpus', import.meta.url)));
if (!existsSync(corpus) || !statSync(corpus).isDirectory()) {
  throw new Error(
    `pnpm test:corpus: the reference corpus is not at ${corpus}.\n` +
      'Put the reference files in ../shared/corpus beside this repository, or name their folder with ANIM_CORPUS=/path/to/corpus.\n' +
      '(`pnpm test` needs no corpus.)',
  );
}
process.env.ANIM_TEST_SUITE = 'corpus';
process.env.ANIM_CORPUS_DIR = corpus;
/** The fuzz reproductions (issue 31/34): `../shared/fuzz` beside the repository, or `ANIM_FUZZ`. */
const fuzz = resolve(process.env.ANIM_FUZZ ?? fileURLToPath(new URL('../shared/fuzz', import.meta.url)));
if (!existsSync(fuzz) || !statSync(fuzz).isDirectory()) {
  throw new Error(`pnpm test:corpus: the fuzz reproductions are not at ${fuzz}.\nPut them in ../shared/fuzz beside this repository, or name their folder with ANIM_FUZZ=/path/to/fuzz.`);
}
process.env.ANIM_FUZZ_DIR = fuzz;

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});

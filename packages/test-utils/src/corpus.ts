import { readdirSync, readFileSync } from 'node:fs';

/**
 * Absolute path (with a trailing `/`) of the reference corpus folder of `format`. The folder is set by
 * the corpus suite's configuration (`vitest.corpus.config.ts`, `pnpm test:corpus`); only
 * `*.corpus.test.ts` files may call this.
 * @throws Error when called outside the corpus suite.
 */
export function corpusDir(format: string): string {
  const root = process.env.ANIM_CORPUS_DIR;
  if (root === undefined || root === '') {
    throw new Error(
      `corpusDir('${format}'): the reference corpus is only read by the corpus suite (pnpm test:corpus, files named *.corpus.test.ts)`,
    );
  }
  return `${root.replace(/\/+$/, '')}/${format}/`;
}

/** Reads one corpus file as bytes (`path` relative to the format's corpus folder). */
export function corpusBytes(format: string, path: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusDir(format) + path));
}

/**
 * Lists corpus files of a format (relative paths) whose names match `pattern`, sorted.
 * @throws Error when the folder lists no such file: a corpus loop never passes over nothing.
 */
export function corpusFiles(format: string, pattern: RegExp, sub = ''): string[] {
  const files = readdirSync(corpusDir(format) + sub, { recursive: true, encoding: 'utf8' })
    .map((f) => (sub === '' ? f : `${sub}/${f}`))
    .filter((f) => pattern.test(f))
    .sort();
  if (files.length === 0) throw new Error(`corpus ${format}/${sub}: no file matches ${String(pattern)}`);
  return files;
}

/**
 * Absolute path (with a trailing `/`) of the fuzz reproductions folder (`../shared/fuzz` beside the
 * repository, or the folder named by `ANIM_FUZZ`), set by the corpus suite like {@link corpusDir}.
 * @throws Error when called outside the corpus suite.
 */
export function fuzzDir(): string {
  const root = process.env.ANIM_FUZZ_DIR;
  if (root === undefined || root === '') {
    throw new Error('fuzzDir(): the fuzz reproductions are only read by the corpus suite (pnpm test:corpus, files named *.corpus.test.ts)');
  }
  return `${root.replace(/\/+$/, '')}/`;
}

/**
 * Lists the fuzz reproductions (paths relative to {@link fuzzDir}, `<format>/<name>`), sorted: every
 * file but the `.txt` notes and the README.
 * @throws Error when the folder holds none.
 */
export function fuzzFiles(): string[] {
  const files = readdirSync(fuzzDir(), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('/') && !f.endsWith('.txt') && !f.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`fuzz folder ${fuzzDir()}: no reproduction`);
  return files;
}

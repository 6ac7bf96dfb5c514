import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo root: the nearest folder above `from` holding `pnpm-workspace.yaml`. */
export function repoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
    dir = up;
  }
}

/** The docs app folder (`apps/docs`). */
export function docsRoot(from: string = process.cwd()): string {
  return join(repoRoot(from), 'apps', 'docs');
}

/**
 * The reference corpus (`shared/corpus`, beside the repository), or `undefined` when it is absent.
 * `ANIM_CORPUS_DIR` overrides the location.
 */
export function corpusRoot(from: string = process.cwd()): string | undefined {
  const dir = process.env.ANIM_CORPUS_DIR ?? join(repoRoot(from), '..', 'shared', 'corpus');
  return existsSync(dir) ? dir : undefined;
}

/** Where build-time generated data (report, CLI help) is written: `apps/docs/.vitepress/cache/anim`. */
export function generatedDir(from: string = process.cwd()): string {
  return join(docsRoot(from), '.vitepress', 'cache', 'anim');
}

import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FormatEntry } from '../formats.js';

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
 * The files the site's build-time tables (round trips, losses) are measured on:
 * - `corpus`: the third-party reference corpus, one folder per format ({@link FormatEntry.corpus});
 * - `examples`: the repository's `examples/`, one folder per format id.
 */
export interface ReferenceSet {
  readonly kind: 'corpus' | 'examples';
  /** The set's folder (absolute). */
  readonly root: string;
}

/** The repository's own example files (`examples/` at the repository root). */
export function examplesSet(from: string = process.cwd()): ReferenceSet {
  return { kind: 'examples', root: join(repoRoot(from), 'examples') };
}

/**
 * The set the site is built on: the reference corpus when the `ANIM_CORPUS` environment variable names
 * its folder, the repository's examples otherwise.
 * @throws Error when `ANIM_CORPUS` names a folder that does not exist (no silent fallback).
 */
export function referenceSet(from: string = process.cwd()): ReferenceSet {
  const named = process.env.ANIM_CORPUS;
  if (named === undefined || named === '') return examplesSet(from);
  const root = resolve(named);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`ANIM_CORPUS=${named}: no such folder`);
  return { kind: 'corpus', root };
}

/** The folder (absolute) holding a format's files in a set: its corpus folder, or `examples/<format id>`. */
export function formatFolder(set: ReferenceSet, entry: FormatEntry): string {
  return join(set.root, set.kind === 'corpus' ? entry.corpus : entry.format.id);
}

/** Where build-time generated data (report, CLI help) is written: `apps/docs/.vitepress/cache/anim`. */
export function generatedDir(from: string = process.cwd()): string {
  return join(docsRoot(from), '.vitepress', 'cache', 'anim');
}

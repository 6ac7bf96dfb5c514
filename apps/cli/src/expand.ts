import { stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { AnyFormatDescriptor } from '@anim/core';
import { escapePath, glob, isDynamicPattern } from 'tinyglobby';
import { STDIO } from './io.js';

/** One input file found from the command line. */
export interface FoundInput {
  /** The name to show: the argument itself for a file, the path relative to the working directory otherwise. */
  readonly name: string;
  /** Absolute path, or `-` for standard input. */
  readonly path: string;
  /** Path relative to the argument's base (a directory, or the static part of a glob), used under `--out-dir`. */
  readonly relative: string;
  /** Named on the command line itself (not found by a glob or a directory walk). */
  readonly explicit: boolean;
}

/** The result of {@link expandInputs}: the files, and the arguments that matched nothing. */
export interface Expansion {
  readonly files: FoundInput[];
  readonly unmatched: string[];
}

/**
 * Expands command-line inputs: `-` (standard input), files, directories (searched recursively for
 * files with an extension of a listed format, or every file when no format is listed) and glob
 * patterns (tinyglobby: `**`, `*`, `?`, `{a,b}`, `[ab]`). Results are sorted per argument and
 * duplicates removed.
 */
export async function expandInputs(
  specs: readonly string[],
  cwd: string,
  formats: readonly AnyFormatDescriptor[],
): Promise<Expansion> {
  const files: FoundInput[] = [];
  const unmatched: string[] = [];
  const seen = new Set<string>();
  const add = (found: FoundInput): void => {
    if (found.path !== STDIO && seen.has(found.path)) return;
    seen.add(found.path);
    files.push(found);
  };
  const extensions = [...new Set(formats.flatMap((f) => f.extensions))];
  for (const spec of specs) {
    if (spec === STDIO) {
      add({ name: '<stdin>', path: STDIO, relative: 'stdin', explicit: true });
      continue;
    }
    const path = resolve(cwd, spec);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() === true) {
      add({ name: spec, path, relative: baseName(spec), explicit: true });
      continue;
    }
    let base: string;
    let pattern: string;
    if (info?.isDirectory() === true) {
      base = path;
      const extGlob = extensions.length === 0 ? '*' : `*.{${extensions.join(',')}}`;
      pattern = `${escapePath(toPosix(path))}/**/${extGlob}`;
    } else if (isDynamicPattern(spec)) {
      base = resolve(cwd, staticBase(spec));
      pattern = isAbsolute(spec) ? toPosix(spec) : spec;
    } else {
      unmatched.push(spec);
      continue;
    }
    const matches = await glob(pattern, {
      cwd,
      absolute: true,
      onlyFiles: true,
      expandDirectories: false,
      caseSensitiveMatch: info?.isDirectory() !== true,
    });
    if (matches.length === 0) unmatched.push(spec);
    for (const match of matches.sort()) {
      const abs = resolve(match);
      add({ name: relative(cwd, abs) || abs, path: abs, relative: relative(base, abs), explicit: false });
    }
  }
  return { files, unmatched };
}

function staticBase(pattern: string): string {
  const parts = toPosix(pattern).split('/');
  const kept: string[] = [];
  for (const part of parts) {
    if (isDynamicPattern(part)) break;
    kept.push(part);
  }
  if (kept.length === parts.length) kept.pop();
  const joined = kept.join('/');
  return joined === '' ? (pattern.startsWith('/') ? '/' : '.') : joined;
}

function baseName(spec: string): string {
  const posix = toPosix(spec);
  return posix.slice(posix.lastIndexOf('/') + 1);
}

function toPosix(path: string): string {
  return path.split('\\').join('/');
}

/** Joins an output directory and a relative input path, replacing the extension. */
export function outputPathFor(outDir: string, relativePath: string, extension: string): string {
  const dot = relativePath.lastIndexOf('.');
  const slash = relativePath.lastIndexOf('/');
  const stem = dot > slash + 1 ? relativePath.slice(0, dot) : relativePath;
  return join(outDir, `${stem}.${extension}`);
}

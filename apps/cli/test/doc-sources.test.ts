/**
 * Every doc comment's source is something a reader can open (issue #29): a public URL, a reference
 * implementation's file and commit, or a spec section in the repository's docs. The project's research
 * notes, specs and corpus live outside the repository (`../shared/`), so a source comment may not cite
 * them: no "research note §…", no "notes §…", no spec file by its name there, no corpus PROVENANCE.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Citations of documents outside the repository. */
const UNREACHABLE =
  /research(?:\s|\*)+notes?|\bnotes(?:\s|\*)+§|\.\.\/shared\/|shared\/(?:specs|notes|corpus)\/|PROVENANCE|(?:maya-anim|nuke-roto|mrtk-input-animation|metroid-prime-anim|resonite-animj)\.txt/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.(?:ts|vue)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The library and app sources (test-utils locates the corpus folder on purpose and is left out). */
const roots = [
  ...readdirSync(join(root, 'packages'))
    .filter((p) => p !== 'test-utils')
    .map((p) => join(root, 'packages', p, 'src')),
  join(root, 'apps', 'cli', 'src'),
  join(root, 'apps', 'docs', '.vitepress'),
];

describe('doc comment sources', () => {
  const files = roots.flatMap((dir) => {
    try {
      return sourceFiles(dir);
    } catch {
      return [];
    }
  });

  it('reads the sources (sanity)', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('cite nothing outside the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(UNREACHABLE)) {
        found.push(`${relative(root, file)}:${String(text.slice(0, m.index).split('\n').length)} ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * Issues 31 and 34: every fuzz reproduction in `../shared/fuzz` (the folder named by `fuzzDir()`),
 * converted by core's `convert` to every format of the CLI, ends with a result or an `AnimError`
 * within 1 s of CPU per conversion (plus 1 s per MB of input, for the one 3.9 MB file) and 256 MB:
 * each file runs in a child process with the built packages under `--max-old-space-size=256`, and
 * the growth of its peak resident memory (typed arrays live outside the heap) is bounded too.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fuzzDir, fuzzFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formats } from '../src/formats.js';

const CHILD = fileURLToPath(new URL('./fuzz-child.mjs', import.meta.url));
const HEAP_MB = 256;

interface Line {
  to?: string;
  outcome?: 'ok' | 'typed' | 'untyped';
  cpuMs?: number;
  message?: string;
  done?: boolean;
  rssGrowthMb?: number;
}

describe('fuzz reproductions: every conversion ends typed, fast and small', () => {
  const files = fuzzFiles();
  it('finds the 33 reproductions of ../shared/fuzz', () => {
    expect(files).toHaveLength(33);
  });

  it.each(files)('%s', { timeout: 120_000 }, (file) => {
    const path = fuzzDir() + file;
    const run = spawnSync(process.execPath, [`--max-old-space-size=${String(HEAP_MB)}`, CHILD, path], { encoding: 'utf8', timeout: 100_000 });
    expect({ status: run.status, signal: run.signal, stderr: run.stderr }).toEqual({ status: 0, signal: null, stderr: '' });
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Line);
    const done = lines.pop();
    expect(done?.done).toBe(true);
    expect(done!.rssGrowthMb!).toBeLessThan(HEAP_MB);
    expect(lines.map((l) => l.to)).toEqual(formats.map((f) => f.id));
    const budgetMs = 1000 + 1000 * (statSync(path).size / 1e6);
    for (const line of lines) {
      expect({ to: line.to, outcome: line.outcome === 'untyped' ? `untyped ${line.message ?? ''}` : 'typed or ok' }).toEqual({ to: line.to, outcome: 'typed or ok' });
      expect({ to: line.to, slow: line.cpuMs! > budgetMs ? line.cpuMs : 'no' }).toEqual({ to: line.to, slow: 'no' });
    }
  });
});

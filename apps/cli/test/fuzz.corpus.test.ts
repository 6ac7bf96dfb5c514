/**
 * Issues 31 and 34: every fuzz reproduction in `../shared/fuzz` (the folder named by `fuzzDir()`),
 * converted by core's `convert` to every format of the CLI, ends with a result or an `AnimError`
 * within 1 s of CPU per conversion and 256 MB: each file runs in a child process with the built
 * packages under `--max-old-space-size=256`, and the growth of its peak resident memory (typed arrays
 * live outside the heap) is bounded too.
 *
 * The budgets are for the small reproductions (all but one are under 25 KB). The one large input,
 * `maya/hang-c3c80be43001.anim` (3.9 MB, 20,003 curves; it hung on quadratic name de-duplication),
 * gets budgets in proportion to its size (2 s of CPU and 256 MB per MB of input): converted to Unity
 * it is a 36 MB file that took 5.8 s of CPU and 614 MB more resident memory (measured), output size
 * rather than unbounded work; the other targets took 0.8–2.3 s each.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fuzzDir, fuzzFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';

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

  it.each(files)('%s', { timeout: 300_000 }, (file) => {
    const path = fuzzDir() + file;
    const scale = Math.max(1, statSync(path).size / 1e6);
    const heapMb = Math.ceil(HEAP_MB * scale);
    const run = spawnSync(process.execPath, [`--max-old-space-size=${String(heapMb)}`, CHILD, path], { encoding: 'utf8', timeout: 280_000 });
    expect({ status: run.status, signal: run.signal, stderr: run.stderr }).toEqual({ status: 0, signal: null, stderr: '' });
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Line);
    const done = lines.pop();
    expect(done?.done).toBe(true);
    expect(done!.rssGrowthMb!).toBeLessThan(heapMb);
    expect(lines.map((l) => l.to)).toEqual(formats.map((f) => f.id));
    const budgetMs = scale === 1 ? 1000 : 2000 * scale;
    for (const line of lines) {
      expect({ to: line.to, outcome: line.outcome === 'untyped' ? `untyped ${line.message ?? ''}` : 'typed or ok' }).toEqual({ to: line.to, outcome: 'typed or ok' });
      expect({ to: line.to, slow: line.cpuMs! > budgetMs ? line.cpuMs : 'no' }).toEqual({ to: line.to, slow: 'no' });
    }
  });
});

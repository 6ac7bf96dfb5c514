/* global URL, process, console */
// Batch conversion with worker threads: `anim convert <dir> --to animj --out-dir <out> --jobs N` on
// FILES copies of the Maya example (default 200), wall time of the whole invocation, median of RUNS
// runs (default 3) per --jobs value (JOBS, default 1,2), in one run so that the ratio jobs=N / jobs=1
// is measured under the same load. Run with `pnpm bench` in apps/cli after a build. ANIM_BASELINE=<another
// bin/anim.js> adds the same cases for that build, interleaved with these.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.ANIM_BIN ?? fileURLToPath(new URL('../bin/anim.js', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../../../examples/maya/ha_seed_joint_chain.anim', import.meta.url));
const FILES = Number(process.env.FILES ?? 200);
const RUNS = Number(process.env.RUNS ?? 3);
const JOBS = (process.env.JOBS ?? '1,2').split(',').map(Number);
const BINS = [['', BIN], ...(process.env.ANIM_BASELINE === undefined ? [] : [['baseline ', process.env.ANIM_BASELINE]])];

const dir = mkdtempSync(join(tmpdir(), 'anim-batch-bench-'));
try {
  const input = join(dir, 'in');
  mkdirSync(input);
  for (let i = 0; i < FILES; i++) copyFileSync(EXAMPLE, join(input, `f${String(i).padStart(4, '0')}.anim`));
  const out = join(dir, 'out');
  const times = new Map(BINS.flatMap(([label]) => JOBS.map((jobs) => [`${label}${jobs}`, []])));
  // interleaved (1, 2, 1, 2, …) so that a change of machine load hits every --jobs value alike
  for (let run = 0; run < RUNS; run++) {
    for (const [label, bin] of BINS) {
      for (const jobs of JOBS) {
        rmSync(out, { recursive: true, force: true });
        const start = process.hrtime.bigint();
        const args = [bin, 'convert', input, '--to', 'animj', '--out-dir', out, '--jobs', String(jobs), '--quiet'];
        const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
        times.get(`${label}${jobs}`).push(Number(process.hrtime.bigint() - start) / 1e6);
        if (r.status !== 0 || !r.stdout.includes(`converted ${FILES},`)) throw new Error(`--jobs ${jobs} exited ${r.status}: ${r.stdout}${r.stderr}`);
      }
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(`batch: ${FILES} copies of examples/maya/${EXAMPLE.split('/').pop()} → animj, median of ${RUNS} runs, ${availableParallelism()} CPUs`);
  for (const [label] of BINS) {
    const base = median(times.get(`${label}${JOBS[0]}`));
    for (const jobs of JOBS) {
      const ms = median(times.get(`${label}${jobs}`));
      console.log(
        `${label}--jobs ${String(jobs).padEnd(3)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / FILES).toFixed(2)} ms/file  ×${(ms / base).toFixed(2)} of --jobs ${JOBS[0]}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

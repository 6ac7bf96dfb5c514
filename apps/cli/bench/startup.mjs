/* global URL, process, console */
// Startup of the built `anim` binary: wall time of whole invocations (node start, module loading,
// the command itself), median of RUNS runs each (default 9). Run with `pnpm bench` in apps/cli after a build.
// Ratios are to `node -e ""` (the floor: a bare Node.js start on this machine), measured in the same run.
// ANIM_BASELINE=<another bin/anim.js> (e.g. a build of an older commit) adds its times, measured
// interleaved with these, for a before/after comparison under the same load.
// The batch case (bench/batch.mjs: --jobs 2 against --jobs 1) runs afterwards.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = process.env.ANIM_BIN ?? fileURLToPath(new URL('../bin/anim.js', import.meta.url));
const BASELINE = process.env.ANIM_BASELINE;
const EXAMPLE = fileURLToPath(new URL('../../../examples/maya/ha_seed_joint_chain.anim', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 9);

function timeOnce(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  return ms;
}

/** Medians of each argument list, the runs interleaved so that a change of load hits all alike. */
function medians(argLists) {
  const times = argLists.map(() => []);
  for (let i = 0; i < RUNS; i++) argLists.forEach((args, k) => times[k].push(timeOnce(args)));
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

// `--version`, `--help` and `completion` load no format package (the @anim/formats entries suffice);
// `info` and `sample` load only the format of their input (found by the cheap sniffers); `formats` loads all.
// Each case's ratio is to `node -e ""` run interleaved with it (median of each); the budget of #29 is
// 0.2 s for `--help`, `--version`, `formats` and `info` on this machine.
const cases = [
  ['--version', ['--version']],
  ['--help', ['--help']],
  ['convert --help', ['convert', '--help']],
  ['completion bash', ['completion', 'bash']],
  ['formats', ['formats']],
  ['info (maya example)', ['info', EXAMPLE]],
  ['sample --times 0 (maya example)', ['sample', EXAMPLE, '--times', '0']],
];
const [floor] = medians([['-e', '']]);
console.log(`floor: node -e "" ${floor.toFixed(1)} ms (median of ${RUNS})`);
const BUDGET_MS = 200;
const BUDGETED = new Set(['--version', '--help', 'formats', 'info (maya example)']);
for (const [name, args] of cases) {
  const [floorNow, ms, before] = medians([['-e', ''], [BIN, ...args], ...(BASELINE === undefined ? [] : [[BASELINE, ...args]])]);
  const ratio = (t) => `×${(t / floorNow).toFixed(2)} of node -e "" (${floorNow.toFixed(1)} ms, interleaved)`;
  const budget = BUDGETED.has(name) ? (ms <= BUDGET_MS ? '  within 0.2 s' : '  OVER 0.2 s') : '';
  const line = `${name.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms  ${ratio(ms)}${budget}`;
  console.log(
    before === undefined
      ? line
      : `${line}   baseline ${before.toFixed(1).padStart(7)} ms  ${ratio(before)}  (now ×${(ms / before).toFixed(2)}; floor this case ${floorNow.toFixed(1)} ms)`,
  );
}
console.log('');
// STARTUP_ONLY=1 leaves out the batch case
if (process.env.STARTUP_ONLY !== '1') await import('./batch.mjs');

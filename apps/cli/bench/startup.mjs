/* global URL, process, console */
// Startup of the built `anim` binary: wall time of whole invocations (node start, module loading,
// the command itself), median of N runs each. Run with `pnpm bench` in apps/cli after a build.
// Ratios are to `node -e ""` (the floor: a bare Node.js start on this machine), measured in the same run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/anim.js', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../../../examples/maya/ha_seed_joint_chain.anim', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 9);

function median(args) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const floor = median(['-e', '']);
const cases = [
  ['--version', [BIN, '--version']],
  ['--help', [BIN, '--help']],
  ['formats', [BIN, 'formats']],
  ['info (maya example)', [BIN, 'info', EXAMPLE]],
  ['sample --times 0 (maya example)', [BIN, 'sample', EXAMPLE, '--times', '0']],
];
console.log(`floor: node -e "" ${floor.toFixed(1)} ms (median of ${RUNS})`);
for (const [name, args] of cases) {
  const ms = median(args);
  console.log(`${name.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms  ×${(ms / floor).toFixed(2)} of the floor`);
}

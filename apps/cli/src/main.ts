/**
 * The executable entry of `anim` (loaded by `bin/anim.js`).
 *
 * @module
 */
import { VERSION } from './version.js';

// `anim info big.anim | head`: a closed pipe ends the output quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // answered before loading the command tree: the line commander prints for `--version`
  process.stdout.write(`${VERSION}\n`);
} else {
  const { run } = await import('./run.js');
  process.exitCode = await run(argv);
}

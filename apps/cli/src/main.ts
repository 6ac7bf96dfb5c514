/**
 * The executable entry of `anim` (loaded by `bin/anim.js`).
 *
 * @module
 */
import { run } from './run.js';

// `anim info big.anim | head`: a closed pipe ends the output quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

process.exitCode = await run(process.argv.slice(2));

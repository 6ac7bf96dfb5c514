/**
 * The executable entry of `anim` (loaded by `bin/anim.js`).
 *
 * @module
 */
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2));

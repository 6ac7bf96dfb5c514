/**
 * `@anim/cli`: the `anim` command (inspect, validate, sample, plot and convert animation-curve
 * files) and its programmatic entry point {@link run}.
 *
 * @packageDocumentation
 */
export { run, type RunOptions } from './run.js';
export { ExitCode } from './errors.js';
export type { CliIo } from './io.js';
export { helpTexts } from './help.js';

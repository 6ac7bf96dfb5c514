import type { AnyFormatDescriptor } from '@anim/core';
import { CommanderError } from 'commander';
import { formatEntries, type FormatEntry } from '@anim/formats';
import { createContext } from './context.js';
import { ExitCode, UsageError } from './error-classes.js';
import { processIo, type CliIo } from './io.js';
import { createProgram } from './program.js';

/** Options of {@link run}. */
export interface RunOptions {
  /** Streams and terminal facts; defaults to the process's own. */
  readonly io?: Partial<CliIo> | undefined;
  /** A list of loaded descriptors to use instead of the registry's (`entries`). */
  readonly formats?: readonly AnyFormatDescriptor[] | undefined;
  /**
   * The registry entries to use (default `formatEntries` of `@anim/formats`): detected with their cheap
   * sniffers and loaded only when a command needs them.
   */
  readonly entries?: readonly FormatEntry[] | undefined;
}

/**
 * Runs the `anim` command line and resolves to its exit code (0 success, 1 bad input or failed
 * conversion, 2 usage error). Results go to `io.stdout`, messages to `io.stderr`. Never rejects.
 *
 * @param argv - the arguments after the program name, e.g. `['info', 'shot.anim', '--json']`.
 * @example
 * ```ts
 * import { run } from '@anim/cli';
 * process.exitCode = await run(['convert', 'a.anim', 'a.animj']);
 * ```
 */
export async function run(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const base: CliIo = { ...processIo(), ...options.io };
  // `--no-color` is global: it must hold for usage errors too, so it is read before commander parses
  const end = argv.indexOf('--');
  const noColor = (end === -1 ? argv : argv.slice(0, end)).includes('--no-color');
  const io: CliIo = noColor ? { ...base, color: false, forceColor: false } : base;
  const ctx = createContext(io, options.formats ?? { entries: options.entries ?? formatEntries });
  const result: { code: ExitCode } = { code: ExitCode.ok };
  const program = createProgram(ctx, result);
  if (argv.length === 0) {
    await ctx.warn(program.helpInformation());
    return ExitCode.usage;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return result.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help, --version and `anim help [command]` end with exit code 0; every other commander error is usage
      if (error.exitCode === 0) return ExitCode.ok;
      return ExitCode.usage;
    }
    if (error instanceof UsageError) {
      await ctx.warn(`${ctx.err.red(`error: ${error.message}`)}\n(add --help for usage)`);
      return ExitCode.usage;
    }
    // errors.js brings @anim/core: loaded only when something failed
    const { describeError, FileError } = await import('./errors.js');
    const where = error instanceof FileError ? `${error.file}: ` : '';
    const cause = error instanceof FileError ? error.cause : error;
    await ctx.warn(`${ctx.err.red('error')}: ${where}${describeError(cause)}`);
    return ExitCode.failure;
  }
}

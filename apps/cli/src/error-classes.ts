/**
 * The exit codes and the CLI's own error classes, apart from `errors.ts` so that the command tree
 * (`--help`, `completion`) loads without `@anim/core`.
 *
 * @module
 */
/** Process exit codes of `anim` (stable contract). */
export const ExitCode = {
  /** Everything succeeded. */
  ok: 0,
  /** Bad input or a failed conversion (at least one file failed). */
  failure: 1,
  /** The command line itself is wrong (unknown option, missing argument, bad value). */
  usage: 2,
} as const;
/** A value of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** The command line is wrong: exit code 2, message printed with a hint to `--help`. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * An input or output problem that is not an `AnimError` from a format package: no format
 * recognises a file, an output exists, a file cannot be read. Exit code 1.
 */
export class InputError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InputError';
  }
}

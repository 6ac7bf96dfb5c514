import { cliWording } from './cli-wording.js';
import { InputError, UsageError } from './error-classes.js';
import { AnimError, ConversionError, ParseError, UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';

export { ExitCode, InputError, UsageError } from './error-classes.js';

/** Wraps an error with the file it is about, so that messages start with the file name. */
export class FileError extends Error {
  readonly file: string;
  override readonly cause: unknown;

  constructor(file: string, cause: unknown) {
    super(`${file}: ${describeError(cause)}`, { cause });
    this.name = 'FileError';
    this.file = file;
    this.cause = cause;
  }
}

/**
 * One line (or a few) describing an error for the terminal. Typed errors from `@anim/core` keep
 * their message (which already carries the format id and location); Node file-system errors are
 * reduced to their code and path; anything else is reported as an internal error with its stack,
 * because it is a bug.
 */
export function describeError(error: unknown): string {
  if (error instanceof FileError) return describeError(error.cause);
  if (ConversionError.isInstance(error)) return cliWording(error.message);
  if (ParseError.isInstance(error) || AnimError.isInstance(error)) return cliWording(error.message);
  if (error instanceof InputError || error instanceof UsageError) return error.message;
  if (isNodeError(error)) {
    const what = error.path === undefined ? '' : `: ${error.path}`;
    return `${fsMessage(error.code)}${what}`;
  }
  if (error instanceof Error) return `internal error (please report): ${error.stack ?? error.message}`;
  return `internal error (please report): ${String(error)}`;
}

/** The error as JSON for `--json` outputs: `{ code, message, location? }`. */
export function errorJson(error: unknown): { code: string; message: string; location?: unknown } {
  if (error instanceof FileError) return errorJson(error.cause);
  if (error instanceof InputError && AnimError.isInstance(error.cause)) {
    return { ...errorJson(error.cause), message: error.message };
  }
  const message = describeError(error);
  if (ParseError.isInstance(error)) return { code: error.code, message, location: error.location };
  if ((UnsupportedVersionError.isInstance(error) || UnsupportedFeatureError.isInstance(error)) && error.location !== undefined) {
    return { code: error.code, message, location: error.location };
  }
  if (AnimError.isInstance(error)) return { code: error.code, message };
  if (isNodeError(error)) return { code: error.code ?? 'IO', message };
  if (error instanceof InputError) return { code: 'INPUT', message };
  return { code: 'INTERNAL', message };
}

interface NodeError extends Error {
  code?: string;
  path?: string;
}

function isNodeError(error: unknown): error is NodeError {
  return error instanceof Error && typeof (error as NodeError).code === 'string' && 'errno' in error;
}

function fsMessage(code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'not a directory';
    case 'EEXIST':
      return 'file exists';
    case 'ENOSPC':
      return 'no space left on device';
    default:
      return `i/o error (${code ?? 'unknown'})`;
  }
}

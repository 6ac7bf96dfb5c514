import type { AnyFormatDescriptor } from '@anim/core';
import pc from 'picocolors';
import { writeStream, type CliIo } from './io.js';

/** The colour functions of picocolors (identity functions when colours are off). */
export type Colors = ReturnType<typeof pc.createColors>;

/** What every command gets: the streams, the format list, and printing helpers. */
export interface Context {
  readonly io: CliIo;
  readonly formats: readonly AnyFormatDescriptor[];
  /** Colours for stdout (on only for a terminal). */
  readonly out: Colors;
  /** Colours for stderr (on only for a terminal). */
  readonly err: Colors;
  /**
   * Global flags: `--quiet` (no progress or success lines), `--verbose` (every warning line in batches),
   * and the read options of each format (`--lenient`, `--maya-…` read flags) by format id.
   */
  readonly settings: { quiet: boolean; verbose: boolean; readOptions: Record<string, Record<string, unknown>> };
  /** Prints to stdout, adding a newline. */
  print(text: string): Promise<void>;
  /** Prints a message to stderr, adding a newline. */
  warn(text: string): Promise<void>;
}

/** Builds a {@link Context}. */
export function createContext(io: CliIo, formats: readonly AnyFormatDescriptor[]): Context {
  return {
    io,
    formats,
    out: pc.createColors(io.color && (io.forceColor === true || io.stdoutIsTTY)),
    err: pc.createColors(io.color && (io.forceColor === true || io.stderrIsTTY)),
    settings: { quiet: false, verbose: false, readOptions: {} },
    print: (text) => writeStream(io.stdout, `${text}\n`),
    warn: (text) => writeStream(io.stderr, `${text}\n`),
  };
}

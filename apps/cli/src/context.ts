import type { AnyFormatDescriptor, DetectableFormat, Detection } from '@anim/core';
import type { FormatEntry } from '@anim/formats';
import pc from 'picocolors';
import { detectFormat } from './detect.js';
import { formatOptionSpecs, type FormatOptionSpec } from './format-options.js';
import { writeStream, type CliIo } from './io.js';

/** The colour functions of picocolors (identity functions when colours are off). */
export type Colors = ReturnType<typeof pc.createColors>;

/**
 * A format list known by its `@anim/formats` entries before any format package is loaded: `--help`
 * and `completion` need only their ids and flags, detection only their sniffers; commands that convert
 * call {@link Context.loadFormats} first.
 */
export interface LazyFormats {
  readonly entries: readonly FormatEntry[];
}

/** What every command gets: the streams, the format list, and printing helpers. */
export interface Context {
  readonly io: CliIo;
  /**
   * The format list. For a {@link LazyFormats} list it is available once {@link loadFormats} has
   * resolved (the program does it before every command that reads or writes); before, reading it throws.
   */
  readonly formats: readonly AnyFormatDescriptor[];
  /** The ids of the formats, in list order (available before the formats are loaded). */
  readonly formatIds: readonly string[];
  /** The format-specific flags of the formats (available before the formats are loaded). */
  readonly formatOptionSpecs: readonly FormatOptionSpec[];
  /** Loads the format list when it is lazy (a no-op otherwise, or once loaded). */
  loadFormats(): Promise<void>;
  /**
   * What detection and output-extension matching look at before loading: the entries of a lazy list
   * (extensions as files spell them, `.ANIM` for Prime), else the descriptors.
   */
  readonly detectable: readonly DetectableFormat[];
  /**
   * Detects the format of an input (`forced`: the `--from` id) and returns its descriptor, loading only
   * that format of a lazy list (see `detect.ts` for the errors).
   */
  findFormat(bytes: Uint8Array, name: string, forced?: string): Promise<Detection>;
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

function isLazy(formats: readonly AnyFormatDescriptor[] | LazyFormats): formats is LazyFormats {
  return !Array.isArray(formats);
}

/** Builds a {@link Context} over a format list, or a {@link LazyFormats} list loaded on demand. */
export function createContext(io: CliIo, formats: readonly AnyFormatDescriptor[] | LazyFormats): Context {
  let loaded: readonly AnyFormatDescriptor[] | undefined = isLazy(formats) ? undefined : formats;
  return {
    io,
    get formats(): readonly AnyFormatDescriptor[] {
      if (loaded === undefined) throw new Error('the format list is used before loadFormats() (a command that reads or writes must load it)');
      return loaded;
    },
    formatIds: (isLazy(formats) ? formats.entries : formats).map((f) => f.id),
    formatOptionSpecs: formatOptionSpecs(isLazy(formats) ? formats.entries : formats),
    loadFormats: async () => {
      if (loaded === undefined && isLazy(formats)) loaded = await Promise.all(formats.entries.map((e) => e.load()));
    },
    detectable: isLazy(formats) ? formats.entries : formats,
    findFormat: async (bytes, name, forced) => {
      if (!isLazy(formats)) return detectFormat(bytes, name, formats, forced);
      const { format, by } = detectFormat(bytes, name, formats.entries, forced);
      return { format: await format.load(), by };
    },
    out: pc.createColors(io.color && (io.forceColor === true || io.stdoutIsTTY)),
    err: pc.createColors(io.color && (io.forceColor === true || io.stderrIsTTY)),
    settings: { quiet: false, verbose: false, readOptions: {} },
    print: (text) => writeStream(io.stdout, `${text}\n`),
    warn: (text) => writeStream(io.stderr, `${text}\n`),
  };
}

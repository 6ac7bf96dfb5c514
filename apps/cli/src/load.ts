import type { AnyFormatDescriptor, Clip, ConvertResult } from '@anim/core';
import { detectFormat, type DetectedBy } from './detect.js';
import { describeError, FileError, InputError, UsageError } from './errors.js';
import { extensionReadHints, forcedReadOptions } from './format-options.js';
import { readInput, STDIO, type CliIo, type Input } from './io.js';

/** A parsed input: its bytes, its format and the format's own document. */
export interface Loaded {
  readonly input: Input;
  readonly format: AnyFormatDescriptor;
  readonly by: DetectedBy;
  readonly doc: unknown;
  /** The read options given for its format (also passed to `toClip`). */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
}

/** The name `anim` shows for an input spec (`<stdin>` for `-`). */
export function displayName(spec: string): string {
  return spec === STDIO ? '<stdin>' : spec;
}

/**
 * Reads an input, detects its format (or uses `forced`) and parses it.
 * @throws whatever the reader throws (`ParseError`…), an {@link InputError} when no format fits, or a
 * file-system error.
 */
export async function loadDocument(
  spec: string,
  io: CliIo,
  formats: readonly AnyFormatDescriptor[],
  forced?: string,
  readOptions?: ReadOptionsByFormat,
): Promise<Loaded> {
  try {
    const input = await readInput(spec, io);
    return await parseInput(input, formats, forced, readOptions);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new FileError(displayName(spec), error);
  }
}

/** Read options by format id (`{ maya: { lenient: true } }`), from the command line's read flags. */
export type ReadOptionsByFormat = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Detects and parses bytes already read, with the read options given for the detected format. */
export async function parseInput(
  input: Input,
  formats: readonly AnyFormatDescriptor[],
  forced?: string,
  readOptions?: ReadOptionsByFormat,
): Promise<Loaded> {
  const { format, by } = detectFormat(input.bytes, input.name, formats, forced);
  try {
    const given = readOptions?.[format.id];
    const implied = by === 'option' ? forcedReadOptions[format.id] : undefined;
    const options = given === undefined ? implied : { ...implied, ...given };
    const doc: unknown = await format.read(input.bytes, options);
    return { input, format, by, doc, options: given };
  } catch (error) {
    const hint = extensionReadHints[format.id];
    if (by !== 'extension' || hint === undefined || describeError(error).includes(hint.replace(/^headerless 2019 MRTK/, 'headerless 2019'))) throw error;
    throw new InputError(`${describeError(error)} (${hint})`, { cause: error });
  }
}

/**
 * Converts a parsed document to the core model.
 * @throws {InputError} when the format has no `toClip`; `ConversionError` in strict mode.
 */
export function clipOf(loaded: Pick<Loaded, 'format' | 'doc' | 'options'>, strict = false): ConvertResult<Clip> {
  if (loaded.format.toClip === undefined) {
    throw new InputError(`${loaded.format.id} cannot be converted to the core model yet (no toClip)`);
  }
  return loaded.format.toClip(loaded.doc, { ...loaded.options, strict });
}

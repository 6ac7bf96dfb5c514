import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { AnyFormatDescriptor, Clip, ConvertResult, DetectedBy, Detection } from '@anim/core';
import type { Context } from './context.js';
import { detectFormat } from './detect.js';
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

/**
 * Where an input's format comes from: a list of descriptors, or a context that detects with the
 * cheap sniffers of `@anim/formats` and loads only the format found ({@link Context.findFormat}).
 */
export type FormatSource = readonly AnyFormatDescriptor[] | Pick<Context, 'findFormat'>;

async function find(source: FormatSource, input: Input, forced: string | undefined): Promise<Detection> {
  return 'findFormat' in source ? source.findFormat(input.bytes, input.name, forced) : detectFormat(input.bytes, input.name, source, forced);
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
  formats: FormatSource,
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
  formats: FormatSource,
  forced?: string,
  readOptions?: ReadOptionsByFormat,
): Promise<Loaded> {
  const { format, by } = await find(formats, input, forced);
  try {
    const given = readOptions?.[format.id];
    const implied = by === 'forced' ? forcedReadOptions[format.id] : undefined;
    const resources = await readResources(format, input);
    const options = given === undefined && resources === undefined ? implied : { ...implied, ...given, ...resources };
    const doc: unknown = await format.read(input.bytes, options);
    return { input, format, by, doc, options: given };
  } catch (error) {
    const hint = extensionReadHints[format.id];
    if (by !== 'extension' || hint === undefined || describeError(error).includes(hint.replace(/^headerless 2019 MRTK/, 'headerless 2019'))) throw error;
    throw new InputError(`${describeError(error)} (${hint})`, { cause: error });
  }
}

/**
 * The files an input refers to (a `.gltf` file's external buffers), read beside it, as the read option
 * `resources` (URI → bytes); `undefined` when the format names none. A file that cannot be read is
 * left out, so that the reader's error names the URI it misses. Standard input has no folder: its
 * references stay unresolved.
 *
 * A file from elsewhere must never make `anim` open a file outside the input's own folder: a URI that
 * resolves (after percent-decoding, `..` segments and symbolic links) outside that folder is refused
 * before anything is opened. Absolute, `file:` and `http(s):` URIs never get here (the format leaves
 * them out of `externalResources`).
 * @throws {InputError} naming the URI when it leads outside the input's folder.
 */
async function readResources(format: AnyFormatDescriptor, input: Input): Promise<{ resources: Record<string, Uint8Array> } | undefined> {
  const uris = format.externalResources?.(input.bytes) ?? [];
  if (uris.length === 0 || input.path === undefined) return undefined;
  const folder = dirname(input.path);
  const resources: Record<string, Uint8Array> = {};
  for (const uri of uris) {
    let path: string;
    try {
      path = resolve(folder, decodeURIComponent(uri));
    } catch {
      continue; // a malformed percent-encoding: the reader reports the URI
    }
    if (!inside(folder, path) || !inside(await realOrSelf(folder), await realOrSelf(path))) {
      throw new InputError(`${format.id}: the resource URI '${uri}' leads outside the input's folder; only files in the input's folder or below it are read`);
    }
    try {
      const data = await readFile(path);
      resources[uri] = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } catch {
      // missing or unreadable: the reader's error names the URI
    }
  }
  return { resources };
}

/** True when `path` is `folder` itself or lies below it (lexically). */
function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The path with symbolic links resolved (no file is opened); the path itself when it does not exist. */
async function realOrSelf(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
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

/**
 * Reading a file of any listed format, loading only that format.
 *
 * @module
 */
import type { AnyFormatDescriptor, DetectedBy } from '@anim/core';
import type { FormatEntry } from './entry.js';
import { detect, type RegistryOptions } from './registry.js';

/** Options of {@link readAny}. */
export interface ReadAnyOptions extends RegistryOptions {
  /** The file name, for detection by extension. */
  readonly name?: string | undefined;
  /** The format id, when known (no detection). */
  readonly from?: string | undefined;
  /** Options for the format's `read` (its `read`-use options, e.g. Maya's `{ lenient: true }`). */
  readonly readOptions?: object | undefined;
}

/** What {@link readAny} gives. */
export interface ReadAnyResult {
  /** The format's document (its own lossless model, e.g. `MayaDocument`). */
  readonly document: unknown;
  /** The loaded descriptor that read it. */
  readonly format: AnyFormatDescriptor;
  /** The registry entry of the format. */
  readonly entry: FormatEntry;
  /** How the format was found. */
  readonly by: DetectedBy;
}

/**
 * Detects the format of `bytes` (cheap sniffers, then the extension of `options.name`), loads that one
 * format package and reads the file.
 * @throws {UnknownFormatError} when no format fits; the reader's ParseError & co. on bad input.
 */
export async function readAny(bytes: Uint8Array, options: ReadAnyOptions = {}): Promise<ReadAnyResult> {
  const { format: entry, by } = detect(bytes, { formats: options.formats, name: options.name, forced: options.from });
  const format = await entry.load();
  const document: unknown = await format.read(bytes, options.readOptions);
  return { document, format, entry, by };
}

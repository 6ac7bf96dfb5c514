/**
 * Converting a file of any listed format to another, loading only the two formats involved.
 *
 * @module
 */
import { convertDocument, type ConvertFileOptions, type ConvertOutput } from '@anim/core';
import { readAny } from './read-any.js';
import { entryById, type RegistryOptions } from './registry.js';

/** Options of {@link convert}: core's conversion options, with formats named by id. */
export interface ConvertAnyOptions extends RegistryOptions, Omit<ConvertFileOptions, 'formats' | 'to'> {
  /** The target format id (`gltf`). */
  readonly to: string;
  /** The source format id; detected from the bytes and {@link name} when absent. */
  readonly from?: string | undefined;
  /** The input's file name, for detection by extension. */
  readonly name?: string | undefined;
  /** Options for the source's `read` (and, unless `sourceOptions` is given, its `toClip`). */
  readonly readOptions?: object | undefined;
}

/**
 * Reads `bytes` ({@link readAny}) and converts them to `options.to` through core's pipeline
 * (`convertDocument`: written back, document to document, or through the core model with every loss
 * a warning).
 * @throws {UnknownFormatError} when a format cannot be told or an id is unknown; the reader's errors;
 *   `ConversionError` when nothing can be carried, or in strict mode on any warning.
 */
export async function convert(bytes: Uint8Array, options: ConvertAnyOptions): Promise<ConvertOutput> {
  const { formats, to, from, name, readOptions, ...rest } = options;
  const target = entryById(to, { formats });
  const [{ document, format }, targetFormat] = await Promise.all([readAny(bytes, { formats, name, from, readOptions }), target.load()]);
  return convertDocument(document, format, {
    ...rest,
    formats: [format, targetFormat],
    to: targetFormat,
    sourceOptions: rest.sourceOptions ?? (readOptions as Record<string, unknown> | undefined),
  });
}

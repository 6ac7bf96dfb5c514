/**
 * `@anim/formats`: the one ordered list of `@anim` formats, detection with cheap sniffers, lazy loading
 * of the format packages, the conversion matrix, and `readAny`/`convert` over core's pipeline.
 *
 * @packageDocumentation
 */
export { defineEntry, type EntrySource, type FormatEntry } from './entry.js';
export { formatEntries } from './list.js';
export { detect, entryById, formatFlags, loadFormats, type DetectEntryOptions, type FormatFlag, type RegistryOptions } from './registry.js';
export { readAny, type ReadAnyOptions, type ReadAnyResult } from './read-any.js';
export { convert, type ConvertAnyOptions } from './convert.js';
export { CONVERSION_MATRIX, type MatrixCell } from './conversion-matrix.js';

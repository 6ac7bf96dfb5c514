/**
 * `@anim/core/io`: the byte and text readers and writers that format packages are built on. Every
 * failure they report is a `ParseError` from `@anim/core` with a location (byte offset, or line and
 * column), so a format package's reader never throws anything else.
 *
 * ```ts
 * import { ByteReader, DecimalScanner, TextSource } from '@anim/core/io';
 * ```
 *
 * @packageDocumentation
 */

// Binary reading and writing.
export { ByteReader, type Endianness } from './byte-reader.js';
export { ByteWriter } from './byte-writer.js';
export { BitReader, BitWriter, bitWords, signedBitField } from './bit-reader.js';

// Text reading and writing.
export { TextSource } from './text-source.js';
export { TextWriter } from './text-writer.js';
export { DecimalScanner, type DecimalSyntax } from './decimal.js';
export { decodeUtf8, invalidUtf8Offset } from './utf8.js';
export { shortestFloat32 } from './float32-decimal.js';

// Sorted times and growable arrays.
export { upperBound, lowerBound } from '../search.js';
export { grownTypedArray, type GrowableArray } from './grow.js';

// Numbered names (`a`, `a#2`, …) in linear time.
export { NameSuffixes } from '../suffixes.js';

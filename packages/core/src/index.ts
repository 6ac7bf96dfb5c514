/**
 * `@anim/core`: the format-neutral animation model, curve evaluation, the error types, binary/text
 * reading helpers and the format-adapter contract shared by every `@anim/*` format package.
 *
 * @packageDocumentation
 */
export * from './errors.js';
export * from './warnings.js';
export * from './format.js';
export * from './types.js';
export { ByteReader, type Endianness } from './io/byte-reader.js';
export { ByteWriter } from './io/byte-writer.js';
export { TextWriter } from './io/text-writer.js';
export { BitReader, BitWriter, bitField, bitWords, signedBitField } from './io/bit-reader.js';
export { TextSource } from './io/text-source.js';
export * from './track.js';
export * from './handles.js';
export { evaluate, sample, endSlope, TrackSampler, type NumberSink } from './evaluate/sampler.js';
export { bezierValue, clampHandles, solveCubicTime } from './evaluate/bezier.js';
export { slerpInto, normalizeQuatInto } from './evaluate/quat.js';
export { wrapTime, type WrappedTime } from './evaluate/extrapolate.js';
export * from './units.js';
export * from './rotation.js';
export * from './ops/bake.js';
export * from './ops/simplify.js';
export * from './ops/retime.js';
export * from './ops/euler-tracks.js';
export * from './warning-codes.js';
export { upperBound, lowerBound } from './search.js';
export { grownTypedArray, type GrowableArray } from './io/grow.js';
export { decodeUtf8, invalidUtf8Offset } from './io/utf8.js';
export { DecimalScanner, type DecimalSyntax } from './io/decimal.js';

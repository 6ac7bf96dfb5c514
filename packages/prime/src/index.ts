/**
 * `@anim/prime`: read, write, evaluate and convert Metroid Prime `ANIM` files (version 0 uncompressed and
 * version 2 compressed, Metroid Prime 1 and 2).
 *
 * @packageDocumentation
 */
export { FORMAT_ID } from './constants.js';
export type * from './types.js';
export { primeFormat, summarizePrime } from './format.js';
export { sniffPrime } from './sniff.js';
export { readPrime } from './read.js';
export { writePrime } from './write.js';
export { writeV0, writeV0Document, toV0 } from './write-v0.js';
export { writeV2 } from './write-v2.js';
export { encodeV2, deltaBits, type EncodeV2Options, type PrimeKeyChannel } from './encode.js';
export { evaluate, bakeFrames, frameInterval, animDuration, type EvaluateOptions, type PrimeBonePose } from './evaluate.js';
export { rotationStep, dequantizeComponent, quaternionW, dequantizeVector } from './dequantize.js';
export { toClip, frameRateOf, type PrimeToClipOptions } from './to-clip.js';
export { fromClip, type PrimeFromClipOptions } from './from-clip.js';

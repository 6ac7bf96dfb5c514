/**
 * `@anim/prime`: read, write, evaluate and convert Metroid Prime `ANIM` files (version 0 uncompressed and
 * version 2 compressed, Metroid Prime 1 and 2).
 *
 * @example
 * ```ts
 * import { evaluatePrime, readPrime, writePrime } from '@anim/prime';
 *
 * const doc = readPrime(bytes);                      // lossless document (v0 or v2, MP1 or MP2)
 * const pose = evaluatePrime(doc, 0.5);              // every bone at 0.5 s: rotation (w, x, y, z), …
 * const same = writePrime(doc);                      // byte-identical to `bytes`
 * const v0 = writePrime(doc, { version: 0 });        // uncompressed, every frame stored
 * ```
 *
 * @packageDocumentation
 */
export type {
  PrimeCharAnimTime,
  PrimeChannel,
  PrimeDescriptor,
  PrimeDocument,
  PrimeDocumentBase,
  PrimeDocumentV0,
  PrimeDocumentV2,
  PrimeGame,
  PrimeQuantizedBlock,
  PrimeQuantizedRotation,
  ReadPrimeOptions,
  WritePrimeOptions,
} from './types.js';
export { readPrime } from './read.js';
export { writePrime } from './write.js';
export { sniffPrime } from './sniff.js';
export { primeFormat, summarizePrime } from './format.js';
export { primeToClip, type PrimeToClipOptions } from './to-clip.js';
export { primeFromClip, type PrimeFromClipOptions } from './from-clip.js';
export {
  evntMarkers,
  readEvnt,
  writeEvnt,
  type PrimeBoolEvent,
  type PrimeEventBase,
  type PrimeEventMarker,
  type PrimeEvents,
  type PrimeInt32Event,
  type PrimeParticleEvent,
  type PrimeSoundEvent,
} from './evnt.js';
export { primeAccumulatorOverflow, type PrimeAccumulatorOverflow } from './accumulator.js';
export { encodePrimeV2, type EncodePrimeV2Options, type PrimeKeyChannel } from './encode.js';
export {
  bakePrimeFrames,
  evaluatePrime,
  evaluatePrimeAtFrame,
  primeDuration,
  primeFrameInterval,
  type EvaluatePrimeOptions,
  type PrimeBonePose,
} from './evaluate.js';

/**
 * The format descriptor for `@anim/*` tools (`anim info`, `anim convert`): id `prime`, extension `anim`
 * (shared with Maya, so detection is by content, see {@link sniffPrime}).
 *
 * @module
 */
import { defineFormat, type DocumentSummary } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { primeDuration } from './evaluate.js';
import { primeFromClip } from './from-clip.js';
import { readPrime } from './read.js';
import { sniffPrime } from './sniff.js';
import { primeToClip } from './to-clip.js';
import type { PrimeDocument, ReadPrimeOptions, WritePrimeOptions } from './types.js';
import { writePrime } from './write.js';

/**
 * Facts for `anim info`: version, tracks (animated bone properties), keyframes (tracks × stored keys),
 * duration in seconds, and in `details` the game, bone ids, frame counts, header values.
 */
export function summarizePrime(doc: PrimeDocument): DocumentSummary {
  let tracks = 0;
  for (const c of doc.channels) tracks += (c.rotation ? 1 : 0) + (c.translation ? 1 : 0) + (c.scale ? 1 : 0);
  const details: Record<string, unknown> = {
    game: doc.game,
    bones: doc.channels.map((c) => c.boneId),
    frames: doc.frameCount,
    storedFrames: doc.keyFrames.length,
    rootBoneId: doc.rootBoneId,
    evntId: doc.evntId,
  };
  if (doc.version === 2) {
    details.looping = doc.looping !== 0;
    details.rotationDivisor = doc.rotationDivisor;
    details.translationMultiplier = doc.translationMultiplier;
    if (doc.scaleMultiplier !== null) details.scaleMultiplier = doc.scaleMultiplier;
    details.scratchSize = doc.scratchSize;
  }
  if (doc.trailing.length > 0) details.trailingBytes = doc.trailing.length;
  return {
    version: String(doc.version),
    tracks,
    keyframes: tracks * doc.keyFrames.length,
    duration: primeDuration(doc),
    details,
  };
}

/**
 * Metroid Prime `ANIM` (MP1 and MP2, versions 0 and 2), id `prime`: {@link readPrime} (options
 * {@link ReadPrimeOptions}: `game` forces the layout), {@link writePrime} ({@link WritePrimeOptions}:
 * `version`), {@link sniffPrime}, {@link summarizePrime}, {@link primeToClip} and {@link primeFromClip}.
 */
export const primeFormat = defineFormat<PrimeDocument, ReadPrimeOptions, WritePrimeOptions>({
  id: FORMAT_ID,
  name: 'Metroid Prime ANIM',
  extensions: ['anim'],
  mimeTypes: [],
  binary: true,
  sniff: sniffPrime,
  read: readPrime,
  write: writePrime,
  summarize: summarizePrime,
  toClip: primeToClip,
  fromClip: primeFromClip,
});

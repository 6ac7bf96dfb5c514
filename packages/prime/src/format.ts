/**
 * The format descriptor for `@anim/*` tools (`anim info`, `anim convert`): id `prime`, extension `anim`
 * (shared with Maya, so detection is by content, see {@link sniffPrime}).
 *
 * @module
 */
import { defineFormat, type Clip, type ConvertOptions, type ConvertResult, type DocumentSummary } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { animDuration } from './evaluate.js';
import { fromClip, type PrimeFromClipOptions } from './from-clip.js';
import { readPrime } from './read.js';
import { sniffPrime } from './sniff.js';
import { toClip } from './to-clip.js';
import type { PrimeAnim, PrimeReadOptions } from './types.js';
import { writePrime } from './write.js';

/** Facts for `anim info`: version, tracks (animated properties), stored keys, duration, game and more. */
export function summarizePrime(anim: PrimeAnim): DocumentSummary {
  let tracks = 0;
  for (const c of anim.channels) tracks += (c.rotation ? 1 : 0) + (c.translation ? 1 : 0) + (c.scale ? 1 : 0);
  const details: Record<string, unknown> = {
    game: anim.game,
    bones: anim.channels.map((c) => c.boneId),
    frames: anim.frameCount,
    storedFrames: anim.keyFrames.length,
    rootBoneId: anim.rootBoneId,
    evntId: anim.evntId,
  };
  if (anim.version === 2) {
    details.looping = anim.looping !== 0;
    details.rotationDivisor = anim.rotationDivisor;
    details.translationMultiplier = anim.translationMultiplier;
    if (anim.scaleMultiplier !== null) details.scaleMultiplier = anim.scaleMultiplier;
    details.scratchSize = anim.scratchSize;
  }
  if (anim.trailing.length > 0) details.trailingBytes = anim.trailing.length;
  return {
    version: String(anim.version),
    tracks,
    keyframes: tracks * anim.keyFrames.length,
    duration: animDuration(anim),
    details,
  };
}

/**
 * Metroid Prime `ANIM` (MP1 and MP2, versions 0 and 2). `read` accepts {@link PrimeReadOptions}
 * (`game` to force the layout); `write` writes the document in its own version; `toClip`/`fromClip`
 * convert to and from the core model (`fromClip` accepts {@link PrimeFromClipOptions}).
 */
export const primeFormat = defineFormat<PrimeAnim, PrimeReadOptions>({
  id: FORMAT_ID,
  name: 'Metroid Prime ANIM',
  extensions: ['anim'],
  mimeTypes: [],
  binary: true,
  sniff: sniffPrime,
  read: (bytes, options) => readPrime(bytes, options),
  write: (doc) => writePrime(doc),
  summarize: summarizePrime,
  toClip: (doc, options?: ConvertOptions): ConvertResult<Clip> => toClip(doc, options),
  fromClip: (clip, options?: PrimeFromClipOptions): ConvertResult<PrimeAnim> => fromClip(clip, options),
});

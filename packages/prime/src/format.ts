/**
 * The format descriptor for `@anim/*` tools (`anim info`, `anim convert`): id `prime`, extension `anim`
 * (shared with Maya, so detection is by content, see {@link sniffPrime}).
 *
 * @module
 */
import { defineFormat, type DocumentSummary, type FormatCapabilities } from '@anim/core';
import { SPACE } from './constants.js';
import { primeDuration } from './evaluate.js';
import { primeFromClip } from './from-clip.js';
import { readPrime } from './read.js';
import { primeMeta } from './meta.js';
import { primeToClip } from './to-clip.js';
import type { PrimeDocument, ReadPrimeOptions, WritePrimeOptions } from './types.js';
import { writePrime } from './write.js';
import { primeLossOnWrite } from './write-loss.js';

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
 * What an ANIM stores, for the convert pipeline: per bone a rotation quaternion, a translation (metres,
 * the game's world unit — see the README) and, in MP2, a scale; values at a fixed frame interval that
 * the game interpolates linearly (shortest-arc slerp for rotations, lerp for vectors), so `fromClip`
 * bakes every frame. Any node becomes a bone (`bone<id>` names keep their id, other nodes take free ids
 * with a `name-changed` warning). Events live in a separate EVNT file: no markers.
 */
const capabilities: FormatCapabilities = {
  valueTypes: ['vec3', 'quat'],
  channels: ['translation', 'rotation', 'scale'],
  transforms: 'vectors',
  interpolations: ['linear'],
  time: 'interval',
  units: { length: 'm' },
  names: 'free',
  markers: false,
  holds:
    'bone rotations (quat), translations (vec3 in m) and, in Metroid Prime 2 only, scales (vec3), baked at a fixed frame interval; ' +
    'every node becomes a bone (bone<id> keeps its id, other nodes take free ids from the root bone id: MP1 3, MP2 0)',
};


/**
 * Metroid Prime `ANIM` (MP1 and MP2, versions 0 and 2), id `prime`: {@link readPrime} (options
 * {@link ReadPrimeOptions}: `game` forces the layout), {@link writePrime} ({@link WritePrimeOptions}:
 * `version`), {@link sniffPrime}, {@link summarizePrime}, {@link primeToClip} and {@link primeFromClip}.
 */
export const primeFormat = defineFormat<PrimeDocument, ReadPrimeOptions, WritePrimeOptions>({
  ...primeMeta,
  read: readPrime,
  write: writePrime,
  summarize: summarizePrime,
  toClip: primeToClip,
  fromClip: primeFromClip,
  capabilities,
  space: SPACE,
  lossOnWrite: primeLossOnWrite,
  // version, game, looping (carried as cycle extrapolation), frameCount and interval (the clip's frame
  // rate and duration) and the per-track boneId (in the bone<id> names) are bookkeeping.
  extrasMeaning: { clip: { evntId: 'the EVNT (event) resource id', rootBoneId: 'the root bone id' }, track: {} },
});

/**
 * The format descriptor for `@anim/*` tools (`anim info`, `anim convert`): id `prime`, extension `anim`
 * (shared with Maya, so detection is by content, see {@link sniffPrime}).
 *
 * @module
 */
import { defineFormat, type DocumentSummary, type FormatCapabilities, type FormatOption } from '@anim/core';
import { FORMAT_ID, SPACE } from './constants.js';
import { primeDuration } from './evaluate.js';
import { primeFromClip } from './from-clip.js';
import { readPrime } from './read.js';
import { sniffPrime } from './sniff.js';
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
 * Options on the command line: `--prime-game` re-encodes through the core model (the layouts differ),
 * `--prime-version` is a `write` option (`writePrime(doc, { version })` converts 0 ↔ 2 document to
 * document, and `primeFromClip` takes it when converting from another format).
 */
const options: readonly FormatOption[] = [
  {
    flag: 'game',
    value: '<game>',
    key: 'game',
    choices: ['mp1', 'mp2'],
    description: 'Prime output: layout of Metroid Prime 1 or 2 (default: the source game, else mp1; MP1 has no scale channels)',
  },
  {
    flag: 'version',
    value: '<version>',
    key: 'version',
    use: 'write',
    choices: ['0', '2'],
    numeric: true,
    description: 'Prime output: 0 (uncompressed, every frame) or 2 (compressed, default)',
  },
];

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
  capabilities,
  space: SPACE,
  options,
  lossOnWrite: primeLossOnWrite,
  // version, game, looping (carried as cycle extrapolation), frameCount and interval (the clip's frame
  // rate and duration) and the per-track boneId (in the bone<id> names) are bookkeeping.
  extrasMeaning: { clip: { evntId: 'the EVNT (event) resource id', rootBoneId: 'the root bone id' }, track: {} },
});

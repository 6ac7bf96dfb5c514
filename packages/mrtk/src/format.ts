/**
 * The `mrtk` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat, type FormatCapabilities } from '@anim/core';
import { MRTK_HOLDS, SPACE } from './constants.js';
import { mrtkFromClip } from './from-clip.js';
import { readMrtk } from './read.js';
import { mrtkMeta } from './meta.js';
import { summarizeMrtk } from './summary.js';
import { mrtkToClip } from './to-clip.js';
import type { MrtkDocument, ReadMrtkOptions, WriteMrtkOptions } from './types.js';
import { writeMrtk } from './write.js';
import { mrtkLossOnWrite } from './write-loss.js';

/**
 * What a recording stores, for the convert pipeline: `vec3` positions (metres) and gaze vectors, `quat`
 * rotations, `bool` hand states; translation/rotation/visibility/property channels as vectors; keys at
 * free times (float32 seconds). Interpolations: v1.0 (28-byte keys) draws constant (infinite tangents),
 * linear and Bézier (Hermite or weighted) segments, v1.1 (8-byte keys) linear ones only, so `fromClip`
 * picks the version the curves need. Names are fixed ({@link MRTK_HOLDS}); markers are stored.
 */
const capabilities: FormatCapabilities = {
  valueTypes: ['vec3', 'quat', 'bool'],
  channels: ['translation', 'rotation', 'visibility', 'property'],
  transforms: 'vectors',
  // MRTK (Unity's AnimationCurve) interpolates each quaternion component on its own
  quatInterpolation: 'components',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  units: { length: 'm' },
  names: 'fixed',
  markers: true,
  holds: MRTK_HOLDS,
};


/**
 * MRTK2 input animation recordings (`.bin`): {@link readMrtk}, {@link writeMrtk}, {@link sniffMrtk},
 * {@link summarizeMrtk}, {@link mrtkToClip} and {@link mrtkFromClip} under the id `mrtk`. `sniff`
 * checks only the Int64 magic number, because `.bin` is an ambiguous extension; headerless 2019
 * recordings are read when the caller passes `{ legacy: true }` (the CLI does for `--from mrtk`).
 */
export const mrtkFormat = defineFormat<MrtkDocument, ReadMrtkOptions, WriteMrtkOptions>({
  ...mrtkMeta,
  read: readMrtk,
  write: writeMrtk,
  summarize: summarizeMrtk,
  toClip: mrtkToClip,
  fromClip: mrtkFromClip,
  capabilities,
  space: SPACE,
  lossOnWrite: mrtkLossOnWrite,
  // clip.extras.mrtk (version, legacy layout, presence flags) and marker indices are bookkeeping of
  // MRTK's own layout; only the gaze direction's playback rule means something elsewhere.
  extrasMeaning: { clip: {}, track: { normalize: 'the gaze direction is normalised when MRTK plays it' } },
});

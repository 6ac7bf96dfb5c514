/**
 * The `mrtk` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat, type FormatCapabilities, type FormatOption } from '@anim/core';
import { FORMAT_ID, MRTK_HOLDS, SPACE } from './constants.js';
import { mrtkFromClip } from './from-clip.js';
import { readMrtk } from './read.js';
import { sniffMrtk } from './sniff.js';
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
 * Options on the command line. `--mrtk-repair-rotation-w` is a `read` option: `readMrtk` returns the
 * repaired recording (written back repaired to MRTK, converted repaired to other formats, each rebuilt
 * rotation warned `resampled`). `--mrtk-version` is a `write` option: MRTK 1.0 ↔ 1.1 is
 * written document to document (`writeMrtk(doc, { version, lossy })`, exact unless the version cannot
 * hold the content, which then needs `--lossy`), and passed to `mrtkFromClip` when converting from
 * another format.
 */
const options: readonly FormatOption[] = [
  {
    flag: 'version',
    value: '<version>',
    key: 'version',
    use: 'write',
    choices: ['1.0', '1.1'],
    description:
      'MRTK output: file version (default: the source version when possible, else 1.1 unless curves need tangents); 1.0 has no eye gaze, 1.1 no tangents: with --lossy they are dropped',
  },
  {
    flag: 'repair-rotation-w',
    key: 'repairRotationW',
    use: 'read',
    description:
      "MRTK input: rebuild the rotation W curves that MRTK's recorder optimiser collapsed before June 2021 (w = √(1 − x² − y² − z²)); the recording is read repaired",
  },
];

/**
 * MRTK2 input animation recordings (`.bin`): {@link readMrtk}, {@link writeMrtk}, {@link sniffMrtk},
 * {@link summarizeMrtk}, {@link mrtkToClip} and {@link mrtkFromClip} under the id `mrtk`. `sniff`
 * checks only the Int64 magic number, because `.bin` is an ambiguous extension; headerless 2019
 * recordings are read when the caller passes `{ legacy: true }` (the CLI does for `--from mrtk`).
 */
export const mrtkFormat = defineFormat<MrtkDocument, ReadMrtkOptions, WriteMrtkOptions>({
  id: FORMAT_ID,
  name: 'MRTK2 input animation',
  extensions: ['bin'],
  mimeTypes: [],
  binary: true,
  sniff: sniffMrtk,
  read: readMrtk,
  write: writeMrtk,
  summarize: summarizeMrtk,
  toClip: mrtkToClip,
  fromClip: mrtkFromClip,
  capabilities,
  space: SPACE,
  options,
  lossOnWrite: mrtkLossOnWrite,
  // clip.extras.mrtk (version, legacy layout, presence flags) and marker indices are bookkeeping of
  // MRTK's own layout; only the gaze direction's playback rule means something elsewhere.
  extrasMeaning: { clip: {}, track: { normalize: 'the gaze direction is normalised when MRTK plays it' } },
});

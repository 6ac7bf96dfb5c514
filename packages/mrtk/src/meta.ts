/**
 * MRTK2 input animation recordings at a glance.
 *
 * The light face of the format (`@anim/mrtk/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta, FormatOption } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffMrtk } from './sniff.js';

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

/** MRTK2 input animation recordings (`.bin`), recognised by the Int64 magic number only. */
export const mrtkMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'MRTK2 input animation',
  extensions: ['bin'],
  mimeTypes: [],
  binary: true,
  sniff: sniffMrtk,
  options,
};

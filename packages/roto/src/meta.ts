/**
 * Nuke Roto curves at a glance.
 *
 * The light face of the format (`@anim/roto/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffRoto } from './sniff.js';

/** Nuke Roto/RotoPaint/SplineWarp curves: id `roto`, extensions `nk` and `gizmo`, text. */
export const rotoMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'Nuke Roto curves (.nk, .gizmo)',
  extensions: ['nk', 'gizmo'],
  mimeTypes: [],
  binary: false,
  sniff: sniffRoto,
  options: [
    { flag: 'node-name', value: '<name>', use: 'write', key: 'nodeName', description: 'Name of the Roto node written (default Roto1).' },
  ],
};

/**
 * Unity AnimationClip `.anim` at a glance.
 *
 * The light face of the format (`@anim/unity/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffUnity } from './sniff.js';

/** Unity AnimationClip `.anim` (YAML), id `unity`; told apart from Maya's `.anim` by content. */
export const unityMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'Unity AnimationClip (.anim YAML)',
  extensions: ['anim'],
  mimeTypes: [],
  binary: false,
  sniff: sniffUnity,
  options: [],
};

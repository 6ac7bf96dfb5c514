/**
 * Resonite AnimJ and AnimX at a glance.
 *
 * The light face of the format (`@anim/animj/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta, FormatOption } from '@anim/core';
import { ANIMJ_FORMAT_ID, ANIMX_FORMAT_ID } from './constants.js';
import type { AnimjOutputTrackType } from './from-clip-track.js';
import { sniffAnimj, sniffAnimx } from './sniff.js';

/** The track types `AnimjFromClipOptions.trackType` accepts, for option lists. */
export const ANIMJ_OUTPUT_TRACK_TYPES: readonly AnimjOutputTrackType[] = ['Raw', 'Discrete', 'Curve'];

/**
 * Options on the command line: `--animj-track-type` / `--animx-track-type` (`AnimjFromClipOptions.trackType`),
 * used when converting through the core model (so giving it makes AnimJ → AnimJ go through it too).
 */
const RESONITE_OPTIONS: readonly FormatOption[] = [
  {
    flag: 'track-type',
    value: '<type>',
    key: 'trackType',
    choices: ANIMJ_OUTPUT_TRACK_TYPES,
    description:
      'track type of every track: Raw (values every interval from 0 s; only for evenly spaced keys, others keep their type with a warning: resample with --fps first), Discrete (held keys) or Curve (default: the source track type, else Discrete for bool/int/string and Curve for the rest)',
  },
];

/** Resonite AnimJ (`.animj`, JSON text). */
export const animjMeta: FormatMeta = {
  id: ANIMJ_FORMAT_ID,
  name: 'Resonite AnimJ',
  extensions: ['animj'],
  mimeTypes: ['application/json'],
  binary: false,
  sniff: sniffAnimj,
  options: RESONITE_OPTIONS,
};

/** Resonite AnimX (`.animx`, binary; plain, LZ4 or LZMA body). */
export const animxMeta: FormatMeta = {
  id: ANIMX_FORMAT_ID,
  name: 'Resonite AnimX',
  extensions: ['animx'],
  mimeTypes: [],
  binary: true,
  sniff: sniffAnimx,
  options: RESONITE_OPTIONS,
};

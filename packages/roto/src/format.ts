/**
 * The format descriptor for `@anim/*` tools: id `roto`, extensions `nk` and `gizmo`, text.
 *
 * @module
 */
import { defineFormat } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { rotoFromClip } from './from-clip.js';
import { readRoto } from './read.js';
import { sniffRoto } from './sniff.js';
import { summarizeRoto } from './summary.js';
import { rotoToClip } from './to-clip.js';
import type { RotoDocument } from './types.js';
import { writeRoto, type WriteRotoOptions } from './write.js';

/**
 * Nuke Roto/RotoPaint/SplineWarp curves (`.nk` scripts, `.gizmo` files, bare curves knobs). `read`
 * keeps the whole script; `write` changes only the knob bytes of what was edited; `summarize` puts the
 * per-node counts in `details.nodes`; `toClip`/`fromClip` convert shapes to and from point tracks.
 */
export const rotoFormat = defineFormat<RotoDocument, object, WriteRotoOptions>({
  id: FORMAT_ID,
  name: 'Nuke Roto curves (.nk, .gizmo)',
  extensions: ['nk', 'gizmo'],
  mimeTypes: [],
  binary: false,
  sniff: sniffRoto,
  read: readRoto,
  write: writeRoto,
  summarize: summarizeRoto,
  toClip: rotoToClip,
  fromClip: rotoFromClip,
});

/**
 * The `mrtk` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { mrtkFromClip } from './from-clip.js';
import { readMrtk } from './read.js';
import { sniffMrtk } from './sniff.js';
import { summarizeMrtk } from './summary.js';
import { mrtkToClip } from './to-clip.js';
import type { MrtkDocument, ReadMrtkOptions, WriteMrtkOptions } from './types.js';
import { writeMrtk } from './write.js';

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
});

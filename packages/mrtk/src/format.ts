/**
 * The `mrtk` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat } from '@anim/core';
import { hasMagic } from './header.js';
import { read } from './read.js';
import { summarize } from './summary.js';
import { fromClip } from './from-clip.js';
import { toClip } from './to-clip.js';
import { write } from './write.js';
import type { InputAnimation, ReadOptions, WriteOptions } from './types.js';

/**
 * MRTK2 input animation recordings (`.bin`). `sniff` checks only the Int64 magic number, because `.bin`
 * is an ambiguous extension; headerless 2019 recordings are read when the caller passes
 * `{ legacy: true }` (the CLI does for `--from mrtk`).
 */
export const mrtkFormat = defineFormat<InputAnimation, ReadOptions, WriteOptions>({
  id: 'mrtk',
  name: 'MRTK2 input animation',
  extensions: ['bin'],
  mimeTypes: [],
  binary: true,
  sniff: hasMagic,
  read,
  write,
  summarize,
  toClip,
  fromClip,
});

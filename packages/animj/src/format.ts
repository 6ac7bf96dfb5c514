/**
 * The two format descriptors: {@link animjFormat} (AnimJ, JSON text) and {@link animxFormat} (AnimX,
 * binary). Both use the same document model and the same conversions ({@link animjToClip},
 * {@link animjFromClip}); AnimX documents also carry their body encoding.
 *
 * @module
 */
import { defineFormat, type FormatDescriptor } from '@anim/core';
import { readAnimx, type ReadAnimxOptions } from './animx-read.js';
import { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
import { ANIMJ_FORMAT_ID, ANIMX_FORMAT_ID } from './constants.js';
import { animjFromClip } from './from-clip.js';
import { readAnimj, type ReadAnimjOptions } from './read.js';
import { sniffAnimj, sniffAnimx } from './sniff.js';
import { summarizeAnimj, summarizeAnimx } from './summary.js';
import { animjToClip } from './to-clip.js';
import type { AnimjDocument, AnimxDocument } from './types.js';
import { writeAnimj, type WriteAnimjOptions } from './write.js';

/** Resonite AnimJ (`.animj`, JSON text). See {@link readAnimj}, {@link writeAnimj}. */
export const animjFormat: FormatDescriptor<AnimjDocument, ReadAnimjOptions, WriteAnimjOptions> = defineFormat({
  id: ANIMJ_FORMAT_ID,
  name: 'Resonite AnimJ',
  extensions: ['animj'],
  mimeTypes: ['application/json'],
  binary: false,
  sniff: sniffAnimj,
  read: readAnimj,
  write: writeAnimj,
  summarize: summarizeAnimj,
  toClip: animjToClip,
  fromClip: animjFromClip,
});

/** Resonite AnimX (`.animx`, binary; plain, LZ4 or LZMA body). See {@link readAnimx}, {@link writeAnimx}. */
export const animxFormat: FormatDescriptor<AnimxDocument, ReadAnimxOptions, WriteAnimxOptions> = defineFormat({
  id: ANIMX_FORMAT_ID,
  name: 'Resonite AnimX',
  extensions: ['animx'],
  mimeTypes: [],
  binary: true,
  sniff: sniffAnimx,
  read: readAnimx,
  write: writeAnimx,
  summarize: summarizeAnimx,
  toClip: animjToClip,
  fromClip: animjFromClip,
});

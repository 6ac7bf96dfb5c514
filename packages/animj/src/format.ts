/**
 * The two format descriptors: {@link animjFormat} (AnimJ, JSON text) and {@link animxFormat} (AnimX,
 * binary). Both use the same document model and the same conversions ({@link animjToClip},
 * {@link animjFromClip}); AnimX documents also carry their body encoding.
 *
 * @module
 */
import { defineFormat, type FormatCapabilities, type FormatDescriptor } from '@anim/core';
import { readAnimx, type ReadAnimxOptions } from './animx-read.js';
import { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
import { SPACE } from './constants.js';
import { animjFromClip } from './from-clip.js';
import { readAnimj, type ReadAnimjOptions } from './read.js';
import { animjMeta, animxMeta } from './meta.js';
import { summarizeAnimj, summarizeAnimx } from './summary.js';
import { animjToClip } from './to-clip.js';
import type { AnimjDocument, AnimxDocument } from './types.js';
import { writeAnimj, type WriteAnimjOptions } from './write.js';

/**
 * What an AnimJ/AnimX animation stores, for the convert pipeline: tracks of any core value type
 * (scalars, vectors, quaternions, colours, bools, integers, strings) named freely by node and
 * property; slot transforms as vectors (`Position` float3 in metres, `Rotation` floatQ, `Scale`
 * float3) and visibility as the slot's `Active` bool; keys at free float32 times with Hold, Linear and
 * CubicBezier segments. No markers. No units: positions are metres (converted by `animjFromClip`),
 * rotations quaternions, and other tracks keep the numbers they have.
 */
const RESONITE_CAPABILITIES: FormatCapabilities = {
  valueTypes: ['scalar', 'vec2', 'vec3', 'vec4', 'quat', 'color', 'bool', 'int', 'string'],
  channels: ['translation', 'rotation', 'scale', 'visibility', 'point', 'property'],
  transforms: 'vectors',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  // No length unit for the pipeline to convert every track to: AnimJ states no units, so a generic
  // length (a Maya attribute in cm) keeps its numbers and comes back as it was; animjFromClip converts
  // the one length Resonite defines, slot positions, to metres itself.
  units: {},
  names: 'free',
  markers: false,
  holds:
    'named tracks (node + property) of float/double scalars and vectors, quaternions, colours, bools, integers and strings; slot transforms as Position (float3, m), Rotation (floatQ) and Scale (float3), visibility as Active (bool); keys at free times, no markers',
};


/** The document model AnimJ and AnimX share: the pipeline converts one to the other document to document. */
const DOCUMENT_MODEL = 'resonite-animation';

/** Resonite AnimJ (`.animj`, JSON text). See {@link readAnimj}, {@link writeAnimj}. */
export const animjFormat: FormatDescriptor<AnimjDocument, ReadAnimjOptions, WriteAnimjOptions> = defineFormat({
  ...animjMeta,
  read: readAnimj,
  write: writeAnimj,
  summarize: summarizeAnimj,
  toClip: animjToClip,
  fromClip: animjFromClip,
  capabilities: RESONITE_CAPABILITIES,
  space: SPACE,
  documentModel: DOCUMENT_MODEL,
});

/** Resonite AnimX (`.animx`, binary; plain, LZ4 or LZMA body). See {@link readAnimx}, {@link writeAnimx}. */
export const animxFormat: FormatDescriptor<AnimxDocument, ReadAnimxOptions, WriteAnimxOptions> = defineFormat({
  ...animxMeta,
  read: readAnimx,
  write: writeAnimx,
  summarize: summarizeAnimx,
  toClip: animjToClip,
  fromClip: animjFromClip,
  capabilities: RESONITE_CAPABILITIES,
  space: SPACE,
  documentModel: DOCUMENT_MODEL,
});

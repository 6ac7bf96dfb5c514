/**
 * The two format descriptors: {@link animjFormat} (AnimJ, JSON text) and {@link animxFormat} (AnimX,
 * binary). Both use the same document model and the same conversions ({@link animjToClip},
 * {@link animjFromClip}); AnimX documents also carry their body encoding.
 *
 * @module
 */
import { defineFormat, type FormatCapabilities, type FormatDescriptor, type FormatOption } from '@anim/core';
import { readAnimx, type ReadAnimxOptions } from './animx-read.js';
import { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
import { ANIMJ_FORMAT_ID, ANIMX_FORMAT_ID, SPACE } from './constants.js';
import { ANIMJ_OUTPUT_TRACK_TYPES, animjFromClip } from './from-clip.js';
import { readAnimj, type ReadAnimjOptions } from './read.js';
import { sniffAnimj, sniffAnimx } from './sniff.js';
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

/** The document model AnimJ and AnimX share: the pipeline converts one to the other document to document. */
const DOCUMENT_MODEL = 'resonite-animation';

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
  capabilities: RESONITE_CAPABILITIES,
  space: SPACE,
  options: RESONITE_OPTIONS,
  documentModel: DOCUMENT_MODEL,
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
  capabilities: RESONITE_CAPABILITIES,
  space: SPACE,
  options: RESONITE_OPTIONS,
  documentModel: DOCUMENT_MODEL,
});

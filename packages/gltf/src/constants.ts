/**
 * The format id and the fixed numbers of the GLB container (glTF 2.0 §4.4 "GLB File Format
 * Specification").
 *
 * @module
 */
import { GLTF_SPACE, type WorldSpace } from '@anim/core';

/** The format id: `@anim/core` format lists, errors, `clip.extras.gltf`, the CLI's `--from gltf`. */
export const FORMAT_ID = 'gltf';

/** GLB magic `glTF` read as a little-endian uint32 (§4.4.3). */
export const GLB_MAGIC = 0x46546c67;

/** The GLB container version this package reads and writes (§4.4.3). */
export const GLB_VERSION = 2;

/** Chunk type of the JSON chunk, `JSON` as a little-endian uint32 (§4.4.3.2). */
export const CHUNK_JSON = 0x4e4f534a;

/** Chunk type of the binary chunk, `BIN\0` as a little-endian uint32 (§4.4.3.3). */
export const CHUNK_BIN = 0x004e4942;

/** Size of the GLB header in bytes: magic, version, total length (§4.4.3). */
export const GLB_HEADER_BYTES = 12;

/** Size of a GLB chunk header in bytes: chunk length, chunk type (§4.4.3.1). */
export const GLB_CHUNK_HEADER_BYTES = 8;

/** What a glTF file holds for the convert pipeline's messages. */
export const GLTF_HOLDS =
  'node transforms: translation (vec3, m), rotation (quat x, y, z, w), scale (vec3) and morph-target weights (one scalar per target); other numeric properties through KHR_animation_pointer when asked (option animationPointer, CLI --gltf-animation-pointer)';

/** glTF 2.0's space (spec §3.4 "Coordinate System and Units"): right-handed, +Y up, +Z forward (−X right), metres. */
export const SPACE: WorldSpace = GLTF_SPACE;

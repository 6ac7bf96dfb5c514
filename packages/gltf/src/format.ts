/**
 * The `gltf` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat } from '@anim/core';
import { capabilities } from './capabilities.js';
import { SPACE } from './constants.js';
import { gltfFromClip } from './from-clip.js';
import { readGltf } from './read.js';
import { gltfExternalResources } from './resources.js';
import { gltfMeta } from './meta.js';
import { summarizeGltf } from './summary.js';
import { gltfToClip } from './to-clip.js';
import type { GltfDocument, ReadGltfOptions, WriteGltfOptions } from './types.js';
import { writeGltf } from './write.js';


/**
 * glTF 2.0 (`.gltf` JSON, `.glb` binary): {@link readGltf}, {@link writeGltf}, {@link sniffGltf},
 * {@link summarizeGltf}, {@link gltfToClip} and {@link gltfFromClip} under the id `gltf`. `read` and
 * `write` return promises (glTF-Transform's IO is asynchronous); the conversions are synchronous.
 * `binary` is true: GLB is the binary container, and `.gltf` text is recognised by `sniff`.
 */
export const gltfFormat = defineFormat<GltfDocument, ReadGltfOptions, WriteGltfOptions, 'async'>({
  ...gltfMeta,
  read: readGltf,
  write: writeGltf,
  externalResources: gltfExternalResources,
  writeOptionsFor: (extension) => (extension === 'gltf' || extension === 'glb' ? { container: extension } : {}),
  summarize: summarizeGltf,
  toClip: gltfToClip,
  fromClip: gltfFromClip,
  capabilities,
  space: SPACE,
  // clip.extras.gltf.animation is bookkeeping (the animation's index in the file).
  extrasMeaning: { clip: {}, track: {} },
});

/**
 * The `gltf` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat, type FormatOption } from '@anim/core';
import { capabilities } from './capabilities.js';
import { FORMAT_ID, SPACE } from './constants.js';
import { gltfFromClip } from './from-clip.js';
import { readGltf } from './read.js';
import { gltfExternalResources } from './resources.js';
import { sniffGltf } from './sniff.js';
import { summarizeGltf } from './summary.js';
import { gltfToClip } from './to-clip.js';
import type { GltfDocument, ReadGltfOptions, WriteGltfOptions } from './types.js';
import { writeGltf } from './write.js';

/**
 * Options on the command line: `--gltf-container glb|gltf` chooses the output container (default:
 * the source container when writing a glTF document back, else GLB; the CLI picks it from the output
 * file's extension); `--gltf-animation-pointer` writes the tracks glTF has no node path for through
 * `KHR_animation_pointer` (see `gltfFromClip`).
 */
const options: readonly FormatOption[] = [
  {
    flag: 'container',
    value: '<container>',
    key: 'container',
    use: 'write',
    choices: ['glb', 'gltf'],
    description: 'glTF output: glb (one binary file) or gltf (one JSON file with its buffers embedded as data URIs); default from the output extension',
  },
  {
    flag: 'animation-pointer',
    key: 'animationPointer',
    description:
      "write tracks glTF has no node path for through KHR_animation_pointer: a node's other properties into its extras, material factors read from glTF back to their material",
  },
];

/**
 * glTF 2.0 (`.gltf` JSON, `.glb` binary): {@link readGltf}, {@link writeGltf}, {@link sniffGltf},
 * {@link summarizeGltf}, {@link gltfToClip} and {@link gltfFromClip} under the id `gltf`. `read` and
 * `write` return promises (glTF-Transform's IO is asynchronous); the conversions are synchronous.
 * `binary` is true: GLB is the binary container, and `.gltf` text is recognised by `sniff`.
 */
export const gltfFormat = defineFormat<GltfDocument, ReadGltfOptions, WriteGltfOptions, 'async'>({
  id: FORMAT_ID,
  name: 'glTF 2.0',
  extensions: ['gltf', 'glb'],
  mimeTypes: ['model/gltf+json', 'model/gltf-binary'],
  binary: true,
  sniff: sniffGltf,
  read: readGltf,
  write: writeGltf,
  externalResources: gltfExternalResources,
  writeOptionsFor: (extension) => (extension === 'gltf' || extension === 'glb' ? { container: extension } : {}),
  summarize: summarizeGltf,
  toClip: gltfToClip,
  fromClip: gltfFromClip,
  capabilities,
  space: SPACE,
  options,
  // clip.extras.gltf.animation is bookkeeping (the animation's index in the file).
  extrasMeaning: { clip: {}, track: {} },
});

/**
 * glTF 2.0 at a glance.
 *
 * The light face of the format (`@anim/gltf/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta, FormatOption } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffGltf } from './sniff.js';

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

/** glTF 2.0 (`.gltf` JSON, `.glb` binary), id `gltf`. */
export const gltfMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'glTF 2.0',
  extensions: ['gltf', 'glb'],
  mimeTypes: ['model/gltf+json', 'model/gltf-binary'],
  binary: true,
  sniff: sniffGltf,
  options,
};

/**
 * glTF as every `@anim` application reads it: with every extension glTF-Transform implements
 * registered (`ALL_EXTENSIONS`), so that a file written back, or to the other container, keeps its
 * materials', lights' and meshes' extensions; `@anim/gltf` leaves them to the application because
 * they weigh about 90 KB in a browser bundle. Loaded only when a glTF file is read or written.
 *
 * @module
 */
import type { AnyFormatDescriptor } from '@anim/core';
import { gltfFormat, type ReadGltfOptions } from '@anim/gltf';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';

/** `gltfFormat` whose `read` registers every extension glTF-Transform implements (options given win). */
export const gltfWithExtensions: AnyFormatDescriptor = {
  ...gltfFormat,
  read: (bytes: Uint8Array, options?: ReadGltfOptions) => gltfFormat.read(bytes, { extensions: ALL_EXTENSIONS, ...options }),
};

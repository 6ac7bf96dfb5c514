import type { AnyFormatDescriptor } from '@anim/core';
import { animjFormat, animxFormat } from '@anim/animj';
import { gltfFormat, type ReadGltfOptions } from '@anim/gltf';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { mayaFormat } from '@anim/maya';
import { mrtkFormat } from '@anim/mrtk';
import { primeFormat } from '@anim/prime';
import { rotoFormat } from '@anim/roto';
import { unityFormat } from '@anim/unity';

/**
 * The formats this build of `anim` reads and writes: ONE explicit list (there is no global
 * registry). Adding a format is one import and one line here. Order matters only when two formats
 * claim the same bytes or extension: the first wins a tie after sniffing.
 *
 * A format package goes in once its descriptor exists and its tests pass.
 */
/**
 * glTF as `anim` reads it: with every extension glTF-Transform implements registered, so that a file
 * written back (or to the other container) keeps its materials', lights' and meshes' extensions; the
 * library leaves them to the application, as they weigh ~90 KB in a browser bundle.
 */
const gltfWithExtensions: AnyFormatDescriptor = {
  ...gltfFormat,
  read: (bytes: Uint8Array, options?: ReadGltfOptions) => gltfFormat.read(bytes, { extensions: ALL_EXTENSIONS, ...options }),
};

export const formats: readonly AnyFormatDescriptor[] = [
  mayaFormat,
  rotoFormat,
  animjFormat,
  animxFormat,
  mrtkFormat,
  primeFormat,
  gltfWithExtensions,
  unityFormat,
];

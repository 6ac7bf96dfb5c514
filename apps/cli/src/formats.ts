import type { AnyFormatDescriptor } from '@anim/core';
import { animjFormat, animxFormat } from '@anim/animj';
import { gltfFormat } from '@anim/gltf';
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
export const formats: readonly AnyFormatDescriptor[] = [
  mayaFormat,
  rotoFormat,
  animjFormat,
  animxFormat,
  mrtkFormat,
  primeFormat,
  gltfFormat,
  unityFormat,
];

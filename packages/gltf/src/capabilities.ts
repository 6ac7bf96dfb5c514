/**
 * What glTF stores, for the convert pipeline and {@link gltfFromClip}.
 *
 * @module
 */
import type { FormatCapabilities } from '@anim/core';
import { GLTF_HOLDS } from './constants.js';

/**
 * Node translation (`vec3`, metres), rotation (`quat`), scale (`vec3`) and morph-target weights
 * (scalar tracks named `weights/<target>`, channel `property`); transforms as vectors; STEP, LINEAR
 * and CUBICSPLINE samplers (constant, linear, Bézier with one-third handles); keys at free float32
 * times; free node names; no markers. Other numeric tracks (1–4 numbers per key: scalar, vector,
 * colour, bool, int; visibility, 2D points, generic properties) reach `gltfFromClip`, which writes
 * them through `KHR_animation_pointer` when asked (`animationPointer`) and warns about each otherwise.
 */
export const capabilities: FormatCapabilities = {
  valueTypes: ['vec3', 'quat', 'scalar', 'vec2', 'vec4', 'color', 'bool', 'int'],
  channels: ['translation', 'rotation', 'scale', 'visibility', 'point', 'property'],
  transforms: 'vectors',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  units: { length: 'm', angle: 'rad' },
  names: 'free',
  markers: false,
  holds: GLTF_HOLDS,
};

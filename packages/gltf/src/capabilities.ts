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
 * times; free node names; no markers.
 */
export const capabilities: FormatCapabilities = {
  valueTypes: ['vec3', 'quat', 'scalar'],
  channels: ['translation', 'rotation', 'scale', 'property'],
  transforms: 'vectors',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  units: { length: 'm', angle: 'rad' },
  names: 'free',
  markers: false,
  holds: GLTF_HOLDS,
};

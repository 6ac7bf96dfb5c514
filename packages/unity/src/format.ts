/**
 * The `unity` format descriptor for `@anim/core`'s format list and the CLI.
 *
 * @module
 */
import { defineFormat, type FormatCapabilities } from '@anim/core';
import { SPACE } from './constants.js';
import { unityFromClip, type UnityFromClipOptions } from './from-clip.js';
import { readUnity } from './read.js';
import { unityMeta } from './meta.js';
import { summarizeUnity } from './summary.js';
import { unityToClip, type UnityToClipOptions } from './to-clip.js';
import type { ReadUnityOptions, UnityDocument, WriteUnityOptions } from './types.js';
import { writeUnity } from './write.js';

/**
 * What a Unity clip stores, for the convert pipeline: transforms as vectors (`vec3` positions in metres
 * and scales, `quat` rotations, or `vec3` Euler angles in degrees with a rotation order), any other
 * numeric value as float curves (scalars; `bool`/`int` as stepped floats) bound to a component
 * property; keys at free times with constant, linear and Bézier (Hermite or weighted) segments; free
 * transform paths and property names; events as markers.
 */
export const UNITY_CAPABILITIES: FormatCapabilities = {
  valueTypes: ['scalar', 'bool', 'int', 'vec3', 'quat'],
  channels: ['translation', 'rotation', 'scale', 'visibility', 'property'],
  transforms: 'vectors',
  eulerVectors: true,
  // Unity interpolates each quaternion component on its own
  quatInterpolation: 'components',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  // positions are converted to metres by unityFromClip; other lengths keep their numbers (warned)
  units: { angle: 'deg' },
  names: 'free',
  markers: true,
  holds:
    'transform curves (localPosition in metres, localRotation quaternions or Euler degrees, localScale) on any transform path, float curves on any component property, and events',
};

/**
 * Unity AnimationClip `.anim` (YAML): {@link readUnity}, {@link writeUnity}, {@link sniffUnity},
 * {@link summarizeUnity}, {@link unityToClip} and {@link unityFromClip} under the id `unity`. The `.anim`
 * extension is shared with Maya: `sniff` tells them apart by content (`%YAML` and an AnimationClip
 * object, `--- !u!74`).
 */
export const unityFormat = defineFormat<UnityDocument, ReadUnityOptions & UnityToClipOptions, WriteUnityOptions & UnityFromClipOptions>({
  ...unityMeta,
  read: readUnity,
  write: writeUnity,
  summarize: summarizeUnity,
  toClip: unityToClip,
  fromClip: unityFromClip,
  capabilities: UNITY_CAPABILITIES,
  space: SPACE,
  extrasMeaning: {
    clip: {
      serializedVersion: 'the clip layout version',
      legacy: 'the Legacy (Animation component) flag',
      wrapMode: "the clip's wrap mode",
      loopTime: 'the Loop Time setting',
      sampleRate: 'the sample rate as Unity stores it',
      humanoid: 'whether the clip drives a humanoid Avatar (muscle curves)',
    },
    track: {
      path: 'the exact transform path',
      attribute: 'the bound property name',
      classID: 'the bound component class',
      script: 'the bound MonoBehaviour script',
      rotationOrder: "Unity's rotation order number",
    },
  },
});

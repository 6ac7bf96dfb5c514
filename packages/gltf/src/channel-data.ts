/**
 * One animation channel's keys, decoded: times, per-key values and, for `CUBICSPLINE`, the in- and
 * out-tangents (glTF 2.0 §3.11, Appendix C), with the width of one key's value.
 *
 * @module
 */
import type { Accessor, AnimationChannel } from '@gltf-transform/core';
import { accessorNumbers, accessorValues } from './accessor.js';
import { pointerOf } from './animation-pointer.js';

/** The glTF sampler interpolations. */
export type GltfInterpolation = 'STEP' | 'LINEAR' | 'CUBICSPLINE';

/** A channel's keys: times as float64, values as the accessor holds them (see {@link gltfChannelData}). */
export interface GltfChannelData {
  /**
   * `translation`, `rotation`, `scale` or `weights` (also for a `KHR_animation_pointer` channel that
   * points at one of them, `/nodes/<i>/<path>`), or `pointer` for another property.
   */
  readonly path: 'translation' | 'rotation' | 'scale' | 'weights' | 'pointer';
  readonly interpolation: GltfInterpolation;
  /** Key times in seconds. */
  readonly times: Float64Array;
  /** Numbers per key: 3 (translation, scale), 4 (rotation x, y, z, w), the morph-target count (weights), the property's size (pointer). */
  readonly width: number;
  /**
   * `times.length × width` values: for STEP and LINEAR samplers of plain floats, the output accessor's
   * own `Float32Array` (shared with the document, not copied); otherwise a new float64 array.
   */
  readonly values: Float64Array | Float32Array;
  /** For `CUBICSPLINE`: in-tangents a_k, `times.length × width`, value units per second. */
  readonly inTangents: Float64Array | undefined;
  /** For `CUBICSPLINE`: out-tangents b_k, `times.length × width`, value units per second. */
  readonly outTangents: Float64Array | undefined;
}

/**
 * Decodes a channel checked by `readGltf` (a core-path channel with its sampler and accessors).
 * Normalized integer outputs are decoded with glTF's rule; tangents are split out of the
 * `[a_k, v_k, b_k]` blocks of a `CUBICSPLINE` output. The arrays returned are new, except the values
 * of a STEP or LINEAR sampler of plain floats (the accessor's array itself: a 56 MB animation converts
 * without copying its values) and `times` when `timesCache` (input accessor → decoded times) is given:
 * channels with one input then share one times array, decoded once.
 */
export function gltfChannelData(channel: AnimationChannel, timesCache?: Map<Accessor, Float64Array>): GltfChannelData {
  const sampler = channel.getSampler()!;
  const path = channelPath(channel);
  const interpolation: GltfInterpolation = sampler.getInterpolation();
  const input = sampler.getInput()!;
  let times: Float64Array;
  const cached = timesCache?.get(input);
  if (cached !== undefined) times = cached;
  else {
    times = accessorValues(input);
    timesCache?.set(input, times);
  }
  const keys = times.length;
  const cubic = interpolation === 'CUBICSPLINE';
  const raw = cubic ? accessorValues(sampler.getOutput()!) : accessorNumbers(sampler.getOutput()!);
  const width = path === 'weights' || path === 'pointer' ? raw.length / (keys * (cubic ? 3 : 1)) : path === 'rotation' ? 4 : 3;
  if (!cubic) return { path, interpolation, times, width, values: raw, inTangents: undefined, outTangents: undefined };
  const values = new Float64Array(keys * width);
  const inTangents = new Float64Array(keys * width);
  const outTangents = new Float64Array(keys * width);
  for (let k = 0; k < keys; k++) {
    const block = 3 * k * width;
    for (let c = 0; c < width; c++) {
      inTangents[k * width + c] = raw[block + c]!;
      values[k * width + c] = raw[block + width + c]!;
      outTangents[k * width + c] = raw[block + 2 * width + c]!;
    }
  }
  return { path, interpolation, times, width, values, inTangents, outTangents };
}

const NODE_POINTER = /^\/nodes\/(\d+)\/(translation|rotation|scale|weights)$/;

/** The node index and path a `KHR_animation_pointer` pointer names, when it is a node transform or weights. */
export function nodePointer(pointer: string): { node: number; path: 'translation' | 'rotation' | 'scale' | 'weights' } | undefined {
  const match = NODE_POINTER.exec(pointer);
  return match === null ? undefined : { node: Number(match[1]), path: match[2] as 'translation' | 'rotation' | 'scale' | 'weights' };
}

/** The channel's path, a pointer to a node transform or weights read as that path. */
export function channelPath(channel: AnimationChannel): GltfChannelData['path'] {
  const path = channel.getTargetPath() as string | null;
  if (path !== 'pointer') return path as GltfChannelData['path'];
  const pointer = pointerOf(channel);
  return (pointer === undefined ? undefined : nodePointer(pointer)?.path) ?? 'pointer';
}

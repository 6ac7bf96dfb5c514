/**
 * The morph-weight tracks of one node as one glTF weights sampler (one value per target per key).
 *
 * @module
 */
import { DEFAULT_MAX_KEYS, TrackSampler, type Track } from '@anim/core';
import { resampledKeys, samplerKeys, type SamplerKeys } from './sampler-plan.js';

/**
 * One sampler for every weight track of a node (glTF animates all of a mesh's weights together):
 * - tracks with the same key times and the same sampler interpolation are interleaved exactly;
 * - STEP tracks with different times are held at the union of their times (exact);
 * - otherwise every track is taken as LINEAR keys (resampled within `tolerance` where it is not
 *   linear) and evaluated at the union of their times (`resampled: true`).
 */
export function weightKeys(tracks: readonly Track[], tolerance: number, maxKeys: number = DEFAULT_MAX_KEYS): SamplerKeys {
  const plans = tracks.map((t) => samplerKeys(t, tolerance, maxKeys));
  const width = tracks.length;
  const first = plans[0]!;
  const same = plans.every((p) => !p.resampled && p.interpolation === first.interpolation && sameTimes(p.times, first.times));
  if (same) {
    const stride = first.interpolation === 'CUBICSPLINE' ? 3 : 1;
    const keys = first.times.length;
    const values = new Float64Array(keys * stride * width);
    plans.forEach((p, j) => {
      for (let k = 0; k < keys; k++) for (let part = 0; part < stride; part++) values[(k * stride + part) * width + j] = p.values[k * stride + part]!;
    });
    return { interpolation: first.interpolation, times: first.times, width, values, resampled: false };
  }
  const step = plans.every((p) => p.interpolation === 'STEP');
  const linear: Track[] = tracks.map((t, j) => {
    const p = plans[j]!;
    if (step || p.interpolation === 'LINEAR') return t;
    const r = resampledKeys(t, tolerance, maxKeys);
    return { ...t, times: r.times, values: r.values, interpolation: new Uint8Array(r.times.length).fill(1), inHandles: undefined, outHandles: undefined };
  });
  const union = unionTimes(linear.map((t) => t.times));
  const values = new Float64Array(union.length * width);
  linear.forEach((t, j) => {
    const samples = new TrackSampler(t).sampleInto(union);
    for (let k = 0; k < union.length; k++) values[k * width + j] = samples[k]!;
  });
  return { interpolation: step ? 'STEP' : 'LINEAR', times: union, width, values, resampled: true };
}

function sameTimes(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function unionTimes(lists: readonly Float64Array[]): Float64Array {
  const all = new Set<number>();
  for (const list of lists) for (const t of list) all.add(t);
  return Float64Array.from([...all].sort((x, y) => x - y));
}

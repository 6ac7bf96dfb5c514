/**
 * Keyframes in time order for the core model. AnimJ files may list keyframes with times going
 * backwards (the Godot generator keeps insertion order; `validateAnimj` warns `times-not-increasing`);
 * the core model needs ascending times, so `animjToClip` converts a stably sorted copy.
 *
 * @module
 */
import type { AnimjCurveTrack, AnimjDiscreteTrack, AnimjValueArray } from './types.js';

/** Where the times of a track first go backwards: the keyframe index, or -1 when they never do. */
export function firstDescending(times: Float32Array): number {
  for (let k = 1; k < times.length; k++) if (times[k]! < times[k - 1]!) return k;
  return -1;
}

/**
 * A copy of `track` with its keyframes stably sorted by time (keyframes at equal times keep their
 * file order) and every per-keyframe column (values, interpolations, tangents, tangent presence,
 * unknown keyframe properties) permuted alike. NaN times sort last.
 * @param components - components per value of the track's value type.
 */
export function sortedByTime<T extends AnimjDiscreteTrack | AnimjCurveTrack>(track: T, components: number): T {
  const n = track.times.length;
  const order = Array.from({ length: n }, (_, k) => k);
  const key = (k: number): number => (Number.isNaN(track.times[k]!) ? Infinity : track.times[k]!);
  order.sort((a, b) => key(a) - key(b) || a - b);
  const copy = { ...track, times: track.times.map((_, k) => track.times[order[k]!]!) } as T;
  copy.values = permute(track.values, order, components);
  if (track.keyframeUnknown !== undefined) {
    const where = new Map(order.map((from, to) => [from, to]));
    copy.keyframeUnknown = new Map([...track.keyframeUnknown].map(([k, v]) => [where.get(k) ?? k, v]));
  }
  if (copy.trackType === 'Curve' || copy.trackType === 'Bezier') {
    const curve = track as AnimjCurveTrack;
    copy.interpolations = permute<Uint8Array>(curve.interpolations, order, 1);
    if (curve.leftTangents !== undefined) copy.leftTangents = permute(curve.leftTangents, order, components);
    if (curve.rightTangents !== undefined) copy.rightTangents = permute(curve.rightTangents, order, components);
    if (curve.tangentPresence !== undefined) copy.tangentPresence = permute<Uint8Array>(curve.tangentPresence, order, 1);
  }
  return copy;
}

/** `a` with its groups of `c` entries in the order `order` gives (entries beyond `order` kept in place). */
function permute<A extends AnimjValueArray>(a: A, order: readonly number[], c: number): A {
  const out = a.slice() as A;
  const src = a as ArrayLike<unknown>;
  const dst = out as unknown as Record<number, unknown>;
  order.forEach((from, to) => {
    for (let i = 0; i < c; i++) dst[to * c + i] = src[from * c + i];
  });
  return out;
}

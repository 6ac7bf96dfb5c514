/**
 * Bézier segments that draw a straight line: what a linear curve becomes in a format that stores it as
 * Hermite slopes (Unity's Linear tangents, a Maya `linear` key read as handles). MRTK 1.1 stores
 * (time, value) keys only, so such a segment must be recognised as the linear segment it is.
 *
 * @module
 */
import { InterpolationCode, type Track } from '@anim/core';

/**
 * How far (relative to the larger of the segment's end values) a handle may sit off the chord and
 * still count as on it: a few float32 roundings, as a slope stored in float32 (Unity) puts it.
 */
const CHORD_TOLERANCE = 2 ** -21;

/**
 * The track with each Bézier segment whose two handles lie on the chord of its keys, in every
 * component, coded `linear` (the same straight line: a cubic whose control points are on one line
 * stays on it, within {@link CHORD_TOLERANCE} of the larger end value); the same track when there is
 * none. Handles are kept (other segments still use them).
 */
export function chordSegmentsAsLinear(track: Track): Track {
  const { times, values, inHandles, outHandles, components: n } = track;
  if (inHandles === undefined || outHandles === undefined) return track;
  let interpolation: Uint8Array | undefined;
  for (let k = 0; k + 1 < times.length; k++) {
    if (track.interpolation[k] !== InterpolationCode.bezier) continue;
    const span = times[k + 1]! - times[k]!;
    if (!(span > 0)) continue;
    let onChord = true;
    for (let c = 0; c < n && onChord; c++) {
      const v0 = values[k * n + c]!;
      const v1 = values[(k + 1) * n + c]!;
      const slope = (v1 - v0) / span;
      const tolerance = CHORD_TOLERANCE * Math.max(Math.abs(v0), Math.abs(v1));
      const o = (k * n + c) * 2;
      const i = ((k + 1) * n + c) * 2;
      onChord =
        Math.abs(outHandles[o + 1]! - slope * outHandles[o]!) <= tolerance && Math.abs(inHandles[i + 1]! - slope * inHandles[i]!) <= tolerance;
    }
    if (!onChord) continue;
    interpolation ??= Uint8Array.from(track.interpolation);
    interpolation[k] = InterpolationCode.linear;
  }
  return interpolation === undefined ? track : { ...track, interpolation };
}

/**
 * How a clip's keys meet Prime's fixed frame interval: the rate a clip keyed on a frame grid was made
 * at (when the clip states none), and how far the frames Prime plays (lerp/slerp between samples) are
 * from a track whose keys are not on that grid.
 *
 * @module
 */
import { TrackSampler, type FrameRate, type Track } from '@anim/core';

/**
 * The rates tried, in order, for a clip that states none: Prime's own 30 first, then the film, video
 * and game rates (NTSC rates as exact fractions).
 */
const RATES: readonly FrameRate[] = [
  { numerator: 30, denominator: 1 },
  { numerator: 24, denominator: 1 },
  { numerator: 25, denominator: 1 },
  { numerator: 60, denominator: 1 },
  { numerator: 50, denominator: 1 },
  { numerator: 48, denominator: 1 },
  { numerator: 120, denominator: 1 },
  { numerator: 30000, denominator: 1001 },
  { numerator: 24000, denominator: 1001 },
  { numerator: 60000, denominator: 1001 },
];

/** Whole frames within float32 rounding of the time (a key read from a float32 file is on its grid). */
function onFrame(time: number, fps: number): boolean {
  const f = time * fps;
  return Math.abs(f - Math.round(f)) <= 2 ** -22 * Math.max(1, Math.abs(f));
}

/**
 * The first rate of 30, 24, 25, 60, 50, 48, 120, 29.97, 23.976 and 59.94 fps on whose frames (counted
 * from `start` seconds) every key of `tracks` lies, within float32 rounding; undefined when none fits.
 */
export function keyGridRate(tracks: readonly Track[], start: number): FrameRate | undefined {
  return RATES.find((rate) => {
    const fps = rate.numerator / rate.denominator;
    return tracks.every((t) => t.times.every((time) => onFrame(time - start, fps)));
  });
}

/**
 * The largest difference between `track` and what Prime plays from `values` sampled at `times` (linear
 * between frames, slerp for quaternions, as `primeToClip` reads them back): checked at the track's key
 * times and halfway between frames, inside the frames' range. Quaternions compare as the angle between
 * the two rotations (degrees); other values per component, in the track's unit.
 *
 * @param values - the samples, `times.length × track.components`, in the track's layout (x, y, z, w).
 */
export function resampleError(track: Track, times: Float64Array, values: Float64Array): number {
  const count = times.length;
  if (count === 0) return 0;
  const played: Track = {
    ...track,
    times,
    values,
    interpolation: new Uint8Array(count).fill(1),
    inHandles: undefined,
    outHandles: undefined,
    quatBlend: track.valueType === 'quat' ? 'slerp' : track.quatBlend,
    preExtrapolation: 'constant',
    postExtrapolation: 'constant',
  };
  const first = times[0]!;
  const last = times[count - 1]!;
  const checks: number[] = [];
  for (const t of track.times) if (t >= first && t <= last) checks.push(t);
  for (let k = 0; k + 1 < count; k++) checks.push((times[k]! + times[k + 1]!) / 2);
  const source = new TrackSampler(track);
  const frames = new TrackSampler(played);
  const n = track.components;
  const a = new Float64Array(n);
  const b = new Float64Array(n);
  let worst = 0;
  for (const t of checks) {
    source.evaluate(t, a);
    frames.evaluate(t, b);
    worst = Math.max(worst, track.valueType === 'quat' ? angleDegrees(a, b) : largestGap(a, b));
  }
  return worst;
}

function largestGap(a: Float64Array, b: Float64Array): number {
  let worst = 0;
  for (let c = 0; c < a.length; c++) worst = Math.max(worst, Math.abs(a[c]! - b[c]!));
  return worst;
}

function angleDegrees(a: Float64Array, b: Float64Array): number {
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!;
  const cos = Math.min(1, Math.abs(dot) / Math.sqrt((a[0]! ** 2 + a[1]! ** 2 + a[2]! ** 2 + a[3]! ** 2) * (b[0]! ** 2 + b[1]! ** 2 + b[2]! ** 2 + b[3]! ** 2)));
  return 2 * Math.acos(cos) * (180 / Math.PI);
}

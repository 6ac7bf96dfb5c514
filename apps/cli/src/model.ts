/**
 * The CLI's only contact with the core model's maths: sampling, unit conversion, baking and key
 * reduction all come from `@anim/core`; this module adapts them to the command-line options.
 *
 * @module
 */
import {
  bake,
  convertUnits,
  InterpolationCode,
  sample,
  simplify,
  frameRateFromFps,
  InvalidArgumentError,
  unitKind,
  type Clip,
  type ConversionWarning,
  type FrameRate,
  type Track,
  type Unit,
} from '@anim/core';

/** Clip transformations asked for on the command line (each forces a trip through the core model). */
export interface Transforms {
  /** Bake every track at this many frames per second (`--fps`). */
  readonly fps?: number | undefined;
  /** Remove keys while staying within this tolerance, in each track's unit (`--simplify`). */
  readonly simplify?: number | undefined;
  /** Convert lengths and angles to these units (`--units m,deg`). */
  readonly units?: readonly Unit[] | undefined;
}

/** Values of `track` at `times` (seconds), `times.length × components`, evaluated by `@anim/core`. */
export function sampleTrack(track: Track, times: ArrayLike<number>): Float64Array {
  return sample(track, times);
}

export { UNIT_CHOICES } from './unit-choices.js';

/**
 * Applies `--units`, then `--fps` (bake), then `--simplify` to a clip, appending what they lose to
 * `warnings`.
 */
export function transformClip(
  clip: Clip,
  transforms: Transforms,
  warnings: ConversionWarning[],
): Clip {
  let tracks = clip.tracks;
  const units = transforms.units;
  if (units !== undefined && units.length > 0) {
    tracks = tracks.map((track) => {
      const kind = unitKind(track.unit);
      const target = units.find((u) => unitKind(u) === kind);
      if (target === undefined || target === track.unit || track.valueType === 'quat') return track;
      return convertUnits(track, target);
    });
  }
  let result: Clip = { ...clip, tracks };
  if (transforms.fps !== undefined) {
    const fps = transforms.fps;
    for (const track of tracks) {
      if (track.interpolation.some((code, k) => code === InterpolationCode.bezier && k < track.times.length - 1)) {
        warnings.push({ code: 'resampled', message: `Bézier curves baked to linear keys at ${fps} fps`, path: track.name });
      }
    }
    result = bake(result, { fps: rateOf(fps) });
  }
  if (transforms.simplify !== undefined) {
    const tolerance = transforms.simplify;
    result = { ...result, tracks: result.tracks.map((track) => simplify(track, { tolerance })) };
  }
  return result;
}

/**
 * `--fps` as an exact rate, by core's one policy (`frameRateFromFps`: whole rates exact, the NTSC
 * family 23.976/29.97/59.94/… as n·1000/1001, otherwise the decimal). `fps` is ≥ 0.001 (`parseFrameRate`).
 */
export function rateOf(fps: number): FrameRate {
  const rate = frameRateFromFps(fps);
  if (rate === undefined) throw new InvalidArgumentError(`${String(fps)} frames per second is not a frame rate`);
  return rate;
}

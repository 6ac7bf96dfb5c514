/**
 * Adapter from the core model: bakes the clip at its frame rate (every frame from its first key to its
 * end) and encodes it as version 2 (default) or version 0.
 *
 * Tracks are placed by channel (`rotation` quat, `translation` vec3, `scale` vec3 — MP2 only), else by
 * property name, on the bone a node states (`bone<id>`, `boneIds`, `extras.prime.boneId`) or the next
 * free id (see `bones.ts`).
 *
 * @module
 */
import {
  checkKeyCount,
  convertUnits,
  keyLimit,
  sample,
  unitKind,
  WarningSink,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type FrameRate,
  type Track,
} from '@anim/core';
import { BONE_PROPERTIES, placeTracks } from './bones.js';
import { encodePrimeV2 } from './encode.js';
import { worstQuantisation } from './quantisation.js';
import type { PrimeDocument, PrimeChannel, PrimeGame } from './types.js';
import { buildV0 } from './write-v0.js';

/** Options of {@link primeFromClip}. */
export interface PrimeFromClipOptions extends ConvertOptions {
  /** Version to produce. Default 2 (compressed). */
  readonly version?: 0 | 2 | undefined;
  /** Layout. Default: the clip's `extras.prime.game`, else `mp1`. */
  readonly game?: PrimeGame | undefined;
  /** Bone ids by node name, for nodes not named `bone<id>`. */
  readonly boneIds?: Readonly<Record<string, number>> | undefined;
  /** Sampling rate. Default: the clip's frame rate, else 30 fps. */
  readonly fps?: number | FrameRate | undefined;
  /** v2 only: drop frames reproduced within this tolerance (see {@link EncodePrimeV2Options.tolerance}). */
  readonly tolerance?: number | undefined;
}

interface Extras {
  game?: unknown;
  rootBoneId?: unknown;
  looping?: unknown;
  evntId?: unknown;
  interval?: unknown;
}

/** First and last key time over the tracks (seconds); [0, 0] without keys. */
function keyRange(tracks: readonly Track[]): [number, number] {
  let start = Infinity;
  let end = -Infinity;
  for (const t of tracks) {
    if (t.times.length === 0) continue;
    start = Math.min(start, t.times[0]!);
    end = Math.max(end, t.times[t.times.length - 1]!);
  }
  return start === Infinity ? [0, 0] : [start, end];
}

function onGrid(track: Track, start: number, fps: number): boolean {
  for (let k = 0; k < track.times.length; k++) {
    const f = (track.times[k]! - start) * fps;
    if (Math.abs(f - Math.round(f)) > 1e-6) return false;
    if (k < track.times.length - 1 && track.interpolation[k] !== 1) return false;
  }
  return track.quatBlend !== 'nlerp';
}

/**
 * Converts a core {@link Clip} to a Prime animation (bake, then {@link encodePrimeV2} or a v0 build).
 *
 * Tracks are placed on bones by `placeTracks` (`bones.ts`): by channel, else property name; bone ids
 * from `bone<id>` names, `options.boneIds` or `extras.prime.boneId`, else the next free id from the
 * game's root bone id (MP1 3, MP2 0) in clip order.
 *
 * Warnings: `track-dropped` (one per track that is not a bone rotation/translation/scale of the right
 * value type, a scale in MP1, a bone property already given, an id the layout cannot hold),
 * `name-changed` (one per node given a free bone id, naming it),
 * `resampled` (keys off the frame grid or non-linear segments: the baked curve is sampled),
 * `unit-changed` (a translation in a length unit other than metres: converted to metres; any other
 * unit on a track: values written as they are), `unit-assumed` (a translation without a unit: taken as
 * metres),
 * `precision-lost` (v2 rounding moved a value by more than 1e-6).
 * @throws {ConversionError} in strict mode when a warning was recorded; {@link InvalidArgumentError}
 *   for values the encoder cannot hold; `LimitError` (before baking) when the clip's key range at the
 *   frame rate takes more than `options.maxKeys` frames (default `DEFAULT_MAX_KEYS` of `@anim/core`).
 */
export function primeFromClip(clip: Clip, options: PrimeFromClipOptions = {}): ConvertResult<PrimeDocument> {
  const sink = new WarningSink();
  const extras = (clip.extras.prime ?? {}) as Extras;
  const game: PrimeGame = options.game ?? (extras.game === 'mp2' ? 'mp2' : 'mp1');
  const rate = options.fps ?? clip.frameRate ?? 30;
  // A clip made by toClip keeps the file's exact (float32) interval: sample on that grid.
  const fileInterval = options.fps === undefined && typeof extras.interval === 'number' && extras.interval > 0;
  const interval = fileInterval
      ? (extras.interval as number)
      : typeof rate === 'number'
        ? 1 / rate
        : rate.denominator / rate.numerator;
  const fps = 1 / interval;
  const placed = placeTracks(clip.tracks, game, options.boneIds, sink);
  // Prime clips start at time 0: a clip keyed from a later time keeps its timing (frames before its
  // first key hold the first pose, as the source's constant pre-extrapolation does); one keyed from a
  // negative time is shifted, with a warning.
  const [first, end] = keyRange(placed.map((p) => p.track));
  const start = Math.min(0, first);
  if (start < 0) sink.warn('time-adjusted', `keys start at ${String(start)} s; Prime clips start at 0, so the animation is shifted by ${String(-start)} s`);
  const frameCount = Math.max(1, Math.round((end - start) / interval + 1e-6) + 1);
  checkKeyCount(frameCount, keyLimit(options), `prime: baking ${String(end - start)} s at ${String(fps)} fps`);
  const times = Float64Array.from({ length: frameCount }, (_, i) => start + i * interval);

  const byBone = new Map<number, PrimeChannel>();
  for (const { track, boneId, property } of placed) {
    let source = track;
    if (property === 'translation' && unitKind(track.unit) === 'length') {
      if (track.unit !== 'm') {
        sink.warn('unit-changed', `translations converted from ${track.unit} to m (the game's unit)`, track.name);
        source = convertUnits(track, 'm');
      }
    } else if (property === 'translation' && track.unit === 'none') {
      sink.warn('unit-assumed', 'translations without a unit are written as metres (the game\'s unit)', track.name);
    } else if (track.unit !== 'none') {
      sink.warn('unit-changed', `values in '${track.unit}' are written unconverted`, track.name);
    }
    if (!onGrid(track, start, fps)) sink.warn('resampled', `keys resampled at ${String(fps)} fps`, track.name);
    const [, width] = BONE_PROPERTIES[property];
    let channel = byBone.get(boneId);
    if (channel === undefined) {
      channel = { boneId, rotation: null, translation: null, scale: null };
      byBone.set(boneId, channel);
    }
    const values = sample(source, times);
    const out = new Float32Array(frameCount * width);
    for (let f = 0; f < frameCount; f++) {
      const o = f * width;
      if (width === 4) {
        out[o] = values[o + 3]!;
        out[o + 1] = values[o]!;
        out[o + 2] = values[o + 1]!;
        out[o + 3] = values[o + 2]!;
      } else {
        out.set(values.subarray(o, o + 3), o);
      }
    }
    channel[property] = out;
  }
  const channels = [...byBone.values()];
  const rootBoneId = typeof extras.rootBoneId === 'number' ? extras.rootBoneId : undefined;
  const evntId = typeof extras.evntId === 'number' ? extras.evntId : undefined;

  if (options.version === 0) {
    const doc = buildV0(game, channels, frameCount, interval, {
      ...(rootBoneId === undefined ? {} : { rootBoneId }),
      ...(evntId === undefined ? {} : { evntId }),
    });
    return sink.finish<PrimeDocument>(doc, options);
  }
  if (!fileInterval && game === 'mp1') {
    // metaforce's MP1 cook stores the interval in whole microseconds: the frames play that much faster
    const stored = Math.trunc(interval * 1e6) / 1e6;
    if (stored !== interval) {
      const early = (frameCount - 1) * (interval - stored);
      sink.warn(
        'time-adjusted',
        `Metroid Prime 1 stores the frame interval in whole microseconds: ${String(interval)} s is stored as ${String(stored)} s, so frame k plays at k × ${String(stored)} s (the last frame ${early.toPrecision(3)} s early)`,
      );
    }
  }
  const anim = encodePrimeV2(channels, {
    game,
    interval,
    // A Prime file's interval is kept exactly; any other rate is cooked like metaforce's MP1 path.
    truncateInterval: fileInterval ? false : undefined,
    looping: extras.looping === true,
    rootBoneId,
    evntId,
    tolerance: options.tolerance,
  });
  // Report the quantisation error at the stored keys.
  const worst = worstQuantisation(anim, channels);
  if (worst > 1e-6) sink.warn('precision-lost', `v2 quantisation moved values by up to ${worst.toPrecision(3)}`);
  return sink.finish<PrimeDocument>(anim, options);
}

/**
 * Adapter from the core model: bakes the clip at its frame rate (every frame from its first key to its
 * end; a last frame rounding past the last key takes the last key) and encodes it as version 2
 * (default) or version 0. An MP1 clip keyed on the microsecond-truncated interval of its rate (a Prime
 * file carried through another format) is sampled on that interval, so its frames stay where they were.
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
  warnFlattened,
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
import { keyGridRate, resampleError } from './resample.js';
import { buildV0 } from './write-v0.js';

/** Options of {@link primeFromClip}. */
export interface PrimeFromClipOptions extends ConvertOptions {
  /** Version to produce. Default 2 (compressed). */
  readonly version?: 0 | 2 | undefined;
  /** Layout. Default: the clip's `extras.prime.game`, else `mp1`. */
  readonly game?: PrimeGame | undefined;
  /** Bone ids by node name, for nodes not named `bone<id>`. */
  readonly boneIds?: Readonly<Record<string, number>> | undefined;
  /**
   * Sampling rate. Default: the clip's frame rate; for a clip stating none, the first of 30, 24, 25, 60,
   * 50, 48, 120, 29.97, 23.976, 59.94 fps whose whole frames hold every key (`frame-rate-assumed`
   * unless 30), else 30 fps.
   */
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

/** True when every key of the track is on a whole frame (within 1e-6 frame) of `fps` from `start`. */
function keysOnGrid(track: Track, start: number, fps: number): boolean {
  for (const time of track.times) {
    const f = (time - start) * fps;
    if (Math.abs(f - Math.round(f)) > 1e-6) return false;
  }
  return true;
}

/** True when the frames reproduce the track: keys on the grid, linear segments, slerp for quaternions. */
function onGrid(track: Track, start: number, fps: number): boolean {
  if (!keysOnGrid(track, start, fps)) return false;
  for (let k = 0; k + 1 < track.times.length; k++) if (track.interpolation[k] !== 1) return false;
  return track.quatBlend !== 'nlerp';
}

/** The rate a rate spec stands for, in frames per second. */
function fpsOf(rate: number | FrameRate): number {
  return typeof rate === 'number' ? rate : rate.numerator / rate.denominator;
}

/** A resampling error for a message: degrees for rotations, the unit for lengths. */
function errorText(track: Track, error: number): string {
  if (track.valueType === 'quat') return `${error.toPrecision(3)}°`;
  return track.unit === 'none' ? error.toPrecision(3) : `${error.toPrecision(3)} ${track.unit}`;
}

/**
 * Whether the written animation loops: the clip's `extras.prime.looping` when it came from Prime, else
 * true when every placed track cycles after its keys (the game wraps the whole animation). A track whose
 * extrapolation is not what the game then does (cycle when looping, hold otherwise) is warned
 * `extrapolation-changed`; version 0 stores no loop flag.
 */
function loopFlag(extras: Extras, tracks: readonly Track[], v0: boolean, sink: WarningSink): boolean {
  const cycles = tracks.length > 0 && tracks.every((t) => t.postExtrapolation === 'cycle');
  let looping = typeof extras.looping === 'boolean' ? extras.looping : cycles;
  if (looping && v0) {
    sink.warn('extrapolation-changed', 'the animation loops, but version 0 stores no loop flag: it holds its last frame');
    looping = false;
  }
  const mode = looping ? 'cycle' : 'constant';
  for (const t of tracks) {
    if (t.postExtrapolation === mode && (t.preExtrapolation === mode || t.preExtrapolation === 'constant')) continue;
    sink.warn(
      'extrapolation-changed',
      `Prime ${looping ? 'loops the whole animation' : 'holds the last frame (the animation does not loop)'}; the track's ${t.preExtrapolation}/${t.postExtrapolation} extrapolation is not kept`,
      t.name,
    );
  }
  return looping;
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
 * `resampled` (keys off the frame grid or non-linear segments: the baked curve is sampled; the message
 * quotes the largest distance between the frames as the game plays them and the source, in degrees
 * for rotations and the track's unit otherwise), `frame-rate-assumed` (a clip stating no rate: the
 * rate its keys fit, or 30 fps), `extrapolation-changed` (a track that does not cycle in a looping
 * animation or does not hold in one that does not loop; the animation loops when `extras.prime.looping`
 * says so or, for a clip from another format, when every track cycles),
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
  const placed = placeTracks(clip.tracks, game, options.boneIds, sink);
  const placedTracks = placed.map((p) => p.track);
  // Prime clips start at time 0: a clip keyed from a later time keeps its timing (frames before its
  // first key hold the first pose, as the source's constant pre-extrapolation does); one keyed from a
  // negative time is shifted, with a warning.
  const [first, end] = keyRange(placedTracks);
  const start = Math.min(0, first);
  if (start < 0) sink.warn('time-adjusted', `keys start at ${String(start)} s; Prime clips start at 0, so the animation is shifted by ${String(-start)} s`);
  // A clip made by toClip keeps the file's exact (float32) interval: sample on that grid.
  const fileInterval = options.fps === undefined && typeof extras.interval === 'number' && extras.interval > 0;
  // A clip that states no rate is sampled at the rate its keys are whole frames of (an AnimJ clip
  // keyed at 24 fps), else at 30 fps.
  const stated = options.fps ?? clip.frameRate;
  const inferred = stated === undefined && !fileInterval ? keyGridRate(placedTracks, start) : undefined;
  const rate = stated ?? inferred ?? 30;
  if (stated === undefined && !fileInterval && (inferred === undefined || fpsOf(inferred) !== 30)) {
    sink.warn(
      'frame-rate-assumed',
      inferred === undefined
        ? 'the clip states no frame rate and its keys are whole frames of no common rate: sampled at 30 fps'
        : `the clip states no frame rate; its keys are whole frames of ${String(Number(fpsOf(inferred).toFixed(3)))} fps, so the frames are 1/${String(Number(fpsOf(inferred).toFixed(3)))} s apart`,
    );
  }
  let interval = fileInterval ? (extras.interval as number) : 1 / fpsOf(rate);
  // The interval as stored: metaforce's MP1 cook truncates it to whole microseconds (float32). A clip
  // keyed on that grid (a Prime file carried through Maya or Unity) is sampled on it, so its frames
  // stay where they were rather than k × the nominal interval.
  let keepInterval = fileInterval;
  if (!fileInterval && game === 'mp1' && options.version !== 0) {
    const stored = Math.fround(Math.trunc(interval * 1e6) / 1e6);
    if (stored !== interval && stored > 0 && placedTracks.every((t) => keysOnGrid(t, start, 1 / stored)) && !placedTracks.every((t) => keysOnGrid(t, start, 1 / interval))) {
      interval = stored;
      keepInterval = true;
    }
  }
  const fps = 1 / interval;
  const frameCount = Math.max(1, Math.round((end - start) / interval + 1e-6) + 1);
  checkKeyCount(frameCount, keyLimit(options), `prime: baking ${String(end - start)} s at ${String(fps)} fps`);
  // The last frame may round past the last key: it takes the last key, never the source's
  // extrapolation (a cycling clip would wrap to its first pose there).
  const times = Float64Array.from({ length: frameCount }, (_, i) => Math.min(start + i * interval, Math.max(end, start)));
  const looping = loopFlag(extras, placedTracks, options.version === 0, sink);

  const byBone = new Map<number, PrimeChannel>();
  const written = new Set<string>();
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
    const resampled = !onGrid(track, start, fps);
    const [, width] = BONE_PROPERTIES[property];
    let channel = byBone.get(boneId);
    if (channel === undefined) {
      channel = { boneId, rotation: null, translation: null, scale: null };
      byBone.set(boneId, channel);
    }
    const values = sample(source, times);
    if (resampled) {
      const error = resampleError(source, times, values);
      sink.warn('resampled', `keys resampled at ${String(Number(fps.toFixed(6)))} fps: the frames are up to ${errorText(source, error)} from the source between them`, track.name);
    }
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
    written.add(track.node);
  }
  warnFlattened(clip, written, 'prime', sink);
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
  if (!keepInterval && game === 'mp1') {
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
    truncateInterval: keepInterval ? false : undefined,
    looping,
    rootBoneId,
    evntId,
    tolerance: options.tolerance,
  });
  // Report the quantisation error at the stored keys.
  const worst = worstQuantisation(anim, channels);
  if (worst > 1e-6) sink.warn('precision-lost', `v2 quantisation moved values by up to ${worst.toPrecision(3)}`);
  return sink.finish<PrimeDocument>(anim, options);
}

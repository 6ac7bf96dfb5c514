/**
 * Adapter to the core model: per bone channel, tracks `bone<id>/rotation` (quat, x y z w),
 * `bone<id>/translation` (vec3, metres) and `bone<id>/scale` (vec3) with linear keys at the stored frames
 * (times = frame × interval seconds). Core evaluation of these tracks (slerp / lerp between keys, hold
 * after the last key) is the game's sampling rule, so it reproduces {@link evaluatePrime} to float precision.
 *
 * @module
 */
import {
  createClip,
  createTrack,
  WarningSink,
  type Channel,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  frameRateFromFps,
  FPS_TOLERANCE,
  type Marker,
  type Track,
} from '@anim/core';
import { primeDuration, primeFrameInterval } from './evaluate.js';
import { primeAccumulatorOverflow } from './accumulator.js';
import { evntMarkers, type PrimeEvents } from './evnt.js';
import type { PrimeDocument, PrimeChannel } from './types.js';
import { SPACE } from './constants.js';

type BoneProperty = 'rotation' | 'translation' | 'scale';

/** Options of {@link primeToClip} (strict mode and the other core conversion options included). */
export interface PrimeToClipOptions extends ConvertOptions {
  /**
   * Bone names by bone id (e.g. from the CINF skeleton, which this package does not read). Bones
   * without a name are called `bone<id>`.
   */
  readonly boneNames?: Readonly<Record<number, string>> | ReadonlyMap<number, string> | undefined;
  /**
   * The animation's events (the EVNT file its `evntId` names, read with {@link readEvnt}): stored as
   * time-ordered `clip.markers` `{ time, name, extras: { prime: { kind } } }` (see {@link evntMarkers}).
   * Without them the clip has no markers: the ANIM file holds only the EVNT id.
   */
  readonly events?: PrimeEvents | undefined;
}

/**
 * How far a stored interval (seconds) may be from the rate it stands for: metaforce's MP1 cook truncates
 * it to whole microseconds (`encode.ts`), so 1/30 s is stored as 0.033333 s (30.0003 fps).
 */
const INTERVAL_PRECISION = 1e-6;

/** The channel of each bone property: the node's rotation (quaternion), translation (metres) and scale. */
const CHANNELS: Readonly<Record<BoneProperty, Channel>> = {
  rotation: Object.freeze({ kind: 'rotation' }),
  translation: Object.freeze({ kind: 'translation' }),
  scale: Object.freeze({ kind: 'scale' }),
};

/** The events as core markers: time (s), name, and the event kind in `extras.prime.kind`. */
function markersOf(events: PrimeEvents): Marker[] {
  return evntMarkers(events).map((m) => ({ time: m.time, name: m.name, extras: { prime: { kind: m.kind } } }));
}


function boneName(options: PrimeToClipOptions, id: number): string {
  const names = options.boneNames;
  let name: string | undefined;
  if (names instanceof Map) name = (names as ReadonlyMap<number, string>).get(id);
  else if (names !== undefined) name = (names as Readonly<Record<number, string>>)[id];
  return name ?? `bone${String(id)}`;
}

/**
 * Why a Prime clip has no node hierarchy ({@link Clip.noHierarchy}): the bones' parents are in the
 * character's CINF skeleton, another file, which this package does not read.
 */
const NO_HIERARCHY =
  "a Metroid Prime ANIM holds bone channels by bone id; the bones' parents are in the character's CINF skeleton, which is another file: the bones stay side by side at the root, their local transforms not composed with their parents'";

/**
 * Converts a decoded animation to a core {@link Clip}: per bone channel, tracks `<bone>/rotation` (quat,
 * x y z w), `<bone>/translation` (vec3, unit `m`: the game's world unit) and `<bone>/scale` (vec3, unit
 * `none`), linear keys at the stored frames, times in seconds (frame × interval); `frameRate` is 1/interval by core's `frameRateFromFps`, within the precision of the stored interval (metaforce's MP1 cook truncates it to whole microseconds: 0.033333 s gives 30/1).
 *
 * Every track has its channel (`rotation`, `translation`, `scale`). Extras under `prime`: `version`,
 * `game`, `rootBoneId`, `looping`, `evntId`, `frameCount`, `interval` (seconds), and per track `boneId`.
 * With `options.events`, the events become `clip.markers`. No `clip.parents`: the bones' parents are in the
 * CINF skeleton, which is not read; `clip.noHierarchy` says so (two or more bone channels). A looping animation gets `cycle` pre- and
 * post-extrapolation: core then agrees with the game's wrap everywhere except at the instants
 * t = duration and t = −k·duration, where core returns the last key (see the README, "Looping").
 *
 * Warnings: `extrapolation-changed` when a looping animation's duration differs from its last key time
 * (the core `cycle` repeats the keyed range, the game holds the last key until the duration wraps);
 * `invalid-value` per v2 block whose accumulated values leave the game's signed 16-bit range (see
 * {@link primeAccumulatorOverflow}).
 * @throws {ConversionError} in strict mode when a warning was recorded.
 */
export function primeToClip(doc: PrimeDocument, options: PrimeToClipOptions = {}): ConvertResult<Clip> {
  const sink = new WarningSink();
  const interval = primeFrameInterval(doc);
  const times = Float64Array.from(doc.keyFrames, (f) => f * interval);
  const looping = doc.version === 2 && doc.looping !== 0;
  const duration = primeDuration(doc);
  const lastTime = times[times.length - 1] ?? 0;
  if (looping && Math.abs(duration - lastTime) > interval * 1e-3) {
    sink.warn(
      'extrapolation-changed',
      `the game loops every ${String(duration)} s (the duration) but the keys end at ${String(lastTime)} s; the clip cycles over the keys`,
    );
  }
  for (const o of primeAccumulatorOverflow(doc)) {
    sink.warn(
      'invalid-value',
      `bone ${String(o.boneId)} ${o.block}: the accumulated value ${String(o.value)} at stored key ${String(o.key)} leaves the game's 16-bit range, so the game plays this channel differently (readPrime with accumulatorBits: 16 decodes it as the game does)`,
    );
  }
  const extrapolation = looping ? 'cycle' : 'constant';
  const tracks: Track[] = [];
  const add = (c: PrimeChannel, node: string, property: BoneProperty, values: Float32Array, width: number): void => {
    const quat = width === 4;
    tracks.push(
      createTrack({
        name: `${node}/${property}`,
        node,
        property,
        valueType: quat ? 'quat' : 'vec3',
        // The game's world unit is the metre (see the README); rotations and scale factors have none.
        unit: property === 'translation' ? 'm' : 'none',
        keys: Array.from(times, (time, k) => {
          const o = k * width;
          const value = quat
            ? [values[o + 1]!, values[o + 2]!, values[o + 3]!, values[o]!]
            : [values[o]!, values[o + 1]!, values[o + 2]!];
          return { time, value, interpolation: 'linear' as const };
        }),
        preExtrapolation: extrapolation,
        postExtrapolation: extrapolation,
        ...(quat ? { quatBlend: 'slerp' as const } : {}),
        channel: CHANNELS[property],
        extras: { prime: { boneId: c.boneId } },
      }),
    );
  };
  for (const c of doc.channels) {
    const node = boneName(options, c.boneId);
    if (c.rotation !== null) add(c, node, 'rotation', c.rotation, 4);
    if (c.translation !== null) add(c, node, 'translation', c.translation, 3);
    if (c.scale !== null) add(c, node, 'scale', c.scale, 3);
  }
  const clip = createClip({
    tracks,
    noHierarchy: doc.channels.length > 1 ? NO_HIERARCHY : undefined,
    duration,
    frameRate: frameRateFromFps(1 / interval, Math.max(FPS_TOLERANCE, INTERVAL_PRECISION / interval)),
    ...(options.events === undefined ? {} : { markers: markersOf(options.events) }),
    space: SPACE,
    extras: {
      prime: {
        version: doc.version,
        game: doc.game,
        rootBoneId: doc.rootBoneId,
        looping,
        evntId: doc.evntId,
        frameCount: doc.frameCount,
        interval,
      },
    },
  });
  return sink.finish(clip, options);
}

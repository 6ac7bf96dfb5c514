/**
 * Core {@link Clip} → AnimJ/AnimX document: one AnimJ track per core track, the inverse of
 * {@link animjToClip} where `track.extras.animj` says what the track was.
 *
 * - names (`from-clip-names.ts`): a `vec3` translation → property `Position`, a `quat` rotation →
 *   `Rotation`, a `vec3` scale → `Scale`, a visibility track → `Active` (bool), on node `track.node`;
 *   other tracks keep their node and property (empty ones filled from the track name), and tracks
 *   that would share node and property get distinct properties from their names (`name-changed`);
 * - value types: the original one from `extras.animj.valueType` when it fits; otherwise `scalar` →
 *   `float`, `vec2…4` → `float2…4`, `quat` → `floatQ`, `color` → `color` (3 components get alpha 1),
 *   `bool` → `bool`, `int` → `int`, `string` → `string`; visibility → `bool`;
 * - units: translations in metres, Resonite's unit (converted from other lengths); AnimJ states no
 *   units, so other values stay in the unit they have (warned);
 * - track types: {@link AnimjFromClipOptions.trackType} when given; else the one the track had
 *   (`extras.animj.trackType`); else `Discrete` for `bool`, `int`, `string` and `Curve` for the rest.
 *   `Raw` needs keys evenly spaced from 0 s (else the default type, warned when it was asked for);
 *   `Curve` has `constant` → `Hold`, `linear` → `Linear`, `bezier` → `CubicBezier` whose tangents are
 *   the handles' control-point values (`rightTangent` = value + out-handle Δvalue, `leftTangent` of the
 *   next key = its value + in-handle Δvalue); stepped types in a Curve track are `Hold` keys;
 * - times, values of float types, duration: rounded to float32 as AnimJ/AnimX store them; keys that
 *   would meet on one float32 time are kept apart by one float32 step (`time-adjusted`), so a jump
 *   stays a jump and the document reads back with increasing times.
 *
 * Warnings (each naming the track): `precision-lost` (values or times rounded to float32, integers
 * clamped), `time-adjusted` (keys kept apart), `tangent-approximated` (handles not at a third of the
 * segment: AnimJ's CubicBezier runs on uniform time, so the curve's timing changes),
 * `extrapolation-changed` (AnimJ holds the end values), `unit-changed` / `unit-assumed` (see units),
 * `interpolation-changed` (interpolated keys of a track that becomes Discrete, non-linear segments of a
 * Raw track, nlerp quaternion blending written as Resonite's slerp), `value-type-changed` (a numeric
 * visibility track written as bool), `name-changed`, `unsupported-by-format` (Raw asked for keys that
 * are not evenly spaced from 0 s).
 *
 * @module
 */
import { InvalidArgumentError, warnFlattened, WarningSink, type Clip, type ConvertOptions, type ConvertResult } from '@anim/core';
import { ANIMJ_FORMAT_ID } from './constants.js';
import { animjNames } from './from-clip-names.js';
import { ANIMJ_OUTPUT_TRACK_TYPES } from './meta.js';
import { animjExtras, convertTrack, type AnimjOutputTrackType } from './from-clip-track.js';
import { readAnimj } from './read.js';
import type { AnimjDocument, AnimjTrack } from './types.js';

export type { AnimjOutputTrackType } from './from-clip-track.js';

export { ANIMJ_OUTPUT_TRACK_TYPES } from './meta.js';

/** Options of {@link animjFromClip}: the core conversion options (`strict`) and the track type. */
export interface AnimjFromClipOptions extends ConvertOptions {
  /**
   * The track type of every track (default: the one each track had in the AnimJ file it came from, else
   * `Discrete` for bool/int/string and `Curve` for the rest):
   * - `Raw`: values only, sampled every `interval` seconds from 0 s (wiki "AnimJ": for "baked
   *   animations with a regular framerate"); only for keys evenly spaced from 0 s: other tracks get the
   *   default type and a warning (`unsupported-by-format`); resample them first (core `bake`);
   * - `Discrete`: every key holds until the next (interpolated keys warned);
   * - `Curve`: keys with per-key interpolation (bool/int/string keys as `Hold`).
   */
  readonly trackType?: AnimjOutputTrackType | undefined;
}

/**
 * Converts a core clip (times in seconds) to an AnimJ document, usable by `writeAnimj` and `writeAnimx`.
 * The document always reads back: key times strictly increase (see the module description).
 * @returns the document and the losses, each warning naming its track.
 * @throws {ConversionError} in strict mode when a loss was recorded.
 * @throws {InvalidArgumentError} for a `trackType` other than `Raw`, `Discrete`, `Curve`.
 */
export function animjFromClip(clip: Clip, options?: AnimjFromClipOptions): ConvertResult<AnimjDocument> {
  const sink = new WarningSink();
  const names = animjNames(clip.tracks, sink);
  const rate = clip.frameRate;
  const rawFallback = rate !== undefined && rate.numerator > 0 ? rate.denominator / rate.numerator : 1;
  const trackType = options?.trackType;
  if (trackType !== undefined && !ANIMJ_OUTPUT_TRACK_TYPES.includes(trackType)) {
    throw new InvalidArgumentError(`${ANIMJ_FORMAT_ID}: trackType must be one of ${ANIMJ_OUTPUT_TRACK_TYPES.join(', ')} (got ${JSON.stringify(trackType)})`);
  }
  const tracks: AnimjTrack[] = clip.tracks.map((t, i) => convertTrack(t, { names: names[i]!, trackType, rawFallback }, sink));
  const extras = animjExtras(clip);
  const matrixTracks = extras?.matrixTracks;
  if (Array.isArray(matrixTracks)) {
    const restored = matrixTracks as { index?: unknown; animj?: unknown }[];
    for (const m of restored) {
      if (typeof m.animj !== 'string' || typeof m.index !== 'number') continue;
      const track = readAnimj(new TextEncoder().encode(m.animj)).tracks[0];
      if (track !== undefined) tracks.splice(Math.min(m.index, tracks.length), 0, track);
    }
  }
  const doc: AnimjDocument = { name: clip.name, tracks };
  warnFlattened(clip, clip.tracks.map((t) => t.node), ANIMJ_FORMAT_ID, sink);
  const exact = extras?.globalDuration;
  if (typeof exact === 'number') doc.globalDuration = exact;
  else if (clip.duration !== undefined) {
    doc.globalDuration = Math.fround(clip.duration);
    if (doc.globalDuration !== clip.duration) sink.warn('precision-lost', 'the duration is rounded to float32');
  }
  return sink.finish(doc, options);
}

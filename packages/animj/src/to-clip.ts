/**
 * AnimJ/AnimX document → core {@link Clip}: one core track per AnimJ track.
 *
 * - name `${node}.${property}` (`#index` appended when two tracks share it), constant pre/post
 *   extrapolation (Resonite holds the end values);
 * - channel (see `channels.ts`): a track whose property names a Resonite slot field with that field's
 *   type animates the slot `node`: `Position` float3/double3 → `translation` in metres (`unit: 'm'`),
 *   `Rotation` floatQ/doubleQ → `rotation` (quaternion, slerp), `Scale` float3/double3 → `scale`,
 *   `Active` bool → `visibility`; every other track is a generic property with unit `none` (AnimJ
 *   states no units);
 * - keyframes whose times go backwards (which `validateAnimj` warns about) are sorted stably by time
 *   (warning `times-not-increasing`), so the clip's times ascend; equal times stay, in file order (a
 *   jump, as `evaluateAnimjTrack` draws it: the later keyframe holds from that time on);
 * - value types: `float`/`double` → `scalar`; `float2…4`, `double2…4`, `int2…4`, `uint2…4`, `long2…4`,
 *   `bool2…4` → `vec2…4`; `floatQ`/`doubleQ` → `quat` (x, y, z, w; slerp); `color` → `color` (4);
 *   `color32` → `color` divided by 255; `bool` → `bool`; 8–64-bit integers → `int`; `string` → `string`;
 *   the original type is kept in `track.extras.animj.valueType` so {@link animjFromClip} restores it;
 * - matrices (no core type) are not converted: each is kept as AnimJ text in
 *   `clip.extras.animj.matrixTracks` (warning `track-dropped`);
 * - keys: Raw sample `k` at `k × interval` seconds (linear for float types); a Raw track without a
 *   positive `interval` becomes its first sample alone (what `evaluateAnimjTrack` holds at every
 *   time); Discrete → constant;
 *   Curve `Hold` → constant, `Linear` → linear, `Tangent` → bezier with handles at a third of the
 *   segment (Hermite slopes × Δt / 3), `CubicBezier` → bezier with the tangents as the inner control
 *   points at a third of the segment; non-float types always constant;
 * - `globalDuration` (> 0) → `clip.duration`; the exact value is kept in `clip.extras.animj`.
 *
 * Warnings: `times-not-increasing` (keyframes sorted, see above), `precision-lost` (a 64-bit value beyond 2^53 rounds to a double), `track-dropped` (a
 * matrix track; one holding NaN, which AnimJ text cannot, is left out), `non-finite-value` (a NaN
 * time, interval, value or tangent, as AnimX can hold: named by keyframe and component), `missing-field` (a Raw track without a positive interval), `unknown-keyword` (unknown
 * keyframe properties are not carried), `value-type-changed` (a `null` string becomes `""`),
 * `unknown-value-type` (a track whose value type is not in the spec's table is left out).
 *
 * @module
 */
import { WarningSink, type Clip, type ConvertOptions, type ConvertResult, type Track, type ValueType as CoreValueType } from '@anim/core';
import { channelOfField, slotFieldOfTrack } from './channels.js';
import { firstDescending, sortedByTime } from './sort-keys.js';
import { animjText } from './write.js';
import type { AnimjDocument, AnimjTrack, AnimjValueArray } from './types.js';
import { animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';
import { SPACE } from './constants.js';

const TWO_53 = 2 ** 53;

/** The core value type an AnimJ value type converts to, or undefined for matrices. */
function coreValueType(info: AnimjValueTypeInfo): CoreValueType | undefined {
  if (info.shape === 'matrix') return undefined;
  if (info.storage === 'string') return 'string';
  if (info.quaternion) return 'quat';
  if (info.name === 'color' || info.name === 'color32') return 'color';
  if (info.components > 1) return `vec${String(info.components)}` as CoreValueType;
  if (info.storage === 'bool') return 'bool';
  return info.float ? 'scalar' : 'int';
}

/** Options of {@link animjToClip}: the core conversion options (`strict`). */
export type AnimjToClipOptions = ConvertOptions;

/**
 * Converts an AnimJ or AnimX document to a core clip (times in seconds, one core track per AnimJ
 * track except matrices).
 * @returns the clip and the losses (see the module description).
 * @throws {ConversionError} in strict mode when a loss was recorded.
 */
export function animjToClip(doc: AnimjDocument, options?: AnimjToClipOptions): ConvertResult<Clip> {
  const sink = new WarningSink();
  const tracks: Track[] = [];
  const names = new Set<string>();
  const matrixTracks: { index: number; animj: string }[] = [];
  doc.tracks.forEach((t, index) => {
    const path = `/tracks/${String(index)}`;
    const info = animjValueTypeInfo(t.valueType);
    if (info === undefined) {
      sink.warn('unknown-value-type', `value type ${t.valueType} is not converted`, path);
      return;
    }
    const core = coreValueType(info);
    const nan = info.float ? firstNaN(t, info) : undefined;
    if (core === undefined && nan !== undefined) {
      // NaN has no JSON form, so the track cannot be kept as AnimJ text either.
      sink.warn('non-finite-value', `${nan} is NaN`, path);
      sink.warn('track-dropped', `${info.name} has no core value type and, holding NaN, no AnimJ text; the track is left out`, path);
      return;
    }
    if (nan !== undefined) sink.warn('non-finite-value', `${nan} is NaN; carried as NaN`, path);
    if (core === undefined) {
      sink.warn('track-dropped', `${info.name} has no core value type; kept as AnimJ text in clip.extras.animj.matrixTracks`, path);
      matrixTracks.push({ index, animj: animjText({ tracks: [t] }, { style: 'compact', bezier: 'keep' }) });
      return;
    }
    const node = t.node ?? '';
    const property = t.property ?? '';
    let name = `${node}.${property}`;
    if (names.has(name)) name = `${name}#${String(index)}`;
    names.add(name);
    let keyed = t;
    if (t.trackType !== 'Raw') {
      const k = firstDescending(t.times);
      if (k >= 0) {
        sink.warn('times-not-increasing', `keyframe ${String(k)} at ${String(t.times[k])} s comes before keyframe ${String(k - 1)} at ${String(t.times[k - 1])} s; the keyframes are sorted by time (equal times keep their order)`, path);
        keyed = sortedByTime(t, info.components);
      }
    }
    const track = convertTrack(keyed, info, core, name, node, property, path, sink);
    const field = slotFieldOfTrack(t.property, info.name);
    if (field !== undefined) {
      track.channel = channelOfField(field);
      track.unit = field.unit;
    }
    tracks.push(track);
  });
  const clip: Clip = { name: doc.name ?? '', tracks, space: SPACE, extras: {} };
  const animj: Record<string, unknown> = {};
  if (doc.globalDuration !== undefined) {
    animj.globalDuration = doc.globalDuration;
    if (doc.globalDuration > 0) clip.duration = doc.globalDuration;
  }
  if (matrixTracks.length > 0) animj.matrixTracks = matrixTracks;
  if (Object.keys(animj).length > 0) clip.extras.animj = animj;
  return sink.finish(clip, options);
}

/**
 * Where the first NaN of a float track is (its times, interval, values or tangents, in that order),
 * as words (`keyframe 2 time`, `keyframe 0 value component 3`), or undefined. AnimX can hold NaN;
 * AnimJ cannot.
 */
function firstNaN(t: AnimjTrack, info: AnimjValueTypeInfo): string | undefined {
  if (t.trackType === 'Raw') {
    if (Number.isNaN(t.interval)) return 'the interval';
  } else {
    const k = t.times.findIndex(Number.isNaN);
    if (k >= 0) return `keyframe ${String(k)} time`;
  }
  const arrays: [string, AnimjValueArray | undefined][] = [['value', t.values]];
  if (t.trackType !== 'Raw' && t.trackType !== 'Discrete') arrays.push(['leftTangent', t.leftTangents], ['rightTangent', t.rightTangents]);
  for (const [what, a] of arrays) {
    const i = a === undefined ? -1 : (a as Float32Array).findIndex(Number.isNaN);
    if (i >= 0) {
      const c = info.components;
      return `keyframe ${String(Math.floor(i / c))} ${what}${c > 1 ? ` component ${String(i % c)}` : ''}`;
    }
  }
  return undefined;
}

function convertTrack(
  t: AnimjTrack,
  info: AnimjValueTypeInfo,
  valueType: CoreValueType,
  name: string,
  node: string,
  property: string,
  path: string,
  sink: WarningSink,
): Track {
  const c = info.components;
  const stored = Math.floor(t.values.length / c);
  // A Raw track without a positive interval holds its first sample (as evaluateAnimjTrack does): the
  // others have no time of their own, so they are left out (warned below).
  const timeless = t.trackType === 'Raw' && !((t.interval ?? 0) > 0);
  const n = timeless ? Math.min(stored, 1) : stored;
  const times = new Float64Array(n);
  const values = new Float64Array(n * c);
  const interpolation = new Uint8Array(n);
  let strings: string[] | undefined;
  if (info.storage === 'string') {
    strings = [];
    const index = new Map<string, number>();
    const src = t.values as (string | null)[];
    for (let k = 0; k < n; k++) {
      const s = src[k] ?? '';
      if (src[k] === null) sink.warn('value-type-changed', `keyframe ${String(k)} is null; the core model has no null string, so it becomes ""`, path);
      let i = index.get(s);
      if (i === undefined) {
        i = strings.length;
        strings.push(s);
        index.set(s, i);
      }
      values[k] = i;
    }
  } else {
    const src = t.values as ArrayLike<number | bigint>;
    let warned = false;
    const scale = info.name === 'color32' ? 1 / 255 : 1;
    for (let i = 0; i < n * c; i++) {
      const v = src[i]!;
      if (typeof v === 'bigint' && !warned && (v > TWO_53 || v < -TWO_53)) {
        warned = true;
        sink.warn('precision-lost', `${info.name} values beyond 2^53 are rounded to the nearest double`, path);
      }
      values[i] = Number(v) * scale;
    }
  }
  let inHandles: Float64Array | undefined;
  let outHandles: Float64Array | undefined;
  if (t.trackType === 'Raw') {
    if (timeless) {
      sink.warn('missing-field', `a Raw track without a positive interval holds its first sample; the other ${String(stored - n)} samples have no time and are left out`, path);
    } else {
      for (let k = 0; k < n; k++) times[k] = k * t.interval!;
    }
    if (info.float) interpolation.fill(1);
  } else {
    times.set(t.times.subarray(0, n));
    if (t.keyframeUnknown !== undefined && t.keyframeUnknown.size > 0) {
      sink.warn('unknown-keyword', 'unknown keyframe properties are not carried into the core model', path);
    }
    if (t.trackType !== 'Discrete' && info.float) {
      const left = t.leftTangents as Float64Array | undefined;
      const right = t.rightTangents as Float64Array | undefined;
      const presence = t.tangentPresence;
      for (let k = 0; k < n; k++) {
        let code = t.interpolations[k] ?? 0;
        if (t.trackType === 'Bezier' && code === 2) code = 3;
        if (code < 2 || k === n - 1) {
          interpolation[k] = Math.min(code, 1);
          continue;
        }
        interpolation[k] = 2;
        inHandles ??= new Float64Array(n * c * 2);
        outHandles ??= new Float64Array(n * c * 2);
        const dt = times[k + 1]! - times[k]!;
        const hasRight = right !== undefined && (presence === undefined || ((presence[k] ?? 0) & 2) !== 0);
        const hasLeft = left !== undefined && (presence === undefined || ((presence[k + 1] ?? 0) & 1) !== 0);
        for (let i = 0; i < c; i++) {
          const r = hasRight ? right[k * c + i]! : 0;
          const l = hasLeft ? left[(k + 1) * c + i]! : 0;
          const o = (k * c + i) * 2;
          const e = ((k + 1) * c + i) * 2;
          outHandles[o] = dt / 3;
          inHandles[e] = -dt / 3;
          if (code === 2) {
            outHandles[o + 1] = (r * dt) / 3;
            inHandles[e + 1] = (-l * dt) / 3;
          } else {
            outHandles[o + 1] = r - values[k * c + i]!;
            inHandles[e + 1] = l - values[(k + 1) * c + i]!;
          }
        }
      }
    }
  }
  const track: Track = {
    name,
    node,
    property,
    valueType,
    components: c,
    unit: 'none',
    times,
    values,
    interpolation,
    preExtrapolation: 'constant',
    postExtrapolation: 'constant',
    extras: { animj: t.trackType === 'Raw' ? { valueType: info.name, trackType: t.trackType, interval: t.interval ?? null } : { valueType: info.name, trackType: t.trackType } },
  };
  if (inHandles !== undefined) track.inHandles = inHandles;
  if (outHandles !== undefined) track.outHandles = outHandles;
  if (valueType === 'quat') track.quatBlend = 'slerp';
  if (strings !== undefined) track.strings = strings;
  return track;
}

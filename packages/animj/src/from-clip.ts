/**
 * Core {@link Clip} → AnimJ/AnimX document: one AnimJ track per core track, the inverse of
 * {@link animjToClip} where `track.extras.animj` says what the track was.
 *
 * - value types: the original one from `extras.animj.valueType` when it has the same component count;
 *   otherwise `scalar` → `float`, `vec2…4` → `float2…4`, `quat` → `floatQ`, `color` → `color`
 *   (3 components get alpha 1), `bool` → `bool`, `int` → `int`, `string` → `string`;
 * - track types: `bool`, `int`, `string` and stepped types → `Discrete`; a track that was `Raw`
 *   (extras) with uniformly spaced keys → `Raw`; a track that was `Discrete` → `Discrete`; otherwise
 *   `Curve` with `constant` → `Hold`, `linear` → `Linear`, `bezier` → `CubicBezier` whose tangents are
 *   the handles' control-point values (`rightTangent` = value + out-handle Δvalue, `leftTangent` of the
 *   next key = its value + in-handle Δvalue);
 * - times, values of float types, duration: rounded to float32 as AnimJ/AnimX store them.
 *
 * Warnings: `precision-lost` (values or times change when rounded to float32),
 * `tangent-approximated` (handles not at a third of the segment: AnimJ's CubicBezier runs on
 * uniform time, so the curve's timing changes), `extrapolation-changed` (AnimJ holds the end values),
 * `unit-changed` (AnimJ has no units), `precision-lost` (integers clamped to the type's range),
 * `interpolation-changed` (interpolated keys of a track that becomes Discrete).
 *
 * @module
 */
import { WarningSink, type Clip, type ConvertOptions, type ConvertResult, type Track } from '@anim/core';
import { readAnimj } from './read.js';
import type { AnimjDocument, AnimjTrack, TrackType, ValueType } from './types.js';
import { allocateValues, INT_RANGE, valueTypeInfo, type ValueTypeInfo } from './value-types.js';

const DEFAULT_TYPES: Record<string, ValueType> = {
  scalar: 'float',
  vec2: 'float2',
  vec3: 'float3',
  vec4: 'float4',
  quat: 'floatQ',
  color: 'color',
  bool: 'bool',
  int: 'int',
  string: 'string',
};

function animjExtras(t: { extras?: Record<string, unknown> | undefined }): Record<string, unknown> | undefined {
  const a = t.extras?.animj;
  return typeof a === 'object' && a !== null ? (a as Record<string, unknown>) : undefined;
}

/** Options of {@link animjFromClip}: the core conversion options (`strict`). */
export type AnimjFromClipOptions = ConvertOptions;

/**
 * Converts a core clip (times in seconds) to an AnimJ document, usable by `writeAnimj` and `writeAnimx`.
 * @throws {ConversionError} in strict mode when a loss was recorded.
 */
export function animjFromClip(clip: Clip, options?: AnimjFromClipOptions): ConvertResult<AnimjDocument> {
  const sink = new WarningSink();
  const tracks: AnimjTrack[] = clip.tracks.map((t) => convertTrack(t, sink));
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
  const exact = extras?.globalDuration;
  if (typeof exact === 'number') doc.globalDuration = exact;
  else if (clip.duration !== undefined) {
    doc.globalDuration = Math.fround(clip.duration);
    if (doc.globalDuration !== clip.duration) sink.warn('precision-lost', 'the duration is rounded to float32');
  }
  return sink.finish(doc, options);
}

function convertTrack(t: Track, sink: WarningSink): AnimjTrack {
  const path = t.name;
  const extras = animjExtras(t);
  const wanted = typeof extras?.valueType === 'string' ? valueTypeInfo(extras.valueType) : undefined;
  const c = t.components;
  let info: ValueTypeInfo =
    wanted?.components === c && wanted.shape !== 'matrix' ? wanted : valueTypeInfo(DEFAULT_TYPES[t.valueType] ?? 'float')!;
  if (t.valueType === 'string' && info.storage !== 'string') info = valueTypeInfo('string')!;
  const outC = info.components;
  const n = t.times.length;
  if (t.unit !== 'none') sink.warn('unit-changed', `AnimJ has no units; values stay in ${t.unit}`, path);
  if (t.preExtrapolation !== 'constant' || t.postExtrapolation !== 'constant') {
    sink.warn('extrapolation-changed', 'AnimJ tracks hold their end values; the extrapolation is dropped', path);
  }
  const values = allocateValues(info, n);
  let rounded = false;
  let clamped = false;
  const scale = info.name === 'color32' ? 255 : 1;
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < outC; i++) {
      const v = i < c ? t.values[k * c + i]! : 1; // a missing alpha is opaque
      const at = k * outC + i;
      switch (info.storage) {
        case 'string':
          (values as (string | null)[])[at] = t.strings?.[v] ?? '';
          break;
        case 'f32':
          (values as Float32Array)[at] = v;
          if (Math.fround(v) !== v && !Number.isNaN(v)) rounded = true;
          break;
        case 'f64':
          (values as Float64Array)[at] = v;
          break;
        case 'bool':
          (values as Uint8Array)[at] = v !== 0 ? 1 : 0;
          break;
        case 'u64':
        case 'i64': {
          const r = Number.isFinite(v) ? Math.round(v) : 0;
          const big = BigInt(r);
          const lo = info.storage === 'u64' ? 0n : -(1n << 63n);
          const hi = info.storage === 'u64' ? (1n << 64n) - 1n : (1n << 63n) - 1n;
          if (big < lo || big > hi || r !== v) clamped = true;
          (values as BigInt64Array)[at] = big < lo ? lo : big > hi ? hi : big;
          break;
        }
        default: {
          const [lo, hi] = INT_RANGE[info.storage]!;
          const r = Number.isFinite(v) ? Math.round(v * scale) : 0;
          const cl = Math.min(hi, Math.max(lo, r));
          if (cl !== v * scale) clamped = true;
          (values as Int32Array)[at] = cl;
        }
      }
    }
  }
  if (rounded) sink.warn('precision-lost', `values are rounded to float32 (${info.name})`, path);
  if (clamped) sink.warn('precision-lost', `values are rounded/clamped to the ${info.name} range`, path);
  const times = Float32Array.from(t.times);
  if (times.some((v, k) => v !== t.times[k])) sink.warn('precision-lost', 'key times are rounded to float32', path);
  const base = { valueType: info.name, node: t.node, property: t.property, values };
  const was = extras?.trackType as TrackType | undefined;
  if (was === 'Raw' && n > 0) {
    const interval = n > 1 ? Math.fround(t.times[1]! - t.times[0]!) : 0;
    const uniform = t.times[0] === 0 && t.times.every((time, k) => Math.fround(k * interval) === Math.fround(time));
    if (uniform) return { trackType: 'Raw', ...base, interval };
  }
  const stepped = !info.float || was === 'Discrete' || t.valueType === 'bool' || t.valueType === 'int' || t.valueType === 'string';
  if (stepped) {
    if (info.float && t.interpolation.some((code, k) => code !== 0 && k < n - 1)) {
      sink.warn('interpolation-changed', 'interpolated keys become a Discrete (held) track', path);
    }
    return { trackType: 'Discrete', ...base, times };
  }
  const interpolations = new Uint8Array(n);
  let left: Float32Array | Float64Array | undefined;
  let right: Float32Array | Float64Array | undefined;
  const make = (): Float32Array | Float64Array => (info.storage === 'f32' ? new Float32Array(n * outC) : new Float64Array(n * outC));
  let handleWarned = false;
  for (let k = 0; k < n; k++) {
    const code = t.interpolation[k] ?? 0;
    if (code !== 2 || k === n - 1 || t.inHandles === undefined || t.outHandles === undefined) {
      interpolations[k] = code === 2 ? 1 : code;
      continue;
    }
    interpolations[k] = 3;
    left ??= make();
    right ??= make();
    const dt = t.times[k + 1]! - t.times[k]!;
    for (let i = 0; i < Math.min(c, outC); i++) {
      const o = (k * c + i) * 2;
      const e = ((k + 1) * c + i) * 2;
      right[k * outC + i] = t.values[k * c + i]! + t.outHandles[o + 1]!;
      left[(k + 1) * outC + i] = t.values[(k + 1) * c + i]! + t.inHandles[e + 1]!;
      const third = dt / 3;
      if (!handleWarned && (Math.abs(t.outHandles[o]! - third) > 1e-9 * Math.max(1, dt) || Math.abs(-t.inHandles[e]! - third) > 1e-9 * Math.max(1, dt))) {
        handleWarned = true;
        sink.warn('tangent-approximated', 'AnimJ CubicBezier segments run on uniform time; handles not at a third of the segment change the timing', path);
      }
    }
  }
  const track: AnimjTrack = { trackType: 'Curve', ...base, times, interpolations };
  if (left !== undefined && right !== undefined) {
    // Only the keys that start or end a CubicBezier segment carry tangents.
    const presence = new Uint8Array(n);
    for (let k = 0; k < n; k++) {
      if (interpolations[k] === 3) {
        presence[k]! |= 2;
        presence[k + 1]! |= 1;
      }
    }
    track.leftTangents = left;
    track.rightTangents = right;
    if (presence.some((bits) => bits !== 3)) track.tangentPresence = presence;
  }
  return track;
}

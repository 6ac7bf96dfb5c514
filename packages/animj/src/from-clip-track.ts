/**
 * One core {@link Track} → one AnimJ track, for `animjFromClip` (see its module description for the
 * rules and warnings).
 *
 * @module
 */
import { convertUnits, quatBlendDeviation, unitKind, type Track, type WarningSink } from '@anim/core';
import { followHandleTiming } from './bezier-timing.js';
import { slotFieldOfChannel, type SlotField } from './channels.js';
import type { AnimjNames } from './from-clip-names.js';
import { float32Times, rawInterval } from './key-times.js';
import type { AnimjTrack, AnimjCurveTrack, AnimjTrackType, AnimjValueType } from './types.js';
import { allocateAnimjValues, INT_RANGE, animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';

/** The track types `animjFromClip` can be asked to write (`Bezier` is not loadable by Resonite). */
export type AnimjOutputTrackType = 'Raw' | 'Discrete' | 'Curve';

const DEFAULT_TYPES: Record<string, AnimjValueType> = {
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

/** `extras.animj` of a track or clip, when it is an object. */
export function animjExtras(t: { extras?: Record<string, unknown> | undefined }): Record<string, unknown> | undefined {
  const a = t.extras?.animj;
  return typeof a === 'object' && a !== null ? (a as Record<string, unknown>) : undefined;
}

/** How one track is to be written. */
export interface TrackPlan {
  /** The AnimJ node and property. */
  readonly names: AnimjNames;
  /** The track type asked for (`AnimjFromClipOptions.trackType`), or undefined for the default. */
  readonly trackType?: AnimjOutputTrackType | undefined;
  /** Raw interval for a track of one key or none (seconds), unless its `extras.animj.interval` says otherwise. */
  readonly rawFallback: number;
}

/** The AnimJ value type of a core track: its own from `extras.animj`, the slot field's, or the default. */
function outputType(t: Track, field: SlotField | undefined): AnimjValueTypeInfo {
  const wantedName = animjExtras(t)?.valueType;
  const wanted = typeof wantedName === 'string' ? animjValueTypeInfo(wantedName) : undefined;
  if (field !== undefined) {
    return wanted !== undefined && (field.valueTypes as readonly string[]).includes(wanted.name) ? wanted : animjValueTypeInfo(field.valueTypes[0]!)!;
  }
  const info = wanted?.components === t.components && wanted.shape !== 'matrix' ? wanted : animjValueTypeInfo(DEFAULT_TYPES[t.valueType] ?? 'float')!;
  return t.valueType === 'string' && info.storage !== 'string' ? animjValueTypeInfo('string')! : info;
}

/**
 * The track with its values in the unit AnimJ means: slot positions in metres (converted from other
 * lengths, `unit-changed`; taken as metres when unitless, `unit-assumed`); other units stay as they
 * are (`unit-changed`: AnimJ states no units).
 */
function inAnimjUnits(t: Track, field: SlotField | undefined, sink: WarningSink): Track {
  if (field?.kind === 'translation' && t.unit !== 'm') {
    if (unitKind(t.unit) === 'length') {
      sink.warn('unit-changed', `Position values converted from ${t.unit} to m (Resonite's unit)`, t.name);
      return convertUnits(t, 'm');
    }
    if (t.unit === 'none') {
      sink.warn('unit-assumed', 'the translation states no unit; its values are written as metres (Resonite\'s unit)', t.name);
      return t;
    }
  }
  if (t.unit !== 'none' && !(field?.kind === 'translation' && t.unit === 'm')) {
    sink.warn('unit-changed', `AnimJ has no units; values stay in ${t.unit}`, t.name);
  }
  return t;
}

/** Converts one core track (see the module description of `from-clip.ts`). */
export function convertTrack(source: Track, plan: TrackPlan, sink: WarningSink): AnimjTrack {
  const path = source.name;
  const field = slotFieldOfChannel(source.channel, source.valueType);
  const t = inAnimjUnits(source, field, sink);
  const info = outputType(t, field);
  const n = t.times.length;
  if (t.preExtrapolation !== 'constant' || t.postExtrapolation !== 'constant') {
    sink.warn('extrapolation-changed', 'AnimJ tracks hold their end values; the extrapolation is dropped', path);
  }
  if (field?.kind === 'visibility' && t.valueType !== 'bool') {
    sink.warn('value-type-changed', `visibility ${t.valueType} values become Resonite's bool Active (non-zero = active)`, path);
  }
  const extras = animjExtras(t);
  const was = extras?.trackType as AnimjTrackType | undefined;
  const stepType = !info.float || t.valueType === 'bool' || t.valueType === 'int' || t.valueType === 'string';
  const fallback: AnimjOutputTrackType = was === 'Discrete' || (stepType && was !== 'Curve' && was !== 'Bezier') ? 'Discrete' : 'Curve';
  let chosen: AnimjOutputTrackType = plan.trackType ?? (was === 'Raw' ? 'Raw' : fallback);
  if (chosen === 'Raw') {
    const own = extras !== undefined && 'interval' in extras ? extras.interval : plan.rawFallback;
    const interval = rawInterval(t.times, typeof own === 'number' ? own : undefined);
    if (typeof interval !== 'string') {
      if (info.float && t.interpolation.some((code, k) => code !== 1 && k < n - 1)) {
        sink.warn('interpolation-changed', 'a Raw track interpolates linearly between its samples; held and Bézier segments become linear', path);
      }
      warnBlend(t, path, sink);
      const base = { valueType: info.name, node: plan.names.node, property: plan.names.property, values: storeValues(t, info, path, sink) };
      return interval === undefined ? { trackType: 'Raw', ...base } : { trackType: 'Raw', ...base, interval };
    }
    if (plan.trackType === 'Raw') {
      sink.warn('unsupported-by-format', `a Raw track needs keys evenly spaced from 0 s and ${interval}; written as ${fallback} (resample it first, e.g. with core's bake or anim convert --fps, for Raw)`, path);
    }
    chosen = fallback;
  }
  if (chosen === 'Discrete' || !info.float) {
    const base = { valueType: info.name, node: plan.names.node, property: plan.names.property, values: storeValues(t, info, path, sink) };
    const times = float32Times(t.times, path, sink);
    if (chosen === 'Curve') return { trackType: 'Curve', ...base, times, interpolations: new Uint8Array(n) }; // stepped types hold (Hold keys)
    if (info.float && t.interpolation.some((code, k) => code !== 0 && k < n - 1)) {
      sink.warn('interpolation-changed', 'interpolated keys become a Discrete (held) track', path);
    }
    return { trackType: 'Discrete', ...base, times };
  }
  return curveTrack(t, info, plan, sink);
}

/** A float track as a Curve track: Hold, Linear and CubicBezier keys (see the module description of `from-clip.ts`). */
function curveTrack(source: Track, info: AnimjValueTypeInfo, plan: TrackPlan, sink: WarningSink): AnimjCurveTrack {
  const path = source.name;
  const timing = followHandleTiming(source);
  if (timing.segments > 0) {
    sink.warn(
      'tangent-approximated',
      `${String(timing.segments)} Bézier segment(s) with handles away from a third of the segment (weighted tangents) are split into ${String(timing.added)} more key(s) to follow the curve (within ${timing.worst.toPrecision(2)} relative): AnimJ's CubicBezier runs on uniform time`,
      path,
    );
  }
  const t = timing.track;
  const c = t.components;
  const outC = info.components;
  const n = t.times.length;
  const base = { valueType: info.name, node: plan.names.node, property: plan.names.property, values: storeValues(t, info, path, sink) };
  const times = float32Times(t.times, path, sink);
  const interpolations = new Uint8Array(n);
  warnBlend(t, path, sink);
  let left: Float32Array | Float64Array | undefined;
  let right: Float32Array | Float64Array | undefined;
  const make = (): Float32Array | Float64Array => (info.storage === 'f32' ? new Float32Array(n * outC) : new Float64Array(n * outC));
  for (let k = 0; k < n; k++) {
    const code = t.interpolation[k] ?? 0;
    if (code !== 2 || k === n - 1 || t.inHandles === undefined || t.outHandles === undefined) {
      interpolations[k] = code === 2 ? 1 : code;
      continue;
    }
    interpolations[k] = 3;
    left ??= make();
    right ??= make();
    for (let i = 0; i < Math.min(c, outC); i++) {
      const o = (k * c + i) * 2;
      const e = ((k + 1) * c + i) * 2;
      right[k * outC + i] = t.values[k * c + i]! + t.outHandles[o + 1]!;
      left[(k + 1) * outC + i] = t.values[(k + 1) * c + i]! + t.inHandles[e + 1]!;
    }
  }
  const track: AnimjCurveTrack = { trackType: 'Curve', ...base, times, interpolations };
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

/** Warns when a quaternion track blended component-wise (MRTK's nlerp) is written with Resonite's slerp. */
function warnBlend(t: Track, path: string, sink: WarningSink): void {
  if (t.valueType !== 'quat' || t.quatBlend !== 'nlerp') return;
  if (!t.interpolation.some((code, k) => code === 1 && k < t.times.length - 1)) return;
  const deviation = quatBlendDeviation(t, 'slerp') * (180 / Math.PI);
  sink.warn(
    'interpolation-changed',
    `linear segments blended component-wise and normalised (nlerp, as MRTK does) become Resonite's slerp: equal at the keys, up to ${deviation.toPrecision(3)}° apart between them`,
    path,
  );
}

/** The values in AnimJ column storage, with `precision-lost` when they are rounded or clamped. */
function storeValues(t: Track, info: AnimjValueTypeInfo, path: string, sink: WarningSink): AnimjTrack['values'] {
  const c = t.components;
  const outC = info.components;
  const n = t.times.length;
  const values = allocateAnimjValues(info, n);
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
  return values;
}

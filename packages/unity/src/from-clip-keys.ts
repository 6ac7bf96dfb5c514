/**
 * The keys of a Unity curve from a core track (for `unityFromClip`): slopes and weights of both sides
 * of every key from the track's interpolation and handles, the 2018+ `tangentMode` (bit 0 broken,
 * bits 1–4 left, 5–8 right: 0 Free for Bézier, 2 Linear, 3 Constant for stepped segments with infinite
 * slopes), `weightedMode` where a weight is not 1/3, values and times rounded to float32.
 *
 * @module
 */
import { slopeFromHandle, weightFromHandle, type Track, type WarningSink } from '@anim/core';
import type { NameSuffixes } from '@anim/core/io';
import { UNITY_ROTATION_ORDERS } from './to-clip.js';
import type { UnityAnimationCurve, UnityKey, UnityKeyValue } from './types.js';

const THIRD = 1 / 3;
const AXES = ['x', 'y', 'z', 'w'] as const;

/** Tangent modes of the 2018+ `tangentMode` fields. */
const FREE = 0;
const LINEAR = 2;
const CONSTANT = 3;

/** Per key and component: slopes and weights of both sides, and the segment kinds around the key. */
export interface KeySides {
  inSlope: number[];
  outSlope: number[];
  inWeight: number[];
  outWeight: number[];
  left: number;
  right: number;
}

/** The conversion's warnings and whether float32 rounding changed a time or value. */
export interface Ctx {
  sink: WarningSink;
  rounded: boolean;
  /** The float-curve bindings written so far: `path \0 classID \0 attribute`. */
  readonly bound: Set<string>;
  /** The clip's node hierarchy ({@link Clip.parents}): binding paths are rebuilt from it. */
  readonly parents?: Readonly<Record<string, string>> | undefined;
  /** The next `_<k>` suffix to try per binding `path \0 classID \0 attribute \0 component count and first axis name` (see `addFloats`). */
  readonly suffixes: NameSuffixes;
}

function f32(ctx: Ctx, v: number): number {
  const r = Math.fround(v);
  if (r !== v && Number.isFinite(v)) ctx.rounded = true;
  return r;
}

/** Unity's serialised pre/post infinity for a core extrapolation: 1 Repeat for `cycle`, 0 PingPong for `oscillate`, else 2 Clamp. */
function wrapOf(track: Track, ctx: Ctx, side: 'pre' | 'post'): number {
  const e = side === 'pre' ? track.preExtrapolation : track.postExtrapolation;
  if (e === 'cycle') return 1;
  if (e === 'oscillate') return 0;
  if (e !== 'constant') ctx.sink.warn('extrapolation-changed', `${side}-extrapolation ${e} has no Unity wrap mode; the curve clamps`, track.name);
  return 2;
}

function modeOf(code: number | undefined): number {
  return code === 0 ? CONSTANT : code === 1 ? LINEAR : FREE;
}

/** The slopes, weights and tangent modes of every key of `track`. */
export function sidesOf(track: Track): KeySides[] {
  const n = track.components;
  const k = track.times.length;
  const { times, values, interpolation } = track;
  const sides: KeySides[] = [];
  for (let i = 0; i < k; i++) {
    sides.push({
      inSlope: new Array<number>(n).fill(0),
      outSlope: new Array<number>(n).fill(0),
      inWeight: new Array<number>(n).fill(THIRD),
      outWeight: new Array<number>(n).fill(THIRD),
      left: FREE,
      right: FREE,
    });
  }
  for (let i = 0; i + 1 < k; i++) {
    const a = sides[i]!;
    const b = sides[i + 1]!;
    const code = interpolation[i];
    const dt = times[i + 1]! - times[i]!;
    a.right = b.left = modeOf(code);
    for (let c = 0; c < n; c++) {
      if (code === 0) {
        a.outSlope[c] = Infinity;
        b.inSlope[c] = Infinity;
      } else if (code === 1 || track.outHandles === undefined || track.inHandles === undefined) {
        const slope = dt > 0 ? (values[(i + 1) * n + c]! - values[i * n + c]!) / dt : 0;
        a.outSlope[c] = slope;
        b.inSlope[c] = slope;
      } else {
        const o = (i * n + c) * 2;
        const p = ((i + 1) * n + c) * 2;
        a.outSlope[c] = slopeFromHandle(track.outHandles[o]!, track.outHandles[o + 1]!);
        a.outWeight[c] = weightFromHandle(track.outHandles[o]!, dt);
        b.inSlope[c] = slopeFromHandle(track.inHandles[p]!, track.inHandles[p + 1]!);
        b.inWeight[c] = weightFromHandle(track.inHandles[p]!, dt);
      }
    }
  }
  // The ends: the outer side mirrors the inner one (Unity's own default for a new key).
  if (k > 0) {
    const first = sides[0]!;
    const last = sides[k - 1]!;
    if (k > 1) {
      first.left = first.right;
      first.inSlope = first.outSlope.map((s) => (Number.isFinite(s) ? s : 0));
      last.right = last.left;
      last.outSlope = last.inSlope.map((s) => (Number.isFinite(s) ? s : 0));
      if (first.right === CONSTANT) first.inSlope = first.inSlope.map(() => Infinity);
      if (last.left === CONSTANT) last.outSlope = last.outSlope.map(() => Infinity);
    }
  }
  return sides;
}

function tangentMode(s: KeySides): number {
  const broken = s.left !== s.right || s.inSlope.some((v, c) => v !== s.outSlope[c]) ? 1 : 0;
  return broken | (s.left << 1) | (s.right << 5);
}

function weightedMode(s: KeySides): number {
  const isIn = s.inWeight.some((w) => Math.abs(w - THIRD) > 1e-7) ? 1 : 0;
  const isOut = s.outWeight.some((w) => Math.abs(w - THIRD) > 1e-7) ? 2 : 0;
  return isIn | isOut;
}

/** A key value of `n` components (`axes` names them) from `get(c)`. */
function keyValue(n: number, get: (c: number) => number): UnityKeyValue {
  if (n === 1) return get(0);
  const out: Record<string, number> = {};
  for (let c = 0; c < n; c++) out[AXES[c]!] = get(c);
  return out as unknown as UnityKeyValue;
}

/**
 * Key times as float32, each after the one before it: two keys closer than a float32 step (a jump a
 * Maya tick after a key) keep their order as neighbouring float32 values instead of collapsing onto
 * one time, where Unity would take the later key's value at the earlier key.
 */
function keyTimes(times: ArrayLike<number>, ctx: Ctx): number[] {
  const out: number[] = [];
  for (let i = 0; i < times.length; i++) {
    let t = f32(ctx, times[i]!);
    const before = out[i - 1];
    if (before !== undefined && t <= before && times[i]! > times[i - 1]!) t = nextFloat32(before);
    out.push(t);
  }
  return out;
}

/** The smallest float32 greater than the float32 `x`. */
function nextFloat32(x: number): number {
  if (x === 0) return 1.401298464324817e-45;
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  view.setInt32(0, view.getInt32(0) + (x > 0 ? 1 : -1));
  return view.getFloat32(0);
}

/** The Unity curve of `track`, or of its component `only`. */
export function curveOf(track: Track, sides: KeySides[], ctx: Ctx, only?: number): UnityAnimationCurve {
  const n = track.components;
  const width = only === undefined ? n : 1;
  const comp = (c: number): number => only ?? c;
  const times = keyTimes(track.times, ctx);
  const keys: UnityKey[] = sides.map((s, i) => ({
    serializedVersion: 3,
    time: times[i]!,
    value: keyValue(width, (c) => f32(ctx, track.values[i * n + comp(c)]!)),
    inSlope: keyValue(width, (c) => Math.fround(s.inSlope[comp(c)]!)),
    outSlope: keyValue(width, (c) => Math.fround(s.outSlope[comp(c)]!)),
    tangentMode: tangentMode(s),
    weightedMode: weightedMode(s),
    inWeight: keyValue(width, (c) => Math.fround(s.inWeight[comp(c)]!)),
    outWeight: keyValue(width, (c) => Math.fround(s.outWeight[comp(c)]!)),
  }));
  const order = track.channel?.rotationOrder;
  const index = order === undefined ? 4 : UNITY_ROTATION_ORDERS.indexOf(order);
  return {
    serializedVersion: 2,
    m_Curve: keys,
    m_PreInfinity: wrapOf(track, ctx, 'pre'),
    m_PostInfinity: wrapOf(track, ctx, 'post'),
    m_RotationOrder: index < 0 ? 4 : index,
  };
}

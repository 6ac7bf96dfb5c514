/**
 * Evaluating a clip's curves with Unity's `AnimationCurve` semantics: the one implementation in
 * `@anim/core` (`evaluateUnityCurve`, shared with `@anim/mrtk`), fed with one component of a curve.
 *
 * @module
 */
import { evaluateUnityCurve, type UnityCurveData } from '@anim/core';
import type { UnityAnimationCurve, UnityKeyValue } from './types.js';

const AXES = ['x', 'y', 'z', 'w'] as const;

function component(v: UnityKeyValue | undefined, axis: number, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v === 'number') return v;
  return (v as unknown as Record<string, number>)[AXES[axis]!] ?? fallback;
}

/**
 * The public `WrapMode` (what `evaluateUnityCurve` takes) of a serialised infinity mode: 0 PingPong → 4,
 * 1 Repeat → 2 (Loop), 2 Clamp (and anything else) → 8 (ClampForever).
 */
export function unityPublicWrapMode(serialized: number): number {
  return serialized === 0 ? 4 : serialized === 1 ? 2 : 8;
}

/** The key arrays of one component of `curve` (`axis` 0 x … 3 w; ignored for float curves). */
export function curveData(curve: UnityAnimationCurve, axis = 0): UnityCurveData {
  const keys = curve.m_Curve;
  const n = keys.length;
  const time = new Float64Array(n);
  const value = new Float64Array(n);
  const inTangent = new Float64Array(n);
  const outTangent = new Float64Array(n);
  const inWeight = new Float64Array(n);
  const outWeight = new Float64Array(n);
  const weightedMode = new Int32Array(n);
  keys.forEach((k, i) => {
    time[i] = k.time;
    value[i] = component(k.value, axis, 0);
    inTangent[i] = component(k.inSlope, axis, 0);
    outTangent[i] = component(k.outSlope, axis, 0);
    inWeight[i] = component(k.inWeight, axis, 1 / 3);
    outWeight[i] = component(k.outWeight, axis, 1 / 3);
    weightedMode[i] = k.weightedMode ?? 0;
  });
  return {
    preWrapMode: unityPublicWrapMode(curve.m_PreInfinity),
    postWrapMode: unityPublicWrapMode(curve.m_PostInfinity),
    time,
    value,
    tangents: { inTangent, outTangent, inWeight, outWeight, weightedMode },
  };
}

/**
 * Unity `AnimationCurve.Evaluate`: the value of one component of `curve` at `seconds` — Hermite with
 * the stored slopes, weighted Bézier where `weightedMode` says so, stepped where a slope is infinite,
 * pre/post infinity (Repeat, PingPong, Clamp: see {@link unityPublicWrapMode}) outside the keys.
 * @param axis for vector and quaternion curves, the component (0 x, 1 y, 2 z, 3 w); default 0.
 * @returns 0 for a curve without keys. Never throws.
 */
export function evaluateUnityAnimationCurve(curve: UnityAnimationCurve, seconds: number, axis = 0): number {
  return evaluateUnityCurve(curveData(curve, axis), seconds);
}

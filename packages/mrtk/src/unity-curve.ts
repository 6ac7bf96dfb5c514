/**
 * MRTK's curves evaluated with Unity `AnimationCurve` semantics: the one implementation lives in
 * `@anim/core` (`evaluateUnityCurve`, after https://github.com/needle-mirror/com.unity.animation/blob/0.9.0-preview.6/Unity.Animation.Curves/AnimationCurveEvaluator.cs); this module maps MRTK's curve kinds onto it
 * (`bool` curves are (time, value) keys held until the next key, as MRTK's reader completes them).
 *
 * @module
 */
import { evaluateUnityCurve, unitySegmentShape, type UnityCurveData, type UnitySegmentShape, type UnityTimeValueKeys } from '@anim/core';
import type { MrtkCurve, MrtkCurveKind } from './types.js';

export { UNITY_DEFAULT_WEIGHT } from '@anim/core';

function timeValueKeys(kind: MrtkCurveKind): UnityTimeValueKeys {
  return kind === 'bool' ? 'held' : 'linear';
}

/** Tangents and effective weights of the segment from key `i` to key `j` of a curve of `kind`. */
export function segmentShape(c: UnityCurveData, i: number, j: number, kind: MrtkCurveKind = 'float'): UnitySegmentShape {
  return unitySegmentShape(c, i, j, timeValueKeys(kind));
}

/**
 * Unity `AnimationCurve.Evaluate(time)`: the curve's value at `seconds`, wrap modes included.
 * @param curve one of the recording's curves (key times in seconds).
 * @param seconds the time, in seconds.
 * @param kind how (time, value) keys without {@link MrtkCurve.tangents} were reconstructed:
 *   `float` (default; linear segments) or `bool` (hand-state curves; hold until the next key).
 * @returns 0 for a curve without keys; NaN for a NaN time.
 */
export function evaluateMrtkCurve(curve: MrtkCurve, seconds: number, kind: MrtkCurveKind = 'float'): number {
  return evaluateUnityCurve(curve, seconds, timeValueKeys(kind));
}

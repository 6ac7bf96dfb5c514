/**
 * Curve evaluation exactly as Maya does it (Autodesk animx, https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp): Hermite
 * segments for non-weighted curves, true cubic Bézier segments solved for time (with Maya's monotonic
 * fix-up of the handles) for weighted curves (`segment.ts`), linear / step / stepnext spans, and the five
 * infinity modes with times folded back into the key range snapped to Maya ticks.
 *
 * @module
 */

import { lowerBound } from '@anim/core/io';
import { inputToSeconds, Span, type MayaCurve } from './curve.js';
import { bezier, EPSILON, hermite, tangentAngle } from './segment.js';

/** Maya ticks per second with 64-bit time (animx's default build). */
export const TICKS_PER_SECOND = 141_120_000;

/**
 * Evaluates a curve at `seconds` (for a unitless-input, driven-key curve: at the driver value); the result
 * is in the curve's output unit (e.g. degrees, inches, frames for a time output).
 *
 * Implements animx `evaluateCurve` (https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp), with one deliberate difference: a single-key curve with
 * non-constant infinity returns the key's value where animx returns 0 (the animEngine and Maya behaviour).
 * An empty curve evaluates to 0.
 */
export function evaluateMayaCurve(curve: MayaCurve, seconds: number): number {
  return evaluateAt(curve, seconds, true);
}

/**
 * Evaluates a curve at `input` in its input unit, as the file's key times are written: frames of the curve's
 * `inputUnit` (else the header `timeUnit`), or the driver value for unitless input. Same result as
 * {@link evaluateMayaCurve} at `inputToSeconds(curve, input)`.
 */
export function evaluateMayaCurveAtInput(curve: MayaCurve, input: number): number {
  return evaluateAt(curve, inputToSeconds(curve, input), true);
}

function evaluateAt(curve: MayaCurve, x: number, infinity: boolean): number {
  const xs = curve.x;
  const n = xs.length;
  if (n === 0) return 0;
  const firstX = xs[0]!;
  const lastX = xs[n - 1]!;
  if (infinity) {
    if (curve.preInfinity !== 'constant' && x < firstX) return evaluateInfinity(curve, x, true);
    if (curve.postInfinity !== 'constant' && x > lastX) return evaluateInfinity(curve, x, false);
  }
  const values = curve.values;
  if (curve.isStatic) return values[0]!;

  // The first key at or after x (the last key when x is beyond the end).
  const next = lowerBound(xs, x, 0, n - 1);
  const nextX = xs[next]!;
  if (Math.abs(nextX - x) <= EPSILON || (nextX < x && next === 0)) return values[next]!;
  if (x >= lastX && next === n - 1) return values[next]!;
  if (next === 0) return values[0]!;
  const prev = next - 1;
  const x0 = xs[prev]!;
  const y0 = values[prev]!;
  const y3 = values[next]!;
  switch (curve.spans[prev]) {
    case Span.linear:
      return x0 === nextX ? y0 : y0 + ((x - x0) / (nextX - x0)) * (y3 - y0);
    case Span.step:
      return y0;
    case Span.stepNext:
      return y3;
    default: {
      const x1 = x0 + curve.outX[prev]! / 3;
      const y1 = y0 + curve.outY[prev]! / 3;
      const x2 = nextX - curve.inX[next]! / 3;
      const y2 = y3 - curve.inY[next]! / 3;
      return curve.weighted ? bezier(x0, y0, x1, y1, x2, y2, nextX, y3, x) : hermite(x0, y0, x1, y1, x2, y2, nextX, y3, x);
    }
  }
}

/** Rounds to Maya ticks, half away from zero (animx `toTickDoubleTime`). */
function toTicks(x: number): number {
  const t = x * TICKS_PER_SECOND;
  return (t < 0 ? -Math.round(-t) : Math.round(t)) / TICKS_PER_SECOND;
}

function evaluateInfinity(curve: MayaCurve, x: number, pre: boolean): number {
  const xs = curve.x;
  const values = curve.values;
  const n = xs.length;
  const firstX = xs[0]!;
  const lastX = xs[n - 1]!;
  const firstY = values[0]!;
  const lastY = values[n - 1]!;
  const mode = pre ? curve.preInfinity : curve.postInfinity;
  const range = lastX - firstX;
  // A single key: animx returns 0 here; Maya (and animEngine) hold the key's value.
  if (range === 0) return firstY;
  if (mode === 'linear') {
    if (pre) return firstY - (firstX - x) * Math.tan(tangentAngle(curve.inX[0]!, curve.inY[0]!));
    return lastY + (x - lastX) * Math.tan(tangentAngle(curve.outX[n - 1]!, curve.outY[n - 1]!));
  }
  const ratio = (pre ? x - firstX : x - lastX) / range;
  const whole = Math.trunc(ratio);
  const remainder = Math.abs(ratio - whole);
  let folded = range * remainder;
  const cycles = Math.abs(whole) + 1;
  const odd = cycles % 2 !== 0;
  if (mode === 'oscillate') folded = pre === odd ? firstX + folded : lastX - folded;
  else folded = pre ? lastX - folded : firstX + folded;
  let value = evaluateAt(curve, toTicks(folded), false);
  if (mode === 'cycleRelative') value += (pre ? -cycles : cycles) * (lastY - firstY);
  return value;
}


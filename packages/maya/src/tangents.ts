/**
 * The tangent vector Maya computes for each tangent type of a key side (Autodesk animx, https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp, driven as
 * https://github.com/Autodesk/animx/blob/11c31ac/tests/src/animationPlugin.cpp drives it): `auto`/`automix`/`autoease` as animx's `autoTangent`, `spline`,
 * `clamped`, `plateau`, `linear` and `flat` as the Maya devkit animEngine, `step`/`stepnext` as (0, 0),
 * `fixed` from the file's angle and weight. A vector (x, y) has x in seconds (input units for unitless
 * input) and y in the curve's output unit; it is 3× the Bézier handle.
 *
 * @module
 */

import { handleFromMayaTangent } from '@anim/core';
import type { MayaTangentType } from './types.js';

/**
 * The tangent vector of a `fixed` key side into `v`: Maya's handle is `weight·(cos angle, sin angle)` in
 * UI units (frames of the header time unit on x, the header's unit for the output type on y), so the
 * vector is three times core's {@link handleFromMayaTangent} of the out side (Maya measures both sides
 * along increasing time).
 *
 * @param angle - radians.
 * @param framesPerSecond - x UI units per second (1 for unitless input and Maya 2.x files).
 * @param valueScale - output units per y UI unit.
 */
export function fixedTangent(angle: number, weight: number, framesPerSecond: number, valueScale: number, v: [number, number]): void {
  const [dt, dv] = handleFromMayaTangent(angle, weight, 'out', { framesPerSecond, valueScale });
  v[0] = 3 * dt;
  v[1] = 3 * dv;
}

/** The in side of a key (towards the previous key). */
export const IN = 0;
/** The out side of a key (towards the next key). */
export const OUT = 1;

/** What a tangent computation needs to know about the curve. */
export interface TangentContext {
  readonly x: Float64Array;
  readonly values: Float64Array;
  readonly n: number;
  /** 0.05 internal units, in output units (the clamped tangent threshold). */
  readonly clampThreshold: number;
  readonly globalTangent: MayaTangentType;
}

/**
 * Computes the tangent vector of key `i`, side `side` ({@link IN} or {@link OUT}), of a non-fixed tangent
 * type, into `v`: x in seconds (input units for unitless input), y in output units, not yet validated.
 */
export function computeTangent(ctx: TangentContext, i: number, side: number, type: MayaTangentType, v: [number, number]): void {
  const { x, values, n } = ctx;
  const hasPrev = i > 0;
  const hasNext = i < n - 1;
  const kx = x[i]!;
  const ky = values[i]!;
  const px = hasPrev ? x[i - 1]! : 0;
  const py = hasPrev ? values[i - 1]! : 0;
  const nx = hasNext ? x[i + 1]! : 0;
  const ny = hasNext ? values[i + 1]! : 0;
  switch (type) {
    case 'global':
      computeTangent(ctx, i, side, ctx.globalTangent === 'global' ? 'auto' : ctx.globalTangent, v);
      return;
    case 'step':
    case 'stepnext':
      v[0] = 0;
      v[1] = 0;
      return;
    case 'linear':
    case 'slow':
    case 'fast':
      // The vector to the neighbour on this side; at an end, the other side's vector.
      if (!hasPrev && !hasNext) set(v, 1, 0);
      else if (side === IN ? hasPrev : !hasNext) set(v, kx - px, ky - py);
      else set(v, nx - kx, ny - ky);
      return;
    case 'flat':
      if (!hasPrev && !hasNext) set(v, 1, 0);
      else set(v, side === IN ? (hasPrev ? kx - px : nx - kx) : hasNext ? nx - kx : kx - px, 0);
      return;
    case 'spline':
      smooth(v, side, hasPrev, hasNext, kx, ky, px, py, nx, ny);
      return;
    case 'clamped': {
      // Flat when a neighbour is within 0.05 internal units; at an end, the missing side stays smooth.
      const t = ctx.clampThreshold;
      const nearPrev = hasPrev && Math.abs(py - ky) <= t;
      const nearNext = hasNext && Math.abs(ny - ky) <= t;
      const onSide = side === IN ? hasPrev : hasNext;
      if (onSide && (nearPrev || nearNext)) flat(v, side, hasPrev, hasNext, kx, px, nx);
      else smooth(v, side, hasPrev, hasNext, kx, ky, px, py, nx, ny);
      return;
    }
    case 'plateau': {
      if (!hasPrev || !hasNext) {
        if (!hasPrev && !hasNext) set(v, 1, 0);
        else flat(v, side, hasPrev, hasNext, kx, px, nx);
        return;
      }
      if ((py - ky) * (ny - ky) >= 0) {
        flat(v, side, hasPrev, hasNext, kx, px, nx);
        return;
      }
      const slope = (ny - py) / (nx - px);
      const inHandle = ky - (slope * (kx - px)) / 3;
      const outHandle = ky + (slope * (nx - kx)) / 3;
      if ((inHandle - py) * (ky - py) < 0 || (outHandle - ny) * (ny - ky) > 0) flat(v, side, hasPrev, hasNext, kx, px, nx);
      else smooth(v, side, hasPrev, hasNext, kx, ky, px, py, nx, ny);
      return;
    }
    case 'auto':
    case 'automix':
    case 'autoease':
    case 'autocustom':
      autoTangent(v, side, type, hasPrev, hasNext, kx, ky, px, py, nx, ny);
      return;
    case 'fixed':
      return;
  }
}

function set(v: [number, number], x: number, y: number): void {
  v[0] = x;
  v[1] = y;
}

/** Flat: the x extent of the segment on this side (the other side's at an end), y 0. */
function flat(v: [number, number], side: number, hasPrev: boolean, hasNext: boolean, kx: number, px: number, nx: number): void {
  set(v, side === IN ? (hasPrev ? kx - px : nx - kx) : hasNext ? nx - kx : kx - px, 0);
}

/** Maya 2.0 smooth ("spline"): slope of the chord between the neighbours; at an end, towards the neighbour. */
function smooth(
  v: [number, number],
  side: number,
  hasPrev: boolean,
  hasNext: boolean,
  kx: number,
  ky: number,
  px: number,
  py: number,
  nx: number,
  ny: number,
): void {
  if (!hasPrev && !hasNext) set(v, 1, 0);
  else if (!hasPrev) set(v, nx - kx, ny - ky);
  else if (!hasNext) set(v, kx - px, ky - py);
  else {
    const slope = (ny - py) / (nx - px);
    const dx = side === IN ? kx - px : nx - kx;
    set(v, dx, slope * dx);
  }
}

/** sign with 0 counted with the negatives, as animx's `signNoZero` (only equality of signs is used). */
function signNoZero(value: number): number {
  return value > 0 ? -1 : 1;
}

/** animx `autoTangent` (auto), with the Maya 2017+ automix/autoease target slopes (https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp). */
function autoTangent(
  v: [number, number],
  side: number,
  type: MayaTangentType,
  hasPrev: boolean,
  hasNext: boolean,
  kx: number,
  ky: number,
  px: number,
  py: number,
  nx: number,
  ny: number,
): void {
  if (!hasPrev || !hasNext) {
    const inX = hasPrev ? kx - px : hasNext ? nx - kx : 0;
    const outX = hasNext ? nx - kx : inX;
    set(v, Math.max(0, side === IN ? inX : outX), 0);
    return;
  }
  const tanX = side === IN ? kx - px : nx - kx;
  const prevSlope = (ky - py) / (kx - px);
  const nextSlope = (ny - ky) / (nx - kx);
  let target: number;
  if (type === 'auto') {
    target = (ny - py) / (nx - px);
  } else {
    const f = (kx - px) / (nx - px);
    let g = f;
    if (type !== 'automix') {
      const c = -0.5;
      const d = f - 0.5;
      g = 0.5 + d * (1 - c + 4 * c * d * d);
    }
    target = (1 - g) * prevSlope + g * nextSlope;
  }
  const prev3 = 3 * prevSlope;
  const next3 = 3 * nextSlope;
  if (signNoZero(prev3) !== signNoZero(next3) || signNoZero(target) !== signNoZero(next3)) target = 0;
  else if (next3 >= 0) target = Math.min(target, next3, prev3);
  else target = Math.max(target, next3, prev3);
  set(v, Math.max(0, tanX), target * tanX);
}

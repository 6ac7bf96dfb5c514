/**
 * Converters between the tangent forms formats store and the core model's 2D Bézier handles
 * `(Δtime seconds, Δvalue)` (see `types.ts`).
 *
 * A cubic Bézier segment from key A (time tA, value vA) to key B is drawn through A, A + A's out-handle,
 * B + B's in-handle, B. A Hermite segment with slopes mA (A's out-tangent) and mB (B's in-tangent), in
 * value units per second, is exactly the Bézier whose handles are one third of the segment long:
 * out = (Δ/3, mA·Δ/3), in = (−Δ/3, −mB·Δ/3) with Δ = tB − tA. Unity's weighted tangents replace 1/3 by
 * the key's weight; Maya's angle+weight tangents give the handle in (frames, UI value units) directly.
 *
 * @module
 */

/** A 2D handle offset from its key: `[Δtime seconds, Δvalue]`. */
export type Handle = [dt: number, dv: number];

/** Which side of a key a handle is on: `in` points back in time (Δtime ≤ 0), `out` forward (Δtime ≥ 0). */
export type HandleSide = 'in' | 'out';

/** Unity's default tangent weight (and the Hermite-equivalent handle length): 1/3 of the segment. */
export const DEFAULT_WEIGHT = 1 / 3;

/**
 * Handle from a Hermite slope (Unity `inTangent`/`outTangent`, glTF tangents, Nuke slopes) and an optional
 * Unity tangent weight.
 *
 * @param slope - value units per second. Must be finite (an infinite Unity tangent means a stepped
 *   segment: use `constant` interpolation instead).
 * @param segmentDuration - seconds; the previous segment's length for an `in` handle, the next one's for `out`.
 * @param side - `in` gives `[−w·Δ, −w·Δ·slope]`, `out` gives `[w·Δ, w·Δ·slope]`.
 * @param weight - fraction of the segment duration (Unity `inWeight`/`outWeight`); default 1/3, which makes
 *   the segment exactly the Hermite curve.
 */
export function handleFromSlope(slope: number, segmentDuration: number, side: HandleSide, weight: number = DEFAULT_WEIGHT): Handle {
  const dt = (side === 'in' ? -weight : weight) * segmentDuration;
  return [dt, dt === 0 ? 0 : slope * dt];
}

/**
 * The slope of a handle, value units per second: `Δvalue / Δtime`. A zero-length handle has slope 0; a
 * vertical one (Δtime 0, Δvalue ≠ 0) ±Infinity with the sign of Δvalue.
 */
export function slopeFromHandle(dt: number, dv: number): number {
  if (dt === 0) return dv === 0 ? 0 : dv > 0 ? Infinity : -Infinity;
  return dv / dt;
}

/**
 * The Unity weight of a handle: |Δtime| as a fraction of the segment duration (seconds). A zero-length
 * segment gives {@link DEFAULT_WEIGHT}.
 */
export function weightFromHandle(dt: number, segmentDuration: number): number {
  return segmentDuration > 0 ? Math.abs(dt) / segmentDuration : DEFAULT_WEIGHT;
}

/** Scales between Maya's UI units (frames, UI linear/angular units) and the track's (seconds, track unit). */
export interface MayaTangentScale {
  /** Frames per second of the file's `timeUnit` (e.g. 24 for `film`, 30000/1001 for `29.97fps`). Default 1 (x already in seconds). */
  readonly framesPerSecond?: number | undefined;
  /** Track value units per UI value unit (e.g. π/180 for a `deg` file feeding a `rad` track). Default 1. */
  readonly valueScale?: number | undefined;
}

/**
 * Handle from a Maya fixed tangent of a **weighted** curve (`.anim` `<angle> <weight>` pairs).
 *
 * Maya's tangent vector is (3w·cos θ, 3w·sin θ) in (frames, UI value units) and its Bézier control point
 * sits one third along it, so the handle is (w·cos θ, w·sin θ), converted to (seconds, track units) and
 * negated for the in-side (Maya measures both angles along increasing time). Spec: Autodesk animx
 * (`tangentAngle`, `evaluateCurve`), https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp.
 *
 * @param angle - radians (convert `tangentAngleUnit` degrees first).
 * @param weight - Maya tangent weight (UI units).
 */
export function handleFromMayaTangent(angle: number, weight: number, side: HandleSide, scale: MayaTangentScale = {}): Handle {
  const fps = scale.framesPerSecond ?? 1;
  const vs = scale.valueScale ?? 1;
  const sign = side === 'in' ? -1 : 1;
  return [(sign * weight * Math.cos(angle)) / fps, sign * weight * Math.sin(angle) * vs];
}

/** A Maya fixed tangent: `angle` in radians, `weight` in Maya UI units. */
export interface MayaTangent {
  angle: number;
  weight: number;
}

/**
 * The inverse of {@link handleFromMayaTangent}: the angle (radians, in (−π/2, π/2] for handles pointing
 * the right way in time) and weight of a handle.
 */
export function mayaTangentFromHandle(dt: number, dv: number, side: HandleSide, scale: MayaTangentScale = {}): MayaTangent {
  const fps = scale.framesPerSecond ?? 1;
  const vs = scale.valueScale ?? 1;
  const sign = side === 'in' ? -1 : 1;
  const x = sign * dt * fps;
  const y = (sign * dv) / vs;
  return { angle: Math.atan2(y, x), weight: Math.hypot(x, y) };
}

/**
 * The slope (value units per second) of a Maya tangent angle on a **non-weighted** curve, where only the
 * direction counts: tan θ in UI units per frame, converted. Feed it to {@link handleFromSlope}.
 * @param angle - radians.
 */
export function slopeFromMayaAngle(angle: number, scale: MayaTangentScale = {}): number {
  return Math.tan(angle) * (scale.valueScale ?? 1) * (scale.framesPerSecond ?? 1);
}

/**
 * The Maya tangent angle (radians) of a slope in value units per second; inverse of {@link slopeFromMayaAngle}.
 */
export function mayaAngleFromSlope(slope: number, scale: MayaTangentScale = {}): number {
  return Math.atan(slope / ((scale.valueScale ?? 1) * (scale.framesPerSecond ?? 1)));
}

/**
 * Handle from a glTF `CUBICSPLINE` in- or out-tangent (value units per second; glTF §3.11 Appendix C:
 * the spline uses `td · tangent` with td the segment duration): a Hermite slope with weight 1/3.
 */
export function handleFromGltfTangent(tangent: number, segmentDuration: number, side: HandleSide): Handle {
  return handleFromSlope(tangent, segmentDuration, side, DEFAULT_WEIGHT);
}

/**
 * The glTF tangent (value units per second) of a handle. Exact when the handle is one third of its
 * segment long; otherwise only the slope survives (glTF cannot store weights) — callers converting to
 * glTF should warn when {@link weightFromHandle} is not 1/3.
 */
export function gltfTangentFromHandle(dt: number, dv: number): number {
  return dt === 0 ? 0 : dv / dt;
}

/**
 * One cubic Bézier segment in (time, value) with 2D handles: handle clamping and the time → parameter
 * solve.
 *
 * Normalise the segment to unit time: the handles' time extents are `a = outΔt / Δ` (key A) and
 * `b = −inΔt / Δ` (key B), so the time control points are 0, a, 1 − b, 1 and
 * x(u) = 3a(1−u)²u + 3(1−b)(1−u)u² + u³.
 *
 * **Clamping** (documented, Maya-compatible in what it leaves alone, Blender-like in how it changes):
 * 1. a handle pointing the wrong way in time is cut to zero time length (`a = max(a, 0)`,
 *    `b = max(b, 0)`), keeping its Δvalue — as Maya clamps weighted tangents to x ≥ 0;
 * 2. x(u) is monotonic iff `a + b ≤ 1` or `(a + b − 1)² ≤ a·b` (inside Maya's ellipse
 *    a² + b² + ab − 2(a + b) + 1 ≤ 0, which reaches a = 4/3). Handles in that region are used unchanged
 *    (so every handle pair with a, b ≤ 1 is, like in Maya). Otherwise both handles are scaled by the same
 *    factor λ = (a + b + √(ab)) / (a² + ab + b²) < 1 — Δtime and Δvalue alike, so their slopes are
 *    kept (as Blender scales overlong handles) — which puts (a, b) on the boundary of the region.
 *
 * After clamping x(u) is non-decreasing and the solve is a safeguarded Newton iteration (bisection
 * whenever a Newton step leaves the bracket), stopped once the estimated error of the last step is below
 * 1e-17 of the unit segment (or the step itself below 1e-16): u is found to a few ulps, far below the
 * 1e-12 relative accuracy the model promises.
 *
 * @module
 */

/**
 * Solves x(u) = s for u ∈ [0, 1] where x(u) = ((A·u + B)·u + C)·u is non-decreasing with x(0) = 0 and
 * x(1) = 1. Returns 0 for s ≤ 0 and 1 for s ≥ 1. A caller that knows a bracket `[low, high]` with
 * x(low) ≤ s ≤ x(high) and a better first guess `start` inside it may pass them.
 */
export function solveCubicTime(A: number, B: number, C: number, s: number, low = 0, high = 1, start = s): number {
  if (!(s > 0)) return 0;
  if (s >= 1) return 1;
  let lo = low;
  let hi = high;
  let u = start;
  for (let i = 0; i < 100; i++) {
    const x = ((A * u + B) * u + C) * u - s;
    if (x === 0) return u;
    if (x < 0) lo = u;
    else hi = u;
    const d = (3 * A * u + 2 * B) * u + C;
    const step = x / d;
    let next = u - step;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    // Newton converges quadratically: the error after this step is about step² · |x''| / (2|x'|).
    else if (step * step * Math.abs(6 * A * u + 2 * B) <= 2e-17 * Math.abs(d)) return next;
    if (Math.abs(next - u) <= 1e-16 || next === lo || next === hi) return next;
    u = next;
  }
  return u;
}

/** Scratch for {@link clampHandles}: `[a, b, λ]`. */
const clamped = new Float64Array(3);

/**
 * Applies the documented clamping to normalised handle time extents `a` (out-handle of the left key) and
 * `b` (in-handle of the right key, as a positive length) and returns the common scale λ ∈ (0, 1] for both
 * handles (1 when nothing is scaled). The clamped `a`, `b` are written to `into[0]`, `into[1]`.
 */
export function clampHandles(a: number, b: number, into: Float64Array | number[] = clamped): number {
  let ca = a > 0 ? a : 0;
  let cb = b > 0 ? b : 0;
  let scale = 1;
  const sum = ca + cb;
  if (sum > 1) {
    const ab = ca * cb;
    const over = sum - 1;
    if (over * over > ab) {
      scale = (sum + Math.sqrt(ab)) / (ca * ca + ab + cb * cb);
      ca *= scale;
      cb *= scale;
    }
  }
  into[0] = ca;
  into[1] = cb;
  return scale;
}

/**
 * Value of the Bézier segment from (t0, v0) to (t1, v1) at time `t` (t0 ≤ t ≤ t1, t1 > t0), with the
 * left key's out-handle (outDt ≥ 0 s, outDv) and the right key's in-handle (inDt ≤ 0 s, inDv), after
 * {@link clampHandles}. Exactly v0 at t0 and v1 at t1.
 */
export function bezierValue(
  t0: number,
  v0: number,
  t1: number,
  v1: number,
  outDt: number,
  outDv: number,
  inDt: number,
  inDv: number,
  t: number,
): number {
  const span = t1 - t0;
  const scale = clampHandles(outDt / span, -inDt / span, clamped);
  const a = clamped[0]!;
  const b = clamped[1]!;
  const s = (t - t0) / span;
  // x(u) = A u³ + B u² + C u with C = 3a, B = 3(1 − b) − 6a, A = 3a + 3b − 2.
  const u = solveCubicTime(3 * a + 3 * b - 2, 3 - 3 * b - 6 * a, 3 * a, s);
  const p1 = v0 + outDv * scale;
  const p2 = v1 + inDv * scale;
  const w = 1 - u;
  return w * w * (w * v0 + 3 * u * p1) + u * u * (3 * w * p2 + u * v1);
}

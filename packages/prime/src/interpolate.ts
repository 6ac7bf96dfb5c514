/**
 * The game runtime's key blending (metaforce `CFBStreamedCompression.cpp`): quaternions by
 * shortest-arc spherical interpolation, translations and scales linearly, in the mixed float32/double
 * arithmetic of metaforce's math library (zeus), so interpolated frames match the reference decoder.
 *
 * @module
 */

const f32 = Math.fround;

function dot4(a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number): number {
  return f32(
    f32(f32(f32(a[ao]! * b[bo]!) + f32(a[ao + 1]! * b[bo + 1]!)) + f32(a[ao + 2]! * b[bo + 2]!)) +
      f32(a[ao + 3]! * b[bo + 3]!),
  );
}

/**
 * Shortest-arc slerp of two (w, x, y, z) quaternions read at `a[ao…ao+3]` and `b[bo…bo+3]`, written to
 * `out[oo…oo+3]`. `t ≤ 0` gives `a`, `t ≥ 1` gives `b`; nearly parallel inputs give `a`. When the dot
 * product is negative the arc to `−b` is taken. The result is not renormalised (as in the game).
 */
export function slerpInto(
  out: Float32Array | number[],
  oo: number,
  a: ArrayLike<number>,
  ao: number,
  b: ArrayLike<number>,
  bo: number,
  t: number,
): void {
  let src = a;
  let so = ao;
  if (t >= 1) {
    src = b;
    so = bo;
  }
  if (t > 0 && t < 1) {
    const mag = f32(Math.sqrt(f32(dot4(a, ao, a, ao) * dot4(b, bo, b, bo))));
    const prod = f32(dot4(a, ao, b, bo) / mag);
    if (Math.abs(prod) < 1) {
      const sign = prod < 0 ? -1 : 1;
      const theta = Math.acos(sign * prod);
      const s1 = f32(Math.sin(sign * t * theta));
      const d = f32(1 / Math.sin(theta));
      const s0 = f32(Math.sin((1 - t) * theta));
      for (let c = 0; c < 4; c++) out[oo + c] = f32(f32(f32(a[ao + c]! * s0) + f32(b[bo + c]! * s1)) * d);
      return;
    }
  }
  for (let c = 0; c < 4; c++) out[oo + c] = src[so + c]!;
}

/** Linear blend `(1 − t)·a + t·b` of `width` components (float32 arithmetic), written to `out[oo…]`. */
export function lerpInto(
  out: Float32Array | number[],
  oo: number,
  a: ArrayLike<number>,
  ao: number,
  b: ArrayLike<number>,
  bo: number,
  t: number,
  width: number,
): void {
  const s = f32(1 - t);
  for (let c = 0; c < width; c++) out[oo + c] = f32(f32(s * a[ao + c]!) + f32(t * b[bo + c]!));
}

/**
 * Quaternion blending on (x, y, z, w) stored in flat arrays.
 *
 * gl-matrix's `quat.slerp` switches to a plain (unnormalised) lerp below an angle of about 1.4e-3 rad,
 * which leaves results off the unit sphere by up to ~2.5e-7; the model promises float-precision results,
 * so slerp is written here with an accurate angle (2·atan2(|q1 − q0|, |q1 + q0|)) instead.
 *
 * @module
 */

/** A writable array of numbers (typed array or plain array). */
export interface NumberSink {
  [index: number]: number;
  readonly length: number;
}

/**
 * Shortest-arc spherical interpolation between the unit quaternions at `a[ia…ia+3]` and `b[ib…ib+3]`,
 * written to `out[io…io+3]`. `s` = 0 gives exactly the first quaternion; `s` = 1 the second (negated when
 * the two lie in opposite hemispheres).
 */
export function slerpInto(
  out: NumberSink,
  io: number,
  a: ArrayLike<number>,
  ia: number,
  b: ArrayLike<number>,
  ib: number,
  s: number,
): void {
  const ax = a[ia]!;
  const ay = a[ia + 1]!;
  const az = a[ia + 2]!;
  const aw = a[ia + 3]!;
  let bx = b[ib]!;
  let by = b[ib + 1]!;
  let bz = b[ib + 2]!;
  let bw = b[ib + 3]!;
  if (ax * bx + ay * by + az * bz + aw * bw < 0) {
    bx = -bx;
    by = -by;
    bz = -bz;
    bw = -bw;
  }
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const dw = bw - aw;
  const sx = bx + ax;
  const sy = by + ay;
  const sz = bz + az;
  const sw = bw + aw;
  // θ is the angle between the two 4D unit vectors.
  const theta = 2 * Math.atan2(Math.sqrt(dx * dx + dy * dy + dz * dz + dw * dw), Math.sqrt(sx * sx + sy * sy + sz * sz + sw * sw));
  let w0: number;
  let w1: number;
  if (theta < 1e-6) {
    // sin(kθ)/sin θ = k·(1 − (k² − 1)θ²/6) + O(θ⁴): at θ < 1e-6 the correction is below 1e-13.
    const t2 = (theta * theta) / 6;
    w0 = (1 - s) * (1 - ((1 - s) * (1 - s) - 1) * t2);
    w1 = s * (1 - (s * s - 1) * t2);
  } else {
    const inv = 1 / Math.sin(theta);
    w0 = s === 0 ? 1 : Math.sin((1 - s) * theta) * inv;
    w1 = Math.sin(s * theta) * inv;
  }
  out[io] = w0 * ax + w1 * bx;
  out[io + 1] = w0 * ay + w1 * by;
  out[io + 2] = w0 * az + w1 * bz;
  out[io + 3] = w0 * aw + w1 * bw;
}

/** Normalises the quaternion at `out[io…io+3]` in place; a zero quaternion becomes identity (0, 0, 0, 1). */
export function normalizeQuatInto(out: NumberSink, io: number): void {
  const x = out[io]!;
  const y = out[io + 1]!;
  const z = out[io + 2]!;
  const w = out[io + 3]!;
  const len = Math.sqrt(x * x + y * y + z * z + w * w);
  if (len === 0) {
    out[io] = 0;
    out[io + 1] = 0;
    out[io + 2] = 0;
    out[io + 3] = 1;
    return;
  }
  if (len === 1) return;
  out[io] = x / len;
  out[io + 1] = y / len;
  out[io + 2] = z / len;
  out[io + 3] = w / len;
}

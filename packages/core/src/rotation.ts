/**
 * Euler angles ↔ quaternions with an explicit rotation order.
 *
 * **Order convention** (Maya's `rotateOrder`, Blender's Euler modes): order `'xyz'` rotates about X
 * first, then Y, then Z, all about the fixed parent axes, i.e. the matrix is R = Rz·Ry·Rx acting on
 * column vectors, and the quaternion is qz ⊗ qy ⊗ qx. (three.js names the same rotation `'ZYX'`;
 * its `'XYZ'` is our `'zyx'`.) Angles are always given as (x, y, z) in **radians**, whatever the order.
 * Quaternions are (x, y, z, w).
 *
 * The Euler → quaternion direction uses gl-matrix's `quat.fromEuler` (whose order names are intrinsic,
 * so our `'xyz'` is its `'zyx'`); gl-matrix has no quaternion → Euler, so that direction reads the
 * angles from the rotation matrix (gl-matrix `mat3.fromQuat`) with the usual atan2 formulas.
 *
 * @module
 */
import { mat3, quat } from 'gl-matrix';
import { InvalidArgumentError } from './errors.js';
import type { NumberSink } from './evaluate/quat.js';

/** A rotation order: the axis applied first comes first (see the module description). */
export type RotationOrder = 'xyz' | 'xzy' | 'yxz' | 'yzx' | 'zxy' | 'zyx';

/** The six orders, Maya's `rotateOrder` enum order (0 = xyz … 5 = zyx). */
export const ROTATION_ORDERS: readonly RotationOrder[] = ['xyz', 'yzx', 'zxy', 'xzy', 'yxz', 'zyx'];

const AXIS = { x: 0, y: 1, z: 2 } as const;

function axes(order: RotationOrder): [number, number, number] {
  if (!ROTATION_ORDERS.includes(order)) throw new InvalidArgumentError(`unknown rotation order '${order}'`);
  return [AXIS[order[0] as 'x'], AXIS[order[1] as 'x'], AXIS[order[2] as 'x']];
}

function reversed(order: RotationOrder): RotationOrder {
  return `${order[2]!}${order[1]!}${order[0]!}` as RotationOrder;
}

/**
 * The quaternion (x, y, z, w) of Euler angles `[x, y, z]` in radians applied in `order`.
 * @throws {InvalidArgumentError} for an unknown order.
 */
export function eulerToQuat<T extends NumberSink = Float64Array>(
  angles: ArrayLike<number>,
  order: RotationOrder = 'xyz',
  out: T = new Float64Array(4) as unknown as T,
): T {
  axes(order);
  const deg = 180 / Math.PI;
  const q = new Float64Array(4);
  quat.fromEuler(q, angles[0]! * deg, angles[1]! * deg, angles[2]! * deg, reversed(order));
  out[0] = q[0]!;
  out[1] = q[1]!;
  out[2] = q[2]!;
  out[3] = q[3]!;
  return out;
}

const m = new Float64Array(9);

/**
 * Euler angles `[x, y, z]` in radians, applied in `order`, of the quaternion `q` (x, y, z, w; normalised
 * first). The middle axis angle is in [−π/2, π/2], the others in (−π, π]. At gimbal lock (middle angle
 * ±π/2 within 1e-12) the first-applied angle is set to 0 and the last carries the rotation.
 * @throws {InvalidArgumentError} for an unknown order.
 */
export function quatToEuler<T extends NumberSink = Float64Array>(
  q: ArrayLike<number>,
  order: RotationOrder = 'xyz',
  out: T = new Float64Array(3) as unknown as T,
): T {
  const [i, j, k] = axes(order);
  const len = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!) || 1;
  mat3.fromQuat(m, [q[0]! / len, q[1]! / len, q[2]! / len, q[3]! / len]);
  // gl-matrix is column-major: R[row][col] = m[col * 3 + row].
  const r = (row: number, col: number): number => m[col * 3 + row]!;
  // +1 when (i, j, k) is a cyclic permutation of (x, y, z).
  const s = (j - i + 3) % 3 === 1 ? 1 : -1;
  const cosB = Math.hypot(r(i, i), r(j, i));
  const beta = Math.atan2(-s * r(k, i), cosB);
  let alpha: number;
  let gamma: number;
  if (cosB > 1e-12) {
    alpha = Math.atan2(s * r(k, j), r(k, k));
    gamma = Math.atan2(s * r(j, i), r(i, i));
  } else {
    alpha = 0;
    gamma = Math.atan2(-s * r(i, j), r(j, j));
  }
  out[i] = alpha;
  out[j] = beta;
  out[k] = gamma;
  return out;
}

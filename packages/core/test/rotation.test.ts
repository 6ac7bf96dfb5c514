import fc from 'fast-check';
import { quat } from 'gl-matrix';
import { describe, expect, it } from 'vitest';
import { eulerToQuat, InvalidArgumentError, quatToEuler, ROTATION_ORDERS, type RotationOrder } from '../src/index.js';
import { expectClose } from './helpers.js';

const axisQuat = (axis: number, angle: number): Float64Array => {
  const q = new Float64Array(4);
  q[axis] = Math.sin(angle / 2);
  q[3] = Math.cos(angle / 2);
  return q;
};

/** qLast ⊗ qMid ⊗ qFirst: the first axis of the order is applied first (about fixed axes). */
function expected(angles: readonly number[], order: RotationOrder): Float64Array {
  const axes = Array.from(order, (c) => 'xyz'.indexOf(c));
  const out = new Float64Array(4);
  quat.multiply(out, axisQuat(axes[2]!, angles[axes[2]!]!), axisQuat(axes[1]!, angles[axes[1]!]!));
  quat.multiply(out, out, axisQuat(axes[0]!, angles[axes[0]!]!));
  return out;
}

describe('eulerToQuat', () => {
  it('single-axis rotations in radians', () => {
    const q = eulerToQuat([Math.PI / 2, 0, 0]);
    expectClose(q[0]!, Math.SQRT1_2, 1e-15);
    expectClose(q[3]!, Math.SQRT1_2, 1e-15);
    expect(Array.from(eulerToQuat([0, 0, 0], 'zxy'))).toEqual([0, 0, 0, 1]);
  });

  it.each(ROTATION_ORDERS)('order %s applies the first axis first (q = qLast·qMid·qFirst)', (order) => {
    const angles = [0.3, -0.7, 1.1];
    const q = eulerToQuat(angles, order);
    const e = expected(angles, order);
    for (let c = 0; c < 4; c++) expectClose(q[c]!, e[c]!, 1e-15);
  });

  it("'xyz' is the matrix Rz·Ry·Rx (Maya convention), 'zyx' is Rx·Ry·Rz", () => {
    // y = 90°, z = 90°. 'xyz': Ry first takes +X to −Z, then Rz leaves −Z. 'zyx': Rz first takes +X to +Y, Ry leaves +Y.
    const v = new Float64Array(3);
    const rotate = (q: Float64Array): number[] => {
      const p = new Float64Array([1, 0, 0]);
      // v' = q v q*
      const [x, y, z, w] = q;
      const tx = 2 * (y! * p[2]! - z! * p[1]!);
      const ty = 2 * (z! * p[0]! - x! * p[2]!);
      const tz = 2 * (x! * p[1]! - y! * p[0]!);
      v[0] = p[0]! + w! * tx + (y! * tz - z! * ty);
      v[1] = p[1]! + w! * ty + (z! * tx - x! * tz);
      v[2] = p[2]! + w! * tz + (x! * ty - y! * tx);
      return Array.from(v, (c) => Math.round(c * 1e12) / 1e12 + 0);
    };
    expect(rotate(eulerToQuat([0, Math.PI / 2, Math.PI / 2], 'xyz'))).toEqual([0, 0, -1]);
    expect(rotate(eulerToQuat([0, Math.PI / 2, Math.PI / 2], 'zyx'))).toEqual([0, 1, 0]);
  });

  it('rejects unknown orders', () => {
    expect(() => eulerToQuat([0, 0, 0], 'xxy' as RotationOrder)).toThrow(InvalidArgumentError);
    expect(() => quatToEuler([0, 0, 0, 1], 'abc' as RotationOrder)).toThrow(InvalidArgumentError);
  });
});

describe('quatToEuler', () => {
  it('round-trips angles within the principal ranges (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROTATION_ORDERS),
        fc.double({ min: -3.1, max: 3.1, noNaN: true }),
        fc.double({ min: -1.55, max: 1.55, noNaN: true }),
        fc.double({ min: -3.1, max: 3.1, noNaN: true }),
        (order, first, middle, last) => {
          const axes = Array.from(order, (c) => 'xyz'.indexOf(c));
          const angles = [0, 0, 0];
          angles[axes[0]!] = first;
          angles[axes[1]!] = middle;
          angles[axes[2]!] = last;
          const back = quatToEuler(eulerToQuat(angles, order), order);
          for (let c = 0; c < 3; c++) expect(Math.abs(back[c]! - angles[c]!)).toBeLessThanOrEqual(1e-9);
        },
      ),
      { seed: 5, numRuns: 300 },
    );
  });

  it.each(ROTATION_ORDERS)('order %s at gimbal lock gives an equivalent rotation with the first angle 0', (order) => {
    const axes = Array.from(order, (c) => 'xyz'.indexOf(c));
    const angles = [0.4, -0.2, 0.9];
    angles[axes[1]!] = Math.PI / 2;
    const q = eulerToQuat(angles, order);
    const back = quatToEuler(q, order);
    expect(back[axes[0]!]).toBe(0);
    const again = eulerToQuat(back, order);
    const dot = Math.abs(q[0]! * again[0]! + q[1]! * again[1]! + q[2]! * again[2]! + q[3]! * again[3]!);
    expectClose(dot, 1, 1e-12);
  });

  it('normalises its input', () => {
    const back = quatToEuler([0, 0, 2 * Math.sin(0.25), 2 * Math.cos(0.25)]);
    expectClose(back[2]!, 0.5, 1e-15);
  });
});

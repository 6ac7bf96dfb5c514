import { describe, expect, it } from 'vitest';
import {
  createTrack,
  DEFAULT_WEIGHT,
  evaluate,
  gltfTangentFromHandle,
  handleFromGltfTangent,
  handleFromMayaTangent,
  handleFromSlope,
  mayaAngleFromSlope,
  mayaTangentFromHandle,
  slopeFromHandle,
  slopeFromMayaAngle,
  weightFromHandle,
} from '../src/index.js';
import { expectClose } from './helpers.js';

describe('Hermite slope and Unity weight', () => {
  it('builds handles one weight of the segment long along the slope', () => {
    expect(handleFromSlope(2, 3, 'out')).toEqual([1, 2]);
    expect(handleFromSlope(2, 3, 'in')).toEqual([-1, -2]);
    expect(handleFromSlope(-4, 2, 'out', 0.25)).toEqual([0.5, -2]);
    expect(handleFromSlope(5, 0, 'out')).toEqual([0, 0]);
    expect(DEFAULT_WEIGHT).toBe(1 / 3);
  });

  it('reads slopes and weights back', () => {
    expect(slopeFromHandle(-1, -2)).toBe(2);
    expect(slopeFromHandle(0, 0)).toBe(0);
    expect(slopeFromHandle(0, 3)).toBe(Infinity);
    expect(slopeFromHandle(0, -3)).toBe(-Infinity);
    expect(weightFromHandle(-0.5, 2)).toBe(0.25);
    expect(weightFromHandle(1, 0)).toBe(DEFAULT_WEIGHT);
    for (const [slope, dur, w] of [[1.7, 0.4, 0.2], [-3, 10, 0.9], [0, 1, 1 / 3]] as const) {
      const [dt, dv] = handleFromSlope(slope, dur, 'in', w);
      expectClose(slopeFromHandle(dt, dv), slope, 1e-15);
      expectClose(weightFromHandle(dt, dur), w, 1e-15);
    }
  });

  it('Unity weighted keys evaluate through the handles like Unity’s Bézier (weights 1/3 = Hermite)', () => {
    const viaSlopes = createTrack({
      node: 'n',
      property: 'p',
      valueType: 'scalar',
      keys: [
        { time: 0, value: 0, interpolation: 'bezier', outSlope: 1, outWeight: 1 / 3 },
        { time: 2, value: 1, inSlope: 1, inWeight: 1 / 3 },
      ],
    });
    // Hermite with equal slopes 1 and chord slope 1/2: value at the midpoint is 0.5
    expectClose(evaluate(viaSlopes, 1)[0]!, 0.5, 1e-15);
    const u = 0.25; // t = 0.5 of a 2 s segment
    const h = (u ** 3 - 2 * u ** 2 + u) * 2 + (-2 * u ** 3 + 3 * u ** 2) + (u ** 3 - u ** 2) * 2;
    expectClose(evaluate(viaSlopes, 0.5)[0]!, h, 1e-15);
  });
});

describe('Maya angle + weight', () => {
  it('turns (angle, weight) in frames and UI units into a handle in seconds and track units', () => {
    const [dt, dv] = handleFromMayaTangent(Math.PI / 4, Math.SQRT2 * 3, 'out', { framesPerSecond: 24, valueScale: 0.01 });
    expectClose(dt, 3 / 24, 1e-15);
    expectClose(dv, 0.03, 1e-15);
    const [idt, idv] = handleFromMayaTangent(Math.PI / 4, Math.SQRT2 * 3, 'in', { framesPerSecond: 24 });
    expectClose(idt, -3 / 24, 1e-15);
    expectClose(idv, -3, 1e-15);
  });

  it('round-trips through mayaTangentFromHandle', () => {
    for (const side of ['in', 'out'] as const) {
      for (const angle of [-1.2, -0.3, 0, 0.7, 1.5]) {
        const scale = { framesPerSecond: 30000 / 1001, valueScale: Math.PI / 180 };
        const [dt, dv] = handleFromMayaTangent(angle, 4.5, side, scale);
        const back = mayaTangentFromHandle(dt, dv, side, scale);
        expectClose(back.angle, angle, 1e-14);
        expectClose(back.weight, 4.5, 1e-14);
      }
    }
    expect(mayaTangentFromHandle(0.5, 0.5, 'out')).toEqual({ angle: Math.PI / 4, weight: Math.SQRT1_2 });
  });

  it('non-weighted: angle ↔ slope per second, and a weighted tangent of one third of the segment is the Hermite one', () => {
    const scale = { framesPerSecond: 24, valueScale: 1 };
    const slope = slopeFromMayaAngle(Math.atan(0.5), scale); // 0.5 per frame
    expectClose(slope, 12, 1e-14);
    expectClose(mayaAngleFromSlope(12, scale), Math.atan(0.5), 1e-15);
    // A 12-frame segment; Maya weight = hypot(4 frames, 2 units) at angle atan(0.5) is one third of it.
    const [dt, dv] = handleFromMayaTangent(Math.atan(0.5), Math.hypot(4, 2), 'out', scale);
    const h = handleFromSlope(slope, 0.5, 'out');
    expectClose(dt, h[0], 1e-15);
    expectClose(dv, h[1], 1e-14);
  });
});

describe('glTF tangents', () => {
  it('are Hermite slopes in value per second with one-third handles', () => {
    expect(handleFromGltfTangent(6, 0.5, 'out')).toEqual(handleFromSlope(6, 0.5, 'out'));
    const [dt, dv] = handleFromGltfTangent(-2, 0.9, 'in');
    expectClose(dt, -0.3, 1e-15);
    expectClose(dv, 0.6, 1e-15);
    expectClose(gltfTangentFromHandle(dt, dv), -2, 1e-15);
    expect(gltfTangentFromHandle(0, 1)).toBe(0);
  });

  it('a glTF CUBICSPLINE sampler evaluates to the glTF spline formula', () => {
    // glTF: p(s) = (2s³−3s²+1)v0 + (s³−2s²+s)·td·b0 + (−2s³+3s²)v1 + (s³−s²)·td·a1
    const td = 0.8;
    const [v0, b0, a1, v1] = [1, -3, 2, 0.5];
    const track = createTrack({
      node: 'n',
      property: 'p',
      valueType: 'scalar',
      keys: [
        { time: 0.2, value: v0, interpolation: 'bezier', outHandle: { time: handleFromGltfTangent(b0, td, 'out')[0], value: handleFromGltfTangent(b0, td, 'out')[1] } },
        { time: 0.2 + td, value: v1, inHandle: { time: handleFromGltfTangent(a1, td, 'in')[0], value: handleFromGltfTangent(a1, td, 'in')[1] } },
      ],
    });
    for (let i = 0; i <= 10; i++) {
      const s = i / 10;
      const ref = (2 * s ** 3 - 3 * s ** 2 + 1) * v0 + (s ** 3 - 2 * s ** 2 + s) * td * b0 + (-2 * s ** 3 + 3 * s ** 2) * v1 + (s ** 3 - s ** 2) * td * a1;
      expectClose(evaluate(track, 0.2 + s * td)[0]!, ref, 1e-14);
    }
  });
});

/**
 * fast-check generators of core clips that glTF holds exactly: translation/scale vec3 tracks,
 * unit quaternion rotations, morph weights; constant, linear or one-third-handle Bézier curves; float32
 * times and values.
 */
import { createClip, createTrack, type Clip, type Interpolation, type Track } from '@anim/core';
import fc from 'fast-check';

const f32 = (x: number): number => Math.fround(x);
const value = fc.float({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }).map((x) => f32(x === 0 ? 0 : x));

/** Strictly increasing float32 times ≥ 0. */
const times = (min: number, max: number): fc.Arbitrary<number[]> =>
  fc.uniqueArray(fc.integer({ min: 0, max: 100_000 }), { minLength: min, maxLength: max }).map((ticks) => ticks.sort((a, b) => a - b).map((t) => f32(t / 64)));

function unitQuat(q: readonly number[]): number[] {
  const len = Math.hypot(...q);
  return len < 1e-3 ? [0, 0, 0, 1] : q.map((c) => f32(c / len));
}

const interpolation = fc.constantFrom<Interpolation>('constant', 'linear', 'bezier');

interface TrackShape {
  readonly node: string;
  readonly property: 'translation' | 'rotation' | 'scale';
}

function vectorTrack(shape: TrackShape): fc.Arbitrary<Track> {
  const width = shape.property === 'rotation' ? 4 : 3;
  return fc
    .tuple(times(1, 8), interpolation)
    .chain(([ts, interp]) =>
      fc.tuple(
        fc.constant(ts),
        fc.constant(interp),
        fc.array(fc.array(value, { minLength: width, maxLength: width }), { minLength: ts.length, maxLength: ts.length }),
        fc.array(fc.array(fc.float({ min: -10, max: 10, noNaN: true }).map(f32), { minLength: width * 2, maxLength: width * 2 }), { minLength: ts.length, maxLength: ts.length }),
      ),
    )
    .map(([ts, interp, values, slopes]) => {
      const quat = shape.property === 'rotation';
      // Bézier quaternion curves are drawn component-wise from stored (unit) keys; keep rotations linear/constant.
      const kind: Interpolation = quat && interp === 'bezier' ? 'linear' : interp;
      return createTrack({
        node: shape.node,
        property: shape.property,
        valueType: quat ? 'quat' : 'vec3',
        unit: shape.property === 'translation' ? 'm' : 'none',
        channel: { kind: shape.property },
        keys: ts.map((time, k) => ({
          time,
          value: quat ? unitQuat(values[k]!) : values[k]!,
          interpolation: kind,
          ...(kind === 'bezier' ? { inSlope: slopes[k]!.slice(0, width), outSlope: slopes[k]!.slice(width) } : {}),
        })),
      });
    });
}

/** A clip of 1–4 nodes in a chain, each with some of translation/rotation/scale. */
export const clips: fc.Arbitrary<Clip> = fc
  .tuple(
    fc.integer({ min: 1, max: 4 }),
    fc.array(fc.constantFrom<TrackShape['property']>('translation', 'rotation', 'scale'), { minLength: 1, maxLength: 3 }),
    fc.string({ maxLength: 8 }),
  )
  .chain(([nodes, properties, name]) => {
    const shapes: TrackShape[] = [];
    for (let n = 0; n < nodes; n++) for (const property of new Set(properties)) shapes.push({ node: `joint${String(n)}`, property });
    const parents: Record<string, string> = {};
    for (let n = 1; n < nodes; n++) parents[`joint${String(n)}`] = `joint${String(n - 1)}`;
    return fc.tuple(...shapes.map(vectorTrack)).map((tracks) => createClip({ name, parents, tracks }));
  });

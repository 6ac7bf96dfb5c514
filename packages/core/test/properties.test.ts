import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bakeTrack, convertUnits, createTrack, evaluate, sample, simplify, unitScale, type Extrapolation, type Interpolation, type KeyframeInput, type Track, type Unit } from '../src/index.js';
import { retimeTrack, timeMap } from '../src/ops/retime.js';

const SEED = 20261122;
const extrapolation = fc.constantFrom<Extrapolation>('constant', 'linear', 'cycle', 'cycleOffset', 'oscillate');
const finite = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Random numeric tracks: 1–12 keys, ascending times (some equal), random interpolation, slopes and weights. */
function numericTrack(options: { components?: number; interpolations?: Interpolation[] } = {}): fc.Arbitrary<Track> {
  const n = options.components ?? 1;
  const interps = options.interpolations ?? ['constant', 'linear', 'bezier'];
  const key = fc.record({
    gap: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 8, arbitrary: finite(0.01, 3) }),
    value: fc.array(finite(-100, 100), { minLength: n, maxLength: n }),
    interpolation: fc.constantFrom(...interps),
    inSlope: finite(-50, 50),
    outSlope: finite(-50, 50),
    inWeight: finite(0, 1),
    outWeight: finite(0, 1),
  });
  return fc
    .record({ keys: fc.array(key, { minLength: 1, maxLength: 12 }), start: finite(-5, 5), pre: extrapolation, post: extrapolation, components: fc.constant(n) })
    .map(({ keys, start, pre, post, components }) => {
      let t = start;
      const input: KeyframeInput[] = keys.map((k, i) => {
        if (i > 0) t += k.gap;
        return { time: t, value: k.value, interpolation: k.interpolation, inSlope: k.inSlope, outSlope: k.outSlope, inWeight: k.inWeight, outWeight: k.outWeight };
      });
      const valueType = components === 1 ? 'scalar' : components === 2 ? 'vec2' : 'vec3';
      return createTrack({ node: 'n', property: 'p', valueType, unit: 'cm', keys: input, preExtrapolation: pre, postExtrapolation: post });
    });
}

const unitQuat = fc
  .tuple(finite(-1, 1), finite(-1, 1), finite(-1, 1), finite(-1, 1))
  .filter((q) => Math.hypot(...q) > 0.1)
  .map((q) => {
    const len = Math.hypot(...q);
    return q.map((c) => c / len);
  });

const quatTrack = fc
  .record({
    keys: fc.array(fc.record({ gap: finite(0.01, 2), value: unitQuat, interpolation: fc.constantFrom<Interpolation>('constant', 'linear', 'bezier') }), { minLength: 1, maxLength: 8 }),
    blend: fc.constantFrom<'slerp' | 'nlerp'>('slerp', 'nlerp'),
    pre: extrapolation,
    post: extrapolation,
  })
  .map(({ keys, blend, pre, post }) => {
    let t = 0;
    // keep consecutive keys in one hemisphere, as recorded rotations are (nlerp through antipodes is degenerate)
    for (let i = 1; i < keys.length; i++) {
      const p = keys[i - 1]!.value;
      const q = keys[i]!.value;
      if (p[0]! * q[0]! + p[1]! * q[1]! + p[2]! * q[2]! + p[3]! * q[3]! < 0) keys[i]!.value = q.map((c) => -c);
    }
    return createTrack({
      node: 'n',
      property: 'rotation',
      valueType: 'quat',
      quatBlend: blend,
      keys: keys.map((k, i) => ({ time: i === 0 ? 0 : (t += k.gap), value: k.value, interpolation: k.interpolation })),
      preExtrapolation: pre,
      postExtrapolation: post,
    });
  });

/** Times in and around the key range: the keys themselves, points between them, and outside. */
function probeTimes(track: Track, perSegment: number): number[] {
  const { times } = track;
  const first = times[0]!;
  const last = times[times.length - 1]!;
  const out: number[] = [];
  const span = Math.max(last - first, 1);
  for (let i = -perSegment; i <= 0; i++) out.push(first + (i / perSegment) * span * 1.7);
  for (let k = 0; k + 1 < times.length; k++) {
    for (let j = 0; j < perSegment; j++) out.push(times[k]! + ((times[k + 1]! - times[k]!) * j) / perSegment);
  }
  for (let i = 0; i <= perSegment; i++) out.push(last + (i / perSegment) * span * 2.3);
  return out;
}

const maxAbs = (values: ArrayLike<number>): number => Array.from(values).reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('evaluation properties', () => {
  it('evaluation at a key time returns the key value', () => {
    fc.assert(
      fc.property(fc.oneof(numericTrack(), numericTrack({ components: 3 })), (track) => {
        const { times, values, components: n } = track;
        for (let k = 0; k < times.length; k++) {
          if (k + 1 < times.length && times[k + 1] === times[k]) continue; // a jump: the later key wins
          const plain = (v: number): number => (v === 0 ? 0 : v); // −0 and +0 are the same value here
          expect(Array.from(evaluate(track, times[k]!), plain)).toEqual(Array.from(values.subarray(k * n, k * n + n), plain));
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('quaternion tracks return the key rotation at key times and stay unit length', () => {
    fc.assert(
      fc.property(quatTrack, (track) => {
        for (let k = 0; k < track.times.length; k++) {
          const q = evaluate(track, track.times[k]!);
          for (let c = 0; c < 4; c++) expect(Math.abs(q[c]! - track.values[k * 4 + c]!)).toBeLessThanOrEqual(1e-15);
        }
        for (const t of probeTimes(track, 7)) expect(Math.abs(Math.hypot(...evaluate(track, t)) - 1)).toBeLessThanOrEqual(1e-14);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('sample equals pointwise evaluate, for sorted and unsorted times', () => {
    fc.assert(
      fc.property(fc.oneof(numericTrack(), numericTrack({ components: 2 }), quatTrack), fc.array(finite(-20, 40), { maxLength: 30 }), (track, random) => {
        const n = track.components;
        for (const times of [probeTimes(track, 5), random]) {
          const batch = sample(track, times);
          const pointwise = times.flatMap((t) => Array.from(evaluate(track, t)));
          expect(Array.from(batch)).toEqual(pointwise);
          expect(batch.length).toBe(times.length * n);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('bezier evaluation matches a bisection reference to 1e-12 of the value range', () => {
    fc.assert(
      // Durations and times on binary fractions, so the segment parameter s is exact and only the solve is tested.
      fc.property(finite(0, 1.3), finite(0, 1.3), finite(-40, 40), finite(-40, 40), fc.constantFrom(0.25, 0.5, 1, 2, 4), fc.array(fc.integer({ min: 0, max: 2 ** 20 }), { minLength: 5, maxLength: 5 }), (w1, w2, m0, m1, d, ks) => {
        const ss = ks.map((k) => k / 2 ** 20);
        const track = createTrack({
          node: 'n',
          property: 'p',
          valueType: 'scalar',
          keys: [
            { time: 0, value: 0, interpolation: 'bezier', outSlope: m0, outWeight: w1 },
            { time: d, value: 1, inSlope: m1, inWeight: w2 },
          ],
        });
        // the documented clamp
        let a = w1;
        let b = w2;
        let scale = 1;
        if (a + b > 1 && (a + b - 1) ** 2 > a * b) {
          scale = (a + b + Math.sqrt(a * b)) / (a * a + a * b + b * b);
          a *= scale;
          b *= scale;
        }
        const y1 = m0 * w1 * d * scale;
        const y2 = 1 - m1 * w2 * d * scale;
        const x = (u: number): number => 3 * a * (1 - u) ** 2 * u + 3 * (1 - b) * (1 - u) * u * u + u ** 3;
        const range = Math.max(1, Math.abs(y1), Math.abs(y2));
        for (const s of ss) {
          let lo = 0;
          let hi = 1;
          for (let i = 0; i < 100; i++) {
            const mid = (lo + hi) / 2;
            if (x(mid) < s) lo = mid;
            else hi = mid;
          }
          const u = s === 1 ? 1 : (lo + hi) / 2; // x'(1) may be 0: bisection cannot reach u = 1 itself
          const ref = 3 * (1 - u) ** 2 * u * y1 + 3 * (1 - u) * u * u * y2 + u ** 3;
          expect(Math.abs(evaluate(track, s * d)[0]! - ref)).toBeLessThanOrEqual(1e-12 * range);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('operation properties', () => {
  it('simplify stays within the tolerance at dense samples, keeps the end keys and never adds keys', () => {
    fc.assert(
      fc.property(fc.oneof(numericTrack(), numericTrack({ components: 2, interpolations: ['linear', 'constant'] })), finite(0, 5), (track, tolerance) => {
        const simple = simplify(track, { tolerance });
        const count = track.times.length;
        expect(simple.times.length).toBeLessThanOrEqual(count);
        expect(simple.times[0]).toBe(track.times[0]);
        expect(simple.times[simple.times.length - 1]).toBe(track.times[count - 1]);
        const times = probeTimes(track, 40);
        const a = sample(track, times);
        const b = sample(simple, times);
        const scale = Math.max(1, maxAbs(track.values));
        for (let i = 0; i < a.length; i++) {
          // linear/constant curves: exact bound; bezier: checked at 16 points per segment, allow a margin
          expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(tolerance * 1.05 + 1e-12 * scale);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('simplify of quaternion tracks stays within the tolerance (sign-insensitive)', () => {
    fc.assert(
      fc.property(quatTrack, finite(0, 0.2), (track, tolerance) => {
        const simple = simplify(track, { tolerance });
        const times = probeTimes(track, 20);
        const a = sample(track, times);
        const b = sample(simple, times);
        for (let i = 0; i < times.length; i++) {
          let same = 0;
          let flipped = 0;
          for (let c = 0; c < 4; c++) {
            same = Math.max(same, Math.abs(a[i * 4 + c]! - b[i * 4 + c]!));
            flipped = Math.max(flipped, Math.abs(a[i * 4 + c]! + b[i * 4 + c]!));
          }
          expect(Math.min(same, flipped)).toBeLessThanOrEqual(tolerance * 1.1 + 1e-12);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('bake then evaluate reproduces the curve at every sample time', () => {
    fc.assert(
      fc.property(fc.oneof(numericTrack(), quatTrack), fc.constantFrom(12, 24, 30, 60, { numerator: 30000, denominator: 1001 }), (track, fps) => {
        const baked = bakeTrack(track, { fps });
        expect(baked.inHandles).toBeUndefined();
        const times = Array.from(baked.times);
        expect(times[0]).toBe(track.times[0]);
        expect(times[times.length - 1]).toBe(track.times[track.times.length - 1]);
        const a = sample(track, times);
        const b = sample(baked, times);
        const scale = Math.max(1, maxAbs(track.values));
        for (let i = 0; i < a.length; i++) expect(Math.abs(a[i]! - b[i]!)).toBeLessThanOrEqual(1e-12 * scale);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('unit conversions round-trip', () => {
    const lengths: Unit[] = ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'];
    fc.assert(
      fc.property(numericTrack(), fc.constantFrom(...lengths), (track, unit) => {
        const there = convertUnits(track, unit);
        expect(there.unit).toBe(unit);
        const back = convertUnits(there, 'cm');
        for (let i = 0; i < track.values.length; i++) expect(Math.abs(back.values[i]! - track.values[i]!)).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(track.values[i]!)));
        for (const t of probeTimes(track, 3)) {
          const a = evaluate(track, t)[0]!;
          const b = evaluate(there, t)[0]! * unitScale(unit, 'cm');
          expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-11 * Math.max(1, Math.abs(a)));
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...lengths), fc.constantFrom(...lengths), (a, b) => {
        expect(Math.abs(unitScale(a, b) * unitScale(b, a) - 1)).toBeLessThanOrEqual(4e-16);
      }),
      { seed: SEED },
    );
    expect(Math.abs(unitScale('deg', 'rad') * unitScale('rad', 'deg') - 1)).toBeLessThanOrEqual(2e-16);
  });

  it('retime by rates round-trips and keeps the curve shape', () => {
    fc.assert(
      fc.property(numericTrack(), fc.constantFrom('film', 'ntsc', '23.976fps', 'pal', 120), fc.constantFrom('game', 'ntscf', '59.94fps', 25), (track, from, to) => {
        const there = retimeTrack(track, { from, to });
        const back = retimeTrack(there, { from: to, to: from });
        for (let i = 0; i < track.times.length; i++) expect(Math.abs(back.times[i]! - track.times[i]!)).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(track.times[i]!)));
        const k = timeMap({ from, to }).scale;
        for (const t of probeTimes(track, 3)) {
          const a = evaluate(track, t)[0]!;
          const b = evaluate(there, t * k)[0]!;
          expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-8 * Math.max(1, maxAbs(track.values)));
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

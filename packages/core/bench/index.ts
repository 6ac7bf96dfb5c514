/**
 * @anim/core bench: sequential sampling of a 10,000-key track, against three.js interpolants on the
 * same keys, in the same run.
 *
 * Throughput is printed in the harness's MB/s, where "bytes" = samples × 8: the size of the Float64 output
 * the sampling produces, so MB/s × 125,000 = samples per second. Each run samples the whole track once at
 * 10 evenly spaced times per segment (~100,000 ascending times), through `sample` (one `TrackSampler`,
 * our cached-interval cursor) and through one three.js `Interpolant` (its cached-interval `evaluate`,
 * called per time as three.js's `AnimationMixer` does), both storing every result in a Float64Array.
 *
 * Cases: `sample-bezier-10k` (Bézier keys with one-third handles from Catmull-Rom slopes, i.e. the Hermite
 * spline three.js draws; x(u) = u so no time solve), `sample-weighted-bezier-10k` (the same slopes with
 * Unity weights 0.2 / 0.45: a Newton time solve per sample; three.js has no weighted interpolant, so its
 * Hermite is the floor) and `sample-linear-10k`.
 */
import { CubicInterpolant, LinearInterpolant } from 'three';
import { createTrack, sample, type KeyframeInput, type Track } from '../src/index.js';
import { runBenchCase } from '@anim/bench';

const KEYS = 10_000;
const PER_SEGMENT = 10;

/** Deterministic pseudo-random values (xorshift32), so every run samples the same curve. */
function values(count: number): Float64Array {
  let x = 2463534242;
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = ((x >>> 0) / 2 ** 32) * 10 - 5;
  }
  return out;
}

const times = Float64Array.from({ length: KEYS }, (_, i) => i / 30 + (i % 7) * 0.001);
const vals = values(KEYS);
const sampleTimes = new Float64Array((KEYS - 1) * PER_SEGMENT);
for (let k = 0; k < KEYS - 1; k++) {
  for (let j = 0; j < PER_SEGMENT; j++) sampleTimes[k * PER_SEGMENT + j] = times[k]! + ((times[k + 1]! - times[k]!) * j) / PER_SEGMENT;
}

/** Catmull-Rom slopes (value per second) at each key, so the Bézier track is a smooth Hermite spline. */
function slopes(): Float64Array {
  const m = new Float64Array(KEYS);
  for (let k = 0; k < KEYS; k++) {
    const a = Math.max(0, k - 1);
    const b = Math.min(KEYS - 1, k + 1);
    m[k] = (vals[b]! - vals[a]!) / (times[b]! - times[a]!);
  }
  return m;
}

function track(kind: 'hermite' | 'weighted' | 'linear'): Track {
  const m = slopes();
  const keys: KeyframeInput[] = [];
  for (let k = 0; k < KEYS; k++) {
    keys.push(
      kind === 'linear'
        ? { time: times[k]!, value: vals[k]! }
        : {
            time: times[k]!,
            value: vals[k]!,
            interpolation: 'bezier',
            inSlope: m[k]!,
            outSlope: m[k]!,
            ...(kind === 'weighted' ? { inWeight: 0.45, outWeight: 0.2 } : {}),
          },
    );
  }
  return createTrack({ node: 'bench', property: kind, valueType: 'scalar', keys });
}

/** Ours: the batch API (`sample` = one `TrackSampler` walking the ascending times). */
function ours(t: Track): () => number {
  const out = new Float64Array(sampleTimes.length);
  return () => {
    sample(t, sampleTimes, out);
    return out[out.length >>> 1]!;
  };
}

/** three.js: one interpolant, `evaluate` per time (its only API), results stored the same way. */
function theirs(Interp: typeof CubicInterpolant | typeof LinearInterpolant): () => number {
  const out = new Float64Array(sampleTimes.length);
  return () => {
    const interp = new Interp(times, vals, 1, new Float64Array(1));
    for (let i = 0; i < sampleTimes.length; i++) out[i] = (interp.evaluate(sampleTimes[i]!) as Float64Array)[0]!;
    return out[out.length >>> 1]!;
  };
}

const bytes = sampleTimes.length * 8;
const hermite = await runBenchCase({
  pkg: 'core',
  name: 'sample-bezier-10k',
  bytes,
  run: ours(track('hermite')),
  floorName: 'three.CubicInterpolant',
  floor: theirs(CubicInterpolant),
});
const weighted = await runBenchCase({
  pkg: 'core',
  name: 'sample-weighted-bezier-10k',
  bytes,
  run: ours(track('weighted')),
  floorName: 'three.CubicInterpolant',
  floor: theirs(CubicInterpolant),
});
const linear = await runBenchCase({
  pkg: 'core',
  name: 'sample-linear-10k',
  bytes,
  run: ours(track('linear')),
  floorName: 'three.LinearInterpolant',
  floor: theirs(LinearInterpolant),
});
const perSecond = (mbps: number): string => `${((mbps * 1e6) / 8 / 1e6).toFixed(1)} M samples/s`;
console.log(`bezier (Hermite handles): ${perSecond(hermite.mbps)} vs three.js ${perSecond(hermite.floorMbps)}, ratio ${hermite.ratio.toFixed(2)}`);
console.log(`bezier (weighted, time solve): ${perSecond(weighted.mbps)} vs three.js ${perSecond(weighted.floorMbps)}, ratio ${weighted.ratio.toFixed(2)}`);
console.log(`linear: ${perSecond(linear.mbps)} vs three.js ${perSecond(linear.floorMbps)}, ratio ${linear.ratio.toFixed(2)}`);

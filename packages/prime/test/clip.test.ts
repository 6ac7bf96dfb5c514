import { ConversionError, createClip, createTrack, evaluate as evaluateTrack } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  encodePrimeV2,
  evaluatePrime,
  evaluatePrimeAtFrame,
  primeDuration,
  primeFormat,
  primeFrameInterval,
  primeFromClip,
  primeToClip,
  readPrime,
  sniffPrime,
  summarizePrime,
  writePrime,
} from '../src/index.js';
import { handMp1V2, handMp2V0, mp1V0, mp1V2, mp2V0, mp2V2 } from './fixtures.js';
import { worstDifference } from './helpers.js';

describe('primeToClip', () => {
  const docs = { 'MP1 v2': mp1V2(), 'MP2 v2': mp2V2(), 'MP1 v0': mp1V0(), 'MP2 v0': mp2V0(), 'hand MP1 v2': readPrime(handMp1V2().bytes), 'hand MP2 v0': readPrime(handMp2V0().bytes) };
  for (const [name, doc] of Object.entries(docs)) {
    it(`${name}: core evaluation of the clip equals the format evaluation (quarter frames)`, () => {
      expect(worstDifference(doc)).toBeLessThan(2e-6);
    });
  }

  it('a looping animation cycles in the core model as in the game', () => {
    const frames = [0, 1, 2, 3, 4, 5];
    const anim = encodePrimeV2(
      [{ boneId: 3, rotation: frames.flatMap((f) => [Math.cos(f * 0.3), 0, Math.sin(f * 0.3), 0]), translation: frames.flatMap((f) => [f, 0, -f]) }],
      { looping: true, keyFrames: [0, 1, 2, 3, 5, 7] },
    );
    const clip = primeToClip(anim).value;
    let worst = 0;
    for (let t = -0.5; t < 1; t += 0.01) {
      const pose = evaluatePrime(anim, t)[0]!;
      const q = evaluateTrack(clip.tracks[0]!, t);
      const v = evaluateTrack(clip.tracks[1]!, t);
      worst = Math.max(worst, Math.abs(q[3]! - pose.rotation![0]!), Math.abs(q[1]! - pose.rotation![2]!), Math.abs(v[0]! - pose.translation![0]!) / 7);
    }
    expect(worst).toBeLessThan(2e-6);
  });

  it('names tracks bone<id>/<property>, or by the caller\'s bone names, with linear keys at stored frames', () => {
    const anim = mp2V2();
    const clip = primeToClip(anim, { boneNames: { 0: 'root' } }).value;
    expect(clip.tracks.map((t) => t.name)).toStrictEqual(['root/rotation', 'root/translation', 'root/scale', 'bone1/rotation', 'bone2/translation']);
    const t = clip.tracks[0]!;
    expect(t.valueType).toBe('quat');
    expect(t.times.length).toBe(anim.keyFrames.length);
    expect(t.times[18]).toBeCloseTo(19 * primeFrameInterval(anim), 12);
    expect([...t.interpolation].every((i) => i === 1)).toBe(true);
    expect(clip.frameRate).toStrictEqual({ numerator: 30, denominator: 1 });
    expect(clip.duration).toBe(primeDuration(anim));
  });

  it('states the rate of an NTSC interval as 30000/1001 and of a microsecond-truncated 1/30 s as 30/1 (core frameRateFromFps, #29)', () => {
    // before: every interval within 0.1 % of a whole rate was that rate, so 29.97 fps became 30/1
    const ntsc = encodePrimeV2([{ boneId: 1, translation: [0, 0, 0, 1, 1, 1] }], { interval: 1001 / 30000 });
    expect(primeToClip(ntsc).value.frameRate).toStrictEqual({ numerator: 30000, denominator: 1001 });
    const mp1 = encodePrimeV2([{ boneId: 1, translation: [0, 0, 0, 1, 1, 1] }], { interval: 0.033333 });
    expect(primeToClip(mp1).value.frameRate).toStrictEqual({ numerator: 30, denominator: 1 });
  });

  it('reports a looping duration that differs from the last key time', () => {
    const anim = encodePrimeV2([{ boneId: 1, translation: [0, 0, 0, 1, 1, 1] }], { looping: true, interval: 0.5, duration: 2 });
    expect(primeToClip(anim).warnings.map((w) => w.code)).toStrictEqual(['extrapolation-changed']);
    expect(() => primeToClip(anim, { strict: true })).toThrow(ConversionError);
  });
});

describe('primeFromClip', () => {
  it('round-trips a v0 document through the core model exactly (float32 values)', () => {
    for (const anim of [mp2V0(), mp1V0()]) {
      const { value, warnings } = primeFromClip(primeToClip(anim).value, { version: 0, strict: true });
      expect(warnings).toStrictEqual([]);
      expect(value.channels).toStrictEqual(anim.channels);
    }
  });

  it('bakes and encodes v2 within the quantisation step, reporting the quantisation', () => {
    const anim = mp1V0();
    const { value, warnings } = primeFromClip(primeToClip(anim).value);
    expect(value.version).toBe(2);
    expect(value.keyFrames.length).toBe(anim.keyFrames.length);
    expect(warnings.map((w) => w.code)).toStrictEqual(['precision-lost']);
    let worst = 0;
    value.channels.forEach((c, i) => {
      c.rotation!.forEach((v, n) => (worst = Math.max(worst, Math.abs(v - anim.channels[i]!.rotation![n]!))));
    });
    expect(worst).toBeLessThan(1e-3);
    expect(() => primeFromClip(primeToClip(anim).value, { strict: true })).toThrow(ConversionError);
  });

  it('warns about tracks it cannot place, gives unnamed nodes free ids, and resamples off-grid keys', () => {
    const clip = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [
        createTrack({ node: 'bone7', property: 'translation', valueType: 'vec3', keys: [{ time: 0, value: [0, 0, 0] }, { time: 0.05, value: [1, 0, 0] }] }),
        createTrack({ node: 'hips', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }] }),
        createTrack({ node: 'bone7', property: 'visibility', valueType: 'bool', keys: [{ time: 0, value: true }] }),
        createTrack({ node: 'bone8', property: 'scale', valueType: 'vec3', keys: [{ time: 0, value: [1, 1, 1] }] }),
      ],
    });
    const { value, warnings } = primeFromClip(clip, { version: 0 });
    expect(warnings.map((w) => w.code).sort()).toStrictEqual(['name-changed', 'resampled', 'track-dropped', 'track-dropped', 'unit-assumed']);
    // hips has no id: it takes MP1's root id 3, the first free one.
    expect(value.channels.map((c) => c.boneId)).toStrictEqual([7, 3]);
    expect(value.frameCount).toBe(3); // 0, 1/30, 2/30 ≥ 0.05 s
    const withIds = primeFromClip(clip, { version: 0, game: 'mp2', boneIds: { hips: 0 } }).value;
    expect(withIds.channels.map((c) => c.boneId)).toStrictEqual([7, 0, 8]);
  });

  it('translations are in metres both ways (the game\'s world unit); centimetres are converted', () => {
    const anim = mp1V2();
    const clip = primeToClip(anim).value;
    expect(clip.tracks.map((t) => [t.property, t.unit])).toStrictEqual(
      clip.tracks.map((t) => [t.property, t.property === 'translation' ? 'm' : 'none']),
    );
    expect(clip.tracks.some((t) => t.property === 'translation')).toBe(true);
    const cm = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [createTrack({ node: 'bone3', property: 'translation', valueType: 'vec3', unit: 'cm', keys: [{ time: 0, value: [0, 0, 0] }, { time: 1 / 30, value: [150, -20, 5] }] })],
    });
    const { value, warnings } = primeFromClip(cm, { version: 0 });
    expect(warnings.map((w) => w.code)).toStrictEqual(['unit-changed']);
    expect(Array.from(value.channels[0]!.translation!)).toStrictEqual([0, 0, 0, 1.5, -0.2, 0.05].map(Math.fround));
  });

  it('is what the descriptor exposes, with the summary for anim info', () => {
    const anim = mp1V2();
    // The descriptor's members are the package's functions themselves (plain functions, no `this`).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { read, write, sniff, summarize, toClip, fromClip } = primeFormat;
    expect([read, write, sniff, summarize, toClip, fromClip]).toStrictEqual([readPrime, writePrime, sniffPrime, summarizePrime, primeToClip, primeFromClip]);
    expect(primeFormat.id).toBe('prime');
    const summary = primeFormat.summarize(anim);
    expect([summary.version, summary.tracks, summary.keyframes, summary.duration]).toStrictEqual(['2', 4, 4 * 8, anim.duration]);
    expect(summary.details).toMatchObject({ game: 'mp1', bones: [3, 4, 5], frames: 13, storedFrames: 8, evntId: 0x12345678, looping: false });
    expect(primeFormat.toClip?.(anim).value.tracks.length).toBe(4);
    expect(primeFormat.fromClip?.(primeFormat.toClip!(anim).value).value.version).toBe(2);
  });
});

describe('primeFromClip: timing, loop and rate of a clip from another format', () => {
  const move = (times: readonly number[], xs: readonly number[], post: 'constant' | 'cycle' = 'constant') =>
    createTrack({
      node: 'bone3',
      property: 'translation',
      valueType: 'vec3',
      unit: 'm',
      channel: { kind: 'translation' },
      keys: times.map((time, k) => ({ time, value: [xs[k]!, 0, 0] })),
      preExtrapolation: post,
      postExtrapolation: post,
    });

  it('a looping Prime clip carried through Maya/Unity (keys at k × the stored µs interval, cycling) loops and ends on its last key', () => {
    // what primeToClip gives for an MP1 file at 30 fps: keys at k × float32(0.033333) s, cycle extrapolation
    const stored = Math.fround(0.033333);
    const xs = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5];
    const clip = createClip({ frameRate: { numerator: 30, denominator: 1 }, tracks: [move(xs.map((_, k) => k * stored), xs, 'cycle')] });
    const { value: doc, warnings } = primeFromClip(clip);
    expect(doc.version === 2 && doc.looping).toBe(1);
    expect(doc.version === 2 && doc.interval).toBe(stored);
    expect(warnings.map((w) => w.code).filter((c) => c !== 'precision-lost')).toEqual([]);
    // every frame, the last one too, is the key the source has there (within the quantisation step)
    for (let k = 0; k < xs.length; k++) expect(Math.abs(evaluatePrimeAtFrame(doc, k)[0]!.translation![0]! - xs[k]!)).toBeLessThan(0.01);
  });

  it('the last frame takes the last key when the frame grid overshoots it, never the wrapped first pose', () => {
    // keys end at 0.3 s + a hair past frame 9 of 30 fps: frame 9 (0.3 s) rounds past the last key
    const clip = createClip({ frameRate: { numerator: 30, denominator: 1 }, tracks: [move([0, 0.2999], [0, 3], 'cycle')] });
    const { value: doc } = primeFromClip(clip);
    expect(doc.frameCount).toBe(10);
    expect(Math.abs(evaluatePrimeAtFrame(doc, 9)[0]!.translation![0]! - 3)).toBeLessThan(0.01);
  });

  it('tracks that do not all cycle make a holding animation, each other extrapolation warned', () => {
    const clip = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [move([0, 1 / 3], [0, 1], 'cycle'), createTrack({ node: 'bone4', property: 'translation', valueType: 'vec3', unit: 'm', keys: [{ time: 0, value: [0, 0, 0] }] })],
    });
    const { value: doc, warnings } = primeFromClip(clip);
    expect(doc.version === 2 && doc.looping).toBe(0);
    expect(warnings.filter((w) => w.code === 'extrapolation-changed').map((w) => w.path)).toEqual(['bone3.translation']);
  });

  it('a clip stating no rate is sampled at the rate its keys are whole frames of (24 fps from AnimJ), exactly', () => {
    const times = [0, 1, 2, 3, 4, 5, 6].map((f) => Math.fround(f / 24));
    const xs = [0, 0.3, -0.2, 0.5, 0.5, 0.1, 0];
    const clip = createClip({ tracks: [move(times, xs)] });
    const { value: doc, warnings } = primeFromClip(clip);
    expect(warnings.map((w) => w.code).filter((c) => c !== 'precision-lost' && c !== 'time-adjusted')).toEqual(['frame-rate-assumed']);
    expect(doc.frameCount).toBe(7);
    expect(Math.abs(primeFrameInterval(doc) - 1 / 24)).toBeLessThan(1e-6);
    for (let k = 0; k < xs.length; k++) expect(Math.abs(evaluatePrimeAtFrame(doc, k)[0]!.translation![0]! - xs[k]!)).toBeLessThan(0.005);
  });

  it('keys on no frame grid are resampled with the measured error in the warning', () => {
    // 0 at 0 s, 1 m at 0.05 s, 0 at 0.1 s, sampled at 30 fps: frames 0, 2/3, 2/3, 0 m, so at 0.05 s
    // Prime plays 2/3 m where the source is at 1 m: 0.333 m off
    const clip = createClip({ frameRate: { numerator: 30, denominator: 1 }, tracks: [move([0, 0.05, 0.1], [0, 1, 0])] });
    const { warnings } = primeFromClip(clip);
    const resampled = warnings.filter((w) => w.code === 'resampled');
    expect(resampled).toHaveLength(1);
    expect(resampled[0]!.message).toMatch(/up to 0\.333 m from the source/);
  });
});

import { ConversionError, createClip, createTrack, evaluate as evaluateTrack } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { animDuration, encodeV2, evaluate, frameInterval, fromClip, primeFormat, readPrime, toClip, type PrimeAnim } from '../src/index.js';

const files = corpusFiles('prime', /^(?!bad-)[^/]*\.anim$/i);

/** Worst difference between core evaluation of the clip and the format's own evaluation. */
function worstDifference(anim: PrimeAnim): number {
  const clip = toClip(anim).value;
  const step = frameInterval(anim);
  let worst = 0;
  for (let f = 0; f < anim.frameCount; f += 0.25) {
    const t = f * step;
    const pose = evaluate(anim, t);
    for (const track of clip.tracks) {
      const boneId = (track.extras?.prime as { boneId: number }).boneId;
      const p = pose[anim.channels.findIndex((c) => c.boneId === boneId)]!;
      const v = evaluateTrack(track, t);
      if (track.property === 'rotation') {
        const q = p.rotation!;
        const core = [v[3]!, v[0]!, v[1]!, v[2]!];
        const same = Math.max(...core.map((x, n) => Math.abs(x - q[n]!)));
        const flipped = Math.max(...core.map((x, n) => Math.abs(x + q[n]!)));
        worst = Math.max(worst, Math.min(same, flipped));
      } else {
        const values = track.property === 'translation' ? p.translation! : p.scale!;
        for (let n = 0; n < 3; n++) worst = Math.max(worst, Math.abs(v[n]! - values[n]!) / Math.max(1, Math.abs(values[n]!)));
      }
    }
  }
  return worst;
}

describe('toClip', () => {
  for (const file of files) {
    it(`${file}: core evaluation of the clip equals the format evaluation (quarter frames)`, () => {
      expect(worstDifference(readPrime(corpusBytes('prime', file)))).toBeLessThan(2e-6);
    });
  }

  it('a looping animation cycles in the core model as in the game', () => {
    const frames = [0, 1, 2, 3, 4, 5];
    const anim = encodeV2(
      [{ boneId: 3, rotation: frames.flatMap((f) => [Math.cos(f * 0.3), 0, Math.sin(f * 0.3), 0]), translation: frames.flatMap((f) => [f, 0, -f]) }],
      { looping: true, keyFrames: [0, 1, 2, 3, 5, 7] },
    );
    const clip = toClip(anim).value;
    let worst = 0;
    for (let t = -0.5; t < 1; t += 0.01) {
      const pose = evaluate(anim, t)[0]!;
      const q = evaluateTrack(clip.tracks[0]!, t);
      const v = evaluateTrack(clip.tracks[1]!, t);
      worst = Math.max(worst, Math.abs(q[3]! - pose.rotation![0]!), Math.abs(q[1]! - pose.rotation![2]!), Math.abs(v[0]! - pose.translation![0]!) / 7);
    }
    expect(worst).toBeLessThan(2e-6);
  });

  it('names tracks bone<id>/<property>, or by the caller\'s bone names, with linear keys at stored frames', () => {
    const anim = readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'));
    const clip = toClip(anim, { boneNames: { 0: 'root' } }).value;
    expect(clip.tracks.map((t) => t.name).slice(0, 4)).toStrictEqual(['root/rotation', 'root/translation', 'root/scale', 'bone1/rotation']);
    const t = clip.tracks[0]!;
    expect(t.valueType).toBe('quat');
    expect(t.times.length).toBe(anim.keyFrames.length);
    expect(t.times[3]).toBeCloseTo(anim.keyFrames[3]! * frameInterval(anim), 12);
    expect([...t.interpolation].every((i) => i === 1)).toBe(true);
    expect(clip.frameRate).toStrictEqual({ numerator: 30, denominator: 1 });
    expect(clip.duration).toBe(animDuration(anim));
  });
});

describe('fromClip', () => {
  it('round-trips a v0 file through the core model exactly (float32 values)', () => {
    const anim = readPrime(corpusBytes('prime', 'mp2-v0.ANIM'));
    const { value, warnings } = fromClip(toClip(anim).value, { version: 0, strict: true });
    expect(warnings).toStrictEqual([]);
    expect(value.channels).toStrictEqual(anim.channels);
  });

  it('bakes and encodes v2 within the quantisation step, reporting the quantisation', () => {
    const anim = readPrime(corpusBytes('prime', 'mp1-v0-multi.ANIM'));
    const { value, warnings } = fromClip(toClip(anim).value);
    expect(value.version).toBe(2);
    expect(value.keyFrames.length).toBe(anim.keyFrames.length);
    expect(warnings.map((w) => w.code)).toStrictEqual(['precision-lost']);
    let worst = 0;
    value.channels.forEach((c, i) => {
      c.rotation!.forEach((v, n) => (worst = Math.max(worst, Math.abs(v - anim.channels[i]!.rotation![n]!))));
    });
    expect(worst).toBeLessThan(1e-3);
    expect(() => fromClip(toClip(anim).value, { strict: true })).toThrow(ConversionError);
  });

  it('warns about tracks it cannot place and resamples off-grid keys', () => {
    const clip = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [
        createTrack({ node: 'bone7', property: 'translation', valueType: 'vec3', keys: [{ time: 0, value: [0, 0, 0] }, { time: 0.05, value: [1, 0, 0] }] }),
        createTrack({ node: 'hips', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }] }),
        createTrack({ node: 'bone7', property: 'visibility', valueType: 'bool', keys: [{ time: 0, value: true }] }),
        createTrack({ node: 'bone8', property: 'scale', valueType: 'vec3', keys: [{ time: 0, value: [1, 1, 1] }] }),
      ],
    });
    const { value, warnings } = fromClip(clip, { version: 0 });
    expect(warnings.map((w) => w.code).sort()).toStrictEqual(['resampled', 'track-dropped', 'track-dropped', 'track-dropped']);
    expect(value.channels.map((c) => c.boneId)).toStrictEqual([7]);
    expect(value.frameCount).toBe(3); // 0, 1/30, 2/30 ≥ 0.05 s
    const withIds = fromClip(clip, { version: 0, game: 'mp2', boneIds: { hips: 0 } }).value;
    expect(withIds.channels.map((c) => c.boneId)).toStrictEqual([7, 0, 8]);
  });

  it('is what the descriptor exposes', () => {
    const anim = readPrime(corpusBytes('prime', 'mp1-v2-dense.ANIM'));
    const summary = primeFormat.summarize(anim);
    expect(summary.version).toBe('2');
    expect(summary.tracks).toBe(13);
    expect(summary.keyframes).toBe(13 * 45);
    expect(primeFormat.toClip?.(anim).value.tracks.length).toBe(13);
  });
});

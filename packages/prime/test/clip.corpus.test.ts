import { ConversionError } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { primeDuration, primeFrameInterval, primeFromClip, primeFormat, readPrime, primeToClip } from '../src/index.js';
import { GOOD_FILES } from './corpus.js';
import { worstDifference } from './helpers.js';

const files = corpusFiles('prime', GOOD_FILES);

describe('primeToClip on the reference files', () => {
  it('finds the 5 well-formed files', () => {
    expect(files).toHaveLength(5);
  });

  for (const file of files) {
    it(`${file}: core evaluation of the clip equals the format evaluation (quarter frames)`, () => {
      expect(worstDifference(readPrime(corpusBytes('prime', file)))).toBeLessThan(2e-6);
    });
  }

  it('names tracks bone<id>/<property>, or by the caller\'s bone names, with linear keys at stored frames', () => {
    const anim = readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'));
    const clip = primeToClip(anim, { boneNames: { 0: 'root' } }).value;
    expect(clip.tracks.map((t) => t.name).slice(0, 4)).toStrictEqual(['root/rotation', 'root/translation', 'root/scale', 'bone1/rotation']);
    const t = clip.tracks[0]!;
    expect(t.valueType).toBe('quat');
    expect(t.times.length).toBe(anim.keyFrames.length);
    expect(t.times[3]).toBeCloseTo(anim.keyFrames[3]! * primeFrameInterval(anim), 12);
    expect([...t.interpolation].every((i) => i === 1)).toBe(true);
    expect(clip.frameRate).toStrictEqual({ numerator: 30, denominator: 1 });
    expect(clip.duration).toBe(primeDuration(anim));
  });
});

describe('channels on the reference files (issue 17)', () => {
  it('every bone track has its channel, and renamed nodes (as another format names them) come back on their bones', () => {
    expect(files).toHaveLength(5);
    for (const file of files) {
      const anim = readPrime(corpusBytes('prime', file));
      const { value: clip } = primeToClip(anim);
      for (const t of clip.tracks) expect([t.name, t.channel?.kind]).toStrictEqual([t.name, t.property]);
      // Nodes renamed, extras stripped, properties renamed: only the channel and the clip order say what the
      // tracks are; bones take the free ids from the root id, in clip order, one warning per node.
      const renamed = { ...clip, tracks: clip.tracks.map((t) => ({ ...t, name: `joint${t.name}`, node: `joint${t.node}`, property: 'p', extras: {} })) };
      const { value: back, warnings } = primeFromClip(renamed, { version: 0 });
      expect(warnings.map((w) => w.code)).toStrictEqual(anim.channels.map(() => 'name-changed'));
      const first = anim.game === 'mp1' ? 3 : 0;
      expect(back.channels.map((c) => c.boneId)).toStrictEqual(anim.channels.map((_, i) => first + i));
      const original = primeFromClip(clip, { version: 0 }).value;
      expect(back.channels.map(({ rotation, translation, scale }) => ({ rotation, translation, scale }))).toStrictEqual(
        original.channels.map(({ rotation, translation, scale }) => ({ rotation, translation, scale })),
      );
    }
  });
});

describe('primeFromClip on the reference files', () => {
  it('round-trips a v0 file through the core model exactly (float32 values)', () => {
    const anim = readPrime(corpusBytes('prime', 'mp2-v0.ANIM'));
    const { value, warnings } = primeFromClip(primeToClip(anim).value, { version: 0, strict: true });
    expect(warnings).toStrictEqual([]);
    expect(value.channels).toStrictEqual(anim.channels);
  });

  it('bakes and encodes v2 within the quantisation step, reporting the quantisation', () => {
    const anim = readPrime(corpusBytes('prime', 'mp1-v0-multi.ANIM'));
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

  it('is what the descriptor exposes', () => {
    const anim = readPrime(corpusBytes('prime', 'mp1-v2-dense.ANIM'));
    const summary = primeFormat.summarize(anim);
    expect(summary.version).toBe('2');
    expect(summary.tracks).toBe(13);
    expect(summary.keyframes).toBe(13 * 45);
    expect(primeFormat.toClip?.(anim).value.tracks.length).toBe(13);
  });
});

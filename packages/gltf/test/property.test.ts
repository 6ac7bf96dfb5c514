import { sample, type Clip } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gltfFromClip, gltfToClip, readGltf, writeGltf } from '../src/index.js';
import { findJsonSyntaxError } from '../src/json-syntax.js';
import { clips } from './arbitraries.js';
import { maxDifference, quatDifference } from './helpers.js';

function sampleTimes(clip: Clip): number[] {
  const all = clip.tracks.flatMap((t) => Array.from(t.times));
  const end = Math.max(...all) + 1;
  return Array.from({ length: 41 }, (_, i) => -0.5 + (i * (end + 0.5)) / 40);
}

describe('clip → glTF → clip (generated clips)', () => {
  it('keeps names, hierarchy, interpolation and sampled values, and writes a fixed point', async () => {
    await fc.assert(
      fc.asyncProperty(clips, fc.constantFrom('glb' as const, 'gltf' as const), async (clip, container) => {
        const { value: doc, warnings } = gltfFromClip(clip);
        expect(warnings).toEqual([]);
        const bytes = await writeGltf(doc, { container });
        const again = await readGltf(bytes);
        expect(await writeGltf(again)).toEqual(bytes);
        const back = gltfToClip(again).value;
        expect(back.name).toBe(clip.name);
        expect(back.parents ?? {}).toEqual(clip.parents);
        expect(back.tracks.map((t) => t.name).sort()).toEqual(clip.tracks.map((t) => t.name).sort());
        const times = sampleTimes(clip);
        for (const original of clip.tracks) {
          const copy = back.tracks.find((t) => t.name === original.name)!;
          const keys = original.times.length;
          expect(Array.from(copy.interpolation.subarray(0, keys - 1))).toEqual(Array.from(original.interpolation.subarray(0, keys - 1)));
          expect(Array.from(copy.times)).toEqual(Array.from(original.times));
          const a = sample(original, times);
          const b = sample(copy, times);
          const n = original.components;
          for (let i = 0; i < times.length; i++) {
            const x = a.subarray(i * n, i * n + n);
            const y = b.subarray(i * n, i * n + n);
            const limit = 1e-6 * Math.max(1, ...Array.from(x, Math.abs));
            // glTF keeps quaternions on one hemisphere: q and −q are the same rotation.
            expect(original.valueType === 'quat' ? quatDifference(x, y) : maxDifference(x, y)).toBeLessThanOrEqual(limit);
          }
        }
      }),
      { numRuns: 150, seed: 20261127 },
    );
  });
});

describe('findJsonSyntaxError', () => {
  it('agrees with JSON.parse on valid JSON and on damaged JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.string({ maxLength: 2 }), (value, at, insert) => {
        const text = JSON.stringify(value, null, 1);
        expect(findJsonSyntaxError(text)).toBeUndefined();
        const cut = at % (text.length + 1);
        const damaged = text.slice(0, cut) + insert + text.slice(cut + 1);
        let valid = true;
        try {
          JSON.parse(damaged);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxError(damaged) === undefined).toBe(valid);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });
});

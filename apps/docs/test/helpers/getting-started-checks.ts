/**
 * The getting-started examples (`examples/*.ts`) doing what the page says on one Maya file: the
 * repository's Maya example in the unit suite, a weighted-tangent reference file in the corpus suite.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clipRange, evaluate } from '@anim/core';
import { animjFormat } from '@anim/animj';
import { mayaFormat } from '@anim/maya';
import { afterAll, describe, expect, it } from 'vitest';
import { mayaToAnimj } from '../../examples/convert.js';
import { describeFile } from '../../examples/read.js';
import { bake, readClip } from '../../examples/sample.js';

/** Registers the read/sample/convert checks of the getting-started examples on the Maya file `file`. */
export function describeGettingStartedOn(file: string): void {
  describe(`getting-started examples on ${file.slice(file.lastIndexOf('/') + 1)}`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'anim-docs-'));
    afterAll(() => {
      rmSync(tmp, { recursive: true, force: true });
    });

    it('read: summarises a file', () => {
      expect(describeFile(file)).toEqual(mayaFormat.summarize(mayaFormat.read(new Uint8Array(readFileSync(file)))));
    });

    it('sample: bakes every track with the core evaluator', () => {
      const clip = readClip(file);
      const baked = bake(clip, 30);
      const [start, end] = clipRange(clip);
      expect(baked.length).toBeGreaterThan(0);
      expect(baked.map((b) => b.name)).toEqual(clip.tracks.map((t) => t.name));
      const frames = Math.floor((end - start) * 30 + 1e-9) + 1;
      baked.forEach((b, i) => {
        const track = clip.tracks[i]!;
        expect(b.values.length).toBe(frames * track.components);
        expect(Array.from(b.values.subarray(0, track.components))).toEqual(Array.from(evaluate(track, start)));
      });
    });

    it('convert: writes a file the target reads, and returns the losses', () => {
      const out = join(tmp, 'walk.animj');
      const warnings = mayaToAnimj(file, out);
      const written = animjFormat.read(new Uint8Array(readFileSync(out)));
      const clip = mayaFormat.toClip!(mayaFormat.read(new Uint8Array(readFileSync(file))));
      const expected = animjFormat.fromClip!(clip.value);
      expect(warnings).toEqual([...clip.warnings, ...expected.warnings]);
      expect(written).toEqual(animjFormat.read(animjFormat.write(expected.value)));
    });
  });
}

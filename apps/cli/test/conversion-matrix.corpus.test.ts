/**
 * The conversion matrix (see matrix.ts) on a sample of the reference corpus: a few files per format,
 * each converted to every format through core's pipeline. Each pair either carries tracks that read
 * back with the source's values within the target's tolerance, or fails with a `ConversionError`.
 */
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { checkPair } from './matrix.js';

/** Per format: its corpus folder and the files sampled (a pattern; at most `take` of them, in name order). */
const SAMPLE: Record<string, { folder: string; pattern: RegExp; take: number }> = {
  maya: { folder: 'maya', pattern: /^(blender_armature|ha_mixed_tangents|ha_infinity|ha_inches_show).*\.anim$/, take: 4 },
  roto: { folder: 'roto', pattern: /\.nk$/, take: 3 },
  // (csv_edge holds values beyond float32 and non-finite ones, csv_empty nothing, csv_many 5 MB of keys
  // whose YAML a Unity round trip takes minutes to parse: each has tests of its own)
  animj: { folder: 'animj/animj', pattern: /^(?!.*csv_(edge|empty|many)).*\.animj$/, take: 4 },
  animx: { folder: 'animj/animx', pattern: /^(avatar-toolkit\/csv_(basic|misc)|resonite-core\/godot_basic)\.animx$/, take: 3 },
  mrtk: { folder: 'mrtk', pattern: /^v1[01]-(full|weighted|hands-only|gaze-only)\.bin$/, take: 4 },
  prime: { folder: 'prime', pattern: /^mp[12]-v[02].*\.ANIM$/, take: 4 },
  // (files whose buffers are inside them: the sample is converted from its bytes alone)
  gltf: { folder: 'gltf', pattern: /^(BoxAnimated|SimpleMorph|SimpleSkin)\.gltf$/, take: 3 },
  unity: { folder: 'unity', pattern: /(Cube_Rotate|CanvasDialogShow|RotateLegacy|reduction)\.anim$/, take: 4 },
};

describe('conversion matrix on a sample of the reference corpus', () => {
  for (const source of formats) {
    const sample = SAMPLE[source.id];
    if (sample === undefined) throw new Error(`add a corpus sample for '${source.id}' to SAMPLE`);
    const files = corpusFiles(sample.folder, sample.pattern).slice(0, sample.take);
    it(`samples ${String(sample.take)} ${source.id} files`, () => {
      expect(files).toHaveLength(sample.take);
    });
    for (const path of files) {
      for (const target of formats) {
        it(`${sample.folder}/${path} → ${target.id}`, async () => {
          const result = await checkPair(corpusBytes(sample.folder, path), path, source, target, formats);
          const verdict =
            result.status === 'carried'
              ? { problems: result.problems, carriedSomething: result.carried > 0 || (result.total === 0 && result.route === 'native') }
              : { problems: [], carriedSomething: /\S/.test(result.reason) };
          expect(verdict).toEqual({ problems: [], carriedSomething: true });
        });
      }
    }
  }
});

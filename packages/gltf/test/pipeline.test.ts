/**
 * The gltf descriptor in `@anim/core`'s convert pipeline: detection, glTF → glTF document to
 * document (container option), and a clip of per-axis transform curves in centimetres and degrees (as
 * a Maya file gives them) converted into a valid glTF.
 */
import { convert, convertClip, createClip, createTrack, detectFormat, sample } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { gltfFormat, gltfToClip, readGltf, type GltfDocument } from '../src/index.js';
import { expectValid, fixture } from './helpers.js';

const formats = [gltfFormat];

describe('gltf in the convert pipeline', () => {
  it('detects .gltf text and GLB, and rewrites a document in the container asked for', async () => {
    const text = fixture('morph-weights.gltf');
    expect(detectFormat(text, formats, 'face.gltf').format).toBe(gltfFormat);
    const out = await convert(text, { formats, to: 'gltf', options: { container: 'glb' } });
    expect(out.warnings).toEqual([]);
    expect(new TextDecoder().decode(out.bytes.subarray(0, 4))).toBe('glTF');
    expect(detectFormat(out.bytes, formats, 'face.glb').format).toBe(gltfFormat);
    await expectValid(out.bytes);
    expect(gltfToClip(await readGltf(out.bytes)).value).toStrictEqual(gltfToClip(await readGltf(text)).value);
  });

  it('turns per-axis curves in cm and degrees into a translation vec3 in metres and a quaternion', async () => {
    const axis = (property: string, kind: 'translation' | 'rotation', a: 'x' | 'y' | 'z', unit: 'cm' | 'deg', values: number[]) =>
      createTrack({
        node: 'joint1',
        property,
        valueType: 'scalar',
        unit,
        channel: { kind, axis: a, ...(kind === 'rotation' ? { rotationOrder: 'xyz' as const } : {}) },
        keys: values.map((value, i) => ({ time: i / 24, value })),
      });
    const clip = createClip({
      name: 'take',
      tracks: [
        axis('translateX', 'translation', 'x', 'cm', [0, 50, 100]),
        axis('translateY', 'translation', 'y', 'cm', [10, 10, 10]),
        axis('rotateZ', 'rotation', 'z', 'deg', [0, 45, 90]),
      ],
    });
    const { value, warnings } = convertClip(clip, gltfFormat, { options: { container: 'gltf' } });
    const doc = value as GltfDocument;
    expect(doc.container).toBe('gltf');
    expect(warnings.map((w) => w.code)).toContain('interpolation-changed');
    const bytes = await gltfFormat.write(doc);
    await expectValid(bytes, 'take.gltf');
    const back = gltfToClip(await readGltf(bytes)).value;
    const translation = back.tracks.find((t) => t.name === 'joint1.translation')!;
    expect(translation.unit).toBe('m');
    expect(Array.from(sample(translation, [1 / 24])).map((v) => Number(v.toFixed(6)))).toEqual([0.5, 0.1, 0]);
    const rotation = back.tracks.find((t) => t.name === 'joint1.rotation')!;
    const q = sample(rotation, [2 / 24]);
    expect(Math.abs(q[2]! - Math.SQRT1_2)).toBeLessThan(1e-6);
  });
});

import { sample } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { gltfToClip, readGltf, summarizeGltf, writeGltf } from '../src/index.js';
import { fixture } from './helpers.js';

describe('KHR_animation_pointer', () => {
  it('reads plain property pointers, node pointers as node channels, and warns about pointers into extensions', async () => {
    const { value: clip, warnings } = gltfToClip(await readGltf(fixture('animation-pointer.gltf')));
    expect(clip.tracks.map((t) => [t.name, t.valueType, t.channel?.kind])).toEqual([
      ['materials/0/pbrMetallicRoughness.baseColorFactor', 'vec4', undefined],
      ['lamp.translation', 'vec3', 'translation'],
    ]);
    expect(Array.from(sample(clip.tracks[0]!, [0.5]))).toEqual([0.5, 0, 0.5, 1]);
    expect(Array.from(clip.tracks[1]!.interpolation)).toEqual([0, 0]);
    expect(warnings).toEqual([
      {
        code: 'track-dropped',
        message: 'KHR_animation_pointer /materials/0/extensions/KHR_materials_emissive_strength/emissiveStrength points into an extension and is not read',
        path: 'animations/0/channels/2',
      },
    ]);
    expect(summarizeGltf(await readGltf(fixture('animation-pointer.gltf'))).tracks).toBe(3);
  });

  it('writes the pointers back (both containers, a fixed point)', async () => {
    const doc = await readGltf(fixture('animation-pointer.gltf'));
    for (const container of ['gltf', 'glb'] as const) {
      const once = await writeGltf(doc, { container });
      const again = await readGltf(once);
      expect(await writeGltf(again)).toEqual(once);
      expect(gltfToClip(again).value.tracks.map((t) => t.name)).toEqual(['materials/0/pbrMetallicRoughness.baseColorFactor', 'lamp.translation']);
    }
    const json = JSON.parse(new TextDecoder().decode(await writeGltf(doc))) as {
      extensionsUsed: string[];
      animations: { channels: { target: { path: string; extensions?: { KHR_animation_pointer?: { pointer: string } } } }[] }[];
    };
    expect(json.extensionsUsed).toEqual(['KHR_animation_pointer']);
    expect(json.animations[0]!.channels.map((c) => c.target.extensions?.KHR_animation_pointer?.pointer)).toEqual([
      '/materials/0/pbrMetallicRoughness/baseColorFactor',
      '/nodes/0/translation',
      '/materials/0/extensions/KHR_materials_emissive_strength/emissiveStrength',
    ]);
  });
});

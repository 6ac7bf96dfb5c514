import { createClip, createTrack, UnsupportedFeatureError } from '@anim/core';
import { ALL_EXTENSIONS, KHRMeshQuantization, type EmissiveStrength } from '@gltf-transform/extensions';
import { describe, expect, it } from 'vitest';
import { gltfFormat, gltfFromClip, gltfToClip, readGltf, sniffGltf, summarizeGltf, writeGltf } from '../src/index.js';
import { expectValid, fixture, fixtureText } from './helpers.js';

const FIXTURES = ['step-translation.gltf', 'linear-rotation-hierarchy.gltf', 'cubic-scale-unnamed.gltf', 'morph-weights.gltf', 'normalized-short-rotation.gltf', 'duplicate-names.gltf'];

describe('writeGltf', () => {
  it.each(FIXTURES)('%s: written once, the output is a fixed point of read and write, in both containers', async (name) => {
    const doc = await readGltf(fixture(name));
    for (const container of ['gltf', 'glb'] as const) {
      const once = await writeGltf(doc, { container });
      const twice = await writeGltf(await readGltf(once));
      expect(Buffer.from(twice).equals(Buffer.from(once))).toBe(true);
      expect(sniffGltf(once)).toBe(true);
      await expectValid(once, `out.${container}`);
      expect(gltfToClip(await readGltf(once)).value).toStrictEqual(gltfToClip(doc).value);
    }
  });

  it('writes the container the document was read from unless told otherwise', async () => {
    const doc = await readGltf(fixture('step-translation.gltf'));
    const text = await writeGltf(doc);
    expect(new TextDecoder().decode(text.subarray(0, 1))).toBe('{');
    const glb = await writeGltf(doc, { container: 'glb' });
    expect(new TextDecoder().decode(glb.subarray(0, 4))).toBe('glTF');
    expect((await readGltf(glb)).container).toBe('glb');
  });

  it('embeds an external buffer as a data URI in .gltf output, and merges buffers for GLB', async () => {
    const doc = await readGltf(fixture('external-buffer.gltf'), { resources: { 'external-buffer.bin': fixture('external-buffer.bin') } });
    const json = JSON.parse(new TextDecoder().decode(await writeGltf(doc))) as { buffers: { uri: string }[] };
    expect(json.buffers.map((b) => b.uri.slice(0, 37))).toEqual(['data:application/octet-stream;base64,']);
    const twoBuffers = await readGltf(fixture('external-buffer.gltf'), { resources: { 'external-buffer.bin': fixture('external-buffer.bin') } });
    twoBuffers.document.createBuffer('second');
    const accessor = twoBuffers.document.getRoot().listAccessors()[0]!;
    accessor.setBuffer(twoBuffers.document.getRoot().listBuffers()[1]!);
    const glb = await writeGltf(twoBuffers, { container: 'glb' });
    await expectValid(glb);
    expect(twoBuffers.document.getRoot().listBuffers()).toHaveLength(2);
    expect(gltfToClip(await readGltf(glb)).value).toStrictEqual(gltfToClip(doc).value);
  });
});

describe('extensions', () => {
  const withExtension = (required: boolean): Uint8Array => {
    const json = JSON.parse(fixtureText('step-translation.gltf')) as Record<string, unknown>;
    json.materials = [{ name: 'glow', emissiveFactor: [1, 1, 1], extensions: { KHR_materials_emissive_strength: { emissiveStrength: 5 } } }];
    json.extensionsUsed = ['KHR_materials_emissive_strength'];
    if (required) json.extensionsRequired = ['KHR_materials_emissive_strength'];
    return new TextEncoder().encode(JSON.stringify(json));
  };

  it('keeps the extensions given in options.extensions and writes them back', async () => {
    const doc = await readGltf(withExtension(true), { extensions: ALL_EXTENSIONS });
    for (const container of ['gltf', 'glb'] as const) {
      const again = await readGltf(await writeGltf(doc, { container }), { extensions: ALL_EXTENSIONS });
      const material = again.document.getRoot().listMaterials()[0]!;
      expect(material.getExtension<EmissiveStrength>('KHR_materials_emissive_strength')?.getEmissiveStrength()).toBe(5);
    }
  });

  it('refuses a required extension it was not given, naming it', async () => {
    const error: unknown = await readGltf(withExtension(true)).catch((e: unknown) => e);
    expect(UnsupportedFeatureError.isInstance(error)).toBe(true);
    expect((error as UnsupportedFeatureError).location).toEqual({ kind: 'pointer', pointer: '/extensionsRequired/0' });
    expect((error as Error).message).toMatch(/KHR_materials_emissive_strength/);
  });

  it('reads a file that requires KHR_mesh_quantization (as gltfpack writes) and keeps it required', async () => {
    const json = JSON.parse(fixtureText('normalized-short-rotation.gltf')) as Record<string, unknown>;
    const quantized = new TextEncoder().encode(JSON.stringify({ ...json, extensionsUsed: ['KHR_mesh_quantization'], extensionsRequired: ['KHR_mesh_quantization'] }));
    const plain = gltfToClip(await readGltf(fixture('normalized-short-rotation.gltf'))).value;
    for (const extensions of [undefined, [KHRMeshQuantization]]) {
      const doc = await readGltf(quantized, { extensions });
      expect(gltfToClip(doc).value.tracks).toStrictEqual(plain.tracks);
      const out = await writeGltf(doc, { container: 'gltf' });
      const written = JSON.parse(new TextDecoder().decode(out)) as { extensionsUsed?: string[]; extensionsRequired?: string[] };
      expect(written.extensionsUsed).toEqual(['KHR_mesh_quantization']);
      expect(written.extensionsRequired).toEqual(['KHR_mesh_quantization']);
      expect(await writeGltf(await readGltf(out), { container: 'gltf' })).toEqual(out);
    }
  });

  it('drops an extension it was not given when the file only uses it', async () => {
    const out = new TextDecoder().decode(await writeGltf(await readGltf(withExtension(false))));
    expect(out).not.toContain('KHR_materials_emissive_strength');
  });
});

describe('sniffGltf and summarizeGltf', () => {
  it('recognises .gltf JSON whatever comes before asset', () => {
    const late = `{"nodes": [${'{}, '.repeat(2000)}{}], "asset": {"generator": "x", "version": "2.0"}}`;
    expect(sniffGltf(new TextEncoder().encode(late))).toBe(true);
    expect(sniffGltf(new TextEncoder().encode(' \n{"asset":{"version":"2.1"}}'))).toBe(true);
    expect(sniffGltf(new TextEncoder().encode('{"asset":{"version":"1.0"}}'))).toBe(false);
    expect(sniffGltf(new TextEncoder().encode('[1, 2]'))).toBe(false);
  });

  it('summarises tracks, keys, duration and animations', async () => {
    const summary = summarizeGltf(await readGltf(fixture('morph-weights.gltf')));
    expect(summary).toEqual({
      version: '2.0',
      tracks: 2,
      keyframes: 6,
      duration: 2,
      details: { container: 'gltf', nodes: 1, meshes: 1, skins: 0, animations: [{ name: '', channels: 1, from: 0, to: 2 }] },
    });
  });

  it('gives an animation\'s key range as the shortest decimals of its float32 times', async () => {
    const clip = createClip({
      name: 'frames',
      tracks: [createTrack({ node: 'n', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 1 / 30, value: [0, 0, 0] }, { time: 1, value: [1, 0, 0] }] })],
    });
    const written = await writeGltf(gltfFromClip(clip).value);
    // float32(1/30) is 0.0333333350718021392822265625; 0.033333335 is the shortest text that rounds to it
    expect(summarizeGltf(await readGltf(written)).details?.animations).toEqual([{ name: 'frames', channels: 1, from: 0.033333335, to: 1 }]);
  });

  it('is a descriptor made of the package functions (the CONTRIBUTING naming table)', async () => {
    const api = await import('../src/index.js');
    expect(gltfFormat.id).toBe('gltf');
    const d = gltfFormat as unknown as Record<string, unknown>;
    expect([d.read, d.write, d.sniff, d.summarize, d.toClip, d.fromClip]).toEqual([api.readGltf, api.writeGltf, api.sniffGltf, api.summarizeGltf, api.gltfToClip, api.gltfFromClip]);
    expect(Object.keys(api).filter((k) => ['read', 'write', 'sniff', 'summarize', 'toClip', 'fromClip', 'FORMAT_ID', 'evaluate'].includes(k))).toEqual([]);
  });
});

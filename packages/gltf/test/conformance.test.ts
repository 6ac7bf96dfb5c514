import { runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { gltfFormat, gltfFromClip, gltfToClips, readGltf, writeGltf, type GltfDocument } from '../src/index.js';
import { clips } from './arbitraries.js';
import { fixture } from './helpers.js';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

// Canonical files: glTF's canonical form is glTF-Transform's output as writeGltf writes it.
const canonical: { name: string; bytes: Uint8Array }[] = [];
for (const name of ['step-translation.gltf', 'linear-rotation-hierarchy.gltf', 'cubic-scale-unnamed.gltf', 'morph-weights.gltf', 'normalized-short-rotation.gltf']) {
  const doc = await readGltf(fixture(name));
  canonical.push({ name: name.replace('.gltf', '.canonical.gltf'), bytes: await writeGltf(doc) });
  canonical.push({ name: name.replace('.gltf', '.canonical.glb'), bytes: await writeGltf(doc, { container: 'glb' }) });
}

runConformance<GltfDocument>({
  format: gltfFormat,
  small: canonical[0]!.bytes,
  // The file ends with a line feed: the text without it is the same JSON document.
  validPrefixes: (length) => length === canonical[0]!.bytes.length - 1,
  canonical,
  sniffNegatives: [
    { name: 'JSON without asset', bytes: text('{"nodes": []}') },
    { name: 'glTF 1.0 JSON', bytes: text('{"asset": {"version": "1.0"}}') },
    { name: 'AnimJ JSON', bytes: text('{"name":"clip","globalDuration":1,"tracks":[]}') },
    { name: 'Maya .anim', bytes: text('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n') },
    { name: 'MRTK magic', bytes: Uint8Array.from([0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a, 1, 0, 0, 0]) },
    { name: 'glT (short magic)', bytes: text('glT') },
  ],
  documents: clips.map((clip) => gltfFromClip(clip).value),
  equal: (actual, expected) => {
    expect(actual.container).toBe(expected.container);
    expect(gltfToClips(actual).value).toStrictEqual(gltfToClips(expected).value);
  },
});

/**
 * `pnpm bench`: throughput on a generated GLB of 200 nodes, each with a translation and a rotation
 * channel of 10,000 LINEAR keys at 60 Hz (56 MB): `readGltf` + `gltfToClips`; `writeGltf` of the
 * document `gltfFromClip` builds; and `gltfFromClip` + `writeGltf`. Floors, measured in the same run:
 * glTF-Transform's own `NodeIO.readBinary` of the same bytes (no animation conversion), and
 * `NodeIO.writeBinary` of the equivalent document (the one read from those bytes).
 */
import { NodeIO } from '@gltf-transform/core';
import { createClip, createTrack, type Clip } from '@anim/core';
import { runBenchCase } from '@anim/test-utils';
import { gltfFromClip, gltfToClips, readGltf, writeGltf } from '../src/index.js';

const NODES = 200;
const KEYS = 10_000;

function generatedClip(): Clip {
  const tracks = [];
  for (let n = 0; n < NODES; n++) {
    const node = `bone${String(n)}`;
    const translation = [];
    const rotation = [];
    for (let k = 0; k < KEYS; k++) {
      const time = k / 60;
      const a = 0.5 * Math.sin(n * 0.1 + k * 0.013);
      translation.push({ time, value: [Math.sin(k * 0.01 + n), Math.cos(k * 0.007), n * 0.01] });
      rotation.push({ time, value: [Math.sin(a), 0, 0, Math.cos(a)] });
    }
    tracks.push(createTrack({ node, property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: translation }));
    tracks.push(createTrack({ node, property: 'rotation', valueType: 'quat', channel: { kind: 'rotation' }, keys: rotation }));
  }
  const parents: Record<string, string> = {};
  for (let n = 1; n < NODES; n++) parents[`bone${String(n)}`] = `bone${String(n - 1)}`;
  return createClip({ name: 'bench', parents, tracks });
}

const clip = generatedClip();
const bytes = await writeGltf(gltfFromClip(clip).value, { container: 'glb' });
console.log(`# generated GLB: ${String(NODES)} nodes × ${String(KEYS)} keys (translation + rotation), ${(bytes.length / 1e6).toFixed(1)} MB`);
const io = new NodeIO();

await runBenchCase({
  pkg: 'gltf',
  name: `read-convert-${String(NODES)}x${String(KEYS)}`,
  bytes: bytes.length,
  async: true,
  run: async () => gltfToClips(await readGltf(bytes)).value,
  floorName: 'NodeIO.readBinary',
  floor: () => io.readBinary(bytes),
  time: 6000,
});

const equivalent = await io.readBinary(bytes);
const written = gltfFromClip(clip).value;
await runBenchCase({
  pkg: 'gltf',
  name: `write-${String(NODES)}x${String(KEYS)}`,
  bytes: bytes.length,
  async: true,
  run: () => writeGltf(written, { container: 'glb' }),
  floorName: 'NodeIO.writeBinary',
  floor: () => io.writeBinary(equivalent),
  time: 6000,
});

const clips = gltfToClips(await readGltf(bytes)).value;
await runBenchCase({
  pkg: 'gltf',
  name: `convert-write-${String(NODES)}x${String(KEYS)}`,
  bytes: bytes.length,
  async: true,
  run: () => writeGltf(gltfFromClip(clips[0]!).value, { container: 'glb' }),
  floorName: 'NodeIO.writeBinary',
  floor: () => io.writeBinary(equivalent),
  time: 6000,
});

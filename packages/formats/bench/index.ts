/**
 * `pnpm bench`: what detection costs with the cheap sniffers, against loading every format package and
 * detecting with the full descriptors, on each example file.
 */
import { readFileSync } from 'node:fs';
import { detectFormat } from '@anim/core';
import { Bench } from 'tinybench';
import { detect, loadFormats } from '../src/index.js';

const files = ['maya/ha_seed_joint_chain.anim', 'prime/mp1-v2-sparse.ANIM', 'unity/door-open.anim', 'gltf/arm-wave.gltf'].map(
  (path) => [path, new Uint8Array(readFileSync(new URL(`../../../examples/${path}`, import.meta.url)))] as const,
);
const loaded = await loadFormats();
const bench = new Bench({ time: 500 });
for (const [path, bytes] of files) {
  bench.add(`detect (entries) ${path}`, () => detect(bytes, { name: path }));
  bench.add(`detectFormat (descriptors) ${path}`, () => detectFormat(bytes, loaded, path));
}
await bench.run();
console.table(bench.table());

/**
 * Issue 34, families F2, F3, F4 and F7: a glTF node hierarchy that is not a set of trees and names
 * that are not strings are refused by `readGltf` (a `ParseError` at their JSON pointer) instead of
 * looping in `gltfToClip` or crashing writers; resampling an extreme key range is bounded by the key
 * limit.
 */
import { createTrack, DEFAULT_MAX_KEYS, LimitError, ParseError, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readGltf } from '../src/index.js';
import { checkNodeGraph } from '../src/node-graph.js';
import { resampledKeys } from '../src/sampler-plan.js';

/** A `.gltf` with one rotation animation on node 0 (base64 buffer: 2 times, 2 quaternions). */
function gltf(patch: (json: Record<string, unknown>) => void): Uint8Array {
  const buffer = new Uint8Array(40);
  const view = new DataView(buffer.buffer);
  view.setFloat32(4, 1, true);
  view.setFloat32(8 + 12, 1, true);
  view.setFloat32(24 + 12, 1, true);
  const json: Record<string, unknown> = {
    asset: { version: '2.0' },
    nodes: [{ name: 'a' }, { name: 'b' }],
    buffers: [{ uri: `data:application/octet-stream;base64,${btoa(String.fromCharCode(...buffer))}`, byteLength: 40 }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 40 }],
    accessors: [
      { bufferView: 0, byteOffset: 0, componentType: 5126, count: 2, type: 'SCALAR', min: [0], max: [1] },
      { bufferView: 0, byteOffset: 8, componentType: 5126, count: 2, type: 'VEC4' },
    ],
    animations: [{ name: 'anim', channels: [{ sampler: 0, target: { node: 0, path: 'rotation' } }], samplers: [{ input: 0, output: 1 }] }],
  };
  patch(json);
  return new TextEncoder().encode(JSON.stringify(json));
}

async function parseError(bytes: Uint8Array): Promise<ParseError> {
  const start = performance.now();
  const error: unknown = await readGltf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(performance.now() - start).toBeLessThan(1000);
  expect(ParseError.isInstance(error)).toBe(true);
  return error as ParseError;
}

describe('readGltf: the node hierarchy is a set of trees (F2)', () => {
  it('reads two nodes, one the child of the other', async () => {
    const doc = await readGltf(gltf((j) => { j.nodes = [{ name: 'a', children: [1] }, { name: 'b' }]; }));
    expect(doc.document.getRoot().listNodes()[0]!.listChildren()).toHaveLength(1);
  });

  it('refuses a node that is its own child', async () => {
    const e = await parseError(gltf((j) => { j.nodes = [{ name: 'a', children: [0] }, { name: 'b' }]; }));
    expect(e.location).toEqual({ kind: 'pointer', pointer: '/nodes/0/children/0' });
  });

  it('refuses a cycle of two nodes', async () => {
    const e = await parseError(gltf((j) => { j.nodes = [{ name: 'a', children: [1] }, { name: 'b', children: [0] }]; }));
    expect(e.message).toMatch(/^gltf: \/nodes\/[01]\/children: expected a node hierarchy without cycles/);
  });

  it('refuses a node with two parents, and a child index out of range', async () => {
    const two = await parseError(gltf((j) => { j.nodes = [{ name: 'a', children: [2] }, { name: 'b', children: [2] }, { name: 'c' }]; }));
    expect(two.location).toEqual({ kind: 'pointer', pointer: '/nodes/1/children/0' });
    const out = await parseError(gltf((j) => { j.nodes = [{ name: 'a', children: [5] }, { name: 'b' }]; }));
    expect(out.expected).toBe('a node index below 2');
  });

  it('checks a 100,000-node chain, and a 100,000-node cycle, in linear time', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => (i + 1 < 100_000 ? { children: [i + 1] } : {}));
    const start = performance.now();
    checkNodeGraph({ asset: { version: '2.0' }, nodes: chain });
    const cycle = Array.from({ length: 100_000 }, (_, i) => ({ children: [(i + 1) % 100_000] }));
    expect(() => { checkNodeGraph({ asset: { version: '2.0' }, nodes: cycle }); }).toThrow(/without cycles/);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('readGltf: names are strings (F3, F4)', () => {
  /** The JSON text with the string "DEEP" replaced by a 10,000-deep object (too deep for JSON.stringify). */
  const deepen = (bytes: Uint8Array): Uint8Array =>
    new TextEncoder().encode(new TextDecoder().decode(bytes).replace('"DEEP"', `${'{"v":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`));
  it.each([
    ['a node name that is a number', (j: Record<string, unknown>) => { (j.nodes as { name: unknown }[])[0]!.name = 7; }, '/nodes/0/name', 'number'],
    ['a node name that is null', (j: Record<string, unknown>) => { (j.nodes as { name: unknown }[])[1]!.name = null; }, '/nodes/1/name', 'null'],
    ['a 10,000-deep object as an animation name', (j: Record<string, unknown>) => { (j.animations as { name: unknown }[])[0]!.name = 'DEEP'; }, '/animations/0/name', 'object'],
  ])('refuses %s', async (_, patch, pointer, found) => {
    const e = await parseError(deepen(gltf(patch)));
    expect([e.location, e.expected, e.found]).toEqual([{ kind: 'pointer', pointer }, 'a string (the name)', found]);
  });
});

describe('resampledKeys is bounded by the key limit (F7)', () => {
  const weighted = (end: number): Track =>
    createTrack({
      node: 'n',
      property: 'translation',
      valueType: 'vec3',
      keys: [
        { time: 0, value: [0, 0, 0], interpolation: 'bezier', outHandle: { time: end / 10, value: [5, 5, 5] } },
        { time: end / 2, value: [1, 1, 1], interpolation: 'bezier', inHandle: { time: -end / 5, value: [-3, 3, 0] }, outHandle: { time: end / 20, value: [1, 0, 0] } },
        { time: end, value: [0, 2, 0], inHandle: { time: -end / 3, value: [0, 9, 0] } },
      ],
    });

  it('refuses extreme key times once the samples would pass maxKeys, within 1 s', () => {
    const start = performance.now();
    expect(() => resampledKeys(weighted(1e30), 1e-9, 1000)).toThrow(LimitError);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('resamples a short curve under the default limit', () => {
    const keys = resampledKeys(weighted(2), 1e-4);
    expect(keys.times.length).toBeGreaterThan(2);
    expect(keys.times.length).toBeLessThan(DEFAULT_MAX_KEYS);
  });
});

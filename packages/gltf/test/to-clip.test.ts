import { InterpolationCode, InvalidArgumentError, sample, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateGltfChannel, gltfToClip, gltfToClips, readGltf } from '../src/index.js';
import { fixture } from './helpers.js';

function track(tracks: readonly Track[], name: string): Track {
  const found = tracks.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no track ${name} in ${tracks.map((t) => t.name).join(', ')}`);
  return found;
}

describe('gltfToClip', () => {
  it('reads a STEP translation as a constant vec3 track in metres', async () => {
    const { value: clip, warnings } = gltfToClip(await readGltf(fixture('step-translation.gltf')));
    expect(warnings).toEqual([]);
    expect(clip.name).toBe('hop');
    const t = track(clip.tracks, 'cube.translation');
    expect(t).toMatchObject({ node: 'cube', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' } });
    expect(Array.from(t.times)).toEqual([0, 1, 2]);
    expect(Array.from(t.values)).toEqual([0, 0, 0, 1, 2, 3, -1, 0.5, 0]);
    expect(Array.from(t.interpolation)).toEqual([0, 0, 0]);
    expect(Array.from(sample(t, [0.99, 1.5, 3]))).toEqual([0, 0, 0, 1, 2, 3, -1, 0.5, 0]);
  });

  it('keeps the node hierarchy of animated nodes and their ancestors in clip.parents', async () => {
    const { value: clip } = gltfToClip(await readGltf(fixture('linear-rotation-hierarchy.gltf')));
    expect(clip.parents).toEqual({ arm: 'shoulder', hand: 'arm' });
    const rotation = track(clip.tracks, 'arm.rotation');
    expect(rotation).toMatchObject({ valueType: 'quat', quatBlend: 'slerp', channel: { kind: 'rotation' } });
    expect(Array.from(rotation.interpolation)).toEqual([InterpolationCode.linear, InterpolationCode.linear]);
    const half = sample(rotation, [0.5]);
    const s = Math.sin(Math.PI / 8);
    const c = Math.cos(Math.PI / 8);
    expect(Math.abs(half[2]! - s)).toBeLessThan(1e-7);
    expect(Math.abs(half[3]! - c)).toBeLessThan(1e-7);
    // interpolation omitted → LINEAR
    const hand = track(clip.tracks, 'hand.translation');
    expect(Array.from(sample(hand, [0.25]))).toEqual([0, 1.25, 0]);
  });

  it('turns CUBICSPLINE tangents into one-third Bézier handles that draw the same Hermite curve', async () => {
    const doc = await readGltf(fixture('cubic-scale-unnamed.gltf'));
    const { value: clip } = gltfToClip(doc);
    const t = track(clip.tracks, 'node1.scale');
    expect(t.node).toBe('node1');
    expect(Array.from(t.interpolation)).toEqual([2, 2]);
    // out-handle of key 0: (Δ/3, b0·Δ/3) with Δ = 2 s
    expect(Array.from(t.outHandles!.subarray(0, 6))).toEqual([2 / 3, 2 / 3, 2 / 3, 0, 2 / 3, -1 / 3]);
    // in-handle of key 1: (−Δ/3, −a1·Δ/3)
    expect(Array.from(t.inHandles!.subarray(6, 12))).toEqual([-2 / 3, -1 / 3, -2 / 3, -1 / 6, -2 / 3, -0]);
    const channel = doc.document.getRoot().listAnimations()[0]!.listChannels()[0]!;
    for (const time of [0.1, 0.5, 1, 1.7, 1.99]) {
      const want = evaluateGltfChannel(channel, time);
      const got = sample(t, [time]);
      for (let c = 0; c < 3; c++) expect(Math.abs(got[c]! - want[c]!)).toBeLessThan(1e-12);
    }
    // the Hermite formula at s = 0.5 (Δ = 2): x = 0.5·1 + 2·0.125·1 + 0.5·2 + 2·(−0.125)·0.5
    expect(evaluateGltfChannel(channel, 1)[0]).toBeCloseTo(0.5 + 0.25 + 1 - 0.125, 12);
  });

  it('splits morph weights into one scalar track per target, named from extras.targetNames', async () => {
    const { value: clip } = gltfToClip(await readGltf(fixture('morph-weights.gltf')));
    expect(clip.tracks.map((t) => t.name)).toEqual(['face.weights/smile', 'face.weights/blink']);
    expect(Array.from(track(clip.tracks, 'face.weights/smile').values)).toEqual([0, 1, 0]);
    expect(Array.from(track(clip.tracks, 'face.weights/blink').values)).toEqual([0, 0.5, 1]);
  });

  it('decodes normalized integer rotations with the glTF rule', async () => {
    const { value: clip } = gltfToClip(await readGltf(fixture('normalized-short-rotation.gltf')));
    expect(Array.from(track(clip.tracks, 'wheel.rotation').values)).toEqual([0, 0, 0, 1, 0, 1, 0, 0]);
  });

  it('gives duplicate node names unique, stable names', async () => {
    const { value: clip } = gltfToClip(await readGltf(fixture('duplicate-names.gltf')));
    expect(clip.tracks.map((t) => t.node)).toEqual(['bone', 'bone#1']);
    expect(clip.tracks.map((t) => t.values[0])).toEqual([1, 2]);
  });

  it('chooses an animation by index or name, and refuses one that does not exist', async () => {
    const doc = await readGltf(fixture('step-translation.gltf'));
    expect(gltfToClip(doc, { animation: 'hop' }).value.tracks).toHaveLength(1);
    expect(gltfToClip(doc, { animation: 0 }).value.name).toBe('hop');
    expect(() => gltfToClip(doc, { animation: 'walk' })).toThrow(InvalidArgumentError);
    expect(() => gltfToClip(doc, { animation: 1 })).toThrow(/no animation 1 \(the file has 0 'hop'\)/);
    expect(gltfToClips(doc).value.map((c) => c.name)).toEqual(['hop']);
  });
});

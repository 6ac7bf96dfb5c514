/**
 * The reference corpus (`<corpus>/gltf/`): Khronos sample models with three.js reference samples
 * (`NAME.samples.json`, see the corpus README). Every file reads; every channel evaluates to the
 * reference; the written file is canonical and valid; glTF → clip → glTF keeps the animation.
 */
import { sample, type Clip, type Track } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateGltfChannel, gltfFromClip, gltfToClips, readGltf, writeGltf, type GltfDocument } from '../src/index.js';
import { nodeNames } from '../src/nodes.js';
import { expectValid, quatDifference } from './helpers.js';

interface ReferenceChannel {
  readonly channel: number;
  readonly path: 'translation' | 'rotation' | 'scale' | 'weights';
  readonly maxSampleNormDeviation?: number;
  readonly times: readonly number[];
  readonly values: readonly (readonly number[])[];
}
interface Reference {
  readonly animations: readonly { readonly index: number; readonly channels: readonly ReferenceChannel[] }[];
}

const FILES = corpusFiles('gltf', /^[^/]+\.gltf$/);
const decoder = new TextDecoder();

/** The external files a corpus document names (relative URI → bytes). */
function resourcesOf(name: string): Record<string, Uint8Array> {
  const json = JSON.parse(decoder.decode(corpusBytes('gltf', name))) as { buffers?: { uri?: string }[]; images?: { uri?: string }[] };
  const resources: Record<string, Uint8Array> = {};
  for (const item of [...(json.buffers ?? []), ...(json.images ?? [])]) {
    if (item.uri !== undefined && !item.uri.startsWith('data:')) resources[item.uri] = corpusBytes('gltf', item.uri);
  }
  return resources;
}

async function readCorpus(name: string): Promise<GltfDocument> {
  return readGltf(corpusBytes('gltf', name), { resources: resourcesOf(name) });
}

function reference(name: string): Reference {
  return JSON.parse(decoder.decode(corpusBytes('gltf', name.replace(/\.gltf$/, '.samples.json')))) as Reference;
}

/** The spread of the channel's reference values (1 when they are all equal): tolerances are relative to it. */
function range(channel: ReferenceChannel): number {
  const all = channel.values.flat();
  return Math.max(...all) - Math.min(...all) || 1;
}

function normalised(q: ArrayLike<number>): number[] {
  const len = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  return [q[0]! / len, q[1]! / len, q[2]! / len, q[3]! / len];
}

/** The largest difference of two values of a channel: rotations compared as unit quaternions, up to sign. */
function difference(path: ReferenceChannel['path'], a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (path === 'rotation') return quatDifference(normalised(a), normalised(b));
  return Math.max(...Array.from(a, (x, c) => Math.abs(x - b[c]!)));
}

/** The tracks of a channel in a clip: one, or one per morph target for weights. */
function channelTracks(clip: Clip, doc: GltfDocument, animation: number, channel: number): Track[] {
  const target = doc.document.getRoot().listAnimations()[animation]!.listChannels()[channel]!;
  const node = nodeNames(doc.document).nameOf.get(target.getTargetNode()!)!;
  const path = target.getTargetPath()!;
  return clip.tracks.filter((t) => t.node === node && (t.property === path || t.property.startsWith(`${path}/`)));
}

describe('glTF reference corpus', () => {
  it('holds the 11 documented .gltf files', () => {
    expect(FILES).toHaveLength(11);
  });

  describe.each(FILES)('%s', (name) => {
    it('evaluates every channel to the three.js reference within 1e-6 of its range (evaluateGltfChannel)', async () => {
      const doc = await readCorpus(name);
      const animations = doc.document.getRoot().listAnimations();
      let checked = 0;
      for (const animation of reference(name).animations) {
        for (const ref of animation.channels) {
          const channel = animations[animation.index]!.listChannels()[ref.channel]!;
          const limit = 1e-6 * range(ref);
          ref.times.forEach((t, i) => {
            const got = evaluateGltfChannel(channel, t);
            const want = ref.values[i]!;
            for (let c = 0; c < want.length; c++) expect(Math.abs(got[c]! - want[c]!)).toBeLessThanOrEqual(limit);
            checked++;
          });
        }
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('samples every clip track to the reference (rotations within the stored keys’ norm deviation)', async () => {
      const doc = await readCorpus(name);
      const clips = gltfToClips(doc).value;
      for (const animation of reference(name).animations) {
        for (const ref of animation.channels) {
          const tracks = channelTracks(clips[animation.index]!, doc, animation.index, ref.channel);
          expect(tracks.length).toBe(ref.path === 'weights' ? ref.values[0]!.length : 1);
          // Core's slerp treats keys as unit quaternions; three.js slerps the stored (not unit) keys.
          const limit = 1e-6 * range(ref) + (ref.path === 'rotation' ? (ref.maxSampleNormDeviation ?? 0) : 0);
          ref.times.forEach((t, i) => {
            const got = tracks.length === 1 ? Array.from(sample(tracks[0]!, [t])) : tracks.map((track) => sample(track, [t])[0]!);
            const want = ref.values[i]!;
            const error = ref.path === 'rotation' ? quatDifference(got, want) : Math.max(...want.map((w, c) => Math.abs(got[c]! - w)));
            expect(error).toBeLessThanOrEqual(limit);
          });
        }
      }
    });

    it('writes a canonical file: a fixed point of read and write, valid, in both containers', async () => {
      const doc = await readCorpus(name);
      for (const container of ['gltf', 'glb'] as const) {
        const once = await writeGltf(doc, { container });
        const twice = await writeGltf(await readGltf(once));
        expect(Buffer.from(twice).equals(Buffer.from(once))).toBe(true);
        await expectValid(once, `${name}.${container}`, resourcesOf(name));
      }
    });

    it('glTF → clip → glTF: the written channels sample as the clip within float32, and as the file (rotations as unit quaternions)', async () => {
      const doc = await readCorpus(name);
      const ref = reference(name);
      const clips = gltfToClips(doc).value;
      for (const animation of ref.animations) {
        const clip = clips[animation.index]!;
        const { value: written, warnings } = gltfFromClip(clip);
        expect(warnings.filter((w) => w.code !== 'quaternion-not-unit')).toEqual([]);
        const bytes = await writeGltf(written);
        await expectValid(bytes, `${name} animation ${String(animation.index)}`);
        const again = await readGltf(bytes);
        const names = nodeNames(again.document);
        for (const channelRef of animation.channels) {
          const tracks = channelTracks(clip, doc, animation.index, channelRef.channel);
          const after = again.document
            .getRoot()
            .listAnimations()[0]!
            .listChannels()
            .find((c) => names.nameOf.get(c.getTargetNode()!) === tracks[0]!.node && c.getTargetPath() === channelRef.path)!;
          const before = doc.document.getRoot().listAnimations()[animation.index]!.listChannels()[channelRef.channel]!;
          // float32 values; for rotations also the key normalisation (the written keys are unit length,
          // the stored ones may not be: slerp between them differs by up to maxSampleNormDeviation).
          const limit = 1e-6 * range(channelRef) + (channelRef.path === 'rotation' ? (channelRef.maxSampleNormDeviation ?? 0) : 0);
          for (const t of channelRef.times) {
            const b = evaluateGltfChannel(after, t);
            const clipValue = tracks.length === 1 ? Array.from(sample(tracks[0]!, [t])) : tracks.map((track) => sample(track, [t])[0]!);
            const file = evaluateGltfChannel(before, t);
            expect(difference(channelRef.path, b, clipValue)).toBeLessThanOrEqual(limit);
            expect(difference(channelRef.path, b, file)).toBeLessThanOrEqual(limit);
          }
        }
      }
    });
  });
});

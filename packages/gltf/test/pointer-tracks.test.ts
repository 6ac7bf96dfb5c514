import { AnimError, createClip, createTrack, sample, type Clip, type Track } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gltfFromClip, gltfToClip, readGltf, writeGltf } from '../src/index.js';
import { escapeToken, nodeExtrasPointer, readPointerMeta, unescapeToken } from '../src/pointer-tracks.js';
import { expectValid, fixture } from './helpers.js';

interface PointerJson {
  nodes: { name: string; extras?: Record<string, unknown> }[];
  materials?: unknown[];
  extensionsUsed?: string[];
  animations: { channels: { target: { path: string; node?: number; extensions?: { KHR_animation_pointer?: { pointer: string } } }; extras?: unknown }[] }[];
}

function json(bytes: Uint8Array): PointerJson {
  return JSON.parse(new TextDecoder().decode(bytes)) as PointerJson;
}

function byName(clip: Clip, name: string): Track {
  const found = clip.tracks.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no track ${name} in ${clip.tracks.map((t) => t.name).join(', ')}`);
  return found;
}

/** A lamp that moves, blinks (a bool visibility), dims (a custom scalar) and changes colour, and a roto-like 2D point. */
const lampClip = (): Clip =>
  createClip({
    name: 'lamp',
    tracks: [
      createTrack({ node: 'lamp', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [0, 1, 0] }, { time: 1, value: [0, 2, 0] }] }),
      createTrack({ node: 'lamp', property: 'visibility', valueType: 'bool', channel: { kind: 'visibility' }, keys: [{ time: 0, value: true }, { time: 0.5, value: false }, { time: 1, value: true }] }),
      createTrack({ node: 'lamp', property: 'intensity', valueType: 'scalar', keys: [{ time: 0, value: 2 }, { time: 1, value: 0.5 }] }),
      createTrack({ node: 'lamp', property: 'color', valueType: 'color', components: 3, keys: [{ time: 0, value: [1, 0.5, 0.25] }, { time: 1, value: [0.25, 0.5, 1] }] }),
      createTrack({ node: 'Bezier1', property: 'points/3/center', valueType: 'vec2', unit: 'px', channel: { kind: 'point' }, keys: [{ time: 0, value: [640, 360] }, { time: 2, value: [700, 300] }] }),
    ],
  });

describe('KHR_animation_pointer on writing (animationPointer)', () => {
  it("writes a node's other properties into its extras, valid, and reads them back as they were", async () => {
    const { value: doc, warnings } = gltfFromClip(lampClip(), { animationPointer: true });
    expect(warnings).toEqual([]);
    const text = await writeGltf(doc, { container: 'gltf' });
    await expectValid(text, 'lamp.gltf');
    await expectValid(await writeGltf(doc, { container: 'glb' }), 'lamp.glb');
    const written = json(text);
    expect(written.extensionsUsed).toEqual(['KHR_animation_pointer']);
    expect(written.nodes.map((n) => n.name)).toEqual(['lamp', 'Bezier1']);
    // The pointed-at properties exist, holding the first key's value (RFC 6901: '/' in a property is '~1').
    expect(written.nodes[0]!.extras).toEqual({ visibility: 1, intensity: 2, color: [1, 0.5, 0.25] });
    expect(written.nodes[1]!.extras).toEqual({ 'points/3/center': [640, 360] });
    const targets = written.animations[0]!.channels.map((c) => [c.target.path, c.target.node, c.target.extensions?.KHR_animation_pointer?.pointer, c.extras]);
    expect(targets).toEqual([
      ['translation', 0, undefined, undefined],
      ['pointer', undefined, '/nodes/0/extras/visibility', { anim: { valueType: 'bool', kind: 'visibility' } }],
      ['pointer', undefined, '/nodes/0/extras/intensity', undefined],
      ['pointer', undefined, '/nodes/0/extras/color', { anim: { valueType: 'color' } }],
      ['pointer', undefined, '/nodes/1/extras/points~13~1center', { anim: { unit: 'px', kind: 'point' } }],
    ]);

    const back = gltfToClip(await readGltf(text)).value;
    expect(back.tracks.map((t) => [t.name, t.valueType, t.components, t.unit, t.channel?.kind])).toEqual([
      ['lamp.translation', 'vec3', 3, 'm', 'translation'],
      ['lamp.visibility', 'bool', 1, 'none', 'visibility'],
      ['lamp.intensity', 'scalar', 1, 'none', undefined],
      ['lamp.color', 'color', 3, 'none', undefined],
      ['Bezier1.points/3/center', 'vec2', 2, 'px', 'point'],
    ]);
    // bool keys go out as STEP: 1, 0, 1 at 0, 0.5, 1 s
    const visibility = byName(back, 'lamp.visibility');
    expect(Array.from(visibility.interpolation)).toEqual([0, 0, 0]);
    expect(Array.from(sample(visibility, [0.25, 0.75, 1]))).toEqual([1, 0, 1]);
    // linear keys stay linear: halfway between 2 and 0.5 is 1.25; between (640, 360) and (700, 300) at 1 s of 2 is (670, 330)
    expect(Array.from(sample(byName(back, 'lamp.intensity'), [0.5]))).toEqual([1.25]);
    expect(Array.from(sample(byName(back, 'Bezier1.points/3/center'), [1]))).toEqual([670, 330]);
    expect(Array.from(sample(byName(back, 'lamp.color'), [0.5]))).toEqual([0.625, 0.5, 0.625]);
  });

  it('leaves those tracks out without the option, one warning each naming the option', () => {
    const { value: doc, warnings } = gltfFromClip(lampClip());
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['track-dropped', 'lamp.visibility'],
      ['track-dropped', 'lamp.intensity'],
      ['track-dropped', 'lamp.color'],
      ['track-dropped', 'Bezier1.points/3/center'],
    ]);
    expect(warnings[1]!.message).toBe("glTF animates node translation, rotation, scale and morph weights, not 'intensity' (animationPointer, CLI --gltf-animation-pointer, writes it through KHR_animation_pointer)");
    expect(doc.document.getRoot().listAnimations()[0]!.listChannels()).toHaveLength(1);
  });

  it('writes a material factor read from a glTF pointer back to that material (valid)', async () => {
    const clip = gltfToClip(await readGltf(fixture('animation-pointer.gltf'))).value;
    const color = byName(clip, 'materials/0/pbrMetallicRoughness.baseColorFactor');
    expect(color.extras).toEqual({ gltf: { pointer: '/materials/0/pbrMetallicRoughness/baseColorFactor' } });
    const { value: doc, warnings } = gltfFromClip(clip, { animationPointer: true });
    expect(warnings).toEqual([]);
    const text = await writeGltf(doc, { container: 'gltf' });
    await expectValid(text, 'material.gltf');
    const written = json(text);
    expect(written.materials).toHaveLength(1);
    expect(written.animations[0]!.channels.map((c) => c.target.extensions?.KHR_animation_pointer?.pointer ?? c.target.path)).toEqual([
      '/materials/0/pbrMetallicRoughness/baseColorFactor',
      'translation',
    ]);
    const back = byName(gltfToClip(await readGltf(text)).value, 'materials/0/pbrMetallicRoughness.baseColorFactor');
    const times = [0, 0.25, 0.5, 1, 2];
    expect(Array.from(sample(back, times))).toEqual(Array.from(sample(color, times)));
  });

  it('warns about a pointer it cannot make a target for (a camera, a material index past 1023), and writes the rest', () => {
    const yfov = createTrack({ node: 'cameras/0/perspective', property: 'yfov', valueType: 'scalar', keys: [{ time: 0, value: 0.8 }, { time: 1, value: 0.4 }], extras: { gltf: { pointer: '/cameras/0/perspective/yfov' } } });
    const move = createTrack({ node: 'cam', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [0, 0, 0] }] });
    const far = createTrack({ node: 'materials/99999999', property: 'alphaCutoff', valueType: 'scalar', keys: [{ time: 0, value: 0.5 }], extras: { gltf: { pointer: '/materials/99999999/alphaCutoff' } } });
    const { value: doc, warnings } = gltfFromClip(createClip({ tracks: [yfov, move, far] }), { animationPointer: true });
    expect(warnings).toEqual([
      { code: 'track-dropped', message: 'it animates /cameras/0/perspective/yfov; gltfFromClip makes nodes and materials only, with their default-valued properties', path: 'cameras/0/perspective.yfov' },
      { code: 'track-dropped', message: 'it animates /materials/99999999/alphaCutoff; gltfFromClip makes materials 0 to 1023 at most', path: 'materials/99999999.alphaCutoff' },
    ]);
    expect(doc.document.getRoot().listMaterials()).toHaveLength(0);
  });

  it('points at one property once: a second track of the same node and property is left out, warned', async () => {
    const key = (value: number) => ({ time: 0, value });
    const first = createTrack({ name: 'door.open', node: 'door', property: 'open', valueType: 'scalar', keys: [key(1)] });
    const second = createTrack({ name: 'door.open#2', node: 'door', property: 'open', valueType: 'scalar', keys: [key(2)] });
    const { value: doc, warnings } = gltfFromClip(createClip({ tracks: [first, second] }), { animationPointer: true });
    expect(warnings).toEqual([{ code: 'track-dropped', message: "door.open already animates 'open' of door, and a pointer may target a property once", path: 'door.open#2' }]);
    await expectValid(await writeGltf(doc), 'once.glb');
    expect(doc.document.getRoot().listAnimations()[0]!.listChannels()).toHaveLength(1);
  });

  it('reads any pointer and extras.anim a file may hold: tracks that sample, or an AnimError (1,000 seeded files)', async () => {
    const text = new TextDecoder().decode(await writeGltf(gltfFromClip(lampClip(), { animationPointer: true }).value, { container: 'gltf' }));
    const pointer = fc.oneof(
      fc.constantFrom('/nodes/0/extras/a', '/nodes/1/extras/points~13~1center', '/nodes/9/extras/x', '/nodes/0/extras/', '/nodes/0/extras/~2', '/materials/0/alphaCutoff', '/nodes/0/translation', '/nodes/-1/extras/a', '/', ''),
      fc.string({ maxLength: 12 }).map((tail) => `/nodes/0/extras/${tail}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(pointer, fc.jsonValue({ maxDepth: 2 })), { minLength: 5, maxLength: 5 }), async (edits) => {
        const json = JSON.parse(text) as PointerJson;
        json.animations[0]!.channels.forEach((channel, c) => {
          const [to, anim] = edits[c]!;
          if (channel.target.path === 'pointer') channel.target.extensions = { KHR_animation_pointer: { pointer: to } };
          channel.extras = { anim };
        });
        const outcome = await readGltf(new TextEncoder().encode(JSON.stringify(json))).then(
          (doc) => {
            for (const track of gltfToClip(doc).value.tracks) sample(track, [0, 0.5, 1]);
            return undefined;
          },
          (e: unknown) => e,
        );
        expect(outcome === undefined || AnimError.isInstance(outcome)).toBe(true);
      }),
      { numRuns: 1000, seed: 20261127 },
    );
  });

  it('escapes and unescapes JSON pointer tokens as RFC 6901 says', () => {
    expect(escapeToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapeToken('a~1b~0c')).toBe('a/b~c');
    // '~01' is '~' then '1', not '/'
    expect(unescapeToken('~01')).toBe('~1');
    expect(nodeExtrasPointer('/nodes/12/extras/points~13~1center')).toEqual({ node: 12, property: 'points/3/center' });
    expect(nodeExtrasPointer('/nodes/1/extras/a/b')).toEqual({ node: 1, property: 'a/b' });
    expect(nodeExtrasPointer('/nodes/1/translation')).toBeUndefined();
  });

  it("ignores an extras.anim that is malformed or does not fit the accessor, field by field", () => {
    const plain = { name: undefined, valueType: 'vec2', unit: 'none', channel: undefined };
    expect(readPointerMeta(undefined, 2)).toEqual(plain);
    expect(readPointerMeta({ anim: 'visibility' }, 2)).toEqual(plain);
    expect(readPointerMeta({ anim: null }, 2)).toEqual(plain);
    // a bool needs one number per key, a colour three or four
    expect(readPointerMeta({ anim: { valueType: 'bool', unit: 'px' } }, 2)).toEqual(plain);
    expect(readPointerMeta({ anim: { valueType: 'color' } }, 2)).toEqual(plain);
    expect(readPointerMeta({ anim: { valueType: 'quat' } }, 4)).toEqual({ ...plain, valueType: 'vec4' });
    expect(readPointerMeta({ anim: { unit: 'parsec', kind: 'wobble', axis: 'q', name: 5 } }, 2)).toEqual(plain);
    expect(readPointerMeta({ anim: { unit: 'cm', kind: 'point', name: 'a/b' } }, 2)).toEqual({ ...plain, name: 'a/b', unit: 'cm', channel: { kind: 'point' } });
  });
});

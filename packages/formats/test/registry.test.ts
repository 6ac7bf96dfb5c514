import { readFileSync } from 'node:fs';
import { UnknownFormatError, type AnyFormatDescriptor, type FormatMeta } from '@anim/core';
import { gltfFormat } from '@anim/gltf';
import { describe, expect, it } from 'vitest';
import { convert, defineEntry, detect, entryById, formatEntries, formatFlags, loadFormats, readAny, type FormatEntry } from '../src/index.js';

const example = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../../examples/${path}`, import.meta.url)));

/** Every example file with the id of its format (`examples/<id>/…`). */
const EXAMPLES: readonly [string, string][] = [
  ['maya', 'maya/ha_seed_joint_chain.anim'],
  ['roto', 'roto/animated-shapes.nk'],
  ['animj', 'animj/godot_basic.animj'],
  ['animx', 'animx/godot_basic.animx'],
  ['mrtk', 'mrtk/v11-camera-only.bin'],
  ['prime', 'prime/mp1-v2-sparse.ANIM'],
  ['gltf', 'gltf/arm-wave.gltf'],
  ['unity', 'unity/door-open.anim'],
];

/** A toy list whose loads are counted, to see what detection and conversion load. */
function countingList(): { list: FormatEntry[]; loads: Map<string, number> } {
  const loads = new Map<string, number>();
  const list = formatEntries.map((e) =>
    defineEntry(e.meta, {
      packageName: e.packageName,
      corpus: e.corpus,
      extensions: e.extensions,
      outputExtension: e.outputExtension,
      load: () => {
        loads.set(e.id, (loads.get(e.id) ?? 0) + 1);
        return e.load();
      },
    }),
  );
  return { list, loads };
}

describe('formatEntries', () => {
  it('lists every format once, in display order, and each entry agrees with the descriptor it loads', async () => {
    expect(formatEntries.map((e) => e.id)).toEqual(['maya', 'roto', 'animj', 'animx', 'mrtk', 'prime', 'gltf', 'unity']);
    const loaded = await loadFormats();
    loaded.forEach((format, i) => {
      const entry = formatEntries[i]!;
      const meta: FormatMeta = entry.meta;
      expect(format.id).toBe(entry.id);
      for (const key of ['name', 'extensions', 'mimeTypes', 'binary', 'options'] as const) expect(format[key], `${entry.id}.${key}`).toBe(meta[key]);
      // the very function of the meta (read as property values: the sniffers do not use `this`)
      expect(Object.getOwnPropertyDescriptor(format, 'sniff')?.value, `${entry.id}.sniff`).toBe(Object.getOwnPropertyDescriptor(meta, 'sniff')?.value);
    });
  });

  it('loads each package once: the same descriptor on every call', async () => {
    const entry = entryById('maya');
    expect(await entry.load()).toBe(await entry.load());
  });

  it('names the output extension of each format (Prime ANIM, glTF glb) and the corpus folder', () => {
    const out = Object.fromEntries(formatEntries.map((e) => [e.id, [e.outputExtension, e.corpus]]));
    expect(out).toMatchObject({ prime: ['ANIM', 'prime'], gltf: ['glb', 'gltf'], maya: ['anim', 'maya'], animx: ['animx', 'animj/animx'] });
  });

  it('gives every format option as a --<id>-<flag> flag without loading any format', () => {
    const { list, loads } = countingList();
    const flags = formatFlags({ formats: list });
    expect(flags.map((f) => f.flag)).toContain('maya-time-unit');
    expect(flags.find((f) => f.flag === 'prime-version')).toMatchObject({ format: 'prime', key: 'version', numeric: true });
    expect(loads.size).toBe(0);
  });
});

describe('detect', () => {
  it('finds every example by content alone, loading nothing', () => {
    const { list, loads } = countingList();
    for (const [id, path] of EXAMPLES) expect(detect(example(path), { formats: list, name: '' })).toMatchObject({ format: { id }, by: 'content' });
    expect(loads.size).toBe(0);
  });

  it('falls back to the extension, Prime by its spelling .ANIM, and refuses a bare .anim', () => {
    const junk = new Uint8Array([0, 1, 2, 3]);
    expect(detect(junk, { name: 'walk.ANIM' })).toMatchObject({ format: { id: 'prime' }, by: 'extension' });
    expect(detect(junk, { name: 'face.glb' })).toMatchObject({ format: { id: 'gltf' }, by: 'extension' });
    expect(() => detect(junk, { name: 'walk.anim' })).toThrow(/fits maya, prime and unity/);
    expect(detect(junk, { forced: 'MRTK' })).toMatchObject({ format: { id: 'mrtk' }, by: 'forced' });
    expect(() => detect(junk, { name: 'x.txt' })).toThrow(UnknownFormatError);
  });
});

describe('readAny and convert', () => {
  it('readAny reads every example, loading only its format', async () => {
    for (const [id, path] of EXAMPLES) {
      const { list, loads } = countingList();
      const read = await readAny(example(path), { formats: list, name: path });
      expect(read.format.id).toBe(id);
      expect(read.format.summarize(read.document).tracks).toBeGreaterThan(0);
      expect([...loads.keys()]).toEqual([id]);
    }
  });

  it('convert loads the source and the target only, and the output reads as the target', async () => {
    const { list, loads } = countingList();
    const out = await convert(example('maya/ha_seed_joint_chain.anim'), { formats: list, to: 'unity' });
    expect([...loads.keys()].sort()).toEqual(['maya', 'unity']);
    expect(out.route).toBe('clip');
    expect(detect(out.bytes, { name: 'out.anim' })).toMatchObject({ format: { id: 'unity' }, by: 'content' });
    const back = await readAny(out.bytes, { from: 'unity' });
    expect(back.format.summarize(back.document).tracks).toBe(out.tracks);
  });

  it('convert writes a file back byte for byte when source and target are the same', async () => {
    const bytes = example('unity/door-open.anim');
    const out = await convert(bytes, { to: 'unity', name: 'door-open.anim' });
    expect(out.route).toBe('native');
    expect(out.bytes).toEqual(bytes);
  });
});

describe('the glTF entry', () => {
  /** arm-wave.gltf with a material using an extension glTF-Transform implements but @anim/gltf does not register. */
  function withEmissiveStrength(): Uint8Array {
    const json = JSON.parse(new TextDecoder().decode(example('gltf/arm-wave.gltf'))) as Record<string, unknown>;
    json.extensionsUsed = ['KHR_materials_emissive_strength'];
    json.materials = [{ name: 'glow', extensions: { KHR_materials_emissive_strength: { emissiveStrength: 5 } } }];
    return new TextEncoder().encode(JSON.stringify(json));
  }
  const written = async (format: AnyFormatDescriptor, bytes: Uint8Array): Promise<string> =>
    new TextDecoder().decode(await format.write(await format.read(bytes), { container: 'gltf' }));

  it('reads with every glTF-Transform extension, so a written file keeps them (the bare descriptor drops them)', async () => {
    const bytes = withEmissiveStrength();
    expect(await written(await entryById('gltf').load(), bytes)).toMatch(/"emissiveStrength": *5/);
    expect(await written(gltfFormat, bytes)).not.toContain('emissiveStrength');
  });
});

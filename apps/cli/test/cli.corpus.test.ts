/**
 * The BUILT `anim` binary on the third-party reference corpus (corpus suite, `pnpm test:corpus`): whole
 * corpus folders validated, and the cases that need a file only the corpus has (a roto script with
 * several RotoPaint nodes, a headerless 2019 MRTK recording, a .gltf with its buffer beside it, a Unity
 * clip written by Unity). The same commands on the repository's
 * own examples are in cli.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { anim, expectCode, makeTempDir } from './helpers.js';

/** The corpus folder of each format id (AnimJ and AnimX share one). */
const FOLDERS: Record<string, string> = {
  maya: 'maya',
  roto: 'roto',
  animj: 'animj/animj',
  animx: 'animj/animx',
  mrtk: 'mrtk',
  prime: 'prime',
  gltf: 'gltf',
  unity: 'unity',
};

function folderOf(id: string): string {
  const folder = FOLDERS[id];
  if (folder === undefined) throw new Error(`add the corpus folder of format '${id}' to FOLDERS in cli.corpus.test.ts`);
  return folder;
}

const ids = new Set(formats.map((f) => f.id));

describe.concurrent('anim on the reference corpus', () => {
  it.each(formats.map((f) => [f.id] as const))('validates the whole %s folder: files read as that format, every failure says why', async (id) => {
    const r = await anim(['validate', corpusDir(folderOf(id)), '--json']);
    const json = JSON.parse(r.stdout) as { ok: boolean; files: { file: string; ok: boolean; format: string | null; error?: { message: string } }[] };
    expect(r.code).toBe(json.ok ? 0 : 1);
    expect(json.files.filter((f) => f.ok && f.format === id).length).toBeGreaterThan(0);
    expect(json.files.filter((f) => !f.ok && (f.error?.message ?? '') === '')).toEqual([]);
  });

  if (ids.has('roto')) {
    it('info lists the per-node and per-shape facts of a roto script as tables', async () => {
      const [file] = corpusFiles('roto', /^nuke-config__flow_examples\.nk$/);
      const r = await anim(['info', corpusDir('roto') + file!]);
      expectCode(r, 0);
      expect(r.stdout).toMatch(/^nodes\s+4 \(listed below\)$/m);
      expect(r.stdout).toMatch(/^node\s+class\s+layers\s+curvegroups\s+cubiccurves\s+controlPoints$/m);
      expect(r.stdout).toMatch(/^RotoPaint1\s+RotoPaint\s+4\s+19\s+0\s+285$/m);
      expect(r.stdout).toMatch(/^node\s+path\s+kind\s+type\s+points\s+keyedFrames$/m);
      expect(r.stdout).toMatch(/^RotoPaint7\s+Root\/Rectangle2\s+curvegroup\s+bezier\s+7\s+105$/m);
      // A shape without keys shows '-' for its keyed frames.
      expect(r.stdout).toMatch(/^RotoPaint5\s+Root\/Ellipse10\s+curvegroup\s+bezier\s+4\s+-$/m);
    });
  }

  if (ids.has('gltf')) {
    it('reads a .gltf whose buffer is a .bin beside it, converts it to one .glb, and names the buffer it misses on standard input', async () => {
      const file = `${corpusDir('gltf')}Animation_Node_04.gltf`;
      const info = await anim(['info', file, '--json']);
      expectCode(info, 0);
      expect(JSON.parse(info.stdout)).toMatchObject({ format: 'gltf', tracks: 1 });
      const dir = makeTempDir();
      const out = join(dir, 'node04.glb');
      expectCode(await anim(['convert', file, out]), 0);
      const glb = readFileSync(out);
      // a GLB container (magic 'glTF', version 2) holding the animation, its buffer inside
      expect([glb.toString('latin1', 0, 4), glb.readUInt32LE(4)]).toEqual(['glTF', 2]);
      const back = await anim(['sample', out, '--times', '0,1,2', '--json']);
      const direct = await anim(['sample', file, '--times', '0,1,2', '--json']);
      const tracksOf = (stdout: string): unknown => (JSON.parse(stdout) as { tracks: unknown }).tracks;
      expect(tracksOf(back.stdout)).toEqual(tracksOf(direct.stdout));
      const piped = await anim(['info', '-', '--from', 'gltf'], { stdin: readFileSync(file) });
      expect(piped.code).toBe(1);
      expect(piped.stderr).toContain('Animation_Node_04.bin');
    });
  }

  if (ids.has('unity')) {
    it('tells a Unity clip from a Maya .anim by its content and converts it', async () => {
      const [name] = corpusFiles('unity', /Cube_Rotate\.anim$/);
      const file = corpusDir('unity') + name!;
      const info = await anim(['info', file, '--json']);
      expectCode(info, 0);
      expect(JSON.parse(info.stdout)).toMatchObject({ format: 'unity', detectedBy: 'content' });
      const out = join(makeTempDir(), 'cube.animj');
      const r = await anim(['convert', file, out]);
      expectCode(r, 0);
      expect(r.stderr).toContain('(unity) → ');
    });
  }

  if (ids.has('mrtk')) {
    it('reads a headerless 2019 MRTK recording with --from mrtk, and says so without it', async () => {
      const [name] = corpusFiles('mrtk', /\.bin$/, 'legacy-2019');
      const file = corpusDir('mrtk') + name!;
      const forced = await anim(['info', file, '--from', 'mrtk', '--json']);
      expectCode(forced, 0);
      expect(JSON.parse(forced.stdout)).toMatchObject({ format: 'mrtk', detectedBy: 'forced' });
      const guessed = await anim(['validate', file, '--json']);
      expect(guessed.code).toBe(1);
      const json = JSON.parse(guessed.stdout) as { files: { error: { code: string; message: string; location: unknown } }[] };
      expect(json.files[0]!.error).toMatchObject({ code: 'PARSE', location: { kind: 'offset', offset: 0 } });
      expect(json.files[0]!.error.message).toContain('read with --from mrtk');
    });
  }
});

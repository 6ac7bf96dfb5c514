/**
 * `anim plot` on reference files (corpus suite): a Prime file of 14 tracks to PNG draws bone5 and
 * bone6 (the 11th track on) in their colours, pixels read back; a 30,008-track Nuke gizmo gives an
 * SVG under 8 MB that says how many tracks it left out, and `info` prints its whole table.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '@anim/test-utils';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { trackColor } from '../src/plot/svg.js';
import { anim, expectCode, makeTempDir } from './helpers.js';

/** Pixels (left of x = 100 excluded: the legend's swatches) of `hex` blended with white, at least half covered. */
function pixelsOf(png: PNG, hex: string): number {
  const colour = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 100; x < png.width; x++) {
      const p = (y * png.width + x) * 4;
      const alpha = (255 - png.data[p + 1]!) / (255 - colour[1]!);
      if (alpha < 0.5 || alpha > 1.05) continue;
      if (colour.every((c, k) => Math.abs(png.data[p + k]! - (alpha * c + (1 - alpha) * 255)) <= 6)) count++;
    }
  }
  return count;
}

describe.concurrent('plot on reference files', () => {
  it('mp2-v2-scale.ANIM to PNG draws every track, bone5 and bone6 included', async () => {
    const file = join(corpusDir('prime'), 'mp2-v2-scale.ANIM');
    const dir = makeTempDir();
    const out = join(dir, 'p.png');
    const r = await anim(['plot', file, '-o', out]);
    expectCode(r, 0);
    const json = JSON.parse((await anim(['info', file, '--json'])).stdout) as { trackList: { name: string }[] };
    const names = json.trackList.map((t) => t.name);
    expect(names.filter((n) => /^bone[56]\//.test(n)).length).toBeGreaterThan(0);
    const png = PNG.sync.read(readFileSync(out));
    const drawn = names.map((name, i) => ({ name, drawn: pixelsOf(png, trackColor(i)) > 20 }));
    expect(drawn).toEqual(names.map((name) => ({ name, drawn: true })));
  });
  it('a 30,008-track gizmo: an SVG under 8 MB saying what it left out, and info prints every track', async () => {
    const file = join(corpusDir('roto'), 'NukeSurvivalToolkit_publicRelease__NST_LensEngine.gizmo');
    const dir = makeTempDir();
    const out = join(dir, 'p.svg');
    const r = await anim(['plot', file, '-o', out]);
    expectCode(r, 0);
    expect(statSync(out).size).toBeLessThan(8 * 1024 * 1024);
    const svg = readFileSync(out, 'utf8');
    const drawn = svg.match(/<path class="track"/g)!.length;
    expect(r.stderr).toContain(`drew the first ${drawn} of 30008 numeric tracks; ${30008 - drawn} left out`);
    expect(svg).toContain(`${30008 - drawn} of 30008 tracks left out (not drawn)`);
    const info = await anim(['info', file]);
    expectCode(info, 0);
    expect(info.stdout).toMatch(/^tracks +30008 \(core-model tracks/m);
    const heading = info.stdout.split('\n').findIndex((l) => /^track\s+type\s+unit\s+keys/.test(l));
    expect(info.stdout.split('\n').slice(heading + 1).filter((l) => l.trim() !== '')).toHaveLength(30008);
  }, 120_000);
});

/**
 * `anim plot` at size and in PNG: the picture holds what it can show (curves reduced to the pixel
 * columns, the first tracks drawn and the rest counted), an SVG stays under 8 MB whatever the input,
 * and the PNG really draws every drawn track in its colour (pixels read back with pngjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTrack, type Track } from '@anim/core';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decimateToColumns } from '../src/plot/decimate.js';
import { MAX_POINTS, PLOT_DEFAULTS, renderPlot, trackColor } from '../src/plot/svg.js';
import { animIn, useTempDir } from './helpers.js';
import { toyFormat } from './toy-format.js';

const dir = useTempDir();

/** `count` tracks of `keys` linear keys each, values from a seeded generator (noisy curves). */
function noisyTracks(count: number, keys: number, valueType: 'scalar' | 'vec3'): Track[] {
  let seed = 7;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const n = valueType === 'vec3' ? 3 : 1;
  return Array.from({ length: count }, (_, i) =>
    createTrack({
      node: `node${i}`,
      property: 'translate',
      valueType,
      unit: 'cm',
      keys: Array.from({ length: keys }, (_, k) => ({
        time: k / 24,
        value: n === 1 ? next() * 100 : Array.from({ length: n }, () => next() * 100),
        interpolation: 'linear' as const,
      })),
    }),
  );
}

const options = { start: 0, end: 400 / 24, ...PLOT_DEFAULTS, title: 'big' };

describe('plot at size', () => {
  it('keeps an SVG of 1,000 noisy vec3 tracks of 400 keys under 8 MB, draws the first tracks and says how many are left out', () => {
    const tracks = noisyTracks(1000, 400, 'vec3');
    const { svg, drawn, leftOut } = renderPlot(tracks, options);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(8 * 1024 * 1024);
    expect(drawn + leftOut).toBe(1000);
    expect(drawn).toBeGreaterThan(10);
    expect(leftOut).toBeGreaterThan(0);
    expect(svg.match(/<path class="track"/g)).toHaveLength(drawn);
    expect(svg).toContain(`data-track="node${drawn - 1}.translate"`);
    expect(svg).not.toContain(`data-track="node${drawn}.translate"`);
    expect(svg).toContain(`${leftOut} of 1000 tracks left out (not drawn)`);
  });
  it('draws at most MAX_POINTS curve points, four per pixel column per curve', () => {
    const tracks = noisyTracks(200, 5000, 'scalar');
    const { svg, drawn } = renderPlot(tracks, { ...options, end: 5000 / 24 });
    const points = (svg.match(/<path class="track"[^>]* d="([^"]*)"/g) ?? []).map((p) => (p.match(/[ML]/g) ?? []).length);
    expect(points).toHaveLength(drawn);
    const columns = PLOT_DEFAULTS.width - 72 - 24;
    for (const n of points) expect(n).toBeLessThanOrEqual(4 * (columns + 1));
    expect(points.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_POINTS);
  });
  it('cuts a huge track name in the picture', () => {
    const [track] = noisyTracks(1, 10, 'scalar');
    const long = { ...track!, name: 'n'.repeat(100_000) };
    const { svg } = renderPlot([long], options);
    expect(svg.length).toBeLessThan(100_000);
  });
  it('the CLI says on stderr how many tracks it left out', async () => {
    const lines = ['#toy 1'];
    for (let i = 0; i < 150; i++) lines.push(`track n${i}.tx scalar cm constant constant`, `key 0 linear ${i}`, `key 1 linear ${i + 1}`);
    const src = join(dir(), 'many.toy');
    await import('node:fs/promises').then((fs) => fs.writeFile(src, `${lines.join('\n')}\n`));
    const r = await animIn(['plot', src, '-o', join(dir(), 'many.svg')], { formats: [toyFormat] });
    expect(r.code).toBe(0);
    const svg = readFileSync(join(dir(), 'many.svg'), 'utf8');
    const drawn = svg.match(/<path class="track"/g)!.length;
    expect(r.stdout).toContain(`(${drawn} tracks,`);
    expect(r.stderr).toContain(`drew the first ${drawn} of 150 numeric tracks; ${150 - drawn} left out`);
  });
});

describe('decimateToColumns', () => {
  it('keeps the first, lowest, highest and last point of each column, in time order', () => {
    const times = [0, 0.1, 0.2, 0.3, 1.0, 1.5];
    const values = [5, 9, 1, 4, 7, 3];
    expect(decimateToColumns(times, values, 1, 0, (t) => t)).toEqual([
      [0, 5], [0.1, 9], [0.2, 1], [0.3, 4], [1, 7], [1.5, 3],
    ]);
    const more = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
    expect(decimateToColumns(more, [5, 9, 6, 1, 2, 4], 1, 0, (t) => t)).toEqual([[0, 5], [0.1, 9], [0.3, 1], [0.5, 4]]);
  });
  it('keeps every column extreme and at most four points per column (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 300 }), fc.integer({ min: 1, max: 50 }), (values, columns) => {
        const times = values.map((_, i) => i / values.length);
        const column = (t: number): number => t * columns;
        const kept = decimateToColumns(times, values, 1, 0, column);
        const byColumn = new Map<number, number[]>();
        times.forEach((t, i) => byColumn.set(Math.floor(column(t)), [...(byColumn.get(Math.floor(column(t))) ?? []), values[i]!]));
        for (const [c, vs] of byColumn) {
          const here = kept.filter(([t]) => Math.floor(column(t)) === c).map(([, v]) => v);
          expect(here.length).toBeLessThanOrEqual(4);
          expect(Math.min(...here)).toBe(Math.min(...vs));
          expect(Math.max(...here)).toBe(Math.max(...vs));
          expect(here[0]).toBe(vs[0]);
          expect(here[here.length - 1]).toBe(vs[vs.length - 1]);
        }
      }),
    );
  });
});

describe('plot to PNG', () => {
  it('draws the 11th and later tracks in their colours (pixels read back)', async () => {
    const lines = ['#toy 1'];
    for (let i = 0; i < 14; i++) lines.push(`track n${i}.tx scalar cm constant constant`, `key 0 linear ${i * 10 + 5}`, `key 1 linear ${i * 10 + 5}`);
    const src = join(dir(), 'fourteen.toy');
    await import('node:fs/promises').then((fs) => fs.writeFile(src, `${lines.join('\n')}\n`));
    const out = join(dir(), 'fourteen.png');
    const r = await animIn(['plot', src, '-o', out, '--height', '400'], { formats: [toyFormat] });
    expect(r.code).toBe(0);
    const png = PNG.sync.read(readFileSync(out));
    const panelBottom = 36 + 400 - 40;
    // a pixel of a track's line: its colour blended with the white background, at least half covered
    const near = (index: number): number => {
      const hex = trackColor(index);
      const colour = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      let count = 0;
      for (let y = 36; y < panelBottom; y++) {
        for (let x = 80; x < png.width - 32; x++) {
          const p = (y * png.width + x) * 4;
          const alpha = (255 - png.data[p + 1]!) / (255 - colour[1]!);
          if (alpha < 0.5 || alpha > 1.05) continue;
          if (colour.every((c, k) => Math.abs(png.data[p + k]! - (alpha * c + (1 - alpha) * 255)) <= 6)) count++;
        }
      }
      return count;
    };
    for (let i = 0; i < 14; i++) expect({ track: i, pixels: near(i) > 300 }).toEqual({ track: i, pixels: true });
  });
  it('gives every track a hex colour (resvg draws no hsl())', () => {
    for (let i = 0; i < 200; i++) expect(trackColor(i)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

/**
 * What a new user trips over (issue #31): counts that agree and say what they count, an assumed
 * frame rate said to be assumed, `sample` and `plot` failing alike on nothing to show, and `.ANIM`
 * (Prime's spelling) choosing Prime. Run in process with the real format packages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { groupWarnings } from '../src/warnings.js';
import { animIn, EXAMPLES, useTempDir } from './helpers.js';
import { toyFormat } from './toy-format.js';

const dir = useTempDir();
const ROTO = join(EXAMPLES, 'roto', 'animated-shapes.nk');

describe('counts', () => {
  it('a grouped warning counts the track names it lists, also when one warning names several tracks', () => {
    const lines = groupWarnings([
      { code: 'value-type-changed', message: 'carried as one vec3', path: 'a.tx, a.ty, a.tz' },
      { code: 'value-type-changed', message: 'carried as one vec3', path: 'b.tx, b.ty, b.tz' },
      { code: 'value-type-changed', message: 'carried as one vec3', path: 'c.sx, c.sy' },
    ]);
    expect(lines).toEqual(['carried as one vec3 [value-type-changed] (8 tracks: a.tx, a.ty, a.tz, b.tx, …)']);
  });
  it("info's tracks line is the core model's count, its table has that many rows, and the file's own count is labelled", async () => {
    const r = await animIn(['info', ROTO], { formats });
    expect(r.code).toBe(0);
    const json = JSON.parse((await animIn(['info', ROTO, '--json'], { formats })).stdout) as {
      tracks: number;
      keyframes: number;
      counted: string;
      fileCounts: { tracks: number; keyframes: number };
      trackList: unknown[];
    };
    expect(json.counted).toBe('model');
    expect(json.tracks).toBe(json.trackList.length);
    expect(json.fileCounts.tracks).not.toBe(json.tracks); // this script's curves are x and y of 2D points
    expect(r.stdout).toMatch(new RegExp(`^tracks +${json.tracks} \\(core-model tracks, one per animated property: the table below\\)$`, 'm'));
    expect(r.stdout).toMatch(new RegExp(`^keyframes +${json.keyframes} \\(keys of those tracks\\)$`, 'm'));
    expect(r.stdout).toMatch(new RegExp(`^in the file +${json.fileCounts.tracks} curves, ${json.fileCounts.keyframes} keys \\(as the roto file counts them\\)$`, 'm'));
    expect(r.stdout).not.toMatch(/^model /m);
  });
  it('info of a file whose curves convert to no track says so instead of pointing at a table', async () => {
    const lines = ['#toy 1', 'track a.b string none constant constant'];
    const src = join(dir(), 'none.toy');
    writeFileSync(src, `${lines.join('\n')}\n`);
    const r = await animIn(['info', src], { formats: [{ ...toyFormat, summarize: () => ({ tracks: 1, keyframes: 8 }), toClip: () => ({ value: { name: '', tracks: [], extras: {} }, warnings: [] }) }] });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^tracks +0 \(core-model tracks: none of the file's curves converts; anim validate says why\)$/m);
    expect(r.stdout).not.toContain('table below');
  });
});

describe('an assumed frame rate', () => {
  it('info says the fps is assumed when the script has no fps knob', async () => {
    const src = join(dir(), 'no-fps.nk');
    writeFileSync(src, readFileSync(ROTO, 'utf8').replace(/^ fps 24\n/m, ''));
    const r = await animIn(['info', src], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^fps +24 \(assumed: the script has no fps knob; 24 frames per second assumed\)$/m);
    expect(r.stdout).toMatch(/^duration +[\d.]+ s \(at an assumed frame rate\)$/m);
    expect(JSON.parse((await animIn(['info', src, '--json'], { formats })).stdout)).toMatchObject({ frameRateAssumed: true });
    const stated = await animIn(['info', ROTO], { formats });
    expect(stated.stdout).toMatch(/^fps +24$/m);
  });
});

describe('nothing to show', () => {
  it('sample and plot both fail with a message and exit 1 on a clip with no track', async () => {
    const src = join(dir(), 'empty.toy');
    writeFileSync(src, '#toy 1\n');
    const sampled = await animIn(['sample', src, '--times', '0'], { formats: [toyFormat] });
    expect({ code: sampled.code, stdout: sampled.stdout }).toEqual({ code: 1, stdout: '' });
    expect(sampled.stderr).toContain('nothing to sample');
    const plotted = await animIn(['plot', src, '-o', join(dir(), 'e.svg')], { formats: [toyFormat] });
    expect(plotted.code).toBe(1);
    expect(plotted.stderr).toContain('nothing to plot');
  });
});

describe('.ANIM', () => {
  it('convert x.gltf out.ANIM writes Prime (its spelling in every game file); .anim still asks', async () => {
    const src = join(EXAMPLES, 'gltf', 'arm-wave.gltf');
    const r = await animIn(['convert', src, join(dir(), 'out.ANIM')], { formats });
    expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
    const info = JSON.parse((await animIn(['info', join(dir(), 'out.ANIM'), '--json'], { formats })).stdout) as { format: string };
    expect(info.format).toBe('prime');
    const lower = await animIn(['convert', src, join(dir(), 'out.anim')], { formats });
    expect(lower.code).toBe(2);
    expect(lower.stderr).toContain('use --to <format>');
  });
});

describe('float32 values', () => {
  it('formatFloat32 gives the shortest decimal that reads back to the same float32 (property)', async () => {
    const { formatFloat32 } = await import('../src/stats.js');
    const fc = (await import('fast-check')).default;
    expect(formatFloat32(Math.fround(160.000002))).toBe('160');
    expect(formatFloat32(Math.fround(0.1))).toBe('0.1');
    expect(formatFloat32(-0)).toBe('0');
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (f) => {
        const text = formatFloat32(f);
        expect(Math.fround(Number(text))).toBe(f + 0);
        const digits = significantDigits(text);
        // one digit fewer no longer reads back (shortest), unless a single digit already does
        expect(digits > 1 ? Math.fround(Number(Math.fround(f).toPrecision(digits - 1))) : NaN).not.toBe(f + 0);
      }),
    );
  });
  it('formatFloat32 (core digits, laid out by the CLI) prints what the toPrecision search prints, for any float32 (property)', async () => {
    const { formatFloat32 } = await import('../src/stats.js');
    const fc = (await import('fast-check')).default;
    const byText = (f: number): string => {
      if (f === 0) return '0';
      for (let digits = 1; digits <= 9; digits++) {
        const candidate = Number(f.toPrecision(digits));
        if (Math.fround(candidate) === f) return String(candidate);
      }
      return String(f);
    };
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (f) => {
        expect(formatFloat32(f)).toBe(byText(f));
      }),
      { numRuns: 20_000 },
    );
  });
  it('sample prints a float32 track (glTF) without float noise, in text, CSV and JSON', async () => {
    const src = join(EXAMPLES, 'gltf', 'arm-wave.gltf');
    const gltf = formats.find((f) => f.id === 'gltf')!;
    const clip = (gltf.toClip!(await gltf.read(new Uint8Array(readFileSync(src)))) as { value: { tracks: { name: string; values: ArrayLike<number> }[] } }).value;
    const float32 = clip.tracks.filter((t) => t.values instanceof Float32Array).map((t) => t.name);
    expect(float32.length).toBeGreaterThan(0);
    const names = float32.join(',');
    const text = await animIn(['sample', src, '--fps', '7', '--tracks', names], { formats });
    const csv = await animIn(['sample', src, '--fps', '7', '--csv', '--tracks', names], { formats });
    const json = await animIn(['sample', src, '--fps', '7', '--json', '--tracks', names], { formats });
    expect([text.code, csv.code, json.code]).toEqual([0, 0, 0]);
    // every value is the shortest decimal of a float32: it reads back to it, with at most 9 digits
    const tracks = (JSON.parse(json.stdout) as { tracks: { values: (number | null)[][] }[] }).tracks;
    const values = tracks.flatMap((t) => t.values.flat());
    // CSV: one row per time, the tracks' components side by side
    const rows = csv.stdout.trim().split('\n').slice(1).map((row) => row.split(',').slice(1));
    const widths = tracks.map((t) => t.values[0]!.length);
    const offsets = widths.map((_, k) => widths.slice(0, k).reduce((a, b) => a + b, 0));
    const cells = tracks.flatMap((_, k) => rows.flatMap((row) => row.slice(offsets[k], offsets[k]! + widths[k]!)));
    const words = text.stdout.split('\n').filter((l) => l.startsWith('  ')).flatMap((l) => l.trim().split(/ +/).slice(1));
    expect(values.length).toBeGreaterThan(10);
    expect(cells).toHaveLength(values.length);
    expect(words).toHaveLength(values.length);
    for (const [i, v] of values.entries()) {
      expect(v).not.toBeNull();
      expect({ csv: cells[i], text: words[i] }).toEqual({ csv: String(v), text: String(v) });
      expect(significantDigits(String(v))).toBeLessThanOrEqual(9);
      const digits = significantDigits(String(v));
      expect(digits > 1 ? Math.fround(Number(v!.toPrecision(digits - 1))) : NaN).not.toBe(Math.fround(v!));
    }
  });
});

/** Significant digits of a decimal: sign, exponent, point, leading and trailing zeros left out. */
function significantDigits(text: string): number {
  return text.replace(/^-/, '').replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length || 1;
}

describe('the conversion matrix says what it counts', () => {
  it('anim formats counts tracks as anim info does, and says so', async () => {
    const r = await animIn(['formats'], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('tracks carried with the source values / tracks in the file');
    expect(r.stdout).toContain('counted as `anim info` counts them');
    // the Maya joint chain that `anim info` counts as 8 tracks reads 8/8 written back to Maya
    expect(r.stdout).toMatch(/maya\/ha_seed_joint_chain\.anim\s*\S?\s*8\/8/);
  });
});

/**
 * In-process tests of `run()` with two tiny test formats (test/toy-format.ts): every command's logic,
 * detection, batch bookkeeping and exit codes, independent of which real format packages have landed.
 * The e2e tests run the built binary on the repository's examples (cli.test.ts) and on the reference
 * corpus (cli.corpus.test.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { animIn, useTempDir } from './helpers.js';
import { toy2Format, toyFormat, TOY_SAMPLE, TOY_SUSPICIOUS } from './toy-format.js';

const formats = [toyFormat, toy2Format];
const dir = useTempDir();

function put(name: string, text: string): string {
  const path = join(dir(), name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe('no format available', () => {
  it('says so for info and exits 1', async () => {
    const r = await animIn(['info', put('a.toy', TOY_SAMPLE)], { formats: [] });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no format is available for this input');
    expect(r.stderr).toContain('a.toy');
  });
  it('lists no formats', async () => {
    const r = await animIn(['formats', '--json'], { formats: [] });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ formats: [], matrix: {} });
  });
});

describe('info', () => {
  it('prints a summary and a track table', async () => {
    const r = await animIn(['info', put('a.toy', TOY_SAMPLE)], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/format\s+toy \(Toy curves\), detected by content/);
    expect(r.stdout).toMatch(/tracks\s+2/);
    expect(r.stdout).toMatch(/keyframes\s+5/);
    expect(r.stdout).toMatch(/joint1\.rotateX\s+scalar\s+deg\s+3\s+0\s+2\s+linear,bezier/);
  });
  it('boxes the table on a terminal', async () => {
    const r = await animIn(['info', put('a.toy', TOY_SAMPLE)], { formats, tty: true });
    expect(r.stdout).toContain('┌');
  });
  it('--json gives the summary and per-track facts', async () => {
    const r = await animIn(['info', put('a.toy', TOY_SAMPLE), '--json'], { formats });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ format: 'toy', detectedBy: 'content', version: '1', tracks: 2, keyframes: 5, duration: null });
    expect(json.trackList).toEqual([
      expect.objectContaining({ name: 'joint1.rotateX', keyframes: 3, start: 0, end: 2, unit: 'deg', interpolations: ['linear', 'bezier'] }),
      expect.objectContaining({ name: 'joint1.translate', valueType: 'vec3', components: 3, postExtrapolation: 'linear' }),
    ]);
  });
  it('reads standard input', async () => {
    const r = await animIn(['info', '-', '--json'], { formats, stdin: TOY_SAMPLE });
    expect(JSON.parse(r.stdout)).toMatchObject({ file: '<stdin>', format: 'toy' });
  });
  it('detects by extension when the content does not sniff, and reports the parse error with its location', async () => {
    const r = await animIn(['info', put('bad.t2', 'nope')], { formats });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("bad.t2: toy2: byte 0: expected '#toy2'");
  });
  it('refuses to guess between two formats sharing an extension', async () => {
    const r = await animIn(['info', put('x.toy', 'garbage')], { formats });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.toy fits toy and toy2: use --from <format>');
  });
  it('--from forces a format; an unknown id is a usage error', async () => {
    const path = put('x.toy', 'garbage');
    const forced = await animIn(['info', path, '--from', 'toy'], { formats });
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain('toy: line 1, column 1: expected');
    const unknown = await animIn(['info', path, '--from', 'nope'], { formats });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("argument 'nope' is invalid");
  });
  it('exits 1 for a missing file', async () => {
    const r = await animIn(['info', join(dir(), 'missing.toy')], { formats });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no such file or directory');
  });
});

describe('sample', () => {
  it('--json has the contract shape, evaluated by the core model', async () => {
    const r = await animIn(['sample', put('a.toy', TOY_SAMPLE), '--times', '0,0.5,1.5,3', '--json'], { formats });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { format: string; tracks: { name: string; values: number[][]; times: number[] }[] };
    expect(json.format).toBe('toy');
    expect(json.tracks[0]).toEqual({ name: 'joint1.rotateX', valueType: 'scalar', unit: 'deg', times: [0, 0.5, 1.5, 3], values: [[0], [45], [67.5], [45]] });
    // vec3 with linear post-extrapolation continues the slope
    expect(json.tracks[1]!.values).toEqual([[0, 0, 0], [0.5, 1, 1.5], [1.5, 3, 4.5], [3, 6, 9]]);
  });
  it('--fps samples the key range, --csv has one column per component', async () => {
    const r = await animIn(['sample', put('a.toy', TOY_SAMPLE), '--fps', '2', '--csv', '--tracks', '*translate'], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      'time,joint1.translate.x,joint1.translate.y,joint1.translate.z',
      '0,0,0,0',
      '0.5,0.5,1,1.5',
      '1,1,2,3',
      '1.5,1.5,3,4.5',
      '2,2,4,6',
    ]);
  });
  it('honours --start/--end and prints text by default', async () => {
    const r = await animIn(['sample', put('a.toy', TOY_SAMPLE), '--fps', '1', '--start', '1', '--end', '2', '--tracks', 'rotate'], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('joint1.rotateX (scalar, deg)');
    expect(r.stdout).toMatch(/\s1 {2}90\n\s+2 {2}45/);
  });
  it.each([
    [['--times', '1', '--fps', '2']],
    [[]],
    [['--times', 'a,b']],
    [['--fps', '0']],
    [['--times', '1', '--json', '--csv']],
  ])('usage error %j exits 2', async (extra) => {
    const r = await animIn(['sample', put('a.toy', TOY_SAMPLE), ...extra], { formats });
    expect(r.code).toBe(2);
  });
  it('exits 1 when the format has no core-model adapter', async () => {
    const r = await animIn(['sample', put('a.t2', '#toy2'), '--times', '0'], { formats });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('toy2 cannot be converted to the core model');
  });
});

describe('validate', () => {
  it('passes good files, reports semantic warnings, fails bad ones with their location', async () => {
    put('v/good.toy', TOY_SAMPLE);
    put('v/odd.toy', TOY_SUSPICIOUS);
    put('v/bad.toy', '#toy 1\ntrack a.b scalar none constant constant\nkey 0 linear 1\noops\n');
    const r = await animIn(['validate', join(dir(), 'v')], { formats, cwd: dir() });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('v/good.toy: ok (toy)');
    expect(r.stdout).toContain('v/odd.toy: ok (toy, 4 warning(s))');
    expect(r.stderr).toContain('v/bad.toy: error: toy: line 4, column 1: expected');
    for (const code of ['times-not-increasing', 'non-finite-value', 'empty-track', 'quaternion-not-unit']) expect(r.stderr).toContain(code);
    expect(r.stdout).toContain('3 file(s): 2 ok, 1 failed');
  });
  it('exits 0 when every file reads, and 1 with --strict when there are warnings', async () => {
    const odd = put('odd.toy', TOY_SUSPICIOUS);
    expect((await animIn(['validate', odd], { formats })).code).toBe(0);
    const strict = await animIn(['validate', odd, '--strict', '--json'], { formats });
    expect(strict.code).toBe(1);
    const json = JSON.parse(strict.stdout) as { ok: boolean; files: { ok: boolean; warnings: { code: string; path: string }[] }[] };
    expect(json.ok).toBe(false);
    expect(json.files[0]!.warnings.map((w) => [w.code, w.path])).toEqual([
      ['times-not-increasing', 'a.back'],
      ['non-finite-value', 'a.nan'],
      ['empty-track', 'a.empty'],
      ['quaternion-not-unit', 'a.q'],
    ]);
  });
  it('--json carries the error location; an unmatched glob fails', async () => {
    const bad = put('bad.toy', '#toy 1\nbad\n');
    const r = await animIn(['validate', bad, join(dir(), 'none-*.toy'), '--json'], { formats });
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { files: { file: string; error?: { code: string; location?: unknown } }[] };
    expect(json.files.map((f) => f.error?.code)).toEqual(['ENOENT', 'PARSE']);
    expect(json.files[1]!.error!.location).toEqual({ kind: 'text', line: 2, column: 1, offset: 7 });
  });
});

describe('convert (single)', () => {
  it('writes the native document back for same format without transforms', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['convert', src, join(dir(), 'b.toy'), '--to', 'toy'], { formats });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('written back natively');
    expect(readFileSync(join(dir(), 'b.toy'), 'utf8')).toBe(TOY_SAMPLE);
  });
  it('goes through the core model when a transform is asked, printing loss warnings', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['convert', src, join(dir(), 'b.toy'), '--to', 'toy', '--units', 'rad,m'], { formats });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('warning: ');
    expect(r.stderr).toContain('joint1.rotateX: Bézier segment written as linear [interpolation-changed]');
    const out = readFileSync(join(dir(), 'b.toy'), 'utf8');
    expect(out).toContain('track joint1.rotateX scalar rad');
    expect(out).toContain(`key 1 linear ${Math.PI / 2}`);
    expect(out).toContain('key 2 linear 0.02 0.04 0.06');
  });
  it('--strict turns loss warnings into exit 1 and leaves no output', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const out = join(dir(), 'b.toy');
    const r = await animIn(['convert', src, out, '--to', 'toy', '--fps', '4', '--strict'], { formats });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('strict mode');
    expect(existsSync(out)).toBe(false);
  });
  it('bakes with --fps', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['convert', src, '-', '--to', 'toy', '--fps', '2', '-q'], { formats });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('key'));
    expect(lines.slice(0, 5)).toEqual(['key 0 linear 0', 'key 0.5 linear 45', 'key 1 linear 90', 'key 1.5 linear 67.5', 'key 2 linear 45']);
  });
  it('--simplify removes keys that the tolerance allows', async () => {
    const src = put('line.toy', '#toy 1\ntrack a.b scalar none constant constant\nkey 0 linear 0\nkey 1 linear 1.001\nkey 2 linear 2\n');
    const loose = await animIn(['convert', src, '-', '--to', 'toy', '--simplify', '0.01', '-q'], { formats });
    expect(loose.code).toBe(0);
    expect(loose.stdout.split('\n').filter((l) => l.startsWith('key'))).toEqual(['key 0 linear 0', 'key 2 linear 2']);
    const tight = await animIn(['convert', src, '-', '--to', 'toy', '--simplify', '0.0001', '-q'], { formats });
    expect(tight.stdout.split('\n').filter((l) => l.startsWith('key'))).toHaveLength(3);
  });
  it('refuses an existing output without --force, replaces it with --force, never overwrites the input', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const out = put('b.toy', 'keep me');
    const refused = await animIn(['convert', src, out, '--to', 'toy'], { formats });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('output exists (use --force to replace it)');
    expect(readFileSync(out, 'utf8')).toBe('keep me');
    expect((await animIn(['convert', src, out, '--force', '--to', 'toy'], { formats })).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(TOY_SAMPLE);
    const self = await animIn(['convert', src, src, '--force', '--to', 'toy'], { formats });
    expect(self.code).toBe(1);
    expect(self.stderr).toContain('refusing to overwrite an input file');
  });
  it('a failed conversion with --force keeps the existing output intact', async () => {
    const src = put('bad.toy', '#toy 1\nnope\n');
    const out = put('out.toy', TOY_SAMPLE);
    const r = await animIn(['convert', src, out, '--from', 'toy', '--to', 'toy', '--force'], { formats });
    expect(r.code).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe(TOY_SAMPLE);
    expect(readdirSync(dir()).sort()).toEqual(['bad.toy', 'out.toy']);
  });
  it('a failed conversion leaves no file behind', async () => {
    const src = put('bad.toy', '#toy 1\nnope\n');
    const out = join(dir(), 'out.toy');
    const r = await animIn(['convert', src, out, '--from', 'toy', '--to', 'toy'], { formats });
    expect(r.code).toBe(1);
    expect(readdirSync(dir()).sort()).toEqual(['bad.toy']);
  });
  it('an output extension shared by two formats follows the input format', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['convert', src, join(dir(), 'b.toy')], { formats });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('(toy) → ');
    expect(r.stderr).toContain('written back natively');
  });
  it('reads stdin and writes stdout', async () => {
    const r = await animIn(['convert', '-', '-', '--to', 'toy', '-q'], { formats, stdin: TOY_SAMPLE });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(TOY_SAMPLE);
    expect(r.stderr).toBe('');
  });
  it.each([
    [['a.toy'], 'needs an input and an output'],
    [['a.toy', 'b.toy', 'c.toy'], 'got 3 paths'],
    [['a.toy', '-'], "needs --to"],
    [['a.toy', 'b.unknown'], 'cannot tell the output format'],
    [['*.toy', 'b.toy', '--to', 'toy'], 'is a pattern'],
    [['a.toy', '--out-dir', 'o'], 'needs --to'],
    [['a.toy', 'b.toy', '--jobs', '0'], "'0' must be a whole number"],
    [['a.toy', 'b.toy', '--units', 'parsec'], "unknown unit 'parsec'"],
  ])('usage error: convert %j', async (args, message) => {
    const r = await animIn(['convert', ...args], { formats, cwd: dir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('convert (batch)', () => {
  it('converts a glob into --out-dir, keeps going past bad files, skips existing outputs, summarises', async () => {
    put('shots/a.toy', TOY_SAMPLE);
    put('shots/deep/b.toy', TOY_SAMPLE);
    put('shots/deep/bad.toy', '#toy 1\n???\n');
    put('out/a.toy', 'old');
    const r = await animIn(['convert', 'shots/**/*.toy', '--from', 'toy', '--to', 'toy', '--units', 'm', '--out-dir', 'out'], {
      formats,
      cwd: dir(),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('skip shots/a.toy');
    expect(r.stdout).toMatch(/ok {3}shots\/deep\/b\.toy → .*out\/deep\/b\.toy/);
    expect(r.stderr).toContain('FAIL shots/deep/bad.toy: toy: line 2, column 1');
    expect(r.stdout).toContain('converted 1, skipped 1, failed 1, warnings 1');
    expect(readFileSync(join(dir(), 'out/a.toy'), 'utf8')).toBe('old');
    expect(readFileSync(join(dir(), 'out/deep/b.toy'), 'utf8')).toContain('track joint1.translate vec3 m');
    expect(existsSync(join(dir(), 'out/deep/bad.toy'))).toBe(false);
  });
  it('recurses into directories and exits 0 when all succeed; --force replaces', async () => {
    put('in/x.toy', TOY_SAMPLE);
    put('in/sub/y.toy', TOY_SAMPLE);
    put('in/notes.txt', 'ignored');
    put('o/x.toy', 'old');
    const r = await animIn(['convert', 'in', '--to', 'toy', '--out-dir', 'o', '--force'], { formats, cwd: dir() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('converted 2, skipped 0, failed 0, warnings 0');
    expect(readFileSync(join(dir(), 'o/x.toy'), 'utf8')).toBe(TOY_SAMPLE);
    expect(readFileSync(join(dir(), 'o/sub/y.toy'), 'utf8')).toBe(TOY_SAMPLE);
  });
  it('does not take the outputs of an earlier run inside the input directory as inputs', async () => {
    put('work/x.toy', TOY_SAMPLE);
    const first = await animIn(['convert', 'work', '--to', 'toy', '--units', 'm', '--out-dir', 'work/out'], { formats, cwd: dir() });
    expect(first.stdout).toContain('converted 1, skipped 0, failed 0');
    const second = await animIn(['convert', 'work', '--to', 'toy', '--units', 'm', '--out-dir', 'work/out'], { formats, cwd: dir() });
    expect(second.stdout).toContain('converted 0, skipped 1, failed 0');
    expect(existsSync(join(dir(), 'work/out/out'))).toBe(false);
  });
  it('counts an unmatched pattern as a failure', async () => {
    const r = await animIn(['convert', 'nothing/*.toy', '--to', 'toy', '--out-dir', 'o'], { formats, cwd: dir() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('FAIL nothing/*.toy: no such file, directory or matching glob');
    expect(r.stdout).toContain('converted 0, skipped 0, failed 1');
  });
  it('rejects a format option for another output format', async () => {
    const r = await animIn(['convert', 'a.toy', 'b.toy', '--animj-track-type', 'Curve'], { formats, cwd: dir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--animj-track-type'");
  });
});

describe('plot', () => {
  it('writes an SVG with one path per track and keyframe marks', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['plot', src, '-o', join(dir(), 'a.svg')], { formats });
    expect(r.code).toBe(0);
    const svg = readFileSync(join(dir(), 'a.svg'), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<path class="track"/g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(3 + 2 * 3);
    expect(svg).toContain('value (deg)');
    expect(svg).toContain('value (cm)');
    expect(svg).toContain('time (s)');
  });
  it('filters tracks, writes SVG to stdout, and refuses an existing output', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['plot', src, '-o', '-', '--tracks', 'rotate', '--start', '0.5', '--end', '1.5'], { formats });
    expect(r.code).toBe(0);
    expect(r.stdout.match(/<path class="track"/g)).toHaveLength(1);
    expect(r.stdout.match(/<circle /g)).toHaveLength(1);
    const existing = put('a.svg', 'x');
    const refused = await animIn(['plot', src, '-o', existing], { formats });
    expect(refused.code).toBe(1);
    expect(readFileSync(existing, 'utf8')).toBe('x');
  });
  it('renders PNG', async () => {
    const src = put('a.toy', TOY_SAMPLE);
    const r = await animIn(['plot', src, '-o', '-', '--width', '200'], { formats });
    expect(r.code).toBe(0);
    const png = await animIn(['plot', src, '-o', join(dir(), 'a.png'), '--width', '200'], { formats });
    expect(png.code).toBe(0);
    const bytes = readFileSync(join(dir(), 'a.png'));
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
  it.each([[['-o', 'x.pdf']], [['--start', '2', '--end', '1']]])('usage error %j', async (extra) => {
    const r = await animIn(['plot', put('a.toy', TOY_SAMPLE), ...extra], { formats });
    expect(r.code).toBe(2);
  });
});

describe('formats and completion', () => {
  it('lists the formats with their capabilities', async () => {
    const r = await animIn(['formats', '--json'], { formats });
    expect(JSON.parse(r.stdout)).toEqual({
      formats: [
        { id: 'toy', name: 'Toy curves', extensions: ['toy'], binary: false, toClip: true, fromClip: true },
        { id: 'toy2', name: 'Toy without adapters', extensions: ['toy', 't2'], binary: true, toClip: false, fromClip: false },
      ],
      matrix: {},
    });
  });
  it('completes format ids for --to', async () => {
    const r = await animIn(['completion', 'bash'], { formats });
    expect(r.stdout).toContain('convert:--to) COMPREPLY=($(compgen -W "toy toy2" -- "$cur")); return 0 ;;');
  });
});

/**
 * End-to-end tests of the command-line conventions of issue 23 (one meaning per flag, global
 * flags, colours, exit codes, batch warning summaries): the BUILT binary as a child process.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anim, EXAMPLES, expectCode, makeTempDir } from './helpers.js';

const ANIMJ = join(EXAMPLES, 'animj', 'godot_basic.animj');
const MAYA = join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim');
const ESC = '\u001b[';

describe.concurrent('anim: conventions', () => {
  it('plot takes -o/--output, --from <format> and --start/--end times', async () => {
    const dir = makeTempDir();
    const out = join(dir, 'p.svg');
    const r = await anim(['plot', MAYA, '--from', 'maya', '--start', '0', '--end', '0.5', '-o', out]);
    expectCode(r, 0);
    expect(readFileSync(out, 'utf8')).toContain('<svg');
    const bad = await anim(['plot', MAYA, '--start', '1', '--end', '0.5', '-o', '-']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--end (0.5) must be after --start (1)');
  });

  it('convert takes -o/--output for one output file and --out-dir for many', async () => {
    const dir = makeTempDir();
    const r = await anim(['convert', ANIMJ, '-o', join(dir, 'one.anim'), '--to', 'maya']);
    expectCode(r, 0);
    expect(existsSync(join(dir, 'one.anim'))).toBe(true);
    const both = await anim(['convert', ANIMJ, '-o', join(dir, 'two.anim'), '--out-dir', dir, '--to', 'maya']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('not both');
  });

  it('a frame rate too small to express is a usage error (exit 2)', async () => {
    const r = await anim(['sample', MAYA, '--fps', '1e-9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'1e-9' is below the smallest frame rate");
  });

  it('--quiet is global: it silences the success line wherever it is given', async () => {
    const dir = makeTempDir();
    for (const args of [['--quiet', 'convert', ANIMJ, join(dir, 'a.anim')], ['convert', ANIMJ, join(dir, 'b.anim'), '-q']]) {
      const r = await anim([...args, '--to', 'maya']);
      expectCode(r, 0);
      expect(r.stderr).toBe('');
    }
  });

  it('colours: NO_COLOR and --no-color turn them off, FORCE_COLOR turns them on for a pipe', async () => {
    const forced = await anim(['convert', ANIMJ, '-', '--to', 'maya', '--strict', '--from', 'animj', '--units', 'nope'], {
      env: { NO_COLOR: undefined, FORCE_COLOR: '1' },
    });
    expect(forced.code).toBe(2);
    expect(forced.stderr).toContain(ESC);
    const flag = await anim(['--no-color', 'formats'], { env: { NO_COLOR: undefined, FORCE_COLOR: '1' } });
    expectCode(flag, 0);
    expect(flag.stdout + flag.stderr).not.toContain(ESC);
    const env = await anim(['info', MAYA], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expectCode(env, 0);
    expect(env.stdout + env.stderr).not.toContain(ESC);
  });

  it('one file: warnings grouped, the rest summarised per code; --verbose lists every warning', async () => {
    const dir = makeTempDir();
    const roto = join(EXAMPLES, 'roto', 'animated-shapes.nk');
    const short = await anim(['convert', roto, join(dir, 'a.anim'), '--to', 'maya']);
    const total = Number(/, (\d+) warnings\n/.exec(short.stderr)?.[1]);
    expect(total).toBeGreaterThan(20);
    const lines = (r: { stderr: string }): string[] => r.stderr.split('\n').filter((l) => l.startsWith('warning: '));
    expect(lines(short).at(-1)).toMatch(/… and \d+ more: name-changed \d+; --verbose lists them all$/);
    const all = await anim(['--verbose', 'convert', roto, join(dir, 'b.anim'), '--to', 'maya']);
    expect(lines(all)).toHaveLength(total);
  });

  it('batch warnings are summarised once per code; --verbose lists every file', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'in'));
    for (const name of ['a', 'b', 'c']) copyFileSync(MAYA, join(dir, 'in', `${name}.anim`));
    const r = await anim(['convert', 'in', '--to', 'animj', '--lossy', '--out-dir', 'out'], { cwd: dir });
    expectCode(r, 0);
    const summary = r.stderr.split('\n').filter((line) => line.startsWith('warnings: ['));
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.every((line) => line.includes(' in 3 files, e.g. '))).toBe(true);
    expect(new Set(summary.map((line) => line.slice(0, line.indexOf(']')))).size).toBe(summary.length);
    expect(r.stderr).not.toContain('warning: in/a.anim');
    const verbose = await anim(['convert', 'in', '--to', 'animj', '--lossy', '--out-dir', 'out2', '--verbose'], { cwd: dir });
    expectCode(verbose, 0);
    for (const name of ['a', 'b', 'c']) expect(verbose.stderr).toContain(`warning: in/${name}.anim: `);
  });

  it('errors name CLI flags, never library options', async () => {
    const dir = makeTempDir();
    const maya = readFileSync(MAYA, 'utf8').replace(/^ {4}30 0 linear/m, '    1,030 0 linear');
    writeFileSync(join(dir, 't.anim'), maya);
    const separators = await anim(['validate', join(dir, 't.anim')]);
    expect(separators.code).toBe(1);
    expect(separators.stderr).toContain("found '1,030'");
    expect(separators.stderr).not.toContain('{ ');
    writeFileSync(join(dir, 'z.bin'), 'abcdefgh');
    const legacy = await anim(['info', join(dir, 'z.bin')]);
    expect(legacy.code).toBe(1);
    expect(legacy.stderr).toContain('headerless 2019 recordings are read with --from mrtk)');
    expect(legacy.stderr).not.toContain('{ legacy');
  });

  it('info: the model line agrees with its own track table, and each count says what it counts', async () => {
    for (const file of [join(EXAMPLES, 'mrtk', 'v11-camera-only.bin'), MAYA]) {
      const r = await anim(['info', file]);
      expectCode(r, 0);
      const lines = r.stdout.split('\n');
      expect(lines.find((l) => l.startsWith('in the file '))).toMatch(/^in the file +\d+ curves?, \d+ keys? \(as the \w+ file counts them\)$/);
      const tracks = /^tracks +(\d+) \(core-model tracks, one per animated property: the table below\)$/m.exec(r.stdout);
      const keyframes = /^keyframes +(\d+) \(keys of those tracks\)$/m.exec(r.stdout);
      expect(tracks).not.toBeNull();
      expect(keyframes).not.toBeNull();
      const heading = lines.findIndex((l) => /^track\s+type\s+unit\s+keys/.test(l));
      const rows = lines.slice(heading + 1).filter((l) => l.trim() !== '');
      expect(rows.length).toBe(Number(tracks![1]));
      const keys = rows.reduce((n, row) => n + Number(row.trim().split(/\s+/)[3]), 0);
      expect(keys).toBe(Number(keyframes![1]));
    }
  });
});

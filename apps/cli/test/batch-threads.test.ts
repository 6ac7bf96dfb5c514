import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES_PER_WORKER } from '../src/pool.js';
import { anim, EXAMPLES, makeTempDir } from './helpers.js';

/**
 * `convert --out-dir` with `--jobs`: this thread and worker threads take files from one queue, several
 * under way each; whatever the threads, the outputs, the per-file lines (in input order) and the
 * summary are the same.
 */
describe('batch conversion on threads', () => {
  it(`--jobs 3 on ${2 * FILES_PER_WORKER + 4} files (two worker threads) prints and writes what --jobs 1 does`, async () => {
    const dir = makeTempDir();
    const example = join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim');
    mkdirSync(join(dir, 'in'));
    const count = 2 * FILES_PER_WORKER + 4;
    for (let i = 0; i < count; i++) copyFileSync(example, join(dir, 'in', `f${String(i).padStart(3, '0')}.anim`));
    writeFileSync(join(dir, 'in', 'f050-broken.anim'), readFileSync(example).subarray(0, 200));
    const serial = await anim(['convert', 'in', '--to', 'animj', '--out-dir', 'one', '--jobs', '1'], { cwd: dir });
    const threads = await anim(['convert', 'in', '--to', 'animj', '--out-dir', 'three', '--jobs', '3'], { cwd: dir });
    expect(serial.code).toBe(1);
    expect(serial.stdout).toMatch(new RegExp(`converted ${count}, skipped 0, failed 1, warnings \\d+`));
    expect(serial.stderr).toContain('FAIL in/f050-broken.anim');
    const lines = serial.stdout.split('\n').filter((line) => line.startsWith('ok'));
    expect(lines).toHaveLength(count);
    expect(lines).toEqual([...lines].sort());
    expect({ code: threads.code, stdout: threads.stdout.replaceAll('three/', 'one/'), stderr: threads.stderr }).toEqual({
      code: serial.code,
      stdout: serial.stdout,
      stderr: serial.stderr,
    });
    const names = readdirSync(join(dir, 'one')).sort();
    expect(readdirSync(join(dir, 'three')).sort()).toEqual(names);
    for (const name of names) expect(readFileSync(join(dir, 'three', name)).equals(readFileSync(join(dir, 'one', name)))).toBe(true);
  });
});

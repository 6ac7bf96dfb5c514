/**
 * End-to-end tests of the output-safety rules of `anim convert` (issue 23): the BUILT binary as a
 * child process, on the repository's example files, in temporary directories.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anim, EXAMPLES, expectCode, makeTempDir } from './helpers.js';

const ANIMJ = join(EXAMPLES, 'animj', 'godot_basic.animj');
const MAYA = join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim');

/** Reads a FIFO to the end in a child process (so the writer's open does not block forever). */
function readFifo(path: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn('cat', [path], { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', () => { done(Buffer.concat(chunks)); });
  });
}

describe.concurrent('anim convert: output safety', () => {
  it('--force writes into a FIFO as a stream and leaves it a FIFO', { timeout: 20_000 }, async () => {
    const dir = makeTempDir();
    const fifo = join(dir, 'pipe');
    const { execFileSync } = await import('node:child_process');
    execFileSync('mkfifo', [fifo]);
    const reader = readFifo(fifo);
    const r = await anim(['convert', ANIMJ, fifo, '--to', 'animj', '--force']);
    expectCode(r, 0);
    const streamed = await reader;
    expect(statSync(fifo).isFIFO()).toBe(true);
    const plain = await anim(['convert', ANIMJ, '-', '--to', 'animj']);
    expect(streamed).toEqual(Buffer.from(plain.stdoutBytes));
  });

  it('--force onto /dev/null writes into the device and never replaces it', async () => {
    const r = await anim(['convert', ANIMJ, '/dev/null', '--to', 'animj', '--force']);
    expectCode(r, 0);
    const info = statSync('/dev/null');
    expect(info.isCharacterDevice()).toBe(true);
    expect(info.size).toBe(0);
  });

  it('an --out-dir holding the explicitly named inputs converts them, and says so', async () => {
    const dir = makeTempDir();
    copyFileSync(ANIMJ, join(dir, 'g.animj'));
    const r = await anim(['convert', 'g.animj', '--to', 'maya', '--out-dir', '.'], { cwd: dir });
    expectCode(r, 0);
    expect(r.stdout).toMatch(/converted 1, skipped 0, failed 0/);
    expect(existsSync(join(dir, 'g.anim'))).toBe(true);
  });

  it('a glob that only finds files inside the --out-dir converts nothing and exits 1', async () => {
    const dir = makeTempDir();
    copyFileSync(ANIMJ, join(dir, 'g.animj'));
    const r = await anim(['convert', '*.animj', '--to', 'maya', '--out-dir', '.'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/converted 0, skipped 0, failed 0/);
    expect(r.stderr).toContain('nothing was converted (1 file found inside the output folder . ignored)');
    expect(readdirSync(dir)).toEqual(['g.animj']);
  });

  it('checks that the output exists before converting (no loss warnings for a refused write)', async () => {
    const dir = makeTempDir();
    const out = join(dir, 'x.animj');
    writeFileSync(out, 'keep');
    // Maya → AnimJ warns about what AnimJ cannot keep; a refused write must not print them
    const lossy = await anim(['convert', MAYA, join(dir, 'free.animj'), '--lossy']);
    expect(lossy.stderr).toContain('warning');
    const r = await anim(['convert', MAYA, out, '--lossy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${out}: output exists (use --force to replace it)`);
    expect(r.stderr).not.toContain('warning');
    expect(readFileSync(out, 'utf8')).toBe('keep');
  });

  it('a missing output folder is reported by the path asked for, not a temporary name', async () => {
    const dir = makeTempDir();
    const out = join(dir, 'nodir', 'x.animj');
    const r = await anim(['convert', ANIMJ, out, '--to', 'animj']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${out}: output folder ${join(dir, 'nodir')} does not exist`);
    expect(r.stderr).not.toMatch(/x\.animj\.\d+/);
  });
});

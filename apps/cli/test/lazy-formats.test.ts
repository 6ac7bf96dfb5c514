import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { run } from '../src/run.js';

// In this file every format package records being imported (the `@anim/formats` entries import them
// when loaded): the commands that convert nothing must run without them, `info` with its input's only.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('@anim/maya', async (original) => (imported.add('maya'), await original()));
vi.mock('@anim/roto', async (original) => (imported.add('roto'), await original()));
vi.mock('@anim/animj', async (original) => (imported.add('animj'), await original()));
vi.mock('@anim/mrtk', async (original) => (imported.add('mrtk'), await original()));
vi.mock('@anim/prime', async (original) => (imported.add('prime'), await original()));
vi.mock('@anim/gltf', async (original) => (imported.add('gltf'), await original()));
vi.mock('@anim/unity', async (original) => (imported.add('unity'), await original()));

async function runCaptured(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await run(args, {
    io: { stdin: Readable.from([]), stdout, stderr, stdoutIsTTY: false, stderrIsTTY: false, color: false, cwd: process.cwd() },
  });
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

describe('commands that read or write nothing load no format package', () => {
  const cases: readonly (readonly [readonly string[], number, string])[] = [
    [['--help'], 0, 'Formats in this build: maya, roto, animj, animx, mrtk, prime'],
    [['--version'], 0, '0.'],
    [['convert', '--help'], 0, '--maya-time-unit <unit>'],
    [['help', 'plot'], 0, '--from <format>'],
    [['completion', 'bash'], 0, '--maya-time-unit'],
    [['completion', 'zsh'], 0, 'maya roto animj animx mrtk prime'],
    [['--nope'], 2, ''],
    [['info', 'x.anim', '--from', 'nope'], 2, ''],
  ];
  for (const [args, code, shows] of cases) {
    it(`anim ${args.join(' ')}`, async () => {
      const r = await runCaptured(args);
      expect({ code: r.code, shows: r.stdout.includes(shows), imported: [...imported] }).toEqual({ code, shows: true, imported: [] });
    });
  }

  it('info loads only the format of its input, found by the cheap sniffers', async () => {
    const r = await runCaptured(['info', fileURLToPath(new URL('../../../examples/prime/mp1-v2-sparse.ANIM', import.meta.url))]);
    expect({ code: r.code, shows: r.stdout.includes('detected by content'), imported: [...imported] }).toEqual({ code: 0, shows: true, imported: ['prime'] });
  });

  it('a command that lists or converts loads them all', async () => {
    const r = await runCaptured(['formats']);
    expect({ code: r.code, imported: [...imported].sort() }).toEqual({ code: 0, imported: ['animj', 'gltf', 'maya', 'mrtk', 'prime', 'roto', 'unity'] });
  });
});

import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { run } from '../src/run.js';

// In this file the format list (and so every format package) is a stand-in that records being imported:
// the commands that do not read or write must run without it.
const imported = vi.hoisted(() => ({ formats: false }));
vi.mock('../src/formats.js', () => {
  imported.formats = true;
  return { formats: [] };
});

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
      expect({ code: r.code, shows: r.stdout.includes(shows), imported: imported.formats }).toEqual({ code, shows: true, imported: false });
    });
  }

  it('a command that reads loads them', async () => {
    const r = await runCaptured(['formats']);
    expect({ code: r.code, imported: imported.formats }).toEqual({ code: 0, imported: true });
  });
});

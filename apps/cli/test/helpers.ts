import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FormatEntry } from '@anim/formats';
import type { AnyFormatDescriptor } from '@anim/core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { run } from '../src/index.js';

/** Absolute path of the checked-in launcher. */
export const BIN = fileURLToPath(new URL('../bin/anim.js', import.meta.url));

/** The repository's `examples/` folder: one small file per format, in a folder named by the format id. */
export const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

/**
 * The example file of a format: the first file (by name) in `examples/<format id>/` that the format
 * sniffs. Chosen by folder, so renaming or replacing an example needs no test change.
 * @throws Error when the folder holds no such file (every wired format has an example).
 */
export function exampleFile(format: AnyFormatDescriptor): string {
  const dir = join(EXAMPLES, format.id);
  const names = readdirSync(dir).sort();
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isFile() && format.sniff(new Uint8Array(readFileSync(path)))) return path;
  }
  throw new Error(`examples/${format.id}/ holds no file that ${format.id} sniffs (files: ${names.join(', ') || 'none'})`);
}

/** What a run printed and returned. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  stdoutBytes: Uint8Array;
}

/** Runs the BUILT binary as a child process (`node bin/anim.js …`). */
export function anim(
  args: readonly string[],
  options: { cwd?: string; stdin?: Uint8Array | string; env?: Record<string, string | undefined> } = {},
): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      done({ code: code ?? -1, stdout: stdoutBytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), stdoutBytes });
    });
    child.stdin.end(options.stdin ?? '');
  });
}

/** Runs `anim` in this process through the programmatic API with in-memory streams. */
export async function animIn(
  args: readonly string[],
  options: { cwd?: string; stdin?: Uint8Array | string; formats?: readonly AnyFormatDescriptor[]; entries?: readonly FormatEntry[]; tty?: boolean } = {},
): Promise<RunResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await run(args, {
    formats: options.formats,
    entries: options.entries,
    io: {
      stdin: Readable.from([Buffer.from(options.stdin ?? '')]),
      stdout,
      stderr,
      stdoutIsTTY: options.tty ?? false,
      stderrIsTTY: options.tty ?? false,
      color: false,
      cwd: options.cwd ?? process.cwd(),
    },
  });
  const stdoutBytes = Buffer.concat(out);
  return { code, stdout: stdoutBytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), stdoutBytes };
}

/** Registers a fresh temporary directory per test (removed afterwards); call at suite level. */
export function useTempDir(): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'anim-cli-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}

/** Asserts an exit code, showing stderr in the failure diff. */
export function expectCode(result: RunResult, code: number): void {
  expect({ code: result.code, stderr: result.stderr }).toEqual({ code, stderr: code === result.code ? result.stderr : '' });
}

const temps: string[] = [];

/**
 * A fresh temporary directory for one test (safe when tests run concurrently); every directory made
 * this way is removed after the test file.
 */
export function makeTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'anim-e2e-'));
  temps.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

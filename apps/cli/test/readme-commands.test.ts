/**
 * The root README's shell snippets, run as written: the package install (pack, then npm install of
 * the tarballs in a project beside the clone) and the way to run `anim` from the clone (`pnpm exec
 * anim`, paths from the caller's folder, clean bytes on stdout), plus the root `pnpm anim` script.
 * These spawn pnpm and npm, as a user does; the suite builds the CLI first (global-setup.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, makeTempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The lines of the first ```sh block after `heading`. */
function shellBlock(heading: string): string[] {
  const section = README.slice(README.indexOf(heading));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`README: no sh block after ${heading}`);
  return block.trim().split('\n');
}

/** Runs a script in bash (`cwd` may be a symbolic link: `cd ..` goes to the link's parent, as in a shell). */
function bash(script: string, cwd: string): { code: number; stdout: Buffer; stderr: string } {
  const r = spawnSync('bash', ['-c', `set -euo pipefail\n${script}`], { cwd, env: { ...process.env, NO_COLOR: '1', PWD: cwd } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

const EXAMPLE = join(ROOT, 'examples/animj/godot_basic.animj');
/** What `anim convert <example> --to animx -` writes, run straight from the built launcher. */
const animxBytes = (): Buffer => execFileSync(process.execPath, [BIN, 'convert', EXAMPLE, '--to', 'animx', '-'], { stdio: ['ignore', 'pipe', 'ignore'] });

describe('root README', () => {
  it("'Packages': the pack and install lines, as written, give a project that imports @anim/maya", () => {
    const lines = shellBlock('## Packages');
    expect(lines[0]).toBe('pnpm install && pnpm build'); // done by the suite (the CLI and packages are built)
    const parent = makeTempDir();
    symlinkSync(ROOT, join(parent, 'anim'));
    mkdirSync(join(parent, 'your-project'));
    writeFileSync(join(parent, 'your-project/package.json'), JSON.stringify({ name: 'your-project', private: true, type: 'module' }));
    try {
      const r = bash(lines.slice(1).join('\n'), join(parent, 'anim'));
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
    } finally {
      rmSync(join(ROOT, 'packed'), { recursive: true, force: true });
    }
    const script = `import { readFileSync } from 'node:fs';
import { mayaFormat } from '@anim/maya';
const doc = mayaFormat.read(new Uint8Array(readFileSync(${JSON.stringify(join(ROOT, 'examples/maya/ha_seed_joint_chain.anim'))})));
console.log(mayaFormat.toClip(doc).value.tracks.length);`;
    const tracks = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(parent, 'your-project') }).toString();
    expect(Number(tracks)).toBeGreaterThan(0);
  }, 180_000);

  it("the way to run anim pipes clean bytes and reads paths from the caller's folder", () => {
    const line = README.split('\n').find((l) => l.startsWith('cd examples && pnpm exec anim'));
    expect(line).toBeDefined();
    const piped = bash(line!, ROOT);
    expect({ code: piped.code, stderr: piped.code === 0 ? '' : piped.stderr }).toEqual({ code: 0, stderr: '' });
    expect(piped.stdout.toString()).toMatch(/^file +<stdin>\nformat +animx /);
    const convert = line!.slice(0, line!.indexOf(' | '));
    expect(bash(convert, ROOT).stdout.equals(animxBytes())).toBe(true);
  }, 60_000);

  it("'pnpm anim' resolves paths from the caller's folder, and 'pnpm -s anim' pipes the same bytes", () => {
    const examples = join(ROOT, 'examples');
    const info = bash('pnpm anim info maya/ha_seed_joint_chain.anim', examples);
    expect({ code: info.code, stderr: info.code === 0 ? '' : info.stderr }).toEqual({ code: 0, stderr: '' });
    expect(info.stdout.toString()).toMatch(/^file +maya\/ha_seed_joint_chain\.anim$/m);
    const silent = bash('pnpm -s anim convert animj/godot_basic.animj --to animx -', examples);
    expect(silent.stdout.equals(animxBytes())).toBe(true);
  }, 60_000);
});

/**
 * The CLI reference is generated from the real `anim` binary's `--help` output at build time, so it
 * cannot drift from the code. Commands are discovered from the top-level help, so commands added to
 * the CLI later appear without touching the site.
 *
 * Node-only.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** One command's help text. */
export interface CommandHelp {
  /** The command name (`info`, `convert`, …). */
  readonly name: string;
  /** The one-line summary from the top-level help. */
  readonly summary: string;
  /** The command's full `anim <name> --help` output. */
  readonly help: string;
}

/** The whole CLI reference. */
export interface CliReference {
  /** `anim --version` output. */
  readonly version: string;
  /** `anim --help` output. */
  readonly help: string;
  readonly commands: readonly CommandHelp[];
}

/** Path of the CLI entry script inside the repository. */
export function cliBin(root: string): string {
  return join(root, 'apps', 'cli', 'bin', 'anim.js');
}

/**
 * Parses the command list out of a top-level help text: the lines under a `Commands:` heading
 * (commander, cac and citty all print one). A command line starts at the list's indent: first word =
 * name, the text after a run of two spaces or more = summary; more deeply indented lines continue the
 * summary. `help` itself is left out.
 */
export function parseCommands(help: string): { name: string; summary: string }[] {
  const lines = help.split(/\r?\n/);
  const start = lines.findIndex((l) => /^\s*commands:?\s*$/i.test(l));
  if (start < 0) return [];
  const out: { name: string; summary: string }[] = [];
  let indent = -1;
  let current: { name: string; summary: string } | undefined;
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') {
      if (indent >= 0) break;
      continue;
    }
    const lead = line.length - line.trimStart().length;
    if (lead === 0) break;
    if (indent < 0) indent = lead;
    if (lead > indent) {
      if (current !== undefined) current.summary = `${current.summary} ${line.trim()}`.trim();
      continue;
    }
    const m = /^\s+([a-z][\w-]*)(?:\|[\w-]+)?(?:\s\S+)*?(?:\s{2,}(.*))?$/i.exec(line);
    if (m === null) {
      current = undefined;
      continue;
    }
    current = { name: m[1]!, summary: (m[2] ?? '').trim() };
    if (current.name !== 'help') out.push(current);
  }
  return out;
}

function run(bin: string, args: string[]): string {
  return execFileSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', COLUMNS: '100' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  }).trimEnd();
}

/**
 * Runs `anim --help`, `anim --version` and `anim <command> --help` for every listed command.
 * @throws Error when the binary is missing (build `@anim/cli` first) or a help command fails.
 */
export function readCliReference(root: string): CliReference {
  const bin = cliBin(root);
  if (!existsSync(bin)) {
    throw new Error(`CLI binary ${bin} not found: run \`pnpm --filter @anim/cli build\` first`);
  }
  const help = run(bin, ['--help']);
  const version = run(bin, ['--version']);
  const commands = parseCommands(help).map((c) => ({ ...c, help: run(bin, [c.name, '--help']) }));
  return { version, help, commands };
}

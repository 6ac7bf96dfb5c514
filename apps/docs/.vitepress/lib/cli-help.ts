/**
 * The CLI reference, generated at build time from the CLI's own definitions: the commander program
 * `apps/cli` builds (`createProgram`, read from its build output: descriptions, arguments and options
 * of every command), and worked examples run with the built `anim` binary on the repository's
 * `examples/` files, their real output captured. Nothing here is copied by hand, so the pages cannot
 * drift from the code; an example that names a command or flag the CLI does not have fails the build.
 *
 * Node-only.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliExamples, type CliExample } from './cli-examples.js';

/** One option of a command, as its definition declares it. */
export interface CliOption {
  /** The flags as written in the definition: `-o, --output <file>`. */
  readonly flags: string;
  readonly description: string;
  /** The default value, when the definition gives one (shown as text). */
  readonly defaultValue?: string;
  /** The allowed values, when the set is closed. */
  readonly choices?: readonly string[];
}

/** One positional argument of a command. */
export interface CliArgument {
  /** `<file>`, `[paths...]`: the name as usage shows it. */
  readonly name: string;
  readonly description: string;
}

/** One worked example: the command line, and what the built binary printed when the site was built. */
export interface CliExampleRun {
  /** What the example shows, one sentence. */
  readonly title: string;
  /** The arguments after `anim`. */
  readonly args: readonly string[];
  /** Standard output then standard error, at most {@link MAX_LINES} lines. */
  readonly output: string;
  /** Lines left out of `output`. */
  readonly omitted: number;
  readonly exitCode: number;
}

/** One command of the reference. */
export interface CommandHelp {
  /** The command name (`info`, `convert`, …). */
  readonly name: string;
  /** The first line of its description. */
  readonly summary: string;
  /** The whole description. */
  readonly description: string;
  /** The usage line after `anim <name>`: `[options] <file>`. */
  readonly usage: string;
  readonly arguments: readonly CliArgument[];
  readonly options: readonly CliOption[];
  /** The command's `--help` text, as the CLI prints it (80 columns, no colours). */
  readonly help: string;
  readonly examples: readonly CliExampleRun[];
}

/** The whole CLI reference. */
export interface CliReference {
  /** The CLI's version. */
  readonly version: string;
  /** The program's description. */
  readonly description: string;
  /** `anim --help` output. */
  readonly help: string;
  /** Options every command takes (`--quiet`, `--verbose`, `--no-color`, …). */
  readonly globalOptions: readonly CliOption[];
  readonly commands: readonly CommandHelp[];
}

/** Output lines kept per example. */
export const MAX_LINES = 24;

/** The part of a commander `Option` read here. */
interface OptionLike {
  readonly flags: string;
  readonly description: string;
  readonly defaultValue?: unknown;
  readonly argChoices?: readonly string[] | undefined;
  readonly hidden?: boolean;
}

/** The part of a commander `Command` read here. */
export interface CommandLike {
  name(): string;
  description(): string;
  usage(): string;
  helpInformation(): string;
  readonly options: readonly OptionLike[];
  readonly registeredArguments: readonly { name(): string; readonly description: string; readonly required: boolean; readonly variadic: boolean }[];
  readonly commands: readonly CommandLike[];
  configureOutput(options: { getOutHelpWidth?: () => number; getErrHelpWidth?: () => number }): unknown;
}

function optionOf(o: OptionLike): CliOption {
  const shown = o.defaultValue === undefined || o.defaultValue === false ? undefined : JSON.stringify(o.defaultValue);
  return {
    flags: o.flags,
    description: o.description,
    ...(shown === undefined ? {} : { defaultValue: shown }),
    ...(o.argChoices === undefined ? {} : { choices: o.argChoices }),
  };
}

/** `<file>` / `[file]` / `<files...>` as usage writes an argument. */
function argumentName(a: CommandLike['registeredArguments'][number]): string {
  const inner = `${a.name()}${a.variadic ? '...' : ''}`;
  return a.required ? `<${inner}>` : `[${inner}]`;
}

/**
 * Reads a program's definition: every command's description, usage, arguments, options (the help
 * option and hidden ones left out) and help text. `help` itself is not a command here.
 */
export function describeProgram(program: CommandLike, version: string): Omit<CliReference, 'commands'> & { commands: Omit<CommandHelp, 'examples'>[] } {
  const width = { getOutHelpWidth: () => 80, getErrHelpWidth: () => 80 };
  program.configureOutput(width);
  const visible = (options: readonly OptionLike[]): CliOption[] =>
    options.filter((o) => o.hidden !== true && !/(^|\s)--help\b/.test(o.flags) && !/(^|\s)--version\b/.test(o.flags)).map(optionOf);
  return {
    version,
    description: program.description(),
    help: program.helpInformation().trimEnd(),
    globalOptions: visible(program.options),
    commands: program.commands
      .filter((c) => c.name() !== 'help')
      .map((c) => {
        c.configureOutput(width);
        const description = c.description();
        return {
          name: c.name(),
          summary: description.split('\n')[0]!.trim(),
          description,
          usage: c.usage(),
          arguments: c.registeredArguments.map((a) => ({ name: argumentName(a), description: a.description })),
          options: visible(c.options),
          help: c.helpInformation().trimEnd(),
        };
      }),
  };
}

/** Path of the CLI entry script inside the repository. */
export function cliBin(root: string): string {
  return join(root, 'apps', 'cli', 'bin', 'anim.js');
}

/**
 * Checks an example against the definition: its command exists and every `--flag` it gives is one of
 * the command's options or a global one.
 * @throws Error naming the example and what the CLI lacks.
 */
export function checkExample(example: CliExample, program: { globalOptions: readonly CliOption[]; commands: readonly Pick<CommandHelp, 'name' | 'options'>[] }): void {
  const name = commandOf(example.args);
  const rest = example.args.filter((a, i) => i !== example.args.indexOf(name ?? ''));
  const command = program.commands.find((c) => c.name === name);
  if (command === undefined) throw new Error(`CLI example '${example.args.join(' ')}': anim has no command '${name ?? ''}'`);
  const known = new Set(
    [...command.options, ...program.globalOptions].flatMap((o) => o.flags.split(/[ ,|]+/).filter((f) => f.startsWith('-'))),
  );
  for (const arg of rest) {
    const flag = arg.split('=')[0]!;
    if (flag.startsWith('-') && flag !== '-' && !known.has(flag)) throw new Error(`CLI example 'anim ${example.args.join(' ')}': ${name ?? ''} has no option ${flag}`);
  }
}

/** The command an example runs: its first argument that is not a flag (global flags may come first). */
export function commandOf(args: readonly string[]): string | undefined {
  return args.find((a) => !a.startsWith('-'));
}

/**
 * Runs the examples with the built binary, in a scratch folder holding a copy of the repository's
 * `examples/` and an empty `out/` (outputs land there and are thrown away).
 */
export function runExamples(root: string, examples: readonly CliExample[]): CliExampleRun[] {
  const bin = cliBin(root);
  const dir = mkdtempSync(join(tmpdir(), 'anim-docs-cli-'));
  try {
    cpSync(join(root, 'examples'), join(dir, 'examples'), { recursive: true });
    mkdirSync(join(dir, 'out'));
    return examples.map((example) => {
      let stdout = '';
      let stderr = '';
      let exitCode = 0;
      try {
        stdout = execFileSync(process.execPath, [bin, ...example.args], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', COLUMNS: '100' },
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        });
      } catch (e) {
        const failed = e as { status?: number | null; stdout?: string; stderr?: string; message: string };
        if (typeof failed.status !== 'number') throw new Error(`CLI example 'anim ${example.args.join(' ')}' did not run: ${failed.message}`);
        exitCode = failed.status;
        stdout = failed.stdout ?? '';
        stderr = failed.stderr ?? '';
      }
      if (exitCode !== (example.exitCode ?? 0)) {
        throw new Error(`CLI example 'anim ${example.args.join(' ')}' exited with ${String(exitCode)}, expected ${String(example.exitCode ?? 0)}:\n${stdout}${stderr}`);
      }
      const lines = `${stdout}${stderr}`.trimEnd().split('\n');
      return {
        title: example.title,
        args: example.args,
        output: lines.slice(0, MAX_LINES).join('\n'),
        omitted: Math.max(0, lines.length - MAX_LINES),
        exitCode,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The whole reference: the definition of `program`, and the worked examples of each command run with
 * the built binary.
 * @throws Error when the binary is missing (build `@anim/cli` first), or an example names a command or
 *   option the CLI does not have, or exits with another code than its own.
 */
export function buildCliReference(root: string, program: CommandLike, version: string): CliReference {
  if (!existsSync(cliBin(root))) throw new Error(`CLI binary ${cliBin(root)} not found: run \`pnpm --filter @anim/cli build\` first`);
  const described = describeProgram(program, version);
  for (const example of cliExamples) checkExample(example, described);
  const runs = runExamples(root, cliExamples);
  return {
    ...described,
    commands: described.commands.map((c) => ({ ...c, examples: runs.filter((r) => commandOf(r.args) === c.name) })),
  };
}

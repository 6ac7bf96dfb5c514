import { readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type writeFileAtomicType from 'write-file-atomic';
import { InputError } from './error-classes.js';

/**
 * Where `anim` reads and writes: the process streams by default, in-memory streams in tests.
 * `stdin`/`stdout` carry data (`-` on the command line); `stderr` carries messages.
 */
export interface CliIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** True when stdout is a terminal (tables, colours). */
  readonly stdoutIsTTY: boolean;
  /** True when stderr is a terminal (progress bar, colours). */
  readonly stderrIsTTY: boolean;
  /** Use ANSI colours on terminals (false when `NO_COLOR` is set or `--no-color` is given). */
  readonly color: boolean;
  /** Use ANSI colours even on pipes and files (`FORCE_COLOR` set to anything but `0`/`false`). */
  readonly forceColor?: boolean;
  /** Directory relative paths are resolved against. */
  readonly cwd: string;
}

/** The process's own streams; colours follow `NO_COLOR` (wins) and `FORCE_COLOR` (https://no-color.org, https://force-color.org). */
export function processIo(): CliIo {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  const force = process.env.FORCE_COLOR;
  return {
    forceColor: !noColor && force !== undefined && force !== '0' && force !== 'false',
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stdoutIsTTY: isTerminal(process.stdout),
    stderrIsTTY: isTerminal(process.stderr),
    color: !noColor,
    cwd: process.cwd(),
  };
}

/** `isTTY` is undefined (not false) on pipes and files, whatever the typings say. */
function isTerminal(stream: { readonly isTTY?: boolean }): boolean {
  return stream.isTTY === true;
}

/** The standard-input marker on the command line. */
export const STDIO = '-';

/** An input file's bytes and the name to show in messages. */
export interface Input {
  /** As given on the command line, or `<stdin>`. */
  readonly name: string;
  /** Absolute path, or undefined for standard input. */
  readonly path: string | undefined;
  readonly bytes: Uint8Array;
}

/** Reads a whole input: a path, or `-` for standard input. */
export async function readInput(spec: string, io: CliIo): Promise<Input> {
  if (spec === STDIO) return { name: '<stdin>', path: undefined, bytes: await readStream(io.stdin) };
  const path = resolve(io.cwd, spec);
  const data = await readFile(path);
  return { name: spec, path, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}

/** Writes bytes or text to a stream and waits until the stream has taken them. */
export function writeStream(stream: NodeJS.WritableStream, data: Uint8Array | string): Promise<void> {
  return new Promise((done, fail) => {
    stream.write(data, (error) => {
      if (error === null || error === undefined) done();
      else fail(error);
    });
  });
}

/** Options of {@link writeOutput}. */
export interface WriteOutputOptions {
  /** Replace an existing file. */
  readonly force: boolean;
  /** Absolute paths of the inputs: never overwritten, even with `force`. */
  readonly inputs: readonly string[];
}

/**
 * Writes an output. A regular file is written atomically (temporary file + rename, via
 * write-file-atomic): a failure leaves no partial file, and an existing file is either kept or
 * fully replaced. A FIFO or character device (`/dev/stdout`, `/dev/null`, a named pipe) is written
 * into as a stream and never replaced. Errors name the path asked for, never the temporary file.
 * @throws {InputError} when the output is an input, a directory, another special file, its folder
 *   is missing, or it exists and `force` is not set.
 */
export async function writeOutputFile(path: string, bytes: Uint8Array, options: WriteOutputOptions): Promise<void> {
  const status = await checkOutputPath(path, options);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (status === 'stream') await writeFile(path, data, { flag: 'w' });
    else {
      // loaded on the first write, not by every command that imports this module
      const { default: writeFileAtomic } = (await import('write-file-atomic')) as unknown as { default: typeof writeFileAtomicType };
      await writeFileAtomic(path, data);
    }
  } catch (error) {
    throw new InputError(`${path}: cannot write (${nodeCode(error)})`, { cause: error });
  }
}

/**
 * What is at an output path: nothing, an input file, a directory, a FIFO or character device
 * (`stream`, written into), another special file (socket, block device), or a regular file.
 */
export type OutputStatus = 'free' | 'input' | 'directory' | 'stream' | 'special' | 'exists';

/** Looks at an output path before writing (symbolic links and `..` resolved). */
export async function outputStatus(path: string, inputs: readonly string[]): Promise<OutputStatus> {
  const real = await realpathOrUndefined(path);
  if (real === undefined) return 'free';
  for (const input of inputs) {
    if ((await realpathOrUndefined(input)) === real) return 'input';
  }
  const info = await stat(real);
  if (info.isDirectory()) return 'directory';
  if (info.isFIFO() || info.isCharacterDevice()) return 'stream';
  return info.isFile() ? 'exists' : 'special';
}

/**
 * The checks of {@link writeOutputFile} alone, made before any conversion work.
 * @returns the status of the path (`free`, `stream` or, with `force`, `exists`).
 * @throws {InputError} when the output is an input, a directory, a socket or block device, its
 *   folder does not exist, or it exists and `force` is not set.
 */
export async function checkOutputPath(path: string, options: WriteOutputOptions): Promise<OutputStatus> {
  const status = await outputStatus(path, options.inputs);
  if (status === 'input') throw new InputError(`${path}: refusing to overwrite an input file`);
  if (status === 'directory') throw new InputError(`${path}: is a directory`);
  if (status === 'special') throw new InputError(`${path}: not a regular file, a FIFO or a character device: refusing to write`);
  if (status === 'exists' && !options.force) throw new InputError(`${path}: output exists (use --force to replace it)`);
  if (status === 'free') {
    const folder = dirname(path);
    const info = await stat(folder).catch(() => undefined);
    if (info === undefined) throw new InputError(`${path}: output folder ${folder} does not exist`);
    if (!info.isDirectory()) throw new InputError(`${path}: ${folder} is not a folder`);
  }
  return status;
}

function nodeCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

async function realpathOrUndefined(path: string): Promise<string | undefined> {
  try {
    return await realpath(path);
  } catch {
    return undefined;
  }
}

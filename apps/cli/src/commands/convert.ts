import { relative, resolve, sep } from 'node:path';
import type { AnyFormatDescriptor, ConversionWarning, Unit } from '@anim/core';
import cliProgress from 'cli-progress';
import { isDynamicPattern } from 'tinyglobby';
import type { Context } from '../context.js';
import { convertInput, type ConvertRequest } from '../convert-core.js';
import { formatsForExtension } from '@anim/core';
import { detectFormat, extensionOf, formatById } from '../detect.js';
import { describeError, ExitCode, InputError, UsageError } from '../errors.js';
import { expandInputs, outputPathFor } from '../expand.js';
import { checkOutputPath, readInput, STDIO, writeOutputFile, writeStream } from '../io.js';
import type { Job, JobResult } from '../jobs.js';
import { displayName } from '../load.js';
import { defaultJobs, runJobs } from '../pool.js';
import { ChunkedOutput } from '../chunked-output.js';
import { cliWording } from '../cli-wording.js';
import { groupWarnings } from '../warnings.js';
import type { FormatOptionValue } from '../format-options.js';

/** Options of `anim convert`. */
export interface ConvertCommandOptions {
  readonly to?: string;
  readonly from?: string;
  /** Single mode: the output file (or `-`), instead of a second path. */
  readonly output?: string;
  readonly outDir?: string;
  readonly force?: boolean;
  readonly strict?: boolean;
  readonly lossy?: boolean;
  /** Leave transform values in the input's coordinate space (`--keep-axes`). */
  readonly keepAxes?: boolean;
  readonly quiet?: boolean;
  readonly jobs?: number;
  /** `--max-keys`: the key limit of `@anim/core` (`maxKeys`). */
  readonly maxKeys?: number;
  readonly fps?: number;
  readonly simplify?: number;
  readonly units?: Unit[];
}

/**
 * `anim convert <in> <out>` or `anim convert <inputs…> --out-dir <dir> --to <format>`.
 * Single: converts one file (or `-`), refusing to overwrite an input or (without `--force`) an
 * existing output, writing atomically, printing loss warnings. Batch: every file of the inputs
 * (files, directories, globs), one bad file never stopping the rest; progress bar on a terminal,
 * one line per file otherwise; a summary; exit 1 when any file failed.
 */
export async function convertCommand(
  ctx: Context,
  args: string[],
  options: ConvertCommandOptions,
  formatOptions: readonly FormatOptionValue[],
): Promise<ExitCode> {
  if (options.from !== undefined) formatById(options.from, ctx.formats);
  if (options.output !== undefined && options.outDir !== undefined) {
    throw new UsageError('give either --output <file> (one file) or --out-dir <dir> (a batch), not both');
  }
  if (options.outDir !== undefined) return convertBatch(ctx, args, options, formatOptions);
  if (options.output !== undefined) {
    if (args.length !== 1) throw new UsageError(`convert --output takes one input (got ${args.length}): use --out-dir <dir> for several`);
    args = [args[0]!, options.output];
  }
  if (args.length !== 2) {
    throw new UsageError(
      args.length < 2
        ? 'convert needs an input and an output (or --out-dir <dir> for a batch)'
        : `convert got ${args.length} paths: give one input and one output, or use --out-dir <dir> for a batch`,
    );
  }
  const [inSpec, outSpec] = args as [string, string];
  if (inSpec !== STDIO && isDynamicPattern(inSpec)) {
    throw new UsageError(`'${inSpec}' is a pattern: use --out-dir <dir> --to <format> to convert several files`);
  }
  const name = displayName(inSpec);
  const outPath = outSpec === STDIO ? undefined : resolve(ctx.io.cwd, outSpec);
  const inPath = inSpec === STDIO ? undefined : resolve(ctx.io.cwd, inSpec);
  const guard = { force: options.force === true, inputs: inPath === undefined ? [] : [inPath] };
  let candidates = targetCandidates(ctx, outSpec, options.to);
  const optionFormats = new Set(formatOptions.map((v) => v.spec.format));
  if (candidates.length > 1 && optionFormats.size > 0) candidates = candidates.filter((f) => optionFormats.has(f.id));
  try {
    if (outPath !== undefined) await checkOutputPath(outPath, guard);
    const input = await readInput(inSpec, ctx.io);
    if (candidates.length > 1) {
      // `.anim` fits Maya and Prime: an input already in one of them decides
      const source = detectFormat(input.bytes, input.name, ctx.formats, options.from).format;
      if (candidates.includes(source)) candidates = [source];
    }
    if (candidates.length !== 1) {
      throw new UsageError(`the extension of '${outSpec}' fits ${candidates.map((f) => f.id).join(' and ')}: use --to <format>`);
    }
    const request = makeRequest(ctx, candidates[0]!, options, formatOptions, outSpec === STDIO ? undefined : extensionOf(outSpec));
    const outcome = await convertInput(input, request, ctx.formats);
    await printWarnings(ctx, name, outcome.warnings, options.quiet === true);
    if (outPath === undefined) await writeStream(ctx.io.stdout, outcome.bytes);
    else await writeOutputFile(outPath, outcome.bytes, guard);
    if (options.quiet !== true && !ctx.settings.quiet) {
      const how = ROUTE_WORDS[outcome.route];
      await ctx.warn(
        `${ctx.err.green('converted')} ${name} (${outcome.from}) → ${outSpec === STDIO ? '<stdout>' : outSpec} (${outcome.to}), ${how}${plural(outcome.warnings.length, 'warning')}`,
      );
    }
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    await ctx.warn(`${ctx.err.red('error')}: ${name}: ${describeError(error)}`);
    return ExitCode.failure;
  }
}

async function convertBatch(
  ctx: Context,
  specs: string[],
  options: ConvertCommandOptions,
  formatOptions: readonly FormatOptionValue[],
): Promise<ExitCode> {
  if (specs.length === 0) throw new UsageError('convert --out-dir needs at least one input');
  if (specs.includes(STDIO)) throw new UsageError("'-' (standard input) cannot be used with --out-dir");
  if (options.to === undefined) throw new UsageError('convert --out-dir needs --to <format>');
  const target = formatById(options.to, ctx.formats);
  const extension = target.extensions[0] ?? target.id;
  const request = makeRequest(ctx, target, options, formatOptions, extension);
  const outDir = resolve(ctx.io.cwd, options.outDir!);
  const expansion = await expandInputs(specs, ctx.io.cwd, ctx.formats);
  const unmatched = expansion.unmatched;
  // outputs of an earlier run that a glob or directory walk finds inside the output folder are not
  // inputs; files named on the command line always are
  const files = expansion.files.filter((f) => f.explicit || !f.path.startsWith(outDir + sep));
  const ignored = expansion.files.length - files.length;
  const planned: Job[] = [];
  const early: JobResult[] = unmatched.map((spec) => ({
    name: spec,
    output: '',
    status: 'failed',
    warnings: [],
    message: 'no such file, directory or matching glob',
  }));
  const outputs = new Set<string>();
  for (const file of files) {
    const output = outputPathFor(outDir, file.relative, extension);
    if (outputs.has(output)) {
      early.push({ name: file.name, output, status: 'failed', warnings: [], message: `another input also maps to ${output}` });
      continue;
    }
    outputs.add(output);
    planned.push({ name: file.name, input: file.path, output });
  }

  const quiet = options.quiet === true || ctx.settings.quiet || !ctx.io.stderrIsTTY;
  const total = planned.length + early.length;
  const bar = quiet
    ? undefined
    : new cliProgress.MultiBar(
        {
          stream: ctx.io.stderr,
          format: ' {bar} {value}/{total} files | {file}',
          hideCursor: true,
          clearOnComplete: true,
          barsize: 30,
        },
        cliProgress.Presets.shades_classic,
      );
  const single = bar?.create(total, 0, { file: '' });
  const log = (line: string, stream: 'out' | 'err'): void => {
    if (bar !== undefined) bar.log(`${line}\n`);
    else (stream === 'out' ? ctx.io.stdout : ctx.io.stderr).write(`${line}\n`);
  };
  const o = bar === undefined ? ctx.out : ctx.err;
  const e = ctx.err;
  const report = (r: JobResult): void => {
    single?.increment(1, { file: r.name });
    const target = r.output === '' ? '' : ` → ${relative(ctx.io.cwd, r.output) || r.output}`;
    if (ctx.settings.verbose) for (const line of groupWarnings(r.warnings)) log(`${e.yellow('warning')}: ${r.name}: ${line}`, 'err');
    if (r.status === 'converted') {
      if (bar === undefined && !ctx.settings.quiet) log(`${o.green('ok')}   ${r.name}${target}${plural(r.warnings.length, 'warning')}`, 'out');
    } else if (r.status === 'skipped') {
      log(`${o.yellow('skip')} ${r.name}${target}: ${r.message ?? ''}`, 'out');
    } else {
      log(`${e.red('FAIL')} ${r.name}: ${r.message ?? ''}`, 'err');
    }
  };
  for (const r of early) report(r);
  const jobs = options.jobs ?? defaultJobs();
  const results = [
    ...early,
    ...(await runJobs(planned, request, { force: options.force === true }, ctx.formats, jobs, report)),
  ];
  bar?.stop();
  const count = (status: JobResult['status']): number => results.filter((r) => r.status === status).length;
  const warnings = results.reduce((sum, r) => sum + r.warnings.length, 0);
  const failed = count('failed');
  if (!ctx.settings.verbose && !ctx.settings.quiet) {
    for (const line of summariseWarnings(results)) await ctx.warn(`${e.yellow('warnings')}: ${line}`);
  }
  const converted = count('converted');
  const summary = `converted ${converted}, skipped ${count('skipped')}, failed ${failed}, warnings ${warnings}`;
  const success = failed === 0 && converted > 0;
  await ctx.print(success ? ctx.out.green(summary) : ctx.out.red(summary));
  if (converted === 0 && failed === 0) {
    const why = ignored > 0 ? ` (${ignored} file${ignored === 1 ? '' : 's'} found inside the output folder ${options.outDir!} ignored)` : '';
    await ctx.warn(`${ctx.err.red('error')}: nothing was converted${why}`);
  }
  return success ? ExitCode.ok : ExitCode.failure;
}

/** How `convert` describes each route of core's pipeline. */
const ROUTE_WORDS = {
  native: 'written back natively',
  document: 'document to document',
  clip: 'via the core model',
} as const;

/** The possible output formats: `--to`, else the formats of the output extension (at least one). */
function targetCandidates(ctx: Context, out: string, to: string | undefined): AnyFormatDescriptor[] {
  const formats = ctx.formats;
  if (to !== undefined) return [formatById(to, formats)];
  if (out === STDIO) throw new UsageError("writing to '-' (standard output) needs --to <format>");
  // matched on the entries' extensions as files spell them (`.ANIM` is Prime's)
  const ids = new Set(formatsForExtension(out, ctx.detectable).map((f) => f.id));
  const candidates = formats.filter((f) => ids.has(f.id));
  if (candidates.length > 0) return candidates;
  if (formats.length === 0) {
    throw new InputError('no format is available: this build of anim includes no format packages yet');
  }
  throw new UsageError(`cannot tell the output format from '${out}': use --to <format> (${formats.map((f) => f.id).join(', ')})`);
}

function makeRequest(
  ctx: Context,
  target: AnyFormatDescriptor,
  options: ConvertCommandOptions,
  values: readonly FormatOptionValue[],
  outputExtension?: string,
): ConvertRequest {
  // what the output's extension implies (`.gltf` or `.glb`), under the flags given
  const formatOptions: Record<string, unknown> = { ...(outputExtension === undefined ? {} : target.writeOptionsFor?.(outputExtension)) };
  for (const { spec, value } of values) {
    if (spec.format !== target.id) {
      throw new UsageError(`--${spec.flag} applies only when the output format is ${spec.format} (it is ${target.id})`);
    }
    formatOptions[spec.key] = value;
  }
  return {
    from: options.from,
    to: target.id,
    strict: options.strict === true,
    lossy: options.lossy === true,
    keepAxes: options.keepAxes === true,
    maxKeys: options.maxKeys,
    transforms: { fps: options.fps, simplify: options.simplify, units: options.units },
    formatOptions,
    readOptions: ctx.settings.readOptions,
  };
}

async function printWarnings(ctx: Context, name: string, warnings: readonly ConversionWarning[], quiet: boolean): Promise<void> {
  if (quiet || ctx.settings.quiet) return;
  // streamed in chunks: with --verbose a big file's report is one line per warning (tens of thousands)
  const out = new ChunkedOutput(ctx.io.stderr);
  for (const line of groupWarnings(warnings, ctx.settings.verbose)) await out.line(`${ctx.err.yellow('warning')}: ${name}: ${line}`);
  await out.flush();
}

/**
 * One line per warning code over a whole batch: `[precision-lost] 412 in 200 files, e.g. key times
 * are rounded to float32 (a.anim)`. `--verbose` prints every file's warnings instead.
 */
export function summariseWarnings(results: readonly JobResult[]): string[] {
  const byCode = new Map<string, { count: number; files: Set<string>; example: string; file: string }>();
  for (const r of results) {
    for (const w of r.warnings) {
      let entry = byCode.get(w.code);
      if (entry === undefined) {
        entry = { count: 0, files: new Set(), example: cliWording(w.message), file: r.name };
        byCode.set(w.code, entry);
      }
      entry.count++;
      entry.files.add(r.name);
    }
  }
  return [...byCode].map(
    ([code, e]) =>
      `[${code}] ${e.count} in ${e.files.size} file${e.files.size === 1 ? '' : 's'}, e.g. ${e.example} (${e.file}); --verbose lists them all`,
  );
}

function plural(n: number, word: string): string {
  return n === 0 ? '' : `, ${n} ${word}${n === 1 ? '' : 's'}`;
}

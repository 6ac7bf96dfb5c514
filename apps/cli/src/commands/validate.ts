import { clipWarnings, type ConversionWarning } from '@anim/core';
import type { Context } from '../context.js';
import { describeError, errorJson, ExitCode, UsageError } from '../errors.js';
import { expandInputs } from '../expand.js';
import { readInput } from '../io.js';
import { clipOf, parseInput } from '../load.js';
import { groupWarnings } from '../warnings.js';

/** Options of `anim validate`. */
export interface ValidateOptions {
  readonly json?: boolean;
  readonly strict?: boolean;
  readonly from?: string;
}

interface FileReport {
  file: string;
  format: string | null;
  ok: boolean;
  error?: ReturnType<typeof errorJson>;
  warnings: ConversionWarning[];
}

/**
 * `anim validate <file…>`: reads every file (files, directories, globs, `-`), reports each error with
 * its location, and semantic warnings (empty tracks, times going backwards, NaN/Infinity,
 * non-unit quaternions). Exit 0 when every file reads cleanly (and, with `--strict`, has no
 * warning), 1 otherwise.
 */
export async function validateCommand(ctx: Context, specs: string[], options: ValidateOptions): Promise<ExitCode> {
  if (options.from !== undefined && !ctx.formats.some((f) => f.id === options.from)) {
    throw new UsageError(`unknown format '${options.from}'`);
  }
  const { files, unmatched } = await expandInputs(specs, ctx.io.cwd, ctx.formats);
  const reports: FileReport[] = unmatched.map((spec) => ({
    file: spec,
    format: null,
    ok: false,
    error: { code: 'ENOENT', message: 'no such file, directory or matching glob' },
    warnings: [],
  }));
  for (const found of files) {
    const report: FileReport = { file: found.name, format: null, ok: true, warnings: [] };
    try {
      const input = await readInput(found.path, ctx.io);
      const loaded = await parseInput({ ...input, name: found.name }, ctx.formats, options.from, ctx.settings.readOptions);
      report.format = loaded.format.id;
      if (loaded.format.toClip !== undefined) {
        const { value, warnings } = clipOf(loaded);
        report.warnings.push(...warnings, ...clipWarnings(value));
      }
      if (options.strict === true && report.warnings.length > 0) report.ok = false;
    } catch (error) {
      report.ok = false;
      report.error = errorJson(error);
      report.error.message = describeError(error);
    }
    reports.push(report);
  }
  const ok = reports.every((r) => r.ok);
  if (options.json === true) {
    await ctx.print(JSON.stringify({ ok, files: reports }, null, 2));
    return ok ? ExitCode.ok : ExitCode.failure;
  }
  const o = ctx.out;
  const e = ctx.err;
  for (const r of reports) {
    for (const line of groupWarnings(r.warnings)) await ctx.warn(`${r.file}: ${e.yellow('warning')}: ${line}`);
    if (r.error !== undefined) await ctx.warn(`${r.file}: ${e.red('error')}: ${r.error.message}`);
    else if (!r.ok) await ctx.warn(`${r.file}: ${e.red('error')}: ${r.warnings.length} warning(s) (--strict)`);
    else await ctx.print(`${r.file}: ${o.green('ok')} (${r.format ?? '?'}${r.warnings.length > 0 ? `, ${r.warnings.length} warning(s)` : ''})`);
  }
  const failed = reports.filter((r) => !r.ok).length;
  const line = `${reports.length} file(s): ${reports.length - failed} ok, ${failed} failed`;
  await ctx.print(failed === 0 ? o.green(line) : o.red(line));
  return ok ? ExitCode.ok : ExitCode.failure;
}

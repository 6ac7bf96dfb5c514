import { Command, InvalidArgumentError, Option } from 'commander';
import { completionScript, SHELLS, type Shell } from './commands/completion.js';
import type { ConvertCommandOptions } from './commands/convert.js';
import type { InfoOptions } from './commands/info.js';
import type { PlotCommandOptions } from './commands/plot.js';
import type { SampleOptions } from './commands/sample.js';
import type { ValidateOptions } from './commands/validate.js';
import type { Context } from './context.js';
import { ExitCode, UsageError } from './error-classes.js';
import { attributeName, type FormatOptionSpec, type FormatOptionValue } from './format-options.js';
import { writeStream } from './io.js';
import { UNIT_CHOICES } from './unit-choices.js';
import {
  parseFrameRate,
  parseNonNegative,
  parseNumber,
  parseNumberList,
  parsePositiveInt,
  parseWordList,
} from './parse-args.js';
import { VERSION } from './version.js';

export { VERSION };

/** Commands that load at most the format of their input (`Context.findFormat`), not the whole list. */
const ONE_FORMAT_OR_NONE: ReadonlySet<string> = new Set(['completion', 'info', 'sample']);

/** The commander option of a format-specific flag (a switch when the spec has no value placeholder). */
function formatOption(spec: FormatOptionSpec): Option {
  const option = new Option(spec.value === undefined ? `--${spec.flag}` : `--${spec.flag} ${spec.value}`, spec.description);
  return spec.choices === undefined ? option : option.choices(spec.choices);
}

/** A flag's value as the format's options object takes it. */
function optionValue(spec: FormatOptionSpec, value: unknown): unknown {
  return spec.numeric === true && typeof value === 'string' ? Number(value) : value;
}

/**
 * Builds the commander program. Command modules are imported when their command runs, so that
 * `--help` and light commands start fast. Each action stores its exit code in `result.code`; errors thrown by
 * actions propagate to the caller ({@link run} maps them to exit codes).
 */
export function createProgram(ctx: Context, result: { code: ExitCode }): Command {
  const ids = ctx.formatIds;
  const formatIdOption = (flags: string, description: string): Option => {
    const option = new Option(flags, description);
    return ids.length > 0 ? option.choices(ids) : option;
  };
  const set = (code: ExitCode): void => {
    result.code = code;
  };
  const allSpecs = ctx.formatOptionSpecs;
  const readSpecs = allSpecs.filter((s) => s.use === 'read');
  const lenientFormats = readSpecs.filter((s) => s.key === 'lenient').map((s) => s.format);
  const program = new Command('anim')
    .description(
      'Inspect, validate, sample, plot and convert animation-curve files.\n' +
        `Formats in this build: ${ids.length === 0 ? 'none yet' : ids.join(', ')} (see 'anim formats').\n` +
        "Times are in seconds. '-' means standard input or output.",
    )
    .version(VERSION, '-V, --version', 'print the version')
    .option('-q, --quiet', 'print only results and errors: no progress bar, no success or warning lines')
    .option('--verbose', 'print every warning of every file (batches otherwise summarise warnings per code)')
    .option('--no-color', 'no ANSI colours (also: NO_COLOR=1; FORCE_COLOR=1 forces colours on pipes)');
  if (lenientFormats.length > 0) {
    program.option('--lenient', `read leniently where the format's own tool is lenient, with a warning for each leniency (${lenientFormats.join(', ')})`);
  }
  for (const spec of readSpecs) program.addOption(formatOption(spec));
  program
    .hook('preAction', async (root, action) => {
      const opts = root.opts<Record<string, unknown>>();
      if (opts.quiet === true && opts.verbose === true) throw new UsageError('give either --quiet or --verbose, not both');
      ctx.settings.quiet = opts.quiet === true;
      ctx.settings.verbose = opts.verbose === true;
      const readOptions: Record<string, Record<string, unknown>> = {};
      const put = (format: string, key: string, value: unknown): void => {
        (readOptions[format] ??= {})[key] = value;
      };
      if (opts.lenient === true) for (const format of lenientFormats) put(format, 'lenient', true);
      for (const spec of readSpecs) {
        const value = opts[attributeName(spec.flag)];
        if (value !== undefined) put(spec.format, spec.key, optionValue(spec, value));
      }
      ctx.settings.readOptions = readOptions;
      // the format packages are loaded only for commands that convert or list them: completion, --help and
      // --version need none, info and sample only the format of their input (found by the cheap sniffers)
      if (!ONE_FORMAT_OR_NONE.has(action.name())) await ctx.loadFormats();
    })
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void writeStream(ctx.io.stdout, text),
      writeErr: (text) => void writeStream(ctx.io.stderr, text),
      outputError: (text, write) => {
        write(ctx.err.red(text));
      },
    })
    .showHelpAfterError("(add --help for usage)")
    .addHelpText(
      'after',
      '\nExit codes: 0 success, 1 bad input or failed conversion, 2 usage error.\n' +
        "Examples:\n  anim info shot.anim\n  anim convert shot.anim shot.animj\n  anim convert 'shots/**/*.anim' --to animj --out-dir out/\n  anim plot shot.anim -o shot.svg",
    );

  program
    .command('info')
    .description('show the format, version and a summary of a file (a track table when the format converts to the core model)')
    .argument('<file>', "the file, or '-' for standard input")
    .option('--json', 'print one JSON object')
    .addOption(formatIdOption('--from <format>', 'read as this format instead of detecting it'))
    .action(async (file: string, options: InfoOptions) => {
      const { infoCommand } = await import('./commands/info.js');
      set(await infoCommand(ctx, file, options));
    });

  const convert = program
    .command('convert')
    .description(
      'convert a file (in → out), or a batch of files, directories and globs into --out-dir.\n' +
        'Same format (or AnimJ ↔ AnimX) and no transforming option: the document is written as it is; otherwise through the core model, adapted to what the output can hold.',
    )
    .argument('<paths...>', "input and output (single), or inputs (with --out-dir); '-' for stdin/stdout")
    .addOption(formatIdOption('--to <format>', 'output format (default: from the output extension; required with --out-dir)'))
    .addOption(formatIdOption('--from <format>', 'read inputs as this format instead of detecting it'))
    .option('-o, --output <file>', "single mode: the output file ('-' for standard output), instead of a second path")
    .option('--out-dir <dir>', 'batch mode: write every converted input under <dir>, keeping relative paths')
    .option('-f, --force', 'replace existing outputs (inputs are never overwritten)')
    .option('--strict', 'fail on any conversion loss warning')
    .option('--lossy', 'let the writer drop what the output version cannot hold (e.g. MRTK eye gaze when writing version 1.0)')
    .option('--keep-axes', "leave transform values in the input's coordinate space (by default they are moved into the output's: handedness, up axis)")
    .option('-j, --jobs <n>', 'batch: threads converting files (default: half the CPU count, 1 to 8; small batches use fewer)', parsePositiveInt)
    .option('--max-keys <n>', 'most keys one track may get when the conversion resamples it or cuts a rotation (default 200000)', parsePositiveInt)
    .option('--fps <rate>', 'bake every track at this rate (frames per second)', parseFrameRate)
    .option('--simplify <tolerance>', "remove keys while staying within <tolerance> (in each track's unit)", parseNonNegative)
    .option('--units <list>', `convert lengths/angles, e.g. m,deg (${UNIT_CHOICES.join(', ')})`, parseUnits);
  const specs = allSpecs.filter((s) => s.use !== 'read');
  for (const spec of specs) convert.addOption(formatOption(spec));
  convert.action(async (paths: string[], options: ConvertCommandOptions & Record<string, unknown>) => {
    const values: FormatOptionValue[] = [];
    for (const spec of specs) {
      const value = options[attributeName(spec.flag)];
      if (value !== undefined) values.push({ spec, value: optionValue(spec, value) });
    }
    const { convertCommand } = await import('./commands/convert.js');
    set(await convertCommand(ctx, paths, options, values));
  });

  program
    .command('sample')
    .description('print the value of every track at given times (seconds), evaluated by the core model')
    .argument('<file>', "the file, or '-' for standard input")
    .option('--times <list>', 'comma-separated times in seconds, e.g. 0,0.5,1', parseNumberList)
    .option('--fps <rate>', 'sample at this rate between --start and --end (frames per second)', parseFrameRate)
    .option('--start <s>', 'first sample time with --fps (default: first key)', parseNumber)
    .option('--end <s>', 'last sample time with --fps (default: last key)', parseNumber)
    .option('--tracks <patterns>', 'only tracks matching these comma-separated patterns (* and ? wildcards, else substring)', parseWordList)
    .option('--json', 'print JSON: {"format","tracks":[{"name","valueType","unit","times","values"}]}')
    .option('--csv', 'print CSV: one row per time, one column per track component')
    .addOption(formatIdOption('--from <format>', 'read as this format instead of detecting it'))
    .action(async (file: string, options: SampleOptions) => {
      const { sampleCommand } = await import('./commands/sample.js');
      set(await sampleCommand(ctx, file, options));
    });

  program
    .command('validate')
    .description('read files and report errors (with locations) and semantic warnings; exit 1 if any file fails')
    .argument('<files...>', "files, directories, globs, or '-' for standard input")
    .option('--json', 'print one JSON report')
    .option('--strict', 'also fail files that have warnings')
    .addOption(formatIdOption('--from <format>', 'read as this format instead of detecting it'))
    .action(async (files: string[], options: ValidateOptions) => {
      const { validateCommand } = await import('./commands/validate.js');
      set(await validateCommand(ctx, files, options));
    });

  program
    .command('plot')
    .description('draw the curves (sampled by the core evaluator) to SVG, or PNG for a .png output')
    .argument('<file>', "the file, or '-' for standard input")
    .option('-o, --output <file>', "output .svg or .png, '-' for SVG on stdout (default: <input name>.svg)")
    .option('--tracks <patterns>', 'only tracks matching these comma-separated patterns', parseWordList)
    .option('--start <s>', 'start time in seconds (default: first key)', parseNumber)
    .option('--end <s>', 'end time in seconds (default: last key)', parseNumber)
    .addOption(formatIdOption('--from <format>', 'read as this format instead of detecting it'))
    .option('--width <px>', 'image width', parsePositiveInt)
    .option('--height <px>', 'height of each panel (one panel per unit)', parsePositiveInt)
    .option('--samples <n>', 'samples per track across the range (key times are added)', parsePositiveInt)
    .option('-f, --force', 'replace an existing output')
    .action(async (file: string, options: PlotCommandOptions) => {
      const { plotCommand } = await import('./commands/plot.js');
      set(await plotCommand(ctx, file, options));
    });

  program
    .command('formats')
    .description('list the formats this build reads and writes')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const { formatsCommand } = await import('./commands/formats.js');
      set(await formatsCommand(ctx, options));
    });

  program
    .command('completion')
    .description('print a shell completion script (bash or zsh)')
    .addArgument(program.createArgument('<shell>', 'bash or zsh').choices(SHELLS))
    .action(async (shell: Shell) => {
      await ctx.print(completionScript(program, shell));
      set(ExitCode.ok);
    });

  return program;
}

function parseUnits(value: string): string[] {
  const units = parseWordList(value);
  for (const unit of units) {
    if (!(UNIT_CHOICES as readonly string[]).includes(unit)) {
      throw new InvalidArgumentError(`unknown unit '${unit}' (${UNIT_CHOICES.join(', ')}).`);
    }
  }
  return units;
}

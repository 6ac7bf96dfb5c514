import { basename, resolve } from 'node:path';
import { clipRange } from '@anim/core';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import type { Context } from '../context.js';
import { extensionOf } from '../detect.js';
import { describeError, ExitCode, InputError, UsageError } from '../errors.js';
import { checkOutputPath, STDIO, writeOutputFile, writeStream } from '../io.js';
import { clipOf, displayName, loadDocument } from '../load.js';
import { trackFilter } from '../parse-args.js';
import { PLOT_DEFAULTS, renderPlot } from '../plot/svg.js';
import { formatNumber } from '../stats.js';

/** Options of `anim plot`. */
export interface PlotCommandOptions {
  readonly output?: string;
  readonly tracks?: string[];
  /** Start time in seconds. */
  readonly start?: number;
  /** End time in seconds. */
  readonly end?: number;
  /** Input format id. */
  readonly from?: string;
  readonly width?: number;
  readonly height?: number;
  readonly samples?: number;
  readonly force?: boolean;
}

/**
 * `anim plot <file>`: draws the curves (sampled through the core evaluator) to SVG, or PNG when the
 * output ends in `.png` (rendered by resvg). Default output: `<input name>.svg` in the working
 * directory; `-o -` writes SVG to standard output.
 */
export async function plotCommand(ctx: Context, file: string, options: PlotCommandOptions): Promise<ExitCode> {
  const outSpec = options.output ?? (file === STDIO ? STDIO : `${stem(file)}.svg`);
  const kind = outSpec === STDIO ? 'svg' : extensionOf(outSpec);
  if (kind !== 'svg' && kind !== 'png') throw new UsageError(`plot writes .svg or .png, not '${outSpec}'`);
  if (options.start !== undefined && options.end !== undefined && options.end <= options.start) {
    throw new UsageError(`--end (${options.end}) must be after --start (${options.start})`);
  }
  const outPath = outSpec === STDIO ? undefined : resolve(ctx.io.cwd, outSpec);
  const guard = { force: options.force === true, inputs: file === STDIO ? [] : [resolve(ctx.io.cwd, file)] };
  try {
    if (outPath !== undefined) await checkOutputPath(outPath, guard);
    const loaded = await loadDocument(file, ctx.io, ctx.formats, options.from, ctx.settings.readOptions);
    const clip = clipOf(loaded).value;
    const keep = trackFilter(options.tracks);
    const tracks = clip.tracks.filter((t) => keep(t.name) && t.valueType !== 'string');
    if (tracks.length === 0) {
      throw new InputError(
        options.tracks === undefined ? 'nothing to plot: no numeric track' : `no numeric track matches --tracks ${options.tracks.join(',')}`,
      );
    }
    const [first, last] = clipRange({ ...clip, tracks });
    let start = options.start ?? first;
    let end = options.end ?? last;
    if (end <= start) {
      start -= 0.5;
      end += 0.5;
    }
    const { svg, drawn, leftOut } = renderPlot(tracks, {
      start,
      end,
      width: options.width ?? PLOT_DEFAULTS.width,
      panelHeight: options.height ?? PLOT_DEFAULTS.panelHeight,
      samples: options.samples ?? PLOT_DEFAULTS.samples,
      title: `${displayName(file)} — ${loaded.format.name}`,
    });
    const bytes = kind === 'png' ? await toPng(svg) : new TextEncoder().encode(svg);
    if (outPath === undefined) await writeStream(ctx.io.stdout, bytes);
    else {
      await writeOutputFile(outPath, bytes, guard);
      await ctx.print(`wrote ${outSpec} (${drawn} track${drawn === 1 ? '' : 's'}, ${formatNumber(start)}–${formatNumber(end)} s)`);
    }
    if (leftOut > 0) {
      await ctx.warn(
        `${ctx.err.yellow('note')}: ${displayName(file)}: drew the first ${drawn} of ${tracks.length} numeric tracks; ${leftOut} left out (a picture cannot show more: narrow with --tracks)`,
      );
    }
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    await ctx.warn(`${ctx.err.red('error')}: ${displayName(file)}: ${describeError(error)}`);
    return ExitCode.failure;
  }
}

function stem(file: string): string {
  const base = basename(file);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

async function toPng(svg: string): Promise<Uint8Array> {
  let Resvg: typeof ResvgClass;
  try {
    ({ Resvg } = await import('@resvg/resvg-js'));
  } catch (error) {
    throw new InputError(
      `PNG output needs @resvg/resvg-js, whose prebuilt binary is not installed for this platform (${describeError(error)}); write .svg instead`,
    );
  }
  const png = new Resvg(svg, { background: '#ffffff', font: { loadSystemFonts: true } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

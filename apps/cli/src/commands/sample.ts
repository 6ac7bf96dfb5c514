import { clipRange, frameTimes, type Track } from '@anim/core';
import type { Context } from '../context.js';
import { ExitCode, InputError, UsageError } from '../errors.js';
import { clipOf, loadDocument } from '../load.js';
import { rateOf, sampleTrack } from '../model.js';
import { trackFilter } from '../parse-args.js';
import { ChunkedOutput } from '../chunked-output.js';
import { formatFloat32, formatNumber } from '../stats.js';

/** Options of `anim sample`. */
export interface SampleOptions {
  readonly times?: number[];
  readonly fps?: number;
  readonly start?: number;
  readonly end?: number;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly tracks?: string[];
  readonly from?: string;
}

/** At most this many sample times per call (a typo in `--fps` should not fill the disk). */
export const MAX_SAMPLES = 1_000_000;

/** Component suffixes used in CSV headers and text output. */
export function componentNames(track: Pick<Track, 'valueType' | 'components'>): string[] {
  if (track.components === 1) return [''];
  const names = track.valueType === 'color' ? ['r', 'g', 'b', 'a'] : ['x', 'y', 'z', 'w'];
  return Array.from({ length: track.components }, (_, c) => names[c] ?? String(c));
}

/** The sample times of `--fps N [--start s] [--end s]`, in seconds (the core frame grid, end included). */
export function sampleTimes(fps: number, start: number, end: number): Float64Array {
  if (end < start) throw new UsageError(`--end (${end}) is before --start (${start})`);
  const count = Math.floor((end - start) * fps + 1e-9) + 1;
  if (count > MAX_SAMPLES) {
    throw new UsageError(`${count} samples requested; at most ${MAX_SAMPLES} (lower --fps or narrow --start/--end)`);
  }
  return frameTimes(start, end, rateOf(fps));
}

/**
 * `anim sample <file>`: the value of every track at the given times (seconds), evaluated by the core
 * model. Prints text, `--csv` (one row per time, one column per track component) or `--json`
 * (`{"format","tracks":[{"name","valueType","unit","times","values":[[…],…]}]}`), streamed in chunks.
 * Values of float32 tracks (`values` a `Float32Array`) print as the shortest decimal that reads back
 * to the same float32.
 */
export async function sampleCommand(ctx: Context, file: string, options: SampleOptions): Promise<ExitCode> {
  if (options.json === true && options.csv === true) throw new UsageError('--json and --csv cannot be used together');
  if (options.times !== undefined && options.fps !== undefined) throw new UsageError('use either --times or --fps, not both');
  if (options.times === undefined && options.fps === undefined) throw new UsageError('give the sample times: --times t1,t2,… or --fps N');
  if (options.times !== undefined && (options.start !== undefined || options.end !== undefined)) {
    throw new UsageError('--start and --end go with --fps');
  }
  const loaded = await loadDocument(file, ctx.io, ctx, options.from, ctx.settings.readOptions);
  const clip = clipOf(loaded).value;
  const keep = trackFilter(options.tracks);
  const tracks = clip.tracks.filter((t) => keep(t.name));
  // the same rule as plot: nothing to show is an error that says why (exit 1), never empty output
  if (clip.tracks.length === 0) throw new InputError('nothing to sample: the file has no track the core model can evaluate');
  if (tracks.length === 0) throw new InputError(`no track matches --tracks ${options.tracks?.join(',') ?? ''}`);
  let times: Float64Array;
  if (options.times === undefined) {
    const [start, end] = clipRange(clip);
    times = sampleTimes(options.fps!, options.start ?? start, options.end ?? end);
  } else {
    times = Float64Array.from(options.times);
  }
  const sampled = tracks.map((track) => ({ track, values: sampleTrack(track, times), float32: track.values instanceof Float32Array }));
  const out = new ChunkedOutput(ctx.io.stdout);

  if (options.json === true) {
    const timeList = JSON.stringify(Array.from(times));
    await out.write(`{"format":${JSON.stringify(loaded.format.id)},"tracks":[`);
    for (let k = 0; k < sampled.length; k++) {
      const { track, values, float32 } = sampled[k]!;
      await out.write(
        `${k === 0 ? '' : ','}{"name":${JSON.stringify(track.name)},"valueType":${JSON.stringify(track.valueType)},"unit":${JSON.stringify(track.unit)},"times":${timeList},"values":[`,
      );
      for (let i = 0; i < times.length; i++) {
        await out.write(`${i === 0 ? '' : ','}${JSON.stringify(rowOf(track, values, i).map((v) => jsonValue(v, float32)))}`);
      }
      await out.write(']}');
    }
    await out.line(']}');
    await out.flush();
    return ExitCode.ok;
  }
  if (options.csv === true) {
    const head = ['time'];
    for (const { track } of sampled) {
      for (const suffix of componentNames(track)) head.push(csvCell(suffix === '' ? track.name : `${track.name}.${suffix}`));
    }
    await out.line(head.join(','));
    for (let i = 0; i < times.length; i++) {
      const row = [String(times[i])];
      for (const { track, values, float32 } of sampled) for (const v of rowOf(track, values, i)) row.push(csvCell(v, float32));
      await out.line(row.join(','));
    }
    await out.flush();
    return ExitCode.ok;
  }
  const c = ctx.out;
  for (let k = 0; k < sampled.length; k++) {
    const { track, values, float32 } = sampled[k]!;
    if (k > 0) await out.line('');
    await out.line(`${c.bold(track.name)} ${c.dim(`(${track.valueType}, ${track.unit})`)}`);
    for (let i = 0; i < times.length; i++) {
      const row = rowOf(track, values, i).map((v) => (typeof v === 'number' ? (float32 ? formatFloat32(v) : formatNumber(v)) : JSON.stringify(v)));
      await out.line(`  ${formatNumber(times[i]!).padStart(10)}  ${row.join('  ')}`);
    }
  }
  await out.flush();
  return ExitCode.ok;
}

/** The value of sample `i` of a track: one number per component, or the string of a string track. */
function rowOf(track: Track, values: Float64Array, i: number): (number | string)[] {
  const n = track.components;
  const row: (number | string)[] = [];
  for (let c = 0; c < n; c++) {
    const v = values[i * n + c]!;
    row.push(track.valueType === 'string' && track.strings !== undefined ? (track.strings[v] ?? '') : v);
  }
  return row;
}

/** A JSON value: non-finite numbers as null; float32 data as the double of its shortest decimal. */
function jsonValue(v: number | string, float32: boolean): number | string | null {
  if (typeof v !== 'number') return v;
  if (!Number.isFinite(v)) return null;
  return float32 ? Number(formatFloat32(v)) : v;
}

function csvCell(v: number | string, float32 = false): string {
  if (typeof v === 'number') return float32 ? formatFloat32(v) : String(v);
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

import type { DocumentSummary } from '@anim/core';
import type { Context } from '../context.js';
import { describeError, ExitCode } from '../errors.js';
import { clipOf, displayName, loadDocument } from '../load.js';
import { clipTrackCount, formatSeconds, trackStats, type TrackStats } from '../stats.js';
import { renderTable } from '../table.js';

/** Options of `anim info`. */
export interface InfoOptions {
  readonly json?: boolean;
  readonly from?: string;
}

/**
 * `anim info <file>`: the detected format, its version and a summary (tracks, keyframes, duration in
 * seconds); with the core model available, one row per track (key count, time range, unit,
 * interpolations). `--json` prints the same as one JSON object.
 */
export async function infoCommand(ctx: Context, file: string, options: InfoOptions): Promise<ExitCode> {
  const loaded = await loadDocument(file, ctx.io, ctx, options.from, ctx.settings.readOptions);
  const { format, doc, by } = loaded;
  const summary = format.summarize(doc);
  let tracks: TrackStats[] | undefined;
  let trackCount = 0;
  let clipError: string | undefined;
  let clipWarnings = 0;
  /** The conversion's `frame-rate-assumed` warning: the rate shown is not the file's. */
  let frameRateAssumed: string | undefined;
  if (format.toClip !== undefined) {
    try {
      const { value, warnings } = clipOf(loaded);
      tracks = value.tracks.map(trackStats);
      trackCount = clipTrackCount(value);
      clipWarnings = warnings.length;
      frameRateAssumed = warnings.find((w) => w.code === 'frame-rate-assumed')?.message;
    } catch (error) {
      clipError = describeError(error);
    }
  }
  const modelKeys = tracks?.reduce((n, t) => n + t.keyframes, 0) ?? 0;
  if (options.json === true) {
    const json = {
      file: displayName(file),
      format: format.id,
      formatName: format.name,
      detectedBy: by,
      version: summary.version ?? null,
      tracks: tracks === undefined ? summary.tracks : trackCount,
      keyframes: tracks === undefined ? summary.keyframes : modelKeys,
      counted: tracks === undefined ? 'file' : 'model',
      fileCounts: { tracks: summary.tracks, keyframes: summary.keyframes },
      duration: summary.duration ?? null,
      ...(frameRateAssumed === undefined ? {} : { frameRateAssumed: true }),
      details: summary.details ?? {},
      ...(tracks === undefined ? {} : { trackList: tracks, conversionWarnings: clipWarnings }),
      ...(clipError === undefined ? {} : { clipError }),
    };
    await ctx.print(JSON.stringify(json, null, 2));
    return ExitCode.ok;
  }
  const c = ctx.out;
  const lines: [string, string][] = [
    ['file', displayName(file)],
    ['format', `${format.id} (${format.name}), detected by ${by === 'forced' ? '--from' : by}`],
    ['version', summary.version ?? '-'],
    ...countLines(format.id, summary, tracks === undefined ? undefined : { tracks: trackCount, keyframes: modelKeys }),
    ['duration', summary.duration === undefined ? '-' : `${formatSeconds(summary.duration)} s${frameRateAssumed === undefined ? '' : ' (at an assumed frame rate)'}`],
  ];
  const listed: [string, Record<string, unknown>[]][] = [];
  for (const [key, value] of Object.entries(summary.details ?? {})) {
    if (isRecordList(value)) {
      listed.push([key, value]);
      lines.push([key, `${String(value.length)} (listed below)`]);
    } else if (frameRateAssumed !== undefined && FRAME_RATE_KEYS.has(key)) lines.push([key, `${detailText(value)} (assumed: ${frameRateAssumed})`]);
    else lines.push([key, detailText(value)]);
  }
  const width = Math.max(...lines.map(([k]) => k.length));
  await ctx.print(lines.map(([k, v]) => `${c.bold(k.padEnd(width))}  ${v}`).join('\n'));
  for (const [key, records] of listed) {
    const head = [...new Set(records.flatMap((r) => Object.keys(r)))];
    const rows = records.map((r) => head.map((h) => cellText(r[h])));
    const align = head.map((h) => (records.every((r) => typeof r[h] === 'number') ? 'right' : 'left'));
    await ctx.print('');
    await ctx.print(c.bold(key));
    await ctx.print(renderTable(head, rows, { boxed: ctx.io.stdoutIsTTY, color: ctx.io.color, align }));
  }
  if (tracks !== undefined && tracks.length > 0) {
    const rows = tracks.map((t) => [
      t.name,
      t.valueType,
      t.unit,
      String(t.keyframes),
      formatSeconds(t.start),
      formatSeconds(t.end),
      t.interpolations.join(',') || '-',
      t.preExtrapolation === t.postExtrapolation ? t.preExtrapolation : `${t.preExtrapolation}/${t.postExtrapolation}`,
    ]);
    const head = ['track', 'type', 'unit', 'keys', 'start s', 'end s', 'interpolation', 'extrapolation'];
    await ctx.print('');
    await ctx.print(
      renderTable(head, rows, {
        boxed: ctx.io.stdoutIsTTY, color: ctx.io.color,
        align: ['left', 'left', 'left', 'right', 'right', 'right', 'left', 'left'],
      }),
    );
  }
  if (clipError !== undefined) await ctx.warn(`${c.yellow('note')}: per-track table unavailable: ${clipError}`);
  return ExitCode.ok;
}

/** Detail keys that state a frame rate (flagged when the conversion had to assume one). */
const FRAME_RATE_KEYS = new Set(['fps', 'frameRate', 'sampleRate']);

/**
 * The count lines of `info`, one definition of a track: a track of the core model (one animated
 * property: a vector or quaternion is one track, not one per component), and its keys. The format's
 * own summary counts in its own units (curves as the file stores them: a Roto point's x and y, a
 * static shape's nothing), shown on its own line. Without a core-model adapter only the file's counts exist.
 */
function countLines(id: string, summary: DocumentSummary, model: { tracks: number; keyframes: number } | undefined): [string, string][] {
  const plural = (n: number, word: string): string => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
  const file = `${plural(summary.tracks, 'curve')}, ${plural(summary.keyframes, 'key')} (as the ${id} file counts them)`;
  if (model === undefined) {
    return [
      ['tracks', `${String(summary.tracks)} (as the ${id} file counts them; ${id} has no core-model adapter)`],
      ['keyframes', `${String(summary.keyframes)} (as the ${id} file counts them)`],
    ];
  }
  return [
    [
      'tracks',
      model.tracks > 0 || summary.tracks === 0
        ? `${String(model.tracks)} (core-model tracks, one per animated property${model.tracks > 0 ? ': the table below' : ''})`
        : `0 (core-model tracks: none of the file's curves converts; anim validate says why)`,
    ],
    ['keyframes', `${String(model.keyframes)} (keys of those tracks)`],
    ['in the file', file],
  ];
}

/** True for a non-empty list of plain records (per-node or per-shape facts), shown as a table. */
function isRecordList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** A table cell: numbers and strings as they are, short lists joined, long lists as `first…last (n)`. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '-';
    if (value.length <= 6) return value.map((v) => cellText(v)).join(',');
    return `${cellText(value[0])}…${cellText(value[value.length - 1])} (${String(value.length)})`;
  }
  return JSON.stringify(value);
}

/** A detail value on one line: long lists and objects are counted, the whole is in `--json`. */
function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  if (json.length <= 100) return json;
  if (Array.isArray(value)) return `${value.length} entries (see --json)`;
  return `${Object.keys(value as object).length} fields (see --json)`;
}

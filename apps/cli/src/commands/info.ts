import type { Context } from '../context.js';
import { describeError, ExitCode } from '../errors.js';
import { clipOf, displayName, loadDocument } from '../load.js';
import { formatSeconds, trackStats, type TrackStats } from '../stats.js';
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
  const loaded = await loadDocument(file, ctx.io, ctx.formats, options.from, ctx.settings.readOptions);
  const { format, doc, by } = loaded;
  const summary = format.summarize(doc);
  let tracks: TrackStats[] | undefined;
  let clipError: string | undefined;
  let clipWarnings = 0;
  if (format.toClip !== undefined) {
    try {
      const { value, warnings } = clipOf(loaded);
      tracks = value.tracks.map(trackStats);
      clipWarnings = warnings.length;
    } catch (error) {
      clipError = describeError(error);
    }
  }
  if (options.json === true) {
    const json = {
      file: displayName(file),
      format: format.id,
      formatName: format.name,
      detectedBy: by,
      version: summary.version ?? null,
      tracks: summary.tracks,
      keyframes: summary.keyframes,
      duration: summary.duration ?? null,
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
    ['format', `${format.id} (${format.name}), detected by ${by === 'option' ? '--from' : by}`],
    ['version', summary.version ?? '-'],
    ['tracks', `${String(summary.tracks)} (as the ${format.id} file counts them)`],
    ['keyframes', `${String(summary.keyframes)} (as the ${format.id} file counts them)`],
    ...(tracks === undefined
      ? []
      : [
          [
            'model',
            `${String(tracks.length)} tracks, ${String(tracks.reduce((n, t) => n + t.keyframes, 0))} keyframes once converted to the core model (the table below)`,
          ] as [string, string],
        ]),
    ['duration', summary.duration === undefined ? '-' : `${formatSeconds(summary.duration)} s`],
  ];
  const listed: [string, Record<string, unknown>[]][] = [];
  for (const [key, value] of Object.entries(summary.details ?? {})) {
    if (isRecordList(value)) {
      listed.push([key, value]);
      lines.push([key, `${String(value.length)} (listed below)`]);
    } else lines.push([key, detailText(value)]);
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

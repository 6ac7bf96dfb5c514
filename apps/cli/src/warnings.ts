import type { ConversionWarning } from '@anim/core';
import { cliWording } from './cli-wording.js';

/** At most this many track names are listed after a grouped warning. */
const MAX_PATHS = 4;

/** At most this many warning lines per file (the summary still counts every warning). */
export const MAX_WARNING_LINES = 10;

/**
 * Groups warnings that say the same thing about different tracks into one line each:
 * `key times are rounded to float32 [precision-lost] (9 tracks: bone3/rotation, …)`. Codes are core's
 * vocabulary (`WARNING_CODES`).
 * Order follows the first occurrence; past {@link MAX_WARNING_LINES} lines the rest are summarised per
 * code (`… and 65 more: name-changed 64, unit-changed 1; --verbose lists them all`). With `all`, every
 * warning is one line of its own (`--verbose`).
 */
export function groupWarnings(warnings: readonly ConversionWarning[], all = false): string[] {
  if (all) return warnings.map((w) => `${w.path === undefined ? '' : `${w.path}: `}${cliWording(w.message)} [${w.code}]`);
  const groups = new Map<string, { text: string; code: string; count: number; paths: string[] }>();
  for (const w of warnings) {
    const key = `${w.code}\u0000${w.message}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { text: `${cliWording(w.message)} [${w.code}]`, code: w.code, count: 0, paths: [] };
      groups.set(key, group);
    }
    group.count++;
    if (w.path !== undefined) group.paths.push(w.path);
  }
  const lines = [...groups.values()].map(({ text, paths }) => {
    if (paths.length === 0) return text;
    if (paths.length === 1) return `${paths[0]!}: ${text}`;
    // a warning about tracks carried together names them all in its path (`a.tx, a.ty, a.tz`):
    // the count is of the track names listed, the same unit as everywhere else
    const names = paths.flatMap((p) => p.split(', '));
    const shown = names.slice(0, MAX_PATHS).join(', ');
    return `${text} (${names.length} tracks: ${shown}${names.length > MAX_PATHS ? ', …' : ''})`;
  });
  if (lines.length <= MAX_WARNING_LINES) return lines;
  const byCode = new Map<string, number>();
  for (const group of [...groups.values()].slice(MAX_WARNING_LINES - 1)) byCode.set(group.code, (byCode.get(group.code) ?? 0) + group.count);
  const rest = [...byCode.values()].reduce((a, b) => a + b, 0);
  const codes = [...byCode].map(([code, n]) => `${code} ${String(n)}`).join(', ');
  return [...lines.slice(0, MAX_WARNING_LINES - 1), `… and ${String(rest)} more: ${codes}; --verbose lists them all`];
}

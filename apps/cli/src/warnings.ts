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
 * Order follows the first occurrence; past {@link MAX_WARNING_LINES} lines the rest are counted.
 */
export function groupWarnings(warnings: readonly ConversionWarning[]): string[] {
  const groups = new Map<string, { text: string; paths: string[] }>();
  for (const w of warnings) {
    const key = `${w.code}\u0000${w.message}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { text: `${cliWording(w.message)} [${w.code}]`, paths: [] };
      groups.set(key, group);
    }
    if (w.path !== undefined) group.paths.push(w.path);
  }
  const lines = [...groups.values()].map(({ text, paths }) => {
    if (paths.length === 0) return text;
    if (paths.length === 1) return `${paths[0]!}: ${text}`;
    const shown = paths.slice(0, MAX_PATHS).join(', ');
    return `${text} (${paths.length} tracks: ${shown}${paths.length > MAX_PATHS ? ', …' : ''})`;
  });
  if (lines.length <= MAX_WARNING_LINES) return lines;
  const rest = lines.length - (MAX_WARNING_LINES - 1);
  return [...lines.slice(0, MAX_WARNING_LINES - 1), `… and ${rest} more kinds of warning`];
}

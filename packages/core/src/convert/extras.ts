/**
 * The warning for format-specific data that a conversion leaves behind: `clip.extras` and
 * `track.extras` namespaces of another format than the target.
 *
 * @module
 */
import type { AnyFormatDescriptor } from '../format.js';
import type { Clip } from '../types.js';
import type { WarningSink } from '../warnings.js';

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * One `metadata-dropped` warning per foreign namespace (a format id other than `targetId` and not in
 * `keep`) of `clip.extras` and its tracks' `extras`, naming the clip-level keys and the track-level
 * keys with how many tracks carry them: `maya data with no place in animj is left out: placeholder
 * curves (clip); tangent lock flags (3 tracks)`. The source's `extrasMeaning` gives the words and says
 * which keys matter.
 */
export function warnDroppedExtras(
  clip: Clip,
  targetId: string,
  keep: ReadonlySet<string>,
  sink: WarningSink,
  source?: AnyFormatDescriptor,
): void {
  const meaning = source?.extrasMeaning;
  /** The words for `key` of namespace `ns`, or undefined when it is bookkeeping the source declared. */
  const words = (ns: string, level: 'clip' | 'track', key: string): string | undefined => {
    if (meaning === undefined || ns !== source?.id) return key;
    return meaning[level]?.[key];
  };
  const clipKeys = new Map<string, string[]>();
  const trackKeys = new Map<string, Map<string, number>>();
  const foreign = (ns: string): boolean => ns !== targetId && !keep.has(ns);
  for (const [ns, data] of Object.entries(clip.extras)) {
    if (!foreign(ns) || !present(data)) continue;
    const keys = typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.keys(data).filter((k) => present((data as Record<string, unknown>)[k])) : [ns];
    const named = [...new Set(keys.map((k) => words(ns, 'clip', k)).filter((w): w is string => w !== undefined))];
    if (named.length > 0) clipKeys.set(ns, named);
  }
  for (const track of clip.tracks) {
    for (const [ns, data] of Object.entries(track.extras ?? {})) {
      if (!foreign(ns) || typeof data !== 'object' || data === null) continue;
      const counts = trackKeys.get(ns) ?? new Map<string, number>();
      for (const [key, value] of Object.entries(data)) {
        const w = present(value) ? words(ns, 'track', key) : undefined;
        if (w !== undefined) counts.set(w, (counts.get(w) ?? 0) + 1);
      }
      if (counts.size > 0) trackKeys.set(ns, counts);
    }
  }
  for (const ns of new Set([...clipKeys.keys(), ...trackKeys.keys()])) {
    const parts: string[] = [];
    const c = clipKeys.get(ns);
    if (c !== undefined) parts.push(`${c.join(', ')} (clip)`);
    const t = trackKeys.get(ns);
    if (t !== undefined) {
      parts.push([...t].map(([key, n]) => `${key} (${String(n)} track${n === 1 ? '' : 's'})`).join(', '));
    }
    sink.warn('metadata-dropped', `${ns} data with no place in ${targetId} is left out: ${parts.join('; ')}`);
  }
}

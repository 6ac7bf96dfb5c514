/**
 * Summaries for `anim info`: {@link summarizeAnimj} and {@link summarizeAnimx}.
 *
 * @module
 */
import type { DocumentSummary } from '@anim/core';
import type { AnimjDocument, AnimxDocument } from './types.js';
import { animjValueTypeInfo } from './value-types.js';

/**
 * A short summary of an AnimJ document: track and keyframe counts, duration in seconds
 * (`globalDuration` when positive, else the last key time; a Raw track ends at
 * `(count − 1) × interval`), and in `details` the animation name, track types and value types in
 * order of first appearance.
 */
export function summarizeAnimj(doc: AnimjDocument): DocumentSummary {
  let keyframes = 0;
  let end = 0;
  const trackTypes = new Set<string>();
  const valueTypes = new Set<string>();
  for (const t of doc.tracks) {
    const c = animjValueTypeInfo(t.valueType)?.components ?? 1;
    const n = Math.floor(t.values.length / c);
    keyframes += n;
    trackTypes.add(t.trackType);
    valueTypes.add(t.valueType);
    const last = t.trackType === 'Raw' ? (n - 1) * (t.interval ?? 0) : n > 0 ? t.times[n - 1]! : 0;
    if (last > end) end = last;
  }
  const duration = doc.globalDuration !== undefined && doc.globalDuration > 0 ? doc.globalDuration : end;
  return {
    tracks: doc.tracks.length,
    keyframes,
    duration,
    details: { name: doc.name ?? null, trackTypes: [...trackTypes], valueTypes: [...valueTypes] },
  };
}

/**
 * A short summary of an AnimX document: {@link summarizeAnimj}'s, with the file version (`'1'`, the
 * only one AnimX has) and the body encoding (`plain`, `lz4`, `lzma`) in `details.encoding`.
 */
export function summarizeAnimx(doc: AnimxDocument): DocumentSummary {
  const base = summarizeAnimj(doc);
  return { ...base, version: '1', details: { ...base.details, encoding: doc.encoding ?? 'plain' } };
}

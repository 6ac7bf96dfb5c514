/**
 * What `anim info` shows about a recording: version, duration, which parts are present, key counts per
 * part, markers.
 *
 * @module
 */
import type { DocumentSummary } from '@anim/core';
import { mrtkDuration } from './evaluate.js';
import { curveSlots } from './layout.js';
import { findCollapsedRotationW } from './rotation-w.js';
import type { MrtkDocument } from './types.js';

/** Key counts of one part of a recording. */
export interface MrtkPartSummary {
  /** Curves stored for the part. */
  readonly curves: number;
  /** Curves with at least one key. */
  readonly animatedCurves: number;
  /** Keys over all its curves. */
  readonly keys: number;
}

function part(doc: MrtkDocument, prefix: string): MrtkPartSummary | undefined {
  const slots = curveSlots(doc, 'v1.1').filter((s) => s.path.startsWith(prefix));
  if (slots.length === 0) return undefined;
  let keys = 0;
  let animated = 0;
  for (const s of slots) {
    const n = s.get().time.length;
    keys += n;
    if (n > 0) animated++;
  }
  return { curves: slots.length, animatedCurves: animated, keys };
}

/**
 * Summarises a recording: `tracks` counts curves with keys, `keyframes` all keys, `duration` is MRTK's
 * duration in seconds; `details` lists `parts` (camera, hand.left, hand.right, gaze — absent parts are
 * left out) with curve and key counts, the `markers` as `{ time, name }` and the `legacy` layout if any; and
 * only when present: `trailingBytes` (how many bytes follow the marker list), `presenceFlagBytes` (stored
 * flag bytes other than 0/1), `collapsedRotationW` (the W curves MRTK's recorder optimiser bug collapsed,
 * see `findCollapsedRotationW`) and `repairedRotationW` (those rebuilt by `readMrtk`'s `repairRotationW`).
 */
export function summarizeMrtk(doc: MrtkDocument): DocumentSummary {
  const parts: Record<string, MrtkPartSummary> = {};
  for (const [name, prefix] of [
    ['camera', 'camera.'],
    ['hand.left', 'hand.left.'],
    ['hand.right', 'hand.right.'],
    ['gaze', 'gaze.'],
  ] as const) {
    const p = part(doc, prefix);
    if (p) parts[name] = p;
  }
  const all = Object.values(parts);
  const collapsed = findCollapsedRotationW(doc).map((r) => r.curve);
  const trailing = doc.trailingBytes?.length ?? 0;
  return {
    version: doc.version,
    tracks: all.reduce((n, p) => n + p.animatedCurves, 0),
    keyframes: all.reduce((n, p) => n + p.keys, 0),
    duration: mrtkDuration(doc),
    details: {
      ...(doc.legacy === undefined ? {} : { legacy: doc.legacy }),
      parts,
      markers: doc.markers.map((m) => ({ time: m.time, name: m.name })),
      ...(trailing > 0 ? { trailingBytes: trailing } : {}),
      ...(doc.presenceFlagBytes === undefined ? {} : { presenceFlagBytes: [...doc.presenceFlagBytes] }),
      ...(collapsed.length > 0 ? { collapsedRotationW: collapsed } : {}),
      ...(doc.repairedRotationW === undefined ? {} : { repairedRotationW: doc.repairedRotationW.map((r) => r.curve) }),
    },
  };
}

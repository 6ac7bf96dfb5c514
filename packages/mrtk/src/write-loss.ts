/**
 * What writing a recording in a given layout loses: eye gaze in v1.0 and the 2019 layouts, markers in the
 * May-2019 layouts, tangents and weights where keys are stored as (time, value) only (v1.1). `writeMrtk`
 * refuses such a write unless `{ lossy: true }`; the descriptor's `lossOnWrite` reports the same losses
 * as warnings when the convert pipeline writes a document without the core model (`--mrtk-version`).
 *
 * @module
 */
import type { ConversionWarning } from '@anim/core';
import { firstLossyKey } from './curve-record.js';
import { FORMAT_ID } from './constants.js';
import { curveSlots, keyBytes, type BodyLayout } from './layout.js';
import type { MrtkDocument, WriteMrtkOptions } from './types.js';

/** One loss: the warning, and the sentence `writeMrtk` throws without `{ lossy: true }`. */
interface WriteLoss {
  readonly warning: ConversionWarning;
  readonly error: string;
}

/** The layout `writeMrtk` writes for these options: the asked version, else the document's own layout. */
export function layoutOf(doc: MrtkDocument, options: WriteMrtkOptions): BodyLayout {
  if (options.version === undefined) return doc.legacy ?? (doc.version === '1.1' ? 'v1.1' : 'v1.0');
  return options.version === '1.1' ? 'v1.1' : 'v1.0';
}

function isMay(layout: BodyLayout): boolean {
  return layout === 'may-2019-full-keys' || layout === 'may-2019-bool-keys';
}

/**
 * Every loss of writing `doc` in `layout`, in the order `writeMrtk` checks them: gaze, markers, then one
 * per pose vector, ray vector or hand-state curve whose keys carry tangents or weights the layout cannot
 * store (named by its dotted path, e.g. `camera.position`).
 */
export function writeLosses(doc: MrtkDocument, layout: BodyLayout): WriteLoss[] {
  const out: WriteLoss[] = [];
  if (layout !== 'v1.1' && doc.gaze !== undefined) {
    out.push({
      warning: { code: 'track-dropped', path: 'gaze', message: `${layout} cannot store eye gaze: the gaze origin and direction are dropped` },
      error: `${FORMAT_ID} write: ${layout} cannot store eye gaze; write version 1.1, or pass { lossy: true } (\`anim convert --lossy\`) to drop it`,
    });
  }
  if (isMay(layout) && doc.markers.length > 0) {
    out.push({
      warning: { code: 'metadata-dropped', path: 'markers', message: `the ${layout} layout stores no markers: ${String(doc.markers.length)} marker(s) dropped` },
      error: `${FORMAT_ID} write: the ${layout} layout is written only with an empty marker list; write version 1.0 or 1.1, or pass { lossy: true } (\`anim convert --lossy\`) to drop them`,
    });
  }
  const lossy = new Map<string, { curves: string[]; error: string }>();
  for (const slot of curveSlots(doc, layout)) {
    if (keyBytes(layout, slot.kind) === 28) continue;
    const at = firstLossyKey(slot.get(), slot.kind);
    if (at < 0) continue;
    const vector = slot.path.replace(/\.[xyzw]$/, '');
    const entry = lossy.get(vector) ?? {
      curves: [],
      error: `${FORMAT_ID} write: key ${String(at)} of ${slot.path} has tangents or weights that ${layout} cannot store (it keeps time and value only); write version 1.0, or pass { lossy: true } (\`anim convert --lossy\`) to make every segment linear`,
    };
    entry.curves.push(slot.path.slice(vector.length + 1) || slot.path);
    lossy.set(vector, entry);
  }
  for (const [vector, { curves, error }] of lossy) {
    out.push({
      warning: {
        code: 'tangent-approximated',
        path: vector,
        message: `${layout} keeps time and value only: the tangents and weights of ${curves.join(', ')} are dropped and every segment becomes linear`,
      },
      error,
    });
  }
  return out;
}

/**
 * What writing `doc` with `options` loses (the descriptor's `lossOnWrite`): one warning per loss
 * {@link writeLosses} finds in the layout `writeMrtk` would write. Empty when the write is exact.
 */
export function mrtkLossOnWrite(doc: MrtkDocument, options: WriteMrtkOptions = {}): ConversionWarning[] {
  return writeLosses(doc, layoutOf(doc, options)).map((l) => l.warning);
}

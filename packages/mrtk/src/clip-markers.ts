/**
 * MRTK markers ↔ core clip markers (`clip.markers`, issue 17). An MRTK marker is a float32 time in
 * seconds and a name (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs), nothing else; a core {@link Marker} holds both as they are.
 *
 * Order: MRTK's `InputAnimation.AddMarker` inserts a marker after those at or before its time, so the
 * files MRTK writes list their markers in ascending time, the order core keeps `clip.markers` in. A file
 * edited by other tools may list them otherwise; its markers then record their file position in
 * `extras.mrtk.index`, and {@link mrtkMarkersOf} writes them back in that order.
 *
 * @module
 */
import type { Clip, Marker, WarningSink } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import type { MrtkDocument, MrtkMarker } from './types.js';

/** The recording's markers as core markers (file order, with `extras.mrtk.index` when not ascending). */
export function clipMarkers(doc: MrtkDocument): Marker[] {
  const list = doc.markers;
  const ascending = list.every((m, i) => Number.isFinite(m.time) && (i === 0 || m.time >= list[i - 1]!.time));
  return list.map((m, index) => (ascending ? { time: m.time, name: m.name } : { time: m.time, name: m.name, extras: { [FORMAT_ID]: { index } } }));
}

/** `extras.mrtk.index` of a marker, when it is a non-negative integer. */
function fileIndex(marker: Marker): number | undefined {
  const own = marker.extras?.[FORMAT_ID];
  if (typeof own !== 'object' || own === null || !('index' in own)) return undefined;
  const index = own.index;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : undefined;
}

/**
 * The markers of a clip as MRTK markers: `clip.markers` in their order, or in the file order their
 * `extras.mrtk.index` values give when every marker has a distinct one. Times are rounded to float32
 * (one `precision-lost` warning when one moves); data other formats keep in marker extras is left out
 * (one `metadata-dropped` warning naming the formats).
 */
export function mrtkMarkersOf(clip: Clip, sink: WarningSink): MrtkMarker[] {
  const markers = clip.markers ?? [];
  const indices = markers.map(fileIndex);
  const ordered =
    indices.every((i) => i !== undefined) && new Set(indices).size === markers.length
      ? markers.map((m, k) => ({ m, i: indices[k]! })).sort((a, b) => a.i - b.i).map(({ m }) => m)
      : markers;
  let rounded = 0;
  const foreign = new Set<string>();
  const out = ordered.map((m) => {
    const time = Math.fround(m.time);
    if (!Object.is(time, m.time)) rounded++;
    for (const ns of Object.keys(m.extras ?? {})) if (ns !== FORMAT_ID) foreign.add(ns);
    return { time, name: m.name };
  });
  if (rounded > 0) sink.warn('precision-lost', `${String(rounded)} marker time(s) rounded to float32`, 'markers');
  if (foreign.size > 0) {
    sink.warn('metadata-dropped', `MRTK markers hold a time and a name only; the markers' ${[...foreign].join(', ')} data is left out`, 'markers');
  }
  return out;
}

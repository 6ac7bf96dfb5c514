/**
 * Writing `.bin` input animation files exactly as MRTK's `InputAnimation.ToStream` does (spec
 * "Version 1.0/1.1", https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format; https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs): same curve order, same key encodings, wrap modes and
 * marker list as stored in the document.
 *
 * @module
 */
import { checkWriteSize, InvalidArgumentError, writeLimit } from '@anim/core';
import { curveRecordBytes, writeCurve } from './curve-record.js';
import { FORMAT_ID, HEADER_BYTES } from './constants.js';
import { writeHeader } from './header.js';
import { curveSlots, keyBytes, type BodyLayout } from './layout.js';
import { emptyBinaryFormatterMarkerList } from './legacy.js';
import { encodeMarkerList } from './markers.js';
import type { MrtkDocument, WriteMrtkOptions } from './types.js';
import { layoutOf, writeLosses } from './write-loss.js';

function checkLengths(doc: MrtkDocument, layout: BodyLayout): void {
  for (const slot of curveSlots(doc, layout)) {
    const c = slot.get();
    const n = c.time.length;
    const t = c.tangents;
    if (
      c.value.length !== n ||
      (t !== undefined &&
        (t.inTangent.length !== n ||
          t.outTangent.length !== n ||
          t.inWeight.length !== n ||
          t.outWeight.length !== n ||
          t.weightedMode.length !== n))
    ) {
      throw new InvalidArgumentError(`${FORMAT_ID} write: the key arrays of ${slot.path} differ in length`);
    }
    if (!Number.isInteger(c.preWrapMode) || !Number.isInteger(c.postWrapMode)) {
      throw new InvalidArgumentError(`${FORMAT_ID} write: the wrap modes of ${slot.path} are not integers`);
    }
  }
}

function checkLoss(doc: MrtkDocument, layout: BodyLayout): void {
  const [first] = writeLosses(doc, layout);
  if (first !== undefined) throw new InvalidArgumentError(first.error);
}

/**
 * Writes a recording as an MRTK2 input animation file.
 *
 * By default the document's own layout is written ({@link MrtkDocument.version}, or its legacy layout),
 * so `writeMrtk(readMrtk(file))` reproduces a file MRTK wrote byte for byte. `options.version` chooses 1.0
 * (28-byte pose keys with tangents and weights, no flags, no gaze) or 1.1 (presence flags, 8-byte keys,
 * gaze).
 *
 * @returns the file bytes.
 * @throws {LimitError} when the file would be larger than `options.maxBytes` (default 1 GiB,
 *   `DEFAULT_MAX_WRITE_BYTES`), computed from the key counts before allocating.
 * @throws {InvalidArgumentError} when key arrays of a curve differ in length, or when the chosen layout
 *   cannot hold the document (tangents/weights in v1.1, gaze in v1.0, markers in a May-2019 layout) and
 *   `options.lossy` is not set.
 */
export function writeMrtk(doc: MrtkDocument, options: WriteMrtkOptions = {}): Uint8Array<ArrayBuffer> {
  const layout = layoutOf(doc, options);
  checkLengths(doc, layout);
  if (options.lossy !== true) checkLoss(doc, layout);

  const slots = curveSlots(doc, layout);
  const may = layout === 'may-2019-full-keys' || layout === 'may-2019-bool-keys';
  const markers = may ? undefined : encodeMarkerList(doc.markers);
  const trailer = may ? emptyBinaryFormatterMarkerList() : (doc.trailingBytes ?? new Uint8Array(0));
  const hasHeader = layout === 'v1.0' || layout === 'v1.1';

  let size = (hasHeader ? HEADER_BYTES : 0) + (layout === 'v1.1' ? 3 : 0);
  for (const slot of slots) size += curveRecordBytes(slot.get(), keyBytes(layout, slot.kind));
  size += (markers?.length ?? 0) + trailer.length;
  checkWriteSize(size, writeLimit(options), `mrtk: a ${layout} recording`);

  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let o = 0;
  if (hasHeader) o = writeHeader(view, o, layout === 'v1.1' ? '1.1' : '1.0');
  if (layout === 'v1.1') {
    const stored = doc.presenceFlagBytes;
    [doc.camera, doc.hands, doc.gaze].forEach((part, i) => {
      const keep = stored?.[i];
      // A stored non-zero byte (MRTK reads any as true) writes back while its part is present.
      bytes[o++] = part === undefined ? 0 : keep !== undefined && Number.isInteger(keep) && keep > 0 && keep < 256 ? keep : 1;
    });
  }
  for (const slot of slots) o = writeCurve(view, o, slot.get(), keyBytes(layout, slot.kind), slot.kind);
  if (markers !== undefined) {
    bytes.set(markers, o);
    o += markers.length;
  }
  bytes.set(trailer, o);
  return bytes;
}

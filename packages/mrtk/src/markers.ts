/**
 * The marker list that ends every file with a header and the June-2019 recordings (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs;
 * the short spec omits it): Int32 count, then per marker a Float32 time (seconds) and a .NET string —
 * a 7-bit-encoded (LEB128) byte length followed by that many UTF-8 bytes.
 *
 * @module
 */
import { ByteWriter, type ByteReader } from '@anim/core/io';
import type { MrtkMarker } from './types.js';

/**
 * Reads the marker list at the reader's position.
 * @throws {ParseError} on a negative or too-large count, a name length beyond the bytes left, an
 * over-long 7-bit length, or invalid UTF-8 — each at its byte offset.
 */
export function readMarkers(r: ByteReader): MrtkMarker[] {
  const at = r.offset;
  // Each marker takes at least 5 bytes: a Float32 time and a 1-byte length.
  const count = r.count(r.i32('marker count'), 5, 'markers', at);
  const markers: MrtkMarker[] = [];
  for (let i = 0; i < count; i++) {
    const time = r.f32(`time of marker ${String(i)}`);
    const name = r.string7(`name of marker ${String(i)}`);
    markers.push({ time, name });
  }
  return markers;
}

/**
 * The marker list's bytes: Int32 count, then per marker a Float32 time and a .NET string (7-bit-encoded
 * UTF-8 byte length, then the bytes) — what `BinaryWriter` writes for MRTK.
 */
export function encodeMarkerList(markers: readonly MrtkMarker[]): Uint8Array {
  const w = new ByteWriter({ endian: 'little', initialCapacity: 16 + 16 * markers.length });
  w.i32(markers.length);
  for (const m of markers) w.f32(m.time).string7(m.name);
  return w.finish();
}

/**
 * The marker list that ends every file with a header and the June-2019 recordings (research note §1.4;
 * the short spec omits it): Int32 count, then per marker a Float32 time (seconds) and a .NET string —
 * a 7-bit-encoded (LEB128) byte length followed by that many UTF-8 bytes.
 *
 * @module
 */
import type { ByteReader } from '@anim/core';
import type { MrtkMarker } from './types.js';

const encoder = new TextEncoder();

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

function u7Length(v: number): number {
  let n = 1;
  for (let rest = v; rest >= 0x80; rest = Math.floor(rest / 0x80)) n++;
  return n;
}

/** Encoded marker names (UTF-8), computed once per write. */
export function encodeMarkerNames(markers: readonly MrtkMarker[]): Uint8Array[] {
  return markers.map((m) => encoder.encode(m.name));
}

/** Bytes the marker list takes. */
export function markerListBytes(names: readonly Uint8Array[]): number {
  let n = 4;
  for (const name of names) n += 4 + u7Length(name.length) + name.length;
  return n;
}

/** Writes the marker list at `offset`; returns the offset after it. */
export function writeMarkers(
  bytes: Uint8Array,
  view: DataView,
  offset: number,
  markers: readonly MrtkMarker[],
  names: readonly Uint8Array[],
): number {
  view.setInt32(offset, markers.length, true);
  let o = offset + 4;
  markers.forEach((m, i) => {
    const name = names[i]!;
    view.setFloat32(o, m.time, true);
    o += 4;
    let rest = name.length;
    while (rest >= 0x80) {
      bytes[o++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    bytes[o++] = rest;
    bytes.set(name, o);
    o += name.length;
  });
  return o;
}

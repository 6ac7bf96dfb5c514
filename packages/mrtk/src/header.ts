/**
 * The file header (spec "Overall structure", https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format): Int64 magic `0x6a8faf6e0f9e42c6`
 * (on disk `c6 42 9e 0f 6e af 8f 6a`), then Int32 major and Int32 minor version.
 *
 * @module
 */
import { UnsupportedVersionError } from '@anim/core';
import type { ByteReader } from '@anim/core/io';
import { FORMAT_ID, HEADER_BYTES, MAGIC } from './constants.js';
import { sniffMrtk } from './sniff.js';
import type { MrtkVersion } from './types.js';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
}

/**
 * Reads magic and version at the reader's position.
 * @throws {ParseError} on a short input or a wrong magic (at byte 0).
 * @throws {UnsupportedVersionError} for any version other than 1.0 and 1.1, naming it (`2.0`, `1.7`) and
 *   the byte offset of the major version field (8 in a file).
 */
export function readHeader(r: ByteReader): MrtkVersion {
  const at = r.offset;
  const magic = r.bytesView(8, 'the magic number');
  if (!sniffMrtk(magic)) {
    r.fail(
      'the input animation magic c6 42 9e 0f 6e af 8f 6a (headerless 2019 recordings are read with { legacy: true })',
      hex(magic),
      at,
    );
  }
  const major = r.i32('major version');
  const minor = r.i32('minor version');
  if (major === 1 && minor === 0) return '1.0';
  if (major === 1 && minor === 1) return '1.1';
  throw new UnsupportedVersionError(FORMAT_ID, `${String(major)}.${String(minor)}`, '1.0, 1.1', {
    location: { kind: 'offset', offset: at + 8 },
  });
}

/** Writes magic and version at `offset`; returns the offset after the header. */
export function writeHeader(view: DataView, offset: number, version: MrtkVersion): number {
  view.setBigInt64(offset, MAGIC, true);
  view.setInt32(offset + 8, 1, true);
  view.setInt32(offset + 12, version === '1.1' ? 1 : 0, true);
  return offset + HEADER_BYTES;
}

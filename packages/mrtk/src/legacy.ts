/**
 * Headerless recordings from MRTK's 2019 development history (before the magic number existed).
 *
 * Layouts, established from the files' bytes and the MRTK sources of the time
 * (`lukastoenneMS/MixedRealityToolkit-Unity`, `InputAnimation.cs` / `InputAnimationRecordingUtils.cs`):
 * - **June 2019** (`june-2019`): exactly the v1.0 body — camera (7 curves, 28-byte keys), hand state
 *   (4 curves, 8-byte keys), left then right joints (27 × 7 curves, 28-byte keys), marker list.
 * - **May 2019** (`may-2019-full-keys`, 15 May): hand state (4 curves), left joints, right joints,
 *   camera (7 curves) — every key 28 bytes — followed by the marker list serialised with .NET
 *   `BinaryFormatter` (`List<InputAnimationMarker>`).
 * - **May 2019** (`may-2019-bool-keys`, 16 May): the same, but hand-state keys are 8 bytes.
 *
 * Times in the May files are absolute `Time.time` seconds, not relative to the recording start. In the
 * 15-May prototype MRTK wrote `rotation.x` into all four joint rotation curves (a bug of that revision);
 * the curves are read as stored.
 *
 * The `BinaryFormatter` marker list is only accepted in the one form every known May file has: an empty
 * list. Anything else is reported as unsupported rather than guessed at.
 *
 * @module
 */
import { ByteWriter } from '@anim/core/io';

const ASSEMBLY = 'Microsoft.MixedReality.Toolkit.Services.InputSystem, Version=0.0.0.0, Culture=neutral, PublicKeyToken=null';
const MARKER_CLASS = 'Microsoft.MixedReality.Toolkit.Input.InputAnimationMarker';
const LIST_CLASS = `System.Collections.Generic.List\`1[[${MARKER_CLASS}, ${ASSEMBLY}]]`;

/** SerializationHeaderRecord: record type 0, root id 1, header id −1, format version 1.0. */
function nrbfHeader(w: ByteWriter): ByteWriter {
  return w.u8(0x00).i32(1).i32(-1).i32(1).i32(0);
}

/**
 * The .NET `BinaryFormatter` (MS-NRBF) encoding of an empty `List<InputAnimationMarker>`, record by
 * record, as the May-2019 prototypes end. MS-NRBF's LengthPrefixedString is a .NET string (7-bit
 * length, UTF-8), which is what `string7` writes.
 */
function emptyMarkerListRecords(): Uint8Array {
  const w = nrbfHeader(new ByteWriter({ endian: 'little', initialCapacity: 600 }));
  // BinaryLibrary: type 12, library id 2, assembly name.
  w.u8(0x0c).i32(2).string7(ASSEMBLY);
  // SystemClassWithMembersAndTypes (type 4): object id 1, the List class, 3 members.
  w.u8(0x04).i32(1).string7(LIST_CLASS).i32(3);
  w.string7('_items').string7('_size').string7('_version');
  // Member types: Class, Primitive, Primitive; then their extra info (class name + library, Int32, Int32).
  w.u8(0x04).u8(0x00).u8(0x00);
  w.string7(`${MARKER_CLASS}[]`).i32(2).u8(0x08).u8(0x08);
  // Member values: _items = reference (type 9) to object 3; _size = 0; _version = 0.
  w.u8(0x09).i32(3).i32(0).i32(0);
  // BinaryArray (type 7): object id 3, single-dimensional, rank 1, length 0, of class MARKER_CLASS in library 2.
  w.u8(0x07).i32(3).u8(0x00).i32(1).i32(0).u8(0x04).string7(MARKER_CLASS).i32(2);
  // MessageEnd.
  w.u8(0x0b);
  return w.finish();
}

const EMPTY_MARKER_LIST = emptyMarkerListRecords();

/** The bytes of an empty `BinaryFormatter` marker list (524 bytes). Do not modify them. */
export function emptyBinaryFormatterMarkerList(): Uint8Array {
  return EMPTY_MARKER_LIST;
}

/** The MS-NRBF SerializationHeaderRecord every `BinaryFormatter` stream starts with. */
const NRBF_HEADER = nrbfHeader(new ByteWriter({ endian: 'little', initialCapacity: 17 })).finish();

/** True when `bytes[offset..]` starts like a `BinaryFormatter` stream. */
export function looksLikeBinaryFormatter(bytes: Uint8Array, offset: number): boolean {
  if (bytes.length - offset < NRBF_HEADER.length) return false;
  return NRBF_HEADER.every((b, i) => bytes[offset + i] === b);
}

/** True when `bytes[offset..]` is exactly the empty `BinaryFormatter` marker list. */
export function isEmptyBinaryFormatterMarkerList(bytes: Uint8Array, offset: number): boolean {
  const t = emptyBinaryFormatterMarkerList();
  if (bytes.length - offset !== t.length) return false;
  for (let i = 0; i < t.length; i++) if (bytes[offset + i] !== t[i]) return false;
  return true;
}

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
const encoder = new TextEncoder();

const ASSEMBLY = 'Microsoft.MixedReality.Toolkit.Services.InputSystem, Version=0.0.0.0, Culture=neutral, PublicKeyToken=null';
const MARKER_CLASS = 'Microsoft.MixedReality.Toolkit.Input.InputAnimationMarker';
const LIST_CLASS = `System.Collections.Generic.List\`1[[${MARKER_CLASS}, ${ASSEMBLY}]]`;

function i32(v: number): number[] {
  return [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
}

/** A `BinaryFormatter` LengthPrefixedString: 7-bit-encoded byte length, UTF-8 bytes. */
function lpString(s: string): number[] {
  const data = encoder.encode(s);
  const out: number[] = [];
  let rest = data.length;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  out.push(rest);
  return [...out, ...data];
}

/**
 * The .NET `BinaryFormatter` (MS-NRBF) encoding of an empty `List<InputAnimationMarker>`, record by
 * record, as the May-2019 prototypes end.
 */
function emptyMarkerListRecords(): Uint8Array {
  const bytes = [
    // SerializationHeaderRecord: type 0, root id 1, header id -1, version 1.0.
    0x00, ...i32(1), ...i32(-1), ...i32(1), ...i32(0),
    // BinaryLibrary: type 12, library id 2, assembly name.
    0x0c, ...i32(2), ...lpString(ASSEMBLY),
    // SystemClassWithMembersAndTypes (type 4): object id 1, the List class, 3 members.
    0x04, ...i32(1), ...lpString(LIST_CLASS), ...i32(3),
    ...lpString('_items'), ...lpString('_size'), ...lpString('_version'),
    // Member types: Class, Primitive, Primitive; then their extra info.
    0x04, 0x00, 0x00,
    ...lpString(`${MARKER_CLASS}[]`), ...i32(2), 0x08, 0x08,
    // Member values: _items = reference to object 3; _size = 0; _version = 0.
    0x09, ...i32(3), ...i32(0), ...i32(0),
    // BinaryArray (type 7): object id 3, single-dimensional, rank 1, length 0, of class MARKER_CLASS in library 2.
    0x07, ...i32(3), 0x00, ...i32(1), ...i32(0), 0x04, ...lpString(MARKER_CLASS), ...i32(2),
    // MessageEnd.
    0x0b,
  ];
  return Uint8Array.from(bytes);
}

let cachedTrailer: Uint8Array | undefined;

/** The bytes of an empty `BinaryFormatter` marker list (524 bytes). */
export function emptyBinaryFormatterMarkerList(): Uint8Array {
  cachedTrailer ??= emptyMarkerListRecords();
  return cachedTrailer;
}

/** The MS-NRBF SerializationHeaderRecord prefix every `BinaryFormatter` stream starts with. */
const NRBF_HEADER = [0x00, ...i32(1), ...i32(-1), ...i32(1), ...i32(0)];

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

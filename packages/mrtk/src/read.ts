/**
 * Reading `.bin` input animation files: v1.0, v1.1 (spec "Overall structure", "Version 1.0/1.1") and,
 * on request, headerless 2019 recordings (see `legacy.ts`).
 *
 * @module
 */
import { ParseError, UnsupportedFeatureError } from '@anim/core';
import { ByteReader } from '@anim/core/io';
import { emptyMrtkCurve } from './curve.js';
import { readCurve } from './curve-record.js';
import { FORMAT_ID } from './constants.js';
import { readHeader } from './header.js';
import { curveSlots, keyBytes, type BodyLayout } from './layout.js';
import { isEmptyBinaryFormatterMarkerList, looksLikeBinaryFormatter } from './legacy.js';
import { readMarkers } from './markers.js';
import { repairRotationW } from './rotation-w.js';
import { sniffMrtk } from './sniff.js';
import { JOINT_COUNT, type MrtkHandCurves, type MrtkDocument, type MrtkLegacyLayout, type MrtkPoseCurves, type MrtkRayCurves, type ReadMrtkOptions } from './types.js';

const PLACEHOLDER = emptyMrtkCurve();

/** Skeletons whose curves are all one shared placeholder; reading replaces every one of them. */
function placeholderPose(): MrtkPoseCurves {
  const c = PLACEHOLDER;
  return { positionX: c, positionY: c, positionZ: c, rotationX: c, rotationY: c, rotationZ: c, rotationW: c };
}

function placeholderHand(): MrtkHandCurves {
  return { tracked: PLACEHOLDER, pinching: PLACEHOLDER, joints: Array.from({ length: JOINT_COUNT }, placeholderPose) };
}

function placeholderRay(): MrtkRayCurves {
  const c = PLACEHOLDER;
  return { originX: c, originY: c, originZ: c, directionX: c, directionY: c, directionZ: c };
}

function newReader(bytes: Uint8Array): { r: ByteReader; view: DataView } {
  return {
    r: new ByteReader(bytes, { format: FORMAT_ID, endian: 'little' }),
    view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

/** Reads every curve of `doc`'s skeleton in `layout` order, replacing the placeholders. */
function readCurves(r: ByteReader, view: DataView, doc: MrtkDocument, layout: BodyLayout): void {
  for (const slot of curveSlots(doc, layout)) {
    slot.set(readCurve(r, view, keyBytes(layout, slot.kind), slot.path));
  }
}

function readModern(bytes: Uint8Array): MrtkDocument {
  const { r, view } = newReader(bytes);
  const version = readHeader(r);
  let hasCamera = true;
  let hasHands = true;
  let hasGaze = false;
  let flags: [number, number, number] | undefined;
  if (version === '1.1') {
    // .NET BinaryReader.ReadBoolean: any non-zero byte is true (https://learn.microsoft.com/dotnet/api/system.io.binaryreader.readboolean).
    flags = [r.u8('Has Camera Pose flag'), r.u8('Has Hand Data flag'), r.u8('Has Eye Gaze flag')];
    [hasCamera, hasHands, hasGaze] = [flags[0] !== 0, flags[1] !== 0, flags[2] !== 0];
  }
  const doc: MrtkDocument = {
    version,
    camera: hasCamera ? placeholderPose() : undefined,
    hands: hasHands ? { left: placeholderHand(), right: placeholderHand() } : undefined,
    gaze: hasGaze ? placeholderRay() : undefined,
    markers: [],
  };
  if (flags?.some((b) => b > 1)) doc.presenceFlagBytes = flags;
  readCurves(r, view, doc, version === '1.1' ? 'v1.1' : 'v1.0');
  doc.markers = readMarkers(r);
  if (!r.atEnd) doc.trailingBytes = bytes.slice(r.offset);
  return doc;
}

const LEGACY_LAYOUTS: readonly MrtkLegacyLayout[] = ['june-2019', 'may-2019-full-keys', 'may-2019-bool-keys'];

/** Reads `bytes` as one legacy layout; the whole input must be consumed. */
function readLegacyAs(bytes: Uint8Array, layout: MrtkLegacyLayout): MrtkDocument {
  const { r, view } = newReader(bytes);
  const doc: MrtkDocument = {
    version: '1.0',
    legacy: layout,
    camera: placeholderPose(),
    hands: { left: placeholderHand(), right: placeholderHand() },
    gaze: undefined,
    markers: [],
  };
  readCurves(r, view, doc, layout);
  if (layout === 'june-2019') {
    doc.markers = readMarkers(r);
    if (!r.atEnd) r.fail('end of a June-2019 recording after its marker list', `${String(r.remaining)} more bytes`);
    return doc;
  }
  if (isEmptyBinaryFormatterMarkerList(bytes, r.offset)) return doc;
  if (looksLikeBinaryFormatter(bytes, r.offset)) {
    throw new UnsupportedFeatureError(
      FORMAT_ID,
      'the BinaryFormatter marker list of this May-2019 recording (only the empty list every known May-2019 file has is read; its layout beyond that is not established)',
      { location: { kind: 'offset', offset: r.offset } },
    );
  }
  return r.fail('an empty BinaryFormatter marker list after the curves of a May-2019 recording', 'other bytes');
}

/**
 * Reads a headerless 2019 recording. With `layout` given only that layout is tried; otherwise every
 * known layout is tried and the one that accounts for every byte is used.
 */
function readLegacy(bytes: Uint8Array, layout: MrtkLegacyLayout | undefined): MrtkDocument {
  if (layout !== undefined) return readLegacyAs(bytes, layout);
  const fits: MrtkDocument[] = [];
  let best: ParseError | undefined;
  for (const candidate of LEGACY_LAYOUTS) {
    try {
      fits.push(readLegacyAs(bytes, candidate));
    } catch (error) {
      if (!ParseError.isInstance(error)) throw error;
      const offset = error.location.kind === 'offset' ? error.location.offset : 0;
      const bestOffset = best?.location.kind === 'offset' ? best.location.offset : -1;
      if (offset > bestOffset) best = error;
    }
  }
  if (fits.length === 1) return fits[0]!;
  if (fits.length > 1) {
    // Never guess between layouts that both account for every byte.
    throw new ParseError({
      format: FORMAT_ID,
      location: { kind: 'offset', offset: 0 },
      expected: 'a headerless recording that fits exactly one known 2019 layout',
      found: `one that fits ${fits.map((d) => d.legacy ?? '').join(' and ')}`,
    });
  }
  const location = best?.location ?? { kind: 'offset' as const, offset: 0 };
  throw new ParseError(
    {
      format: FORMAT_ID,
      location,
      expected: `a headerless 2019 recording in a known layout (${LEGACY_LAYOUTS.join(', ')}); the closest, ${best?.expected ?? 'a curve record'}`,
      found: best?.found,
    },
    { cause: best },
  );
}

/**
 * Reads an MRTK2 input animation file into an {@link MrtkDocument}.
 *
 * Files with the magic number are read as v1.0 or v1.1. Headerless 2019 recordings are read only when
 * `options.legacy` (or `options.layout: 'legacy'`) asks for them; the document is then flagged with its
 * {@link MrtkDocument.legacy} layout.
 *
 * With `options.repairRotationW` the document is the repaired recording ({@link repairRotationW}): the W
 * curves MRTK's recorder optimiser collapsed are rebuilt and listed in
 * {@link MrtkDocument.repairedRotationW}; it then writes back repaired, not as the file was.
 *
 * @param bytes the whole file.
 * @throws {ParseError} (with a byte offset) on a wrong magic, a truncated file, a key or marker count
 *   larger than the bytes left, a marker name longer than the bytes left or not UTF-8, or a legacy file
 *   in no known layout.
 * @throws {UnsupportedVersionError} for a version other than 1.0 or 1.1 (the version and the byte offset of
 *   the version field are named).
 * @throws {UnsupportedFeatureError} for a May-2019 recording whose BinaryFormatter marker list is not empty
 *   (with the byte offset where the list starts).
 */
export function readMrtk(bytes: Uint8Array, options: ReadMrtkOptions = {}): MrtkDocument {
  const doc = readAsStored(bytes, options);
  if (options.repairRotationW !== true) return doc;
  const { doc: repaired, repaired: rotations } = repairRotationW(doc);
  if (rotations.length > 0) repaired.repairedRotationW = rotations;
  return repaired;
}

function readAsStored(bytes: Uint8Array, options: ReadMrtkOptions): MrtkDocument {
  if (sniffMrtk(bytes)) return readModern(bytes);
  const legacy = options.legacy ?? (options.layout === 'legacy');
  if (legacy === false || options.layout === 'modern') return readModern(bytes);
  return readLegacy(bytes, legacy === true ? undefined : legacy);
}

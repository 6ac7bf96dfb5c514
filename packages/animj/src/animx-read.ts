/**
 * The AnimX reader (Resonite's binary animation), little-endian, .NET `BinaryWriter` primitives:
 *
 * ```
 * string "AnimX" | i32 version (1, or 0) | 7-bit track count | f32 globalDuration | string name | u8 encoding
 * body (plain, or LZ4 / LZMA of the rest of the file, see compression.ts):
 *   per track: u8 trackType (0 Raw, 1 Discrete, 2 Curve) | u8 element id (spec table) | string node |
 *              string property | 7-bit keyframe count | body
 *              (version 0: one byte, bit 0 Raw 0 / Curve 1, bits 1–7 the element id)
 *   Raw:      f32 interval, values
 *   Discrete: per key f32 time, value
 *   Curve:    u8 flags (bit 0: one interpolation byte per key, else one shared byte; bit 1: tangents)
 *             interpolation byte(s) (0 Hold, 1 Linear, 2 Tangent, 3 CubicBezier),
 *             per key f32 time, value; if bit 1: per key leftTangent, rightTangent
 * values: boolN one byte (bit 0 = x … bit 3 = w); numbers as LE primitives component by component
 *         (matrices row by row); string = u8 hasValue (0 → null) then 7-bit length + UTF-8
 * ```
 *
 * Where the public descriptions disagree this follows the files written by resonite-core and redx
 * (redx served them to Resonite clients): the version is 4 bytes, keys are time then value, tangents
 * left then right, interpolation bytes 0–3. `layout: 'avatar-toolkit'` reads Avatar-Toolkit's variant
 * (an f32 after each Discrete key count, keys value then time, interpolation bytes 1–4).
 *
 * @module
 */
import { UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';
import { ByteReader } from '@anim/core/io';
import { inflateLz4, inflateLzma } from './compression.js';
import { ANIMX_FORMAT_ID } from './constants.js';
import type { AnimjTrack, AnimxDocument, AnimxEncoding, AnimjValueArray } from './types.js';
import { allocateAnimjValues, VALUE_TYPE_INFO, type AnimjValueTypeInfo } from './value-types.js';

/** Options of {@link readAnimx}. */
export interface ReadAnimxOptions {
  /**
   * Byte layout of Discrete and Curve keys: `resonite-core` (default; also redx) or `avatar-toolkit`
   * (Avatar-Toolkit's `resonite_animx.py`).
   */
  readonly layout?: 'resonite-core' | 'avatar-toolkit' | undefined;
}

const ENCODINGS: readonly AnimxEncoding[] = ['plain', 'lz4', 'lzma'];
const TRACK_TYPES = ['Raw', 'Discrete', 'Curve'] as const;

/** Minimum encoded size of one value, for count checks. */
function minValueSize(info: AnimjValueTypeInfo): number {
  switch (info.storage) {
    case 'bool':
    case 'string':
      return 1;
    case 'u8':
    case 'i8':
      return info.components;
    case 'u16':
    case 'i16':
      return 2 * info.components;
    case 'u32':
    case 'i32':
    case 'f32':
      return 4 * info.components;
    default:
      return 8 * info.components;
  }
}

/**
 * Reads an AnimX file.
 * @returns the animation and its body encoding; times, interval, duration in seconds (float32).
 * @throws {ParseError} `animx` with the byte offset (for compressed files: the offset in the
 *   decompressed body) on malformed input; {@link UnsupportedVersionError} for versions other than 0
 *   and 1 (with the version's offset);
 *   {@link UnsupportedFeatureError} for track type 3 (Bezier), which Resonite does not serialise.
 */
export function readAnimx(bytes: Uint8Array, options: ReadAnimxOptions = {}): AnimxDocument {
  const at = options.layout === 'avatar-toolkit';
  const r = new ByteReader(bytes, { format: ANIMX_FORMAT_ID, endian: 'little' });
  const magicAt = r.offset;
  if (r.u8('magic length') !== 5 || r.utf8(5, 'magic') !== 'AnimX') r.fail('the magic string "AnimX"', undefined, magicAt);
  const versionAt = r.offset;
  const version = r.i32('version');
  if (version !== 1 && version !== 0) {
    if (version < 0 || version > 255) r.fail('a version number (i32)', String(version), versionAt);
    throw new UnsupportedVersionError(ANIMX_FORMAT_ID, String(version), '0 or 1', { location: { kind: 'offset', offset: versionAt } });
  }
  const countAt = r.offset;
  const trackCount = r.u7('track count');
  const globalDuration = r.f32('globalDuration');
  const name = r.string7('name');
  const encodingAt = r.offset;
  const code = r.u8('encoding');
  const encoding = ENCODINGS[code] ?? r.fail('encoding 0 (plain), 1 (LZ4) or 2 (LZMA)', String(code), encodingAt);
  let body = r;
  if (encoding !== 'plain') {
    const rest = bytes.subarray(r.offset);
    const inflated = encoding === 'lz4' ? inflateLz4(rest, r.offset) : inflateLzma(rest, r.offset);
    body = new ByteReader(inflated, { format: ANIMX_FORMAT_ID, endian: 'little' });
  }
  body.count(trackCount, 5, 'tracks', encoding === 'plain' ? countAt : 0);
  const tracks: AnimjTrack[] = [];
  for (let i = 0; i < trackCount; i++) tracks.push(readTrack(body, at, version === 0));
  if (!body.atEnd) body.fail('the end of the file after the last track', `${String(body.remaining)} more bytes`);
  const doc: AnimxDocument = { name, globalDuration, tracks };
  if (encoding !== 'plain') doc.encoding = encoding;
  if (version === 0) doc.version = 0;
  return doc;
}

function readTrack(r: ByteReader, at: boolean, v0: boolean): AnimjTrack {
  const typeAt = r.offset;
  let typeCode: number;
  let element: number;
  if (v0) {
    // Version 0: one byte, bit 0 Raw (0) or Curve (1), the element type above it.
    const b = r.u8('track header (version 0)');
    typeCode = (b & 1) === 0 ? 0 : 2;
    element = b >> 1;
  } else {
    typeCode = r.u8('track type');
    element = r.u8('element type');
  }
  const elementAt = v0 ? typeAt : typeAt + 1;
  if (typeCode === 3) throw new UnsupportedFeatureError(ANIMX_FORMAT_ID, 'track type 3 (Bezier)', { location: { kind: 'offset', offset: typeAt } });
  const trackType = TRACK_TYPES[typeCode] ?? r.fail('track type 0 (Raw), 1 (Discrete) or 2 (Curve)', String(typeCode), typeAt);
  const info = VALUE_TYPE_INFO[element] ?? r.fail('an element type 0…39', String(element), elementAt);
  const node = r.string7('node');
  const property = r.string7('property');
  const countAt = r.offset;
  const n = r.u7('keyframe count');
  const size = minValueSize(info);
  const read = (out: AnimjValueArray, k: number): void => {
    readValue(r, info, out, k * info.components);
  };
  if (trackType === 'Raw') {
    const interval = r.f32('interval');
    r.count(n, size, 'raw values', countAt);
    const values = allocateAnimjValues(info, n);
    for (let k = 0; k < n; k++) read(values, k);
    return { trackType, valueType: info.name, node, property, interval, values };
  }
  if (trackType === 'Discrete') {
    if (at) r.f32('interval (Avatar-Toolkit)');
    r.count(n, size + 4, 'keyframes', countAt);
    const times = new Float32Array(n);
    const values = allocateAnimjValues(info, n);
    for (let k = 0; k < n; k++) {
      if (at) {
        read(values, k);
        times[k] = r.f32('time');
      } else {
        times[k] = r.f32('time');
        read(values, k);
      }
    }
    return { trackType, valueType: info.name, node, property, times, values };
  }
  const flagsAt = r.offset;
  const flags = r.u8('curve flags');
  if (flags > 3) r.fail('curve flags (bit 0 per-key interpolation, bit 1 tangents)', String(flags), flagsAt);
  const perKey = (flags & 1) !== 0;
  r.count(n, size + 4 + (perKey ? 1 : 0), 'keyframes', countAt);
  const interpolations = new Uint8Array(n);
  const readInterpolation = (): number => {
    const pos = r.offset;
    const v = r.u8('interpolation') - (at ? 1 : 0);
    if (v < 0 || v > 3) r.fail(at ? 'interpolation 1…4' : 'interpolation 0 (Hold), 1 (Linear), 2 (Tangent) or 3 (CubicBezier)', String(v + (at ? 1 : 0)), pos);
    return v;
  };
  if (perKey) for (let k = 0; k < n; k++) interpolations[k] = readInterpolation();
  else interpolations.fill(readInterpolation());
  const times = new Float32Array(n);
  const values = allocateAnimjValues(info, n);
  for (let k = 0; k < n; k++) {
    if (at) {
      read(values, k);
      times[k] = r.f32('time');
    } else {
      times[k] = r.f32('time');
      read(values, k);
    }
  }
  const track: AnimjTrack = { trackType: 'Curve', valueType: info.name, node, property, times, values, interpolations };
  if ((flags & 2) !== 0) {
    r.count(n, 2 * size, 'tangent pairs');
    const left = allocateAnimjValues(info, n);
    const right = allocateAnimjValues(info, n);
    for (let k = 0; k < n; k++) {
      read(left, k);
      read(right, k);
    }
    track.leftTangents = left;
    track.rightTangents = right;
  }
  return track;
}

function readValue(r: ByteReader, info: AnimjValueTypeInfo, out: AnimjValueArray, at: number): void {
  const c = info.components;
  switch (info.storage) {
    case 'bool': {
      const pos = r.offset;
      const bits = r.u8(info.name);
      if (bits >> c !== 0) r.fail(`a ${info.name} byte using only its low ${String(c)} bit${c === 1 ? '' : 's'}`, `0x${bits.toString(16)}`, pos);
      for (let i = 0; i < c; i++) (out as Uint8Array)[at + i] = (bits >> i) & 1;
      return;
    }
    case 'string': {
      const pos = r.offset;
      const has = r.u8('string presence');
      if (has > 1) r.fail('string presence 0 (null) or 1', String(has), pos);
      (out as (string | null)[])[at] = has === 0 ? null : r.string7('string value');
      return;
    }
    case 'u8':
      for (let i = 0; i < c; i++) (out as Uint8Array)[at + i] = r.u8(info.name);
      return;
    case 'i8':
      for (let i = 0; i < c; i++) (out as Int8Array)[at + i] = r.i8(info.name);
      return;
    case 'u16':
      for (let i = 0; i < c; i++) (out as Uint16Array)[at + i] = r.u16(info.name);
      return;
    case 'i16':
      for (let i = 0; i < c; i++) (out as Int16Array)[at + i] = r.i16(info.name);
      return;
    case 'u32':
      for (let i = 0; i < c; i++) (out as Uint32Array)[at + i] = r.u32(info.name);
      return;
    case 'i32':
      for (let i = 0; i < c; i++) (out as Int32Array)[at + i] = r.i32(info.name);
      return;
    case 'u64':
      for (let i = 0; i < c; i++) (out as BigUint64Array)[at + i] = r.u64(info.name);
      return;
    case 'i64':
      for (let i = 0; i < c; i++) (out as BigInt64Array)[at + i] = r.i64(info.name);
      return;
    case 'f32':
      for (let i = 0; i < c; i++) (out as Float32Array)[at + i] = r.f32(info.name);
      return;
    case 'f64':
      for (let i = 0; i < c; i++) (out as Float64Array)[at + i] = r.f64(info.name);
      return;
  }
}

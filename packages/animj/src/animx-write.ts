/**
 * The AnimX writer, in the layout of resonite-core and redx (see animx-read.ts): version 1 as 4 bytes,
 * keys time then value, per-key interpolation bytes always present (flags bit 0), tangents (bit 1)
 * when the track has `leftTangents` or `rightTangents` (a missing one is written as zeros / null).
 * `Bezier` tracks are written as Curve tracks with `Tangent` keys as `CubicBezier`. Strings are UTF-8
 * (a lone surrogate becomes U+FFFD, as .NET's encoder does); `null` strings have presence byte 0.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { ByteWriter } from '@anim/core/io';
import { deflateLz4, deflateLzma } from './compression.js';
import { ANIMX_FORMAT_ID } from './constants.js';
import type { AnimjTrack, AnimxDocument, AnimxEncoding, AnimjValueArray } from './types.js';
import { allocateAnimjValues, hasStorage, keyframeCount, animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';

/** Options of {@link writeAnimx}. */
export interface WriteAnimxOptions {
  /** Body encoding; default: the document's `encoding`, else `plain`. */
  readonly encoding?: AnimxEncoding | undefined;
}

const TRACK_CODES = { Raw: 0, Discrete: 1, Curve: 2, Bezier: 2 } as const;

/**
 * Writes an AnimX file.
 * Writes version 1, or version 0 when `doc.version` is 0 (as read from such a file).
 * @throws {InvalidArgumentError} when a track's arrays do not fit its value type (wrong storage or
 *   length), an interpolation code is above 3, or a version-0 document holds a Discrete track.
 */
export function writeAnimx(doc: AnimxDocument, options: WriteAnimxOptions = {}): Uint8Array {
  const encoding = options.encoding ?? doc.encoding ?? 'plain';
  const head = new ByteWriter({ endian: 'little', initialCapacity: 64 });
  const v0 = doc.version === 0;
  head.string7('AnimX').i32(v0 ? 0 : 1).u7(doc.tracks.length).f32(doc.globalDuration ?? 0).string7(doc.name ?? '');
  head.u8(encoding === 'plain' ? 0 : encoding === 'lz4' ? 1 : 2);
  const body = new ByteWriter({ endian: 'little', initialCapacity: 4096 });
  doc.tracks.forEach((t, i) => {
    writeTrack(body, t, i, v0);
  });
  const plain = body.finish();
  const packed = encoding === 'plain' ? plain : encoding === 'lz4' ? deflateLz4(plain) : deflateLzma(plain);
  return head.bytes(packed).finish();
}

function writeTrack(w: ByteWriter, t: AnimjTrack, index: number, v0: boolean): void {
  const fail = (message: string): never => {
    throw new InvalidArgumentError(`${ANIMX_FORMAT_ID}: track ${String(index)}: ${message}`);
  };
  const info = animjValueTypeInfo(t.valueType) ?? fail(`unknown value type ${JSON.stringify(t.valueType)}`);
  if (!hasStorage(info, t.values) || t.values.length % info.components !== 0) fail(`values do not fit ${info.name}`);
  const n = keyframeCount(info, t.values);
  if (v0) {
    if (t.trackType === 'Discrete') fail('AnimX version 0 has no Discrete tracks (Raw and Curve only)');
    w.u8((info.id << 1) | (t.trackType === 'Raw' ? 0 : 1));
  } else {
    w.u8(TRACK_CODES[t.trackType]).u8(info.id);
  }
  w.string7(t.node ?? '').string7(t.property ?? '').u7(n);
  if (t.trackType === 'Raw') {
    w.f32(t.interval ?? 0);
    for (let k = 0; k < n; k++) writeValue(w, info, t.values, k);
    return;
  }
  if (t.times.length !== n) fail(`times has ${String(t.times.length)} entries for ${String(n)} keyframes`);
  if (t.trackType === 'Discrete') {
    for (let k = 0; k < n; k++) {
      w.f32(t.times[k]!);
      writeValue(w, info, t.values, k);
    }
    return;
  }
  if (t.interpolations.length !== n) fail(`interpolations has ${String(t.interpolations.length)} entries for ${String(n)} keyframes`);
  const tangents = t.leftTangents !== undefined || t.rightTangents !== undefined;
  w.u8(tangents ? 3 : 1);
  for (let k = 0; k < n; k++) {
    const code = t.interpolations[k]!;
    if (code > 3) fail(`interpolation code ${String(code)} at keyframe ${String(k)}`);
    w.u8(t.trackType === 'Bezier' && code === 2 ? 3 : code);
  }
  for (let k = 0; k < n; k++) {
    w.f32(t.times[k]!);
    writeValue(w, info, t.values, k);
  }
  if (tangents) {
    const zero = allocateAnimjValues(info, n);
    const left = t.leftTangents ?? zero;
    const right = t.rightTangents ?? zero;
    if (!hasStorage(info, left) || !hasStorage(info, right) || left.length !== t.values.length || right.length !== t.values.length) {
      fail('tangents must be stored like values');
    }
    for (let k = 0; k < n; k++) {
      writeValue(w, info, left, k);
      writeValue(w, info, right, k);
    }
  }
}

function writeValue(w: ByteWriter, info: AnimjValueTypeInfo, a: AnimjValueArray, k: number): void {
  const c = info.components;
  const at = k * c;
  switch (info.storage) {
    case 'bool': {
      let bits = 0;
      for (let i = 0; i < c; i++) if ((a as Uint8Array)[at + i] !== 0) bits |= 1 << i;
      w.u8(bits);
      return;
    }
    case 'string': {
      const v = (a as (string | null)[])[at];
      if (v === null || v === undefined) w.u8(0);
      else w.u8(1).string7(v);
      return;
    }
    case 'u8':
      for (let i = 0; i < c; i++) w.u8((a as Uint8Array)[at + i]!);
      return;
    case 'i8':
      for (let i = 0; i < c; i++) w.i8((a as Int8Array)[at + i]!);
      return;
    case 'u16':
      for (let i = 0; i < c; i++) w.u16((a as Uint16Array)[at + i]!);
      return;
    case 'i16':
      for (let i = 0; i < c; i++) w.i16((a as Int16Array)[at + i]!);
      return;
    case 'u32':
      for (let i = 0; i < c; i++) w.u32((a as Uint32Array)[at + i]!);
      return;
    case 'i32':
      for (let i = 0; i < c; i++) w.i32((a as Int32Array)[at + i]!);
      return;
    case 'u64':
      for (let i = 0; i < c; i++) w.u64((a as BigUint64Array)[at + i]!);
      return;
    case 'i64':
      for (let i = 0; i < c; i++) w.i64((a as BigInt64Array)[at + i]!);
      return;
    case 'f32':
      for (let i = 0; i < c; i++) w.f32((a as Float32Array)[at + i]!);
      return;
    case 'f64':
      for (let i = 0; i < c; i++) w.f64((a as Float64Array)[at + i]!);
      return;
  }
}

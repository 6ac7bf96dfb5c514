/**
 * Curve records (spec "Float curve", "Boolean curve", https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format;
 * https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs): Int32 pre-wrap mode, Int32
 * post-wrap mode, Int32 key count, then the keys — 28 bytes each (Float32 time, value, inTangent,
 * outTangent, inWeight, outWeight, Int32 weightedMode) or 8 bytes each (Float32 time, value).
 *
 * Keys are copied as raw 32-bit words, so every float (NaN payloads included) writes back bit for bit.
 *
 * @module
 */
import type { ByteReader } from '@anim/core/io';
import { allocateMrtkCurve, BOOL_OUT_WEIGHT } from './curve.js';
import { MrtkWeightedMode, type MrtkCurve, type MrtkCurveKind, type MrtkKeyTangents } from './types.js';

/**
 * Reads one curve record at the reader's position. 8-byte keys give a curve without tangents; 28-byte
 * keys one with {@link MrtkCurve.tangents} (an empty curve has none either way).
 * @param view a little-endian view of the same bytes as `r`.
 * @param size bytes per key (28 or 8).
 * @throws {ParseError} when the record is cut short or its key count exceeds the bytes left.
 */
export function readCurve(r: ByteReader, view: DataView, size: 8 | 28, path: string): MrtkCurve {
  const at = r.offset;
  if (r.remaining < 12) {
    // Slow path, only to name the field that is cut short.
    r.i32(`pre-wrap mode of ${path}`);
    r.i32(`post-wrap mode of ${path}`);
    r.i32(`key count of ${path}`);
  }
  const pre = view.getInt32(at, true);
  const post = view.getInt32(at + 4, true);
  const n = view.getInt32(at + 8, true);
  r.offset = at + 12;
  if (n < 0 || n * size > r.remaining) r.count(n, size, `keys of ${path}`, at + 8);
  const curve = allocateMrtkCurve(n, pre, post, size === 28 && n > 0);
  const words = new Uint32Array(curve.time.buffer);
  let o = r.offset;
  if (size === 8) {
    for (let i = 0; i < n; i++, o += 8) {
      words[i] = view.getUint32(o, true);
      words[n + i] = view.getUint32(o + 4, true);
    }
  } else {
    for (let i = 0; i < n; i++, o += 28) {
      words[i] = view.getUint32(o, true);
      words[n + i] = view.getUint32(o + 4, true);
      words[2 * n + i] = view.getUint32(o + 8, true);
      words[3 * n + i] = view.getUint32(o + 12, true);
      words[4 * n + i] = view.getUint32(o + 16, true);
      words[5 * n + i] = view.getUint32(o + 20, true);
      words[6 * n + i] = view.getUint32(o + 24, true);
    }
  }
  r.offset = o;
  return curve;
}

/** Bytes a curve record takes with `size`-byte keys. */
export function curveRecordBytes(curve: MrtkCurve, size: 8 | 28): number {
  return 12 + curve.time.length * size;
}

function bits(a: Float32Array | Int32Array): Uint32Array {
  return new Uint32Array(a.buffer, a.byteOffset, a.length);
}

const BOOL_OUT_WEIGHT_BITS = new Uint32Array(new Float32Array([BOOL_OUT_WEIGHT]).buffer)[0]!;

/**
 * Writes one curve record at `offset` with `size`-byte keys; returns the offset after it. 28-byte keys
 * of a curve without tangents get what MRTK's reader would have reconstructed for `kind`.
 */
export function writeCurve(view: DataView, offset: number, curve: MrtkCurve, size: 8 | 28, kind: MrtkCurveKind): number {
  const n = curve.time.length;
  view.setInt32(offset, curve.preWrapMode, true);
  view.setInt32(offset + 4, curve.postWrapMode, true);
  view.setInt32(offset + 8, n, true);
  let o = offset + 12;
  const t = bits(curve.time);
  const v = bits(curve.value);
  if (size === 8) {
    for (let i = 0; i < n; i++, o += 8) {
      view.setUint32(o, t[i]!, true);
      view.setUint32(o + 4, v[i]!, true);
    }
    return o;
  }
  const tg = curve.tangents;
  if (tg === undefined) {
    const ow = kind === 'bool' ? BOOL_OUT_WEIGHT_BITS : 0;
    for (let i = 0; i < n; i++, o += 28) {
      view.setUint32(o, t[i]!, true);
      view.setUint32(o + 4, v[i]!, true);
      view.setUint32(o + 8, 0, true);
      view.setUint32(o + 12, 0, true);
      view.setUint32(o + 16, 0, true);
      view.setUint32(o + 20, ow, true);
      view.setInt32(o + 24, MrtkWeightedMode.Both, true);
    }
    return o;
  }
  const it = bits(tg.inTangent);
  const ot = bits(tg.outTangent);
  const iw = bits(tg.inWeight);
  const ow = bits(tg.outWeight);
  const wm = bits(tg.weightedMode);
  for (let i = 0; i < n; i++, o += 28) {
    view.setUint32(o, t[i]!, true);
    view.setUint32(o + 4, v[i]!, true);
    view.setUint32(o + 8, it[i]!, true);
    view.setUint32(o + 12, ot[i]!, true);
    view.setUint32(o + 16, iw[i]!, true);
    view.setUint32(o + 20, ow[i]!, true);
    view.setUint32(o + 24, wm[i]!, true);
  }
  return o;
}

/**
 * Index of the first key whose tangent fields differ (bit for bit) from what MRTK's reader rebuilds for
 * an 8-byte key of `kind` — i.e. what writing 8-byte keys would lose — or -1 when none does.
 */
export function firstLossyKey(curve: MrtkCurve, kind: MrtkCurveKind): number {
  const tg: MrtkKeyTangents | undefined = curve.tangents;
  if (tg === undefined) return -1;
  const it = bits(tg.inTangent);
  const ot = bits(tg.outTangent);
  const iw = bits(tg.inWeight);
  const ow = bits(tg.outWeight);
  const wm = tg.weightedMode;
  const owExpected = kind === 'bool' ? BOOL_OUT_WEIGHT_BITS : 0;
  for (let i = 0; i < curve.time.length; i++) {
    if (it[i] !== 0 || ot[i] !== 0 || iw[i] !== 0 || ow[i] !== owExpected || wm[i] !== MrtkWeightedMode.Both) return i;
  }
  return -1;
}

/**
 * The v2 key bitstream (metaforce `CFBStreamedCompression.cpp`): big-endian 32-bit words read LSB-first, fields
 * straddling words; per stored key after the first and per descriptor: the w-sign bit and three rotation
 * deltas, three translation deltas, three scale deltas (each n-bit two's complement), accumulated from
 * the descriptor's initial values.
 *
 * {@link decodeBitstream} is the hot path: core's unchecked field reads ({@link signedBitField} over
 * core's `bitWords`, the functions core's `BitReader` is built on) in an inlined loop, run only after the
 * reader has checked that the bytes hold every record (so it never runs out of bits).
 * {@link packBitstream} is the mirror used by the writer, with core's {@link BitWriter}.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { BitWriter, signedBitField } from '@anim/core/io';
import { dequantizeComponent, dequantizeVector, quaternionW, rotationStep, sineTable } from './dequantize.js';
import type { PrimeChannel, PrimeDescriptor, PrimeQuantizedBlock } from './types.js';

/** The block if it takes part in the bitstream (present with a non-zero key count), else `null`. */
export function animated<T extends PrimeQuantizedBlock>(block: T | null): T | null {
  return block !== null && block.keyCount > 0 ? block : null;
}

/** Bits of one key record: Σ over animated blocks of the three widths, +1 (w sign) per rotation. */
export function recordBits(descriptors: readonly PrimeDescriptor[]): number {
  let bits = 0;
  for (const d of descriptors) {
    for (const block of [animated(d.rotation), animated(d.translation), animated(d.scale)]) {
      if (block !== null) bits += block.bits[0] + block.bits[1] + block.bits[2];
    }
    if (animated(d.rotation) !== null) bits += 1;
  }
  return bits;
}

/** Dequantisation parameters of a file. */
export interface DequantizeParams {
  readonly rotationDivisor: number;
  readonly translationMultiplier: number;
  readonly scaleMultiplier: number;
}

const BLOCK_ROTATION = 0;
const BLOCK_TRANSLATION = 1;

/**
 * Decodes `keyCount − 1` records from `words` (the bitstream as core's `bitWords` lays it out) into the
 * descriptors' `values` / `wSign` arrays (allocated here; key 0 = init) and returns the dequantised
 * channels. The caller checks that `words` holds `recordBits × (keyCount − 1)` bits.
 */
export function decodeBitstream(
  words: Uint32Array,
  descriptors: PrimeDescriptor[],
  keyCount: number,
  params: DequantizeParams,
): PrimeChannel[] {
  const channels: PrimeChannel[] = [];
  // Flatten the blocks into parallel arrays so the record loop touches only typed arrays.
  const kinds: number[] = [];
  const widths: number[] = [];
  const ints: Int32Array[] = [];
  const signs: Uint8Array[] = [];
  const floats: Float32Array[] = [];
  const empty = new Uint8Array(0);
  let rotationComponents = 0;
  for (const d of descriptors) {
    const channel: PrimeChannel = { boneId: d.boneId, rotation: null, translation: null, scale: null };
    channels.push(channel);
    const blocks = [d.rotation, d.translation, d.scale] as const;
    for (let kind = 0; kind < 3; kind++) {
      const present = blocks[kind] ?? null;
      const block = animated(present);
      if (block === null) {
        if (present !== null) present.values = new Int32Array(0);
        if (kind === BLOCK_ROTATION && d.rotation !== null) d.rotation.wSign = new Uint8Array(0);
        continue;
      }
      const values = new Int32Array(keyCount * 3);
      values[0] = block.init[0];
      values[1] = block.init[1];
      values[2] = block.init[2];
      block.values = values;
      const out = new Float32Array(keyCount * (kind === BLOCK_ROTATION ? 4 : 3));
      kinds.push(kind);
      widths.push(block.bits[0], block.bits[1], block.bits[2]);
      ints.push(values);
      floats.push(out);
      if (kind === BLOCK_ROTATION) {
        const wSign = new Uint8Array(keyCount);
        d.rotation!.wSign = wSign;
        signs.push(wSign);
        channel.rotation = out;
        rotationComponents += keyCount * 3;
      } else {
        signs.push(empty);
        if (kind === BLOCK_TRANSLATION) channel.translation = out;
        else channel.scale = out;
      }
    }
  }

  const divisor = params.rotationDivisor;
  const step = rotationStep(divisor);
  const table = rotationComponents > 8 * (2 * divisor + 1) ? sineTable(divisor) : null;
  const blockCount = kinds.length;
  const kindArr = Uint8Array.from(kinds);
  const widthArr = Uint8Array.from(widths);

  // Key 0: the initial values, w ≥ 0.
  for (let b = 0; b < blockCount; b++) {
    dequantizeKey(kindArr[b]!, ints[b]!, floats[b]!, 0, 0, step, table, divisor, params);
  }

  let pos = 0;
  for (let k = 1; k < keyCount; k++) {
    const at = k * 3;
    for (let b = 0; b < blockCount; b++) {
      const kind = kindArr[b]!;
      const values = ints[b]!;
      let negative = 0;
      if (kind === BLOCK_ROTATION) {
        negative = (words[pos >>> 5]! >>> (pos & 31)) & 1;
        signs[b]![k] = negative;
        pos += 1;
      }
      const w = b * 3;
      const nx = widthArr[w]!;
      const ny = widthArr[w + 1]!;
      const nz = widthArr[w + 2]!;
      let dx = 0;
      let dy = 0;
      let dz = 0;
      if (nx !== 0) {
        dx = signedBitField(words, pos, nx);
        pos += nx;
      }
      if (ny !== 0) {
        dy = signedBitField(words, pos, ny);
        pos += ny;
      }
      if (nz !== 0) {
        dz = signedBitField(words, pos, nz);
        pos += nz;
      }
      values[at] = values[at - 3]! + dx;
      values[at + 1] = values[at - 2]! + dy;
      values[at + 2] = values[at - 1]! + dz;
      dequantizeKey(kind, values, floats[b]!, k, negative, step, table, divisor, params);
    }
  }
  return channels;
}

function dequantizeKey(
  kind: number,
  values: Int32Array,
  out: Float32Array,
  k: number,
  negative: number,
  step: number,
  table: Float32Array | null,
  divisor: number,
  params: DequantizeParams,
): void {
  const at = k * 3;
  if (kind === BLOCK_ROTATION) {
    const rx = values[at]!;
    const ry = values[at + 1]!;
    const rz = values[at + 2]!;
    let x: number;
    let y: number;
    let z: number;
    if (table !== null && rx >= -divisor && rx <= divisor && ry >= -divisor && ry <= divisor && rz >= -divisor && rz <= divisor) {
      x = table[rx + divisor]!;
      y = table[ry + divisor]!;
      z = table[rz + divisor]!;
    } else {
      x = dequantizeComponent(rx, step);
      y = dequantizeComponent(ry, step);
      z = dequantizeComponent(rz, step);
    }
    const o = k * 4;
    out[o] = quaternionW(x, y, z, negative !== 0);
    out[o + 1] = x;
    out[o + 2] = y;
    out[o + 3] = z;
  } else {
    const m = kind === BLOCK_TRANSLATION ? params.translationMultiplier : params.scaleMultiplier;
    out[at] = dequantizeVector(values[at]!, m);
    out[at + 1] = dequantizeVector(values[at + 1]!, m);
    out[at + 2] = dequantizeVector(values[at + 2]!, m);
  }
}

/**
 * Re-dequantises, in place, every key of `channels` whose accumulated values leave the signed 16-bit
 * range, with the values wrapped to 16 bits: what the game and PrimeWorldEditor decode (their running
 * totals are `int16`). Keys within range are already identical in both decodes. The descriptors' 32-bit
 * `values` are left as they are (they are what the writer re-emits).
 */
export function wrapAccumulators16(descriptors: readonly PrimeDescriptor[], channels: readonly PrimeChannel[], params: DequantizeParams): void {
  const step = rotationStep(params.rotationDivisor);
  const wrapped = new Int32Array(3);
  descriptors.forEach((d, i) => {
    const channel = channels[i]!;
    const blocks = [
      [animated(d.rotation), channel.rotation],
      [animated(d.translation), channel.translation],
      [animated(d.scale), channel.scale],
    ] as const;
    blocks.forEach(([block, out], kind) => {
      if (block === null || out === null) return;
      const keys = block.values.length / 3;
      for (let k = 0; k < keys; k++) {
        let outside = false;
        for (let c = 0; c < 3; c++) {
          const v = block.values[k * 3 + c]!;
          wrapped[c] = (v << 16) >> 16;
          if (wrapped[c] !== v) outside = true;
        }
        if (!outside) continue;
        const negative = kind === BLOCK_ROTATION ? (d.rotation!.wSign[k] ?? 0) : 0;
        const single = new Float32Array(kind === BLOCK_ROTATION ? 4 : 3);
        dequantizeKey(kind, wrapped, single, 0, negative, step, null, params.rotationDivisor, params);
        out.set(single, k * single.length);
      }
    });
  });
}

/** True when `delta` fits an n-bit two's-complement field (n = 0: only 0). */
export function fitsBits(delta: number, n: number): boolean {
  if (!Number.isInteger(n) || n < 0 || n > 32) return false;
  if (n === 0) return delta === 0;
  const half = 2 ** (n - 1);
  return delta >= -half && delta < half;
}

/**
 * Packs the records of `keyCount − 1` stored keys from the descriptors' quantised values (deltas between
 * consecutive keys) into big-endian words. `padding` is OR-ed into the last word.
 * @throws {InvalidArgumentError} when a block's values are missing, key 0 differs from `init`, or a delta
 *   does not fit its bit width.
 */
export function packBitstream(descriptors: readonly PrimeDescriptor[], keyCount: number, padding: number): Uint8Array {
  const writer = new BitWriter({ endian: 'big' });
  const check = (block: PrimeQuantizedBlock, what: string): void => {
    if (block.values.length !== keyCount * 3) {
      throw new InvalidArgumentError(`prime: ${what} holds ${String(block.values.length / 3)} keys, expected ${String(keyCount)}`);
    }
    for (let c = 0; c < 3; c++) {
      if (block.values[c] !== block.init[c]) {
        throw new InvalidArgumentError(`prime: ${what} key 0 component ${String(c)} differs from its init value`);
      }
    }
  };
  descriptors.forEach((d, i) => {
    const rotation = animated(d.rotation);
    if (rotation !== null) {
      check(rotation, `channel ${String(i)} rotation`);
      if (rotation.wSign.length !== keyCount) {
        throw new InvalidArgumentError(`prime: channel ${String(i)} rotation wSign length must be ${String(keyCount)}`);
      }
    }
    const translation = animated(d.translation);
    if (translation !== null) check(translation, `channel ${String(i)} translation`);
    const scale = animated(d.scale);
    if (scale !== null) check(scale, `channel ${String(i)} scale`);
  });
  const put = (block: PrimeQuantizedBlock, k: number, what: string): void => {
    const at = k * 3;
    for (let c = 0; c < 3; c++) {
      const delta = block.values[at + c]! - block.values[at - 3 + c]!;
      const n = block.bits[c]!;
      if (!fitsBits(delta, n)) {
        throw new InvalidArgumentError(
          `prime: ${what} key ${String(k)} component ${String(c)}: delta ${String(delta)} does not fit ${String(n)} bits`,
        );
      }
      writer.write(delta, n);
    }
  };
  for (let k = 1; k < keyCount; k++) {
    descriptors.forEach((d, i) => {
      const rotation = animated(d.rotation);
      if (rotation !== null) {
        writer.write(rotation.wSign[k]! & 1, 1);
        put(rotation, k, `channel ${String(i)} rotation`);
      }
      const translation = animated(d.translation);
      if (translation !== null) put(translation, k, `channel ${String(i)} translation`);
      const scale = animated(d.scale);
      if (scale !== null) put(scale, k, `channel ${String(i)} scale`);
    });
  }
  const used = writer.position & 31;
  if (used !== 0 && padding !== 0) writer.write(padding >>> used, 32 - used);
  return writer.finish();
}

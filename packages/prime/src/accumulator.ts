/**
 * The 16-bit accumulator check (metaforce `CFBStreamedCompression.cpp`): the game and PrimeWorldEditor keep the running totals
 * of v2 deltas in signed 16-bit integers, metaforce in 32-bit ones. A file decodes the same in both only
 * when every accumulated quantised value fits −32768…32767.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { animated } from './bitstream.js';
import type { PrimeDocument } from './types.js';

/** One v2 block whose accumulated values leave the signed 16-bit range. */
export interface PrimeAccumulatorOverflow {
  /** Index of the bone channel (descriptor) in the file. */
  readonly channel: number;
  /** Its bone id. */
  readonly boneId: number;
  /** Which block. */
  readonly block: 'rotation' | 'translation' | 'scale';
  /** Index of the first stored key whose value does not fit. */
  readonly key: number;
  /** That key's accumulated (32-bit) value. */
  readonly value: number;
}

/**
 * Lists the blocks of a v2 document that the game would decode differently from metaforce (accumulated
 * values outside −32768…32767; the game's 16-bit totals wrap). Empty for v0 documents and for files
 * that are safe — every file {@link encodePrimeV2} writes with its default `accumulatorBits: 16`.
 *
 * @param doc - a document from {@link readPrime} or {@link encodePrimeV2}.
 * @returns one entry per overflowing block, in file order.
 */
export function primeAccumulatorOverflow(doc: PrimeDocument): PrimeAccumulatorOverflow[] {
  if (doc.version !== 2) return [];
  const out: PrimeAccumulatorOverflow[] = [];
  doc.descriptors.forEach((d, channel) => {
    const blocks = [
      ['rotation', animated(d.rotation)],
      ['translation', animated(d.translation)],
      ['scale', animated(d.scale)],
    ] as const;
    for (const [name, block] of blocks) {
      if (block === null) continue;
      const at = block.values.findIndex((v) => v < -0x8000 || v > 0x7fff);
      if (at >= 0) out.push({ channel, boneId: d.boneId, block: name, key: Math.floor(at / 3), value: block.values[at]! });
    }
  });
  return out;
}

/**
 * An `accumulatorBits` option checked: 16 or 32, `fallback` when absent.
 * @throws {InvalidArgumentError} for any other value.
 */
export function accumulatorBitsOption(value: number | undefined, fallback: 16 | 32): 16 | 32 {
  if (value === undefined) return fallback;
  if (value === 16 || value === 32) return value;
  throw new InvalidArgumentError(`prime: accumulatorBits must be 16 or 32, got ${String(value)}`);
}

import { InvalidArgumentError, ParseError } from '../errors.js';
import type { Endianness } from './byte-reader.js';

/**
 * The 32-bit words of a bitstream (each word `endian` byte order; a trailing partial word is dropped)
 * followed by one zero word, the layout {@link bitField} and {@link signedBitField} read.
 */
export function bitWords(bytes: Uint8Array, endian: Endianness): Uint32Array {
  const count = bytes.length >>> 2;
  const words = new Uint32Array(count + 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const le = endian === 'little';
  for (let i = 0; i < count; i++) words[i] = view.getUint32(i * 4, le);
  return words;
}

/**
 * The unsigned `n`-bit field (1 ≤ n ≤ 32) at bit `pos` of `words` (LSB first, as {@link BitReader}
 * reads), without bounds checks: for hot loops whose caller has checked that `words` (from
 * {@link bitWords}) holds bits `pos … pos+n−1`. Out-of-range bits read as 0.
 */
export function bitField(words: Uint32Array, pos: number, n: number): number {
  const index = pos >>> 5;
  const shift = pos & 31;
  // Low part from word `pos / 32`, high part from the next word, shifted in two steps so that a shift
  // of 0 contributes nothing (JS masks shift counts by 31).
  const raw = (words[index]! >>> shift) | ((words[index + 1]! << 1) << (31 - shift));
  return n === 32 ? raw >>> 0 : (raw & ((1 << n) - 1)) >>> 0;
}

/**
 * The `n`-bit two's-complement field (1 ≤ n ≤ 32) at bit `pos`, sign-extended; same contract as
 * {@link bitField}.
 */
export function signedBitField(words: Uint32Array, pos: number, n: number): number {
  const index = pos >>> 5;
  const shift = pos & 31;
  const raw = (words[index]! >>> shift) | ((words[index + 1]! << 1) << (31 - shift));
  return (raw << (32 - n)) >> (32 - n);
}

/**
 * Reads bit fields LSB-first from a sequence of 32-bit words (big- or little-endian words). A field of
 * `n` bits starting at bit `p` takes bits `p … p+n−1`, the first bit read being the value's least
 * significant bit; fields may straddle two words (low part from the high bits of the current word, high
 * part from the low bits of the next). Only whole words are readable: a trailing partial word is not.
 *
 * This is the bit order of Metroid Prime ANIM v2 (big-endian words).
 */
export class BitReader {
  readonly format: string;
  /** Byte offset of the first word in the original file, used in error messages. */
  readonly baseOffset: number;
  /** Current position in bits from the first word. */
  position = 0;
  /** Number of readable bits (32 × whole words). */
  readonly bitLength: number;
  private readonly words: Uint32Array;

  /**
   * @param bytes - the bitstream; a trailing partial word is ignored.
   * @param options - `format`: id used in errors; `endian`: byte order of each 32-bit word; `baseOffset`:
   *   offset of `bytes` in the file, so errors point at the right byte.
   */
  constructor(bytes: Uint8Array, options: { format: string; endian: Endianness; baseOffset?: number }) {
    this.format = options.format;
    this.baseOffset = options.baseOffset ?? 0;
    this.words = bitWords(bytes, options.endian);
    this.bitLength = (this.words.length - 1) * 32;
  }

  /** Bits left to read. */
  get remaining(): number {
    return this.bitLength - this.position;
  }

  /** The byte offset (in the original file) of the word holding the current bit. */
  get byteOffset(): number {
    return this.baseOffset + (this.position >>> 5) * 4;
  }

  /**
   * Reads an unsigned field of `n` bits (0 ≤ n ≤ 32).
   * @throws {ParseError} when fewer than `n` bits remain (the position is left unchanged).
   */
  read(n: number, what = 'bit field'): number {
    const pos = this.position;
    if (n > this.bitLength - pos) this.fail(n, what);
    if (n === 0) return 0;
    this.position = pos + n;
    return bitField(this.words, pos, n);
  }

  /**
   * Reads an `n`-bit two's-complement field (0 ≤ n ≤ 32), sign-extended from bit n−1. A 1-bit field is
   * 0 or −1; a 0-bit field is 0.
   * @throws {ParseError} when fewer than `n` bits remain (the position is left unchanged).
   */
  readSigned(n: number, what = 'signed bit field'): number {
    const pos = this.position;
    if (n > this.bitLength - pos) this.fail(n, what);
    if (n === 0) return 0;
    this.position = pos + n;
    return signedBitField(this.words, pos, n);
  }

  private fail(n: number, what: string): never {
    const pos = this.position;
    throw new ParseError({
      format: this.format,
      location: { kind: 'offset', offset: this.byteOffset },
      expected: `${String(n)} bits for ${what} at bit ${String(pos)} of the bitstream`,
      found: `${String(this.bitLength - pos)} bits left`,
    });
  }
}

/**
 * Writes bit fields LSB-first into 32-bit words, the mirror of {@link BitReader}. {@link BitWriter.finish}
 * pads the last word with zero bits.
 */
export class BitWriter {
  readonly endian: Endianness;
  private words: Uint32Array = new Uint32Array(64);
  /** Bits written so far. */
  position = 0;

  /** @param options - `endian`: byte order of each 32-bit word in {@link BitWriter.finish}'s output. */
  constructor(options: { endian: Endianness }) {
    this.endian = options.endian;
  }

  /**
   * Writes the low `n` bits of `value` (0 ≤ n ≤ 32); negative values are written in two's complement.
   * @throws {InvalidArgumentError} when `n` is not an integer in 0..32.
   */
  write(value: number, n: number): this {
    if (n === 0) return this;
    if (n < 0 || n > 32 || !Number.isInteger(n)) throw new InvalidArgumentError(`BitWriter: field width ${String(n)} is not an integer in 0..32`);
    const pos = this.position;
    const needWords = ((pos + n + 31) >>> 5) + 1;
    if (needWords > this.words.length) {
      let cap = this.words.length * 2;
      while (cap < needWords) cap *= 2;
      const next = new Uint32Array(cap);
      next.set(this.words);
      this.words = next;
    }
    const v = n === 32 ? value >>> 0 : (value & (((1 << n) >>> 0) - 1)) >>> 0;
    const index = pos >>> 5;
    const shift = pos & 31;
    this.words[index] = ((this.words[index]!) | (v << shift)) >>> 0;
    if (shift + n > 32) {
      this.words[index + 1] = ((this.words[index + 1]!) | (v >>> (32 - shift))) >>> 0;
    }
    this.position = pos + n;
    return this;
  }

  /** Number of whole words {@link BitWriter.finish} will produce. */
  get wordCount(): number {
    return (this.position + 31) >>> 5;
  }

  /** Returns the words as bytes in the chosen word order. */
  finish(): Uint8Array<ArrayBuffer> {
    const count = this.wordCount;
    const out = new Uint8Array(count * 4);
    const view = new DataView(out.buffer);
    const le = this.endian === 'little';
    for (let i = 0; i < count; i++) view.setUint32(i * 4, this.words[i]!, le);
    return out;
  }
}

import { InvalidArgumentError } from '../errors.js';
import type { Endianness } from './byte-reader.js';

const encoder = new TextEncoder();

/**
 * A growable binary writer mirroring {@link ByteReader}: explicit endianness, .NET 7-bit integers and
 * length-prefixed UTF-8 strings. Call {@link ByteWriter.finish} to get the bytes.
 */
export class ByteWriter {
  /** Byte order of multi-byte writes. */
  readonly endian: Endianness;
  private buf: Uint8Array;
  private view: DataView;
  private readonly le: boolean;
  /** Bytes written so far. */
  length = 0;

  /** @param options - `endian`: byte order of multi-byte writes; `initialCapacity`: bytes to reserve (default 1024, at least 16). */
  constructor(options: { endian: Endianness; initialCapacity?: number }) {
    this.endian = options.endian;
    this.le = options.endian === 'little';
    this.buf = new Uint8Array(Math.max(16, options.initialCapacity ?? 1024));
    this.view = new DataView(this.buf.buffer);
  }

  private reserve(n: number): number {
    const at = this.length;
    const need = at + n;
    if (need > this.buf.length) {
      let cap = this.buf.length * 2;
      while (cap < need) cap *= 2;
      const next = new Uint8Array(cap);
      next.set(this.buf.subarray(0, at));
      this.buf = next;
      this.view = new DataView(next.buffer);
    }
    this.length = need;
    return at;
  }

  /** Appends an unsigned 8-bit integer (one byte: byte order does not apply; integers are taken modulo 2⁸, as DataView does). */
  u8(v: number): this {
    const at = this.reserve(1);
    this.view.setUint8(at, v);
    return this;
  }

  /** Appends a signed 8-bit integer (one byte: byte order does not apply; integers are taken modulo 2⁸, as DataView does). */
  i8(v: number): this {
    const at = this.reserve(1);
    this.view.setInt8(at, v);
    return this;
  }

  /** Appends an unsigned 16-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  u16(v: number): this {
    const at = this.reserve(2);
    this.view.setUint16(at, v, this.le);
    return this;
  }

  /** Appends a signed 16-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  i16(v: number): this {
    const at = this.reserve(2);
    this.view.setInt16(at, v, this.le);
    return this;
  }

  /** Appends an unsigned 32-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  u32(v: number): this {
    const at = this.reserve(4);
    this.view.setUint32(at, v, this.le);
    return this;
  }

  /** Appends a signed 32-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  i32(v: number): this {
    const at = this.reserve(4);
    this.view.setInt32(at, v, this.le);
    return this;
  }

  /** Appends an unsigned 64-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  u64(v: bigint): this {
    const at = this.reserve(8);
    this.view.setBigUint64(at, v, this.le);
    return this;
  }

  /** Appends a signed 64-bit integer in the writer's byte order (integers are taken modulo their range, as DataView does). */
  i64(v: bigint): this {
    const at = this.reserve(8);
    this.view.setBigInt64(at, v, this.le);
    return this;
  }

  /** Appends an IEEE-754 single-precision float in the writer's byte order (the double is rounded to the nearest float32, as DataView does). */
  f32(v: number): this {
    const at = this.reserve(4);
    this.view.setFloat32(at, v, this.le);
    return this;
  }

  /** Appends an IEEE-754 double-precision float in the writer's byte order. */
  f64(v: number): this {
    const at = this.reserve(8);
    this.view.setFloat64(at, v, this.le);
    return this;
  }

  /** Writes a .NET boolean byte (1 or 0). */
  bool(v: boolean): this {
    return this.u8(v ? 1 : 0);
  }

  /** Appends raw bytes. */
  bytes(v: Uint8Array): this {
    const at = this.reserve(v.length);
    this.buf.set(v, at);
    return this;
  }

  /**
   * Writes a 7-bit-encoded unsigned integer (.NET `Write7BitEncodedInt`).
   * @throws {InvalidArgumentError} unless `v` is an integer in 0..2^32−1.
   */
  u7(v: number): this {
    if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new InvalidArgumentError(`u7: ${String(v)} is not a u32`);
    let rest = v;
    while (rest >= 0x80) {
      this.u8((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    return this.u8(rest);
  }

  /** Writes UTF-8 text without a length. */
  utf8(v: string): this {
    return this.bytes(encoder.encode(v));
  }

  /** Writes a .NET `BinaryWriter.Write(string)`: 7-bit-encoded byte length, then UTF-8 bytes. */
  string7(v: string): this {
    const data = encoder.encode(v);
    return this.u7(data.length).bytes(data);
  }

  /** Returns a copy of the bytes written, exactly {@link ByteWriter.length} long. */
  finish(): Uint8Array<ArrayBuffer> {
    return this.buf.slice(0, this.length);
  }
}

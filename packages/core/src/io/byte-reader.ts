import { ParseError } from '../errors.js';

/** Byte order of multi-byte values. */
export type Endianness = 'little' | 'big';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A bounds-checked cursor over binary input. Every read advances {@link ByteReader.offset}; every
 * failure throws a {@link ParseError} naming the format, the byte offset and what was being read.
 *
 * @example
 * ```ts
 * const r = new ByteReader(bytes, { format: 'mrtk', endian: 'little' });
 * const major = r.i32('major version');
 * const count = r.count(r.i32('key count'), 8, 'keys'); // checked against the bytes left
 * ```
 */
export class ByteReader {
  /** The format id used in error messages. */
  readonly format: string;
  /** Byte order of multi-byte reads. */
  readonly endian: Endianness;
  /** The input. */
  readonly bytes: Uint8Array;
  /** Current position, in bytes from the start of {@link ByteReader.bytes}. */
  offset = 0;
  private readonly view: DataView;
  private readonly le: boolean;

  /**
   * @param bytes - the input (a view; not copied).
   * @param options - `format`: the format id used in errors; `endian`: byte order of multi-byte reads.
   */
  constructor(bytes: Uint8Array, options: { format: string; endian: Endianness }) {
    this.bytes = bytes;
    this.format = options.format;
    this.endian = options.endian;
    this.le = options.endian === 'little';
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Total input length in bytes. */
  get length(): number {
    return this.bytes.length;
  }

  /** Bytes left after the current position. */
  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  /** True when every byte has been read. */
  get atEnd(): boolean {
    return this.offset >= this.bytes.length;
  }

  /**
   * Throws a {@link ParseError} at `offset` (default: the current position).
   * @throws {ParseError} always.
   */
  fail(expected: string, found?: string, offset: number = this.offset): never {
    throw new ParseError({ format: this.format, location: { kind: 'offset', offset }, expected, found });
  }

  /**
   * Checks that `n` more bytes exist and returns the current offset.
   * @throws {ParseError} when fewer than `n` bytes remain.
   */
  need(n: number, what: string): number {
    const at = this.offset;
    if (n > this.bytes.length - at) {
      this.fail(`${String(n)} byte${n === 1 ? '' : 's'} for ${what}`, `${String(this.bytes.length - at)} left`);
    }
    return at;
  }

  /**
   * Validates a count read from the file before anything is allocated for it: `count` must be a
   * non-negative integer and `count × elementSize` must fit in the bytes that remain.
   * @param elementSize the minimum number of bytes each element occupies.
   * @returns `count`, unchanged.
   * @throws {ParseError} when the count is negative or larger than the input can hold.
   */
  count(count: number, elementSize: number, what: string, at: number = this.offset): number {
    if (!Number.isInteger(count) || count < 0) {
      this.fail(`a non-negative count of ${what}`, String(count), at);
    }
    if (count * elementSize > this.bytes.length - this.offset) {
      this.fail(
        `at most ${String(Math.floor((this.bytes.length - this.offset) / Math.max(1, elementSize)))} ${what} (the bytes left)`,
        `a count of ${String(count)}`,
        at,
      );
    }
    return count;
  }

  /** Moves to an absolute offset. @throws {ParseError} when it lies outside the input. */
  seek(offset: number, what = 'seek target'): void {
    if (!Number.isInteger(offset) || offset < 0 || offset > this.bytes.length) {
      this.fail(`${what} within the input (0..${String(this.bytes.length)})`, String(offset));
    }
    this.offset = offset;
  }

  /** Skips `n` bytes. @throws {ParseError} when fewer remain. */
  skip(n: number, what = 'skipped bytes'): void {
    this.offset = this.need(n, what) + n;
  }

  /** Reads `n` bytes as a view into the input (no copy). @throws {ParseError} when fewer remain. */
  bytesView(n: number, what = 'bytes'): Uint8Array {
    const at = this.need(n, what);
    this.offset = at + n;
    return this.bytes.subarray(at, at + n);
  }

  /**
   * Reads an unsigned 8-bit integer (0..255). `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  u8(what = 'u8'): number {
    const at = this.need(1, what);
    this.offset = at + 1;
    return this.view.getUint8(at);
  }

  /**
   * Reads a signed 8-bit integer (−128..127). `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  i8(what = 'i8'): number {
    const at = this.need(1, what);
    this.offset = at + 1;
    return this.view.getInt8(at);
  }

  /**
   * Reads an unsigned 16-bit integer in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  u16(what = 'u16'): number {
    const at = this.need(2, what);
    this.offset = at + 2;
    return this.view.getUint16(at, this.le);
  }

  /**
   * Reads a signed 16-bit integer in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  i16(what = 'i16'): number {
    const at = this.need(2, what);
    this.offset = at + 2;
    return this.view.getInt16(at, this.le);
  }

  /**
   * Reads an unsigned 32-bit integer in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  u32(what = 'u32'): number {
    const at = this.need(4, what);
    this.offset = at + 4;
    return this.view.getUint32(at, this.le);
  }

  /**
   * Reads a signed 32-bit integer in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  i32(what = 'i32'): number {
    const at = this.need(4, what);
    this.offset = at + 4;
    return this.view.getInt32(at, this.le);
  }

  /**
   * Reads an unsigned 64-bit integer (as a bigint) in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  u64(what = 'u64'): bigint {
    const at = this.need(8, what);
    this.offset = at + 8;
    return this.view.getBigUint64(at, this.le);
  }

  /**
   * Reads a signed 64-bit integer (as a bigint) in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  i64(what = 'i64'): bigint {
    const at = this.need(8, what);
    this.offset = at + 8;
    return this.view.getBigInt64(at, this.le);
  }

  /**
   * Reads an IEEE-754 single-precision float in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  f32(what = 'f32'): number {
    const at = this.need(4, what);
    this.offset = at + 4;
    return this.view.getFloat32(at, this.le);
  }

  /**
   * Reads an IEEE-754 double-precision float in the reader's byte order. `what` names the field in error messages.
   * @throws {ParseError} when too few bytes remain.
   */
  f64(what = 'f64'): number {
    const at = this.need(8, what);
    this.offset = at + 8;
    return this.view.getFloat64(at, this.le);
  }

  /**
   * Reads a .NET `BinaryWriter` boolean: one byte, 0 is false, anything else true (as .NET reads it).
   * Use {@link ByteReader.u8} when the exact byte must be kept.
   */
  bool(what = 'boolean'): boolean {
    return this.u8(what) !== 0;
  }

  /**
   * Reads a 7-bit-encoded unsigned integer (.NET `Read7BitEncodedInt`, LEB128): 7 bits per byte, low
   * groups first, high bit set on every byte but the last; at most 5 bytes, value < 2^32.
   * @throws {ParseError} when the encoding is longer than 5 bytes or runs past the input.
   */
  u7(what = '7-bit encoded integer'): number {
    const start = this.offset;
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8(what);
      value += (byte & 0x7f) * 2 ** (7 * i);
      if ((byte & 0x80) === 0) {
        if (value > 0xffffffff) this.fail(`${what} below 2^32`, String(value), start);
        return value;
      }
    }
    return this.fail(`${what} of at most 5 bytes`, 'a longer encoding', start);
  }

  /**
   * Reads `n` bytes as UTF-8 text. Invalid UTF-8 is an error, not replaced.
   * @throws {ParseError} when fewer bytes remain or they are not valid UTF-8.
   */
  utf8(n: number, what = 'UTF-8 text'): string {
    const at = this.offset;
    const view = this.bytesView(n, what);
    try {
      return utf8.decode(view);
    } catch {
      return this.fail(`valid UTF-8 for ${what}`, 'invalid byte sequence', at);
    }
  }

  /**
   * Reads a .NET `BinaryWriter.Write(string)`: a 7-bit-encoded byte length, then that many UTF-8 bytes.
   * The length is checked against the bytes left before anything is decoded.
   */
  string7(what = 'string'): string {
    const at = this.offset;
    const n = this.u7(`${what} length`);
    this.count(n, 1, `bytes of ${what}`, at);
    return this.utf8(n, what);
  }
}

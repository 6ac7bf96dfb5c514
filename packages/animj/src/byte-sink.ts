/**
 * A growable UTF-8 byte buffer for the AnimJ writer: text is appended as it is produced, so no large
 * string (or V8 rope) is ever built, and each small piece dies young.
 *
 * @module
 */

const encoder = new TextEncoder();

/** Appends text as UTF-8 to one growing `Uint8Array`. */
export class ByteSink {
  private buf: Uint8Array;
  /** Bytes written so far. */
  length = 0;

  constructor(capacity = 1 << 16) {
    this.buf = new Uint8Array(capacity);
  }

  /** Makes room for `n` more bytes. */
  private reserve(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  /** Appends `s` as UTF-8 (ASCII byte by byte; other text through `TextEncoder.encodeInto`). */
  text(s: string): void {
    const n = s.length;
    this.reserve(n);
    const buf = this.buf;
    let p = this.length;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.length = p;
        this.wide(s.slice(i));
        return;
      }
      buf[p++] = c;
    }
    this.length = p;
  }

  /** Appends text known to be ASCII (keys, punctuation, numbers). */
  ascii(s: string): void {
    const n = s.length;
    this.reserve(n);
    const buf = this.buf;
    let p = this.length;
    for (let i = 0; i < n; i++) buf[p++] = s.charCodeAt(i);
    this.length = p;
  }

  /**
   * Appends n × 10^−k (0 < n < 2^31) as `Number.prototype.toString` prints the double nearest it
   * when n has at most 10 digits (see `decimalText` in number-format.ts, which this mirrors without
   * building a string).
   */
  decimal(n: number, k: number, negative: boolean): void {
    while (n % 10 === 0) {
      n /= 10;
      k--;
    }
    let len = 1;
    for (let t = n; t >= 10; t = Math.floor(t / 10)) len++;
    this.reserve(len + 12 + Math.max(0, -k, k));
    const buf = this.buf;
    let p = this.length;
    if (negative) buf[p++] = 0x2d;
    const point = len - k;
    // Digits of n go to buf[d … d + len); `dot` is the index in the digits before which a point goes.
    let d: number;
    let exp = 0;
    if (k <= 0 && point <= 21) {
      d = p;
      p += len;
      for (let i = 0; i < -k; i++) buf[p++] = 0x30;
      writeDigits(buf, d, len, n, -1);
    } else if (point > 0 && point <= 21) {
      writeDigits(buf, p, len, n, point);
      p += len + 1;
    } else if (point > -6 && point <= 0) {
      buf[p++] = 0x30;
      buf[p++] = 0x2e;
      for (let i = 0; i < -point; i++) buf[p++] = 0x30;
      writeDigits(buf, p, len, n, -1);
      p += len;
    } else {
      exp = point - 1;
      writeDigits(buf, p, len, n, len > 1 ? 1 : -1);
      p += len > 1 ? len + 1 : 1;
      buf[p++] = 0x65;
      buf[p++] = exp < 0 ? 0x2d : 0x2b;
      const e = Math.abs(exp);
      if (e >= 10) buf[p++] = 0x30 + Math.floor(e / 10);
      buf[p++] = 0x30 + (e % 10);
    }
    this.length = p;
  }

  /** Appends text holding non-ASCII characters (at most 3 bytes per UTF-16 unit). */
  private wide(s: string): void {
    this.reserve(s.length * 3);
    this.length += encoder.encodeInto(s, this.buf.subarray(this.length)).written;
  }

  /** The bytes written, in an array of their own size (a copy: `.buffer` holds nothing else). */
  bytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/**
 * Writes the `len` digits of `n` at `buf[at…]`, with a `.` before digit index `dot` (none when
 * `dot` < 0; the digits after it then shift by one).
 */
function writeDigits(buf: Uint8Array, at: number, len: number, n: number, dot: number): void {
  let end = at + len + (dot >= 0 ? 1 : 0);
  for (let i = len - 1; i >= 0; i--) {
    if (i === dot - 1 && dot >= 0) buf[--end] = 0x2e;
    buf[--end] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  }
}

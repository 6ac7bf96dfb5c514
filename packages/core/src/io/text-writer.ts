const encoder = new TextEncoder();

/**
 * A growable UTF-8 text writer for the text formats' writers: strings go straight into bytes, so writing
 * millions of small pieces (numbers, words, line breaks) creates no intermediate strings to join and
 * encode. Short ASCII strings are copied char by char; longer or non-ASCII ones go through
 * `TextEncoder.encodeInto`. Call {@link TextWriter.finish} to get the bytes.
 */
export class TextWriter {
  private buf: Uint8Array;
  /** Bytes written so far. */
  length = 0;

  /** @param initialCapacity - bytes to reserve (default 65,536, at least 16). */
  constructor(initialCapacity = 65536) {
    this.buf = new Uint8Array(Math.max(16, initialCapacity));
  }

  /** Makes room for `n` more bytes. */
  private reserve(n: number): void {
    const need = this.length + n;
    if (need <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < need) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  /** Appends `s` as UTF-8 (lone surrogates become U+FFFD, as `TextEncoder` does). */
  text(s: string): this {
    const n = s.length;
    if (n <= 64) {
      this.reserve(n);
      const buf = this.buf;
      let at = this.length;
      let i = 0;
      for (; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) break;
        buf[at++] = c;
      }
      this.length = at;
      if (i === n) return this;
      s = s.slice(i);
    }
    this.reserve(s.length * 3);
    this.length += encoder.encodeInto(s, this.buf.subarray(this.length)).written;
    return this;
  }

  /** Appends one byte: an ASCII character code (0–127). */
  byte(c: number): this {
    this.reserve(1);
    this.buf[this.length++] = c;
    return this;
  }

  /** The last byte written, or -1 when nothing was written. */
  lastByte(): number {
    return this.length === 0 ? -1 : this.buf[this.length - 1]!;
  }

  /** The bytes written so far, in a new array of exactly that length. */
  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/**
 * The typed arrays of the tracks one {@link rotoToClip} call makes, cut as views from a few large
 * buffers instead of one buffer per array: a script of thousands of static strokes converts to tens of
 * thousands of one-key tracks, and allocating (then collecting) a buffer for each of their three or five
 * arrays cost most of the conversion. Every view covers its own numbers only (writing one track's array
 * changes no other track), but tracks of one conversion share `.buffer`: copy an array
 * (`Float64Array.from`, `slice`) before transferring its buffer to a worker.
 *
 * @module
 */

/**
 * Numbers in the largest float buffer (512 KiB): large enough that a buffer serves thousands of small
 * tracks. Buffers start at {@link FIRST_SLAB} numbers and double, so a small clip keeps a small buffer.
 */
const F64_SLAB = 1 << 16;
/** Bytes in the largest byte buffer. */
const U8_SLAB = 1 << 16;
const FIRST_SLAB = 256;
/** Arrays longer than this get a buffer of their own (a large keyed track wastes no slab tail). */
const OWN_F64 = F64_SLAB >> 3;
const OWN_U8 = U8_SLAB >> 3;

/** See the module description; one per conversion (its buffers end up in the clip). */
export class TrackSlab {
  private f64 = new ArrayBuffer(0);
  private f64Pos = 0;
  private f64End = 0;
  private u8 = new ArrayBuffer(0);
  private u8Pos = 0;
  private u8End = 0;

  /** A zero-filled `Float64Array` of `n` numbers, a view of a shared buffer (of its own when `n` is large). */
  float64(n: number): Float64Array {
    if (n > OWN_F64) return new Float64Array(n);
    if (this.f64Pos + n > this.f64End) {
      const size = Math.min(F64_SLAB, Math.max(FIRST_SLAB, 2 * this.f64End, n));
      this.f64 = new ArrayBuffer(size * 8);
      this.f64Pos = 0;
      this.f64End = size;
    }
    const at = this.f64Pos;
    this.f64Pos = at + n;
    return new Float64Array(this.f64, at * 8, n);
  }

  /** A zero-filled `Uint8Array` of `n` bytes, a view of a shared buffer (of its own when `n` is large). */
  uint8(n: number): Uint8Array {
    if (n > OWN_U8) return new Uint8Array(n);
    if (this.u8Pos + n > this.u8End) {
      const size = Math.min(U8_SLAB, Math.max(FIRST_SLAB, 2 * this.u8End, n));
      this.u8 = new ArrayBuffer(size);
      this.u8Pos = 0;
      this.u8End = size;
    }
    const at = this.u8Pos;
    this.u8Pos = at + n;
    return new Uint8Array(this.u8, at, n);
  }
}

/**
 * The key arena of one parse: the scratch buffers keys and plain control points are read into, and the
 * `Float32Array` chunks their finished runs are cut from (one chunk holds the runs of many curves and
 * point lists: no object per key and no typed array per curve).
 *
 * @module
 */
import { grownTypedArray } from '@anim/core/io';
import { KEY_STRIDE, KeyRun, TIMELESS_STRIDE, TimelessRun } from './keys.js';
import { POINT_STRIDE, storePoint } from './points.js';
import type { RotoControlPoint, RotoTimelessControlPoint } from './types.js';

/** Numbers in a new arena chunk (grown for larger runs, at most 1 Mi numbers unless one run needs more). */
const FIRST_CHUNK = 1024;
const MAX_CHUNK = 1 << 20;

/** See the module description. */
export class KeyArena {
  /** Keys under construction ({@link KEY_STRIDE} or {@link TIMELESS_STRIDE} numbers per key). */
  buf = new Float64Array(256);
  /** The plain points of the point list being read, {@link POINT_STRIDE} numbers each. */
  pointBuf = new Float64Array(64 * POINT_STRIDE);
  /** The chunk finished runs are placed in. */
  chunk = new Float32Array(FIRST_CHUNK);
  /** Index of the first unused number of {@link chunk}. */
  chunkPos = 0;

  /** The scratch key buffer, grown to hold at least `need` numbers. */
  room(need: number): Float64Array {
    return need > this.buf.length ? (this.buf = grownTypedArray(this.buf, need)) : this.buf;
  }

  /** The point buffer, grown to hold point `i`. */
  pointRoom(i: number): Float64Array {
    const need = (i + 1) * POINT_STRIDE;
    return need > this.pointBuf.length ? (this.pointBuf = grownTypedArray(this.pointBuf, need)) : this.pointBuf;
  }

  /** Makes room for `len` numbers in {@link chunk}; their index there (not yet used). */
  reserve(len: number): number {
    if (this.chunkPos + len > this.chunk.length) {
      this.chunk = new Float32Array(Math.max(len, Math.min(2 * this.chunk.length, MAX_CHUNK)));
      this.chunkPos = 0;
    }
    return this.chunkPos;
  }

  /**
   * Makes {@link chunk} hold `need` numbers from index `at` (a run being written in place, of which the
   * first `have` numbers are written): moves them to a new chunk when they do not fit; their index.
   */
  extend(at: number, have: number, need: number): number {
    const b = this.chunk;
    if (at + need <= b.length) return at;
    const moved = new Float32Array(Math.max(2 * need, Math.min(2 * b.length, MAX_CHUNK)));
    moved.set(b.subarray(at, at + have));
    this.chunk = moved;
    this.chunkPos = 0;
    return 0;
  }

  /** Copies the first `len` numbers of `b` (the scratch keys by default) into {@link chunk}; their index there. */
  place(len: number, b: Float64Array = this.buf): number {
    const at = this.reserve(len);
    const c = this.chunk;
    for (let i = 0; i < len; i++) c[at + i] = b[i]!;
    this.chunkPos = at + len;
    return at;
  }

  /** A keyed curve of the first `n` scratch keys, copied into the arena. */
  keyed(n: number): KeyRun {
    const at = this.place(n * KEY_STRIDE);
    return new KeyRun(this.chunk, at, n, 0);
  }

  /** A timeless curve of the first `n` scratch keys, copied into the arena. */
  timeless(n: number): TimelessRun {
    const at = this.place(n * TIMELESS_STRIDE);
    return new TimelessRun(this.chunk, at, n);
  }

  /** Stores point `i` in the point buffer when it is plain (see `isPlainPoint`); false when it is not. */
  storePlain(cp: RotoControlPoint | RotoTimelessControlPoint, i: number): boolean {
    return storePoint(this.pointRoom(i), i * POINT_STRIDE, cp);
  }

  /** Marks point `i` of the point buffer as an object (dimension count 0). */
  storeObject(i: number): void {
    this.pointRoom(i).fill(0, i * POINT_STRIDE, (i + 1) * POINT_STRIDE);
  }
}

/**
 * Packing one track of {@link rotoToClip} straight from packed key tables: times, values, interpolation
 * codes and Bézier handles are written into the track's typed arrays, with no object per key, so
 * conversion costs a few array reads and writes per key and component.
 *
 * @module
 */
import type { Channel, Extrapolation, Track, Unit, ValueType } from '@anim/core';
import { segmentMode, type CurveData, type KeyTable } from './evaluate.js';
import type { TrackSlab } from './track-slab.js';

const EXTRAPOLATION: Record<number, Extrapolation> = { 0: 'constant', 1: 'linear', 2: 'cycle' };

/** What {@link keyedTrack} needs of a track besides its keys. */
export interface TrackHead {
  readonly name: string;
  readonly node: string;
  readonly property: string;
  readonly valueType: ValueType;
  readonly unit: Unit;
  readonly channel: Channel;
}

/** The result of {@link keyedTrack}: the track, or why it must be resampled instead. */
export type KeyedTrackResult =
  | { readonly kind: 'track'; readonly track: Track; readonly extrapolationsDiffer: boolean }
  | { readonly kind: 'resample' };

/** Field `f` (0 value, 1 lslope, 2 la, 3 rslope, 4 ra, 5 interpolation) of key `i`. */
function field(t: KeyTable, i: number, f: number): number {
  return t.data[t.d0 + i * t.ds + f]!;
}

/** Scratch for {@link framesOf} (grown as needed; read only until the next call). */
let scratchFrames = new Float64Array(64);

/** The key times (frames) of `t` in a scratch array (valid until the next call). */
function framesOf(t: KeyTable): Float64Array {
  if (scratchFrames.length < t.n) scratchFrames = new Float64Array(Math.max(t.n, 2 * scratchFrames.length));
  const out = scratchFrames;
  const times = t.times;
  for (let i = 0, o = t.t0; i < t.n; i++, o += t.ts) out[i] = times[o]!;
  return out;
}

function isFlat(t: KeyTable): boolean {
  const v = field(t, 0, 0);
  for (let i = 1; i < t.n; i++) if (!Object.is(field(t, i, 0), v)) return false;
  return true;
}

/**
 * Builds the track of components `tables` (one per component; `undefined` for an unkeyed component, which
 * holds its curve data's `dims[c].constant` with flat handles) when every keyed component has the same strictly increasing
 * key times and no key mixes step with other segments; otherwise `resample`. Key times are frames,
 * turned into seconds by `fps`. Cubic segments get handles `(la·h/3, lslope·la·h/3)` (h the interval),
 * linear segments handles a third of the chord; an end key's outer handle carries its slope (none beside
 * a linear segment). Extrapolation comes from the first varying component (`extrapolationsDiffer` when
 * the components disagree).
 */
export function keyedTrack(head: TrackHead, tables: readonly (KeyTable | undefined)[], dims: readonly CurveData[], fps: number, slab: TrackSlab): KeyedTrackResult {
  const keyed: KeyTable[] = [];
  for (const t of tables) if (t !== undefined) keyed.push(t);
  const ref = keyed[0]!;
  const count = ref.n;
  for (const t of keyed) {
    if (t.n !== count) return { kind: 'resample' };
    const a = t.times;
    const r = ref.times;
    let prev = NaN;
    for (let i = 0, o = t.t0, q = ref.t0; i < count; i++, o += t.ts, q += ref.ts) {
      const f = a[o]!;
      if (f !== r[q]) return { kind: 'resample' };
      if (i > 0 && !(f > prev)) return { kind: 'resample' };
      prev = f;
    }
  }
  const varying: KeyTable[] = [];
  for (const t of keyed) if (!isFlat(t)) varying.push(t);
  const modes = slab.uint8(count);
  for (let i = 0; i < count; i++) {
    // The last key's mode draws no segment.
    let mode = -1;
    let mixed = false;
    let step = false;
    if (i + 1 < count) {
      for (const t of varying) {
        const m = segmentMode(t.data[t.d0 + i * t.ds + 5]!);
        if (m === 0) step = true;
        if (mode === -1) mode = m;
        else if (m !== mode) mixed = true;
      }
    }
    if (mixed && step) return { kind: 'resample' };
    const m = mode === -1 ? segmentMode(field(ref, i, 5)) : mixed ? 2 : mode;
    modes[i] = m <= 2 ? m : 1;
  }
  const n = tables.length;
  const times = slab.float64(count);
  const values = slab.float64(count * n);
  const inHandles = slab.float64(count * n * 2);
  const outHandles = slab.float64(count * n * 2);
  const frames = framesOf(ref);
  for (let i = 0; i < count; i++) times[i] = frames[i]! / fps;
  for (let c = 0; c < n; c++) {
    const t = tables[c];
    const constant = dims[c]!.constant;
    // An unkeyed component: its constant at every key, slopes 0, bicubic 1, the reference's codes.
    const codes = t ?? ref;
    const cd = codes.data;
    const co = codes.d0 + 5;
    const cs = codes.ds;
    const d = t?.data;
    const d0 = t === undefined ? 0 : t.d0;
    const ds = t === undefined ? 0 : t.ds;
    // Segment modes of the previous key, this key and the next (read once per key).
    let before = -1;
    let own = segmentMode(cd[co]!);
    for (let i = 0; i < count; i++) {
      const o = d0 + i * ds;
      const v = d === undefined ? constant : d[o]!;
      const lslope = d === undefined ? 0 : d[o + 1]!;
      const la = d === undefined ? 1 : d[o + 2]!;
      const rslope = d === undefined ? 0 : d[o + 3]!;
      const ra = d === undefined ? 1 : d[o + 4]!;
      const hPrev = i > 0 ? frames[i]! - frames[i - 1]! : 1;
      const hNext = i + 1 < count ? frames[i + 1]! - frames[i]! : 1;
      const next = i + 1 < count ? segmentMode(cd[co + (i + 1) * cs]!) : -1;
      const h = (i * n + c) * 2;
      values[i * n + c] = v;
      let inT: number;
      let inV: number;
      if (i === 0) {
        // The handle carries the linear-extrapolation slope (none beside a linear segment).
        const len = count > 1 && own === 1 ? 0 : 1 / 3;
        inT = -len / fps;
        inV = -lslope * len;
      } else if (before === 1 || before > 2) {
        inT = -hPrev / 3 / fps;
        inV = -(v - (d === undefined ? constant : d[o - ds]!)) / 3;
      } else {
        const len = (la * hPrev) / 3;
        inT = -len / fps;
        inV = -lslope * len;
      }
      let outT: number;
      let outV: number;
      if (i + 1 === count) {
        const len = count > 1 && before === 1 ? 0 : 1 / 3;
        outT = len / fps;
        outV = rslope * len;
      } else if (own === 1 || own > 2) {
        outT = hNext / 3 / fps;
        outV = ((d === undefined ? constant : d[o + ds]!) - v) / 3;
      } else {
        const len = (ra * hNext) / 3;
        outT = len / fps;
        outV = rslope * len;
      }
      inHandles[h] = inT;
      inHandles[h + 1] = inV;
      outHandles[h] = outT;
      outHandles[h + 1] = outV;
      before = own;
      own = next;
    }
  }
  const ends = varying.length > 0 ? varying : keyed;
  const pre0 = (field(ends[0]!, 0, 5) >> 8) & 255;
  const post0 = (field(ends[0]!, ends[0]!.n - 1, 5) >> 8) & 255;
  let extrapolationsDiffer = false;
  for (const t of ends) if (((field(t, 0, 5) >> 8) & 255) !== pre0 || ((field(t, t.n - 1, 5) >> 8) & 255) !== post0) extrapolationsDiffer = true;
  const track: Track = {
    name: head.name,
    node: head.node,
    property: head.property,
    valueType: head.valueType,
    components: n,
    unit: head.unit,
    times,
    values,
    interpolation: modes,
    preExtrapolation: EXTRAPOLATION[pre0] ?? 'constant',
    postExtrapolation: EXTRAPOLATION[post0] ?? 'constant',
    inHandles,
    outHandles,
    channel: head.channel,
  };
  return { kind: 'track', track, extrapolationsDiffer };
}

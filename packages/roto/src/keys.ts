/**
 * The packed key layouts (runs of numbers in a key store instead of one object per key):
 * {@link KeyedCurve.keys} ({@link KEY_STRIDE} numbers per key) and {@link TimelessCurve.keys}
 * ({@link TIMELESS_STRIDE} numbers per key), and converters to and from key objects; the same for
 * attribute lists (parallel arrays).
 *
 * @module
 */
import type { AnimKey, Attribute, AttributeList, KeyedCurve, TimelessCurve, TimelessKey } from './types.js';

/** Numbers per key in {@link KeyedCurve.keys}: time, value, lslope, la, rslope, ra, interpolation. */
export const KEY_STRIDE = 7;

/** Numbers per key in {@link TimelessCurve.keys}: value, lslope, la, rslope, ra, interpolation. */
export const TIMELESS_STRIDE = 6;

/**
 * The part of a curve that locates its keys in its key store (spec `anim-curve-key-list`,
 * `anim-curve-timeless`): `count` keys from index `offset` of `keys`.
 */
export type KeyRun = Pick<KeyedCurve, 'keys' | 'offset' | 'count'>;

/** Number of keys of a keyed curve (0 for a constant). */
export function keyCount(curve: KeyRun): number {
  return curve.count;
}

/**
 * Key `i` (0-based, below `curve.count`) of a keyed curve (spec `anim-curve-key`) as a new object: time
 * in frames, value, slopes in value units per frame, handle lengths, interpolation bitmask. Writing to
 * the object does not change the curve.
 */
export function keyAt(curve: KeyRun, i: number): AnimKey {
  const k = curve.keys;
  const o = curve.offset + i * KEY_STRIDE;
  return { time: k[o]!, value: k[o + 1]!, lslope: k[o + 2]!, la: k[o + 3]!, rslope: k[o + 4]!, ra: k[o + 5]!, interpolation: k[o + 6]! };
}

/** The keys of a keyed curve (spec `anim-curve-key-list`) as objects, in time order; see {@link keyAt}. */
export function unpackKeys(curve: KeyRun): AnimKey[] {
  const out: AnimKey[] = [];
  for (let i = 0; i < curve.count; i++) out.push(keyAt(curve, i));
  return out;
}

/**
 * The numbers of a curve's keys: a `Float32Array` view of its run in the key store (`count ×`
 * {@link KEY_STRIDE} numbers for a keyed curve, `count ×` {@link TIMELESS_STRIDE} for a timeless one).
 * Writing to the view changes the curve.
 */
export function keyNumbers(curve: KeyRun & { readonly kind: 'keys' | 'timeless' }): Float32Array {
  const stride = curve.kind === 'keys' ? KEY_STRIDE : TIMELESS_STRIDE;
  return curve.keys.subarray(curve.offset, curve.offset + curve.count * stride);
}

/** Packs key objects into a new key store, {@link KEY_STRIDE} numbers per key. */
export function packKeys(keys: readonly AnimKey[]): Float32Array {
  const out = new Float32Array(keys.length * KEY_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.time, k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * KEY_STRIDE);
  });
  return out;
}

/**
 * A keyed curve (spec `anim-curve`) holding `keys` (times in frames, ascending; packed into a store of
 * its own), or `constant` when `keys` is empty, with an optional expression (without its `=`) and
 * curve flag.
 */
export function keyedCurve(
  keys: readonly AnimKey[],
  options: { constant?: number | undefined; expression?: string | undefined; flag?: number | undefined } = {},
): KeyedCurve {
  const out: KeyedCurve = { kind: 'keys', keys: packKeys(keys), offset: 0, count: keys.length, constant: options.constant ?? 0 };
  if (options.expression !== undefined) out.expression = options.expression;
  if (options.flag !== undefined) out.flag = options.flag;
  return out;
}

/** Number of keys (shared key times) of a timeless curve. */
export function timelessCount(curve: KeyRun): number {
  return curve.count;
}

/**
 * The key at shared time `i` (0-based, below `curve.count`) of a timeless curve (spec
 * `anim-curve-timeless-key`) as a new object; its time is the list's `times[i]` (frames).
 */
export function timelessKeyAt(curve: KeyRun, i: number): TimelessKey {
  const k = curve.keys;
  const o = curve.offset + i * TIMELESS_STRIDE;
  return { value: k[o]!, lslope: k[o + 1]!, la: k[o + 2]!, rslope: k[o + 3]!, ra: k[o + 4]!, interpolation: k[o + 5]! };
}

/** The keys of a timeless curve as objects (one per shared key time). */
export function unpackTimeless(curve: KeyRun): TimelessKey[] {
  const out: TimelessKey[] = [];
  for (let i = 0; i < curve.count; i++) out.push(timelessKeyAt(curve, i));
  return out;
}

/** Packs timeless key objects into a new key store, {@link TIMELESS_STRIDE} numbers per key. */
export function packTimeless(keys: readonly TimelessKey[]): Float32Array {
  const out = new Float32Array(keys.length * TIMELESS_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * TIMELESS_STRIDE);
  });
  return out;
}

/** A timeless curve holding `keys` (packed into a store of its own), with an optional expression and flag. */
export function timelessCurve(keys: readonly TimelessKey[], options: { expression?: string | undefined; flag?: number | undefined } = {}): TimelessCurve {
  const out: TimelessCurve = { kind: 'timeless', keys: packTimeless(keys), offset: 0, count: keys.length };
  if (options.expression !== undefined) out.expression = options.expression;
  if (options.flag !== undefined) out.flag = options.flag;
  return out;
}

/** An attribute list holding `items` (name/value pairs, in order). */
export function attributeList(items: readonly Attribute[]): AttributeList {
  return { kind: 'attributes', names: items.map((a) => a.name), values: items.map((a) => a.value) };
}

/** The name/value pairs of an attribute list, in order (new objects). */
export function attributeItems(list: AttributeList): Attribute[] {
  return list.names.map((name, i) => ({ name, value: list.values[i]! }));
}

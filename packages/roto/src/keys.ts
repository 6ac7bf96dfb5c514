/**
 * The packed key layouts (struct of numbers instead of one object per key): {@link KeyedCurve.keys}
 * ({@link KEY_STRIDE} numbers per key) and {@link TimelessCurve.keys} ({@link TIMELESS_STRIDE} numbers
 * per key), and converters to and from key objects; the same for attribute lists (parallel arrays).
 *
 * @module
 */
import type { AnimKey, Attribute, AttributeList, KeyedCurve, TimelessCurve, TimelessKey } from './types.js';

/** Numbers per key in {@link KeyedCurve.keys}: time, value, lslope, la, rslope, ra, interpolation. */
export const KEY_STRIDE = 7;

/** Numbers per key in {@link TimelessCurve.keys}: value, lslope, la, rslope, ra, interpolation. */
export const TIMELESS_STRIDE = 6;

/** Number of keys of a keyed curve (0 for a constant). */
export function keyCount(curve: Pick<KeyedCurve, 'keys'>): number {
  return (curve.keys.length / KEY_STRIDE) | 0;
}

/** Key `i` of packed keyed-curve data (a new object; writing to it does not change the array). */
export function keyAt(keys: Float32Array, i: number): AnimKey {
  const o = i * KEY_STRIDE;
  return { time: keys[o]!, value: keys[o + 1]!, lslope: keys[o + 2]!, la: keys[o + 3]!, rslope: keys[o + 4]!, ra: keys[o + 5]!, interpolation: keys[o + 6]! };
}

/** The keys of packed keyed-curve data (or of a {@link KeyedCurve}) as objects. */
export function unpackKeys(keys: Float32Array | Pick<KeyedCurve, 'keys'>): AnimKey[] {
  const k = keys instanceof Float32Array ? keys : keys.keys;
  const out: AnimKey[] = [];
  for (let i = 0; i * KEY_STRIDE + KEY_STRIDE <= k.length; i++) out.push(keyAt(k, i));
  return out;
}

/** Packs key objects into the {@link KeyedCurve.keys} layout. */
export function packKeys(keys: readonly AnimKey[]): Float32Array {
  const out = new Float32Array(keys.length * KEY_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.time, k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * KEY_STRIDE);
  });
  return out;
}

/** Number of keys (shared key times) of a timeless curve. */
export function timelessCount(curve: Pick<TimelessCurve, 'keys'>): number {
  return (curve.keys.length / TIMELESS_STRIDE) | 0;
}

/** The keys of packed timeless data (or of a {@link TimelessCurve}) as objects. */
export function unpackTimeless(keys: Float32Array | Pick<TimelessCurve, 'keys'>): TimelessKey[] {
  const k = keys instanceof Float32Array ? keys : keys.keys;
  const out: TimelessKey[] = [];
  for (let o = 0; o + TIMELESS_STRIDE <= k.length; o += TIMELESS_STRIDE) {
    out.push({ value: k[o]!, lslope: k[o + 1]!, la: k[o + 2]!, rslope: k[o + 3]!, ra: k[o + 4]!, interpolation: k[o + 5]! });
  }
  return out;
}

/** Packs timeless key objects into `TIMELESS_STRIDE` numbers per key (value, lslope, la, rslope, ra, interpolation). */
export function packTimeless(keys: readonly TimelessKey[]): Float32Array {
  const out = new Float32Array(keys.length * TIMELESS_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * TIMELESS_STRIDE);
  });
  return out;
}

/** A timeless curve holding `keys` (packed into a new array), with an optional expression and flag. */
export function timelessCurve(keys: readonly TimelessKey[], options: { expression?: string | undefined; flag?: number | undefined } = {}): TimelessCurve {
  const out: TimelessCurve = { kind: 'timeless', keys: packTimeless(keys) };
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

/**
 * Growable typed arrays for readers that do not know a count up front.
 *
 * @module
 */

/** The typed arrays {@link grownTypedArray} grows. */
export type GrowableArray =
  | Float64Array
  | Float32Array
  | Uint32Array
  | Int32Array
  | Uint16Array
  | Int16Array
  | Uint8Array
  | Int8Array;

/**
 * A copy of `array` with room for at least `need` elements (and at least twice its length, so that
 * repeated growth costs amortised O(1) per element); the first `array.length` elements are copied.
 * Returns `array` itself when it already holds `need` elements.
 *
 * @typeParam T - the typed-array class, kept.
 */
export function grownTypedArray<T extends GrowableArray>(array: T, need: number): T {
  if (need <= array.length) return array;
  const Ctor = array.constructor as new (length: number) => T;
  const next = new Ctor(Math.max(need, 2 * array.length, 8));
  next.set(array);
  return next;
}

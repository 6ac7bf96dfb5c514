/**
 * Accessor data as float64 numbers, with glTF's rule for normalized integers (§3.11 "Animations",
 * §3.6.2.4 "Accessor data types": `max(c / 127, −1)` for BYTE, `c / 255` for UNSIGNED_BYTE,
 * `max(c / 32767, −1)` for SHORT, `c / 65535` for UNSIGNED_SHORT).
 *
 * @module
 */
import type { Accessor } from '@gltf-transform/core';

/** Every element of `accessor`, flattened (`count × elementSize` numbers), decoded to float64. */
export function accessorValues(accessor: Accessor): Float64Array {
  const array = accessorArray(accessor);
  const n = accessor.getCount() * accessor.getElementSize();
  if (array === null) return new Float64Array(n);
  if (!accessor.getNormalized() || array instanceof Float32Array) {
    // One pass: the typed-array constructor converts while it copies (no zero-filled array to overwrite).
    return new Float64Array(array.length === n ? array : array.subarray(0, n));
  }
  const out = new Float64Array(n);
  const signed = array instanceof Int8Array || array instanceof Int16Array;
  const max = array instanceof Int8Array ? 127 : array instanceof Uint8Array ? 255 : array instanceof Int16Array ? 32767 : 65535;
  for (let i = 0; i < n; i++) out[i] = signed ? Math.max(array[i]! / max, -1) : array[i]! / max;
  return out;
}

/**
 * Every element of `accessor`, flattened: the accessor's own `Float32Array` (a view of its first
 * `count × elementSize` numbers, not a copy) when it holds plain floats, else decoded to float64 as
 * {@link accessorValues} does.
 */
export function accessorNumbers(accessor: Accessor): Float64Array | Float32Array {
  const array = accessorArray(accessor);
  if (!(array instanceof Float32Array)) return accessorValues(accessor);
  const n = accessor.getCount() * accessor.getElementSize();
  return array.length === n ? array : array.subarray(0, n);
}

/** The typed arrays accessors hold (glTF component types other than half floats). */
type StoredArray = Float32Array | Uint32Array | Uint16Array | Uint8Array | Int16Array | Int8Array;

/**
 * The accessor's typed array. glTF-Transform types it with `Float16Array`, which the project's
 * TypeScript library does not declare yet; the accessors this package reads are never half floats.
 */
export function accessorArray(accessor: Accessor): StoredArray | null {
  const array = accessor.getArray() as unknown;
  return array as StoredArray | null;
}

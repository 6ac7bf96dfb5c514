/**
 * Accessor sizes checked against the bytes that hold them, before glTF-Transform allocates anything
 * (glTF 2.0 §3.6.2 "Accessors", §5.1 `accessor`): a damaged `count` fails with its JSON pointer
 * instead of a huge allocation.
 *
 * @module
 */
import { pointerError } from './json.js';

const COMPONENT_BYTES: Readonly<Record<number, number>> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const ELEMENT_SIZE: Readonly<Record<string, number>> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

interface AccessorJson {
  bufferView?: unknown;
  byteOffset?: unknown;
  componentType?: unknown;
  count?: unknown;
  type?: unknown;
  sparse?: { count?: unknown };
}

interface BufferViewJson {
  byteLength?: unknown;
  byteOffset?: unknown;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * Checks every accessor's `count`, `type` and `componentType`: an accessor with a buffer view must fit
 * in it (`byteOffset + count × element bytes ≤ byteLength`, ignoring interleaving strides, which only
 * makes the bound looser); one without (zeros, or sparse values only) may hold at most `limit` bytes
 * (the caller passes a bound proportional to the input); a sparse accessor's `sparse.count` is at most
 * its `count`.
 * @throws {ParseError} at `/accessors/<i>/…`.
 */
export function checkAccessorBounds(json: Readonly<Record<string, unknown>>, limit: number): void {
  const accessors = json.accessors;
  if (accessors === undefined) return;
  if (!Array.isArray(accessors)) pointerError('/accessors', 'an array');
  const views = Array.isArray(json.bufferViews) ? (json.bufferViews as BufferViewJson[]) : [];
  (accessors as unknown[]).forEach((item, i) => {
    const at = `/accessors/${String(i)}`;
    if (typeof item !== 'object' || item === null) pointerError(at, 'an accessor object');
    const accessor = item as AccessorJson;
    const size = typeof accessor.type === 'string' ? ELEMENT_SIZE[accessor.type] : undefined;
    if (size === undefined) pointerError(`${at}/type`, 'SCALAR, VEC2, VEC3, VEC4, MAT2, MAT3 or MAT4', JSON.stringify(accessor.type));
    const bytes = typeof accessor.componentType === 'number' ? COMPONENT_BYTES[accessor.componentType] : undefined;
    if (bytes === undefined) pointerError(`${at}/componentType`, 'a glTF component type (5120–5126)', JSON.stringify(accessor.componentType));
    if (!isCount(accessor.count) || accessor.count < 1) pointerError(`${at}/count`, 'a count of at least 1', JSON.stringify(accessor.count));
    const need = accessor.count * size * bytes;
    if (accessor.bufferView === undefined) {
      if (need > limit) pointerError(`${at}/count`, `at most ${String(Math.floor(limit / (size * bytes)))} elements for an accessor without a buffer view`, String(accessor.count));
    } else {
      const view = typeof accessor.bufferView === 'number' ? views[accessor.bufferView] : undefined;
      if (view === undefined) pointerError(`${at}/bufferView`, 'the index of a buffer view', JSON.stringify(accessor.bufferView));
      const length = isCount(view.byteLength) ? view.byteLength : 0;
      const offset = isCount(accessor.byteOffset) ? accessor.byteOffset : 0;
      if (offset + need > length) {
        pointerError(`${at}/count`, `at most ${String(Math.max(0, Math.floor((length - offset) / (size * bytes))))} elements (buffer view ${JSON.stringify(accessor.bufferView)} holds ${String(length)} bytes)`, String(accessor.count));
      }
    }
    const sparse = accessor.sparse;
    if (sparse !== undefined && (!isCount(sparse.count) || sparse.count > accessor.count)) {
      pointerError(`${at}/sparse/count`, `a sparse count of at most ${String(accessor.count)}`, JSON.stringify(sparse.count));
    }
  });
}

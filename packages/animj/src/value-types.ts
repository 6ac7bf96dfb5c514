/**
 * Facts about each value type of the spec's table: AnimX element id, component count and names,
 * column storage and JSON shape.
 *
 * @module
 */
import { ANIMJ_VALUE_TYPES, type AnimjValueArray, type AnimjValueType } from './types.js';

/** How one component is stored (and, for AnimX, encoded: little-endian .NET primitives). */
export type AnimjStorage = 'bool' | 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32' | 'u64' | 'i64' | 'f32' | 'f64' | 'string';

/** JSON shape of a value: a bare scalar, an object of named components, or nested row arrays. */
export type AnimjShape = 'scalar' | 'object' | 'matrix';

/** Everything the reader, writer and evaluator need to know about one value type. */
export interface AnimjValueTypeInfo {
  /** The value type name as AnimJ spells it (`float3`, `floatQ`, …). */
  readonly name: AnimjValueType;
  /** AnimX element id (the index in {@link ANIMJ_VALUE_TYPES}). */
  readonly id: number;
  /** Components per value (1 for scalars and strings, 4 for `floatQ` and `color`, 16 for `float4x4`). */
  readonly components: number;
  /** How each component is stored in {@link AnimjValueArray} columns (and encoded in AnimX). */
  readonly storage: AnimjStorage;
  /** The JSON shape AnimJ writes a value in. */
  readonly shape: AnimjShape;
  /** Component names in storage order: `x y z w`, `r g b a`, `m00 m01 …` (empty for scalars). */
  readonly componentNames: readonly string[];
  /** Matrix rows (0 unless {@link AnimjValueTypeInfo.shape} is `matrix`). */
  readonly rows: number;
  /** True for floating-point types (interpolated); integers, booleans and strings are stepped. */
  readonly float: boolean;
  /** True for `floatQ` and `doubleQ`. */
  readonly quaternion: boolean;
}

const XYZW = ['x', 'y', 'z', 'w'];
const RGBA = ['r', 'g', 'b', 'a'];

function describe(name: AnimjValueType, id: number): AnimjValueTypeInfo {
  const base = { name, id, rows: 0, quaternion: false };
  const vec = (storage: AnimjStorage, n: number): AnimjValueTypeInfo => ({
    ...base, components: n, storage, shape: n === 1 ? 'scalar' : 'object', componentNames: n === 1 ? [] : XYZW.slice(0, n),
    float: storage === 'f32' || storage === 'f64',
  });
  const m = /^(bool|int|uint|long|float|double)([234])$/.exec(name);
  if (m !== null) {
    const storage: Record<string, AnimjStorage> = { bool: 'bool', int: 'i32', uint: 'u32', long: 'i64', float: 'f32', double: 'f64' };
    return vec(storage[m[1]!]!, Number(m[2]));
  }
  const mx = /^(float|double)([234])x\2$/.exec(name);
  if (mx !== null) {
    const n = Number(mx[2]);
    const names: string[] = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) names.push(`m${String(r)}${String(c)}`);
    return { ...base, components: n * n, storage: mx[1] === 'float' ? 'f32' : 'f64', shape: 'matrix', componentNames: names, rows: n, float: true };
  }
  switch (name) {
    case 'floatQ':
      return { ...vec('f32', 4), quaternion: true };
    case 'doubleQ':
      return { ...vec('f64', 4), quaternion: true };
    case 'color':
      return { ...vec('f32', 4), componentNames: RGBA };
    case 'color32':
      return { ...vec('u8', 4), componentNames: RGBA };
    default: {
      const scalar: Record<string, AnimjStorage> = {
        bool: 'bool', byte: 'u8', ushort: 'u16', uint: 'u32', ulong: 'u64', sbyte: 'i8', short: 'i16', int: 'i32',
        long: 'i64', float: 'f32', double: 'f64', string: 'string',
      };
      return vec(scalar[name]!, 1);
    }
  }
}

/** {@link AnimjValueTypeInfo} for every value type, indexed by AnimX element id. */
export const VALUE_TYPE_INFO: readonly AnimjValueTypeInfo[] = ANIMJ_VALUE_TYPES.map((name, id) => describe(name, id));

const BY_NAME = new Map<string, AnimjValueTypeInfo>(VALUE_TYPE_INFO.map((info) => [info.name, info]));

/** The {@link AnimjValueTypeInfo} of a value type name, or undefined when the name is not in the spec's table. */
export function animjValueTypeInfo(name: string): AnimjValueTypeInfo | undefined {
  return BY_NAME.get(name);
}

/**
 * Allocates zero-filled column storage for `count` values of a type (`count × components` entries;
 * `null`s for strings): the array class a track's `values` (and tangents) must have, see {@link AnimjValueArray}.
 */
export function allocateAnimjValues(info: AnimjValueTypeInfo, count: number): AnimjValueArray {
  const n = count * info.components;
  switch (info.storage) {
    case 'bool':
    case 'u8':
      return new Uint8Array(n);
    case 'i8':
      return new Int8Array(n);
    case 'u16':
      return new Uint16Array(n);
    case 'i16':
      return new Int16Array(n);
    case 'u32':
      return new Uint32Array(n);
    case 'i32':
      return new Int32Array(n);
    case 'u64':
      return new BigUint64Array(n);
    case 'i64':
      return new BigInt64Array(n);
    case 'f32':
      return new Float32Array(n);
    case 'f64':
      return new Float64Array(n);
    case 'string':
      return new Array<string | null>(n).fill(null);
  }
}

/** True when `values` has the storage class {@link allocateAnimjValues} gives for `info`. */
export function hasStorage(info: AnimjValueTypeInfo, values: unknown): values is AnimjValueArray {
  switch (info.storage) {
    case 'bool':
    case 'u8':
      return values instanceof Uint8Array;
    case 'i8':
      return values instanceof Int8Array;
    case 'u16':
      return values instanceof Uint16Array;
    case 'i16':
      return values instanceof Int16Array;
    case 'u32':
      return values instanceof Uint32Array;
    case 'i32':
      return values instanceof Int32Array;
    case 'u64':
      return values instanceof BigUint64Array;
    case 'i64':
      return values instanceof BigInt64Array;
    case 'f32':
      return values instanceof Float32Array;
    case 'f64':
      return values instanceof Float64Array;
    case 'string':
      return Array.isArray(values);
  }
}

/** Inclusive integer range of a 8/16/32-bit integer storage. */
export const INT_RANGE: Partial<Record<AnimjStorage, readonly [number, number]>> = {
  u8: [0, 255],
  i8: [-128, 127],
  u16: [0, 65535],
  i16: [-32768, 32767],
  u32: [0, 4294967295],
  i32: [-2147483648, 2147483647],
};

/** Number of keyframes stored in a track's `values`. */
export function keyframeCount(info: AnimjValueTypeInfo, values: AnimjValueArray): number {
  return Math.floor(values.length / info.components);
}

/**
 * Packed keys behind accessors: a {@link RotoKeyedCurve} is a {@link KeyRun} ({@link KEY_STRIDE} numbers per
 * key in a `Float32Array` store, from an offset), a {@link RotoTimelessCurve} a {@link TimelessRun}
 * ({@link TIMELESS_STRIDE} numbers per key). A read knob keeps the runs of many curves in one store; the
 * classes give and take key objects and check every index, so no accessor reaches another curve's run.
 * The store, offset and strides are internal to the package (the parser, serialiser, evaluator and
 * differ read runs directly). Also: building attribute lists.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import type { RotoAnimKey, RotoAttribute, RotoAttributeList, RotoKeyedCurve, RotoTimelessCurve, RotoTimelessKey } from './types.js';

/** Numbers per key of a {@link KeyRun}: time, value, lslope, la, rslope, ra, interpolation. */
export const KEY_STRIDE = 7;

/** Numbers per key of a {@link TimelessRun}: value, lslope, la, rslope, ra, interpolation. */
export const TIMELESS_STRIDE = 6;

/** The fields of a key in store order after its time (a {@link RotoTimelessKey}'s fields). */
const FIELDS = ['value', 'lslope', 'la', 'rslope', 'ra', 'interpolation'] as const;

/** @throws {InvalidArgumentError} when `i` is not an index below `count`. */
function checkKey(count: number, i: number, kind: string): void {
  if (!(Number.isInteger(i) && i >= 0 && i < count)) {
    throw new InvalidArgumentError(`roto: no key ${String(i)} in a ${kind} curve of ${String(count)} keys`);
  }
}

/** The implementation of {@link RotoKeyedCurve}: `count` keys from index `offset` of `store`. */
export class KeyRun implements RotoKeyedCurve {
  // Fields are declared and set by the constructor (plain stores, as an object literal's: a read makes
  // one per curve); expression and flag become own properties only when set, as the file has them.
  declare readonly kind: 'keys';
  /** The key store (shared with other runs of a read knob); key `i` is at `offset + i * KEY_STRIDE`. */
  declare store: Float32Array;
  declare offset: number;
  declare count: number;
  declare constant: number;
  declare expression?: string | undefined;
  declare flag?: number | undefined;

  constructor(store: Float32Array, offset: number, count: number, constant: number) {
    (this as { kind: 'keys' }).kind = 'keys';
    this.store = store;
    this.offset = offset;
    this.count = count;
    this.constant = constant;
  }

  key(i: number): RotoAnimKey {
    checkKey(this.count, i, 'keyed');
    return keyAt(this, i);
  }

  keys(): RotoAnimKey[] {
    return unpackKeys(this);
  }

  time(i: number): number {
    checkKey(this.count, i, 'keyed');
    return this.store[this.offset + i * KEY_STRIDE]!;
  }

  value(i: number): number {
    checkKey(this.count, i, 'keyed');
    return this.store[this.offset + i * KEY_STRIDE + 1]!;
  }

  setKey(i: number, key: Partial<RotoAnimKey>): void {
    checkKey(this.count, i, 'keyed');
    const o = this.offset + i * KEY_STRIDE;
    if (key.time !== undefined) this.store[o] = key.time;
    for (let f = 0; f < FIELDS.length; f++) {
      const v = key[FIELDS[f]!];
      if (v !== undefined) this.store[o + 1 + f] = v;
    }
  }

  *[Symbol.iterator](): IterableIterator<RotoAnimKey> {
    for (let i = 0; i < this.count; i++) yield keyAt(this, i);
  }

  /** The curve as plain data: its keys as objects. */
  toJSON(): { kind: 'keys'; keys: RotoAnimKey[]; constant: number; expression?: string; flag?: number } {
    return withExtras({ kind: 'keys', keys: this.keys(), constant: this.constant }, this);
  }
}

/** The implementation of {@link RotoTimelessCurve}: `count` keys from index `offset` of `store`. */
export class TimelessRun implements RotoTimelessCurve {
  // Declared fields set by the constructor, as {@link KeyRun}'s.
  declare readonly kind: 'timeless';
  /** The key store (shared with other runs of a read knob); key `i` is at `offset + i * TIMELESS_STRIDE`. */
  declare store: Float32Array;
  declare offset: number;
  declare count: number;
  declare expression?: string | undefined;
  declare flag?: number | undefined;

  constructor(store: Float32Array, offset: number, count: number) {
    (this as { kind: 'timeless' }).kind = 'timeless';
    this.store = store;
    this.offset = offset;
    this.count = count;
  }

  key(i: number): RotoTimelessKey {
    checkKey(this.count, i, 'timeless');
    return timelessKeyAt(this, i);
  }

  keys(): RotoTimelessKey[] {
    return unpackTimeless(this);
  }

  value(i: number): number {
    checkKey(this.count, i, 'timeless');
    return this.store[this.offset + i * TIMELESS_STRIDE]!;
  }

  setKey(i: number, key: Partial<RotoTimelessKey>): void {
    checkKey(this.count, i, 'timeless');
    const o = this.offset + i * TIMELESS_STRIDE;
    for (let f = 0; f < FIELDS.length; f++) {
      const v = key[FIELDS[f]!];
      if (v !== undefined) this.store[o + f] = v;
    }
  }

  *[Symbol.iterator](): IterableIterator<RotoTimelessKey> {
    for (let i = 0; i < this.count; i++) yield timelessKeyAt(this, i);
  }

  /** The curve as plain data: its keys as objects. */
  toJSON(): { kind: 'timeless'; keys: RotoTimelessKey[]; expression?: string; flag?: number } {
    return withExtras({ kind: 'timeless', keys: this.keys() }, this);
  }
}

function withExtras<T extends object>(out: T, curve: { expression?: string | undefined; flag?: number | undefined }): T & { expression?: string; flag?: number } {
  const o = out as T & { expression?: string; flag?: number };
  if (curve.expression !== undefined) o.expression = curve.expression;
  if (curve.flag !== undefined) o.flag = curve.flag;
  return o;
}

/**
 * The run of a keyed curve: every {@link RotoKeyedCurve} is a {@link KeyRun} (the factories and the parser
 * make them); a `structuredClone` of one keeps its run fields (not its methods) and is read as well.
 * @throws {InvalidArgumentError} for an object that holds no packed keys.
 */
export function keyRun(curve: RotoKeyedCurve): KeyRun {
  if (curve instanceof KeyRun) return curve;
  if ((curve as Partial<KeyRunFields>).store instanceof Float32Array) return curve as unknown as KeyRun;
  throw new InvalidArgumentError('roto: a keyed curve not made by keyedCurve() or a read (its keys are not packed)');
}

/** The run of a timeless curve (see {@link keyRun}). @throws {InvalidArgumentError} as it does. */
export function timelessRun(curve: RotoTimelessCurve): TimelessRun {
  if (curve instanceof TimelessRun) return curve;
  if ((curve as Partial<KeyRunFields>).store instanceof Float32Array) return curve as unknown as TimelessRun;
  throw new InvalidArgumentError('roto: a timeless curve not made by timelessCurve() or a read (its keys are not packed)');
}

/** The packed-run fields of a keyed or timeless curve. */
export type KeyRunFields = Pick<KeyRun, 'store' | 'offset' | 'count'>;

/** Key `i` of a keyed curve as a new object (no index check: `i` below `count`). */
export function keyAt(curve: RotoKeyedCurve, i: number): RotoAnimKey {
  const run = keyRun(curve);
  const k = run.store;
  const o = run.offset + i * KEY_STRIDE;
  return { time: k[o]!, value: k[o + 1]!, lslope: k[o + 2]!, la: k[o + 3]!, rslope: k[o + 4]!, ra: k[o + 5]!, interpolation: k[o + 6]! };
}

/** The keys of a keyed curve as objects, in time order. */
export function unpackKeys(curve: RotoKeyedCurve): RotoAnimKey[] {
  const out: RotoAnimKey[] = [];
  for (let i = 0; i < curve.count; i++) out.push(keyAt(curve, i));
  return out;
}

/** Key `i` of a timeless curve as a new object (no index check: `i` below `count`). */
export function timelessKeyAt(curve: RotoTimelessCurve, i: number): RotoTimelessKey {
  const run = timelessRun(curve);
  const k = run.store;
  const o = run.offset + i * TIMELESS_STRIDE;
  return { value: k[o]!, lslope: k[o + 1]!, la: k[o + 2]!, rslope: k[o + 3]!, ra: k[o + 4]!, interpolation: k[o + 5]! };
}

/** The keys of a timeless curve as objects. */
export function unpackTimeless(curve: RotoTimelessCurve): RotoTimelessKey[] {
  const out: RotoTimelessKey[] = [];
  for (let i = 0; i < curve.count; i++) out.push(timelessKeyAt(curve, i));
  return out;
}

/**
 * The numbers of a curve's keys: a `Float32Array` view of its run (`count ×` {@link KEY_STRIDE} numbers
 * for a keyed curve, `count ×` {@link TIMELESS_STRIDE} for a timeless one).
 */
export function keyNumbers(curve: RotoKeyedCurve | RotoTimelessCurve): Float32Array {
  const run = curve.kind === 'keys' ? keyRun(curve) : timelessRun(curve);
  const stride = curve.kind === 'keys' ? KEY_STRIDE : TIMELESS_STRIDE;
  return run.store.subarray(run.offset, run.offset + run.count * stride);
}

/** Packs key objects into a new store, {@link KEY_STRIDE} numbers per key. */
export function packKeys(keys: readonly RotoAnimKey[]): Float32Array {
  const out = new Float32Array(keys.length * KEY_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.time, k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * KEY_STRIDE);
  });
  return out;
}

/** Packs timeless key objects into a new store, {@link TIMELESS_STRIDE} numbers per key. */
export function packTimeless(keys: readonly RotoTimelessKey[]): Float32Array {
  const out = new Float32Array(keys.length * TIMELESS_STRIDE);
  keys.forEach((k, i) => {
    out.set([k.value, k.lslope, k.la, k.rslope, k.ra, k.interpolation], i * TIMELESS_STRIDE);
  });
  return out;
}

/**
 * A keyed curve (spec `anim-curve`) holding `keys` (times in frames, ascending; values stored as
 * float32, in a store of its own), or `constant` when `keys` is empty, with an optional expression
 * (without its `=`) and curve flag.
 */
export function rotoKeyedCurve(
  keys: readonly RotoAnimKey[],
  options: { constant?: number | undefined; expression?: string | undefined; flag?: number | undefined } = {},
): RotoKeyedCurve {
  const out = new KeyRun(packKeys(keys), 0, keys.length, options.constant ?? 0);
  if (options.expression !== undefined) out.expression = options.expression;
  if (options.flag !== undefined) out.flag = options.flag;
  return out;
}

/**
 * A timeless curve (spec `anim-curve-timeless`) holding `keys`, one per shared key time of its list
 * (stored as float32, in a store of its own), with an optional expression and flag.
 */
export function rotoTimelessCurve(keys: readonly RotoTimelessKey[], options: { expression?: string | undefined; flag?: number | undefined } = {}): RotoTimelessCurve {
  const out = new TimelessRun(packTimeless(keys), 0, keys.length);
  if (options.expression !== undefined) out.expression = options.expression;
  if (options.flag !== undefined) out.flag = options.flag;
  return out;
}

/** An attribute list (spec `anim-attributes`) holding `items` (name/value pairs, in order). */
export function rotoAttributeList(items: readonly RotoAttribute[]): RotoAttributeList {
  return { kind: 'attributes', names: items.map((a) => a.name), values: items.map((a) => a.value) };
}

/** The name/value pairs of an attribute list, in order (new objects). */
export function rotoAttributeItems(list: RotoAttributeList): RotoAttribute[] {
  return list.names.map((name, i) => ({ name, value: list.values[i]! }));
}

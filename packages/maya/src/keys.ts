/**
 * Key columns ({@link MayaKeys}): building them, converting to and from plain {@link MayaKey} objects, and
 * comparing keys.
 *
 * @module
 */

import { InvalidArgumentError } from '@anim/core';
import { MAYA_TANGENT_TYPES, type MayaKey, type MayaKeys, type MayaTangentType } from './types.js';

/** The index of each tangent type word in {@link MAYA_TANGENT_TYPES} (the code stored in {@link MayaKeys}). */
export const TANGENT_CODE: Readonly<Record<MayaTangentType, number>> = Object.freeze(
  Object.fromEntries(MAYA_TANGENT_TYPES.map((word, i) => [word, i])) as Record<MayaTangentType, number>,
);

/** The code of `fixed`, the one tangent type that carries an angle and a weight. */
export const FIXED = TANGENT_CODE.fixed;

/** Creates key columns for `count` keys, all zero (every tangent `global`). */
export function createMayaKeys(count: number): MayaKeys {
  return {
    time: new Float64Array(count),
    value: new Float64Array(count),
    inTangentType: new Uint8Array(count),
    outTangentType: new Uint8Array(count),
    tangentLocked: new Uint8Array(count),
    weightLocked: new Uint8Array(count),
    breakdown: new Uint8Array(count),
    inAngle: new Float64Array(count),
    inWeight: new Float64Array(count),
    outAngle: new Float64Array(count),
    outWeight: new Float64Array(count),
  };
}

/** The number of keys (the length of the `time` column). */
export function mayaKeyCount(keys: MayaKeys): number {
  return keys.time.length;
}

/**
 * The tangent type word of a code from {@link MayaKeys.inTangentType} / {@link MayaKeys.outTangentType}.
 * @throws {InvalidArgumentError} for a code that is not an index into {@link MAYA_TANGENT_TYPES}.
 */
export function tangentWord(code: number): MayaTangentType {
  const word = MAYA_TANGENT_TYPES[code];
  if (word === undefined) throw new InvalidArgumentError(`maya: ${code} is not a tangent type code (0–${MAYA_TANGENT_TYPES.length - 1})`);
  return word;
}

/** Key `i` as a plain object. @throws {InvalidArgumentError} for an index out of range or a bad tangent code. */
export function mayaKeyAt(keys: MayaKeys, i: number): MayaKey {
  if (!Number.isInteger(i) || i < 0 || i >= keys.time.length) throw new InvalidArgumentError(`maya: key index ${i} out of range (${keys.time.length} keys)`);
  return {
    time: keys.time[i]!,
    value: keys.value[i]!,
    inTangentType: tangentWord(keys.inTangentType[i]!),
    outTangentType: tangentWord(keys.outTangentType[i]!),
    tangentLocked: keys.tangentLocked[i] !== 0,
    weightLocked: keys.weightLocked[i] !== 0,
    breakdown: keys.breakdown[i] !== 0,
    inAngle: keys.inAngle[i]!,
    inWeight: keys.inWeight[i]!,
    outAngle: keys.outAngle[i]!,
    outWeight: keys.outWeight[i]!,
  };
}

/** Every key as a plain object, in order. @throws {InvalidArgumentError} for a bad tangent code. */
export function mayaKeyList(keys: MayaKeys): MayaKey[] {
  const list: MayaKey[] = [];
  for (let i = 0; i < keys.time.length; i++) list.push(mayaKeyAt(keys, i));
  return list;
}

/** Key columns holding `list` (plain key objects, in order). @throws {InvalidArgumentError} for an unknown tangent type word. */
export function mayaKeysFrom(list: readonly MayaKey[]): MayaKeys {
  const keys = createMayaKeys(list.length);
  list.forEach((key, i) => {
    keys.time[i] = key.time;
    keys.value[i] = key.value;
    keys.inTangentType[i] = tangentCode(key.inTangentType);
    keys.outTangentType[i] = tangentCode(key.outTangentType);
    keys.tangentLocked[i] = key.tangentLocked ? 1 : 0;
    keys.weightLocked[i] = key.weightLocked ? 1 : 0;
    keys.breakdown[i] = key.breakdown ? 1 : 0;
    keys.inAngle[i] = key.inAngle;
    keys.inWeight[i] = key.inWeight;
    keys.outAngle[i] = key.outAngle;
    keys.outWeight[i] = key.outWeight;
  });
  return keys;
}

function tangentCode(word: MayaTangentType): number {
  const code = Object.hasOwn(TANGENT_CODE, word) ? TANGENT_CODE[word] : undefined;
  if (code === undefined) throw new InvalidArgumentError(`maya: unknown tangent type ${JSON.stringify(word)}`);
  return code;
}

/** A copy of key columns (new arrays). */
export function copyMayaKeys(keys: MayaKeys): MayaKeys {
  return {
    time: keys.time.slice(),
    value: keys.value.slice(),
    inTangentType: keys.inTangentType.slice(),
    outTangentType: keys.outTangentType.slice(),
    tangentLocked: keys.tangentLocked.slice(),
    weightLocked: keys.weightLocked.slice(),
    breakdown: keys.breakdown.slice(),
    inAngle: keys.inAngle.slice(),
    inWeight: keys.inWeight.slice(),
    outAngle: keys.outAngle.slice(),
    outWeight: keys.outWeight.slice(),
  };
}

/**
 * Checks that every column has the key count as length.
 * @throws {InvalidArgumentError} naming the first column of another length.
 */
export function checkKeyColumns(keys: MayaKeys): number {
  const n = keys.time.length;
  for (const name of COLUMNS) {
    if (keys[name].length !== n) throw new InvalidArgumentError(`maya: key column '${name}' has ${keys[name].length} entries, 'time' has ${n}`);
  }
  return n;
}

const COLUMNS = [
  'value',
  'inTangentType',
  'outTangentType',
  'tangentLocked',
  'weightLocked',
  'breakdown',
  'inAngle',
  'inWeight',
  'outAngle',
  'outWeight',
] as const satisfies readonly (keyof MayaKeys)[];

/** `Object.is` for doubles that are not NaN (keys read from a file are never NaN): tells 0 from -0. */
function same(a: number, b: number): boolean {
  return a === b && (a !== 0 || 1 / a === 1 / b);
}

/**
 * True when key `i` of `a` says exactly what key `j` of `b` says, as written in a file with (or without)
 * the breakdown column: the angle and weight of a side count only when that side is `fixed`.
 */
export function sameKey(a: MayaKeys, i: number, b: MayaKeys, j: number, hasBreakdown: boolean): boolean {
  const inType = a.inTangentType[i]!;
  const outType = a.outTangentType[i]!;
  return (
    same(a.time[i]!, b.time[j]!) &&
    same(a.value[i]!, b.value[j]!) &&
    inType === b.inTangentType[j] &&
    outType === b.outTangentType[j] &&
    (a.tangentLocked[i] !== 0) === (b.tangentLocked[j] !== 0) &&
    (a.weightLocked[i] !== 0) === (b.weightLocked[j] !== 0) &&
    (!hasBreakdown || (a.breakdown[i] !== 0) === (b.breakdown[j] !== 0)) &&
    (inType !== FIXED || (same(a.inAngle[i]!, b.inAngle[j]!) && same(a.inWeight[i]!, b.inWeight[j]!))) &&
    (outType !== FIXED || (same(a.outAngle[i]!, b.outAngle[j]!) && same(a.outWeight[i]!, b.outWeight[j]!)))
  );
}

/**
 * Growable key columns for the reader: keys are appended one by one, then {@link KeyColumnsBuilder.finish}
 * copies them into exactly sized columns (twice: the document's and the layout's private copy).
 */
export class KeyColumnsBuilder {
  count = 0;
  time = new Float64Array(1024);
  value = new Float64Array(1024);
  inType = new Uint8Array(1024);
  outType = new Uint8Array(1024);
  tangentLocked = new Uint8Array(1024);
  weightLocked = new Uint8Array(1024);
  breakdown = new Uint8Array(1024);
  inAngle = new Float64Array(1024);
  inWeight = new Float64Array(1024);
  outAngle = new Float64Array(1024);
  outWeight = new Float64Array(1024);
  /** Chunk end offsets, relative to the start of the keys text. */
  ends = new Uint32Array(1024);

  /** Makes room for one more key. */
  reserve(): void {
    if (this.count < this.time.length) return;
    const size = this.time.length * 2;
    this.time = grow(this.time, new Float64Array(size));
    this.value = grow(this.value, new Float64Array(size));
    this.inType = grow(this.inType, new Uint8Array(size));
    this.outType = grow(this.outType, new Uint8Array(size));
    this.tangentLocked = grow(this.tangentLocked, new Uint8Array(size));
    this.weightLocked = grow(this.weightLocked, new Uint8Array(size));
    this.breakdown = grow(this.breakdown, new Uint8Array(size));
    this.inAngle = grow(this.inAngle, new Float64Array(size));
    this.inWeight = grow(this.inWeight, new Float64Array(size));
    this.outAngle = grow(this.outAngle, new Float64Array(size));
    this.outWeight = grow(this.outWeight, new Float64Array(size));
    this.ends = grow(this.ends, new Uint32Array(size));
  }

  /**
   * The keys appended since the last call, as exactly sized columns; resets the builder. Each of the two
   * copies (the document's keys, and the as-read copy with the chunk ends) is one allocation, with the
   * columns as views into it.
   */
  finish(): { keys: MayaKeys; asRead: MayaKeys; ends: Uint32Array } {
    const n = this.count;
    this.count = 0;
    const keys = this.copy(n, 0);
    const asRead = this.copy(n, 1);
    const ends = new Uint32Array(asRead.time.buffer, n * 48, n);
    ends.set(this.ends.subarray(0, n));
    return { keys, asRead, ends };
  }

  /** The first `n` keys as columns in one new buffer (with room for `extraWords` 32-bit words per key after the doubles). */
  private copy(n: number, extraWords: number): MayaKeys {
    const buffer = new ArrayBuffer(n * (48 + 4 * extraWords + 5));
    const doubles = (k: number, from: Float64Array): Float64Array => {
      const column = new Float64Array(buffer, k * n * 8, n);
      column.set(from.subarray(0, n));
      return column;
    };
    const bytesAt = n * (48 + 4 * extraWords);
    const bytes = (k: number, from: Uint8Array): Uint8Array => {
      const column = new Uint8Array(buffer, bytesAt + k * n, n);
      column.set(from.subarray(0, n));
      return column;
    };
    return {
      time: doubles(0, this.time),
      value: doubles(1, this.value),
      inAngle: doubles(2, this.inAngle),
      inWeight: doubles(3, this.inWeight),
      outAngle: doubles(4, this.outAngle),
      outWeight: doubles(5, this.outWeight),
      inTangentType: bytes(0, this.inType),
      outTangentType: bytes(1, this.outType),
      tangentLocked: bytes(2, this.tangentLocked),
      weightLocked: bytes(3, this.weightLocked),
      breakdown: bytes(4, this.breakdown),
    };
  }
}

function grow<T extends Float64Array | Uint8Array | Uint32Array>(old: T, bigger: T): T {
  bigger.set(old);
  return bigger;
}

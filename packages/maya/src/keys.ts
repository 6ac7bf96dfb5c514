/**
 * Key columns ({@link MayaKeys}): building them, converting to and from plain {@link MayaKey} objects, and
 * comparing keys. Spec: one key per `time value inTangentType outTangentType tangentLocked weightLocked
 * [breakdown] [inAngle inWeight] [outAngle outWeight];` line of the `keys { … }` block ("Anim File Format"
 * 1.0/1.1).
 *
 * @module
 */

import { InvalidArgumentError } from '@anim/core';
import { grownTypedArray } from '@anim/core/io';
import { MAYA_TANGENT_TYPES, type MayaKey, type MayaKeys, type MayaTangentType } from './types.js';

/** The index of each tangent type word in {@link MAYA_TANGENT_TYPES} (the code stored in {@link MayaKeys}). */
export const TANGENT_CODE: Readonly<Record<MayaTangentType, number>> = Object.freeze(
  Object.fromEntries(MAYA_TANGENT_TYPES.map((word, i) => [word, i])) as Record<MayaTangentType, number>,
);

/** The code of `fixed`, the one tangent type that carries an angle and a weight. */
export const FIXED = TANGENT_CODE.fixed;

/** The type of each key column, doubles first (so that {@link KeyColumnsBuilder.finish} keeps them aligned). */
const COLUMN_TYPES: { readonly [K in keyof MayaKeys]: MayaKeys[K] extends Float64Array ? Float64ArrayConstructor : Uint8ArrayConstructor } = {
  time: Float64Array,
  value: Float64Array,
  inAngle: Float64Array,
  inWeight: Float64Array,
  outAngle: Float64Array,
  outWeight: Float64Array,
  inTangentType: Uint8Array,
  outTangentType: Uint8Array,
  tangentLocked: Uint8Array,
  weightLocked: Uint8Array,
  breakdown: Uint8Array,
};

/** Every column name, in {@link COLUMN_TYPES} order. */
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof MayaKeys)[];

/** Builds key columns, one per name, from `column(name)` (which returns an array of the column's type). */
function mapColumns(column: (name: keyof MayaKeys) => Float64Array | Uint8Array): MayaKeys {
  const keys: Partial<Record<keyof MayaKeys, Float64Array | Uint8Array>> = {};
  for (const name of COLUMNS) keys[name] = column(name);
  return keys as MayaKeys;
}

/** Creates key columns for `count` keys, all zero (every tangent `global`). */
export function createMayaKeys(count: number): MayaKeys {
  return mapColumns((name) => new COLUMN_TYPES[name](count));
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
  return mapColumns((name) => keys[name].slice());
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
 * Growable key columns for the reader: keys are written into slot {@link KeyColumnsBuilder.count} of
 * {@link KeyColumnsBuilder.keys} (after {@link KeyColumnsBuilder.reserve}), then
 * {@link KeyColumnsBuilder.finish} copies them into exactly sized columns.
 */
export class KeyColumnsBuilder {
  /** Keys written so far. */
  count = 0;
  /** Columns with room for at least `count + 1` keys after {@link KeyColumnsBuilder.reserve}. */
  keys: MayaKeys = createMayaKeys(1024);
  /** Chunk end offsets, relative to the start of the keys text. */
  ends = new Uint32Array(1024);

  /** Makes room for one more key. */
  reserve(): void {
    const need = this.count + 1;
    if (need <= this.ends.length) return;
    const old = this.keys;
    this.keys = mapColumns((name) => grownTypedArray(old[name], need));
    this.ends = grownTypedArray(this.ends, need);
  }

  /**
   * The keys written since the last call as exactly sized columns, twice (the document's keys and the
   * as-read copy; each one allocation with the columns as views into it), and their chunk ends. Resets
   * the builder.
   */
  finish(): { keys: MayaKeys; asRead: MayaKeys; ends: Uint32Array } {
    const n = this.count;
    this.count = 0;
    return { keys: this.copy(n), asRead: this.copy(n), ends: this.ends.slice(0, n) };
  }

  /** The first `n` keys as columns in one new buffer. */
  private copy(n: number): MayaKeys {
    const buffer = new ArrayBuffer(n * KEY_BYTES);
    let offset = 0;
    return mapColumns((name) => {
      const type = COLUMN_TYPES[name];
      const view = new type(buffer, offset, n);
      offset += n * type.BYTES_PER_ELEMENT;
      view.set(this.keys[name].subarray(0, n));
      return view;
    });
  }
}

/** Bytes per key over all columns. */
const KEY_BYTES = COLUMNS.reduce((sum, name) => sum + COLUMN_TYPES[name].BYTES_PER_ELEMENT, 0);

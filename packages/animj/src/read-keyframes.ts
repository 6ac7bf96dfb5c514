/**
 * Reading the `keyframes` array of a track's `data` (wiki "AnimJ", keyframes per track type) into
 * column storage, growing the columns as keyframes arrive:
 *
 * - Raw: an array of bare values;
 * - Discrete: objects `{ "time", "value" }`;
 * - Curve and Bezier: objects `{ "time", "value", "interpolation", "leftTangent"?, "rightTangent"? }`,
 *   `interpolation` one of `Hold`, `Linear`, `Tangent`, `CubicBezier`; which keyframes carry which
 *   tangent is kept in `presence` when not all carry the same.
 *
 * `time`, `value` and (Curve) `interpolation` are required; other keyframe properties are kept
 * verbatim by keyframe index; a repeated property warns and the last counts.
 *
 * @module
 */
import { grownTypedArray } from '@anim/core/io';
import { keyLiterals } from './json-scanner.js';
import type { ValueReader } from './read-value.js';
import { INTERPOLATIONS, type AnimjUnknownProperties, type AnimjValueArray } from './types.js';
import { allocateAnimjValues, type AnimjValueTypeInfo } from './value-types.js';

const KEY_KEYS = keyLiterals('time', 'value', 'interpolation', 'leftTangent', 'rightTangent');
const INTERPOLATION_KEYS = keyLiterals(...INTERPOLATIONS);

/** The columns of one track's keyframes (trimmed to the keyframe count). */
export interface Keys {
  times: Float32Array;
  values: AnimjValueArray;
  interpolations: Uint8Array;
  left?: AnimjValueArray;
  right?: AnimjValueArray;
  presence?: Uint8Array;
  unknown?: Map<number, AnimjUnknownProperties>;
}

/** The columns of a track without a `keyframes` property. */
export function emptyKeys(info: AnimjValueTypeInfo): Keys {
  return { times: new Float32Array(0), values: allocateAnimjValues(info, 0), interpolations: new Uint8Array(0) };
}

/** A copy of a value column with room for `count` values (`null` for new strings, 0 otherwise). */
function grownValues(a: AnimjValueArray, info: AnimjValueTypeInfo, count: number): AnimjValueArray {
  const need = count * info.components;
  if (Array.isArray(a)) {
    const next = a.slice();
    for (let i = a.length; i < need; i++) next.push(null);
    return next;
  }
  if (a instanceof BigInt64Array || a instanceof BigUint64Array) {
    const next = allocateAnimjValues(info, count) as BigInt64Array;
    next.set(a);
    return next;
  }
  return grownTypedArray(a, need);
}

/** A Raw track's `keyframes`: bare values. The cursor is on the array. */
export function readRawKeyframes(r: ValueReader, info: AnimjValueTypeInfo): Keys {
  const s = r.s;
  s.openArray('keyframes');
  let cap = 64;
  let values = allocateAnimjValues(info, cap);
  let n = 0;
  let first = true;
  const path = s.path;
  path.push(0);
  const c = info.components;
  while (s.nextElement(first)) {
    first = false;
    if (n === cap) {
      cap *= 2;
      values = grownValues(values, info, cap);
    }
    path[path.length - 1] = n;
    r.value(info, values, n * c);
    n++;
  }
  path.pop();
  return { times: new Float32Array(0), values: values.slice(0, n * c), interpolations: new Uint8Array(0) };
}

/** A Discrete (`curve` false) or Curve/Bezier (`curve` true) track's `keyframes`. The cursor is on the array. */
export function readKeyframes(r: ValueReader, info: AnimjValueTypeInfo, curve: boolean): Keys {
  const s = r.s;
  const b = s.b;
  s.openArray('keyframes');
  let cap = 64;
  let values = allocateAnimjValues(info, cap);
  let times = new Float32Array(cap);
  let interpolations = new Uint8Array(curve ? cap : 0);
  let presence = new Uint8Array(curve ? cap : 0);
  let left: AnimjValueArray | undefined;
  let right: AnimjValueArray | undefined;
  let unknownMap: Map<number, AnimjUnknownProperties> | undefined;
  const c = info.components;
  const path = s.path;
  path.push(0);
  let n = 0;
  let first = true;
  while (s.nextElement(first)) {
    first = false;
    if (n === cap) {
      cap *= 2;
      values = grownValues(values, info, cap);
      times = grownTypedArray(times, cap);
      if (curve) {
        interpolations = grownTypedArray(interpolations, cap);
        presence = grownTypedArray(presence, cap);
      }
      if (left !== undefined) left = grownValues(left, info, cap);
      if (right !== undefined) right = grownValues(right, info, cap);
    }
    path[path.length - 1] = n;
    s.ws();
    if (b[s.p] !== 0x7b) s.wrong('a keyframe object');
    s.p++;
    let seen = 0;
    let unknown: AnimjUnknownProperties | undefined;
    let kfirst = true;
    while (s.nextKey(kfirst)) {
      kfirst = false;
      let k = s.matchKey(KEY_KEYS);
      if (k >= 2 && !curve) k = -1;
      if (k >= 0) {
        if ((seen & (1 << k)) !== 0) r.duplicate(s.pointer(KEY_KEYS[k]!.text));
        seen |= 1 << k;
      }
      switch (k) {
        case 0: {
          s.ws();
          const ch = b[s.p];
          if (ch !== 0x2d && (ch === undefined || ch < 0x30 || ch > 0x39)) {
            path.push('time');
            s.wrong('a number for time');
          }
          times[n] = s.number();
          break;
        }
        case 1:
          path.push('value');
          r.value(info, values, n * c);
          path.pop();
          break;
        case 2: {
          path.push('interpolation');
          s.ws();
          const at = s.p;
          if (b[at] !== 0x22) s.wrong('"Hold", "Linear", "Tangent" or "CubicBezier"');
          s.string();
          const i = s.matchString(at, INTERPOLATION_KEYS);
          if (i < 0) s.shape('"Hold", "Linear", "Tangent" or "CubicBezier"', s.describe(at));
          interpolations[n] = i;
          path.pop();
          break;
        }
        case 3:
          path.push('leftTangent');
          left ??= allocateAnimjValues(info, cap);
          r.value(info, left, n * c);
          presence[n]! |= 1;
          path.pop();
          break;
        case 4:
          path.push('rightTangent');
          right ??= allocateAnimjValues(info, cap);
          r.value(info, right, n * c);
          presence[n]! |= 2;
          path.pop();
          break;
        default:
          unknown = r.unknownInto(unknown);
      }
    }
    if ((seen & 1) === 0) s.shape('a time property in the keyframe', 'none');
    if ((seen & 2) === 0) s.shape('a value property in the keyframe', 'none');
    if (curve && (seen & 4) === 0) s.shape('an interpolation property ("Hold", "Linear", "Tangent" or "CubicBezier")', 'none');
    if (unknown !== undefined) (unknownMap ??= new Map()).set(n, unknown);
    n++;
  }
  path.pop();
  const keys: Keys = { times: times.slice(0, n), values: values.slice(0, n * c), interpolations: interpolations.slice(0, curve ? n : 0) };
  if (left !== undefined) keys.left = left.slice(0, n * c);
  if (right !== undefined) keys.right = right.slice(0, n * c);
  if (curve && (left !== undefined || right !== undefined)) {
    const full = (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
    for (let i = 0; i < n; i++) {
      if (presence[i] !== full) {
        keys.presence = presence.slice(0, n);
        break;
      }
    }
  }
  if (unknownMap !== undefined) keys.unknown = unknownMap;
  return keys;
}

/**
 * Building blocks for documents: allocating {@link MrtkCurve}s (one buffer per curve, seven views)
 * and empty pose, ray, hand and recording skeletons, plus per-key access.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import {
  JOINT_COUNT,
  MrtkWeightedMode,
  MrtkWrapMode,
  type MrtkCurve,
  type MrtkCurveKind,
  type MrtkHandCurves,
  type MrtkDocument,
  type MrtkVersion,
  type MrtkPoseCurves,
  type MrtkRayCurves,
} from './types.js';

/** One keyframe of an {@link MrtkCurve} as a plain object (Unity `Keyframe`). */
export interface MrtkKeyframe {
  /** Seconds. */
  time: number;
  value: number;
  /** Value per second. */
  inTangent: number;
  /** Value per second. */
  outTangent: number;
  inWeight: number;
  outWeight: number;
  /** Raw Unity `WeightedMode` (0 None, 1 In, 2 Out, 3 Both). */
  weightedMode: number;
}

/**
 * Allocates a curve of `keyCount` zeroed keys backed by a single `ArrayBuffer`; with `withTangents` the
 * curve also gets zeroed {@link MrtkKeyTangents} (weightedMode None) in the same buffer.
 * @param preWrapMode raw Unity `WrapMode`, default 8 (ClampForever, what MRTK writes).
 * @throws {InvalidArgumentError} when `keyCount` is not a non-negative integer.
 */
export function allocateMrtkCurve(
  keyCount: number,
  preWrapMode: number = MrtkWrapMode.ClampForever,
  postWrapMode: number = MrtkWrapMode.ClampForever,
  withTangents = false,
): MrtkCurve {
  if (!Number.isInteger(keyCount) || keyCount < 0) {
    throw new InvalidArgumentError(`allocateCurve: key count ${String(keyCount)} is not a non-negative integer`);
  }
  const n = keyCount;
  const buffer = new ArrayBuffer(n * (withTangents ? 28 : 8));
  const curve: MrtkCurve = {
    preWrapMode,
    postWrapMode,
    time: new Float32Array(buffer, 0, n),
    value: new Float32Array(buffer, 4 * n, n),
  };
  if (withTangents) {
    curve.tangents = {
      inTangent: new Float32Array(buffer, 8 * n, n),
      outTangent: new Float32Array(buffer, 12 * n, n),
      inWeight: new Float32Array(buffer, 16 * n, n),
      outWeight: new Float32Array(buffer, 20 * n, n),
      weightedMode: new Int32Array(buffer, 24 * n, n),
    };
  }
  return curve;
}

/** An empty curve (no keys) with MRTK's wrap modes (8, 8). Unity evaluates it to 0. */
export function emptyMrtkCurve(): MrtkCurve {
  return allocateMrtkCurve(0);
}

/**
 * Builds a curve from keyframe objects (numbers are rounded to float32 as the file stores them). When
 * no key gives a tangent field the curve has (time, value) keys only (no {@link MrtkCurve.tangents});
 * otherwise missing fields default to tangents 0, weights 0 and weightedMode Both.
 */
export function mrtkCurveFromKeys(
  keys: readonly (Pick<MrtkKeyframe, 'time' | 'value'> & Partial<MrtkKeyframe>)[],
  preWrapMode: number = MrtkWrapMode.ClampForever,
  postWrapMode: number = MrtkWrapMode.ClampForever,
): MrtkCurve {
  const withTangents = keys.some(
    (k) =>
      k.inTangent !== undefined ||
      k.outTangent !== undefined ||
      k.inWeight !== undefined ||
      k.outWeight !== undefined ||
      k.weightedMode !== undefined,
  );
  const c = allocateMrtkCurve(keys.length, preWrapMode, postWrapMode, withTangents);
  keys.forEach((k, i) => {
    c.time[i] = k.time;
    c.value[i] = k.value;
    const t = c.tangents;
    if (t) {
      t.inTangent[i] = k.inTangent ?? 0;
      t.outTangent[i] = k.outTangent ?? 0;
      t.inWeight[i] = k.inWeight ?? 0;
      t.outWeight[i] = k.outWeight ?? 0;
      t.weightedMode[i] = k.weightedMode ?? MrtkWeightedMode.Both;
    }
  });
  return c;
}

/**
 * Builds a boolean curve (hand tracked / pinching) from (time s, on) pairs: (time, value) keys with
 * value 0 or 1, which MRTK reads as hold-until-the-next-key keys.
 */
export function mrtkBoolCurveFromKeys(keys: readonly { time: number; on: boolean }[]): MrtkCurve {
  return mrtkCurveFromKeys(keys.map((k) => ({ time: k.time, value: k.on ? 1 : 0 })));
}

/** What MRTK's reader puts in `outWeight` for (time, value) keys of boolean curves. */
export const BOOL_OUT_WEIGHT = 1e6;

/**
 * Key `index` of `curve` as an `MrtkKeyframe` (Unity's `Keyframe`): the stored tangents, or for (time, value) keys what
 * MRTK's reader reconstructs for a curve of `kind`
 * (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/cca8abf44c/Assets/MRTK/Services/InputAnimation/InputAnimationSerializationUtils.cs).
 * @param kind `bool` for the hand tracked / pinching curves, else `float` (default).
 * @throws {InvalidArgumentError} when `index` is out of range.
 */
export function mrtkKeyframeAt(curve: MrtkCurve, index: number, kind: MrtkCurveKind = 'float'): MrtkKeyframe {
  if (!Number.isInteger(index) || index < 0 || index >= curve.time.length) {
    throw new InvalidArgumentError(`keyframeAt: index ${String(index)} is outside 0..${String(curve.time.length - 1)}`);
  }
  const t = curve.tangents;
  return {
    time: curve.time[index]!,
    value: curve.value[index]!,
    inTangent: t ? t.inTangent[index]! : 0,
    outTangent: t ? t.outTangent[index]! : 0,
    inWeight: t ? t.inWeight[index]! : 0,
    outWeight: t ? t.outWeight[index]! : kind === 'bool' ? Math.fround(BOOL_OUT_WEIGHT) : 0,
    weightedMode: t ? t.weightedMode[index]! : MrtkWeightedMode.Both,
  };
}

/** Seven empty pose curves. */
export function emptyMrtkPoseCurves(): MrtkPoseCurves {
  return {
    positionX: emptyMrtkCurve(),
    positionY: emptyMrtkCurve(),
    positionZ: emptyMrtkCurve(),
    rotationX: emptyMrtkCurve(),
    rotationY: emptyMrtkCurve(),
    rotationZ: emptyMrtkCurve(),
    rotationW: emptyMrtkCurve(),
  };
}

/** Six empty ray curves. */
export function emptyMrtkRayCurves(): MrtkRayCurves {
  return {
    originX: emptyMrtkCurve(),
    originY: emptyMrtkCurve(),
    originZ: emptyMrtkCurve(),
    directionX: emptyMrtkCurve(),
    directionY: emptyMrtkCurve(),
    directionZ: emptyMrtkCurve(),
  };
}

/** A hand with empty state curves and 27 empty joints. */
export function emptyMrtkHandCurves(): MrtkHandCurves {
  return {
    tracked: emptyMrtkCurve(),
    pinching: emptyMrtkCurve(),
    joints: Array.from({ length: JOINT_COUNT }, emptyMrtkPoseCurves),
  };
}

/**
 * A new, empty recording (MRTK `new InputAnimation()`): no parts, no markers.
 * @param version the version {@link writeMrtk} produces by default (1.1 unless told).
 */
export function createMrtkDocument(version: MrtkVersion = '1.1'): MrtkDocument {
  return { version, camera: undefined, hands: undefined, gaze: undefined, markers: [] };
}

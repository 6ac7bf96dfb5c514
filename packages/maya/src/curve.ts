/**
 * Resolving an `animData` block into an evaluable curve: effective units, key times in seconds, and the
 * tangent vectors Maya computes for every tangent type (`tangents.ts`; Autodesk animx, https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp,
 * driven as https://github.com/Autodesk/animx/blob/11c31ac/tests/src/animationPlugin.cpp drives it).
 *
 * Tangent vectors follow `MFnAnimCurve::getTangent`: per key and side a vector (x, y) with x in seconds (in
 * input units for unitless input) and y in the curve's output unit; it is 3× the Bézier handle, so the
 * segment from key A to key B has control points A + A.out/3 and B − B.in/3.
 *
 * @module
 */

import { findTimeUnitRate, fps, InvalidArgumentError, type FrameRate } from '@anim/core';
import { DEFAULT_ANGULAR_UNIT, DEFAULT_LINEAR_UNIT, DEFAULT_TIME_UNIT } from './constants.js';
import { checkKeyColumns, tangentWord } from './keys.js';
import { computeTangent, fixedTangent, IN, OUT, type TangentContext } from './tangents.js';
import type { MayaAnim, MayaDocument, MayaInfinity, MayaInputType, MayaOutputType, MayaTangentType } from './types.js';
import { angularUnitScale, linearUnitScale } from './unit-words.js';

/** How a segment (key k → key k+1) is drawn; the codes of {@link MayaCurve.spans}. */
export const Span = {
  /** Hermite (non-weighted) or Bézier (weighted) through the tangents. */
  curve: 0,
  /** Straight line: the out-tangent of key k and the in-tangent of key k+1 are both `linear`. */
  linear: 1,
  /** Holds key k's value (`step` out-tangent). */
  step: 2,
  /** Holds key k+1's value (`stepnext` out-tangent). */
  stepNext: 3,
} as const;

/**
 * A curve ready to evaluate ({@link resolveMayaCurve}), with everything Maya derives from the file made
 * explicit. Evaluate it with `evaluateMayaCurve` (seconds) or `evaluateMayaCurveAtInput` (input units).
 */
export interface MayaCurve {
  /** The `anim` line the curve belongs to. */
  readonly anim: MayaAnim;
  readonly input: MayaInputType;
  readonly output: MayaOutputType;
  readonly weighted: boolean;
  readonly preInfinity: MayaInfinity;
  readonly postInfinity: MayaInfinity;
  /** Frame rate of the input unit (time input only). */
  readonly inputRate: FrameRate | undefined;
  /** Seconds per input unit (1 for unitless input: its x axis is the driver value). */
  readonly inputScale: number;
  /** The effective output unit word (undefined for unitless output). */
  readonly outputUnit: string | undefined;
  /** Internal units (cm, rad, s; 1 for unitless) per output unit. */
  readonly outputScale: number;
  /** Key times in the input unit, as in the file. */
  readonly times: Float64Array;
  /** Key times in seconds (the input value for unitless input): the evaluation axis. */
  readonly x: Float64Array;
  /** Key values in the output unit. */
  readonly values: Float64Array;
  readonly inTangentTypes: readonly MayaTangentType[];
  readonly outTangentTypes: readonly MayaTangentType[];
  /** In-tangent vectors (x seconds, y output units), per key. */
  readonly inX: Float64Array;
  readonly inY: Float64Array;
  /** Out-tangent vectors, per key. */
  readonly outX: Float64Array;
  readonly outY: Float64Array;
  /**
   * Per key: how the segment to the next key is drawn: 0 a Hermite (non-weighted) or Bézier (weighted)
   * curve through the tangents, 1 a straight line (out-tangent of key k and in-tangent of key k+1 both
   * `linear`), 2 key k's value held (`step` out-tangent), 3 key k+1's value (`stepnext` out-tangent).
   */
  readonly spans: Uint8Array;
  /** All values equal and every tangent flat: Maya returns the first value everywhere inside the keys. */
  readonly isStatic: boolean;
}

/** Options of {@link resolveMayaCurve}. */
export interface MayaResolveOptions {
  /**
   * The tangent type `global` stands for (the importing scene's default, which the file does not record).
   * Default `auto`, Maya's default since 2012.
   */
  readonly globalTangent?: MayaTangentType | undefined;
}

/**
 * A time in the curve's input unit (frames of its `inputUnit`/`timeUnit`) → seconds, its evaluation axis;
 * for unitless input (driven keys) the value itself.
 */
export function inputToSeconds(curve: MayaCurve, time: number): number {
  const rate = curve.inputRate;
  return rate === undefined ? time : (time * rate.denominator) / rate.numerator;
}

/** True when the file's `mayaVersion` is 2.x: fixed tangents are then in Maya 2's internal units. */
export function isLegacyMaya2(doc: MayaDocument): boolean {
  return doc.header.mayaVersion?.startsWith('2.') === true;
}

/** Resolves every curve of a document (placeholders are skipped), in file order. */
export function resolveMayaCurves(doc: MayaDocument, options?: MayaResolveOptions): MayaCurve[] {
  const curves: MayaCurve[] = [];
  for (const anim of doc.anims) if (anim.animData !== undefined) curves.push(resolveMayaCurve(doc, anim, options));
  return curves;
}

/**
 * Resolves one curve: effective units (per-curve `inputUnit`/`outputUnit`, else the header units, else
 * Maya's defaults film/cm/deg), key times in seconds, and the tangent vector of every key side computed
 * from its tangent type as Maya does (`tangents.ts`). `slow` and `fast` are approximated by the direction to the
 * neighbouring keys (Maya computes them internally), `global` uses {@link MayaResolveOptions.globalTangent},
 * `autocustom` behaves as `autoease`.
 * @throws {InvalidArgumentError} when `anim` has no `animData` or the document holds an unknown unit word.
 */
export function resolveMayaCurve(doc: MayaDocument, anim: MayaAnim, options?: MayaResolveOptions): MayaCurve {
  const data = anim.animData;
  if (data === undefined) throw new InvalidArgumentError('maya: this anim line is a placeholder without animData');
  const header = doc.header;
  const input = data.input ?? 'time';
  const output = data.output ?? 'linear';
  const weighted = data.weighted ?? false;
  const headerRate = unit(findTimeUnitRate(header.timeUnit ?? DEFAULT_TIME_UNIT), 'timeUnit');
  const inputRate = input === 'time' ? unit(findTimeUnitRate(data.inputUnit ?? header.timeUnit ?? DEFAULT_TIME_UNIT), 'inputUnit') : undefined;
  const inputScale = inputRate === undefined ? 1 : inputRate.denominator / inputRate.numerator;

  let outputUnit: string | undefined;
  let outputScale = 1;
  let uiScale = 1;
  switch (output) {
    case 'linear':
      outputUnit = data.outputUnit ?? header.linearUnit ?? DEFAULT_LINEAR_UNIT;
      outputScale = unit(linearUnitScale(outputUnit), 'outputUnit');
      uiScale = unit(linearUnitScale(header.linearUnit ?? DEFAULT_LINEAR_UNIT), 'linearUnit');
      break;
    case 'angular':
      outputUnit = data.outputUnit ?? header.angularUnit ?? DEFAULT_ANGULAR_UNIT;
      outputScale = unit(angularUnitScale(outputUnit), 'outputUnit');
      uiScale = unit(angularUnitScale(header.angularUnit ?? DEFAULT_ANGULAR_UNIT), 'angularUnit');
      break;
    case 'time': {
      outputUnit = data.outputUnit ?? header.timeUnit ?? DEFAULT_TIME_UNIT;
      const rate = unit(findTimeUnitRate(outputUnit), 'outputUnit');
      outputScale = rate.denominator / rate.numerator;
      uiScale = headerRate.denominator / headerRate.numerator;
      break;
    }
    case 'unitless':
      outputUnit = undefined;
  }
  const angleScale = unit(angularUnitScale(data.tangentAngleUnit ?? header.angularUnit ?? DEFAULT_ANGULAR_UNIT), 'tangentAngleUnit');

  const keys = data.keys;
  const n = checkKeyColumns(keys);
  const times = keys.time.slice();
  const x = new Float64Array(n);
  const values = keys.value.slice();
  const inTangentTypes: MayaTangentType[] = [];
  const outTangentTypes: MayaTangentType[] = [];
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    x[i] = inputRate === undefined ? t : (t * inputRate.denominator) / inputRate.numerator;
    inTangentTypes.push(tangentWord(keys.inTangentType[i]!));
    outTangentTypes.push(tangentWord(keys.outTangentType[i]!));
  }

  const legacy = isLegacyMaya2(doc);
  // Fixed tangents: angle/weight describe the handle in the file's UI units (header time unit frames on x,
  // header linear/angular/time unit on y), or in internal units (seconds, cm/rad) for Maya 2.x files.
  const fixedFps = legacy || input === 'unitless' ? 1 : fps(headerRate);
  const fixedY = (legacy ? 1 : uiScale) / outputScale;
  const ctx: TangentContext = {
    x,
    values,
    n,
    clampThreshold: 0.05 / outputScale,
    globalTangent: options?.globalTangent ?? 'auto',
  };
  const inX = new Float64Array(n);
  const inY = new Float64Array(n);
  const outX = new Float64Array(n);
  const outY = new Float64Array(n);
  const v: [number, number] = [0, 0];
  for (let i = 0; i < n; i++) {
    for (const side of [IN, OUT]) {
      const type = side === IN ? inTangentTypes[i]! : outTangentTypes[i]!;
      if (type === 'fixed') {
        const angle = (side === IN ? keys.inAngle[i]! : keys.outAngle[i]!) * angleScale;
        fixedTangent(angle, side === IN ? keys.inWeight[i]! : keys.outWeight[i]!, fixedFps, fixedY, v);
      } else {
        computeTangent(ctx, i, side, type, v);
      }
      // Validation as Maya/animx: weighted tangents point forward; non-weighted ones only give a direction.
      if (weighted) {
        if (v[0] < 0) v[0] = 0;
      } else {
        const length = Math.hypot(v[0], v[1] * outputScale);
        if (length > 0) {
          v[0] /= length;
          v[1] /= length;
        }
      }
      if (side === IN) {
        inX[i] = v[0];
        inY[i] = v[1];
      } else {
        outX[i] = v[0];
        outY[i] = v[1];
      }
    }
  }

  const spans = new Uint8Array(n);
  let isStatic = true;
  for (let i = 0; i < n; i++) {
    const out = outTangentTypes[i];
    spans[i] =
      out === 'linear' && inTangentTypes[i + 1] === 'linear'
        ? Span.linear
        : out === 'step'
          ? Span.step
          : out === 'stepnext'
            ? Span.stepNext
            : Span.curve;
    if (values[i] !== values[0] || inY[i] !== 0 || outY[i] !== 0) isStatic = false;
  }

  return {
    anim,
    input,
    output,
    weighted,
    preInfinity: data.preInfinity ?? 'constant',
    postInfinity: data.postInfinity ?? 'constant',
    inputRate,
    inputScale,
    outputUnit,
    outputScale,
    times,
    x,
    values,
    inTangentTypes,
    outTangentTypes,
    inX,
    inY,
    outX,
    outY,
    spans,
    isStatic,
  };
}

function unit<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new InvalidArgumentError(`maya: unknown ${what} word`);
  return value;
}


/**
 * One core track → one `animData` block (internal, used by `mayaFromClip`): output type and unit, keys
 * with `fixed` tangents holding the track's exact Bézier handles, key times Maya can keep apart, and the
 * key flags `mayaToClip` kept in `extras.maya`.
 *
 * @module
 */

import { endSlope, type Extrapolation, type FrameRate, mayaTangentFromHandle, timeUnitForRate, type Track, type WarningSink } from '@anim/core';
import { TICKS_PER_SECOND } from './evaluate.js';
import { mayaKeysFrom } from './keys.js';
import type { MayaAnimData, MayaInfinity, MayaKey, MayaOutputType, MayaTangentType } from './types.js';
import { angularUnitScale, LINEAR_UNITS, linearUnitScale } from './unit-words.js';

const INFINITY: Readonly<Record<Extrapolation, MayaInfinity>> = {
  constant: 'constant',
  linear: 'linear',
  cycle: 'cycle',
  cycleOffset: 'cycleRelative',
  oscillate: 'oscillate',
};

/** How to write a track: what its channel asks of the curve. */
export interface CurveShape {
  /** The output type the track's channel has in Maya (`linear` for translation, …), if any. */
  readonly output?: MayaOutputType | undefined;
  /** Warn `unit-assumed` when a unitless track is written with that output (false: the source file said so). */
  readonly assumed: boolean;
  /** Every segment held (`step` tangents): visibility and bool tracks (Maya's visibility is a bool). */
  readonly stepped: boolean;
  /**
   * Write key times within float32 rounding of a whole frame as that frame (the time unit was inferred
   * from key times that a format with float32 times rounded), when it stays between its neighbours.
   */
  readonly snap?: boolean | undefined;
}

/** A key of the track that is written, and how the segment after it is drawn. */
interface Kept {
  /** Index of the key in the track. */
  readonly index: number;
  /** Key time in seconds (a key moved apart from the previous one differs from the track's). */
  time: number;
  /** The segment after it jumps at once to the next key's value (`stepnext`). */
  stepNext: boolean;
}

/** Seconds per Maya tick (141,120,000 ticks per second): keys closer than this are one time to Maya. */
const TICK = 1 / TICKS_PER_SECOND;

/**
 * True when key `k + 1` lies at most a Maya tick (or a few float32 steps, as AnimJ keeps times) after key
 * `k`: one time for Maya, and the jump `mayaToClip` draws for a `stepnext` span.
 */
function sameMayaTime(a: number, b: number): boolean {
  return b - a <= Math.max(1.5 * TICK, 4 * 2 ** -24 * Math.abs(a));
}

/**
 * The keys to write. A key at most a Maya tick (or a few float32 steps, as AnimJ keeps times) after a held
 * key, holding its value to the next key, is a jump drawn by a `stepnext` out-tangent (as `mayaToClip`
 * draws stepnext spans, also after AnimJ rounded the two times together). Another key that is not after
 * the key before it in frames (Maya's reader needs increasing times) is moved one tick after it when there
 * is room before the next key, else the earlier key is left out; both warn `time-adjusted`.
 */
function keptKeys(track: Track, rate: FrameRate, sink: WarningSink): Kept[] {
  const { times, values, interpolation } = track;
  const n = times.length;
  const kept: Kept[] = [];
  for (let k = 0; k < n; k++) {
    const last = kept[kept.length - 1];
    const t = times[k]!;
    if (last !== undefined) {
      const held = interpolation[last.index] === 0 && !last.stepNext;
      if (held && t >= last.time && sameMayaTime(last.time, t) && k + 1 < n && interpolation[k] === 0 && values[k] === values[k + 1]) {
        last.stepNext = true; // the jump to key k + 1's value, drawn by Maya's stepnext
        continue;
      }
      if (!(toFrames(t, rate) > toFrames(last.time, rate))) {
        const moved = last.time + TICK;
        if (k + 1 >= n || toFrames(moved, rate) < toFrames(times[k + 1]!, rate)) {
          sink.warn('time-adjusted', `key ${k} at ${t} s is not after the key before it in Maya's frames; moved one tick (1/${TICKS_PER_SECOND} s) after it`, track.name);
          kept.push({ index: k, time: moved, stepNext: false });
        } else {
          sink.warn('time-adjusted', `keys ${last.index} and ${k} at ${t} s are one time in Maya's frames; key ${last.index} was left out`, track.name);
          const before = kept[kept.length - 2];
          kept[kept.length - 1] = { index: k, time: before === undefined ? t : Math.max(t, before.time + TICK), stepNext: false };
        }
        continue;
      }
    }
    kept.push({ index: k, time: t, stepNext: false });
  }
  return kept;
}

/** The per-key column `mayaToClip` kept in `extras.maya[name]` (0/1 flags, tangent types), when it has one entry per written key. */
function keptFlags(track: Track, name: string, count: number): ArrayLike<unknown> | undefined {
  const maya = track.extras?.maya as Record<string, unknown> | undefined;
  const flags = maya?.[name];
  return Array.isArray(flags) && flags.length === count ? flags : undefined;
}

/** Frames (or driver units) of `seconds` at `scale` key-time units per second. */
function toFrames(seconds: number, rate: FrameRate): number {
  return (seconds * rate.numerator) / rate.denominator;
}

/**
 * The `animData` block of a scalar track: output type from the track unit (or from its channel when the
 * track has no unit), keys in frames of `rate`, fixed tangents with the exact handles.
 */
export function trackToAnimData(
  track: Track,
  rate: FrameRate,
  linearUnit: string,
  angularUnit: string,
  shape: CurveShape,
  sink: WarningSink,
): MayaAnimData {
  // A driven-key curve read by mayaToClip keeps its driver values as times.
  const unitless = (track.extras?.maya as Record<string, unknown> | undefined)?.input === 'unitless';
  const fps = rate.numerator / rate.denominator;
  /** Key-time units (frames, or driver units) per second of the track's time axis. */
  const xScale = unitless ? 1 : fps;
  let output: MayaOutputType = 'unitless';
  let outputUnit: string | undefined;
  /** UI value units per track value unit (for fixed tangent angles and weights). */
  let uiPerValue = 1;
  if (LINEAR_UNITS.has(track.unit)) {
    output = 'linear';
    if (track.unit !== linearUnit) outputUnit = track.unit;
    uiPerValue = linearUnitScale(track.unit)! / linearUnitScale(linearUnit)!;
  } else if (track.unit === 'deg' || track.unit === 'rad') {
    output = 'angular';
    if (track.unit !== angularUnit) outputUnit = track.unit;
    uiPerValue = angularUnitScale(track.unit)! / angularUnitScale(angularUnit)!;
  } else if (track.unit === 's') {
    output = 'time';
    uiPerValue = fps;
  } else if (track.unit === 'none' && (shape.output === 'linear' || shape.output === 'angular')) {
    output = shape.output;
    const unit = output === 'linear' ? linearUnit : angularUnit;
    if (shape.assumed) sink.warn('unit-assumed', `the track states no unit; its values are written as ${output === 'linear' ? 'lengths' : 'angles'} in ${unit}`, track.name);
  } else if (track.unit !== 'none') {
    sink.warn('unit-changed', `unit '${track.unit}' has no Maya output type; written as unitless`, track.name);
  }
  const valueScale = output === 'time' ? fps : 1;
  const angleScale = angularUnitScale(angularUnit)!;

  const { values, interpolation, inHandles, outHandles } = track;
  const kept = keptKeys(track, rate, sink);
  const n = kept.length;
  /** How the segment after kept key p is drawn: 0 held, 1 linear, 2 Bézier, 3 stepnext. */
  const span = (p: number): number => (kept[p]!.stepNext ? 3 : shape.stepped ? 0 : interpolation[kept[p]!.index]!);
  if (shape.stepped) {
    for (let p = 0; p + 1 < n; p++) {
      const i = kept[p]!.index;
      if (interpolation[i] !== 0 && !kept[p]!.stepNext && values[i] !== values[kept[p + 1]!.index]) {
        sink.warn('interpolation-changed', 'a visibility (bool) curve holds each key until the next: written with step tangents', track.name);
        break;
      }
    }
  }
  // Weighted unless every Bézier handle is one third of its segment (the Hermite form).
  let weighted = (track.extras?.maya as Record<string, unknown> | undefined)?.weighted === true;
  for (let p = 0; p + 1 < n && !weighted; p++) {
    if (span(p) !== 2 || inHandles === undefined || outHandles === undefined) continue;
    const k = kept[p]!.index;
    const j = kept[p + 1]!.index;
    const third = (kept[p + 1]!.time - kept[p]!.time) / 3;
    if (Math.abs(outHandles[k * 2]! - third) > 1e-9 * third || Math.abs(-inHandles[j * 2]! - third) > 1e-9 * third) weighted = true;
  }

  const fixed = (dt: number, dv: number): [number, number] => {
    // Handle (seconds, value) → UI (frames, UI units): weight = length, angle in the header angular unit.
    const { angle, weight } = mayaTangentFromHandle(dt, dv, 'out', { framesPerSecond: xScale, valueScale: 1 / uiPerValue });
    return [angle / angleScale, weight];
  };
  const tangentLocked = keptFlags(track, 'tangentLocked', n);
  const weightLocked = keptFlags(track, 'weightLocked', n);
  const breakdown = keptFlags(track, 'breakdown', n);
  const lastOut = keptFlags(track, 'outTangentTypes', n)?.[n - 1];

  const keys: MayaKey[] = [];
  let previousFrames = -Infinity;
  for (let p = 0; p < n; p++) {
    const k = kept[p]!.index;
    const before = p > 0 ? span(p - 1) : -1;
    const after = p + 1 < n ? span(p) : -1;
    let inType: MayaTangentType = 'fixed';
    let outType: MayaTangentType = 'fixed';
    let inDt = 0;
    let inDv = 0;
    let outDt = 0;
    let outDv = 0;
    if (before === 1) inType = 'linear';
    else if (before === 0 || before === 3) inType = 'step';
    else if (before === 2 && inHandles !== undefined) {
      inDt = -inHandles[k * 2]!;
      inDv = -inHandles[k * 2 + 1]!;
    } else if (before === 2) {
      inType = 'linear';
    } else {
      // First key: the pre-extrapolation slope.
      const first = n > 1 ? kept[1]!.time - kept[0]!.time : 1;
      inDt = first / 3;
      inDv = endSlope(track, 'pre', 0) * inDt;
    }
    if (after === 1 || (after === 2 && outHandles === undefined)) outType = 'linear';
    else if (after === 0) outType = 'step';
    else if (after === 3) outType = 'stepnext';
    else if (after === -1 && (lastOut === 'step' || lastOut === 'stepnext')) outType = lastOut; // as the source file had it
    else if (after === 2) {
      outDt = outHandles![k * 2]!;
      outDv = outHandles![k * 2 + 1]!;
    } else {
      const lastSpan = n > 1 ? kept[n - 1]!.time - kept[n - 2]!.time : 1;
      outDt = lastSpan / 3;
      outDv = endSlope(track, 'post', 0) * outDt;
    }
    const time = kept[p]!.time;
    let frames = unitless ? time : toFrames(time, rate);
    if (shape.snap === true && !unitless) {
      const whole = Math.round(frames);
      const next = p + 1 < n ? toFrames(kept[p + 1]!.time, rate) : Infinity;
      if (Math.abs(frames - whole) <= 2 ** -23 * Math.abs(frames) + 1e-9 && whole > previousFrames && whole < next) frames = whole;
    }
    previousFrames = frames;
    const key: MayaKey = {
      time: frames,
      value: values[k]! * valueScale,
      inTangentType: inType,
      outTangentType: outType,
      tangentLocked: tangentLocked?.[p] === 1 || tangentLocked?.[p] === true,
      weightLocked: weightLocked?.[p] === 1 || weightLocked?.[p] === true,
      breakdown: breakdown?.[p] === 1 || breakdown?.[p] === true,
      inAngle: 0,
      inWeight: 0,
      outAngle: 0,
      outWeight: 0,
    };
    if (inType === 'fixed') [key.inAngle, key.inWeight] = fixed(inDt, inDv);
    if (outType === 'fixed') [key.outAngle, key.outWeight] = fixed(outDt, outDv);
    keys.push(key);
  }
  const data: MayaAnimData = {
    input: unitless ? 'unitless' : 'time',
    output,
    weighted,
    preInfinity: INFINITY[track.preExtrapolation],
    postInfinity: INFINITY[track.postExtrapolation],
    unknown: [],
    keys: mayaKeysFrom(keys),
  };
  if (outputUnit !== undefined) data.outputUnit = outputUnit;
  if (output === 'time') data.outputUnit = timeUnitForRate(rate);
  return data;
}

/**
 * Core {@link Clip} → `.anim` document: every numeric scalar track becomes a curve whose keys carry the
 * track's exact Bézier handles as `fixed` tangents (research notes §3.4 "fixed").
 *
 * @module
 */

import {
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  findTimeUnitRate,
  type FrameRate,
  type Track,
  endSlope,
  InvalidArgumentError,
  mayaTangentFromHandle,
  timeUnitForRate,
  WarningSink,
} from '@anim/core';
import { DEFAULT_ANGULAR_UNIT, DEFAULT_LINEAR_UNIT, DEFAULT_TIME_UNIT } from './constants.js';
import { mayaKeysFrom } from './keys.js';
import type { MayaAnim, MayaAnimData, MayaDocument, MayaInfinity, MayaKey, MayaOutputType, MayaTangentType } from './types.js';
import { angularUnitScale, LINEAR_UNITS, linearUnitScale } from './unit-words.js';

/** Options of {@link mayaFromClip}: strict mode (`ConvertOptions`), the time unit and the Maya version written. */
export interface MayaFromClipOptions extends ConvertOptions {
  /**
   * The file's time unit word (`film`, `ntsc`, `23.976fps`, …). Default: the clip's frame rate when Maya
   * has a word for it, else `film`.
   */
  readonly timeUnit?: string | undefined;
  /** `mayaVersion` to write. Default `2024`. */
  readonly mayaVersion?: string | undefined;
}

const INFINITY: Readonly<Record<Extrapolation, MayaInfinity>> = {
  constant: 'constant',
  linear: 'linear',
  cycle: 'cycle',
  cycleOffset: 'cycleRelative',
  oscillate: 'oscillate',
};

/**
 * Converts a clip to a document (animVersion 1.1).
 *
 * - Each `scalar`, `int` and `bool` track becomes one curve on `anim <attribute> <leaf> <node> …`, using
 *   the names kept in `extras.maya` by `mayaToClip` when present, else `node` and `property`. Other
 *   value types (vectors, quaternions, colours, strings) are skipped with a `track-dropped` warning.
 * - Key times are written in frames of the time unit (see {@link MayaFromClipOptions.timeUnit}); a clip
 *   frame rate Maya has no word for is replaced by `film` (`metadata-dropped`; key times stay exact).
 * - Output type from the track unit: lengths → `linear` (with `outputUnit` when it differs from the
 *   header's), `deg`/`rad` → `angular`, `s` → `time`, anything else → `unitless` (`px` with a warning).
 * - Tangents: a `bezier` segment gets `fixed` tangents holding the exact handles (angle in the header
 *   angular unit, weight in frames × UI value units); the curve is `weighted` unless every handle is one
 *   third of its segment long (then the Hermite form is exact). `linear` segments get `linear` tangents on
 *   both sides, `constant` ones a `step` out-tangent. The first key's in-tangent and the last key's
 *   out-tangent carry the track's end slopes, so linear extrapolation survives.
 * - Extrapolation → infinity (`cycleOffset` → `cycleRelative`).
 *
 * @throws {ConversionError} in strict mode when a warning was recorded.
 * @throws {InvalidArgumentError} for an unknown `timeUnit` option.
 */
export function mayaFromClip(clip: Clip, options?: MayaFromClipOptions): ConvertResult<MayaDocument> {
  const sink = new WarningSink();
  const timeUnit = options?.timeUnit ?? (clip.frameRate === undefined ? undefined : timeUnitForRate(clip.frameRate)) ?? DEFAULT_TIME_UNIT;
  const rate = findTimeUnitRate(timeUnit);
  if (rate === undefined) throw new InvalidArgumentError(`maya: unknown time unit '${timeUnit}'`);
  if (options?.timeUnit === undefined && clip.frameRate !== undefined && timeUnitForRate(clip.frameRate) === undefined) {
    sink.warn(
      'metadata-dropped',
      `frame rate ${clip.frameRate.numerator}/${clip.frameRate.denominator} has no Maya time unit; the file says ${DEFAULT_TIME_UNIT} and keys are written in its frames`,
    );
  }
  const usable = clip.tracks.filter((t) => {
    const ok = (t.valueType === 'scalar' || t.valueType === 'int' || t.valueType === 'bool') && t.components === 1;
    if (!ok) sink.warn('track-dropped', `${t.valueType} tracks have no Maya .anim curve; split it into scalar tracks first`, t.name);
    return ok;
  });
  const linearUnit = usable.find((t) => LINEAR_UNITS.has(t.unit))?.unit ?? DEFAULT_LINEAR_UNIT;
  const angularUnit = usable.find((t) => t.unit === 'deg' || t.unit === 'rad')?.unit ?? DEFAULT_ANGULAR_UNIT;

  const rows = new Map<string, number>();
  const attrs = new Map<string, number>();
  const anims: MayaAnim[] = [];
  for (const track of usable) {
    const maya = (track.extras?.maya ?? {}) as Record<string, unknown>;
    const node = typeof maya.node === 'string' ? maya.node : track.node !== '' ? track.node : undefined;
    const leaf = typeof maya.leafAttribute === 'string' ? maya.leafAttribute : track.property;
    const attribute = typeof maya.attribute === 'string' ? maya.attribute : leaf;
    const nodeKey = node ?? '';
    if (!rows.has(nodeKey)) rows.set(nodeKey, rows.size);
    const attrIndex = attrs.get(nodeKey) ?? 0;
    attrs.set(nodeKey, attrIndex + 1);
    const anim: MayaAnim = {
      row: typeof maya.row === 'number' ? maya.row : rows.get(nodeKey)!,
      child: typeof maya.child === 'number' ? maya.child : 0,
      attr: typeof maya.attr === 'number' ? maya.attr : attrIndex,
      animData: trackToAnimData(track, rate, linearUnit, angularUnit, sink),
    };
    if (node !== undefined && leaf !== '') {
      anim.attribute = safeName(attribute);
      anim.leafAttribute = safeName(leaf);
      anim.node = safeName(node);
    } else anim.attribute = safeName(attribute !== '' ? attribute : track.name);
    anims.push(anim);
  }

  const doc: MayaDocument = {
    header: {
      animVersion: '1.1',
      mayaVersion: options?.mayaVersion ?? '2024',
      timeUnit,
      linearUnit,
      angularUnit,
      unknown: [],
    },
    anims,
  };
  if (anims.length > 0) {
    let start = Infinity;
    let end = -Infinity;
    for (const t of usable) {
      if (t.times.length === 0) continue;
      start = Math.min(start, t.times[0]!);
      end = Math.max(end, t.times[t.times.length - 1]!);
    }
    if (start <= end) {
      doc.header.startTime = toFrames(start, rate);
      doc.header.endTime = toFrames(end, rate);
    }
  }
  return sink.finish(doc, options);
}

/** A name as one `.anim` token: whitespace, `;` and braces become `_`. */
function safeName(name: string): string {
  const cleaned = name.replace(/[\s;{}]/g, '_').replace(/^(#|\/\/)/, '_');
  return cleaned === '' ? '_' : cleaned;
}

function toFrames(seconds: number, rate: FrameRate): number {
  return (seconds * rate.numerator) / rate.denominator;
}

function trackToAnimData(track: Track, rate: FrameRate, linearUnit: string, angularUnit: string, sink: WarningSink): MayaAnimData {
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
  } else if (track.unit !== 'none') {
    sink.warn('unit-changed', `unit '${track.unit}' has no Maya output type; written as unitless`, track.name);
  }
  const valueScale = output === 'time' ? fps : 1;
  const angleScale = angularUnitScale(angularUnit)!;

  const { times, values, interpolation, inHandles, outHandles } = track;
  const n = times.length;
  // Weighted unless every Bézier handle is one third of its segment (the Hermite form).
  let weighted = false;
  for (let k = 0; k + 1 < n && !weighted; k++) {
    if (interpolation[k] !== 2 || inHandles === undefined || outHandles === undefined) continue;
    const third = (times[k + 1]! - times[k]!) / 3;
    if (Math.abs(outHandles[k * 2]! - third) > 1e-9 * third || Math.abs(-inHandles[(k + 1) * 2]! - third) > 1e-9 * third) weighted = true;
  }

  const fixed = (dt: number, dv: number): [number, number] => {
    // Handle (seconds, value) → UI (frames, UI units): weight = length, angle in the header angular unit.
    const { angle, weight } = mayaTangentFromHandle(dt, dv, 'out', { framesPerSecond: xScale, valueScale: 1 / uiPerValue });
    return [angle / angleScale, weight];
  };

  const keys: MayaKey[] = [];
  for (let k = 0; k < n; k++) {
    const before = k > 0 ? interpolation[k - 1]! : -1;
    const after = k + 1 < n ? interpolation[k]! : -1;
    let inType: MayaTangentType = 'fixed';
    let outType: MayaTangentType = 'fixed';
    let inDt = 0;
    let inDv = 0;
    let outDt = 0;
    let outDv = 0;
    if (before === 1) inType = 'linear';
    else if (before === 0) inType = 'step';
    else if (before === 2 && inHandles !== undefined) {
      inDt = -inHandles[k * 2]!;
      inDv = -inHandles[k * 2 + 1]!;
    } else if (before === 2) {
      inType = 'linear';
    } else {
      // First key: the pre-extrapolation slope.
      const span = n > 1 ? times[1]! - times[0]! : 1;
      inDt = span / 3;
      inDv = endSlope(track, 'pre', 0) * inDt;
    }
    if (after === 1 || (after === 2 && outHandles === undefined)) outType = 'linear';
    else if (after === 0) outType = 'step';
    else if (after === 2) {
      outDt = outHandles![k * 2]!;
      outDv = outHandles![k * 2 + 1]!;
    } else {
      const span = n > 1 ? times[n - 1]! - times[n - 2]! : 1;
      outDt = span / 3;
      outDv = endSlope(track, 'post', 0) * outDt;
    }
    const key: MayaKey = {
      time: unitless ? times[k]! : toFrames(times[k]!, rate),
      value: values[k]! * valueScale,
      inTangentType: inType,
      outTangentType: outType,
      tangentLocked: false,
      weightLocked: false,
      breakdown: false,
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

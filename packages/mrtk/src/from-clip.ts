/**
 * Conversion from the core model ({@link Clip}) to a recording.
 *
 * Recognised tracks (by `name`, else `node/property`): `camera/position|rotation`,
 * `hand/<left|right>/tracked|pinching`, `hand/<left|right>/<TrackedHandJoint>/position|rotation`,
 * `gaze/origin|direction` — the names {@link mrtkToClip} produces. Every other track is dropped with a
 * warning. `clip.extras.mrtk` supplies markers, presence flags and the preferred version.
 *
 * Each vector component becomes a Unity curve with a key at every key of the track, every key with
 * weightedMode Both: linear segments get weights 0 (what MRTK's v1.1 keys mean), constant segments an
 * infinite out-tangent (Unity's stepped key), Bézier segments their handles as slope + weight (after the
 * core's handle clamping, so the curve is the one core evaluates). Positions are converted to metres.
 *
 * Losses are warnings: rounding to float32, slerp quaternion tracks (MRTK blends component-wise and
 * normalises), `linear`/`cycleOffset` extrapolation (Unity has no such wrap mode), vertical handles,
 * positions without a unit (taken as metres),
 * frame rate and a duration beyond the last key (MRTK stores neither), unknown tracks.
 *
 * @module
 */
import {
  clampHandles,
  unitKind,
  unitScale,
  WarningSink,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  type Track,
} from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { allocateCurve, createMrtkDocument, emptyHandCurves, emptyPoseCurves, emptyRayCurves } from './curve.js';
import { mrtkDuration } from './evaluate.js';
import {
  POSE_FIELDS,
  RAY_FIELDS,
  TRACKED_HAND_JOINTS,
  WeightedMode,
  WrapMode,
  type MrtkCurve,
  type MrtkHandCurves,
  type MrtkDocument,
  type MrtkMarker,
  type MrtkVersion,
  type MrtkPoseCurves,
  type MrtkRayCurves,
} from './types.js';

/** Options of {@link mrtkFromClip}. */
export interface MrtkFromClipOptions extends ConvertOptions {
  /**
   * The document's version (what {@link writeMrtk} produces by default). Default: `clip.extras.mrtk.version` when
   * the content allows it, else 1.1 unless a curve needs tangents (then 1.0, which has no gaze). A version
   * asked for that cannot hold the content (gaze in 1.0, tangents in 1.1) leaves the document at the version
   * that can, with a warning (`track-dropped`, `tangent-approximated`) saying what writing the asked version
   * with `writeMrtk(doc, { version, lossy: true })` loses.
   */
  readonly version?: MrtkVersion | undefined;
}

function wrapMode(mode: Extrapolation, sink: WarningSink, path: string): number {
  if (mode === 'cycle') return WrapMode.Loop;
  if (mode === 'oscillate') return WrapMode.PingPong;
  if (mode !== 'constant') sink.warn('extrapolation-changed', `${mode} extrapolation has no Unity wrap mode; the curve clamps`, path);
  return WrapMode.ClampForever;
}

interface Converted {
  curves: MrtkCurve[];
  /** True when some key needs tangents or weights (not storable in v1.1). */
  needsTangents: boolean;
}

/** Splits a vec3/quat track into Unity curves, one per component. */
function componentCurves(track: Track, scale: number, sink: WarningSink): Converted {
  const { times, values, interpolation, inHandles, outHandles } = track;
  const n = track.components;
  const count = times.length;
  const pre = wrapMode(track.preExtrapolation, sink, track.name);
  const post = wrapMode(track.postExtrapolation, sink, track.name);
  // Tangents are needed for stepped and Bézier segments; linear ones are MRTK's (time, value) keys.
  const bezier = inHandles !== undefined && outHandles !== undefined;
  let needsTangents = false;
  for (let k = 0; k < count - 1; k++) {
    const code = interpolation[k]!;
    if (code === 0 || (code === 2 && bezier && times[k + 1]! > times[k]!)) needsTangents = true;
  }
  const curves = Array.from({ length: n }, () => allocateCurve(count, pre, post, needsTangents));
  for (const c of curves) c.tangents?.weightedMode.fill(WeightedMode.Both);
  let rounded = false;
  let vertical = false;
  const clamped = [0, 0];
  for (let k = 0; k < count; k++) {
    const t = times[k]!;
    for (let c = 0; c < n; c++) {
      const curve = curves[c]!;
      const v = values[k * n + c]! * scale;
      curve.time[k] = t;
      curve.value[k] = v;
      if (curve.time[k] !== t || curve.value[k] !== v) rounded = true;
    }
    if (k === count - 1 || !needsTangents) continue;
    const code = interpolation[k]!;
    const span = times[k + 1]! - t;
    for (let c = 0; c < n; c++) {
      const tg = curves[c]!.tangents!;
      if (code === 0) {
        tg.outTangent[k] = Infinity;
      } else if (code === 2 && bezier && span > 0) {
        const o = (k * n + c) * 2;
        const i = ((k + 1) * n + c) * 2;
        const lambda = clampHandles(outHandles[o]! / span, -inHandles[i]! / span, clamped);
        const outDt = clamped[0]! * span;
        const inDt = -clamped[1]! * span;
        const outDv = outHandles[o + 1]! * lambda * scale;
        const inDv = inHandles[i + 1]! * lambda * scale;
        if ((outDt === 0 && outDv !== 0) || (inDt === 0 && inDv !== 0)) vertical = true;
        tg.outWeight[k] = clamped[0]!;
        tg.outTangent[k] = outDt === 0 ? 0 : outDv / outDt;
        tg.inWeight[k + 1] = clamped[1]!;
        tg.inTangent[k + 1] = inDt === 0 ? 0 : inDv / inDt;
      }
      // Linear (and Bézier without handles): tangents and weights stay 0.
    }
  }
  if (rounded) sink.warn('precision-lost', 'times or values were rounded to float32', track.name);
  if (vertical) sink.warn('tangent-approximated', 'a Bézier handle with zero duration cannot be a Unity tangent; it was flattened', track.name);
  if (track.valueType === 'quat' && track.quatBlend !== 'nlerp' && count > 1 && interpolation.some((code, k) => code === 1 && k < count - 1)) {
    sink.warn('interpolation-changed', 'linear quaternion segments are blended component-wise and normalised by MRTK, not slerped', track.name);
  }
  return { curves, needsTangents };
}

function boolCurve(track: Track, sink: WarningSink): MrtkCurve {
  if (track.valueType !== 'bool') sink.warn('value-type-changed', `a ${track.valueType} track becomes on/off (value > 0.5)`, track.name);
  const count = track.times.length;
  const n = track.components;
  const curve = allocateCurve(
    count,
    wrapMode(track.preExtrapolation, sink, track.name),
    wrapMode(track.postExtrapolation, sink, track.name),
  );
  let rounded = false;
  for (let k = 0; k < count; k++) {
    curve.time[k] = track.times[k]!;
    if (curve.time[k] !== track.times[k]) rounded = true;
    curve.value[k] = track.values[k * n]! > 0.5 ? 1 : 0;
  }
  if (rounded) sink.warn('precision-lost', 'times were rounded to float32', track.name);
  return curve;
}

const JOINT_INDEX = new Map<string, number>(TRACKED_HAND_JOINTS.map((name, i) => [name, i]));

type Target =
  | { kind: 'pose'; part: 'camera' | 'joint'; side?: 'left' | 'right'; joint?: number; property: 'position' | 'rotation' }
  | { kind: 'state'; side: 'left' | 'right'; property: 'tracked' | 'pinching' }
  | { kind: 'gaze'; property: 'origin' | 'direction' };

function targetOf(name: string): Target | undefined {
  const parts = name.split('/');
  if (parts.length === 2 && parts[0] === 'camera' && (parts[1] === 'position' || parts[1] === 'rotation')) {
    return { kind: 'pose', part: 'camera', property: parts[1] };
  }
  if (parts.length === 2 && parts[0] === 'gaze' && (parts[1] === 'origin' || parts[1] === 'direction')) {
    return { kind: 'gaze', property: parts[1] };
  }
  const side = parts[1];
  if (parts[0] !== 'hand' || (side !== 'left' && side !== 'right')) return undefined;
  if (parts.length === 3 && (parts[2] === 'tracked' || parts[2] === 'pinching')) return { kind: 'state', side, property: parts[2] };
  const joint = JOINT_INDEX.get(parts[2] ?? '');
  if (parts.length === 4 && joint !== undefined && (parts[3] === 'position' || parts[3] === 'rotation')) {
    return { kind: 'pose', part: 'joint', side, joint, property: parts[3] };
  }
  return undefined;
}

function markersOf(extras: unknown, sink: WarningSink): MrtkMarker[] {
  if (typeof extras !== 'object' || extras === null || !('markers' in extras)) return [];
  const list = extras.markers;
  if (!Array.isArray(list)) {
    sink.warn('metadata-dropped', 'extras.mrtk.markers is not a list; markers dropped');
    return [];
  }
  const out: MrtkMarker[] = [];
  for (const m of list as unknown[]) {
    if (typeof m === 'object' && m !== null && 'time' in m && 'name' in m && typeof m.time === 'number' && typeof m.name === 'string') {
      out.push({ time: Math.fround(m.time), name: m.name });
    } else {
      sink.warn('metadata-dropped', 'a marker without a numeric time and a string name was dropped');
    }
  }
  return out;
}

function flag(extras: unknown, key: string): boolean {
  return typeof extras === 'object' && extras !== null && key in extras && (extras as Record<string, unknown>)[key] === true;
}

/**
 * Converts a core {@link Clip} to a recording, as described in the module documentation.
 *
 * @returns the recording and the conversion warnings.
 * @throws {ConversionError} with `options.strict` when a warning was raised.
 */
export function mrtkFromClip(clip: Clip, options?: MrtkFromClipOptions): ConvertResult<MrtkDocument> {
  const sink = new WarningSink();
  const extras = clip.extras[FORMAT_ID];
  const doc = createMrtkDocument('1.1');
  doc.markers = markersOf(extras, sink);
  const hands = (): { left: MrtkHandCurves; right: MrtkHandCurves } => (doc.hands ??= { left: emptyHandCurves(), right: emptyHandCurves() });
  if (flag(extras, 'hasCameraPose')) doc.camera = emptyPoseCurves();
  if (flag(extras, 'hasHandData')) hands();
  if (flag(extras, 'hasEyeGaze')) doc.gaze = emptyRayCurves();
  let needsTangents = false;

  for (const track of clip.tracks) {
    const target = targetOf(track.name) ?? targetOf(`${track.node}/${track.property}`);
    if (target === undefined) {
      sink.warn('track-dropped', 'not a camera, hand or gaze track of an MRTK recording; dropped', track.name);
      continue;
    }
    if (target.kind === 'state') {
      hands()[target.side][target.property] = boolCurve(track, sink);
      continue;
    }
    const rotation = target.kind === 'pose' && target.property === 'rotation';
    const expected = rotation ? 'quat' : 'vec3';
    if (track.valueType !== expected || track.components !== (rotation ? 4 : 3)) {
      sink.warn('track-dropped', `expected a ${expected} track, found ${track.valueType}; dropped`, track.name);
      continue;
    }
    let scale = 1;
    const direction = target.kind === 'gaze' && target.property === 'direction';
    if (!rotation && !direction) {
      if (unitKind(track.unit) === 'length') scale = unitScale(track.unit, 'm');
      else if (track.unit === 'none') sink.warn('unit-assumed', 'a position without a unit is taken as metres', track.name);
      else {
        sink.warn('track-dropped', `a position in ${track.unit} is not a length; dropped`, track.name);
        continue;
      }
    }
    const converted = componentCurves(track, scale, sink);
    needsTangents ||= converted.needsTangents;
    const c = converted.curves;
    if (target.kind === 'gaze') {
      const ray: MrtkRayCurves = (doc.gaze ??= emptyRayCurves());
      const fields = target.property === 'origin' ? RAY_FIELDS.slice(0, 3) : RAY_FIELDS.slice(3);
      fields.forEach((f, i) => (ray[f] = c[i]!));
      continue;
    }
    let pose: MrtkPoseCurves;
    if (target.part === 'camera') pose = doc.camera ??= emptyPoseCurves();
    else pose = hands()[target.side!].joints[target.joint!]!;
    const fields = rotation ? POSE_FIELDS.slice(3) : POSE_FIELDS.slice(0, 3);
    fields.forEach((f, i) => (pose[f] = c[i]!));
  }

  const preferred = options?.version ?? (typeof extras === 'object' && extras !== null && 'version' in extras ? extras.version : undefined);
  const gaze = doc.gaze !== undefined;
  if (preferred === '1.0' && !gaze) doc.version = '1.0';
  else if (preferred === '1.1' && !needsTangents) doc.version = '1.1';
  else if (needsTangents && gaze) {
    sink.warn('tangent-approximated', 'the curves need v1.0 (tangents) but v1.0 cannot store eye gaze; write v1.1 with { lossy: true } (`anim convert --lossy`) to drop the tangents');
  } else doc.version = needsTangents ? '1.0' : '1.1';
  // A version asked for that cannot hold the content: the write needs { lossy: true } and then loses this.
  if (options?.version === '1.0' && gaze) {
    sink.warn('track-dropped', 'v1.0 cannot store eye gaze: writing v1.0 needs { lossy: true } (`anim convert --lossy`), which drops it', 'gaze');
  }
  if (options?.version === '1.1' && needsTangents && !gaze) {
    sink.warn('tangent-approximated', 'v1.1 keeps time and value only: writing v1.1 needs { lossy: true } (`anim convert --lossy`), which makes every segment linear');
  }

  if (clip.frameRate !== undefined) sink.warn('metadata-dropped', 'MRTK recordings store no frame rate; the frame rate was dropped');
  if (clip.duration !== undefined && clip.duration > mrtkDuration(doc)) {
    sink.warn('metadata-dropped', 'MRTK recordings end at their last key; the longer duration was dropped');
  }
  return sink.finish(doc, options);
}

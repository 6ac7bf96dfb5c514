/**
 * Conversion from the core model ({@link Clip}) to a recording.
 *
 * Recognised tracks, by channel and node first (`track.channel`, issue 17): a `translation` of node
 * `camera`, `gaze` or `hand/<left|right>/<TrackedHandJoint>` is that pose's position (the gaze origin), a
 * `rotation` (quaternion) of `camera` or a joint its rotation, a `visibility` of `hand/<left|right>` the
 * hand's `tracked` state; then by `name`, else `node/property`: `camera/position|rotation`,
 * `hand/<left|right>/tracked|pinching`, `hand/<left|right>/<TrackedHandJoint>/position|rotation`,
 * `gaze/origin|direction` — the names {@link mrtkToClip} produces. Every other track is dropped with a
 * warning naming it and why (another node, a single axis, Euler angles). `clip.markers` become the
 * recording's markers (float32 times; in file order when `extras.mrtk.index` gives one);
 * `clip.extras.mrtk` supplies the presence flags and the preferred version.
 *
 * Each vector component becomes a Unity curve with a key at every key of the track, every key with
 * weightedMode Both: linear segments get weights 0 (what MRTK's v1.1 keys mean), constant segments an
 * infinite out-tangent (Unity's stepped key), Bézier segments their handles as slope + weight (after the
 * core's handle clamping, so the curve is the one core evaluates); a Bézier segment whose handles lie on
 * its chord (a linear curve stored as Hermite slopes, as Unity writes Linear tangents) is the linear
 * segment it draws, so it needs no tangents and stays v1.1. Positions are converted to metres.
 *
 * Losses are warnings: rounding to float32, slerp quaternion tracks (MRTK blends component-wise and
 * normalises: the pipeline's `adaptClip` has put the keys in one hemisphere, capabilities
 * `quatInterpolation: 'components'`; the largest angle left between the two blends is
 * quoted in degrees), `linear`/`cycleOffset` extrapolation (Unity has no such wrap mode), vertical handles,
 * positions without a unit (taken as metres),
 * frame rate and a duration beyond the last key (MRTK stores neither), unknown tracks.
 *
 * @module
 */
import {
  clampHandles,
  quatBlendDeviation,
  unitKind,
  unitScale,
  warnFlattened,
  WarningSink,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  type Track,
} from '@anim/core';
import { chordSegmentsAsLinear } from './chord-segments.js';
import { mrtkMarkersOf } from './clip-markers.js';
import { FORMAT_ID, MRTK_HOLDS } from './constants.js';
import { allocateMrtkCurve, createMrtkDocument, emptyMrtkHandCurves, emptyMrtkPoseCurves, emptyMrtkRayCurves } from './curve.js';
import { mrtkDuration } from './evaluate.js';
import {
  MRTK_POSE_FIELDS,
  MRTK_RAY_FIELDS,
  MRTK_TRACKED_HAND_JOINTS,
  MrtkWeightedMode,
  MrtkWrapMode,
  type MrtkCurve,
  type MrtkHandCurves,
  type MrtkDocument,
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
  if (mode === 'cycle') return MrtkWrapMode.Loop;
  if (mode === 'oscillate') return MrtkWrapMode.PingPong;
  if (mode !== 'constant') sink.warn('extrapolation-changed', `${mode} extrapolation has no Unity wrap mode; the curve clamps`, path);
  return MrtkWrapMode.ClampForever;
}

interface Converted {
  curves: MrtkCurve[];
  /** True when some key needs tangents or weights (not storable in v1.1). */
  needsTangents: boolean;
}

/** Splits a vec3/quat track into Unity curves, one per component. */
function componentCurves(given: Track, scale: number, sink: WarningSink): Converted {
  // A Bézier segment on its chord (a linear curve stored as Hermite slopes, as Unity writes one) is
  // linear. (The pipeline has put slerp keys in one hemisphere: capabilities.quatInterpolation.)
  const track = chordSegmentsAsLinear(given);
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
  const curves = Array.from({ length: n }, () => allocateMrtkCurve(count, pre, post, needsTangents));
  for (const c of curves) c.tangents?.weightedMode.fill(MrtkWeightedMode.Both);
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
    const deviation = quatBlendDeviation(track, 'nlerp') * (180 / Math.PI);
    sink.warn(
      'interpolation-changed',
      `linear quaternion segments are blended component-wise and normalised by MRTK, not slerped: equal at the keys, up to ${deviation.toPrecision(3)}° apart between them`,
      track.name,
    );
  }
  return { curves, needsTangents };
}

function boolCurve(track: Track, sink: WarningSink): MrtkCurve {
  if (track.valueType !== 'bool') sink.warn('value-type-changed', `a ${track.valueType} track becomes on/off (value > 0.5)`, track.name);
  const count = track.times.length;
  const n = track.components;
  const curve = allocateMrtkCurve(
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

/** The nodes a channel can animate in a recording, for messages. */
const NODES = {
  translation: 'camera, gaze, hand/<left|right>/<Joint>',
  rotation: 'camera, hand/<left|right>/<Joint>',
  visibility: 'hand/<left|right>',
} as const;

const JOINT_INDEX = new Map<string, number>(MRTK_TRACKED_HAND_JOINTS.map((name, i) => [name, i]));

type Target =
  | { kind: 'pose'; part: 'camera' | 'joint'; side?: 'left' | 'right'; joint?: number; property: 'position' | 'rotation' }
  | { kind: 'state'; side: 'left' | 'right'; property: 'tracked' | 'pinching' }
  | { kind: 'gaze'; property: 'origin' | 'direction' };

function targetOfName(name: string): Target | undefined {
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

/**
 * The place of a track by its channel and node (issue 17): `translation` of `camera`, `gaze` or
 * `hand/<side>/<Joint>` is its position (the gaze origin), `rotation` of `camera` or a joint its
 * rotation, `visibility` of `hand/<side>` whether the hand is tracked. Other channels (and tracks
 * without one) are placed by name.
 */
function targetOfChannel(track: Track): Target | undefined {
  const kind = track.channel?.kind;
  if (kind !== 'translation' && kind !== 'rotation' && kind !== 'visibility') return undefined;
  const node = track.node.split('/');
  if (kind === 'visibility') {
    const side = node[1];
    return node.length === 2 && node[0] === 'hand' && (side === 'left' || side === 'right') ? { kind: 'state', side, property: 'tracked' } : undefined;
  }
  const property = kind === 'translation' ? 'position' : 'rotation';
  if (node.length === 1 && node[0] === 'camera') return { kind: 'pose', part: 'camera', property };
  if (node.length === 1 && node[0] === 'gaze') return kind === 'translation' ? { kind: 'gaze', property: 'origin' } : undefined;
  const side = node[1];
  const joint = JOINT_INDEX.get(node[2] ?? '');
  if (node.length !== 3 || node[0] !== 'hand' || (side !== 'left' && side !== 'right') || joint === undefined) return undefined;
  return { kind: 'pose', part: 'joint', side, joint, property };
}

/** Where a track goes: by channel and node first, then by its name, then by `node/property`. */
function targetOf(track: Track): Target | undefined {
  return targetOfChannel(track) ?? targetOfName(track.name) ?? targetOfName(`${track.node}/${track.property}`);
}

/** The curves a target names, as in the corpus dumps: `camera.position`, `hand.left.IndexTip.rotation`. */
function placeName(target: Target): string {
  if (target.kind === 'gaze') return `gaze.${target.property}`;
  if (target.kind === 'state') return `hand.${target.side}.${target.property}`;
  if (target.part === 'camera') return `camera.${target.property}`;
  return `hand.${target.side!}.${MRTK_TRACKED_HAND_JOINTS[target.joint!]!}.${target.property}`;
}

/** Why a track has no place in a recording, for its `track-dropped` warning. */
function unplaced(track: Track): string {
  const kind = track.channel?.kind;
  if (kind === 'translation' || kind === 'rotation' || kind === 'visibility') {
    return `a ${kind} of node '${track.node}', which is not an MRTK node (${NODES[kind]}); dropped`;
  }
  return `not a camera, hand or gaze track of an MRTK recording (it holds ${MRTK_HOLDS}); dropped`;
}

/** Why a track of the right place has the wrong shape, for its `track-dropped` warning. */
function shapeProblem(track: Track, expected: 'vec3' | 'quat'): string {
  const channel = track.channel;
  if (channel?.axis !== undefined) {
    return `a single ${channel.kind} axis (${channel.axis}); MRTK stores whole ${expected === 'quat' ? 'quaternions' : 'vectors'} (group the axes into one ${expected} track, as the convert pipeline does); dropped`;
  }
  if (expected === 'quat' && channel?.rotationOrder !== undefined) {
    return `Euler angles (${channel.rotationOrder}); MRTK stores quaternions (the convert pipeline converts them); dropped`;
  }
  return `expected a ${expected} track, found ${track.valueType}; dropped`;
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
  doc.markers = mrtkMarkersOf(clip, sink);
  const hands = (): { left: MrtkHandCurves; right: MrtkHandCurves } => (doc.hands ??= { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() });
  if (flag(extras, 'hasCameraPose')) doc.camera = emptyMrtkPoseCurves();
  if (flag(extras, 'hasHandData')) hands();
  if (flag(extras, 'hasEyeGaze')) doc.gaze = emptyMrtkRayCurves();
  let needsTangents = false;

  // Each place of the recording is given by the first track that fits it.
  const taken = new Map<string, string>();
  const written = new Set<string>();
  for (const track of clip.tracks) {
    const target = targetOf(track);
    if (target === undefined) {
      sink.warn('track-dropped', unplaced(track), track.name);
      continue;
    }
    const place = placeName(target);
    const owner = taken.get(place);
    if (owner !== undefined) {
      sink.warn('track-dropped', `${place} is already given by track '${owner}'; dropped`, track.name);
      continue;
    }
    if (target.kind === 'state') {
      taken.set(place, track.name);
    written.add(track.node);
      hands()[target.side][target.property] = boolCurve(track, sink);
      continue;
    }
    const rotation = target.kind === 'pose' && target.property === 'rotation';
    const expected = rotation ? 'quat' : 'vec3';
    if (track.valueType !== expected || track.components !== (rotation ? 4 : 3)) {
      sink.warn('track-dropped', shapeProblem(track, expected), track.name);
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
    taken.set(place, track.name);
    const converted = componentCurves(track, scale, sink);
    needsTangents ||= converted.needsTangents;
    const c = converted.curves;
    if (target.kind === 'gaze') {
      const ray: MrtkRayCurves = (doc.gaze ??= emptyMrtkRayCurves());
      const fields = target.property === 'origin' ? MRTK_RAY_FIELDS.slice(0, 3) : MRTK_RAY_FIELDS.slice(3);
      fields.forEach((f, i) => (ray[f] = c[i]!));
      continue;
    }
    let pose: MrtkPoseCurves;
    if (target.part === 'camera') pose = doc.camera ??= emptyMrtkPoseCurves();
    else pose = hands()[target.side!].joints[target.joint!]!;
    const fields = rotation ? MRTK_POSE_FIELDS.slice(3) : MRTK_POSE_FIELDS.slice(0, 3);
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

  warnFlattened(clip, written, FORMAT_ID, sink);
  if (clip.frameRate !== undefined) sink.warn('metadata-dropped', 'MRTK recordings store no frame rate; the frame rate was dropped');
  if (clip.duration !== undefined && clip.duration > mrtkDuration(doc)) {
    sink.warn('metadata-dropped', 'MRTK recordings end at their last key; the longer duration was dropped');
  }
  return sink.finish(doc, options);
}

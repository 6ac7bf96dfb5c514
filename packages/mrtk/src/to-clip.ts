/**
 * Conversion of a recording to the core model ({@link Clip}).
 *
 * Tracks (names are `node/property`):
 * - `camera/position` (vec3, m), `camera/rotation` (quat, nlerp);
 * - `hand/left/tracked`, `hand/left/pinching` (bool; same for `right`);
 * - `hand/left/<TrackedHandJoint>/position` (vec3, m), `…/rotation` (quat, nlerp) for every joint with keys;
 * - `gaze/origin` (vec3, m), `gaze/direction` (vec3; MRTK normalises it when playing back, the track
 *   keeps the stored components and says so in `extras.mrtk.normalize`).
 *
 * MRTK stores one Unity curve per component, each with its own key times (its optimiser produces such
 * files). A vector track is built on the **union** of its components' key times: every component is cut
 * at the other components' key times exactly — linear pieces stay linear, Hermite and weighted Bézier
 * pieces are split with de Casteljau at the Bézier parameter of the cut time, stepped pieces hold — and a
 * stepped component that jumps while others move gets a second key at the same time (a jump). Outside
 * a component's own keys it holds its end value, as Unity clamps. So core evaluation of the track equals
 * MRTK's evaluation (`evaluate.ts`) up to floating-point rounding.
 *
 * Losses are reported as warnings: wrap modes that cannot be expressed (Loop/PingPong on components with
 * different key ranges), weights the core Bézier clamps (non-monotonic time), duplicate or descending key
 * times, boolean curves whose keys are not MRTK's hold-shaped keys.
 *
 * Channels (`track.channel`, what other formats map from): positions and the gaze origin are
 * `translation`, rotations `rotation` (quaternions), `tracked` is the hand's `visibility`, `pinching` and
 * the gaze direction are generic `property` tracks.
 *
 * Markers go to `clip.markers` (`{ time, name }`, seconds). Recording-level data goes to
 * `clip.extras.mrtk`: `version`, `legacy` and the presence flags (`hasCameraPose`, `hasHandData`,
 * `hasEyeGaze`). No `clip.parents`: every pose is recorded on its own in the tracking space;
 * `clip.noHierarchy` says so.
 *
 * @module
 */
import {
  clampHandles,
  createClip,
  solveCubicTime,
  WarningSink,
  type Channel,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  type Track,
  type WarningCode,
} from '@anim/core';
import { upperBound } from '@anim/core/io';
import { clipMarkers } from './clip-markers.js';
import { FORMAT_ID, SPACE } from './constants.js';
import { mrtkDuration } from './evaluate.js';
import { UNITY_DEFAULT_WEIGHT, evaluateMrtkCurve, segmentShape } from './unity-curve.js';
import { BOOL_OUT_WEIGHT, mrtkKeyframeAt } from './curve.js';
import { findCollapsedRotationW, repairRotationW } from './rotation-w.js';
import {
  MRTK_TRACKED_HAND_JOINTS,
  MrtkWeightedMode,
  MrtkWrapMode,
  type MrtkCurve,
  type MrtkHandCurves,
  type MrtkDocument,
  type MrtkPoseCurves,
} from './types.js';

/** One component over one union segment: how it moves from the cut start to the cut end. */
interface Piece {
  /** 0 hold, 1 linear, 2 Bézier. */
  kind: 0 | 1 | 2;
  /** Value at the segment start. */
  v0: number;
  /** Value approaching the segment end (left limit). */
  v1: number;
  /** Bézier inner control points, absolute (time s, value), for kind 2. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function lerp(a: number, b: number, u: number): number {
  return a + (b - a) * u;
}

/** The four control values of the part of the cubic Bézier (p0..p3) between parameters `ua` and `ub`. */
function subCubic(p0: number, p1: number, p2: number, p3: number, ua: number, ub: number): [number, number, number, number] {
  // Blossom of the cubic: B(a, b, c). The part over [ua, ub] has control points
  // B(ua,ua,ua), B(ua,ua,ub), B(ua,ub,ub), B(ub,ub,ub).
  const blossom = (a: number, b: number, c: number): number => {
    const q0 = lerp(p0, p1, a);
    const q1 = lerp(p1, p2, a);
    const q2 = lerp(p2, p3, a);
    const r0 = lerp(q0, q1, b);
    const r1 = lerp(q1, q2, b);
    return lerp(r0, r1, c);
  };
  return [blossom(ua, ua, ua), blossom(ua, ua, ub), blossom(ua, ub, ub), blossom(ub, ub, ub)];
}

/**
 * Bézier parameter of time `t` in a weighted segment from `t0` lasting `dx` (time control points 0, w1,
 * 1 − w2, 1): the exact root, solved by core's {@link solveCubicTime} (the curve core evaluates).
 */
function parameterAt(t: number, t0: number, dx: number, w1: number, w2: number): number {
  const x2 = 1 - w2;
  return solveCubicTime(3 * w1 - 3 * x2 + 1, -6 * w1 + 3 * x2, 3 * w1, (t - t0) / dx);
}

function isInfinite(v: number): boolean {
  return v === Infinity || v === -Infinity;
}

interface TrackContext {
  readonly sink: WarningSink;
  readonly path: string;
  /** Warning codes already reported for this track (each is reported once per track). */
  readonly reported: Set<string>;
}

function warnOnce(ctx: TrackContext, code: WarningCode, message: string, key: string = code): void {
  if (ctx.reported.has(key)) return;
  ctx.reported.add(key);
  ctx.sink.warn(code, message, ctx.path);
}

/** The piece of component curve `c` over the union segment [ta, tb]. */
function pieceOf(c: MrtkCurve, ta: number, tb: number, ctx: TrackContext): Piece {
  const n = c.time.length;
  const hold = (v: number): Piece => ({ kind: 0, v0: v, v1: v, x1: 0, y1: 0, x2: 0, y2: 0 });
  if (n === 0) return hold(0);
  const first = c.time[0]!;
  const last = c.time[n - 1]!;
  if (tb <= first) return hold(c.value[0]!);
  if (ta >= last) return hold(c.value[n - 1]!);
  const i = Math.max(0, upperBound(c.time, ta) - 1);
  const j = i + 1;
  const t0 = c.time[i]!;
  const t1 = c.time[j]!;
  const v0 = c.value[i]!;
  const v1 = c.value[j]!;
  const { outTangent: outT, inTangent: inT, w1, w2 } = segmentShape(c, i, j);
  if (isInfinite(outT) || isInfinite(inT)) return hold(v0);
  const dx = t1 - t0;
  const hermite = w1 === UNITY_DEFAULT_WEIGHT && w2 === UNITY_DEFAULT_WEIGHT;
  if (!hermite && w1 === 0 && w2 === 0) {
    // Both weights 0: the value is exactly linear in time.
    const at = (t: number): number => (t === t0 ? v0 : t === t1 ? v1 : v0 + ((v1 - v0) * (t - t0)) / dx);
    return { kind: 1, v0: at(ta), v1: at(tb), x1: 0, y1: 0, x2: 0, y2: 0 };
  }
  const a = hermite ? 1 / 3 : w1;
  const b = hermite ? 1 / 3 : w2;
  if (!hermite && (a < 0 || b < 0 || clampHandles(a, b) !== 1)) {
    warnOnce(ctx, 'tangent-approximated', `tangent weights ${String(w1)}/${String(w2)} at ${String(t0)} s make time run backwards or are negative; the core Bézier clamps them`);
  }
  const y1 = v0 + a * outT * dx;
  const y2 = v1 - b * inT * dx;
  const ua = ta === t0 ? 0 : hermite ? (ta - t0) / dx : parameterAt(ta, t0, dx, a, b);
  const ub = tb === t1 ? 1 : hermite ? (tb - t0) / dx : parameterAt(tb, t0, dx, a, b);
  const [, px1, px2] = subCubic(t0, t0 + a * dx, t1 - b * dx, t1, ua, ub);
  const [py0, py1, py2, py3] = subCubic(v0, y1, y2, v1, ua, ub);
  return {
    kind: 2,
    v0: ua === 0 ? v0 : py0,
    v1: ub === 1 ? v1 : py3,
    x1: px1,
    y1: py1,
    x2: px2,
    y2: py2,
  };
}

/** Sorted distinct key times over all components; warns about duplicate or descending times. */
function unionTimes(curves: readonly MrtkCurve[], ctx: TrackContext): Float64Array {
  const all: number[] = [];
  for (const c of curves) {
    for (let k = 0; k < c.time.length; k++) {
      const t = c.time[k]!;
      if (k > 0 && !(t > c.time[k - 1]!)) {
        warnOnce(ctx, 'times-not-increasing', `key ${String(k)} at ${String(t)} s is not after the previous key; only the value Unity evaluates there is kept`);
      }
      if (Number.isFinite(t)) all.push(t);
    }
  }
  all.sort((a, b) => a - b);
  const out: number[] = [];
  for (const t of all) if (out.length === 0 || t !== out[out.length - 1]) out.push(t);
  return Float64Array.from(out);
}

function extrapolation(mode: number): Extrapolation {
  return mode === MrtkWrapMode.Loop ? 'cycle' : mode === MrtkWrapMode.PingPong ? 'oscillate' : 'constant';
}

/**
 * The extrapolation of a track whose components wrap with their own modes: their common mode when
 * every component with two or more keys spans the whole union range, else Clamp (with a warning when
 * some component would have wrapped).
 */
function sharedWrap(curves: readonly MrtkCurve[], union: Float64Array, side: 'pre' | 'post', ctx: TrackContext): Extrapolation {
  const modes = new Set<Extrapolation>();
  let rangesDiffer = false;
  for (const c of curves) {
    const n = c.time.length;
    const mode = n < 2 ? 'constant' : extrapolation(side === 'pre' ? c.preWrapMode : c.postWrapMode);
    modes.add(mode);
    if (mode !== 'constant' && (c.time[0] !== union[0] || c.time[n - 1] !== union[union.length - 1])) rangesDiffer = true;
  }
  const [only] = modes;
  if (modes.size === 1 && only !== undefined && !rangesDiffer) return only;
  warnOnce(ctx, 'extrapolation-changed', `the components' ${side}-wrap modes differ or cover different key ranges; the track holds its end value`, side);
  return 'constant';
}

/** Builds one vector/quaternion track from its component curves (undefined when none has keys). */
function vectorTrack(
  curves: readonly MrtkCurve[],
  spec: { node: string; property: string; valueType: 'vec3' | 'quat'; unit: 'm' | 'none'; channel: Channel; extras?: Track['extras'] },
  sink: WarningSink,
): Track | undefined {
  if (curves.every((c) => c.time.length === 0)) return undefined;
  const name = `${spec.node}/${spec.property}`;
  const ctx: TrackContext = { sink, path: name, reported: new Set() };
  const n = curves.length;
  const union = unionTimes(curves, ctx);
  const segments = union.length - 1;

  const times: number[] = [];
  const values: number[] = [];
  const interp: number[] = [];
  const inH: number[] = [];
  const outH: number[] = [];
  let anyBezier = false;
  const pushKey = (t: number, vals: readonly number[]): void => {
    times.push(t);
    for (const v of vals) values.push(v);
    interp.push(1);
    for (let c = 0; c < n; c++) {
      inH.push(0, 0);
      outH.push(0, 0);
    }
  };

  let prevEnd: number[] | undefined;
  let prevHeld = false;
  let pendingIn: (readonly [number, number])[] | undefined;
  for (let k = 0; k <= segments; k++) {
    const t = union[k]!;
    const pieces = k < segments ? curves.map((c) => pieceOf(c, t, union[k + 1]!, ctx)) : undefined;
    const start = pieces ? pieces.map((p) => p.v0) : curves.map((c) => evaluateMrtkCurve(c, t));
    // The key that ends the previous segment: its left limit when a component jumps here while the
    // segment moved (then a second key at the same time starts the next segment), else the start key.
    const endKey = times.length;
    if (prevEnd !== undefined && !prevHeld && prevEnd.some((v, c) => !Object.is(v, start[c]))) pushKey(t, prevEnd);
    pushKey(t, start);
    pendingIn?.forEach(([hx, hy], c) => {
      const o = (endKey * n + c) * 2;
      inH[o] = hx;
      inH[o + 1] = hy;
    });
    pendingIn = undefined;
    if (pieces === undefined) break;
    const key = times.length - 1;
    const next = union[k + 1]!;
    const dt = next - t;
    const allHold = pieces.every((p) => p.kind === 0);
    const bezier = pieces.some((p) => p.kind === 2);
    interp[key] = allHold ? 0 : bezier ? 2 : 1;
    if (bezier) {
      anyBezier = true;
      pieces.forEach((p, c) => {
        const o = (key * n + c) * 2;
        // Non-Bézier components become straight Bézier pieces: handles a third along the chord.
        outH[o] = p.kind === 2 ? p.x1 - t : dt / 3;
        outH[o + 1] = p.kind === 2 ? p.y1 - p.v0 : (p.v1 - p.v0) / 3;
      });
      pendingIn = pieces.map((p) => (p.kind === 2 ? ([p.x2 - next, p.y2 - p.v1] as const) : ([-dt / 3, -(p.v1 - p.v0) / 3] as const)));
    }
    prevEnd = pieces.map((p) => p.v1);
    prevHeld = allHold;
  }

  const track: Track = {
    name,
    node: spec.node,
    property: spec.property,
    valueType: spec.valueType,
    components: n,
    unit: spec.unit,
    times: Float64Array.from(times),
    values: Float64Array.from(values),
    interpolation: Uint8Array.from(interp),
    preExtrapolation: sharedWrap(curves, union, 'pre', ctx),
    postExtrapolation: sharedWrap(curves, union, 'post', ctx),
    channel: spec.channel,
  };
  if (anyBezier) {
    track.inHandles = Float64Array.from(inH);
    track.outHandles = Float64Array.from(outH);
  }
  if (spec.valueType === 'quat') track.quatBlend = 'nlerp';
  if (spec.extras !== undefined) track.extras = spec.extras;
  return track;
}

/** MRTK's boolean key shape: tangents 0, inWeight 0, outWeight 1e6, weightedMode Both. */
function isHoldShaped(c: MrtkCurve, k: number): boolean {
  const key = mrtkKeyframeAt(c, k, 'bool');
  return (
    key.inTangent === 0 &&
    key.outTangent === 0 &&
    key.inWeight === 0 &&
    key.outWeight === Math.fround(BOOL_OUT_WEIGHT) &&
    key.weightedMode === MrtkWeightedMode.Both
  );
}

function boolTrack(c: MrtkCurve, node: string, property: string, channel: Channel, sink: WarningSink): Track | undefined {
  const n = c.time.length;
  if (n === 0) return undefined;
  const name = `${node}/${property}`;
  const ctx: TrackContext = { sink, path: name, reported: new Set() };
  let shaped = true;
  for (let k = 0; k < n; k++) shaped &&= isHoldShaped(c, k);
  if (!shaped) sink.warn('interpolation-changed', 'keys are not MRTK boolean keys (outWeight 1e6); converted as hold-until-next-key', name);
  const union = unionTimes([c], ctx);
  const values = Float64Array.from(union, (t) => (evaluateMrtkCurve(c, t, 'bool') > 0.5 ? 1 : 0));
  return {
    name,
    node,
    property,
    valueType: 'bool',
    components: 1,
    unit: 'none',
    times: union,
    values,
    interpolation: new Uint8Array(union.length),
    preExtrapolation: sharedWrap([c], union, 'pre', ctx),
    postExtrapolation: sharedWrap([c], union, 'post', ctx),
    channel,
  };
}

// What each MRTK track animates (issue 17): poses are node transforms (positions in metres, rotations
// as quaternions); a hand is shown while it is tracked (MRTK's input simulation hides an untracked
// hand), so `tracked` is the hand's visibility; pinching and the gaze direction are properties.
const TRANSLATION: Channel = Object.freeze({ kind: 'translation' });
const ROTATION: Channel = Object.freeze({ kind: 'rotation' });
const VISIBILITY: Channel = Object.freeze({ kind: 'visibility' });
const PROPERTY: Channel = Object.freeze({ kind: 'property' });

function poseTracks(pose: MrtkPoseCurves, node: string, sink: WarningSink, out: Track[]): void {
  const position = vectorTrack(
    [pose.positionX, pose.positionY, pose.positionZ],
    { node, property: 'position', valueType: 'vec3', unit: 'm', channel: TRANSLATION },
    sink,
  );
  const rotation = vectorTrack(
    [pose.rotationX, pose.rotationY, pose.rotationZ, pose.rotationW],
    { node, property: 'rotation', valueType: 'quat', unit: 'none', channel: ROTATION },
    sink,
  );
  if (position) out.push(position);
  if (rotation) out.push(rotation);
}

function handTracks(hand: MrtkHandCurves, side: 'left' | 'right', sink: WarningSink, out: Track[]): void {
  const tracked = boolTrack(hand.tracked, `hand/${side}`, 'tracked', VISIBILITY, sink);
  const pinching = boolTrack(hand.pinching, `hand/${side}`, 'pinching', PROPERTY, sink);
  if (tracked) out.push(tracked);
  if (pinching) out.push(pinching);
  MRTK_TRACKED_HAND_JOINTS.forEach((joint, j) => {
    const pose = hand.joints[j];
    if (pose) poseTracks(pose, `hand/${side}/${joint}`, sink, out);
  });
}

/** Options of {@link mrtkToClip}: the core conversion options (`strict`) and the rotation-W repair. */
export interface MrtkToClipOptions extends ConvertOptions {
  /**
   * Rebuild the W curves that MRTK's recorder optimiser bug collapsed ({@link findCollapsedRotationW})
   * as w = √(1 − x² − y² − z²) with the sign kept continuous ({@link rebuildRotationW}), warning
   * `resampled` for each. Default `false`: such rotations convert as stored (what MRTK plays back), with a
   * `quaternion-not-unit` warning naming the W curve.
   */
  readonly repairRotationW?: boolean | undefined;
}

const FLAG_NAMES = ['Has Camera Pose', 'Has Hand Data', 'Has Eye Gaze'] as const;

/** Warnings about the file itself: trailing bytes, non-canonical presence flags, collapsed W curves. */
function fileWarnings(doc: MrtkDocument, repair: boolean, sink: WarningSink): void {
  const trailing = doc.trailingBytes?.length ?? 0;
  if (trailing > 0) {
    sink.warn(
      'trailing-data',
      `${String(trailing)} byte(s) follow the marker list; MRTK's reader ignores them, the document keeps them for writing back, the clip does not carry them`,
    );
  }
  doc.presenceFlagBytes?.forEach((b, i) => {
    if (b > 1) {
      sink.warn(
        'nonstandard-spelling',
        `the ${FLAG_NAMES[i]!} flag at byte ${String(16 + i)} is 0x${b.toString(16).padStart(2, '0')}; MRTK writes 0x01 and reads any non-zero byte as true`,
      );
    }
  });
  for (const r of doc.repairedRotationW ?? []) {
    sink.warn('resampled', `${r.curve} was rebuilt as √(1 − x² − y² − z²) at the key times of x, y and z when the recording was read (repairRotationW): the rotation-W bug of MRTK's recorder optimiser`, r.track);
  }
  for (const r of findCollapsedRotationW(doc)) {
    const what = `${r.curve} has ${String(r.wKeys)} key(s) where x, y and z have ${String(r.xyzKeys)} (${r.shape === 'first-key-only' ? 'only its first key' : "its first key and a copy of z's last key"}): the rotation-W bug of MRTK's recorder optimiser`;
    if (repair) sink.warn('resampled', `${what}; w was rebuilt as √(1 − x² − y² − z²) at the key times of x, y and z`, r.track);
    else sink.warn('quaternion-not-unit', `${what}; converted as stored (as MRTK plays it) — pass { repairRotationW: true } to rebuild w = √(1 − x² − y² − z²)`, r.track);
  }
}

/**
 * Why an MRTK clip has no node hierarchy ({@link Clip.noHierarchy}): the file holds each pose on its
 * own, in the tracking space, and no skeleton.
 */
const NO_HIERARCHY =
  'an MRTK input animation stores the camera, the gaze and each tracked hand joint as its own pose in the tracking space, with no skeleton: the joints stay side by side at the root, each with its recorded pose';

/**
 * Converts a recording to a core {@link Clip} (times in seconds, positions in metres, quaternions
 * (x, y, z, w) with `quatBlend: 'nlerp'`), as described in the module documentation.
 *
 * Besides conversion losses it warns about the file: bytes after the marker list (`trailing-data`), a
 * v1.1 presence flag stored as a byte other than 0/1 (`nonstandard-spelling`), and rotations whose W
 * curve MRTK's recorder optimiser collapsed (`quaternion-not-unit`, or `resampled` when
 * `options.repairRotationW` rebuilds them).
 *
 * @returns the clip and the conversion warnings.
 * @throws {ConversionError} with `options.strict` when a warning was raised.
 */
export function mrtkToClip(source: MrtkDocument, options?: MrtkToClipOptions): ConvertResult<Clip> {
  const sink = new WarningSink();
  const repair = options?.repairRotationW === true;
  fileWarnings(source, repair, sink);
  const doc = repair ? repairRotationW(source).doc : source;
  const tracks: Track[] = [];
  if (doc.camera) poseTracks(doc.camera, 'camera', sink, tracks);
  if (doc.hands) {
    handTracks(doc.hands.left, 'left', sink, tracks);
    handTracks(doc.hands.right, 'right', sink, tracks);
  }
  if (doc.gaze) {
    const g = doc.gaze;
    const origin = vectorTrack(
      [g.originX, g.originY, g.originZ],
      { node: 'gaze', property: 'origin', valueType: 'vec3', unit: 'm', channel: TRANSLATION },
      sink,
    );
    const direction = vectorTrack(
      [g.directionX, g.directionY, g.directionZ],
      { node: 'gaze', property: 'direction', valueType: 'vec3', unit: 'none', channel: PROPERTY, extras: { [FORMAT_ID]: { normalize: true } } },
      sink,
    );
    if (origin) tracks.push(origin);
    if (direction) tracks.push(direction);
  }
  const clip = createClip({
    name: '',
    tracks,
    noHierarchy: NO_HIERARCHY,
    duration: mrtkDuration(doc),
    markers: clipMarkers(doc),
    space: SPACE,
    extras: {
      [FORMAT_ID]: {
        version: doc.version,
        ...(doc.legacy === undefined ? {} : { legacy: doc.legacy }),
        hasCameraPose: doc.camera !== undefined,
        hasHandData: doc.hands !== undefined,
        hasEyeGaze: doc.gaze !== undefined,
      },
    },
  });
  return sink.finish(clip, options);
}

/**
 * Conversion of a Unity AnimationClip to the core model ({@link Clip}).
 *
 * Tracks are named `<path>/<property>` (the property alone on the clip's root object, path ''), with
 * `node` the transform path (`'root'` for the root object; the exact path is in `extras.unity.path`):
 * - `m_PositionCurves` → `<path>/localPosition`: `vec3`, metres, channel `translation`;
 * - `m_RotationCurves` → `<path>/localRotation`: `quat` (x, y, z, w), channel `rotation`, components
 *   interpolated on their own and normalised (`quatBlend: 'nlerp'`, as Unity evaluates them);
 * - `m_EulerCurves` → `<path>/localEulerAngles`: `vec3` of degrees, channel `rotation` with the order of
 *   the curve's `m_RotationOrder` (Unity's `RotationOrder` enum: 0 XYZ, 1 XZY, 2 YZX, 3 YXZ, 4 ZXY,
 *   5 ZYX, the order in which the axis rotations apply; 4 is Unity's default — Z, then X, then Y);
 * - `m_ScaleCurves` → `<path>/localScale`: `vec3`, channel `scale`;
 * - `m_FloatCurves` → `<path>/<attribute>`: `scalar` `property` tracks, with `extras.unity`
 *   `{ path, attribute, classID, script? }` (GameObject `m_IsActive` is the node's `visibility`);
 * - `m_PPtrCurves` (object references: sprite swaps) are not numbers and not converted
 *   (`track-dropped`); `m_EditorCurves`/`m_EulerEditorCurves` mirror the runtime curves for the editor
 *   and are not converted either; `m_CompressedRotationCurves` entries are warned `track-dropped`.
 *
 * Keys: a segment is `constant` when the left key's out-slope or the right key's in-slope is infinite
 * (Unity's stepped keys), else `bezier` with the stored slopes (value per second) and the weights that
 * count (`inWeight` with weightedMode In/Both, `outWeight` with Out/Both, else 1/3): exactly Unity's
 * Hermite or weighted Bézier segment. Pre/post infinity (Unity's internal modes) 1 Repeat → `cycle`, 0 PingPong →
 * `oscillate`, 2 Clamp (and anything else) → `constant`.
 *
 * The hierarchy: binding paths name transforms below the clip's root object, so every prefix of a
 * path is the parent of the longer one (`Hinge/Door` of `Hinge/Door/Handle`, `Hinge` of `Hinge/Door`):
 * `clip.parents` maps each animated node and each of its ancestors (animated or not, so the chain is
 * complete) to its parent, and top-level paths to `root` when the root object itself is animated.
 *
 * The clip: `frameRate` from `m_SampleRate` (core's `frameRateFromFps`: 29.97 → 30000/1001), `duration` from the settings' start/stop times, events as
 * `markers` (`functionName` as the name, parameters in `extras.unity`), and `extras.unity` with the name,
 * version, legacy flag, wrap mode, loop time and `humanoid` (true when a float curve drives the Animator,
 * classID 95: muscle and root curves are carried as generic float tracks).
 *
 * @module
 */
import {
  createClip,
  WarningSink,
  type Channel,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  frameRateFromFps,
  type Interpolation,
  type KeyframeInput,
  type RotationOrder,
  type Track,
  createTrack,
} from '@anim/core';
import { FORMAT_ID, SPACE } from './constants.js';
import type { UnityAnimationCurve, UnityDocument, UnityKey, UnityKeyValue } from './types.js';

/** Options of {@link unityToClip}. */
export type UnityToClipOptions = ConvertOptions;

/** Unity `RotationOrder` values (`m_RotationOrder`) as core rotation orders (first axis applied first). */
export const UNITY_ROTATION_ORDERS: readonly RotationOrder[] = ['xyz', 'xzy', 'yzx', 'yxz', 'zxy', 'zyx'];

/** The node name of the clip's root object (transform path ''). */
export const ROOT_NODE = 'root';

const DEFAULT_WEIGHT = 1 / 3;
const HUMANOID_CLASS_ID = 95;
const GAME_OBJECT_CLASS_ID = 1;

function components(v: UnityKeyValue): number[] {
  if (typeof v === 'number') return [v];
  return 'w' in v ? [v.x, v.y, v.z, v.w] : [v.x, v.y, v.z];
}

/** Core extrapolation of a serialised (internal) infinity mode: 1 Repeat → cycle, 0 PingPong → oscillate, else constant. */
function extrapolation(mode: number): Extrapolation {
  return mode === 1 ? 'cycle' : mode === 0 ? 'oscillate' : 'constant';
}


interface TrackSpec {
  path: string;
  property: string;
  valueType: 'scalar' | 'vec3' | 'quat';
  unit: 'm' | 'deg' | 'none';
  channel: Channel;
  extras: Record<string, unknown>;
}

/** The core keys of one curve: stepped, or Unity's Hermite / weighted Bézier segments. */
function keysOf(curve: UnityAnimationCurve, sink: WarningSink, name: string): KeyframeInput[] {
  const keys = curve.m_Curve;
  const n = keys.length;
  const out: KeyframeInput[] = [];
  let mixed = false;
  for (let i = 0; i < n; i++) {
    const k: UnityKey = keys[i]!;
    const value = components(k.value);
    const inSlope = components(k.inSlope);
    const outSlope = components(k.outSlope);
    const mode = k.weightedMode ?? 0;
    const inW = k.inWeight === undefined ? value.map(() => DEFAULT_WEIGHT) : components(k.inWeight);
    const outW = k.outWeight === undefined ? value.map(() => DEFAULT_WEIGHT) : components(k.outWeight);
    const next = keys[i + 1];
    const nextIn = next === undefined ? undefined : components(next.inSlope);
    const stepped = value.map((_, c) => !Number.isFinite(outSlope[c]!) || (nextIn !== undefined && !Number.isFinite(nextIn[c]!)));
    const steppedIn = i > 0 && components(keys[i - 1]!.outSlope).some((s, c) => !Number.isFinite(s) || !Number.isFinite(inSlope[c]!));
    const anyStep = stepped.some(Boolean);
    if (anyStep && !stepped.every(Boolean)) mixed = true;
    const interpolation: Interpolation = anyStep ? 'constant' : 'bezier';
    out.push({
      time: k.time,
      value: value.length === 1 ? value[0]! : value,
      interpolation,
      inSlope: inSlope.map((s) => (steppedIn || !Number.isFinite(s) ? 0 : s)),
      outSlope: outSlope.map((s) => (anyStep || !Number.isFinite(s) ? 0 : s)),
      inWeight: inW.map((w) => ((mode & 1) !== 0 ? w : DEFAULT_WEIGHT)),
      outWeight: outW.map((w) => ((mode & 2) !== 0 ? w : DEFAULT_WEIGHT)),
    });
  }
  if (mixed) sink.warn('interpolation-changed', 'some components of a key are stepped and others not; the whole segment holds', name);
  return out;
}

function buildTrack(spec: TrackSpec, curve: UnityAnimationCurve, sink: WarningSink): Track | undefined {
  const name = spec.path === '' ? spec.property : `${spec.path}/${spec.property}`;
  if (curve.m_Curve.length === 0) return undefined;
  return createTrack({
    name,
    node: spec.path === '' ? ROOT_NODE : spec.path,
    property: spec.property,
    valueType: spec.valueType,
    unit: spec.unit,
    keys: keysOf(curve, sink, name),
    preExtrapolation: extrapolation(curve.m_PreInfinity),
    postExtrapolation: extrapolation(curve.m_PostInfinity),
    quatBlend: spec.valueType === 'quat' ? 'nlerp' : undefined,
    channel: spec.channel,
    extras: { [FORMAT_ID]: spec.extras },
  });
}

/**
 * Converts a Unity AnimationClip document to a core {@link Clip} (see the module comment for the
 * tracks, units and what is left out).
 * @returns the clip and warnings: `track-dropped` for PPtr and compressed rotation curves,
 *   `interpolation-changed` for keys stepped on some components only.
 * @throws {ConversionError} in strict mode when there is a warning.
 */
export function unityToClip(doc: UnityDocument, options?: UnityToClipOptions): ConvertResult<Clip> {
  const sink = new WarningSink();
  const c = doc.clip;
  const tracks: Track[] = [];
  const names = new Set<string>();
  // Two curves may bind the same path and property (on different components, or a file edited by
  // hand): the second keeps its curve under a numbered name, as core names stay unique.
  const add = (t: Track | undefined): void => {
    if (t === undefined) return;
    if (names.has(t.name)) {
      let n = 2;
      while (names.has(`${t.name}#${String(n)}`)) n++;
      const name = `${t.name}#${String(n)}`;
      sink.warn('name-changed', `another curve binds the same path and property; this one is named ${name}`, t.name);
      t = { ...t, name };
    }
    names.add(t.name);
    tracks.push(t);
  };
  for (const e of c.m_PositionCurves) {
    add(buildTrack({ path: e.path, property: 'localPosition', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, extras: { path: e.path } }, e.curve, sink));
  }
  for (const e of c.m_RotationCurves) {
    add(buildTrack({ path: e.path, property: 'localRotation', valueType: 'quat', unit: 'none', channel: { kind: 'rotation' }, extras: { path: e.path } }, e.curve, sink));
  }
  for (const e of c.m_EulerCurves) {
    const order = UNITY_ROTATION_ORDERS[e.curve.m_RotationOrder] ?? 'zxy';
    add(
      buildTrack(
        { path: e.path, property: 'localEulerAngles', valueType: 'vec3', unit: 'deg', channel: { kind: 'rotation', rotationOrder: order }, extras: { path: e.path, rotationOrder: e.curve.m_RotationOrder } },
        e.curve,
        sink,
      ),
    );
  }
  for (const e of c.m_ScaleCurves) {
    add(buildTrack({ path: e.path, property: 'localScale', valueType: 'vec3', unit: 'none', channel: { kind: 'scale' }, extras: { path: e.path } }, e.curve, sink));
  }
  let humanoid = false;
  for (const e of c.m_FloatCurves) {
    if (e.classID === HUMANOID_CLASS_ID) humanoid = true;
    const extras: Record<string, unknown> = { path: e.path, attribute: e.attribute, classID: e.classID };
    if (e.script.fileID !== '0') extras.script = { ...e.script };
    const visibility = e.classID === GAME_OBJECT_CLASS_ID && e.attribute === 'm_IsActive';
    add(buildTrack({ path: e.path, property: e.attribute, valueType: 'scalar', unit: 'none', channel: { kind: visibility ? 'visibility' : 'property' }, extras }, e.curve, sink));
  }
  for (const e of c.m_PPtrCurves) {
    sink.warn('track-dropped', `object-reference (PPtr) curve with ${String(e.curve.length)} keys: references are not evaluable values`, e.path === '' ? e.attribute : `${e.path}/${e.attribute}`);
  }
  if (c.m_CompressedRotationCurves.length > 0) {
    sink.warn('track-dropped', `${String(c.m_CompressedRotationCurves.length)} compressed rotation curves are kept in the document but not decoded`);
  }
  const settings = c.m_AnimationClipSettings;
  const rate = frameRateFromFps(c.m_SampleRate);
  const stop = settings.m_StopTime - settings.m_StartTime;
  const parents = pathParents(tracks);
  const clip = createClip({
    name: c.m_Name,
    tracks,
    parents,
    duration: Number.isFinite(stop) && stop >= 0 ? stop : undefined,
    frameRate: rate,
    space: SPACE,
    markers: c.m_Events.map((e) => ({
      time: e.time,
      name: e.functionName,
      extras: {
        [FORMAT_ID]: {
          data: e.data,
          floatParameter: e.floatParameter,
          intParameter: e.intParameter,
          objectReferenceParameter: { ...e.objectReferenceParameter },
          messageOptions: e.messageOptions,
        },
      },
    })),
    extras: {
      [FORMAT_ID]: {
        serializedVersion: c.serializedVersion,
        legacy: c.m_Legacy === 1,
        wrapMode: c.m_WrapMode,
        loopTime: settings.m_LoopTime === 1,
        sampleRate: c.m_SampleRate,
        humanoid,
      },
    },
  });
  return sink.finish(clip, options);
}

/**
 * The parent of each node named by a binding path and of every prefix of one (`Hinge/Door/Handle` →
 * `Hinge/Door` → `Hinge`), and of top-level paths the root object (`root`) when a track animates it.
 * Undefined when no node has a parent.
 */
function pathParents(tracks: readonly Track[]): Record<string, string> | undefined {
  const parents: Record<string, string> = {};
  const rootAnimated = tracks.some((t) => t.node === ROOT_NODE);
  for (const { node } of tracks) {
    if (node === ROOT_NODE) continue;
    for (let path = node, cut = path.lastIndexOf('/'); path !== '' && !Object.prototype.hasOwnProperty.call(parents, path); cut = path.lastIndexOf('/')) {
      const parent = cut > 0 ? path.slice(0, cut) : rootAnimated ? ROOT_NODE : undefined;
      if (parent === undefined) break;
      parents[path] = parent;
      path = parent === ROOT_NODE ? '' : parent;
    }
  }
  return Object.keys(parents).length > 0 ? parents : undefined;
}

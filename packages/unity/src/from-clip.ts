/**
 * Conversion of a core {@link Clip} to a Unity AnimationClip document, in the layout Unity 2021.3 writes
 * (clip `serializedVersion: 6`, keys `serializedVersion: 3`, the 2018.3+ header fields).
 *
 * The convert pipeline has already laid the clip out for {@link UNITY_CAPABILITIES} (vectors, metres,
 * degrees). Each track goes by its channel:
 * - `translation` `vec3` → `m_PositionCurves`, plus editor curves `m_LocalPosition.x/y/z`;
 * - `rotation` `quat` → `m_RotationCurves`, plus `m_LocalRotation.x/y/z/w`; a `vec3` of Euler degrees
 *   → `m_EulerCurves` with the track's order as `m_RotationOrder` (other orders than Unity's
 *   enum cannot occur), plus `localEulerAnglesRaw.x/y/z`;
 * - `scale` `vec3` → `m_ScaleCurves`, plus `m_LocalScale.x/y/z`;
 * - every other numeric track → `m_FloatCurves` (one per component, `<attribute>.x`… for vectors, `.r`…
 *   for colours) and the same `m_EditorCurves`: the binding from `extras.unity` (`attribute`, `classID`,
 *   `script`) when the track came from Unity, else the track's property as an Animator parameter
 *   (classID 95), or the GameObject's `m_IsActive` (classID 1) for `visibility`.
 * Paths: `extras.unity.path`, else the node's path rebuilt from `clip.parents`: its ancestors' leaf names
 * and its own joined by `/`, root first (`Handle` under `Door` under `Hinge` → `Hinge/Door/Handle`; node
 * names that are paths already, `Hinge/Door/Handle` under `Hinge/Door`, give the same), a root named
 * `root` being the clip's root object (''). A clip whose source states no hierarchy
 * (`clip.noHierarchy`) warns `hierarchy-flattened` once.
 *
 * Quaternion keys of a slerp track arrive in one hemisphere where a linear or held segment joins them
 * (the pipeline's `adaptClip` does it for `quatInterpolation: 'components'`, as Unity interpolates each
 * component on its own); the remaining difference to slerp is measured and quoted (`interpolation-changed`).
 *
 * Keys: constant segments get infinite slopes (Unity's Constant tangents), linear segments the chord
 * slope on both ends (Linear tangents), Bézier segments the slopes and weights of their handles
 * (weightedMode set where a weight is not 1/3); `tangentMode` says which (2018+ encoding: bit 0 broken,
 * bits 1–4 left, 5–8 right; 0 Free, 2 Linear, 3 Constant). Values and times are rounded to float32
 * (`precision-lost` when that changes one). Extrapolation `cycle` → Repeat (1), `oscillate` → PingPong
 * (0), `constant` → Clamp (2, Unity's default), `linear`/`cycleOffset` → Clamp (`extrapolation-changed`).
 *
 * The clip: `m_SampleRate` from the frame rate (60 when the clip has none), start 0 and stop at the
 * duration (else the last key), markers as events (`functionName` = name), and generic bindings
 * (`m_ClipBindingConstant.genericBindings`) generated as Unity computes them: path and attribute
 * CRC-32 hashes, transform attributes 1 position, 2 rotation, 3 scale, 4 Euler (customType 4), float
 * properties by CRC-32 of the attribute (customType 0); material (`material.…`), blend-shape
 * (`blendShape.…`) and Animator (classID 95) bindings use hashes Unity does not document and are left
 * for Unity to rebuild when it imports the clip.
 *
 * @module
 */
import {
  channelOf,
  convertUnits,
  nodePath,
  quatBlendDeviation,
  warnNoHierarchy,
  type ParentMap,
  unitKind,
  WarningSink,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Track,
} from '@anim/core';
import { NameSuffixes } from '@anim/core/io';
import { crc32 } from './crc32.js';
import { FORMAT_ID } from './constants.js';
import { curveOf, sidesOf, type Ctx, type KeySides } from './from-clip-keys.js';
import { ROOT_NODE } from './to-clip.js';
import type {
  UnityAnimationCurve,
  UnityClip,
  UnityDocument,
  UnityFloatCurve,
  UnityGenericBinding,
  UnityPPtr,
  UnityTransformCurve,
} from './types.js';

/** Options of {@link unityFromClip}. */
export type UnityFromClipOptions = ConvertOptions;

const NONE: UnityPPtr = { fileID: '0' };
const AXES = ['x', 'y', 'z', 'w'] as const;
const COLOR_AXES = ['r', 'g', 'b', 'a'] as const;
const TRANSFORM_CLASS_ID = 4;
const ANIMATOR_CLASS_ID = 95;
const GAME_OBJECT_CLASS_ID = 1;

function unityExtras(track: Track): Record<string, unknown> {
  const e = track.extras?.[FORMAT_ID];
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>) : {};
}

function pathOf(track: Track, parents: ParentMap | undefined): string {
  const p = unityExtras(track).path;
  if (typeof p === 'string') return p;
  return nodePath(parents, track.node, (root) => (root === ROOT_NODE ? '' : root));
}

function floatCurve(curve: UnityAnimationCurve<number>, attribute: string, path: string, classID: number, script: UnityPPtr): UnityFloatCurve {
  return { curve, attribute, path, classID, script: { ...script } };
}

function binding(path: string, attribute: number, typeID: number, customType: number, script: UnityPPtr = NONE): UnityGenericBinding {
  return { serializedVersion: 2, path: crc32(path), attribute, script: { ...script }, typeID, customType, isPPtrCurve: 0 };
}

/** The header fields and defaults of a new clip (Unity 2021.3's layout). */
function emptyClip(name: string, sampleRate: number, stop: number, loopTime: number): UnityClip {
  return {
    m_ObjectHideFlags: 0,
    m_CorrespondingSourceObject: { ...NONE },
    m_PrefabInstance: { ...NONE },
    m_PrefabAsset: { ...NONE },
    m_Name: name,
    serializedVersion: 6,
    m_Legacy: 0,
    m_Compressed: 0,
    m_UseHighQualityCurve: 1,
    m_RotationCurves: [],
    m_CompressedRotationCurves: [],
    m_EulerCurves: [],
    m_PositionCurves: [],
    m_ScaleCurves: [],
    m_FloatCurves: [],
    m_PPtrCurves: [],
    m_SampleRate: sampleRate,
    m_WrapMode: 0,
    m_Bounds: { m_Center: { x: 0, y: 0, z: 0 }, m_Extent: { x: 0, y: 0, z: 0 } },
    m_ClipBindingConstant: { genericBindings: [], pptrCurveMapping: [] },
    m_AnimationClipSettings: {
      serializedVersion: 2,
      m_AdditiveReferencePoseClip: { ...NONE },
      m_AdditiveReferencePoseTime: 0,
      m_StartTime: 0,
      m_StopTime: stop,
      m_OrientationOffsetY: 0,
      m_Level: 0,
      m_CycleOffset: 0,
      m_HasAdditiveReferencePose: 0,
      m_LoopTime: loopTime,
      m_LoopBlend: 0,
      m_LoopBlendOrientation: 0,
      m_LoopBlendPositionY: 0,
      m_LoopBlendPositionXZ: 0,
      m_KeepOriginalOrientation: 0,
      m_KeepOriginalPositionY: 1,
      m_KeepOriginalPositionXZ: 0,
      m_HeightFromFeet: 0,
      m_Mirror: 0,
    },
    m_EditorCurves: [],
    m_EulerEditorCurves: [],
    m_HasGenericRootTransform: 0,
    m_HasMotionFloatCurves: 0,
    m_Events: [],
  };
}

/**
 * Positions in metres (Unity's unit, converted from any other length); a property with a length or
 * angle unit keeps its numbers and unit-less Unity float curves lose the unit, warned `unit-changed`.
 */
function withUnityUnits(track: Track, kind: string, ctx: Ctx): Track {
  const unitOf = unitKind(track.unit);
  if (kind === 'translation' && unitOf === 'length' && track.unit !== 'm') return convertUnits(track, 'm');
  if (kind === 'property' && (unitOf === 'length' || unitOf === 'angle')) {
    ctx.sink.warn('unit-changed', `the values stay in ${track.unit}: Unity float curves carry no unit`, track.name);
  }
  return track;
}

/** Writes a transform track: runtime curve, editor curves per component and its generic binding. */
function addTransform(clip: UnityClip, track: Track, ctx: Ctx, sides: KeySides[]): void {
  const path = pathOf(track, ctx.parents);
  const kind = channelOf(track).kind;
  const curve = curveOf(track, sides, ctx);
  const editor = (names: string): void => {
    for (let c = 0; c < track.components; c++) {
      clip.m_EditorCurves.push(floatCurve(curveOf(track, sides, ctx, c) as UnityAnimationCurve<number>, `${names}.${AXES[c]!}`, path, TRANSFORM_CLASS_ID, NONE));
    }
  };
  const bindings = clip.m_ClipBindingConstant.genericBindings;
  if (kind === 'translation') {
    clip.m_PositionCurves.push({ curve, path } as UnityTransformCurve);
    editor('m_LocalPosition');
    bindings.push(binding(path, 1, TRANSFORM_CLASS_ID, 0));
  } else if (kind === 'scale') {
    clip.m_ScaleCurves.push({ curve, path } as UnityTransformCurve);
    editor('m_LocalScale');
    bindings.push(binding(path, 3, TRANSFORM_CLASS_ID, 0));
  } else if (track.valueType === 'quat') {
    clip.m_RotationCurves.push({ curve, path } as never);
    editor('m_LocalRotation');
    bindings.push(binding(path, 2, TRANSFORM_CLASS_ID, 0));
  } else {
    clip.m_EulerCurves.push({ curve, path } as UnityTransformCurve);
    editor('localEulerAnglesRaw');
    bindings.push(binding(path, 4, TRANSFORM_CLASS_ID, 4));
  }
  if (path === '') clip.m_HasGenericRootTransform = 1;
}

/** Writes a numeric property track as one float curve per component (and editor curves, bindings). */
function addFloats(clip: UnityClip, track: Track, ctx: Ctx, sides: KeySides[]): void {
  const path = pathOf(track, ctx.parents);
  const extras = unityExtras(track);
  const visibility = channelOf(track).kind === 'visibility';
  const attribute = typeof extras.attribute === 'string' ? extras.attribute : visibility ? 'm_IsActive' : track.property;
  const classID = typeof extras.classID === 'number' ? extras.classID : visibility ? GAME_OBJECT_CLASS_ID : ANIMATOR_CLASS_ID;
  const script = typeof extras.script === 'object' && extras.script !== null ? (extras.script as UnityPPtr) : NONE;
  const n = track.components;
  if (n > 1) ctx.sink.warn('value-type-changed', `a ${track.valueType} property is written as ${String(n)} float curves (${attribute}.x, …)`, track.name);
  const names = track.valueType === 'color' ? COLOR_AXES : AXES;
  // One binding per path, component and attribute: a second track of the same binding is numbered.
  let base = attribute;
  const taken = (a: string): boolean =>
    Array.from({ length: n }, (_, c) => (n === 1 ? a : `${a}.${names[c]!}`)).some((name) => ctx.bound.has(`${path}\u0000${String(classID)}\u0000${name}`));
  if (taken(base)) {
    // linear in the tracks of one binding (core's NameSuffixes; bindings are only added)
    const key = `${path}\u0000${String(classID)}\u0000${attribute}\u0000${String(n)}${names[0]}`;
    base = `${attribute}_${String(ctx.suffixes.next(key, (k) => !taken(`${attribute}_${String(k)}`)))}`;
    ctx.sink.warn('name-changed', `another track binds ${attribute} on this path; this one is written as ${base}`, track.name);
  }
  for (let c = 0; c < n; c++) {
    const name = n === 1 ? base : `${base}.${names[c]!}`;
    ctx.bound.add(`${path}\u0000${String(classID)}\u0000${name}`);
    const curve = curveOf(track, sides, ctx, n === 1 ? undefined : c) as UnityAnimationCurve<number>;
    clip.m_FloatCurves.push(floatCurve(curve, name, path, classID, script));
    clip.m_EditorCurves.push(floatCurve(structuredClone(curve), name, path, classID, script));
    const custom = classID === ANIMATOR_CLASS_ID || name.startsWith('material.') || name.startsWith('blendShape.');
    if (!custom) clip.m_ClipBindingConstant.genericBindings.push(binding(path, crc32(name), classID, 0, script));
  }
}

/**
 * Converts a core {@link Clip} to a Unity AnimationClip document (see the module comment for the
 * curves, editor curves and generic bindings it generates).
 * @returns the document and warnings: `precision-lost` (float32 rounding), `extrapolation-changed`,
 *   `value-type-changed` (vector properties as float curves), `track-dropped` (string tracks),
 *   `interpolation-changed` (slerp quaternions, which Unity blends per component: the largest angle
 *   between the two in degrees).
 * @throws {ConversionError} in strict mode when there is a warning.
 */
export function unityFromClip(clip: Clip, options?: UnityFromClipOptions): ConvertResult<UnityDocument> {
  const ctx: Ctx = { sink: new WarningSink(), rounded: false, bound: new Set(), parents: clip.parents, suffixes: new NameSuffixes() };
  const extras = (clip.extras[FORMAT_ID] ?? {}) as Record<string, unknown>;
  const rate = clip.frameRate === undefined ? 60 : Math.fround(clip.frameRate.numerator / clip.frameRate.denominator);
  let last = 0;
  for (const t of clip.tracks) if (t.times.length > 0) last = Math.max(last, t.times[t.times.length - 1]!);
  const stop = Math.fround(clip.duration ?? last);
  const out = emptyClip(clip.name === '' ? 'Clip' : clip.name, rate, stop, extras.loopTime === true ? 1 : 0);
  const written = new Set<string>();
  for (const given of clip.tracks) {
    if (given.valueType === 'string' || given.times.length === 0) {
      ctx.sink.warn('track-dropped', given.valueType === 'string' ? 'Unity float curves hold no strings' : 'no keys', given.name);
      continue;
    }
    const kind = channelOf(given).kind;
    // (Unity draws each component on its own: the pipeline has put the keys of slerp tracks in one
    // hemisphere, UNITY_CAPABILITIES.quatInterpolation.)
    const track = withUnityUnits(given, kind, ctx);
    const sides = sidesOf(track);
    if (track.valueType === 'quat' && track.quatBlend !== 'nlerp' && track.interpolation.some((c, i) => c === 1 && i + 1 < track.times.length)) {
      const deviation = quatBlendDeviation(track, 'nlerp') * (180 / Math.PI);
      ctx.sink.warn(
        'interpolation-changed',
        `slerp between quaternion keys becomes per-component interpolation, normalised (Unity): equal at the keys, up to ${deviation.toPrecision(3)}° apart between them`,
        track.name,
      );
    }
    written.add(given.node);
    const transform = (kind === 'translation' || kind === 'scale' || kind === 'rotation') && (track.valueType === 'vec3' || track.valueType === 'quat');
    if (transform) addTransform(out, track, ctx, sides);
    else addFloats(out, track, ctx, sides);
  }
  for (const m of clip.markers ?? []) {
    const e = (m.extras?.[FORMAT_ID] ?? {}) as Record<string, unknown>;
    out.m_Events.push({
      time: Math.fround(m.time),
      functionName: m.name,
      data: typeof e.data === 'string' ? e.data : '',
      objectReferenceParameter: typeof e.objectReferenceParameter === 'object' && e.objectReferenceParameter !== null ? { ...(e.objectReferenceParameter as UnityPPtr) } : { ...NONE },
      floatParameter: typeof e.floatParameter === 'number' ? e.floatParameter : 0,
      intParameter: typeof e.intParameter === 'number' ? e.intParameter : 0,
      messageOptions: typeof e.messageOptions === 'number' ? e.messageOptions : 0,
    });
  }
  warnNoHierarchy(clip, written, FORMAT_ID, ctx.sink);
  if (ctx.rounded) ctx.sink.warn('precision-lost', 'times and values were rounded to float32, as Unity stores them');
  return ctx.sink.finish({ header: { yamlVersion: '1.1', tags: [{ handle: '!u!', prefix: 'tag:unity3d.com,2011:' }], classID: 74, fileID: '7400000' }, clip: out }, options);
}

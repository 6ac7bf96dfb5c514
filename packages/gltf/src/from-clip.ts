/**
 * Core clip → glTF document: one animation, a node per animated node (with the clip's hierarchy),
 * translation/rotation/scale/weights channels.
 *
 * @module
 */
import { channelOf, unitKind, depthFirstNodes, keyLimit, leafName, quatBlendDeviation, warnNoHierarchy, WarningSink, type Clip, type ConvertOptions, type ConvertResult, type Track } from '@anim/core';
import { Document, type Accessor, type Buffer, type Node } from '@gltf-transform/core';
import { KHRAnimationPointer, KHR_ANIMATION_POINTER } from './animation-pointer.js';
import { FORMAT_ID } from './constants.js';
import { ANIM_EXTRAS, escapeToken, materialIndex, pointerCarries, pointerMeta, sourcePointer, type PointerTrackMeta } from './pointer-tracks.js';
import { NODE_EXTRAS, PATH_NAME } from './nodes.js';
import { plainInterpolation, RESAMPLE_TOLERANCE, samplerKeys, type SamplerKeys } from './sampler-plan.js';
import { unitQuats, unitQuatsFloat32 } from './unit-quats.js';
import type { GltfContainer, GltfDocument } from './types.js';
import { weightKeys } from './weights.js';

/** Options of {@link gltfFromClip}. */
export interface GltfFromClipOptions extends ConvertOptions {
  /** The container the document is written in by default (`writeGltf`). Default `glb`. */
  readonly container?: GltfContainer | undefined;
  /**
   * Largest error (in the track's unit: metres, quaternion components, scale factors, weights) of a
   * curve glTF cannot draw exactly, resampled to LINEAR. Default 1e-4.
   */
  readonly tolerance?: number | undefined;
  /**
   * Write the tracks glTF has no node path for through `KHR_animation_pointer`: a node's other
   * properties as `/nodes/<i>/extras/<property>`, tracks read from a glTF material pointer back to
   * that pointer. Default false: such tracks are left out, each warned `track-dropped`.
   */
  readonly animationPointer?: boolean | undefined;
}

/** A channel to write: the node, the path and its sampler keys. */
interface PlannedChannel {
  /** The node animated (for a pointer into a material: the track's node, no glTF node is made). */
  readonly node: string;
  readonly path: 'translation' | 'rotation' | 'scale' | 'weights' | 'pointer';
  readonly keys: SamplerKeys;
  /** The values already rounded to float32, in place of `keys.values` (rotation keys normalised straight into float32). */
  readonly float32?: Float32Array;
  /** For `pointer`: where it points. */
  readonly pointer?: PlannedPointer;
}

/** Where a pointer channel points: a property in a node's extras, or a material's property. */
type PlannedPointer =
  | { readonly kind: 'node-extras'; readonly property: string; readonly initial: number | number[]; readonly meta: PointerTrackMeta | undefined }
  | { readonly kind: 'material'; readonly pointer: string; readonly material: number; readonly meta: PointerTrackMeta | undefined };

/** Material properties a pointer may target on a material gltfFromClip creates (defined by default, §5.19). */
const MATERIAL_PROPERTY = /^\/materials\/\d+\/(pbrMetallicRoughness\/(baseColorFactor|metallicFactor|roughnessFactor)|emissiveFactor|alphaCutoff)$/;

/**
 * The highest material index a pointer may name: the materials before it are created too, so an index
 * read from a file is bounded (a pointer to `/materials/99999999/…` must not make 10⁸ materials).
 */
const MAX_MATERIAL = 1023;

const PATHS = { translation: 'translation', rotation: 'rotation', scale: 'scale' } as const;

/**
 * Converts a clip adapted to glTF to a glTF document holding one animation named after the clip (glTF
 * 2.0 §3.11). Like every format's `fromClip` (see `FormatDescriptor.fromClip`), it takes the clip as
 * core's pipeline hands it over — moved into glTF's space and laid out as glTF holds it by `adaptClip`
 * with `gltfFormat.capabilities` (lengths in metres, per-axis translation/scale combined into
 * `vec3`, Euler rotations turned into quaternions, tracks glTF cannot hold left out, each warned) —
 * and does not adapt it again. For any other clip call core's `convertClip(clip, gltfFormat)`, which
 * adapts it and then calls this function. Given a clip that is not adapted, the tracks it cannot write
 * as they are (per-axis scalars, Euler angles, a translation not in metres) are left out, each warned
 * `track-dropped`; nothing is written wrongly:
 * - a node per animated node and per node of `clip.parents` (animated or not: an unanimated ancestor,
 *   Maya's unanimated end joint), each under its parent, the roots in one scene: a node tree. Nodes are named by their leaf name
 *   (`Handle`, for a clip node `Hinge/Door/Handle` under `Hinge/Door`); a node whose clip name is a path
 *   gets `extras: { anim: { pathName: true } }`, so `gltfToClip` names it by its path again and
 *   glTF → clip → Unity gives back the same binding paths. A clip whose source states no hierarchy
 *   (`clip.noHierarchy`) warns `hierarchy-flattened` once;
 * - `translation`/`rotation`/`scale` tracks → channels; scalar tracks `weights/<target>` of a node →
 *   one weights channel on a placeholder mesh (one triangle, one zero morph target per weight,
 *   `extras.targetNames`); other tracks of 1–4 numbers per key go through `KHR_animation_pointer` with
 *   `options.animationPointer` (into the node's extras, or back to the material a glTF pointer named;
 *   see `pointer-tracks.ts`), else are left out (`track-dropped`);
 * - constant → STEP, linear → LINEAR, Bézier with one-third handles (and linear segments among them) →
 *   CUBICSPLINE, exactly; other curves → LINEAR resampled within `tolerance` (`resampled`);
 * - quaternions normalised (`quaternion-not-unit` when a key was off by more than 1e-6) and, for
 *   STEP/LINEAR, kept on one hemisphere per channel (q and −q are the same rotation); linear segments
 *   of a track blended component-wise (`quatBlend: 'nlerp'`: MRTK, Unity) become slerp, warned
 *   `interpolation-changed` with the largest angle between the two (core's `quatBlendDeviation`);
 * - times and values as float32 (`time-adjusted` when keys fall on one float32 time and are merged,
 *   or when the clip starts before 0 s and is shifted, glTF times being ≥ 0);
 * - non-constant extrapolation is `extrapolation-changed` (glTF holds the end keys), markers are
 *   `metadata-dropped`.
 * @throws {ConversionError} in strict mode when a warning was recorded; `LimitError` when resampling
 *   a track (or converting its Euler angles) would take more than `options.maxKeys` keys (default
 *   `DEFAULT_MAX_KEYS` of `@anim/core`).
 */
export function gltfFromClip(clip: Clip, options: GltfFromClipOptions = {}): ConvertResult<GltfDocument> {
  const sink = new WarningSink();
  const tolerance = options.tolerance ?? RESAMPLE_TOLERANCE;
  const maxKeys = keyLimit(options);
  const planned: PlannedChannel[] = [];
  const weights = new Map<string, Track[]>();
  /** The pointer targets taken so far: one animation must not point at one property twice (KHR_animation_pointer). */
  const pointed = new Map<string, string>();
  for (const track of clip.tracks) {
    if (track.times.length === 0) {
      sink.warn('track-dropped', 'the track has no keys', track.name);
      continue;
    }
    const kind = channelOf(track).kind;
    if (track.preExtrapolation !== 'constant' || track.postExtrapolation !== 'constant') {
      sink.warn('extrapolation-changed', `glTF holds the end keys (was ${track.preExtrapolation}/${track.postExtrapolation})`, track.name);
    }
    if (kind === 'translation' && unitKind(track.unit) === 'length' && track.unit !== 'm') {
      sink.warn('track-dropped', `the translation is in ${track.unit}, glTF's are in metres: pass the clip through core's convertClip(clip, gltfFormat), which converts it`, track.name);
    } else if ((kind === 'translation' || kind === 'scale') && track.valueType === 'vec3') {
      planned.push({ node: track.node, path: PATHS[kind], keys: plan(track, tolerance, sink, maxKeys) });
    } else if (kind === 'rotation' && track.valueType === 'quat') {
      warnBlend(track, sink);
      planned.push(rotationChannel(track, tolerance, sink, maxKeys));
    } else if (track.valueType === 'scalar' && /^weights(\/|$)/.test(track.property)) {
      const list = weights.get(track.node) ?? [];
      list.push(track);
      weights.set(track.node, list);
    } else if (options.animationPointer === true && pointerCarries(track)) {
      const channel = pointerChannel(track, tolerance, pointed, sink, maxKeys);
      if (channel !== undefined) planned.push(channel);
    } else {
      const hint = pointerCarries(track) ? ' (animationPointer, CLI --gltf-animation-pointer, writes it through KHR_animation_pointer)' : '';
      sink.warn('track-dropped', `glTF animates node translation, rotation, scale and morph weights, not '${track.property}'${hint}`, track.name);
    }
  }
  for (const [node, tracks] of weights) {
    const keys = weightKeys(tracks, tolerance, maxKeys);
    if (keys.resampled) sink.warn('resampled', `the morph weights of ${node} were sampled onto shared LINEAR keys`, node);
    planned.push({ node, path: 'weights', keys });
  }
  const document = buildDocument(clip, planned, weights, sink);
  return sink.finish({ document, container: options.container ?? 'glb', version: '2.0', missingImages: [] }, options);
}

function plan(track: Track, tolerance: number, sink: WarningSink, maxKeys: number): SamplerKeys {
  const keys = samplerKeys(track, tolerance, maxKeys);
  if (keys.held === true) {
    sink.warn('resampled', `glTF has no sampler mixing constant segments with others; each held value ends with a key one float32 step before the next key (${keys.interpolation} keys, exact at float32 times between the jumps)`, track.name);
  } else if (keys.resampled) sink.warn('resampled', `glTF has no sampler for this curve; it was sampled as LINEAR keys within ${String(tolerance)}`, track.name);
  return keys;
}

/**
 * A `KHR_animation_pointer` channel for a track glTF has no node path for: into the material its
 * glTF pointer named, else into its node's extras; bool and int tracks as STEP.
 */
function pointerChannel(track: Track, tolerance: number, pointed: Map<string, string>, sink: WarningSink, maxKeys: number): PlannedChannel | undefined {
  const meta = pointerMeta(track);
  const from = sourcePointer(track);
  const target = from ?? `${track.node}\u0000${track.property}`;
  const taken = pointed.get(target);
  if (taken !== undefined) {
    sink.warn('track-dropped', `${taken} already animates ${from ?? `'${track.property}' of ${track.node}`}, and a pointer may target a property once`, track.name);
    return undefined;
  }
  pointed.set(target, track.name);
  let pointer: PlannedPointer;
  if (from !== undefined) {
    const material = materialIndex(from);
    if (material === undefined || !MATERIAL_PROPERTY.test(from)) {
      sink.warn('track-dropped', `it animates ${from}; gltfFromClip makes nodes and materials only, with their default-valued properties`, track.name);
      return undefined;
    }
    if (material > MAX_MATERIAL) {
      sink.warn('track-dropped', `it animates ${from}; gltfFromClip makes materials 0 to ${String(MAX_MATERIAL)} at most`, track.name);
      return undefined;
    }
    pointer = { kind: 'material', pointer: from, material, meta };
  } else {
    const n = track.components;
    const initial = n === 1 ? track.values[0]! : Array.from(track.values.subarray(0, n));
    pointer = { kind: 'node-extras', property: track.property, initial, meta };
  }
  const stepped = track.valueType === 'bool' || track.valueType === 'int';
  const keys: SamplerKeys = stepped
    ? { interpolation: 'STEP', times: track.times, width: track.components, values: track.values, resampled: false }
    : plan(track, tolerance, sink, maxKeys);
  return { node: track.node, path: 'pointer', keys, pointer };
}

function buildDocument(clip: Clip, planned: readonly PlannedChannel[], weights: ReadonlyMap<string, Track[]>, sink: WarningSink): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene();
  document.getRoot().setDefaultScene(scene);
  const nodes = new Map<string, Node>();
  const parents = clip.parents ?? {};
  const nodeOf = (name: string): Node => {
    let node = nodes.get(name);
    if (node === undefined) {
      // The node is named by its leaf (`Handle`, not `Hinge/Door/Handle`); a name that is a path is
      // marked so that gltfToClip names it by its path again.
      const leaf = leafName(parents, name);
      node = document.createNode(leaf);
      if (leaf !== name) node.setExtras({ [NODE_EXTRAS]: { [PATH_NAME]: true } });
      nodes.set(name, node);
    }
    return node;
  };
  // Every node the hierarchy names is a node of the tree, animated or not (an unanimated end joint too),
  // created depth first: a parent before its children, the roots in order of first appearance.
  const animated = [...new Set(planned.filter((c) => c.pointer?.kind !== 'material').map((c) => c.node))];
  if (animated.length > 0) for (const name of depthFirstNodes([...animated, ...Object.keys(parents)], parents)) nodeOf(name);
  warnNoHierarchy(clip, nodes.keys(), FORMAT_ID, sink);
  for (const name of [...nodes.keys()]) {
    const seen = new Set<string>([name]);
    for (let child = name, parent = parents[name]; parent !== undefined && !seen.has(parent); child = parent, parent = parents[parent]) {
      seen.add(parent);
      const p = nodeOf(parent);
      const c = nodeOf(child);
      if (c.getParentNode() === null && !isAncestor(c, p)) p.addChild(c);
    }
  }
  for (const node of nodes.values()) if (node.getParentNode() === null) scene.addChild(node);
  for (const [name, tracks] of weights) nodeOf(name).setMesh(morphMesh(document, buffer, name, tracks));

  const start = Math.min(0, ...planned.map((c) => c.keys.times[0]!));
  if (start < 0) sink.warn('time-adjusted', `glTF key times are ≥ 0: every key was moved by ${String(-start)} s`);
  if (planned.length === 0) return document;
  const animation = document.createAnimation(clip.name);
  const pointers = planned.some((c) => c.pointer !== undefined) ? document.createExtension(KHRAnimationPointer) : undefined;
  // glTF-Transform writes nodes and materials in creation order: their indices are known now.
  const nodeIndex = new Map(document.getRoot().listNodes().map((n, i) => [n, i]));
  for (const channel of planned) {
    const p = channel.pointer;
    if (p?.kind === 'material') while (document.getRoot().listMaterials().length <= p.material) document.createMaterial();
    if (p?.kind === 'node-extras') nodeOf(channel.node).setExtras({ ...nodeOf(channel.node).getExtras(), [p.property]: p.initial });
  }
  // Channels sharing a times array (as tracks read from one sampler input do) convert it once; inputs
  // equal as float32 share one accessor.
  const inputs: { times: Float32Array; accessor: Accessor }[] = [];
  const byTimes = new Map<Float64Array, { keep: readonly number[] | undefined; accessor: Accessor }>();
  for (const channel of planned) {
    let input = byTimes.get(channel.keys.times);
    if (input === undefined) {
      const { times, keep } = float32Times(channel.keys.times, start);
      let accessor = inputs.find((i) => sameArray(i.times, times))?.accessor;
      if (accessor === undefined) {
        accessor = document.createAccessor().setType('SCALAR').setArray(times).setBuffer(buffer);
        inputs.push({ times, accessor });
      }
      input = { keep, accessor };
      byTimes.set(channel.keys.times, input);
    }
    const { values, interpolation } = float32Values(channel, input.keep, sink);
    const type = channel.path === 'pointer' ? ACCESSOR_TYPES[channel.keys.width - 1]! : channel.path === 'weights' ? 'SCALAR' : channel.path === 'rotation' ? 'VEC4' : 'VEC3';
    const output = document.createAccessor().setType(type).setArray(values).setBuffer(buffer);
    const sampler = document.createAnimationSampler().setInput(input.accessor).setOutput(output).setInterpolation(interpolation);
    const target = document.createAnimationChannel().setSampler(sampler);
    const p = channel.pointer;
    if (p === undefined || pointers === undefined) target.setTargetNode(nodeOf(channel.node)).setTargetPath(channel.path as 'translation');
    else {
      const pointer = p.kind === 'material' ? p.pointer : `/nodes/${String(nodeIndex.get(nodeOf(channel.node))!)}/extras/${escapeToken(p.property)}`;
      // 'pointer' is the extension's path; glTF-Transform's type lists the core paths only.
      target.setTargetPath('pointer' as 'weights').setExtension(KHR_ANIMATION_POINTER, pointers.createAnimationPointer().setPointer(pointer));
      if (p.meta !== undefined) target.setExtras({ [ANIM_EXTRAS]: p.meta });
    }
    animation.addSampler(sampler).addChannel(target);
  }
  return document;
}

const ACCESSOR_TYPES = ['SCALAR', 'VEC2', 'VEC3', 'VEC4'] as const;

/** True when `node` is `of` or one of its ancestors (a parent map with a cycle must not make one in the scene graph). */
function isAncestor(node: Node, of: Node): boolean {
  for (let n: Node | null = of; n !== null; n = n.getParentNode()) if (n === node) return true;
  return false;
}

/**
 * A rotation channel: its keys normalised (see `unitQuats`); STEP and LINEAR keys go into the sampler
 * as they are, so they are normalised straight into float32.
 */
function rotationChannel(track: Track, tolerance: number, sink: WarningSink, maxKeys: number): PlannedChannel {
  const plain = plainInterpolation(track);
  if (plain === undefined) return { node: track.node, path: 'rotation', keys: plan(unitQuats(track, sink), tolerance, sink, maxKeys) };
  const float32 = unitQuatsFloat32(track, sink);
  return { node: track.node, path: 'rotation', keys: { interpolation: plain, times: track.times, width: 4, values: track.values, resampled: false }, float32 };
}

/** Below this angle (radians) nlerp and slerp between keys are one rotation at float32 precision. */
const BLEND_NOISE = 1e-7;

/**
 * Warns (`interpolation-changed`, with the largest angle in degrees) when a quaternion track blended
 * component-wise (MRTK's nlerp, Unity's curves) has linear segments, which glTF's LINEAR slerps.
 */
function warnBlend(track: Track, sink: WarningSink): void {
  if (track.quatBlend !== 'nlerp' || !track.interpolation.some((code, k) => code === 1 && k + 1 < track.times.length)) return;
  const deviation = quatBlendDeviation(track, 'slerp');
  if (deviation <= BLEND_NOISE) return;
  sink.warn(
    'interpolation-changed',
    `linear segments blended component-wise and normalised (nlerp) become glTF's slerp: equal at the keys, up to ${(deviation * (180 / Math.PI)).toPrecision(3)}° apart between them`,
    track.name,
  );
}

/** A sampler input as float32: the times, and the keys kept when some fell on one float32 time (the later of them). */
interface FloatTimes {
  readonly times: Float32Array;
  readonly keep: readonly number[] | undefined;
}

/** The times shifted by −start as float32; keys falling on one float32 time are merged (the later kept). */
function float32Times(times: Float64Array, start: number): FloatTimes {
  let t32: Float32Array;
  if (start === 0) t32 = new Float32Array(times);
  else {
    t32 = new Float32Array(times.length);
    for (let k = 0; k < times.length; k++) t32[k] = times[k]! - start;
  }
  let merged = false;
  for (let k = 1; k < t32.length && !merged; k++) merged = t32[k] === t32[k - 1];
  if (!merged) return { times: t32, keep: undefined };
  const keep: number[] = [];
  for (let k = 0; k < times.length; k++) {
    if (keep.length > 0 && t32[keep[keep.length - 1]!] === t32[k]) keep[keep.length - 1] = k;
    else keep.push(k);
  }
  return { times: Float32Array.from(keep, (k) => t32[k]!), keep };
}

/** A sampler's output values as float32 and its interpolation. */
interface FloatValues {
  readonly values: Float32Array;
  readonly interpolation: SamplerKeys['interpolation'];
}

/**
 * The channel's values as float32, of the keys `keep` lists (all when undefined), warned `time-adjusted`
 * when keys were merged. A CUBICSPLINE channel merged down to one key is written as one LINEAR key (its
 * value): glTF 2.0 §5.6 requires at least two keys of a CUBICSPLINE sampler, and one key draws the
 * same constant either way.
 */
function float32Values(channel: PlannedChannel, keep: readonly number[] | undefined, sink: WarningSink): FloatValues {
  const { times, width, interpolation } = channel.keys;
  const values = channel.float32 ?? channel.keys.values;
  if (keep === undefined) return { values: channel.float32 ?? new Float32Array(values), interpolation };
  sink.warn('time-adjusted', `${String(times.length - keep.length)} keys fell on the float32 time of the next key and were merged into it`, `${channel.node}.${channel.path}`);
  if (interpolation === 'CUBICSPLINE' && keep.length < 2) {
    const k = keep[0]!;
    return { values: new Float32Array(values.subarray((3 * k + 1) * width, (3 * k + 2) * width)), interpolation: 'LINEAR' };
  }
  const stride = width * (interpolation === 'CUBICSPLINE' ? 3 : 1);
  const outValues = new Float32Array(keep.length * stride);
  keep.forEach((k, i) => { outValues.set(values.subarray(k * stride, (k + 1) * stride), i * stride); });
  return { values: outValues, interpolation };
}

function sameArray(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A one-triangle mesh with one zero morph target per weight track, named as the tracks. */
function morphMesh(document: Document, buffer: Buffer, name: string, tracks: readonly Track[]) {
  const position = document
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const primitive = document.createPrimitive().setAttribute('POSITION', position);
  for (const track of tracks) {
    const delta = document.createAccessor().setType('VEC3').setArray(new Float32Array(9)).setBuffer(buffer);
    primitive.addTarget(document.createPrimitiveTarget(targetName(track)).setAttribute('POSITION', delta));
  }
  return document
    .createMesh(name)
    .addPrimitive(primitive)
    .setWeights(tracks.map(() => 0))
    .setExtras({ targetNames: tracks.map(targetName) });
}

/** The morph target's name: the track's property after `weights/` (glTF-Transform writes target names to `extras.targetNames`). */
function targetName(track: Track): string {
  return track.property.replace(/^weights\/?/, '');
}

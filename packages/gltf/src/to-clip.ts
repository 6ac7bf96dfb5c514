/**
 * glTF animations → core clips: one clip per animation, one track per channel (one per morph target
 * for weights), the node hierarchy (the trees of the animated nodes) in `clip.parents`.
 *
 * @module
 */
import { InterpolationCode, InvalidArgumentError, WarningSink, type Clip, type ConvertOptions, type ConvertResult, type Track } from '@anim/core';
import type { Accessor, Animation, AnimationChannel, Node } from '@gltf-transform/core';
import { pointerOf } from './animation-pointer.js';
import { gltfChannelData, nodePointer, type GltfChannelData } from './channel-data.js';
import { FORMAT_ID, SPACE } from './constants.js';
import { nodeNames, type NodeNames } from './nodes.js';
import { nodeExtrasPointer, readPointerMeta } from './pointer-tracks.js';
import type { GltfDocument } from './types.js';

/** Options of {@link gltfToClip}. */
export interface GltfToClipOptions extends ConvertOptions {
  /** Which animation: its index in the file or its name. Default the first (index 0). */
  readonly animation?: number | string | undefined;
}

const CODE = { STEP: InterpolationCode.constant, LINEAR: InterpolationCode.linear, CUBICSPLINE: InterpolationCode.bezier } as const;

/**
 * Converts one animation of a glTF document to a core {@link Clip} (glTF 2.0 §3.11):
 * - `translation` → a `vec3` track in metres (channel `translation`), `rotation` → a `quat` track
 *   (x, y, z, w; channel `rotation`, slerp), `scale` → a `vec3` track (channel `scale`), `weights` → one
 *   scalar track per morph target (property `weights/<target name>` from the mesh's
 *   `extras.targetNames`, else `weights/<index>`);
 * - `STEP` → constant, `LINEAR` → linear, `CUBICSPLINE` → Bézier whose handles are one third of each
 *   segment long carrying the glTF tangents (exact: core draws the same Hermite curve);
 * - times in seconds; values as stored (normalized integers decoded); constant extrapolation (glTF
 *   holds the end keys);
 * - track nodes are unique node names (`node<i>` for unnamed nodes; a node marked
 *   `extras.anim.pathName`, as `gltfFromClip` marks nodes whose clip names were paths, is named
 *   `<parent's name>/<own name>`; see `nodeNames`), `clip.parents` holds the tree of each animated
 *   node (glTF node children, §3.5.3): the parent of every node under the root of an animated node,
 *   animated or not (a skeleton's end joints too);
 * - `KHR_animation_pointer` channels: a pointer to a node's translation/rotation/scale/weights is read
 *   as that node's channel; a pointer to another plain property (no `extensions` segment) becomes a
 *   generic property track (node = the pointer up to its last segment without the leading `/`,
 *   property = the last segment; `scalar`/`vec2`/`vec3`/`vec4`, or one scalar per component beyond 4;
 *   the pointer kept in `track.extras.gltf.pointer`); a pointer into a node's extras
 *   (`/nodes/<i>/extras/<property>`, as `gltfFromClip` writes with `animationPointer`) becomes that
 *   node's property track, its value type, unit, channel kind and name from the channel's
 *   `extras.anim`; pointers into extensions, and channels without a target node, are left out
 *   (`track-dropped`).
 * The clip's `extras.gltf.animation` is the animation's index. Tracks whose channels share a sampler
 * input (as exporters write them) share one `times` array, as the file shares the accessor; the
 * values of a STEP or LINEAR channel of plain floats are the output accessor's own `Float32Array`
 * (no copy): copy them before editing a track's times or values in place.
 *
 * @throws {InvalidArgumentError} when `options.animation` names no animation of the file;
 *   {ConversionError} in strict mode when something was left out.
 */
export function gltfToClip(doc: GltfDocument, options: GltfToClipOptions = {}): ConvertResult<Clip> {
  const animations = doc.document.getRoot().listAnimations();
  const sink = new WarningSink();
  const names = nodeNames(doc.document);
  const which = options.animation ?? 0;
  if (animations.length === 0 && which === 0) {
    return sink.finish({ name: '', tracks: [], space: SPACE, extras: { [FORMAT_ID]: { animation: 0 } } }, options);
  }
  const index = typeof which === 'number' ? which : animations.findIndex((a) => a.getName() === which);
  const animation = animations[index];
  if (animation === undefined) {
    const list = animations.map((a, i) => (a.getName() === '' ? String(i) : `${String(i)} '${a.getName()}'`)).join(', ');
    throw new InvalidArgumentError(`gltf: no animation ${typeof which === 'number' ? String(which) : `named '${which}'`} (the file has ${list === '' ? 'none' : list})`);
  }
  return sink.finish(animationClip(animation, index, names, sink), options);
}

/**
 * Every animation of a glTF document as a clip, in file order (see {@link gltfToClip}); the warnings of
 * all of them together.
 * @throws {ConversionError} in strict mode when something was left out.
 */
export function gltfToClips(doc: GltfDocument, options: ConvertOptions = {}): ConvertResult<Clip[]> {
  const sink = new WarningSink();
  const names = nodeNames(doc.document);
  const clips = doc.document.getRoot().listAnimations().map((animation, i) => animationClip(animation, i, names, sink));
  return sink.finish(clips, options);
}

function animationClip(animation: Animation, index: number, names: NodeNames, sink: WarningSink): Clip {
  const tracks: Track[] = [];
  const parents: Record<string, string> = {};
  const roots = new Set<Node>();
  const used = new Set<string>();
  const timesCache = new Map<Accessor, Float64Array>();
  animation.listChannels().forEach((channel, c) => {
    const at = `animations/${String(index)}/channels/${String(c)}`;
    let node = channel.getTargetNode();
    let pointerTarget: string | undefined;
    let extrasProperty: string | undefined;
    if ((channel.getTargetPath() as string | null) === 'pointer') {
      const pointer = pointerOf(channel);
      const onNode = pointer === undefined ? undefined : nodePointer(pointer);
      const inExtras = pointer === undefined ? undefined : nodeExtrasPointer(pointer);
      if (pointer === undefined) {
        sink.warn('track-dropped', 'a KHR_animation_pointer channel without a pointer', at);
        return;
      } else if (onNode !== undefined) {
        node = names.nodes[onNode.node] ?? null;
      } else if (inExtras !== undefined && names.nodes[inExtras.node] !== undefined) {
        node = names.nodes[inExtras.node]!;
        extrasProperty = inExtras.property;
      } else if (!isPlainPointer(pointer)) {
        sink.warn('track-dropped', `KHR_animation_pointer ${pointer} points into an extension and is not read`, at);
        return;
      } else pointerTarget = pointer;
    }
    if (pointerTarget !== undefined) {
      for (const track of pointerTracks(channel, pointerTarget, timesCache)) {
        used.add(track.name);
        tracks.push(track);
      }
      return;
    }
    if (node === null) {
      sink.warn('track-dropped', 'the channel has no target node', at);
      return;
    }
    const nodeName = names.nameOf.get(node)!;
    let root = node;
    for (let parent = names.parentOf.get(root), steps = 0; parent !== undefined && steps <= names.nodes.length; parent = names.parentOf.get(root), steps++) root = parent;
    roots.add(root);
    const made = extrasProperty === undefined ? channelTracks(channel, node, nodeName, timesCache) : [extrasTrack(channel, nodeName, extrasProperty, timesCache)];
    for (const track of made) {
      let name = track.name;
      if (used.has(name)) {
        name = `${track.name}#${String(c)}`;
        sink.warn('name-changed', `a second channel animates ${track.name}; its track is named ${name}`, at);
      }
      used.add(name);
      tracks.push(name === track.name ? track : { ...track, name });
    }
  });
  // The whole tree of each animated node: its ancestors and every other node under the same root
  // (a skeleton's unanimated end joints too), so the hierarchy comes out as it went in.
  const seen = new Set<Node>();
  const walk = (node: Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const child of node.listChildren()) {
      parents[names.nameOf.get(child)!] = names.nameOf.get(node)!;
      walk(child);
    }
  };
  for (const root of roots) walk(root);
  const clip: Clip = { name: animation.getName(), tracks, space: SPACE, extras: { [FORMAT_ID]: { animation: index } } };
  if (Object.keys(parents).length > 0) clip.parents = parents;
  return clip;
}

function channelTracks(channel: AnimationChannel, target: Node, node: string, timesCache: Map<Accessor, Float64Array>): Track[] {
  const data = gltfChannelData(channel, timesCache);
  if (data.path !== 'weights' && data.path !== 'pointer') {
    const property = data.path;
    const quat = property === 'rotation';
    return [
      makeTrack(data, 0, data.width, {
        name: `${node}.${property}`,
        node,
        property,
        valueType: quat ? 'quat' : 'vec3',
        unit: property === 'translation' ? 'm' : 'none',
        channel: { kind: property },
        ...(quat ? { quatBlend: 'slerp' as const } : {}),
      }),
    ];
  }
  const targetNames = meshTargetNames(target, data.width);
  const tracks: Track[] = [];
  for (let j = 0; j < data.width; j++) {
    const property = `weights/${targetNames[j]!}`;
    tracks.push(makeTrack(data, j, 1, { name: `${node}.${property}`, node, property, valueType: 'scalar', unit: 'none' }));
  }
  return tracks;
}

/**
 * The track of a pointer into a node's extras (`/nodes/<i>/extras/<property>`, as `gltfFromClip`
 * writes a node's other properties): that node's `property`, with the value type, unit and channel
 * kind of the channel's `extras.anim` (else a plain vector of the accessor's width).
 */
function extrasTrack(channel: AnimationChannel, node: string, property: string, timesCache: Map<Accessor, Float64Array>): Track {
  const data = gltfChannelData(channel, timesCache);
  const meta = readPointerMeta(channel.getExtras(), data.width);
  return makeTrack(data, 0, data.width, {
    name: meta.name ?? `${node}.${property}`,
    node,
    property,
    valueType: meta.valueType,
    unit: meta.unit,
    ...(meta.channel === undefined ? {} : { channel: meta.channel }),
  });
}

/** A pointer to a property of the document outside extensions (RFC 6901, at least two segments). */
function isPlainPointer(pointer: string): boolean {
  const parts = pointer.split('/').slice(1);
  return pointer.startsWith('/') && parts.length >= 2 && !parts.includes('extensions') && parts.every((p) => p !== '');
}

/**
 * The tracks of a `KHR_animation_pointer` channel on a plain property: node = the pointer up to its
 * last segment (`materials/0/pbrMetallicRoughness`), property = the last segment (`baseColorFactor`);
 * one track of 1–4 components, or one scalar track per component (`<property>/<i>`) for larger values.
 */
function pointerTracks(channel: AnimationChannel, pointer: string, timesCache: Map<Accessor, Float64Array>): Track[] {
  const data = gltfChannelData(channel, timesCache);
  const cut = pointer.lastIndexOf('/');
  const node = pointer.slice(1, cut);
  const property = pointer.slice(cut + 1);
  const head = { node, unit: 'none' as const };
  const extras = { [FORMAT_ID]: { pointer } };
  if (data.width <= 4) {
    const meta = readPointerMeta(channel.getExtras(), data.width);
    const track = makeTrack(data, 0, data.width, { ...head, name: `${node}.${property}`, property, valueType: meta.valueType, unit: meta.unit, ...(meta.channel === undefined ? {} : { channel: meta.channel }) });
    return [{ ...track, extras }];
  }
  return Array.from({ length: data.width }, (_, j) => ({
    ...makeTrack(data, j, 1, { ...head, name: `${node}.${property}/${String(j)}`, property: `${property}/${String(j)}`, valueType: 'scalar' }),
    extras: { [FORMAT_ID]: { pointer, component: j } },
  }));
}

type TrackHead = Pick<Track, 'name' | 'node' | 'property' | 'valueType' | 'unit'> & Partial<Pick<Track, 'channel' | 'quatBlend'>>;

/** A track of components [first, first + n) of the channel's values. */
function makeTrack(data: GltfChannelData, first: number, n: number, head: TrackHead): Track {
  const { times, width } = data;
  const keys = times.length;
  let values: Float64Array | Float32Array;
  // A track holding all of a channel's values takes gltfChannelData's array over: a fresh array, or the
  // accessor's own float32 array (shared with the document, as `times` is shared between tracks).
  if (first === 0 && n === width) values = data.values;
  else {
    const part = new Float64Array(keys * n);
    for (let k = 0; k < keys; k++) for (let c = 0; c < n; c++) part[k * n + c] = data.values[k * width + first + c]!;
    values = part;
  }
  const interpolation = new Uint8Array(keys).fill(CODE[data.interpolation]);
  const track: Track = {
    ...head,
    components: n,
    times,
    values,
    interpolation,
    preExtrapolation: 'constant',
    postExtrapolation: 'constant',
  };
  if (data.inTangents !== undefined && data.outTangents !== undefined) {
    const inHandles = new Float64Array(keys * n * 2);
    const outHandles = new Float64Array(keys * n * 2);
    for (let k = 0; k < keys; k++) {
      const before = k > 0 ? times[k]! - times[k - 1]! : keys > 1 ? times[1]! - times[0]! : 1;
      const after = k < keys - 1 ? times[k + 1]! - times[k]! : keys > 1 ? times[k]! - times[k - 1]! : 1;
      for (let c = 0; c < n; c++) {
        const i = (k * n + c) * 2;
        const dtIn = -before / 3;
        const dtOut = after / 3;
        inHandles[i] = dtIn;
        inHandles[i + 1] = dtIn === 0 ? 0 : data.inTangents[k * width + first + c]! * dtIn;
        outHandles[i] = dtOut;
        outHandles[i + 1] = dtOut === 0 ? 0 : data.outTangents[k * width + first + c]! * dtOut;
      }
    }
    track.inHandles = inHandles;
    track.outHandles = outHandles;
  }
  return track;
}

/** The morph-target names of the channel's mesh (`mesh.extras.targetNames`, Blender's and three.js's convention), else indices. */
function meshTargetNames(node: Node, count: number): string[] {
  const extras = node.getMesh()?.getExtras() as { targetNames?: unknown } | undefined;
  const given = extras?.targetNames;
  const names: string[] = [];
  const seen = new Set<string>();
  for (let j = 0; j < count; j++) {
    let name = Array.isArray(given) && typeof given[j] === 'string' && given[j] !== '' ? (given[j] as string) : String(j);
    if (seen.has(name)) name = `${name}#${String(j)}`;
    seen.add(name);
    names.push(name);
  }
  return names;
}

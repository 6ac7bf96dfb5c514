/**
 * Conversion from the core model: animated 2D point tracks named like {@link rotoToClip}'s
 * (`<layer>/<shape>/points/<i>/center`, `…/leftTangent`, `…/rightTangent`, `…/feather`,
 * `…/featherLeftTangent`, `…/featherRightTangent`, `…/attributes/<name>`, `…/transform/<field>`) become
 * Bézier roto shapes of a new Roto node.
 *
 * @module
 */
import {
  ConversionError,
  evaluate,
  nodePath,
  WarningSink,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Extrapolation,
  type Track,
} from '@anim/core';
import { combinePointComponents } from './from-clip-components.js';
import { rotoAttributeList, rotoKeyedCurve, rotoTimelessCurve } from './keys.js';
import { rotoSharedTimePoints } from './points.js';
import { VERSION_1_2 } from './parse-knob.js';
import { parseRotoText } from './read.js';
import { serializeKnob } from './serialize.js';
import { transformDefault } from './defaults.js';
import type {
  RotoAnimCurve,
  RotoAnimKey,
  RotoAttribute,
  RotoAnimTree,
  RotoCubicCurve,
  RotoCurveGroupNode,
  RotoCurveViews,
  RotoLayerNode,
  RotoDocument,
  RotoTimelessKey,
  RotoTimelessValue,
} from './types.js';

/** Options of {@link rotoFromClip}. */
export interface RotoFromClipOptions extends ConvertOptions {
  /** Name of the Roto node written (default `Roto1`). */
  readonly nodeName?: string | undefined;
}

const PART = /^points\/(\d+)\/(center|leftTangent|rightTangent|feather|featherLeftTangent|featherRightTangent)$/;
/** An attribute track's property: `attributes/<name>`, or `attributes_<name>` as Maya spells it. */
const ATTRIBUTE = /^attributes[/_]./;
/** `transform_rotate`, as Maya spells `transform/rotate`. */
const ROTATE = /^transform[/_]rotate$/;
/** Transform tracks written back: property, value type, the `{t …}` field index of each component. */
const TRANSFORM_FIELDS_OF: Readonly<Record<string, readonly [string, readonly number[]]>> = {
  'transform/pivot': ['vec2', [0, 1]],
  'transform/translate': ['vec2', [3, 4]],
  'transform/rotate': ['scalar', [8]],
  'transform/scale': ['vec2', [9, 10]],
  'transform/skew': ['vec2', [12, 13]],
  'transform/extraTranslate': ['vec2', [15, 16]],
};
const PARTS = ['leftTangent', 'center', 'rightTangent', 'featherLeftTangent', 'feather', 'featherRightTangent'] as const;
const EXTRAP: Partial<Record<Extrapolation, number>> = { constant: 0, linear: 1, cycle: 2 };

interface ShapeTracks {
  parts: Map<number, Map<string, Track>>;
  attributes: Track[];
  transform: Track[];
}

/** One dimension of a track as timeless keys at `frames` (exact when the track is keyed there). */
function dimKeys(track: Track, c: number, frames: readonly number[], fps: number, exact: boolean, sink: WarningSink): RotoTimelessKey[] {
  const n = track.components;
  const count = track.times.length;
  const pre = EXTRAP[track.preExtrapolation];
  const post = EXTRAP[track.postExtrapolation];
  if (pre === undefined || post === undefined) {
    sink.warn('extrapolation-changed', `extrapolation ${track.preExtrapolation}/${track.postExtrapolation} has no Nuke equivalent; constant is used`, track.name);
  }
  if (!exact) {
    return frames.map((f) => ({ value: evaluate(track, f / fps)[c]!, lslope: 0, la: 1, rslope: 0, ra: 1, interpolation: 1 }));
  }
  const keys: RotoTimelessKey[] = [];
  for (let k = 0; k < count; k++) {
    const code = track.interpolation[k]!;
    const interp = code === 2 ? 2 : code === 1 ? 1 : 0;
    let ext = k === 0 && count > 1 ? (pre ?? 0) : (post ?? 0);
    // Code 256 (step, linear extrapolation) is the default a key without a code gets, drawn cubic (see
    // `segmentMode`): a step key that draws a segment takes another extrapolation code. A middle key's
    // is unused; the first key's is the behaviour before it, so that one changes to constant.
    if (interp === 0 && ext === 1 && k + 1 < count) {
      ext = 0;
      if (k === 0) sink.warn('extrapolation-changed', 'a step first key cannot also extrapolate linearly in a roto curve; constant is used', track.name);
    }
    let lslope = 0;
    let la = 1;
    let rslope = 0;
    let ra = 1;
    const i = (k * n + c) * 2;
    if (track.inHandles !== undefined && k > 0) {
      const dt = -track.inHandles[i]! * fps;
      const h = (track.times[k]! - track.times[k - 1]!) * fps;
      if (dt > 0) lslope = -track.inHandles[i + 1]! / dt;
      if (h > 0) la = (3 * dt) / h;
    }
    if (track.outHandles !== undefined && k + 1 < count) {
      const dt = track.outHandles[i]! * fps;
      const h = (track.times[k + 1]! - track.times[k]!) * fps;
      if (dt > 0) rslope = track.outHandles[i + 1]! / dt;
      if (h > 0) ra = (3 * dt) / h;
    }
    keys.push({ value: track.values[k * n + c]!, lslope, la, rslope, ra, interpolation: interp | (ext << 8) });
  }
  return keys;
}

function timeless(keys: RotoTimelessKey[]): RotoTimelessValue {
  return rotoTimelessCurve(keys);
}

/**
 * Builds a Roto document (a small script `Root { fps … }` + `Roto { curves … }`) from a clip's point
 * tracks. Each shape path (`Root/Layer/Bezier1`) becomes a Bézier `curvegroup` in nested layers; its
 * points are written in `px` form keyed at the union of its tracks' key frames (exact keys and
 * tangents when every point track is keyed at the same times; otherwise sampled with linear keys and a
 * `resampled` warning). Missing tangents are 0; without feather tracks the feather is `idem`.
 * Point tracks are recognised by name (`points/<i>/<part>`, `vec2`, channel `point` or none); another
 * `vec2` track of channel `point` becomes the next centre point of its node's shape (`name-changed`).
 * A shape's `attributes/<name>` (scalar) and `transform/pivot|translate|scale|skew|extraTranslate`
 * (`vec2`) and `transform/rotate` (scalar, degrees) tracks are written as its attributes and `{t …}`
 * transform fields, keys and tangents exact. Every other track is left out (`track-dropped`, one per
 * track), so a clip with no such track gives a document with no shape.
 *
 * Seconds become frames by the clip's frame rate (24 with `frame-rate-assumed` when it has none).
 * @throws {ConversionError} in strict mode when any warning was recorded.
 */
export function rotoFromClip(clip: Clip, options: RotoFromClipOptions = {}): ConvertResult<RotoDocument> {
  const sink = new WarningSink();
  let fps = 24;
  if (clip.frameRate === undefined) sink.warn('frame-rate-assumed', 'the clip has no frame rate; 24 frames per second assumed');
  else fps = clip.frameRate.numerator / clip.frameRate.denominator;
  const shapes = new Map<string, ShapeTracks>();
  const shapeOf = (node: string): ShapeTracks => {
    let shape = shapes.get(node);
    if (shape === undefined) {
      shape = { parts: new Map(), attributes: [], transform: [] };
      shapes.set(node, shape);
    }
    return shape;
  };
  // Point tracks outside the name scheme, placed after the named points of their node.
  const loose: Track[] = [];
  for (const track of combinePointComponents(clip.tracks, sink)) {
    const kind = track.channel?.kind ?? 'property';
    const m = PART.exec(track.property);
    const tf = TRANSFORM_FIELDS_OF[ROTATE.test(track.property) ? 'transform/rotate' : track.property];
    if (m !== null && track.components === 2 && (kind === 'point' || kind === 'property')) {
      const parts = shapeOf(track.node).parts;
      const index = Number(m[1]);
      let part = parts.get(index);
      if (part === undefined) {
        part = new Map();
        parts.set(index, part);
      }
      part.set(m[2]!, track);
    } else if (ATTRIBUTE.test(track.property) && track.components === 1 && track.valueType !== 'string') {
      shapeOf(track.node).attributes.push(track);
    } else if (tf?.[0] === track.valueType && track.components === tf[1].length) {
      shapeOf(track.node).transform.push(track);
    } else if (kind === 'point' && track.valueType === 'vec2') {
      loose.push(track);
    } else {
      sink.warn('track-dropped', 'not a roto shape track (vec2 points/<i>/<part>, a point track, attributes/<name> or transform/<field>)', track.name);
    }
  }
  for (const track of loose) {
    const parts = shapeOf(track.node).parts;
    const index = parts.size === 0 ? 0 : Math.max(...parts.keys()) + 1;
    parts.set(index, new Map([['center', track]]));
    sink.warn('name-changed', `a point track outside the roto name scheme is written as points/${String(index)}/center`, track.name);
  }
  const root: RotoLayerNode = { kind: 'layer', name: 'Root', flag: 512, transform: { form: 't', fields: [0, 0] }, children: [] };
  for (const [path, shape] of shapes) {
    if (shape.parts.size === 0) {
      for (const t of [...shape.attributes, ...shape.transform]) sink.warn('track-dropped', 'no point track of this shape: a roto shape needs points', t.name);
      continue;
    }
    // The layers: the node's path in the clip's hierarchy (a shape `Bezier1` under `Layer1` goes into layer Layer1).
    const segs = nodePath(clip.parents, path).split('/').filter((s) => s !== '');
    if (segs[0] === 'Root') segs.shift();
    const name = segs.pop() ?? 'Bezier1';
    let layer = root;
    for (const seg of segs) {
      let next = layer.children.find((c): c is RotoLayerNode => c.kind === 'layer' && c.name === seg);
      if (next === undefined) {
        next = { kind: 'layer', name: seg, flag: 512, transform: { form: 't', fields: [0, 0] }, children: [] };
        layer.children.push(next);
      }
      layer = next;
    }
    layer.children.push(buildShape(name, shape, fps, sink));
  }
  const tree: RotoAnimTree = { version: VERSION_1_2, flag: 0, root, extras: [] };
  const nodeName = options.nodeName ?? 'Roto1';
  const text = `Root {\n inputs 0\n fps ${String(fps)}\n}\nRoto {\n curves {${serializeKnob(tree)}}\n name ${nodeName}\n}\n`;
  return sink.finish(parseRotoText(text), options);
}

/**
 * The most points one shape written here may have (its largest `points/<i>` index + 1): the points
 * between the named ones are written too (at 0), so an index is bounded before the points are made.
 */
export const MAX_SHAPE_POINTS = 100_000;

function buildShape(name: string, shape: ShapeTracks, fps: number, sink: WarningSink): RotoCurveGroupNode {
  let count = 0;
  for (const index of shape.parts.keys()) count = Math.max(count, index + 1);
  if (!(count <= MAX_SHAPE_POINTS)) {
    throw new ConversionError(`roto: shape ${name} has a track of point ${String(count - 1)}; a shape written here holds at most ${String(MAX_SHAPE_POINTS)} points (every point up to the largest index is written)`);
  }
  const tracks = [...shape.parts.values()].flatMap((p) => [...p.values()]);
  const frameSet = new Set<number>();
  for (const t of tracks) for (const s of t.times) frameSet.add(Math.fround(s * fps));
  const frames = [...frameSet].sort((a, b) => a - b);
  const exact = tracks.every((t) => t.times.length === frames.length && t.times.every((s, i) => Math.fround(s * fps) === frames[i]));
  if (!exact) sink.warn('resampled', 'point tracks are keyed at different times; sampled with linear keys at the union of their key frames', name);
  const hasFeather = tracks.some((t) => (t.property.split('/')[2] ?? '').startsWith('feather'));
  const dimsOf = (track: Track | undefined): RotoTimelessValue[] =>
    track === undefined ? [0, 0] : [timeless(dimKeys(track, 0, frames, fps, exact, sink)), timeless(dimKeys(track, 1, frames, fps, exact, sink))];
  const mainPts: { dims: RotoTimelessValue[] }[] = [];
  const featherPts: { dims: RotoTimelessValue[] }[] = [];
  for (let i = 0; i < count; i++) {
    const parts = shape.parts.get(i);
    for (const part of PARTS) {
      const dims = dimsOf(parts?.get(part));
      if (part.startsWith('feather')) featherPts.push({ dims });
      else mainPts.push({ dims });
    }
  }
  const cc = (points: { dims: RotoTimelessValue[] }[]): RotoCubicCurve => ({ kind: 'cc', flag: 8192, points: rotoSharedTimePoints(frames, points) });
  const curveOf = (t: Track, c: number): RotoAnimCurve =>
    rotoKeyedCurve(dimKeys(t, c, Array.from(t.times, (s) => s * fps), fps, true, sink).map((k, i): RotoAnimKey => ({ ...k, time: Math.fround(t.times[i]! * fps) })));
  const attributes: RotoAttribute[] = shape.attributes.map((t) => ({
    name: t.property.slice('attributes/'.length), // also after 'attributes_' (same length)
    value: curveOf(t, 0),
  }));
  const fields: RotoCurveViews[] = [0, 0];
  for (const t of shape.transform) {
    TRANSFORM_FIELDS_OF[ROTATE.test(t.property) ? 'transform/rotate' : t.property]![1].forEach((field, c) => {
      while (fields.length <= field) fields.push(transformDefault(fields.length));
      fields[field] = curveOf(t, c);
    });
  }
  return {
    kind: 'curvegroup',
    name,
    flag: 512,
    curveType: 'bezier',
    curves: { main: cc(mainPts), feather: hasFeather ? cc(featherPts) : 'idem' },
    transform: { form: 't', fields },
    attributes: rotoAttributeList(attributes),
  };
}

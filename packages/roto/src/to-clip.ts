/**
 * Conversion to the core model: one track per animated value of every shape and layer, named by path
 * (`Root/Bezier1/points/3/center`, `…/leftTangent`, `…/feather`, `…/attributes/opc`,
 * `…/transform/translate`), times in seconds from the script's `fps`.
 *
 * @module
 */
import {
  ConversionError,
  frameRateFromFps,
  InterpolationCode,
  InvalidArgumentError,
  WarningSink,
  type Channel,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type Track,
  type Unit,
  type ValueType,
  type WarningCode,
} from '@anim/core';
import { keyedTrack } from './clip-track.js';
import { transformDefault } from './defaults.js';
import { curveData, evaluateData, pickView, tableOf, timelessData, type CurveData, type KeyTable } from './evaluate.js';
import { PointSource } from './clip-points.js';
import { keyRun } from './keys.js';
import { TrackSlab } from './track-slab.js';
import type { RotoAttributeList, RotoCubicCurve, RotoCurvePair, RotoCurveViews, RotoKeyedCurve, RotoLayerNode, RotoDocument, RotoTimelessValue, RotoTransform } from './types.js';
import { SPACE } from './constants.js';

/** Options of {@link rotoToClip}. */
export interface RotoToClipOptions extends ConvertOptions {
  /** Frames per second, overriding the script's `fps` knob (default: the knob, else 24 with a warning). */
  readonly fps?: number | undefined;
  /** View used for view-split values (default `-`, else the first view). */
  readonly view?: string | undefined;
  /**
   * Most key values (keys × components, summed over the tracks of more than one key) the clip may hold;
   * default 2^24 (16,777,216: at most ~0.7 GB of track arrays; real scripts need about 0.1 per byte of
   * script). A few bytes can
   * stand for many keys (a bare value in a `{px …}` list of a million shared times is one key per time),
   * so the conversion stops before allocating past the limit.
   */
  readonly maxKeyValues?: number | undefined;
}

/** The default of {@link RotoToClipOptions.maxKeyValues}: 2^24 (real scripts need about 0.1 per byte). */
export const DEFAULT_MAX_KEY_VALUES = 2 ** 24;


const POINT: Channel = Object.freeze({ kind: 'point' });
const PROPERTY: Channel = Object.freeze({ kind: 'property' });
const VISIBILITY: Channel = Object.freeze({ kind: 'visibility' });

/**
 * Transform field groups turned into tracks: property, field indices, value type, unit, channel. The
 * translation and scale of a 2D transform stay `vec2` (x, y); the rotation is the angle about z.
 */
const TRANSFORM_TRACKS: readonly [string, readonly number[], ValueType, Unit, Channel][] = [
  ['transform/pivot', [0, 1], 'vec2', 'px', PROPERTY],
  ['transform/translate', [3, 4], 'vec2', 'px', Object.freeze({ kind: 'translation' })],
  ['transform/rotate', [8], 'scalar', 'deg', Object.freeze({ kind: 'rotation', axis: 'z' })],
  ['transform/scale', [9, 10], 'vec2', 'none', Object.freeze({ kind: 'scale' })],
  ['transform/skew', [12, 13], 'vec2', 'none', PROPERTY],
  ['transform/extraTranslate', [15, 16], 'vec2', 'px', PROPERTY],
];

/** The channel of attribute `name`: `vis` is the shape's visibility, every other a generic property. */
function attributeChannel(name: string): Channel {
  return name === 'vis' ? VISIBILITY : PROPERTY;
}

class ClipBuilder {
  readonly sink = new WarningSink();
  readonly tracks: Track[] = [];
  /** The buffers the tracks' typed arrays are cut from. */
  readonly slab = new TrackSlab();
  /**
   * Every node path visited. A track name is `node/property`, and one node's properties are distinct by
   * construction (points by index and part, `transform/<group>`, `attributes/<name>` of a list without
   * repeated names), so names are unique without a check while every node path is new, no node has a
   * child named like the first segment of a property (`points`, `attributes`, `transform`) or a name
   * holding a `/`, and no attribute list repeats a name; otherwise {@link allNames} takes over.
   */
  readonly seenNodes = new Set<string>();
  /** Every track name taken, once names could collide (else undefined: names are unique by construction). */
  allNames: Set<string> | undefined;
  /** Attribute name lists checked for repeated names (read lists share one array between nodes). */
  readonly checkedNames = new WeakSet<readonly string[]>();
  /** The parent layer path of every shape and layer below a root. */
  readonly parents: Record<string, string> = {};
  readonly fps: number;
  readonly view: string | undefined;
  /** Key values still allowed (see {@link RotoToClipOptions.maxKeyValues}). */
  private budget: number;
  private readonly maxKeyValues: number;

  constructor(fps: number, view: string | undefined, maxKeyValues: number) {
    this.fps = fps;
    this.view = view;
    this.budget = maxKeyValues;
    this.maxKeyValues = maxKeyValues;
  }

  /**
   * Takes `keys × components` key values from the budget before a track of that size is made.
   * @throws {ConversionError} when the clip would hold more than the limit.
   */
  spend(keys: number, components: number, name: string): void {
    this.budget -= keys * components;
    if (this.budget < 0) {
      throw new ConversionError(
        `roto: the clip would hold more than ${String(this.maxKeyValues)} key values (track '${name}' alone has ${String(keys)} keys × ${String(components)} components); raise maxKeyValues to convert it`,
      );
    }
  }

  /**
   * Adds a track for `dims` (one curve per component) when any of them is keyed; when none is and
   * `always` is set (shape points), a constant track of one key at time 0.
   */
  add(node: string, property: string, valueType: ValueType, unit: Unit, channel: Channel, dims: readonly CurveData[], always = false): void {
    let anyKeyed = false;
    let anyExpression = false;
    for (const d of dims) {
      if (d.keys !== undefined) anyKeyed = true;
      if (d.expression !== undefined) anyExpression = true;
    }
    // An unkeyed value that is no track needs no name (most attributes and transforms).
    if (!anyKeyed && !always && !anyExpression) return;
    const name = this.uniqueName(node, property);
    for (const d of dims) {
      if (d.expression !== undefined) this.sink.warn('expression-dropped', `expression '${d.expression}' is not evaluated; its stored data is used`, name);
    }
    if (!anyKeyed) {
      if (!always) return;
      const values = this.slab.float64(dims.length);
      for (let c = 0; c < dims.length; c++) values[c] = dims[c]!.constant;
      this.constant(name, node, property, valueType, unit, channel, values, 0);
      return;
    }
    const tables: (KeyTable | undefined)[] = [];
    for (const d of dims) tables.push(d.keys === undefined ? undefined : tableOf(d));
    const frame = heldFrame(tables);
    if (frame !== undefined) {
      // One key in every keyed component, holding before and after it: a constant track at its time.
      const values = this.slab.float64(dims.length);
      for (let c = 0; c < dims.length; c++) {
        const t = tables[c];
        values[c] = t === undefined ? dims[c]!.constant : t.data[t.d0]!;
      }
      this.constant(name, node, property, valueType, unit, channel, values, frame / this.fps);
      return;
    }
    for (const t of tables) {
      if (t === undefined) continue;
      for (let i = 0; i < t.n; i++) {
        if (!Number.isFinite(t.times[t.t0 + i * t.ts]!)) {
          this.sink.warn('track-dropped', 'a key time is not finite; the value is not converted', name);
          return;
        }
      }
    }
    const fps = this.fps;
    const n = dims.length;
    let most = 0;
    for (const t of tables) if (t !== undefined && t.n > most) most = t.n;
    this.spend(most, n, name);
    const head = { name, node, property, valueType, unit, channel };
    const built = keyedTrack(head, tables, dims, fps, this.slab);
    if (built.kind === 'track') {
      if (built.extrapolationsDiffer) this.sink.warn('extrapolation-changed', 'components extrapolate differently; the first keyed one is used', name);
      // One key that does not hold (heldFrame): it extrapolates linearly along a slope, and a core track
      // of one key holds its value on both sides.
      if (built.track.times.length === 1) this.sink.warn('extrapolation-changed', 'a single key extrapolates linearly along its slope; a track of one key holds its value', name);
      this.tracks.push(built.track);
      return;
    }
    this.sink.warn('resampled', 'components are keyed at different frames (or step next to non-step segments); resampled at the union of their key frames with linear keys', name);
    const frames = unionFrames(tables);
    this.spend(frames.length - most, n, name);
    const count = frames.length;
    const times = this.slab.float64(count);
    const values = this.slab.float64(count * n);
    const interpolation = this.slab.uint8(count).fill(InterpolationCode.linear);
    for (let k = 0; k < count; k++) {
      const f = frames[k]!;
      times[k] = f / fps;
      for (let c = 0; c < n; c++) values[k * n + c] = evaluateData(dims[c]!, f);
    }
    // What createTrack makes of linear keys (no handles, constant extrapolation), without a key object.
    const track: Track = {
      name, node, property, valueType, components: n, unit,
      times, values, interpolation,
      preExtrapolation: 'constant', postExtrapolation: 'constant', channel,
    };
    this.tracks.push(track);
  }

  /**
   * Takes the name `node/property` for a new track, or with `#2`, `#3`, … when a track already has that
   * name (`name-changed`).
   */
  uniqueName(node: string, property: string): string {
    const all = this.allNames;
    if (all !== undefined) {
      const name = `${node}/${property}`;
      let taken = name;
      for (let i = 2; all.has(taken); i++) taken = `${name}#${String(i)}`;
      if (taken !== name) this.sink.warn('name-changed', `two tracks share this path; the second is named '${taken}'`, name);
      all.add(taken);
      return taken;
    }
    // One string `node/` per node, so each name is one concatenation (tracks of a node come together).
    if (node !== this.prefixNode) {
      this.prefixNode = node;
      this.prefix = `${node}/`;
    }
    return this.prefix + property;
  }

  /** The node of {@link prefix}. */
  private prefixNode = '';
  /** `node/` of the last named track's node. */
  private prefix = '/';

  /** Every track name so far, to check names from now on (see {@link seenNodes}). */
  checkNames(): void {
    if (this.allNames !== undefined) return;
    this.allNames = new Set();
    for (const t of this.tracks) this.allNames.add(t.name);
  }

  /** Notes a node path about to get tracks (a path seen before means names must be checked). */
  enterNode(path: string): void {
    if (this.allNames !== undefined) return;
    if (this.seenNodes.has(path)) this.checkNames();
    else this.seenNodes.add(path);
  }

  /** Notes a node name: a name that could make per-node track names ambiguous switches to {@link allNames}. */
  nodeName(name: string): void {
    if (this.allNames !== undefined) return;
    if (name === 'points' || name === 'attributes' || name === 'transform' || name.includes('/')) this.checkNames();
  }

  /**
   * Adds a constant track named `name` (from {@link uniqueName}): one key at `time` (seconds) holding
   * `values`, constant interpolation and extrapolation (what createTrack gives, without a key object).
   */
  constant(name: string, node: string, property: string, valueType: ValueType, unit: Unit, channel: Channel, values: Float64Array, time: number): void {
    const times = this.slab.float64(1);
    times[0] = time;
    const track: Track = {
      name, node, property, valueType, components: values.length, unit,
      times, values, interpolation: this.slab.uint8(1),
      preExtrapolation: 'constant', postExtrapolation: 'constant', channel,
    };
    this.tracks.push(track);
  }

  /**
   * The track of point `i` of `src` (a `vec2` px part): a plain point holding at one time becomes a
   * constant track straight from the point store (at its key time, or 0 s for an unkeyed `{p …}`
   * point), any other goes through {@link add}.
   */
  point(node: string, property: string, src: PointSource, i: number): void {
    if (src.plainDims(i) === 0) {
      this.add(node, property, 'vec2', 'px', POINT, src.xy(i), true);
      return;
    }
    const values = this.slab.float64(2);
    values[0] = src.value(i, 0);
    values[1] = src.value(i, 1);
    const frame = src.plainFrame;
    this.constant(this.uniqueName(node, property), node, property, 'vec2', 'px', POINT, values, frame === undefined ? 0 : frame / this.fps);
  }

  curve(c: RotoCurveViews, path: string): CurveData {
    if (typeof c !== 'number' && c.kind === 'views' && c.views.length > 1) {
      this.sink.warn('metadata-dropped', 'only one view of a stereo split is converted', path);
    }
    return curveData(pickView(c, this.view), false);
  }

  attributes(list: RotoAttributeList | undefined, node: string): void {
    if (list === undefined) return;
    const { names, values } = list;
    if (this.allNames === undefined && !this.checkedNames.has(names)) {
      if (new Set(names).size !== names.length) this.checkNames();
      this.checkedNames.add(names);
    }
    for (let i = 0; i < names.length; i++) {
      const value = values[i]!;
      // A bare number is an unkeyed attribute: not a track.
      if (typeof value === 'number') continue;
      const name = names[i]!;
      this.add(node, `attributes/${name}`, 'scalar', 'none', attributeChannel(name), [this.curve(value, `${node}/attributes/${name}`)]);
    }
  }

  /** Field `i` of `tf` as curve data (its default when absent). */
  private field(tf: RotoTransform, i: number, node: string): CurveData {
    const f = tf.fields[i];
    if (f === undefined) return { keys: undefined, constant: transformDefault(i) };
    return tf.form === 'tx' ? timelessData(tf.times, f as RotoTimelessValue, false) : this.curve(f as RotoCurveViews, node);
  }

  transform(tf: RotoTransform, node: string): void {
    const fields = tf.fields;
    // A `{tx …}` list with one key time holding bare numbers: constant tracks at that time, read directly.
    const single = tf.form === 'tx' && tf.times.length === 1 && Number.isFinite(tf.times[0]);
    for (const [property, idx, type, unit, channel] of TRANSFORM_TRACKS) {
      let present = false;
      let bare = true;
      for (const i of idx) {
        const f = fields[i];
        if (f !== undefined) present = true;
        if (f !== undefined && typeof f !== 'number') bare = false;
      }
      // Fields all absent, or all bare numbers of a `{t …}` list: unkeyed, not a track.
      if (!present || (bare && tf.form === 't')) continue;
      if (bare && single) {
        const values = this.slab.float64(idx.length);
        for (let c = 0; c < idx.length; c++) values[c] = (fields[idx[c]!] as number | undefined) ?? transformDefault(idx[c]!);
        this.constant(this.uniqueName(node, property), node, property, type, unit, channel, values, tf.times[0]! / this.fps);
        continue;
      }
      if (tf.form === 't') {
        // Curves of one held key each (as strokes store their transforms): read straight from the key store.
        const frame = heldKeyFrame(fields, idx);
        if (frame !== undefined) {
          const values = this.slab.float64(idx.length);
          for (let c = 0; c < idx.length; c++) {
            const f = fields[idx[c]!];
            if (f === undefined) values[c] = transformDefault(idx[c]!);
            else if (typeof f === 'number') values[c] = f;
            else {
              const run = keyRun(f as RotoKeyedCurve);
              values[c] = run.store[run.offset + 1]!;
            }
          }
          this.constant(this.uniqueName(node, property), node, property, type, unit, channel, values, frame / this.fps);
          continue;
        }
      }
      const dims: CurveData[] = [];
      for (const i of idx) dims.push(this.field(tf, i, node));
      this.add(node, property, type, unit, channel, dims);
    }
  }

  shape(node: string, curveType: string, main: RotoCubicCurve, feather: RotoCubicCurve | 'idem' | undefined): void {
    const m = new PointSource(main);
    const f = feather === undefined || feather === 'idem' ? undefined : new PointSource(feather);
    if (curveType === 'bezier') {
      for (let i = 0; 3 * i < m.count; i++) {
        const names = pointProperties(i);
        this.point(node, names.center, m, 3 * i + 1);
        this.point(node, names.leftTangent, m, 3 * i);
        this.point(node, names.rightTangent, m, 3 * i + 2);
        if (f !== undefined) {
          this.point(node, names.feather, f, 3 * i + 1);
          this.point(node, names.featherLeftTangent, f, 3 * i);
          this.point(node, names.featherRightTangent, f, 3 * i + 2);
        }
      }
    } else {
      for (let i = 0; i < m.count; i++) {
        const names = pointProperties(i);
        this.point(node, names.center, m, i);
        const plain = m.plainDims(i);
        if (plain > 2) {
          const values = this.slab.float64(1);
          values[0] = m.value(i, 2);
          const frame = m.plainFrame;
          this.constant(this.uniqueName(node, names.pressure), node, names.pressure, 'scalar', 'none', PROPERTY, values, frame === undefined ? 0 : frame / this.fps);
        } else if (plain === 0) {
          const dims = m.dims(i);
          if (dims.length > 2) this.add(node, names.pressure, 'scalar', 'none', PROPERTY, [dims[2]!], true);
        }
        if (f !== undefined) this.point(node, names.feather, f, i);
      }
    }
  }

  layer(layer: RotoLayerNode, path: string): void {
    this.transform(layer.transform, path);
    this.attributes(layer.attributes, path);
    for (const child of layer.children) {
      if (child.kind === 'raw') continue;
      this.nodeName(child.name);
      const p = `${path}/${child.name}`;
      this.enterNode(p);
      this.parents[p] = path;
      if (child.kind === 'layer') this.layer(child, p);
      else {
        if (child.kind === 'curvegroup') {
          const split = child.curves;
          if ('views' in split && split.views.length > 1) {
            const used = pickView(split, this.view);
            const kept = split.views.find((v) => v.value === used)?.view ?? '-';
            const others = split.views.filter((v) => v.value !== used).map((v) => v.view);
            this.sink.warn('metadata-dropped', `the shape is split by views; view '${kept}' is converted, view(s) ${others.map((v) => `'${v}'`).join(', ')} dropped`, p);
          }
          const pair: RotoCurvePair = pickView(child.curves, this.view);
          this.shape(p, child.curveType, pair.main, pair.feather);
        } else this.shape(p, child.curveType, child.curve, undefined);
        this.transform(child.transform, p);
        this.attributes(child.attributes, p);
      }
    }
  }
}

/**
 * Converts a document to a core {@link Clip}: every keyed curve of every shape (points as `vec2` px
 * tracks: `center`, `leftTangent`, `rightTangent`, `feather`, `featherLeftTangent`,
 * `featherRightTangent`; stroke `pressure`), attribute (`attributes/<name>`) and transform group
 * (`transform/translate` …, rotation in degrees) becomes a track. Every track says what it animates
 * (`channel`): points and tangents `point`; `transform/translate` `translation` (`vec2` px),
 * `transform/rotate` `rotation` about `z` (scalar degrees), `transform/scale` `scale` (`vec2`);
 * `attributes/vis` `visibility`; pivot, skew, extra translate, pressure and other attributes
 * `property`. The clip's `parents` maps each shape and layer path to its parent layer's. Unkeyed shape and stroke points become
 * constant tracks (one key at time 0, `constant` interpolation), so a script of static shapes converts
 * to their points; unkeyed attributes and transforms are not tracks. A curvegroup split by views
 * converts the chosen view (`view` option, else `-`, else the first) and warns `metadata-dropped`
 * naming the others. Frames
 * become seconds by the `fps` option, else the script's `fps` knob, else 24 (`frame-rate-assumed`
 * warning); the clip's `frameRate` is that fps by core's `frameRateFromFps` (29.97 → 30000/1001). Track nodes are slash paths below the root layer, prefixed by the Nuke node's name when the
 * script has several roto nodes.
 *
 * Cubic keys become Bézier keys with handles `(la·h/3, lslope·la·h/3)` (h the interval, in seconds and
 * value units); step → `constant`, linear → `linear`. Dimensions keyed at different frames are
 * resampled (`resampled`); expressions give their stored data (`expression-dropped`).
 *
 * A single key that extrapolates along its slope (linear extrapolation, slopes not 0) becomes a
 * one-key track, which holds its value: `extrapolation-changed`. The tracks' typed arrays are views of
 * a few buffers shared by the tracks of one conversion (each view covers its own numbers only; copy an
 * array before transferring its buffer).
 *
 * @throws {ConversionError} in strict mode when any warning was recorded, and when the clip would hold
 *   more than `maxKeyValues` key values (thrown before the track past the limit is allocated).
 * @throws {InvalidArgumentError} when `maxKeyValues` is not a number ≥ 0.
 */
export function rotoToClip(doc: RotoDocument, options: RotoToClipOptions = {}): ConvertResult<Clip> {
  let fps = options.fps ?? doc.fps;
  const pending: [WarningCode, string][] = [];
  if (fps === undefined || !(fps > 0)) {
    fps = 24;
    pending.push(['frame-rate-assumed', 'the script has no fps knob; 24 frames per second assumed']);
  }
  const maxKeyValues = options.maxKeyValues ?? DEFAULT_MAX_KEY_VALUES;
  if (!(maxKeyValues >= 0)) throw new InvalidArgumentError(`roto: maxKeyValues must be a number ≥ 0, not ${String(maxKeyValues)}`);
  const b = new ClipBuilder(fps, options.view, maxKeyValues);
  for (const [code, message] of pending) b.sink.warn(code, message);
  for (const node of doc.nodes) {
    const root = node.curves.root;
    const prefix = doc.nodes.length > 1 ? `${node.name}/` : '';
    b.nodeName(node.name);
    b.nodeName(root.name);
    b.enterNode(prefix + root.name);
    b.layer(root, prefix + root.name);
  }
  // Track names are unique by construction (ClipBuilder.uniqueName): the clip is built as createClip would.
  const clip: Clip = {
    name: doc.nodes.length === 1 ? doc.nodes[0]!.name : '',
    tracks: b.tracks,
    extras: {},
    frameRate: frameRateFromFps(fps),
    parents: b.parents,
    space: SPACE,
  };
  return b.sink.finish(clip, options);
}

/** The key times (frames) of every table, ascending, each once (all finite). */
function unionFrames(tables: readonly (KeyTable | undefined)[]): Float64Array {
  let total = 0;
  for (const t of tables) if (t !== undefined) total += t.n;
  const all = new Float64Array(total);
  let at = 0;
  for (const t of tables) if (t !== undefined) for (let i = 0; i < t.n; i++) all[at++] = t.times[t.t0 + i * t.ts]!;
  all.sort();
  let n = 0;
  for (let i = 0; i < total; i++) if (n === 0 || all[i] !== all[n - 1]) all[n++] = all[i]!;
  return all.subarray(0, n);
}

/** The property names of shape point `i`'s tracks. */
interface PointProperties {
  readonly center: string;
  readonly leftTangent: string;
  readonly rightTangent: string;
  readonly feather: string;
  readonly featherLeftTangent: string;
  readonly featherRightTangent: string;
  readonly pressure: string;
}

/** Property names of the first points, made once (the same strings for every shape: no new string per track). */
const POINT_PROPERTIES: PointProperties[] = [];
const CACHED_POINTS = 4096;

function pointProperties(i: number): PointProperties {
  const cached = POINT_PROPERTIES[i];
  if (cached !== undefined) return cached;
  if (i >= CACHED_POINTS) return pointPropertiesUncached(i);
  // Filled in order, so that the array stays dense.
  while (POINT_PROPERTIES.length <= i) POINT_PROPERTIES.push(pointPropertiesUncached(POINT_PROPERTIES.length));
  return POINT_PROPERTIES[i]!;
}

function pointPropertiesUncached(i: number): PointProperties {
  const base = `points/${String(i)}/`;
  return {
    center: `${base}center`,
    leftTangent: `${base}leftTangent`,
    rightTangent: `${base}rightTangent`,
    feather: `${base}feather`,
    featherLeftTangent: `${base}featherLeftTangent`,
    featherRightTangent: `${base}featherRightTangent`,
    pressure: `${base}pressure`,
  };
}

/**
 * The frame of the one key of every keyed table when each has exactly one key, at the same finite frame,
 * and holds its value on both sides (constant or cycle extrapolation, or linear along slopes of 0);
 * otherwise undefined.
 */
function heldFrame(tables: readonly (KeyTable | undefined)[]): number | undefined {
  let frame: number | undefined;
  for (const t of tables) {
    if (t === undefined) continue;
    if (t.n !== 1) return undefined;
    const f = t.times[t.t0]!;
    if (!Number.isFinite(f) || (frame !== undefined && f !== frame)) return undefined;
    const d = t.data;
    if (((d[t.d0 + 5]! >> 8) & 255) === 1 && (d[t.d0 + 1] !== 0 || d[t.d0 + 3] !== 0)) return undefined;
    frame = f;
  }
  return frame;
}

/**
 * For a `{t …}` transform group: the frame of its keyed fields when each is a keyed curve of one key (no
 * expression, no view split), all at one finite frame, holding on both sides as {@link heldFrame} says;
 * undefined otherwise (and when no field is keyed). Fields that are absent or bare numbers hold anyway.
 */
function heldKeyFrame(fields: RotoTransform['fields'], idx: readonly number[]): number | undefined {
  let frame: number | undefined;
  for (const i of idx) {
    const f = fields[i];
    if (f === undefined || typeof f === 'number') continue;
    if ((f as { kind: string }).kind !== 'keys') return undefined;
    const run = keyRun(f as RotoKeyedCurve);
    if (run.count !== 1 || run.expression !== undefined) return undefined;
    const k = run.store;
    const o = run.offset;
    const t = k[o]!;
    if (!Number.isFinite(t) || (frame !== undefined && t !== frame)) return undefined;
    // Key fields: time, value, lslope, la, rslope, ra, interpolation.
    if (((k[o + 6]! >> 8) & 255) === 1 && (k[o + 2] !== 0 || k[o + 4] !== 0)) return undefined;
    frame = t;
  }
  return frame;
}


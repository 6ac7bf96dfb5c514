/**
 * Conversion to the core model: one track per animated value of every shape and layer, named by path
 * (`Root/Bezier1/points/3/center`, `…/leftTangent`, `…/feather`, `…/attributes/opc`,
 * `…/transform/translate`), times in seconds from the script's `fps`.
 *
 * @module
 */
import {
  createClip,
  createTrack,
  WarningSink,
  type Channel,
  type Clip,
  type ConvertOptions,
  type ConvertResult,
  type KeyframeInput,
  type Track,
  type Unit,
  type ValueType,
  type WarningCode,
} from '@anim/core';
import { keyedTrack } from './clip-track.js';
import { curveData, evaluateData, pickView, tableOf, timelessData, type CurveData } from './evaluate.js';
import { controlPoints, pointRun } from './points.js';
import type { AnimCurve, AttributeList, CubicCurve, CurvePair, CurveViews, LayerNode, RotoDocument, TimelessValue, Transform } from './types.js';

/** Options of {@link rotoToClip}. */
export interface RotoToClipOptions extends ConvertOptions {
  /** Frames per second, overriding the script's `fps` knob (default: the knob, else 24 with a warning). */
  readonly fps?: number | undefined;
  /** View used for view-split values (default `-`, else the first view). */
  readonly view?: string | undefined;
}


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
  readonly names = new Set<string>();
  /** The parent layer path of every shape and layer below a root. */
  readonly parents: Record<string, string> = {};
  readonly fps: number;
  readonly view: string | undefined;

  constructor(fps: number, view: string | undefined) {
    this.fps = fps;
    this.view = view;
  }

  /**
   * Adds a track for `dims` (one curve per component) when any of them is keyed; when none is and
   * `always` is set (shape points), a constant track of one key at time 0.
   */
  add(node: string, property: string, valueType: ValueType, unit: Unit, channel: Channel, dims: readonly CurveData[], always = false): void {
    let name = `${node}/${property}`;
    if (this.names.has(name)) {
      let i = 2;
      while (this.names.has(`${name}#${String(i)}`)) i++;
      this.sink.warn('name-changed', `two tracks share this path; the second is named '${name}#${String(i)}'`, name);
      name = `${name}#${String(i)}`;
    }
    for (const d of dims) {
      if (d.expression !== undefined) this.sink.warn('expression-dropped', `expression '${d.expression}' is not evaluated; its stored data is used`, name);
    }
    const keyed = dims.filter((d) => d.keys !== undefined);
    if (keyed.length === 0) {
      if (!always) return;
      this.names.add(name);
      // One key at time 0 (what createTrack gives for it, without a key object).
      const values = new Float64Array(dims.length);
      for (let c = 0; c < dims.length; c++) values[c] = dims[c]!.constant;
      const track: Track = {
        name, node, property, valueType, components: dims.length, unit,
        times: new Float64Array(1), values, interpolation: new Uint8Array(1),
        preExtrapolation: 'constant', postExtrapolation: 'constant', channel,
      };
      this.tracks.push(track);
      return;
    }
    const tables = dims.map((d) => (d.keys === undefined ? undefined : tableOf(d)));
    for (const t of tables) {
      if (t === undefined) continue;
      for (let i = 0; i < t.n; i++) {
        if (!Number.isFinite(t.times[t.t0 + i * t.ts]!)) {
          this.sink.warn('track-dropped', 'a key time is not finite; the value is not converted', name);
          return;
        }
      }
    }
    this.names.add(name);
    const fps = this.fps;
    const head = { name, node, property, valueType, unit, channel };
    const built = keyedTrack(head, tables, dims.map((d) => d.constant), fps);
    if (built.kind === 'track') {
      if (built.extrapolationsDiffer) this.sink.warn('extrapolation-changed', 'components extrapolate differently; the first keyed one is used', name);
      this.tracks.push(built.track);
      return;
    }
    this.sink.warn('resampled', 'components are keyed at different frames (or step next to non-step segments); resampled at the union of their key frames with linear keys', name);
    const all: number[] = [];
    for (const t of tables) if (t !== undefined) for (let i = 0; i < t.n; i++) all.push(t.times[t.t0 + i * t.ts]!);
    const frames = [...new Set(all)].sort((a, b) => a - b);
    const n = dims.length;
    const keys: KeyframeInput[] = [];
    for (const f of frames) {
      const value = dims.map((d) => evaluateData(d, f));
      keys.push({ time: f / fps, value: n === 1 ? value[0]! : value, interpolation: 'linear' });
    }
    this.tracks.push(createTrack({ name, node, property, valueType, unit, keys, channel }));
  }

  curve(c: CurveViews, path: string): CurveData {
    if (typeof c !== 'number' && c.kind === 'views' && c.views.length > 1) {
      this.sink.warn('metadata-dropped', 'only one view of a stereo split is converted', path);
    }
    return curveData(pickView(c, this.view), false);
  }

  attributes(list: AttributeList | undefined, node: string): void {
    if (list === undefined) return;
    list.names.forEach((name, i) => {
      this.add(node, `attributes/${name}`, 'scalar', 'none', attributeChannel(name), [this.curve(list.values[i]!, `${node}/attributes/${name}`)]);
    });
  }

  transform(tf: Transform, node: string): void {
    const field = (i: number): CurveData => {
      const f = tf.fields[i];
      if (f === undefined) return { keys: undefined, constant: 0 };
      return tf.form === 'tx' ? timelessData(tf.times, f as TimelessValue, false) : this.curve(f as CurveViews, node);
    };
    for (const [property, idx, type, unit, channel] of TRANSFORM_TRACKS) this.add(node, property, type, unit, channel, idx.map(field));
  }

  points(cc: CubicCurve): CurveData[][] {
    const pts = cc.points;
    const points = controlPoints(pointRun(pts));
    if (pts.form === 'p') return points.map((cp) => cp.dims.map((d) => curveData(d as AnimCurve, false)));
    return points.map((cp) => cp.dims.map((d) => timelessData(pts.times, d as TimelessValue, false)));
  }

  shape(node: string, curveType: string, main: CubicCurve, feather: CubicCurve | 'idem' | undefined): void {
    const m = this.points(main);
    const f = feather === undefined || feather === 'idem' ? undefined : this.points(feather);
    const xy = (p: CurveData[] | undefined): CurveData[] => [p?.[0] ?? { keys: undefined, constant: 0 }, p?.[1] ?? { keys: undefined, constant: 0 }];
    if (curveType === 'bezier') {
      for (let i = 0; 3 * i < m.length; i++) {
        const base = `points/${String(i)}`;
        this.add(node, `${base}/center`, 'vec2', 'px', POINT, xy(m[3 * i + 1]), true);
        this.add(node, `${base}/leftTangent`, 'vec2', 'px', POINT, xy(m[3 * i]), true);
        this.add(node, `${base}/rightTangent`, 'vec2', 'px', POINT, xy(m[3 * i + 2]), true);
        if (f !== undefined) {
          this.add(node, `${base}/feather`, 'vec2', 'px', POINT, xy(f[3 * i + 1]), true);
          this.add(node, `${base}/featherLeftTangent`, 'vec2', 'px', POINT, xy(f[3 * i]), true);
          this.add(node, `${base}/featherRightTangent`, 'vec2', 'px', POINT, xy(f[3 * i + 2]), true);
        }
      }
    } else {
      for (let i = 0; i < m.length; i++) {
        const p = m[i]!;
        this.add(node, `points/${String(i)}/center`, 'vec2', 'px', POINT, xy(p), true);
        if (p.length > 2) this.add(node, `points/${String(i)}/pressure`, 'scalar', 'none', PROPERTY, [p[2]!], true);
        if (f !== undefined) this.add(node, `points/${String(i)}/feather`, 'vec2', 'px', POINT, xy(f[i]), true);
      }
    }
  }

  layer(layer: LayerNode, path: string): void {
    this.transform(layer.transform, path);
    this.attributes(layer.attributes, path);
    for (const child of layer.children) {
      if (child.kind === 'raw') continue;
      const p = `${path}/${child.name}`;
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
          const pair: CurvePair = pickView(child.curves, this.view);
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
 * warning). Track nodes are slash paths below the root layer, prefixed by the Nuke node's name when the
 * script has several roto nodes.
 *
 * Cubic keys become Bézier keys with handles `(la·h/3, lslope·la·h/3)` (h the interval, in seconds and
 * value units); step → `constant`, linear → `linear`. Dimensions keyed at different frames are
 * resampled (`resampled`); expressions give their stored data (`expression-dropped`).
 *
 * @throws {ConversionError} in strict mode when any warning was recorded.
 */
export function rotoToClip(doc: RotoDocument, options: RotoToClipOptions = {}): ConvertResult<Clip> {
  let fps = options.fps ?? doc.fps;
  const pending: [WarningCode, string][] = [];
  if (fps === undefined || !(fps > 0)) {
    fps = 24;
    pending.push(['frame-rate-assumed', 'the script has no fps knob; 24 frames per second assumed']);
  }
  const b = new ClipBuilder(fps, options.view);
  for (const [code, message] of pending) b.sink.warn(code, message);
  for (const node of doc.nodes) {
    const root = node.curves.root;
    const prefix = doc.nodes.length > 1 ? `${node.name}/` : '';
    b.layer(root, prefix + root.name);
  }
  const clip = createClip({
    name: doc.nodes.length === 1 ? doc.nodes[0]!.name : '',
    tracks: b.tracks,
    frameRate: frameRateOf(fps),
    parents: b.parents,
  });
  return b.sink.finish(clip, options);
}

function frameRateOf(fps: number): { numerator: number; denominator: number } {
  if (Number.isInteger(fps)) return { numerator: fps, denominator: 1 };
  const ntsc = (fps * 1001) / 1000;
  if (Math.abs(ntsc - Math.round(ntsc)) < 1e-3) return { numerator: Math.round(ntsc) * 1000, denominator: 1001 };
  return { numerator: Math.round(fps * 1000), denominator: 1000 };
}

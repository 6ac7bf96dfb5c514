/**
 * Vector tracks ↔ one scalar track per component, exactly: {@link splitTrack} and {@link combineTracks},
 * used by the convert pipeline where a target stores only scalar channels (Maya `translateX/Y/Z`) or
 * only vectors (AnimJ `float3`, MRTK poses).
 *
 * @module
 */
import { channelOf, type Axis, type Channel } from '../channel.js';
import { endSlope } from '../evaluate/sampler.js';
import { InvalidArgumentError } from '../errors.js';
import { createTrack, validateTrack } from '../track.js';
import type { Extrapolation, Track } from '../types.js';
import type { WarningSink } from '../warnings.js';
import { newPiece, ScalarCurve, type Piece } from './pieces.js';

const AXES: readonly Axis[] = ['x', 'y', 'z', 'w'];
const VECTOR_SUFFIXES = ['X', 'Y', 'Z', 'W'] as const;
const COLOR_SUFFIXES = ['R', 'G', 'B', 'A'] as const;

/**
 * One `scalar` track per component of a `vec2`, `vec3`, `vec4` or `color` track, exactly: the same key
 * times, interpolation codes and extrapolation, each component's values and Bézier handles (Δtime,
 * Δvalue) as they are, the same unit and extras. Component c gets:
 * - `channel`: the track's channel (a generic `property` when it has none) with `axis` `x`, `y`, `z`, `w`;
 * - `property`: the track's property with the suffix `X`, `Y`, `Z`, `W` (`R`, `G`, `B`, `A` for a
 *   colour, as Maya's `colorR`);
 * - `name`: `<node>.<property>` of the new property (just the property when the node is '').
 *
 * @throws {InvalidArgumentError} when the track is not a vector or colour track.
 */
export function splitTrack(track: Track): Track[] {
  const type = track.valueType;
  if (type !== 'vec2' && type !== 'vec3' && type !== 'vec4' && type !== 'color') {
    throw new InvalidArgumentError(`splitTrack: ${track.name} is a ${type} track; only vec2, vec3, vec4 and color tracks split into components`);
  }
  const n = track.components;
  const count = track.times.length;
  const suffixes = type === 'color' ? COLOR_SUFFIXES : VECTOR_SUFFIXES;
  const channel = channelOf(track);
  const out: Track[] = [];
  for (let c = 0; c < n; c++) {
    const property = `${track.property}${suffixes[c]!}`;
    const part = createTrack({
      name: track.node === '' ? property : `${track.node}.${property}`,
      node: track.node,
      property,
      valueType: 'scalar',
      unit: track.unit,
      keys: [],
      preExtrapolation: track.preExtrapolation,
      postExtrapolation: track.postExtrapolation,
      channel: { ...channel, axis: AXES[c]! },
      extras: track.extras,
    });
    part.times = new Float64Array(track.times);
    part.interpolation = new Uint8Array(track.interpolation);
    part.values = new Float64Array(count);
    for (let k = 0; k < count; k++) part.values[k] = track.values[k * n + c]!;
    if (track.inHandles !== undefined && track.outHandles !== undefined) {
      part.inHandles = strided(track.inHandles, count, n, c);
      part.outHandles = strided(track.outHandles, count, n, c);
    }
    out.push(part);
  }
  return out;
}

function strided(handles: Float64Array, count: number, n: number, c: number): Float64Array {
  const out = new Float64Array(count * 2);
  for (let k = 0; k < count; k++) {
    out[k * 2] = handles[(k * n + c) * 2]!;
    out[k * 2 + 1] = handles[(k * n + c) * 2 + 1]!;
  }
  return out;
}

/** Options of {@link combineTracks}. */
export interface CombineOptions {
  /** The value type of the result: `vec2`, `vec3`, `vec4` or `color`. */
  readonly valueType: 'vec2' | 'vec3' | 'vec4' | 'color';
  /** Number of components of a `color` result (3 or 4, default 4); the others follow from the type. */
  readonly components?: number | undefined;
  /** `node` of the result. */
  readonly node: string;
  /** `property` of the result. */
  readonly property: string;
  /** `name` of the result; default `<node>.<property>` (the property alone when the node is ''). */
  readonly name?: string | undefined;
  /**
   * `channel` of the result; default the first given track's channel without its `axis` (none when that
   * track has no channel).
   */
  readonly channel?: Channel | undefined;
  /** Value of each missing component (all times); default 0 for every component. */
  readonly defaults?: readonly number[] | undefined;
  /**
   * Where to report what could not be carried exactly: an extrapolation the components cannot share is
   * one `extrapolation-changed` warning naming the result and the components' modes. Without a sink the
   * change is silent.
   */
  readonly sink?: WarningSink | undefined;
}

/** Most key times {@link combineTracks} builds (2^21); more is an error, not an allocation failure. */
const MAX_KEYS = 2 ** 21;

/**
 * One vector track from scalar component tracks (all in one unit), **exactly**: evaluating the result
 * (`evaluate`, `sample`) gives, in every component, that component track's own value at
 * every time (up to rounding, far below 1e-9 relative), inside and outside the keys — except at single
 * instants the model cannot hold: where a component's value at one time differs from both sides (its
 * last key where a repeating extrapolation jumps back, a repetition boundary before the start, a
 * reflection of `oscillate` next to a step), the result gives the value from the right, as the model
 * does at every jump.
 *
 * `tracks` gives the components by position (`[x, y, z]`, `undefined` for a missing one) or by axis
 * (`{ x, z }`); a missing component holds its `defaults` value (0). A component track without keys is 0,
 * as the evaluator gives.
 *
 * How: the result has keys at the union of the components' key times (and, where a component repeats
 * in a `cycle`/`cycleOffset`/`oscillate` extrapolation inside the combined range, its repeated key
 * times). Between two such times each component is one hold, line or cubic piece (see `pieces.ts`:
 * Bézier segments are cut exactly with de Casteljau's construction at the parameter where the segment's
 * time curve reaches the cut time). A segment of the result is `constant` when every component holds,
 * `linear` when every component holds or is a line, otherwise `bezier`, with holds and lines drawn as
 * Bézier segments whose handles lie on them at a third of the segment. Where a component jumps (a
 * `constant` segment drawn with others that move, or a jump in its own keys), the result has two keys at
 * that time: the value arrived at, then the value left with (equal times are a jump in the model).
 * Where every component shares the keys and the interpolation, the result has exactly those keys,
 * handles and interpolation codes.
 *
 * Extrapolation, per side: kept when it is exact for every component — `constant` and `linear` always
 * are (the result's end handles are set to each component's end slope when needed), the repeating modes
 * when every component with keys spans the whole combined range; a component that is one value (no or
 * one key) fits any mode, one that holds fits `constant` and `linear`. Otherwise the result holds its
 * end values (`constant`) and `options.sink` gets an `extrapolation-changed` warning saying which
 * components differ.
 *
 * @throws {InvalidArgumentError} when a track is not `scalar` or fails {@link validateTrack} (a
 *   non-finite or descending time, arrays of the wrong length), the tracks' units differ, no track is
 *   given, a track is given for a component the value type does not have, `defaults` has the wrong
 *   length, or the result would need more than 2^21 keys.
 */
export function combineTracks(tracks: readonly (Track | undefined)[] | Partial<Record<Axis, Track>>, options: CombineOptions): Track {
  const { valueType } = options;
  const n = valueType === 'vec2' ? 2 : valueType === 'vec3' ? 3 : valueType === 'color' ? (options.components ?? 4) : 4;
  if (!['vec2', 'vec3', 'vec4', 'color'].includes(valueType) || (valueType === 'color' && n !== 3 && n !== 4)) {
    throw new InvalidArgumentError(`combineTracks: cannot build a ${valueType} track of ${String(n)} components`);
  }
  const given: (Track | undefined)[] = Array.isArray(tracks)
    ? [...(tracks as readonly (Track | undefined)[])]
    : AXES.map((axis) => (tracks as Partial<Record<Axis, Track>>)[axis]);
  const present = given.filter((t): t is Track => t !== undefined);
  if (present.length === 0) throw new InvalidArgumentError('combineTracks: no component track given');
  given.forEach((t, c) => {
    if (t !== undefined && c >= n) throw new InvalidArgumentError(`combineTracks: ${t.name} is component ${String(c)} of a ${String(n)}-component ${valueType}`);
  });
  const unit = present[0]!.unit;
  for (const t of present) {
    if (t.valueType !== 'scalar') throw new InvalidArgumentError(`combineTracks: ${t.name} is a ${t.valueType} track, not scalar`);
    validateTrack(t);
    if (t.unit !== unit) throw new InvalidArgumentError(`combineTracks: ${t.name} is in ${t.unit}, ${present[0]!.name} in ${unit}`);
  }
  const defaults = options.defaults ?? [];
  if (options.defaults !== undefined && defaults.length !== n) {
    throw new InvalidArgumentError(`combineTracks: defaults has ${String(defaults.length)} numbers for ${String(n)} components`);
  }
  const curves = Array.from({ length: n }, (_, c) => new ScalarCurve(given[c], defaults[c] ?? 0));
  const labels = Array.from({ length: n }, (_, c) => given[c]?.name ?? `component ${AXES[c]!} (missing)`);

  const keys = buildKeys(curves);
  const notes: string[] = [];
  const pre = chooseExtrapolation(curves, labels, 'pre', keys.start, keys.end, notes);
  const post = chooseExtrapolation(curves, labels, 'post', keys.start, keys.end, notes);

  const first = present[0]!;
  const channel = options.channel ?? (first.channel === undefined ? undefined : withoutAxis(first.channel));
  const track = createTrack({
    name: options.name ?? (options.node === '' ? options.property : `${options.node}.${options.property}`),
    node: options.node,
    property: options.property,
    valueType,
    components: n,
    unit,
    keys: [],
    preExtrapolation: pre,
    postExtrapolation: post,
    channel,
  });
  const m = keys.count;
  track.times = keys.times.slice(0, m);
  track.values = keys.values.slice(0, m * n);
  track.interpolation = keys.codes.slice(0, m);
  if (keys.handles || present.some((t) => t.inHandles !== undefined)) {
    track.inHandles = keys.inHandles.slice(0, m * n * 2);
    track.outHandles = keys.outHandles.slice(0, m * n * 2);
  }
  if (pre === 'linear') matchSlopes(track, curves, 'pre');
  if (post === 'linear') matchSlopes(track, curves, 'post');
  for (const note of notes) options.sink?.warn('extrapolation-changed', note, track.name);
  return track;
}

function withoutAxis(channel: Channel): Channel {
  return channel.rotationOrder === undefined ? { kind: channel.kind } : { kind: channel.kind, rotationOrder: channel.rotationOrder };
}

/** The keys of the combined track, packed as in {@link Track}, plus the combined time range. */
interface Keys {
  /** Number of keys written. */
  count: number;
  times: Float64Array;
  values: Float64Array;
  codes: Uint8Array;
  inHandles: Float64Array;
  outHandles: Float64Array;
  /** True when a segment is `bezier` (handles are needed). */
  handles: boolean;
  start: number;
  end: number;
}

/** Room for `capacity` keys of `n` components. */
function allocate(keys: Keys, capacity: number, n: number): void {
  keys.times = new Float64Array(capacity);
  keys.values = new Float64Array(capacity * n);
  keys.codes = new Uint8Array(capacity);
  keys.inHandles = new Float64Array(capacity * n * 2);
  keys.outHandles = new Float64Array(capacity * n * 2);
}

function buildKeys(curves: readonly ScalarCurve[]): Keys {
  const n = curves.length;
  const empty = new Float64Array(0);
  const keys: Keys = { count: 0, times: empty, values: empty, codes: new Uint8Array(0), inHandles: empty, outHandles: empty, handles: false, start: NaN, end: NaN };
  allocate(keys, 2, n);
  let start = Infinity;
  let end = -Infinity;
  for (const curve of curves) {
    if (curve.count === 0) continue;
    start = Math.min(start, curve.first);
    end = Math.max(end, curve.last);
  }
  if (start === Infinity) {
    // No component has keys: one key holding the constants (none when they are all 0, as an empty track).
    const constants = curves.map((c) => c.valueAt(0));
    if (constants.some((v) => v !== 0)) push(keys, 0, constants, 0, zeros(2 * n), zeros(2 * n));
    return keys;
  }
  keys.start = start;
  keys.end = end;
  const raw: number[] = [];
  for (const curve of curves) curve.breakpoints(start, end, raw, MAX_KEYS);
  const sorted = Float64Array.from(raw).sort();
  const times: number[] = [];
  for (const t of sorted) if (times.length === 0 || t !== times[times.length - 1]) times.push(t);
  // At most two keys (a jump) per time.
  allocate(keys, 2 * times.length, n);

  const pieces = curves.map(() => newPiece());
  const before = curves.map((c) => c.valueBefore(start));
  const at = (i: number): number[] => curves.map((c) => c.valueAt(times[i]!));
  if (times.length === 1) {
    const values = at(0);
    if (differ(before, values)) push(keys, start, before, 0, zeros(2 * n), zeros(2 * n));
    push(keys, start, values, 0, zeros(2 * n), zeros(2 * n));
    return keys;
  }
  // Scratch per component, reused for every segment: no allocation in the loop.
  const zero = new Float64Array(2 * n);
  const starts = new Float64Array(n);
  const arrived = Float64Array.from(before);
  let arrivedIn = new Float64Array(2 * n);
  let outs = new Float64Array(2 * n);
  let ins = new Float64Array(2 * n);
  let arrivedCode = -1;
  for (let j = 0; j + 1 < times.length; j++) {
    const ta = times[j]!;
    const tb = times[j + 1]!;
    let code = 0;
    for (let c = 0; c < n; c++) code = Math.max(code, curves[c]!.piece(ta, tb, pieces[c]!).kind);
    if (code === 2) keys.handles = true;
    for (let c = 0; c < n; c++) {
      starts[c] = pieces[c]!.v0;
      handlesOf(pieces[c]!, code, tb - ta, outs, ins, c);
    }
    // A jump at ta: the previous segment (or the pre-extrapolation) arrives at other values than this
    // segment leaves with (a hold arrives nowhere: its end key's value is not drawn).
    if (arrivedCode !== 0 && differ(arrived, starts)) {
      push(keys, ta, arrived, code, arrivedIn, zero);
      push(keys, ta, starts, code, zero, outs);
    } else {
      push(keys, ta, starts, code, arrivedIn, outs);
    }
    for (let c = 0; c < n; c++) arrived[c] = pieces[c]!.v1;
    arrivedCode = code;
    [arrivedIn, ins] = [ins, arrivedIn];
    outs = outs.fill(0);
  }
  const values = at(times.length - 1);
  // The last key's code draws nothing: keep the components' own when they share it.
  const tails = curves.filter((c) => c.count > 0 && c.last === end).map((c) => c.track!.interpolation[c.count - 1]!);
  const tail = tails.every((code) => code === tails[0]) ? tails[0]! : arrivedCode;
  if (arrivedCode !== 0 && differ(arrived, values)) {
    push(keys, end, arrived, arrivedCode, arrivedIn, zero);
    push(keys, end, values, tail, zero, zero);
  } else {
    push(keys, end, values, tail, arrivedIn, zero);
  }
  return keys;
}

/** Writes piece p's out-handle (at its start) and in-handle (at its end), for a segment drawn as `code`, as component c. */
function handlesOf(p: Piece, code: number, span: number, outs: Float64Array, ins: Float64Array, c: number): void {
  if (p.kind === 2 || (p.own && p.kind === code)) {
    outs[c * 2] = p.outDt;
    outs[c * 2 + 1] = p.outDv;
    ins[c * 2] = p.inDt;
    ins[c * 2 + 1] = p.inDv;
    return;
  }
  // A hold or a line: handles on it, a third of the segment from each end.
  const third = (p.v1 - p.v0) / 3;
  outs[c * 2] = span / 3;
  outs[c * 2 + 1] = third;
  ins[c * 2] = -span / 3;
  ins[c * 2 + 1] = -third;
}

function push(keys: Keys, t: number, values: ArrayLike<number>, code: number, inHandles: ArrayLike<number>, outHandles: ArrayLike<number>): void {
  const k = keys.count++;
  const n = values.length;
  keys.times[k] = t;
  keys.codes[k] = code;
  for (let c = 0; c < n; c++) keys.values[k * n + c] = values[c]!;
  for (let i = 0; i < 2 * n; i++) {
    keys.inHandles[k * n * 2 + i] = inHandles[i] ?? 0;
    keys.outHandles[k * n * 2 + i] = outHandles[i] ?? 0;
  }
}

function zeros(n: number): number[] {
  return new Array<number>(n).fill(0);
}

function differ(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return false;
}

const ALL_MODES: readonly Extrapolation[] = ['constant', 'linear', 'cycle', 'cycleOffset', 'oscillate'];

/**
 * The extrapolation of the combined track on `side`: a mode that is exact for every component, else
 * `constant` with a note.
 */
function chooseExtrapolation(
  curves: readonly ScalarCurve[],
  labels: readonly string[],
  side: 'pre' | 'post',
  start: number,
  end: number,
  notes: string[],
): Extrapolation {
  let allowed = new Set<Extrapolation>(ALL_MODES);
  let preferred: Extrapolation | undefined;
  const owns: string[] = [];
  for (let c = 0; c < curves.length; c++) {
    const curve = curves[c]!;
    if (curve.isConstant) continue;
    const mode = curve.mode(side);
    owns.push(`${labels[c]!} ${mode}`);
    preferred ??= mode;
    const fits = new Set<Extrapolation>();
    const holds = !curve.hasRange || mode === 'constant' || (mode === 'linear' && curve.slope(side) === 0);
    if (holds) {
      fits.add('constant');
      fits.add('linear');
    } else if (mode === 'linear') {
      fits.add('linear');
    } else if (curve.first === start && curve.last === end) {
      fits.add(mode);
    }
    allowed = new Set([...allowed].filter((m) => fits.has(m)));
  }
  if (preferred === undefined) return 'constant';
  if (allowed.has(preferred)) return preferred;
  if (allowed.has('constant')) return 'constant';
  const [only] = allowed;
  if (only !== undefined) return only;
  notes.push(
    `${side}-extrapolation: the components cannot share one (${owns.join(', ')}${
      side === 'pre' ? `, combined keys start at ${String(start)} s` : `, combined keys end at ${String(end)} s`
    }); the combined track holds its ${side === 'pre' ? 'first' : 'last'} value`,
  );
  return 'constant';
}

/**
 * Makes the `linear` extrapolation of `track` on `side` continue every component along its own
 * component curve's slope, setting the end key's outer handle where the track's own end slope differs.
 */
function matchSlopes(track: Track, curves: readonly ScalarCurve[], side: 'pre' | 'post'): void {
  const n = track.components;
  const count = track.times.length;
  if (count === 0) return;
  const wanted = curves.map((c) => c.slope(side));
  if (wanted.every((s, c) => Math.abs(endSlope(track, side, c) - s) <= 1e-12 * Math.max(1, Math.abs(s)))) return;
  if (track.inHandles === undefined || track.outHandles === undefined) {
    track.inHandles = new Float64Array(count * n * 2);
    track.outHandles = new Float64Array(count * n * 2);
    for (let k = 0; k + 1 < count; k++) {
      const dt = (track.times[k + 1]! - track.times[k]!) / 3;
      for (let c = 0; c < n; c++) {
        const dv = (track.values[(k + 1) * n + c]! - track.values[k * n + c]!) / 3;
        track.outHandles[(k * n + c) * 2] = dt;
        track.outHandles[(k * n + c) * 2 + 1] = dv;
        track.inHandles[((k + 1) * n + c) * 2] = -dt;
        track.inHandles[((k + 1) * n + c) * 2 + 1] = -dv;
      }
    }
  }
  const end = side === 'pre' ? 0 : count - 1;
  const span = track.times[count - 1]! - track.times[0]!;
  const dt = span > 0 ? span / 3 : 1;
  const handles = side === 'pre' ? track.inHandles : track.outHandles;
  for (let c = 0; c < n; c++) {
    handles[(end * n + c) * 2] = side === 'pre' ? -dt : dt;
    handles[(end * n + c) * 2 + 1] = wanted[c]! * (side === 'pre' ? -dt : dt);
  }
}

/**
 * Converting between three Euler-angle tracks (Maya `rotateX/Y/Z`) and one quaternion track, for the
 * convert pipeline: quaternion → Euler with an **Euler filter** (continuous angles, no 180° flips),
 * Euler → quaternion exact at every key (and denser where asked).
 *
 * @module
 */
import type { Channel } from '../channel.js';
import { InvalidArgumentError } from '../errors.js';
import { checkKeyCount, keyLimit } from '../limits.js';
import { evaluate } from '../evaluate/sampler.js';
import { eulerToQuat, quatToEuler, type RotationOrder } from '../rotation.js';
import { createTrack } from '../track.js';
import { InterpolationCode, type Extrapolation, type Track } from '../types.js';
import { unitScale } from '../units.js';
import type { WarningSink } from '../warnings.js';
import { frameTimes, toFrameRate, type BakeOptions } from './bake.js';
import { combineTracks } from './components.js';

/** The three angle tracks of an Euler rotation; each must be a `scalar` track in `deg` or `rad`. */
export interface EulerTracks {
  readonly x: Track;
  readonly y: Track;
  readonly z: Track;
}

/** Options of {@link eulerTracksToQuat}. */
export interface EulerToQuatOptions {
  /** Rotation order (see `rotation.ts`); default the x track's `channel.rotationOrder`, else `'xyz'`. */
  readonly order?: RotationOrder | undefined;
  /**
   * Also sample at this rate inside the segments where slerp between the keys is not the Euler curve
   * (a Bézier angle segment, or two or more angles changing at once); without it the result is exact at
   * the keys only there.
   */
  readonly fps?: BakeOptions['fps'];
  /** Name of the `node` of the result; default the x track's node. */
  readonly node?: string | undefined;
  /** `property` of the result; default `rotation`. */
  readonly property?: string | undefined;
  /** Where to report an extrapolation the quaternion cannot follow (`extrapolation-changed`). */
  readonly sink?: WarningSink | undefined;
  /** The most keys the result may have (default `DEFAULT_MAX_KEYS`, see `limits.ts`); checked before each segment is cut. */
  readonly maxKeys?: number | undefined;
}

function angleScale(track: Track, axis: string): number {
  if (track.valueType !== 'scalar' || (track.unit !== 'deg' && track.unit !== 'rad')) {
    throw new InvalidArgumentError(`eulerTracksToQuat: the ${axis} track ${track.name} must be a scalar track in deg or rad`);
  }
  return unitScale(track.unit, 'rad');
}

/** A slerp segment turning one angle by more than this (radians) is cut so slerp takes the Euler way. */
const MAX_TURN = (2 * Math.PI) / 3;
/** Samples closer than this fraction of a frame to the segment's end key are left out. */
const NEAR_KEY = 1e-3;

/**
 * One `quat` track (slerp) from three Euler-angle tracks (`deg` or `rad`, each may have its own unit):
 * - keys at the union of the tracks' key times (with a jump where an angle jumps, see
 *   {@link combineTracks}), exact there: each key is {@link eulerToQuat} of the angles at that time;
 * - a segment is `constant` where every angle holds, else slerp; slerp is the Euler curve itself when one
 *   angle changes linearly (cut into turns below 120° so the shortest arc is that way); elsewhere it is
 *   exact at the keys only, unless `fps` adds samples inside those segments (at
 *   the frames of `fps` from the segment's start, less than 1/1000 of a frame before its end key left out);
 * - each quaternion is flipped into the hemisphere of the previous one so slerp takes the short way;
 * - extrapolation: the angles' shared mode (see {@link combineTracks}); `linear` becomes `constant`
 *   (a quaternion track holds) and `cycleOffset` becomes `cycle` — exact when the angles' slopes are 0
 *   or the offsets whole turns, otherwise `options.sink` gets an `extrapolation-changed` warning.
 * The result has `channel` `{ kind: 'rotation' }`.
 * @throws {InvalidArgumentError} when a track is not a scalar angle track, the order is unknown or the
 *   rate is not positive; `LimitError` when the result would have more than `maxKeys` keys (a huge
 *   angle or time range).
 */
export function eulerTracksToQuat(tracks: EulerTracks, options: EulerToQuatOptions = {}): Track {
  const order = options.order ?? tracks.x.channel?.rotationOrder ?? 'xyz';
  const all = [tracks.x, tracks.y, tracks.z];
  const scales = [angleScale(tracks.x, 'x'), angleScale(tracks.y, 'y'), angleScale(tracks.z, 'z')];
  eulerToQuat([0, 0, 0], order);
  const radians = all.map((t, c) => (scales[c] === 1 ? t : { ...t, unit: 'rad' as const, values: Float64Array.from(t.values, (v) => v * scales[c]!), ...scaledHandles(t, scales[c]!) }));
  const angles = combineTracks(radians, { valueType: 'vec3', node: '', property: 'angles', sink: options.sink });
  const { times, values: v, interpolation } = angles;
  const rate = options.fps;
  const limit = keyLimit(options);
  const where = `rotation ${tracks.x.node}: Euler → quaternion`;
  // Keys of the angle track (both keys of a jump) and samples inside the segments that need them.
  const out: { time: number; code: number; angles: ArrayLike<number> }[] = [];
  const count = times.length;
  for (let k = 0; k < count; k++) {
    const code = interpolation[k] === InterpolationCode.constant ? InterpolationCode.constant : InterpolationCode.linear;
    out.push({ time: times[k]!, code, angles: v.subarray(k * 3, k * 3 + 3) });
    if (k + 1 === count || code === InterpolationCode.constant || !(times[k + 1]! > times[k]!)) continue;
    const bezier = interpolation[k] === InterpolationCode.bezier;
    const moving = [0, 1, 2].filter((c) => v[k * 3 + c] !== v[k * 3 + 3 + c] || (bezier && !straight(angles, k, c)));
    const exact = moving.length === 0 || (moving.length === 1 && !bezier);
    const t0 = times[k]!;
    const t1 = times[k + 1]!;
    if (!exact && rate !== undefined) {
      // a sample a sliver of a frame before the next key (float32 key times are off the frame grid) adds
      // nothing but a key that merges with it once times are float32
      const frame = toFrameRate(rate);
      const room = (NEAR_KEY * frame.denominator) / frame.numerator;
      for (const t of frameTimes(t0, t1, rate, limit - out.length)) if (t > t0 && t < t1 - room) out.push({ time: t, code, angles: evaluate(angles, t) });
    } else if (exact && moving.length === 1) {
      const parts = Math.ceil(Math.abs(v[k * 3 + 3 + moving[0]!]! - v[k * 3 + moving[0]!]!) / MAX_TURN);
      // the keys so far (key k included), the cuts inside this segment, the keys after it
      checkKeyCount(out.length + parts - 1 + count - k - 1, limit, `${where}, cutting a turn of ${String(Math.abs(v[k * 3 + 3 + moving[0]!]! - v[k * 3 + moving[0]!]!))} rad into turns below 120°`);
      for (let i = 1; i < parts; i++) {
        const t = t0 + ((t1 - t0) * i) / parts;
        out.push({ time: t, code, angles: evaluate(angles, t) });
      }
    }
  }
  const quats = new Float64Array(out.length * 4);
  const q = new Float64Array(4);
  out.forEach((key, i) => {
    eulerToQuat(key.angles, order, q);
    if (i > 0 && q[0]! * quats[i * 4 - 4]! + q[1]! * quats[i * 4 - 3]! + q[2]! * quats[i * 4 - 2]! + q[3]! * quats[i * 4 - 1]! < 0) {
      for (let c = 0; c < 4; c++) q[c] = -q[c]!;
    }
    quats.set(q, i * 4);
  });
  const track = createTrack({
    node: options.node ?? tracks.x.node,
    property: options.property ?? 'rotation',
    valueType: 'quat',
    quatBlend: 'slerp',
    keys: [],
    preExtrapolation: quatMode(angles, 'pre', options.sink),
    postExtrapolation: quatMode(angles, 'post', options.sink),
    channel: { kind: 'rotation' },
  });
  track.times = Float64Array.from(out, (key) => key.time);
  track.values = quats;
  track.interpolation = Uint8Array.from(out, (key) => key.code);
  return track;
}

/** True when component c's handles on Bézier segment k lie on the chord at a third (a straight line). */
function straight(track: Track, k: number, c: number): boolean {
  const { times, values, inHandles, outHandles } = track;
  if (inHandles === undefined || outHandles === undefined) return true;
  const dt = (times[k + 1]! - times[k]!) / 3;
  const dv = (values[k * 3 + 3 + c]! - values[k * 3 + c]!) / 3;
  const o = (k * 3 + c) * 2;
  const i = ((k + 1) * 3 + c) * 2;
  const near = (a: number, b: number, s: number): boolean => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(s));
  return near(outHandles[o]!, dt, dt) && near(outHandles[o + 1]!, dv, dv) && near(inHandles[i]!, -dt, dt) && near(inHandles[i + 1]!, -dv, dv);
}

function scaledHandles(t: Track, scale: number): Partial<Track> {
  if (t.inHandles === undefined || t.outHandles === undefined) return {};
  const scaled = (h: Float64Array): Float64Array => h.map((x, i) => (i % 2 === 1 ? x * scale : x));
  return { inHandles: scaled(t.inHandles), outHandles: scaled(t.outHandles) };
}

/** The quaternion track's extrapolation for the angle track's: warns where it cannot follow. */
function quatMode(angles: Track, side: 'pre' | 'post', sink: WarningSink | undefined): Extrapolation {
  const mode = side === 'pre' ? angles.preExtrapolation : angles.postExtrapolation;
  if (mode !== 'linear' && mode !== 'cycleOffset') return mode;
  const count = angles.times.length;
  let exact = true;
  if (mode === 'cycleOffset' && count > 0) {
    const turn = 2 * Math.PI;
    for (let c = 0; c < 3; c++) {
      const d = angles.values[(count - 1) * 3 + c]! - angles.values[c]!;
      if (Math.abs(d - turn * Math.round(d / turn)) > 1e-9) exact = false;
    }
  } else if (mode === 'linear') {
    const probe = side === 'pre' ? angles.times[0]! - 1 : angles.times[count - 1]! + 1;
    const end = evaluate(angles, side === 'pre' ? angles.times[0]! : angles.times[count - 1]!);
    const beyond = evaluate(angles, probe);
    exact = [0, 1, 2].every((c) => beyond[c] === end[c]);
  }
  if (!exact) {
    sink?.warn(
      'extrapolation-changed',
      `${side}-extrapolation ${mode} of the Euler angles carried as ${mode === 'linear' ? 'constant' : 'cycle'}: a quaternion track ${mode === 'linear' ? 'holds its end rotation' : 'repeats without adding turns'}`,
    );
  }
  return mode === 'linear' ? 'constant' : 'cycle';
}

/** What a quaternion track's extrapolation does, as an angle track's: `linear` holds, `cycleOffset` cycles. */
function quatModeAsAngle(mode: Extrapolation): Extrapolation {
  return mode === 'linear' ? 'constant' : mode === 'cycleOffset' ? 'cycle' : mode;
}

/** Options of {@link quatToEulerTracks}. */
export interface QuatToEulerOptions {
  /** Rotation order; default `'xyz'`. */
  readonly order?: RotationOrder | undefined;
  /** Unit of the angle tracks; default `rad`. */
  readonly unit?: 'deg' | 'rad' | undefined;
  /**
   * Also sample at this rate inside the quaternion track's non-constant segments (between keys the
   * angles are linear, which is not slerp); without it the angles are exact at the keys only.
   */
  readonly fps?: BakeOptions['fps'];
  /** The most keys each result track may have (default `DEFAULT_MAX_KEYS`, see `limits.ts`). */
  readonly maxKeys?: number | undefined;
}

/**
 * Three `scalar` angle tracks (`rotateX`, `rotateY`, `rotateZ` of the quaternion track's node, `channel`
 * `{ kind: 'rotation', axis, rotationOrder }`) holding the Euler angles of each key of a `quat` track
 * (and of samples at `fps` between keys when asked), segments `linear` (`constant` where the quaternion
 * segment is), exact at the keys and samples. The angles go through an **Euler filter**, so the curves
 * are continuous:
 * - of the two angle triples that give every rotation, (α, β, γ) and (α + π, π − β, γ + π) (α about the
 *   first axis applied, β the middle, γ the last), the one closest to the previous key's is taken, so a
 *   rotation passing the middle axis' ±90° does not flip the other two angles by 180°;
 * - each angle is moved by whole turns to be within half a turn of the previous key's;
 * - at gimbal lock (middle angle ±90°, where only α ± γ is defined) α keeps the previous key's value.
 * @throws {InvalidArgumentError} when the track is not a quaternion track, the order is unknown or the
 *   rate is not positive; `LimitError` when sampling at `fps` would give more than `maxKeys` keys.
 */
export function quatToEulerTracks(track: Track, options: QuatToEulerOptions = {}): EulerTracks {
  if (track.valueType !== 'quat') throw new InvalidArgumentError(`quatToEulerTracks: ${track.name} is not a quat track`);
  const order = options.order ?? 'xyz';
  const unit = options.unit ?? 'rad';
  const keys: { time: number; code: number; quat: ArrayLike<number> }[] = [];
  const count = track.times.length;
  const limit = keyLimit(options);
  for (let k = 0; k < count; k++) {
    const code = track.interpolation[k] === InterpolationCode.constant ? InterpolationCode.constant : InterpolationCode.linear;
    const t0 = track.times[k]!;
    keys.push({ time: t0, code, quat: track.values.subarray(k * 4, k * 4 + 4) });
    if (options.fps === undefined || code === InterpolationCode.constant || k + 1 === count || !(track.times[k + 1]! > t0)) continue;
    for (const t of frameTimes(t0, track.times[k + 1]!, options.fps, limit - keys.length)) {
      if (t > t0 && t < track.times[k + 1]!) keys.push({ time: t, code, quat: evaluate(track, t) });
    }
  }
  const out = [new Float64Array(keys.length), new Float64Array(keys.length), new Float64Array(keys.length)];
  const filter = new EulerFilter(order);
  keys.forEach((key, i) => {
    const e = filter.next(key.quat);
    for (let c = 0; c < 3; c++) out[c]![i] = e[c]!;
  });
  const scale = unitScale('rad', unit);
  const make = (c: number, axis: 'x' | 'y' | 'z'): Track => {
    const channel: Channel = { kind: 'rotation', axis, rotationOrder: order };
    const t = createTrack({
      node: track.node,
      property: `rotate${axis.toUpperCase()}`,
      valueType: 'scalar',
      unit,
      keys: [],
      preExtrapolation: quatModeAsAngle(track.preExtrapolation),
      postExtrapolation: quatModeAsAngle(track.postExtrapolation),
      channel,
    });
    t.times = Float64Array.from(keys, (key) => key.time);
    t.values = out[c]!.map((v) => v * scale);
    t.interpolation = Uint8Array.from(keys, (key) => key.code);
    return t;
  };
  return { x: make(0, 'x'), y: make(1, 'y'), z: make(2, 'z') };
}

const AXIS_INDEX = { x: 0, y: 1, z: 2 } as const;

/** Euler angles of successive quaternions, continuous (see {@link quatToEulerTracks}). */
class EulerFilter {
  private readonly order: RotationOrder;
  private readonly i: number;
  private readonly j: number;
  private readonly k: number;
  private prev: Float64Array | undefined;
  private readonly e = new Float64Array(3);
  private readonly flip = new Float64Array(3);
  private readonly q = new Float64Array(4);

  constructor(order: RotationOrder) {
    this.order = order;
    quatToEuler([0, 0, 0, 1], order);
    this.i = AXIS_INDEX[order[0] as 'x'];
    this.j = AXIS_INDEX[order[1] as 'x'];
    this.k = AXIS_INDEX[order[2] as 'x'];
  }

  /** The angles (x, y, z) in radians of `quat`, continuous with the previous call's. */
  next(quat: ArrayLike<number>): Float64Array {
    const { e, flip, i, j, k } = this;
    quatToEuler(quat, this.order, e);
    const prev = this.prev;
    if (prev === undefined) {
      this.prev = new Float64Array(e);
      return this.prev;
    }
    if (Math.abs(Math.cos(e[j]!)) <= 1e-9) this.lock(quat, prev);
    flip[i] = e[i]! + Math.PI;
    flip[j] = Math.PI - e[j]!;
    flip[k] = e[k]! + Math.PI;
    const a = unwrapDistance(e, prev);
    const b = unwrapDistance(flip, prev);
    prev.set(b < a ? flip : e);
    return prev;
  }

  /** At gimbal lock: keep the previous first angle and move the last one to give the same rotation. */
  private lock(quat: ArrayLike<number>, prev: Float64Array): void {
    const { e, i, k } = this;
    const len = Math.hypot(quat[0]!, quat[1]!, quat[2]!, quat[3]!) || 1;
    const delta = prev[i]! - e[i]!;
    const alpha = e[i]!;
    const gamma = e[k]!;
    for (const sign of [1, -1]) {
      e[i] = alpha + delta;
      e[k] = gamma + sign * delta;
      eulerToQuat(e, this.order, this.q);
      const dot = (this.q[0]! * quat[0]! + this.q[1]! * quat[1]! + this.q[2]! * quat[2]! + this.q[3]! * quat[3]!) / len;
      if (Math.abs(dot) >= 1 - 1e-12) return;
    }
    e[i] = alpha;
    e[k] = gamma;
  }
}

/** Moves each angle of `a` by whole turns to the nearest of `prev`'s; returns the summed distance. */
function unwrapDistance(a: Float64Array, prev: Float64Array): number {
  const turn = 2 * Math.PI;
  let sum = 0;
  for (let c = 0; c < 3; c++) {
    const v = a[c]! + turn * Math.round((prev[c]! - a[c]!) / turn);
    a[c] = v;
    sum += Math.abs(v - prev[c]!);
  }
  return sum;
}

/**
 * Converting between three Euler-angle tracks (Maya `rotateX/Y/Z`) and one quaternion track.
 *
 * @module
 */
import { InvalidArgumentError } from '../errors.js';
import { TrackSampler } from '../evaluate/sampler.js';
import { eulerToQuat, quatToEuler, type RotationOrder } from '../rotation.js';
import { createTrack } from '../track.js';
import { InterpolationCode, type Extrapolation, type Track } from '../types.js';
import { unitScale } from '../units.js';
import { frameTimes, type BakeOptions } from './bake.js';

/** The three angle tracks of an Euler rotation; each must be a `scalar` track in `deg` or `rad`. */
export interface EulerTracks {
  readonly x: Track;
  readonly y: Track;
  readonly z: Track;
}

/** Options of {@link eulerTracksToQuat}. */
export interface EulerToQuatOptions {
  /** Rotation order (see `rotation.ts`); default `'xyz'`. */
  readonly order?: RotationOrder | undefined;
  /**
   * Sample at this rate over the keys' range instead of at the union of the three tracks' key times
   * (use it when the angle curves are not linear between keys).
   */
  readonly fps?: BakeOptions['fps'];
  /** Name of the `node` of the result; default the x track's node. */
  readonly node?: string | undefined;
  /** `property` of the result; default `rotation`. */
  readonly property?: string | undefined;
}

function angleScale(track: Track, axis: string): number {
  if (track.valueType !== 'scalar' || (track.unit !== 'deg' && track.unit !== 'rad')) {
    throw new InvalidArgumentError(`eulerTracksToQuat: the ${axis} track ${track.name} must be a scalar track in deg or rad`);
  }
  return unitScale(track.unit, 'rad');
}

/**
 * One `quat` track (slerp, linear keys) from three Euler-angle tracks: the angles are evaluated at the
 * union of the tracks' key times (or at `fps` over their range), converted with {@link eulerToQuat}, and
 * each quaternion is flipped into the hemisphere of the previous one so slerp takes the short way.
 * This is exact at the sample times only; between them slerp replaces the per-angle curves. The
 * extrapolation of the x track is kept when all three agree, otherwise `constant`.
 * @throws {InvalidArgumentError} when a track is not a scalar angle track or the order is unknown.
 */
export function eulerTracksToQuat(tracks: EulerTracks, options: EulerToQuatOptions = {}): Track {
  const order = options.order ?? 'xyz';
  const all = [tracks.x, tracks.y, tracks.z];
  const scales = [angleScale(tracks.x, 'x'), angleScale(tracks.y, 'y'), angleScale(tracks.z, 'z')];
  const keyTimes = [...new Set(all.flatMap((t) => Array.from(t.times)))].sort((a, b) => a - b);
  const times = options.fps === undefined || keyTimes.length === 0 ? keyTimes : Array.from(frameTimes(keyTimes[0]!, keyTimes[keyTimes.length - 1]!, options.fps));
  const samplers = all.map((t) => new TrackSampler(t));
  const angles = new Float64Array(3);
  const one = new Float64Array(1);
  const values = new Float64Array(times.length * 4);
  const q = new Float64Array(4);
  times.forEach((t, i) => {
    for (let c = 0; c < 3; c++) angles[c] = samplers[c]!.evaluate(t, one)[0]! * scales[c]!;
    eulerToQuat(angles, order, q);
    if (i > 0 && q[0]! * values[i * 4 - 4]! + q[1]! * values[i * 4 - 3]! + q[2]! * values[i * 4 - 2]! + q[3]! * values[i * 4 - 1]! < 0) {
      for (let c = 0; c < 4; c++) q[c] = -q[c]!;
    }
    values.set(q, i * 4);
  });
  const same = (f: (t: Track) => string): string | undefined => (all.every((t) => f(t) === f(tracks.x)) ? f(tracks.x) : undefined);
  const pre = same((t) => t.preExtrapolation);
  const post = same((t) => t.postExtrapolation);
  const node = options.node ?? tracks.x.node;
  const property = options.property ?? 'rotation';
  const track = createTrack({
    node,
    property,
    valueType: 'quat',
    quatBlend: 'slerp',
    keys: [],
    preExtrapolation: pre === undefined || pre === 'linear' ? 'constant' : tracks.x.preExtrapolation,
    postExtrapolation: post === undefined || post === 'linear' ? 'constant' : tracks.x.postExtrapolation,
  });
  track.times = Float64Array.from(times);
  track.values = values;
  track.interpolation = new Uint8Array(times.length).fill(InterpolationCode.linear);
  return track;
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
}

/**
 * Three `scalar` angle tracks (`rotateX`, `rotateY`, `rotateZ` of the quaternion track's node) holding
 * the Euler angles of each key of a `quat` track (segments `linear`, or `constant` where the quaternion
 * segment is; exact at the keys only), **unwrapped**: each angle is moved by whole
 * turns to be within half a turn of the previous key's, so curves do not jump at ±180°.
 * @throws {InvalidArgumentError} when the track is not a quaternion track or the order is unknown.
 */
export function quatToEulerTracks(track: Track, options: QuatToEulerOptions = {}): EulerTracks {
  if (track.valueType !== 'quat') throw new InvalidArgumentError(`quatToEulerTracks: ${track.name} is not a quat track`);
  const order = options.order ?? 'xyz';
  const unit = options.unit ?? 'rad';
  const count = track.times.length;
  const out = [new Float64Array(count), new Float64Array(count), new Float64Array(count)];
  const e = new Float64Array(3);
  const turn = 2 * Math.PI;
  for (let k = 0; k < count; k++) {
    quatToEuler(track.values.subarray(k * 4, k * 4 + 4), order, e);
    for (let c = 0; c < 3; c++) {
      let a = e[c]!;
      if (k > 0) a += turn * Math.round((out[c]![k - 1]! - a) / turn);
      out[c]![k] = a;
    }
  }
  const scale = unitScale('rad', unit);
  const make = (c: number, property: string): Track => {
    const t = createTrack({
      node: track.node,
      property,
      valueType: 'scalar',
      unit,
      keys: [],
      preExtrapolation: quatModeAsAngle(track.preExtrapolation),
      postExtrapolation: quatModeAsAngle(track.postExtrapolation),
    });
    t.times = new Float64Array(track.times);
    t.values = out[c]!.map((v) => v * scale);
    t.interpolation = Uint8Array.from(track.interpolation, (i) => (i === InterpolationCode.constant ? InterpolationCode.constant : InterpolationCode.linear));
    return t;
  };
  return { x: make(0, 'rotateX'), y: make(1, 'rotateY'), z: make(2, 'rotateZ') };
}

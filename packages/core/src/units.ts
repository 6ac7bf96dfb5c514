/**
 * Units: the time-unit table (frame rates as exact rationals, Maya's names included), length and angle
 * scale factors, and {@link convertUnits} for track values.
 *
 * @module
 */
import { InvalidArgumentError } from './errors.js';
import type { FrameRate, Track, Unit } from './types.js';

/**
 * Named time units as exact rates (units per second, `numerator / denominator`): Maya's classic names
 * (`game` 15, `film` 24, `pal` 25, `ntsc` 30, `show` 48, `palf` 50, `ntscf` 60), clock units (`hour`,
 * `min`, `sec`, `millisec`), and the NTSC family as 1000/1001 fractions (`23.976fps` = 24000/1001,
 * `29.97fps` and `29.97df` = 30000/1001, `47.952fps` = 48000/1001, `59.94fps` = 60000/1001).
 * Any `<N>fps` name (N an integer) is also understood by {@link timeUnitRate}. Spec: `maya-anim.txt`
 * (timeUnit), notes §3.1.
 */
export const TIME_UNITS: Readonly<Record<string, FrameRate>> = Object.freeze({
  game: { numerator: 15, denominator: 1 },
  film: { numerator: 24, denominator: 1 },
  pal: { numerator: 25, denominator: 1 },
  ntsc: { numerator: 30, denominator: 1 },
  show: { numerator: 48, denominator: 1 },
  palf: { numerator: 50, denominator: 1 },
  ntscf: { numerator: 60, denominator: 1 },
  hour: { numerator: 1, denominator: 3600 },
  min: { numerator: 1, denominator: 60 },
  sec: { numerator: 1, denominator: 1 },
  millisec: { numerator: 1000, denominator: 1 },
  '23.976fps': { numerator: 24000, denominator: 1001 },
  '29.97fps': { numerator: 30000, denominator: 1001 },
  '29.97df': { numerator: 30000, denominator: 1001 },
  '47.952fps': { numerator: 48000, denominator: 1001 },
  '59.94fps': { numerator: 60000, denominator: 1001 },
});

/**
 * The exact rate of a named time unit (see {@link TIME_UNITS}) or of `<N>fps`.
 * @throws {InvalidArgumentError} for an unknown name.
 */
export function timeUnitRate(name: string): FrameRate {
  const known = Object.prototype.hasOwnProperty.call(TIME_UNITS, name) ? TIME_UNITS[name] : undefined;
  if (known !== undefined) return { numerator: known.numerator, denominator: known.denominator };
  const m = /^([1-9]\d{0,8})fps$/.exec(name);
  if (m !== null) return { numerator: Number(m[1]), denominator: 1 };
  throw new InvalidArgumentError(`unknown time unit '${name}'`);
}

/** Frames per second of a rate as a float: `numerator / denominator`. */
export function fps(rate: FrameRate): number {
  return rate.numerator / rate.denominator;
}

/** Seconds of `frames` at `rate`: `frames · denominator / numerator` (exact for integral frames at integral rates). */
export function framesToSeconds(frames: number, rate: FrameRate): number {
  return (frames * rate.denominator) / rate.numerator;
}

/** Frames (possibly fractional) of `seconds` at `rate`: `seconds · numerator / denominator`. */
export function secondsToFrames(seconds: number, rate: FrameRate): number {
  return (seconds * rate.numerator) / rate.denominator;
}

/**
 * Length units in micrometres, all exact integers (1 in = 25.4 mm, 1 ft = 12 in, 1 yd = 3 ft,
 * 1 mi = 1760 yd), so every factor is the correctly rounded ratio of two exact numbers.
 */
const LENGTH_IN_MICROMETRES: Partial<Record<Unit, number>> = {
  mm: 1e3,
  cm: 1e4,
  m: 1e6,
  km: 1e9,
  in: 25_400,
  ft: 304_800,
  yd: 914_400,
  mi: 1_609_344_000,
};

/** What a unit measures: `length`, `angle`, `time` (`s`), `pixel` (`px`) or `none`. */
export type UnitKind = 'length' | 'angle' | 'time' | 'pixel' | 'none';

/** The kind of quantity a {@link Unit} measures. */
export function unitKind(unit: Unit): UnitKind {
  if (unit in LENGTH_IN_MICROMETRES) return 'length';
  if (unit === 'deg' || unit === 'rad') return 'angle';
  if (unit === 's') return 'time';
  if (unit === 'px') return 'pixel';
  return 'none';
}

/**
 * The factor that converts a value in `from` to `to` (multiply by it): e.g. `unitScale('m', 'cm')` = 100,
 * `unitScale('deg', 'rad')` = π/180. 1 when the units are equal.
 * @throws {InvalidArgumentError} when the units measure different kinds of quantity (cm → deg, px → m).
 */
export function unitScale(from: Unit, to: Unit): number {
  if (from === to) return 1;
  const kind = unitKind(from);
  if (kind !== unitKind(to) || kind === 'none' || kind === 'pixel' || kind === 'time') {
    throw new InvalidArgumentError(`cannot convert ${from} to ${to}`);
  }
  if (kind === 'angle') return from === 'deg' ? Math.PI / 180 : 180 / Math.PI;
  return LENGTH_IN_MICROMETRES[from]! / LENGTH_IN_MICROMETRES[to]!;
}

/**
 * Returns a copy of `track` (new arrays) with its values (and Bézier handle Δvalues) in `unit`; times
 * and handle Δtimes (seconds) are unchanged. Tracks whose values are not a measured quantity (`quat`, `bool`, `int`,
 * `string`) cannot be converted.
 * @throws {InvalidArgumentError} when the units measure different quantities or the value type has no unit.
 */
export function convertUnits(track: Track, unit: Unit): Track {
  const type = track.valueType;
  if (track.unit !== unit && (type === 'quat' || type === 'bool' || type === 'int' || type === 'string')) {
    throw new InvalidArgumentError(`track ${track.name}: ${type} values have no unit to convert`);
  }
  const k = unitScale(track.unit, unit);
  const values = track.values.map((v) => v * k);
  const scaleHandles = (h: Float64Array | undefined): Float64Array | undefined => {
    if (h === undefined) return undefined;
    const out = new Float64Array(h);
    for (let i = 1; i < out.length; i += 2) out[i] = out[i]! * k;
    return out;
  };
  const result: Track = { ...track, unit, values, times: new Float64Array(track.times), interpolation: new Uint8Array(track.interpolation) };
  const inHandles = scaleHandles(track.inHandles);
  const outHandles = scaleHandles(track.outHandles);
  if (inHandles) result.inHandles = inHandles;
  if (outHandles) result.outHandles = outHandles;
  return result;
}

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
 * Any `<N>fps` name (N an integer) and other NTSC-family decimals are also understood by {@link findTimeUnitRate}. Spec: Autodesk
 * Maya help, "ANIM file format" (`timeUnit`), https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm.
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
 * The exact rate of a time unit name, or undefined when the name is not one (never throws): the names
 * of {@link TIME_UNITS}; `<N>fps` with N an integer from 1 to 999,999,999 (`120fps` = 120/1); and the
 * NTSC family spelled with decimals, `<D>fps` or `<D>df`, read as N·1000/1001 (N = round(D·1.001)) when D
 * is that rate rounded to D's decimals (`119.88fps` = 120000/1001, `95.904fps` = 96000/1001). Maya's time unit
 * words (`.anim` `timeUnit`/`inputUnit`, Autodesk's "ANIM file format") are all of these.
 */
export function findTimeUnitRate(name: string): FrameRate | undefined {
  const known = Object.prototype.hasOwnProperty.call(TIME_UNITS, name) ? TIME_UNITS[name] : undefined;
  if (known !== undefined) return { numerator: known.numerator, denominator: known.denominator };
  const integral = /^([1-9]\d{0,8})fps$/.exec(name);
  if (integral !== null) return { numerator: Number(integral[1]), denominator: 1 };
  const decimal = /^(\d{1,9})\.(\d{1,6})(?:fps|df)$/.exec(name);
  if (decimal === null) return undefined;
  const written = Number(`${decimal[1]!}.${decimal[2]!}`);
  const n = Math.round(written * 1.001);
  // The exact N·1000/1001 rate rounded to the written decimals: within half a unit of the last decimal.
  if (n > 0 && Math.abs((n * 1000) / 1001 - written) < 0.6 * 10 ** -decimal[2]!.length) {
    return { numerator: n * 1000, denominator: 1001 };
  }
  return undefined;
}

/**
 * The exact rate of a time unit name (see {@link findTimeUnitRate} for the names understood).
 * @throws {InvalidArgumentError} for a name that is not a time unit.
 */
export function timeUnitRate(name: string): FrameRate {
  const rate = findTimeUnitRate(name);
  if (rate === undefined) throw new InvalidArgumentError(`unknown time unit '${name}'`);
  return rate;
}

/**
 * The time unit name of a rate, the inverse of {@link findTimeUnitRate}: the first {@link TIME_UNITS}
 * name with that rate (`film` for 24/1, `sec` for 1/1, `29.97fps` for 30000/1001), else `<N>fps` for an
 * integral rate, else `<D>fps` for an N·1000/1001 rate (D to three decimals, trailing zeros dropped:
 * `119.88fps`); undefined for any other rate.
 */
export function timeUnitForRate(rate: FrameRate): string | undefined {
  const { numerator, denominator } = rate;
  if (!(numerator > 0 && denominator > 0 && Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator))) return undefined;
  for (const [name, r] of Object.entries(TIME_UNITS)) {
    if (r.numerator * denominator === r.denominator * numerator) return name;
  }
  if (numerator % denominator === 0) {
    const n = numerator / denominator;
    return n <= 999_999_999 ? `${n}fps` : undefined;
  }
  // N·1000/1001 in any terms: numerator·1001 = N·1000·denominator.
  const thousandths = (numerator * 1001) / denominator;
  if (Number.isInteger(thousandths) && thousandths % 1000 === 0) {
    const n = thousandths / 1000;
    return `${Math.round((n * 1_000_000) / 1001) / 1000}fps`;
  }
  return undefined;
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
  // A new float64 array (never `values.map`, which keeps a float32 source's precision).
  const source = track.values;
  const values = new Float64Array(source.length);
  for (let i = 0; i < source.length; i++) values[i] = source[i]! * k;
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

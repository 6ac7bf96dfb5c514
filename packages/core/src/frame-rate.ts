/**
 * The one policy that turns a frame rate given as a number of frames per second (a `--fps` value,
 * Nuke's `fps` knob, Unity's `m_SampleRate`, the inverse of a Prime frame interval) into an exact
 * {@link FrameRate}, so that 29.97 fps is the same rate whichever path it came through.
 *
 * @module
 */
import type { FrameRate } from './types.js';

/**
 * The default relative tolerance of {@link frameRateFromFps}: 1e-5 (0.001 %). It covers a rate typed to
 * three decimals (`23.976`, `59.94`, `119.88`: every N·1000/1001 rate up to N = 1000 is within 1e-5 of its
 * three-decimal spelling) and a rate derived from a float32 frame interval (relative error below 1e-7),
 * while keeping rates a user means apart: 29.9 and 29.97 differ by 2e-3.
 */
export const FPS_TOLERANCE = 1e-5;

/** The decimal places kept of a rate that is neither whole nor NTSC (a micro-frame per second). */
const DECIMALS = 6;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * An exact frame rate for `fps` frames per second, by one policy:
 * 1. within `tolerance` (relative) of a whole number N ≥ 1 → N/1 (`24`, `30`, a float32 interval's `29.9999995`);
 * 2. else within `tolerance` of an NTSC-family rate N·1000/1001 → N·1000/1001 (`23.976` → 24000/1001,
 *    `29.97` → 30000/1001, `59.94` → 60000/1001, `119.88` → 120000/1001; the rates of `TIME_UNITS`);
 *    (whole wins where both are within `tolerance`: only near N = 1001·k, 900 fps and up with the default);
 * 3. else the decimal itself as a reduced fraction, to 6 decimals (`12.5` → 25/2, `29.9` → 299/10).
 *
 * The result is always within `max(tolerance, 5e-7 / fps)` of `fps` (relative) and its numerator and
 * denominator are positive safe integers. Pass `tolerance: 0` to snap only exact values.
 *
 * @param fps - frames per second, a finite number from 1e-6 to `Number.MAX_SAFE_INTEGER`.
 * @param tolerance - relative distance within which a rate is read as a whole or NTSC rate; default {@link FPS_TOLERANCE}.
 * @returns the rate, or `undefined` when `fps` is not a finite number in that range (never throws, so
 *   readers of untrusted files can fall back to "no rate stated").
 */
export function frameRateFromFps(fps: number, tolerance: number = FPS_TOLERANCE): FrameRate | undefined {
  if (!(Number.isFinite(fps) && fps >= 10 ** -DECIMALS && fps <= Number.MAX_SAFE_INTEGER)) return undefined;
  const whole = Math.round(fps);
  if (whole >= 1 && Math.abs(fps - whole) <= tolerance * fps) return { numerator: whole, denominator: 1 };
  const n = Math.round((fps * 1001) / 1000);
  const ntsc = (n * 1000) / 1001;
  if (n >= 1 && Number.isSafeInteger(n * 1000) && Math.abs(fps - ntsc) <= tolerance * fps) return { numerator: n * 1000, denominator: 1001 };
  let decimals = DECIMALS;
  while (decimals > 0 && fps * 10 ** decimals > Number.MAX_SAFE_INTEGER) decimals--;
  const numerator = Math.round(fps * 10 ** decimals);
  const denominator = 10 ** decimals;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * Mapping a time outside a track's key range back into it, for the repeating extrapolation modes.
 *
 * This follows Maya's animCurve infinity (notes §3.3; Autodesk animx `evaluateInfinity`): with
 * `range = last − first`, after the end `ratio = (t − last) / range`, before the start
 * `ratio = (first − t) / range`; `cycles = trunc(ratio) + 1` and `f = range · frac(ratio)`.
 * - `cycle`, `cycleOffset`: after the end `t' = first + f`, before the start `t' = last − f`;
 * - `oscillate`: after the end `t' = last − f` for odd `cycles`, `first + f` for even; before the start
 *   `first + f` for odd, `last − f` for even;
 * - `cycleOffset` adds `cycles · (last value − first value)` after the end and subtracts it before.
 *
 * Inside a cycle this equals Unity's `Repeat`/`PingPong`; the two differ only at the exact cycle
 * boundaries before the start, where Maya (and this) lands on the last key.
 *
 * @module
 */
import type { Extrapolation } from '../types.js';

/** Result of {@link wrapTime}. */
export interface WrappedTime {
  /** The time inside [first, last], seconds. */
  time: number;
  /** Signed number of value offsets for `cycleOffset`: positive after the end, negative before the start. */
  cycles: number;
}

/**
 * Maps `t` (seconds; `t < first` or `t > last`) into `[first, last]` for `cycle`, `cycleOffset` and
 * `oscillate`. `last − first` must be positive.
 */
export function wrapTime(t: number, first: number, last: number, mode: Extrapolation, into: WrappedTime): WrappedTime {
  const range = last - first;
  const after = t > last;
  const ratio = after ? (t - last) / range : (first - t) / range;
  const whole = Math.trunc(ratio);
  const cycles = whole + 1;
  const f = range * (ratio - whole);
  let time: number;
  if (mode === 'oscillate') {
    const odd = cycles % 2 === 1;
    time = after === odd ? last - f : first + f;
  } else {
    time = after ? first + f : last - f;
  }
  into.time = time < first ? first : time > last ? last : time;
  into.cycles = mode === 'cycleOffset' ? (after ? cycles : -cycles) : 0;
  return into;
}

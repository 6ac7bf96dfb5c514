/**
 * Mapping a time outside a track's key range back into it, for the repeating extrapolation modes.
 *
 * This follows Maya's animCurve infinity (Autodesk animx `evaluateInfinity`,
 * https://github.com/Autodesk/animx/blob/11c31ac/src/animx.cpp): with
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
 * **Boundaries** (decided for issue #17, following Maya because `.anim` files are the ones that carry
 * these modes, and because Maya and Unity agree after the end):
 * - the keyed range is closed: at `first` and at `last` the end keys' own values are returned in every
 *   mode (the evaluator never wraps them);
 * - after the end each repetition covers `[first, last)` of the keys: at `last + k·range` (k ≥ 1) the
 *   time maps to `first` — the value the next repetition starts with (for `cycle`, the first key's; a
 *   discontinuous cycle jumps right after `last`, and at every later boundary the value after the jump is
 *   returned, as at every jump in the model); for `oscillate` odd k map to `first`, even k to `last`;
 * - before the start each repetition covers `(first, last]`: at `first − k·range` the time maps to
 *   `last` (odd k for `oscillate`; even k to `first`) — Maya's rule; Unity's `Repeat` gives the first
 *   key's value there instead.
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
 * Maps `t` (seconds) into `[first, last]` for `cycle`, `cycleOffset` and `oscillate`, as described in
 * the module documentation (boundaries included). A time already in `[first, last]` is returned as it is
 * with 0 cycles. `last − first` must be positive.
 */
export function wrapTime(t: number, first: number, last: number, mode: Extrapolation, into: WrappedTime): WrappedTime {
  if (t >= first && t <= last) {
    into.time = t;
    into.cycles = 0;
    return into;
  }
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

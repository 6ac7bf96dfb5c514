/**
 * Binary search over sorted key times: the one implementation every format's evaluator uses.
 *
 * @module
 */

/**
 * Index of the first element in `[lo, hi)` that is greater than `x` (`hi` when none is): with
 * `times` sorted ascending, `upperBound(times, t) - 1` is the last key at or before `t` (−1 when `t`
 * precedes every key, or is NaN). Equal times resolve past the last of them.
 *
 * Elements may be strided: element `i` is `values[offset + i · stride]` (packed key runs).
 *
 * @param values - sorted ascending (seconds, frames, whatever the caller's unit; compared as numbers).
 * @param x - the value searched for, in the same unit.
 * @param lo - first element index searched (default 0).
 * @param hi - one past the last element index searched (default `values.length` when not strided).
 */
export function upperBound(
  values: ArrayLike<number>,
  x: number,
  lo = 0,
  hi = values.length,
  stride = 1,
  offset = 0,
): number {
  if (!(x === x)) return lo; // NaN sorts before everything
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (x < values[offset + mid * stride]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Index of the first element in `[lo, hi)` that is greater than or equal to `x` (`hi` when none is):
 * the first key at or after `x`. Same layout rules as {@link upperBound}.
 */
export function lowerBound(
  values: ArrayLike<number>,
  x: number,
  lo = 0,
  hi = values.length,
  stride = 1,
  offset = 0,
): number {
  if (!(x === x)) return lo;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[offset + mid * stride]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

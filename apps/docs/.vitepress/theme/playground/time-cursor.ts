/**
 * The time cursor's slider: a position 0…{@link SLIDER_STEPS} over the clip's key range, mapped to and from
 * the cursor time in seconds (pure functions).
 * @module
 */

/** Steps of the time slider over the key range (the arrow keys move one step, PageUp/PageDown ten). */
export const SLIDER_STEPS = 1000;

/** The slider position (0…{@link SLIDER_STEPS}, rounded) of time `t` (seconds) over `[start, end]`; 0 when the range is a single instant. */
export function sliderPosition([start, end]: readonly [number, number], t: number): number {
  return end > start ? Math.round(((t - start) / (end - start)) * SLIDER_STEPS) : 0;
}

/** The time (seconds) at slider position `pos` over `[start, end]`: its ends are the range's ends exactly. */
export function sliderTime([start, end]: readonly [number, number], pos: number): number {
  return pos >= SLIDER_STEPS ? end : pos <= 0 ? start : start + ((end - start) * pos) / SLIDER_STEPS;
}

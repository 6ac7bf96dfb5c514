/**
 * Numbered names in linear time: the one helper behind every "a second track of this name becomes
 * `name#2`" (core's `adaptClip`, Maya's reader adapter, Unity's bindings).
 *
 * @module
 */

/**
 * Hands out the number for a repeated name: for each key (a base name, or whatever identifies the
 * names that compete), the smallest number from 2 up that the caller says is free. It remembers the
 * number after the last one it gave per key, so the caller must only ever add names (every smaller
 * number stays taken): then `n` repeats of one name take linear time, not quadratic (20,003 Maya
 * curves of one name took 25.8 s when each search restarted at 2, issue #34).
 */
export class NameSuffixes {
  readonly #next = new Map<string, number>();

  /**
   * The first number n ≥ 2 (after the last one given for `key`) for which `free(n)` is true.
   * @param key what the numbered names share (usually the base name).
   * @param free whether the name numbered n is still free; the caller then takes it.
   */
  next(key: string, free: (n: number) => boolean): number {
    let n = this.#next.get(key) ?? 2;
    while (!free(n)) n++;
    this.#next.set(key, n + 1);
    return n;
  }
}

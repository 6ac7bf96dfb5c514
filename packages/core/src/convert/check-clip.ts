/**
 * The shape a clip must have before any writer sees it: names are strings and times are finite. A
 * clip made by a reader of untrusted input, or by a caller's code typed loosely, may break that (a
 * glTF node named `7`, a 10,000-deep object as an animation name, an infinite duration); writers
 * would then crash, recurse without bound or write a file their own reader rejects.
 *
 * @module
 */
import { InvalidArgumentError } from '../errors.js';
import type { Clip } from '../types.js';

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

function requireString(value: unknown, what: string): void {
  if (typeof value !== 'string') throw new InvalidArgumentError(`${what} is ${describe(value)}, not a string`);
}

/**
 * Checks that `clip.name`, every track's `name`, `node` and `property`, every marker's `name` and the
 * `parents` entries are strings, and that `duration` (when given) is finite and not negative. Cost:
 * linear in the tracks and markers (names are not walked).
 * @throws {InvalidArgumentError} naming the first field that is not so.
 */
export function checkClipShape(clip: Clip): void {
  requireString(clip.name, 'the clip name');
  clip.tracks.forEach((t, i) => {
    requireString(t.node, `track ${String(i)}'s node`);
    requireString(t.property, `track ${String(i)}'s property (node ${t.node})`);
    requireString(t.name, `track ${String(i)}'s name (${t.node}.${t.property})`);
  });
  (clip.markers ?? []).forEach((m, i) => { requireString(m.name, `marker ${String(i)}'s name`); });
  for (const [child, parent] of Object.entries(clip.parents ?? {})) requireString(parent, `the parent of node ${child}`);
  const duration = clip.duration as unknown;
  if (duration !== undefined && !(typeof duration === 'number' && Number.isFinite(duration) && duration >= 0)) {
    throw new InvalidArgumentError(`the clip duration (${typeof duration === 'number' ? String(duration) : describe(duration)}) is not a finite number of seconds ≥ 0`);
  }
}

/**
 * The AnimJ `node` and `property` of each core track written by `animjFromClip`.
 *
 * - A track that is a Resonite slot field (a `vec3` translation or scale, a `quat` rotation, a
 *   visibility track; see `channels.ts`) gets the field's name: `Position`, `Rotation`, `Scale`,
 *   `Active`, on node `track.node`.
 * - Any other track keeps its `node` and `property` (Maya's `joint1` / `translateX` stay as they are).
 * - An empty node is taken from the track name before its first `.` (`joint1.rotateX` → `joint1`); an
 *   empty property from the rest of the name (or the whole name); a name that is only
 *   `node.property` (as `animjToClip` names tracks) leaves them empty.
 * - AnimJ tracks are meant to be told apart by node and property (wiki "AnimJ": "Each track can be
 *   uniquely identified by Node and Property"). When two tracks would share both although their core
 *   names differ (Maya curves with the same leaf attribute on one node), the later one's property is
 *   made from its core name instead (`name-changed`), so the names survive the round trip. Tracks that
 *   came from one AnimJ file with the same node and property (core names `n.p`, `n.p#3`, with
 *   `extras.animj`) keep them: AnimJ allows it and the file is written back as it was.
 *
 * @module
 */
import type { Track, WarningSink } from '@anim/core';
import { slotFieldOfChannel } from './channels.js';

/** The AnimJ names of one track. */
export interface AnimjNames {
  readonly node: string;
  readonly property: string;
}

/** The node and property of every track of a clip, in track order (see the module description). */
export function animjNames(tracks: readonly Track[], sink: WarningSink): AnimjNames[] {
  const used = new Set<string>();
  const key = (n: AnimjNames): string => `${n.node}\u0000${n.property}`;
  return tracks.map((t) => {
    const names = preferredNames(t);
    if (used.has(key(names)) && !isAnimjDuplicate(t, names)) {
      const fromName = namesFromTrackName(t, names.node);
      let candidate = fromName;
      for (let i = 2; used.has(key(candidate)); i++) candidate = { node: fromName.node, property: `${fromName.property}#${String(i)}` };
      sink.warn(
        'name-changed',
        `node ${JSON.stringify(names.node)} already has a track on property ${JSON.stringify(names.property)}; written as property ${JSON.stringify(candidate.property)} (from the track name)`,
        t.name,
      );
      used.add(key(candidate));
      return candidate;
    }
    used.add(key(names));
    return names;
  });
}

/** The names a track asks for: its slot field or its own property, with empty parts filled from its name. */
function preferredNames(t: Track): AnimjNames {
  // A name that is just `node.property` (`#<n>` appended when taken) says nothing more: empty stays empty.
  const own = `${t.node}.${t.property}`;
  const plain = t.name === own || (t.name.startsWith(own) && /^#\d+$/.test(t.name.slice(own.length)));
  const fromName = plain ? { node: '', property: '' } : splitName(t.name);
  const node = t.node !== '' ? t.node : fromName.node;
  const field = slotFieldOfChannel(t.channel, t.valueType);
  if (field !== undefined) return { node, property: field.property };
  if (t.property !== '' || plain) return { node, property: t.property };
  return { node, property: node === fromName.node ? fromName.property : t.name };
}

/** The track name split at its first `.` into node and property (`''` and the whole name without one). */
function splitName(name: string): AnimjNames {
  const dot = name.indexOf('.');
  return dot > 0 && dot < name.length - 1 ? { node: name.slice(0, dot), property: name.slice(dot + 1) } : { node: '', property: name };
}

/** Names from the core track name: `node.` stripped from its start when it has it, else the whole name. */
function namesFromTrackName(t: Track, node: string): AnimjNames {
  const prefix = `${node}.`;
  const property = node !== '' && t.name.startsWith(prefix) && t.name.length > prefix.length ? t.name.slice(prefix.length) : t.name;
  return { node, property };
}

/**
 * True when the track came from an AnimJ track (`extras.animj`) sharing node and property with
 * another: `animjToClip` names it `node.property#<index>`.
 */
function isAnimjDuplicate(t: Track, names: AnimjNames): boolean {
  const base = `${t.node}.${t.property}`;
  const fromAnimj = typeof t.extras?.animj === 'object' && t.extras.animj !== null;
  return fromAnimj && t.node === names.node && t.property === names.property && t.name.startsWith(base) && /^#\d+$/.test(t.name.slice(base.length));
}

/**
 * Which bone channel each track of a clip animates, for {@link primeFromClip} (issue 17): the bone
 * property from the track's channel (else its property name), the bone id from the node's name
 * (`bone<id>`), the caller's `boneIds`, or the `extras.prime.boneId` a Prime clip carries, and otherwise
 * the next free id, so that any skeleton (a Maya joint chain, Resonite slots) can become an ANIM.
 *
 * @module
 */
import type { Track, WarningSink } from '@anim/core';
import type { PrimeGame } from './types.js';

/** A bone channel's animated property. */
export type BoneProperty = 'rotation' | 'translation' | 'scale';

/** The value type and width each bone property needs. */
export const BONE_PROPERTIES = { rotation: ['quat', 4], translation: ['vec3', 3], scale: ['vec3', 3] } as const;

/** A track with its place in the animation. */
export interface PlacedTrack {
  readonly track: Track;
  readonly boneId: number;
  readonly property: BoneProperty;
}

/** The largest bone id each layout stores (MP1 u32, MP2 u8; https://wiki.axiodl.com/w/index.php?title=ANIM_(Metroid_Prime)). */
const MAX_BONE_ID: Record<PrimeGame, number> = { mp1: 0xffffffff, mp2: 0xff };

/**
 * The first id given to a node without one: the game's root bone id (MP1 3, MP2 0 — MP2 ids are MP1's
 * minus 3; https://wiki.axiodl.com/w/index.php?title=ANIM_(Metroid_Prime), and the root id metaforce's cook writes), so the first node of a chain
 * becomes the root.
 */
const FIRST_FREE_ID: Record<PrimeGame, number> = { mp1: 3, mp2: 0 };

function isBoneProperty(name: string): name is BoneProperty {
  return name === 'rotation' || name === 'translation' || name === 'scale';
}

/**
 * The bone property of a track, or why it has none: by channel (`rotation`, `translation`, `scale`),
 * else, for tracks without a transform channel, by property name; the value type must match (a
 * quaternion rotation, vector translation and scale).
 */
function propertyOf(track: Track): { readonly property: BoneProperty } | { readonly problem: string } {
  const channel = track.channel;
  const kind = channel?.kind;
  let property: BoneProperty;
  if (kind !== undefined && isBoneProperty(kind)) property = kind;
  else if ((kind === undefined || kind === 'property') && isBoneProperty(track.property)) property = track.property;
  else {
    const what = kind === undefined || kind === 'property' ? `property '${track.property}'` : `a ${kind} track`;
    return { problem: `${what} has no place in an ANIM file (bone rotations, translations and scales)` };
  }
  const [valueType, width] = BONE_PROPERTIES[property];
  if (track.valueType === valueType && track.components === width) return { property };
  if (channel?.axis !== undefined) {
    return { problem: `a single ${property} axis (${channel.axis}); an ANIM stores whole ${valueType === 'quat' ? 'quaternions' : 'vectors'} (group the axes into one ${valueType} track, as the convert pipeline does)` };
  }
  if (property === 'rotation' && channel?.rotationOrder !== undefined) {
    return { problem: `Euler angles (${channel.rotationOrder}); an ANIM stores quaternions (the convert pipeline converts them)` };
  }
  return { problem: `a ${track.valueType} ${property}; an ANIM stores a ${valueType}` };
}

/** The id a node states: `boneIds`, a `bone<id>` name, or `extras.prime.boneId` of one of its tracks. */
function statedId(node: string, track: Track, boneIds: Readonly<Record<string, number>> | undefined): number | undefined {
  const given = boneIds?.[node];
  if (given !== undefined) return given;
  const named = /^bone(\d+)$/.exec(node)?.[1];
  if (named !== undefined) return Number(named);
  const own = track.extras?.prime;
  if (typeof own === 'object' && own !== null && 'boneId' in own) {
    const id = own.boneId;
    if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return id;
  }
  return undefined;
}

/**
 * Places every track of a clip on a bone channel, warning (one warning per track, naming it) about
 * tracks with no place (`track-dropped`: another channel, the wrong value type, scale in MP1, a bone
 * property already given by an earlier track, an id beyond the layout) and once per node given a new id
 * (`name-changed`: nodes neither named `bone<id>`, nor in `boneIds`, nor carrying `extras.prime.boneId`
 * get the free ids from the game's root bone id up, in clip order).
 */
export function placeTracks(
  tracks: readonly Track[],
  game: PrimeGame,
  boneIds: Readonly<Record<string, number>> | undefined,
  sink: WarningSink,
): PlacedTrack[] {
  const properties = tracks.map(propertyOf);
  // Ids the clip states, over all its nodes, before any free id is handed out.
  const ids = new Map<string, number>();
  tracks.forEach((track, i) => {
    if (!('property' in properties[i]!) || ids.has(track.node)) return;
    const id = statedId(track.node, track, boneIds);
    if (id !== undefined) ids.set(track.node, id);
  });
  const used = new Set(ids.values());
  let next = FIRST_FREE_ID[game];
  const placed: PlacedTrack[] = [];
  const given = new Map<string, string>();
  tracks.forEach((track, i) => {
    const placement = properties[i]!;
    if (!('property' in placement)) {
      sink.warn('track-dropped', `${placement.problem}; dropped`, track.name);
      return;
    }
    const property = placement.property;
    if (property === 'scale' && game === 'mp1') {
      sink.warn('track-dropped', 'Metroid Prime 1 files have no scale channels; dropped', track.name);
      return;
    }
    let boneId = ids.get(track.node);
    if (boneId === undefined) {
      while (used.has(next)) next++;
      boneId = next;
      ids.set(track.node, boneId);
      used.add(boneId);
      sink.warn('name-changed', `node '${track.node}' has no bone id (not named bone<id>, not in boneIds); it becomes bone ${String(boneId)} (bone${String(boneId)})`, track.node);
    }
    if (boneId > MAX_BONE_ID[game]) {
      sink.warn('track-dropped', `bone id ${String(boneId)} of node '${track.node}' does not fit the ${game} layout (at most ${String(MAX_BONE_ID[game])}); dropped`, track.name);
      return;
    }
    const key = `${String(boneId)} ${property}`;
    const owner = given.get(key);
    if (owner !== undefined) {
      sink.warn('track-dropped', `the ${property} of bone ${String(boneId)} is already given by track '${owner}'; dropped`, track.name);
      return;
    }
    given.set(key, track.name);
    placed.push({ track, boneId, property });
  });
  return placed;
}

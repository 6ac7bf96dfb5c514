/**
 * Shape point and transform tracks that reach {@link rotoFromClip} split into scalar components: a format
 * with only scalar curves (Maya) stores a roto point `points/3/center` as two curves `points_3_centerX`
 * and `points_3_centerY` (or `points/3/centerX`…), a shape's `transform/pivot` as `transform_pivotX/Y`.
 * They are put back together, exactly, as one `vec2` track.
 *
 * @module
 */
import { combineTracks, type Channel, type Track, type WarningSink } from '@anim/core';

const COMPONENT = /^points[/_](\d+)[/_](center|leftTangent|rightTangent|feather|featherLeftTangent|featherRightTangent)([XY])$/;
const TRANSFORM_COMPONENT = /^transform[/_](pivot|translate|scale|skew|extraTranslate)([XY])$/;
const POINT: Channel = Object.freeze({ kind: 'point' });
const CHANNEL_OF: Readonly<Record<string, Channel>> = {
  translate: Object.freeze({ kind: 'translation' }),
  scale: Object.freeze({ kind: 'scale' }),
};
const PROPERTY: Channel = Object.freeze({ kind: 'property' });

/** The vec2 property, its channel and the axis of a scalar component track, or undefined. */
function componentOf(t: Track): { property: string; channel: Channel; axis: 'X' | 'Y' } | undefined {
  if (t.components !== 1 || t.valueType !== 'scalar') return undefined;
  const m = COMPONENT.exec(t.property);
  if (m !== null) {
    const kind = t.channel?.kind ?? 'property';
    if (kind !== 'point' && kind !== 'property') return undefined;
    return { property: `points/${m[1]!}/${m[2]!}`, channel: POINT, axis: m[3] as 'X' | 'Y' };
  }
  const tf = TRANSFORM_COMPONENT.exec(t.property);
  if (tf === null) return undefined;
  return { property: `transform/${tf[1]!}`, channel: CHANNEL_OF[tf[1]!] ?? PROPERTY, axis: tf[2] as 'X' | 'Y' };
}

/**
 * The tracks with every pair (or lone half) of scalar components of one node's point part or transform
 * group combined into one `vec2` track `points/<i>/<part>` or `transform/<group>` (a missing component
 * holds 0, or 1 for scale), in the place of the first; other tracks unchanged. Components that cannot be combined (different units, bad keys) stay
 * as they are, with the reason in `sink` (`track-dropped` follows in `rotoFromClip`).
 */
export function combinePointComponents(tracks: readonly Track[], sink: WarningSink): Track[] {
  const groups = new Map<string, { node: string; property: string; channel: Channel; x?: Track; y?: Track; at: number }>();
  const out: (Track | undefined)[] = [];
  for (const t of tracks) {
    const c = componentOf(t);
    if (c === undefined) {
      out.push(t);
      continue;
    }
    const key = `${t.node}\u0000${c.property}`;
    let g = groups.get(key);
    if (g === undefined || g[c.axis === 'X' ? 'x' : 'y'] !== undefined) {
      g = { node: t.node, property: c.property, channel: c.channel, at: out.length };
      groups.set(key, g);
      out.push(undefined);
    }
    if (c.axis === 'X') g.x = t;
    else g.y = t;
  }
  for (const g of groups.values()) {
    try {
      const defaults = g.property === 'transform/scale' ? [1, 1] : [0, 0];
      out[g.at] = combineTracks([g.x, g.y], { valueType: 'vec2', node: g.node, property: g.property, channel: g.channel, defaults, sink });
    } catch (e) {
      const parts = [g.x, g.y].filter((t): t is Track => t !== undefined);
      sink.warn('track-dropped', `the x and y curves of ${g.property} cannot be combined: ${(e as Error).message}`, parts.map((t) => t.name).join(', '));
    }
  }
  return out.filter((t): t is Track => t !== undefined);
}

/**
 * The convert pipeline's change of basis: a clip whose values are in one world space, written to a
 * format of another, has its transform tracks moved into the target's space (see `ops/basis.ts`),
 * said once in the conversion's warnings (`axes-changed`).
 *
 * @module
 */
import { basisChange, changeTrackBasis, describeBasisChange, describeQuatChange, isIdentityBasis } from '../ops/basis.js';
import { describeSpace, type CoordinateSpace } from '../space.js';
import type { Clip } from '../types.js';
import type { WarningSink } from '../warnings.js';

/**
 * The clip in `space`: unchanged (but for its `space`) when either space is unknown or an image space,
 * or when the two bases agree; otherwise every translation, rotation and scale track changed exactly by
 * the basis change from `clip.space` to `space`, with one `axes-changed` warning giving the formulas
 * (none when the clip has no transform track to change).
 *
 * @param targetId - the target format's id, for the message.
 * @throws {InvalidArgumentError} when a space's up and forward axes are the same axis.
 */
export function toTargetSpace(clip: Clip, space: CoordinateSpace | undefined, targetId: string, sink: WarningSink): Clip {
  const from = clip.space;
  if (from === undefined || space === undefined || from.kind !== 'world' || space.kind !== 'world') return clip;
  const change = basisChange(from, space);
  if (isIdentityBasis(change)) return { ...clip, space };
  const tracks = clip.tracks.map((t) => changeTrackBasis(t, change));
  if (tracks.some((t, i) => t !== clip.tracks[i])) {
    sink.warn(
      'axes-changed',
      `transforms moved from ${describeSpace(from)} to ${targetId}'s ${describeSpace(space)}` +
        `${change.det < 0 ? ' (a mirror)' : ' (a rotation)'}: positions ${describeBasisChange(change)}, quaternions ${describeQuatChange(change)}, ` +
        `Euler angles with their axes and order${change.det < 0 ? ' (angles negated)' : ''}, scales permuted; keepAxes (--keep-axes) leaves values as they are`,
    );
  }
  return { ...clip, tracks, space };
}

/**
 * The coordinate space a format's values live in: for 3D formats the handedness, the up and forward
 * axes and the length unit; for 2D formats image space. Each format descriptor states its space
 * (`FormatDescriptor.space`) and each `toClip` records it on the clip (`Clip.space`); the convert
 * pipeline changes the basis when source and target differ (see `ops/basis.ts`).
 *
 * @module
 */
import { InvalidArgumentError } from './errors.js';
import type { Unit } from './unit.js';

/** A coordinate axis with its direction: `'+y'` is the positive Y axis. */
export type SignedAxis = '+x' | '-x' | '+y' | '-y' | '+z' | '-z';

/**
 * A 3D space: which way is up and which is forward (the direction a character or asset faces), whether
 * the axes are right- or left-handed, and the length unit of translations. The third direction,
 * "right" (the asset's own right side), follows: `forward × up` in a right-handed space, `up × forward`
 * in a left-handed one (the cross product of the coordinates in both cases).
 */
export interface WorldSpace {
  readonly kind: 'world';
  readonly handedness: 'right' | 'left';
  readonly up: SignedAxis;
  readonly forward: SignedAxis;
  /** The length unit translations are in (the tracks' own `unit` is what counts for values). */
  readonly length: Unit;
}

/**
 * A 2D image: pixels with the origin at the bottom-left corner and Y up (Nuke's convention). There is
 * no 3D basis to change: a conversion between an image space and a world space leaves values as they are.
 */
export interface ImageSpace {
  readonly kind: 'image';
  readonly origin: 'bottom-left';
  readonly length: 'px';
}

/** The space a clip's values are in: a 3D {@link WorldSpace} or a 2D {@link ImageSpace}. */
export type CoordinateSpace = WorldSpace | ImageSpace;

/**
 * A world space from its parts.
 * @throws {InvalidArgumentError} when `up` and `forward` lie on the same axis.
 */
export function worldSpace(handedness: 'right' | 'left', up: SignedAxis, forward: SignedAxis, length: Unit): WorldSpace {
  if (up[1] === forward[1]) throw new InvalidArgumentError(`a space's up (${up}) and forward (${forward}) axes must differ`);
  return Object.freeze({ kind: 'world', handedness, up, forward, length });
}

/** Nuke-style image space: pixels, origin bottom-left, Y up. */
export const IMAGE_SPACE: ImageSpace = Object.freeze({ kind: 'image', origin: 'bottom-left', length: 'px' });

/** glTF 2.0 (spec §3.4 "Coordinate System and Units"): right-handed, +Y up, +Z forward, metres. */
export const GLTF_SPACE: WorldSpace = worldSpace('right', '+y', '+z', 'm');

/** Unity (and what Unity records, MRTK): left-handed, +Y up, +Z forward, metres. */
export const UNITY_SPACE: WorldSpace = worldSpace('left', '+y', '+z', 'm');

/** True when `a` and `b` describe the same space (both absent counts as the same). */
export function sameSpace(a: CoordinateSpace | undefined, b: CoordinateSpace | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'image') return true;
  const w = b as WorldSpace;
  return a.handedness === w.handedness && a.up === w.up && a.forward === w.forward && a.length === w.length;
}

/** A short description for messages: `right-handed, +Y up, +Z forward, m` or `image (px, origin bottom-left, Y up)`. */
export function describeSpace(space: CoordinateSpace): string {
  if (space.kind === 'image') return 'image space (px, origin bottom-left, Y up)';
  return `${space.handedness}-handed, ${space.up.toUpperCase()} up, ${space.forward.toUpperCase()} forward, ${space.length}`;
}

/**
 * `@anim/roto`: Read, write, evaluate and convert Nuke Roto/RotoPaint/SplineWarp curves knobs.
 *
 * @packageDocumentation
 */
export const FORMAT_ID = 'roto';

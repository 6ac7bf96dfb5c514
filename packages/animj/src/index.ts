/**
 * `@anim/animj`: Read, write, evaluate and convert Resonite AnimJ (.animj) and AnimX animation files.
 *
 * @packageDocumentation
 */
export const FORMAT_ID = 'animj';

/**
 * `@anim/prime`: Read, write, evaluate and convert Metroid Prime ANIM files (v0 and compressed v2, Prime 1 and 2).
 *
 * @packageDocumentation
 */
export const FORMAT_ID = 'prime';

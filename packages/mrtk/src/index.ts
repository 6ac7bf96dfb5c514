/**
 * `@anim/mrtk`: Read, write, evaluate and convert MRTK2 input animation recordings (v1.0, v1.1).
 *
 * @packageDocumentation
 */
export const FORMAT_ID = 'mrtk';

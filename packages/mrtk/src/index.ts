/**
 * `@anim/mrtk`: read, write, evaluate and convert MRTK2 input animation recordings (v1.0, v1.1, and
 * headerless 2019 recordings on request).
 *
 * @packageDocumentation
 */
export * from './types.js';
export * from './curve.js';
export { read } from './read.js';
export { write } from './write.js';
export { MAGIC, hasMagic } from './header.js';
export { curveSlots, keyBytes, type BodyLayout, type CurveSlot } from './layout.js';
export * from './unity-curve.js';
export * from './evaluate.js';
export { summarize, type PartSummary } from './summary.js';
export { mrtkFormat } from './format.js';
export { toClip } from './to-clip.js';
export { fromClip, type FromClipOptions } from './from-clip.js';

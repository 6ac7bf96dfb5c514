/**
 * `@anim/animj`: read, write, validate, evaluate and convert Resonite AnimJ (`.animj`, JSON) and AnimX
 * (`.animx`, binary) animation files.
 *
 * @example
 * ```ts
 * import { readAnimj, validateAnimj, evaluateTrack, writeAnimx } from '@anim/animj';
 * const doc = readAnimj(bytes);                 // exact: long/ulong as bigint, floats as float32
 * for (const issue of validateAnimj(doc)) console.warn(issue.pointer, issue.message);
 * const value = evaluateTrack(doc.tracks[0]!, 0.5); // seconds
 * const animx = writeAnimx(doc, { encoding: 'lz4' });
 * ```
 *
 * @packageDocumentation
 */
export * from './types.js';
export { readAnimj, parseAnimj, type ReadAnimjOptions } from './read.js';
export { writeAnimj, animjText, type WriteAnimjOptions } from './write.js';
export { validateAnimj } from './validate.js';
export { readAnimx, type ReadAnimxOptions } from './animx-read.js';
export { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
export { evaluateTrack, evaluateComponents, keyframeValue } from './evaluate.js';
export { toClip, coreValueType } from './to-clip.js';
export { fromClip } from './from-clip.js';
export { animjFormat, animxFormat, sniffAnimj, sniffAnimx, summarize } from './format.js';
export { formatFloat32, formatFloat64 } from './number-format.js';
export { VALUE_TYPE_INFO, valueTypeInfo, allocateValues, type ValueTypeInfo, type Storage, type Shape } from './value-types.js';

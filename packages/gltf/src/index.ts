/**
 * `@anim/gltf`: read, write, evaluate and convert glTF 2.0 animations (`.gltf`, `.glb`) through
 * glTF-Transform.
 *
 * ```ts
 * import { gltfToClip, readGltf, writeGltf } from '@anim/gltf';
 *
 * const doc = await readGltf(bytes);                 // GltfDocument; ParseError on bad input
 * const { value: clip, warnings } = gltfToClip(doc);  // the first animation, times in seconds
 * const glb = await writeGltf(doc, { container: 'glb' });
 * ```
 *
 * @packageDocumentation
 */

// Format entry points.
export { gltfFormat } from './format.js';
export { readGltf } from './read.js';
export { writeGltf } from './write.js';
export { sniffGltf } from './sniff.js';
export { summarizeGltf } from './summary.js';
export { gltfToClip, gltfToClips, type GltfToClipOptions } from './to-clip.js';
export { gltfFromClip, type GltfFromClipOptions } from './from-clip.js';

// The document.
export type { GltfContainer, GltfDocument, ReadGltfOptions, WriteGltfOptions } from './types.js';

// Evaluation (times in seconds).
export { evaluateGltfChannel } from './evaluate.js';
export { gltfChannelData, type GltfChannelData, type GltfInterpolation } from './channel-data.js';

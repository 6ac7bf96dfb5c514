/**
 * What `anim info` prints about a glTF document.
 *
 * @module
 */
import type { DocumentSummary } from '@anim/core';
import { pointerOf } from './animation-pointer.js';
import { gltfChannelData } from './channel-data.js';
import type { GltfDocument } from './types.js';

/**
 * Summarises a glTF document: `version` is `asset.version`; `tracks` counts the core-path channels
 * (one per morph target for weights), `keyframes` their keys; `duration` the latest key time (seconds)
 * of any animation. `details`: the container, the node/mesh/skin counts and, per animation, its name,
 * channel count and key range (float32 times as the shortest decimal that reads back as them: 0.033333335,
 * not 0.03333333507180214).
 */
export function summarizeGltf(doc: GltfDocument): DocumentSummary {
  const root = doc.document.getRoot();
  let tracks = 0;
  let keyframes = 0;
  let end: number | undefined;
  const animations = root.listAnimations().map((animation) => {
    let first = Infinity;
    let last = -Infinity;
    for (const channel of animation.listChannels()) {
      const pointer = (channel.getTargetPath() as string | null) === 'pointer';
      if (pointer ? pointerOf(channel) === undefined : channel.getTargetNode() === null) continue;
      const data = gltfChannelData(channel);
      const keys = data.times.length;
      const perTrack = data.path === 'weights' || (data.path === 'pointer' && data.width > 4) ? data.width : 1;
      tracks += perTrack;
      keyframes += keys * perTrack;
      first = Math.min(first, data.times[0]!);
      last = Math.max(last, data.times[keys - 1]!);
    }
    if (last > -Infinity) end = Math.max(end ?? 0, last);
    return { name: animation.getName(), channels: animation.listChannels().length, ...(last > -Infinity ? { from: float32Text(first), to: float32Text(last) } : {}) };
  });
  return {
    version: doc.version,
    tracks,
    keyframes,
    duration: end,
    details: {
      container: doc.container,
      nodes: root.listNodes().length,
      meshes: root.listMeshes().length,
      skins: root.listSkins().length,
      animations,
      ...(doc.missingImages.length > 0 ? { missingImages: [...doc.missingImages] } : {}),
    },
  };
}

/** The shortest decimal that rounds to the float32 `x` (`x` itself when it is not a float32). */
function float32Text(x: number): number {
  for (let p = 1; p <= 9; p++) {
    const y = Number(x.toPrecision(p));
    if (Math.fround(y) === x) return y;
  }
  return x;
}

/**
 * The external files a `.gltf` file refers to, for callers that read files (the CLI): the relative
 * URIs of its buffers (§5.10 `buffer.uri`) and images (§5.18 `image.uri`), which they read beside the
 * file and pass to {@link readGltf} as `options.resources`, so that writing it as one GLB embeds them.
 *
 * @module
 */
import { GLB_MAGIC } from './constants.js';

/**
 * The relative URIs of the external buffers and images of a `.gltf` file, as written in the file (percent-encoded
 * where the file encodes them): data URIs, absolute URIs (with a scheme or a leading `/`) and GLB
 * files are left out. Never throws: text that is not JSON gives `[]` (the reader reports it).
 */
export function gltfExternalResources(bytes: Uint8Array): readonly string[] {
  if (bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === GLB_MAGIC) return [];
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null) return [];
  const uris: string[] = [];
  for (const key of ['buffers', 'images'] as const) {
    const list = (json as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      const uri = typeof item === 'object' && item !== null ? (item as { uri?: unknown }).uri : undefined;
      if (typeof uri !== 'string' || uri.startsWith('data:') || uri.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(uri)) continue;
      if (!uris.includes(uri)) uris.push(uri);
    }
  }
  return uris;
}

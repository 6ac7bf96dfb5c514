import { describe, expect, it } from 'vitest';
import { gltfFormat } from '../src/index.js';
import { gltfExternalResources } from '../src/resources.js';

const text = (json: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(json));

describe('gltfExternalResources (what a caller reads beside a .gltf file)', () => {
  it('lists relative buffer and image URIs once each, as written; data URIs and absolute URIs are not files beside it', () => {
    const json = {
      asset: { version: '2.0' },
      buffers: [{ uri: 'anim%20data.bin', byteLength: 4 }, { uri: 'data:application/octet-stream;base64,AAAA', byteLength: 3 }, { byteLength: 8 }, { uri: 'anim%20data.bin', byteLength: 4 }],
      images: [{ uri: 'textures/wood.png' }, { uri: 'https://example.com/a.png' }, { uri: '/abs/b.png' }, { bufferView: 0 }],
    };
    expect(gltfExternalResources(text(json))).toEqual(['anim%20data.bin', 'textures/wood.png']);
    expect(gltfFormat.externalResources?.(text(json))).toEqual(['anim%20data.bin', 'textures/wood.png']);
  });

  it('gives nothing for a GLB or for text that is not JSON (the reader reports those)', () => {
    expect(gltfExternalResources(Uint8Array.of(0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 12, 0, 0, 0))).toEqual([]);
    expect(gltfExternalResources(new TextEncoder().encode('{ not json'))).toEqual([]);
    expect(gltfExternalResources(text({ asset: { version: '2.0' }, buffers: 'x' }))).toEqual([]);
  });

  it('maps each output extension to its container', () => {
    expect([gltfFormat.writeOptionsFor?.('glb'), gltfFormat.writeOptionsFor?.('gltf'), gltfFormat.writeOptionsFor?.('bin')]).toEqual([{ container: 'glb' }, { container: 'gltf' }, {}]);
  });
});

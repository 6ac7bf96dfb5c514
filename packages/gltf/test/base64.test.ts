import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64 } from '../src/base64.js';

describe('base64 (data URIs of .gltf output)', () => {
  it('gives the RFC 4648 test vectors, padding included', () => {
    const text = (s: string): Uint8Array => new TextEncoder().encode(s);
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => base64(text(s)))).toEqual(['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']);
  });

  it('decodes back to the same bytes, across chunk boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(Uint8Array.from(atob(base64(bytes)), (c) => c.charCodeAt(0))).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });
});

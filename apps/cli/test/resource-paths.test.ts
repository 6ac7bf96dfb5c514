/**
 * Issue 34: a `.gltf` file's buffer URIs never make `anim` open a file outside the input's folder.
 * Each case puts a marker file beside (outside) the input's folder, runs `anim convert` in-process with
 * a spy on `readFile`, and checks the typed error names the URI, the marker was never opened and no
 * output was written.
 */
import * as fsPromises from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { animIn, expectCode, useTempDir } from './helpers.js';

type FsPromises = typeof fsPromises;

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<FsPromises>();
  return { ...real, readFile: vi.fn(real.readFile) };
});

/** Eight bytes no conversion of the test glTF would write by chance. */
const MARKER = Uint8Array.from([0xde, 0xad, 0xbe, 0xef, 0x5e, 0xc2, 0xe7, 0x01]);

/** One node translated from (0,0,0) at 0 s to (1,2,3) at 1 s: 8 bytes of times, 24 of values. */
function payload(): Uint8Array {
  const bytes = new Uint8Array(32);
  const view = new DataView(bytes.buffer);
  [0, 1].forEach((t, i) => { view.setFloat32(i * 4, t, true); });
  [0, 0, 0, 1, 2, 3].forEach((v, i) => { view.setFloat32(8 + i * 4, v, true); });
  return bytes;
}

/** A `.gltf` whose one buffer is `uri` (32 bytes). */
function gltfWithBuffer(uri: string): string {
  return JSON.stringify({
    asset: { version: '2.0' },
    nodes: [{ name: 'box' }],
    scenes: [{ nodes: [0] }],
    buffers: [{ uri, byteLength: 32 }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 32 }],
    accessors: [
      { bufferView: 0, byteOffset: 0, componentType: 5126, count: 2, type: 'SCALAR', min: [0], max: [1] },
      { bufferView: 0, byteOffset: 8, componentType: 5126, count: 2, type: 'VEC3' },
    ],
    animations: [{ channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }], samplers: [{ input: 0, output: 1 }] }],
  });
}

/** The paths `readFile` was called with (paths only: the CLI never passes a handle). */
function openedPaths(calls: readonly (readonly unknown[])[]): string[] {
  return calls.map(([path]) => (typeof path === 'string' ? path : path instanceof URL ? path.pathname : '<handle>'));
}

function includes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

describe('anim convert: glTF resource URIs stay inside the input folder', () => {
  const tempDir = useTempDir();
  const readFile = vi.mocked(fsPromises.readFile);
  beforeEach(() => {
    readFile.mockClear();
  });

  /** Lays out `<tmp>/marker.bin` (32 bytes holding MARKER) and `<tmp>/in/evil.gltf` referring to `uri`. */
  function layout(uri: string): { input: string; marker: string; output: string } {
    const dir = tempDir();
    const marker = join(dir, 'marker.bin');
    const bytes = payload();
    bytes.set(MARKER, 24);
    writeFileSync(marker, bytes);
    mkdirSync(join(dir, 'in', 'sub'), { recursive: true });
    const input = join(dir, 'in', 'evil.gltf');
    writeFileSync(input, gltfWithBuffer(uri));
    return { input, marker, output: join(dir, 'out.glb') };
  }

  function markerOpened(marker: string): boolean {
    return openedPaths(readFile.mock.calls).some((path) => path === marker || path.endsWith('marker.bin'));
  }

  it('reads a buffer inside the folder (the setup converts when nothing is refused)', async () => {
    const { input, output } = layout('sub/ok.bin');
    writeFileSync(join(input, '..', 'sub', 'ok.bin'), payload());
    const r = await animIn(['convert', input, output]);
    expectCode(r, 0);
    expect(openedPaths(readFile.mock.calls).some((path) => path.endsWith('ok.bin'))).toBe(true);
    expect(existsSync(output)).toBe(true);
  });

  for (const uri of ['../marker.bin', 'sub/../../marker.bin', '..%2Fmarker.bin', 'sub%2F..%2F..%2Fmarker.bin', '%2E%2E/marker.bin']) {
    it(`refuses '${uri}' with an error naming it, opening nothing outside`, async () => {
      const { input, marker, output } = layout(uri);
      const r = await animIn(['convert', input, output]);
      expectCode(r, 1);
      expect(r.stderr).toContain(`'${uri}' leads outside the input's folder`);
      expect(r.stderr).not.toContain('internal error');
      expect(markerOpened(marker)).toBe(false);
      expect(existsSync(output)).toBe(false);
    });
  }

  it('refuses a symbolic link inside the folder that points outside it', async () => {
    const { input, marker, output } = layout('link.bin');
    symlinkSync(marker, join(input, '..', 'link.bin'));
    const r = await animIn(['convert', input, output]);
    expectCode(r, 1);
    expect(r.stderr).toContain(`'link.bin' leads outside the input's folder`);
    expect(openedPaths(readFile.mock.calls).some((path) => path.endsWith('link.bin') || path.endsWith('marker.bin'))).toBe(false);
    expect(existsSync(output)).toBe(false);
  });

  it('leaves absolute, file: and http(s): URIs unread: a typed error, no marker bytes in any output', async () => {
    for (const uri of [null, 'file://', 'http://127.0.0.1:9/', 'https://127.0.0.1:9/']) {
      const { input, marker, output } = layout('');
      const target = uri === null ? marker : `${uri}${uri.startsWith('file') ? marker : 'marker.bin'}`;
      writeFileSync(input, gltfWithBuffer(target));
      const r = await animIn(['convert', input, output, '--force']);
      expectCode(r, 1);
      expect(r.stderr).toContain(target);
      expect(r.stderr).not.toContain('internal error');
      expect(markerOpened(marker)).toBe(false);
      const written = existsSync(output) ? new Uint8Array(readFileSync(output)) : new Uint8Array(0);
      expect(includes(written, MARKER)).toBe(false);
    }
  });
});

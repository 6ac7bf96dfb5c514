import { AnimError, ParseError, UnsupportedVersionError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGltf, writeGltf } from '../src/index.js';
import { fixture, fixtureText } from './helpers.js';

async function parseError(bytes: Uint8Array, options?: Parameters<typeof readGltf>[1]): Promise<ParseError> {
  const error: unknown = await readGltf(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!ParseError.isInstance(error)) throw new Error(`expected a ParseError, got ${String(error)}`);
  expect(error.format).toBe('gltf');
  return error;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('readGltf errors', () => {
  it('names the line and column of a JSON syntax error', async () => {
    const error = await parseError(text('{\n  "asset": {"version": "2.0"},\n  "nodes": [}\n}'));
    expect(error.location).toMatchObject({ kind: 'text', line: 3 });
    expect(error.message).toMatch(/^gltf: line 3, column 13: expected a JSON value \(JSON text of a glTF document\), found "}\\n}"$/);
  });

  it('refuses glTF 1.0 with the pointer of the version', async () => {
    const error: unknown = await readGltf(text('{"asset": {"version": "1.0"}}')).catch((e: unknown) => e);
    expect(UnsupportedVersionError.isInstance(error)).toBe(true);
    expect((error as UnsupportedVersionError).location).toEqual({ kind: 'pointer', pointer: '/asset/version' });
  });

  it('needs an asset object', async () => {
    const error = await parseError(text('{"nodes": []}'));
    expect(error.location).toEqual({ kind: 'pointer', pointer: '/asset' });
  });

  it('names a missing external buffer by its URI and pointer', async () => {
    const error = await parseError(fixture('external-buffer.gltf'));
    expect(error.location).toEqual({ kind: 'pointer', pointer: '/buffers/0/uri' });
    expect(error.message).toContain("'external-buffer.bin'");
    const short = await parseError(fixture('external-buffer.gltf'), { resources: { 'external-buffer.bin': new Uint8Array(8) } });
    expect(short.location).toEqual({ kind: 'pointer', pointer: '/buffers/0/byteLength' });
  });

  it('reads an external buffer given in options.resources', async () => {
    const doc = await readGltf(fixture('external-buffer.gltf'), { resources: { 'external-buffer.bin': fixture('external-buffer.bin') } });
    expect(doc.document.getRoot().listAnimations()).toHaveLength(1);
  });

  it('keeps an external image that was not given, and refuses to embed it in GLB', async () => {
    const json = JSON.parse(fixtureText('step-translation.gltf')) as Record<string, unknown>;
    json.images = [{ uri: 'textures/wood.png' }];
    json.textures = [{ source: 0 }];
    json.materials = [{ pbrMetallicRoughness: { baseColorTexture: { index: 0 } } }];
    const doc = await readGltf(text(JSON.stringify(json)));
    expect(doc.missingImages).toEqual(['textures/wood.png']);
    const out = JSON.parse(new TextDecoder().decode(await writeGltf(doc))) as { images: { uri: string }[] };
    expect(out.images[0]!.uri).toBe('textures/wood.png');
    await expect(writeGltf(doc, { container: 'glb' })).rejects.toThrow(/cannot embed the image 'textures\/wood.png'/);
  });

  it.each([
    ['bad-output-count.gltf', '/animations/0/channels/0', /expected 3 output values/],
    ['bad-decreasing-times.gltf', '/animations/0/samplers/0/input', /increasing key times \(key 2\), found 1 after 2/],
    ['bad-interpolation.gltf', '/animations/0/samplers/0/interpolation', /STEP, LINEAR or CUBICSPLINE, found 'SMOOTH'/],
  ])('%s fails at %s', async (name, pointer, message) => {
    const error = await parseError(fixture(name));
    expect(error.location).toEqual({ kind: 'pointer', pointer });
    expect(error.message).toMatch(message);
  });

  it('checks accessor counts against the bytes that hold them before anything is allocated', async () => {
    const json = JSON.parse(fixtureText('step-translation.gltf')) as { accessors: Record<string, unknown>[] };
    json.accessors[1]!.count = 2_000_000_000;
    const tooMany = await parseError(text(JSON.stringify(json)));
    expect(tooMany.location).toEqual({ kind: 'pointer', pointer: '/accessors/1/count' });
    expect(tooMany.expected).toBe('at most 3 elements (buffer view 1 holds 36 bytes)');
    delete json.accessors[1]!.bufferView;
    const zeros = await parseError(text(JSON.stringify(json)));
    expect(zeros.location).toEqual({ kind: 'pointer', pointer: '/accessors/1/count' });
    expect(zeros.expected).toMatch(/^at most \d+ elements for an accessor without a buffer view$/);
  });

  it('fails damaged GLB files only with AnimErrors (2,000 seeded mutations)', async () => {
    const glb = await writeGltf(await readGltf(fixture('linear-rotation-hierarchy.gltf')), { container: 'glb' });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: glb.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), async (edits) => {
        const bytes = Uint8Array.from(glb);
        for (const [at, value] of edits) bytes[at] = value;
        const error: unknown = await readGltf(bytes).then(
          (doc) => writeGltf(doc).then(() => undefined),
          (e: unknown) => e,
        ).catch((e: unknown) => e);
        expect(error === undefined || AnimError.isInstance(error)).toBe(true);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it('checks the GLB header and chunks with byte offsets', async () => {
    const glb = await writeGltf(await readGltf(fixture('step-translation.gltf')), { container: 'glb' });
    const withLength = (length: number): Uint8Array => {
      const copy = Uint8Array.from(glb);
      new DataView(copy.buffer).setUint32(8, length, true);
      return copy;
    };
    expect((await parseError(withLength(glb.length + 4))).location).toEqual({ kind: 'offset', offset: 8 });
    const chunk = Uint8Array.from(glb);
    new DataView(chunk.buffer).setUint32(12, 1 << 30, true);
    const error = await parseError(chunk);
    expect(error.location).toEqual({ kind: 'offset', offset: 12 });
    expect(error.expected).toMatch(/chunk length of at most/);
    const version = Uint8Array.from(glb);
    version[4] = 1;
    const versionError: unknown = await readGltf(version).catch((e: unknown) => e);
    expect(UnsupportedVersionError.isInstance(versionError)).toBe(true);
    expect((await parseError(glb.subarray(0, 10))).location).toEqual({ kind: 'offset', offset: 10 });
  });
});

describe('readGltf: a CUBICSPLINE sampler with one key', () => {
  it('is refused at the sampler input (§5.6: at least two keyframes), as the Khronos validator refuses it', async () => {
    const { Document } = await import('@gltf-transform/core');
    const document = new Document();
    const buffer = document.createBuffer();
    const node = document.createNode('n');
    document.createScene().addChild(node);
    const input = document.createAccessor().setType('SCALAR').setArray(new Float32Array([0])).setBuffer(buffer);
    const output = document.createAccessor().setType('VEC3').setArray(new Float32Array(9)).setBuffer(buffer);
    const sampler = document.createAnimationSampler().setInput(input).setOutput(output).setInterpolation('CUBICSPLINE');
    const channel = document.createAnimationChannel().setSampler(sampler).setTargetNode(node).setTargetPath('translation');
    document.createAnimation('a').addSampler(sampler).addChannel(channel);
    const bytes = await writeGltf({ document, container: 'gltf', version: '2.0', missingImages: [] });
    const error = await parseError(bytes);
    expect(error.location).toEqual({ kind: 'pointer', pointer: '/animations/0/samplers/0/input' });
    expect(error.message).toMatch(/at least two key times for CUBICSPLINE, found 1/);
  });
});

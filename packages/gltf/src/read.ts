/**
 * Reading `.gltf` and `.glb` bytes into a {@link GltfDocument} through glTF-Transform's `WebIO`
 * (browser-safe: no `fs`; external files come in `options.resources`).
 *
 * @module
 */
import { AnimError, ParseError, UnsupportedFeatureError } from '@anim/core';
import { GLB_BUFFER, WebIO, type Document } from '@gltf-transform/core';
import { FORMAT_ID } from './constants.js';
import { KHR_ANIMATION_POINTER, KHRAnimationPointer } from './animation-pointer.js';
import { checkAccessorBounds } from './accessor-bounds.js';
import { KHR_MESH_QUANTIZATION, KHRMeshQuantizationMarker } from './mesh-quantization.js';
import { checkGlb, isGlb } from './glb.js';
import { parseGltfJson, pointerError, type GltfJson } from './json.js';
import type { GltfDocument, ReadGltfOptions } from './types.js';
import { checkAnimations } from './validate.js';
import { checkNodeGraph } from './node-graph.js';
import { quietLogger } from './logger.js';

/**
 * Reads a glTF 2.0 file: a GLB container (`.glb`) or JSON text (`.gltf`) with its buffers embedded
 * as data URIs or given in `options.resources` (URI → bytes). Every animation's samplers and channels
 * are checked (accessor types, key counts, increasing finite times, known paths and interpolations).
 *
 * @returns a promise of the document (glTF-Transform's IO is asynchronous).
 * @throws {ParseError} (the promise rejects) with a byte offset (GLB header, chunks), a line:column
 *   (JSON syntax) or a JSON pointer (`/buffers/0/uri` for a missing external buffer,
 *   `/animations/0/samplers/1` for a bad sampler, `/nodes/2/children/0` for a node hierarchy that is not
 *   a set of trees, `/nodes/0/name` for a name that is not a string); {UnsupportedVersionError} for GLB version ≠ 2 or
 *   `asset.version` ≠ 2.x; {UnsupportedFeatureError} for a required extension not in `options.extensions`
 *   (`KHR_animation_pointer` and `KHR_mesh_quantization` are built in).
 */
export async function readGltf(bytes: Uint8Array, options: ReadGltfOptions = {}): Promise<GltfDocument> {
  return wrap(() => readDocument(bytes, options), 'a glTF 2.0 document glTF-Transform can read');
}

async function readDocument(bytes: Uint8Array, options: ReadGltfOptions): Promise<GltfDocument> {
  const io = new WebIO().setLogger(quietLogger);
  const glb = isGlb(bytes);
  let json: GltfJson;
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  if (glb) {
    const layout = checkGlb(bytes);
    json = parseGltfJson(layout.json);
    // The BIN chunk is the buffer without a URI, under glTF-Transform's key for it.
    if (layout.bin !== undefined) resources[GLB_BUFFER] = copy(layout.bin);
  } else {
    json = parseGltfJson(bytes);
  }
  checkNodeGraph(json);
  // Built in: KHR_animation_pointer (read and written), KHR_mesh_quantization (a marker), unless the
  // caller gives its own class for the latter.
  const given = options.extensions ?? [];
  const builtIn = given.some((e) => e.EXTENSION_NAME === KHR_MESH_QUANTIZATION) ? [KHRAnimationPointer] : [KHRAnimationPointer, KHRMeshQuantizationMarker];
  const extensions = [...builtIn, ...given.filter((e) => e.EXTENSION_NAME !== KHR_ANIMATION_POINTER)];
  io.registerExtensions(extensions);
  (json.extensionsRequired ?? []).forEach((name, i) => {
    if (!extensions.some((e) => e.EXTENSION_NAME === name)) {
      throw new UnsupportedFeatureError(FORMAT_ID, `the required extension ${name} (pass its glTF-Transform class in options.extensions)`, {
        location: { kind: 'pointer', pointer: `/extensionsRequired/${String(i)}` },
      });
    }
  });
  const files = options.resources ?? {};
  const missingImages: string[] = [];
  (json.buffers ?? []).forEach((buffer, i) => {
    const uri = buffer.uri;
    if (uri === undefined || uri.startsWith('data:')) return;
    const data = files[uri];
    if (data === undefined) pointerError(`/buffers/${String(i)}/uri`, `the bytes of the external buffer '${uri}' (options.resources)`, 'none given');
    const need = buffer.byteLength ?? 0;
    if (data.length < need) pointerError(`/buffers/${String(i)}/byteLength`, `at most ${String(data.length)} bytes (the size of '${uri}')`, String(need));
    resources[uri] = copy(data);
  });
  for (const image of json.images ?? []) {
    const uri = image.uri;
    if (uri === undefined || uri.startsWith('data:') || uri in resources) continue;
    const data = files[uri];
    if (data === undefined) missingImages.push(uri);
    resources[uri] = data === undefined ? new Uint8Array(0) : copy(data);
  }
  // Accessors without buffer views are allocated from `count` alone: allow what the input could describe.
  const inputBytes = bytes.length + Object.values(resources).reduce((sum, r) => sum + r.length, 0);
  checkAccessorBounds(json, 16 * inputBytes + (1 << 20));
  const document: Document = await wrap(() => io.readJSON({ json: json as never, resources }), 'a glTF 2.0 document glTF-Transform can read');
  checkAnimations(document);
  nameMorphTargets(document);
  return { document, container: glb ? 'glb' : 'gltf', version: json.asset.version, missingImages };
}

/**
 * Gives every mesh with morph targets the `extras.targetNames` glTF-Transform writes for it anyway
 * (its target names, read from there or numbered), so that writing the document twice gives the same
 * bytes: glTF-Transform adds the field after the mesh's others, and reads it back as one that comes first.
 */
function nameMorphTargets(document: Document): void {
  for (const mesh of document.getRoot().listMeshes()) {
    const targets = mesh.listPrimitives().find((p) => p.listTargets().length > 0)?.listTargets();
    if (targets === undefined) continue;
    const extras = mesh.getExtras() as { targetNames?: unknown };
    if (Array.isArray(extras.targetNames)) continue;
    mesh.setExtras({ ...extras, targetNames: targets.map((t) => t.getName()) });
  }
}

function copy(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return data.buffer instanceof ArrayBuffer ? (data as Uint8Array<ArrayBuffer>) : new Uint8Array(data);
}

/** Runs glTF-Transform, turning its plain errors into a {@link ParseError} at the document root. */
async function wrap<T>(run: () => Promise<T>, expected: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (AnimError.isInstance(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ParseError({ format: FORMAT_ID, location: { kind: 'pointer', pointer: '' }, expected, found: message }, { cause: error });
  }
}

/**
 * Writing a {@link GltfDocument} as one `.glb` or one `.gltf` file through glTF-Transform's `WebIO`.
 *
 * @module
 */
import { AnimError, InvalidArgumentError } from '@anim/core';
import { Format, WebIO, type Document, type Extension, type JSONDocument } from '@gltf-transform/core';
import { base64 } from './base64.js';
import { quietLogger } from './logger.js';
import type { GltfDocument, WriteGltfOptions } from './types.js';

const OCTET_STREAM = 'data:application/octet-stream;base64,';
const BASENAME = 'buffer';

/**
 * Writes a glTF document: `container: 'glb'` gives a GLB file (one buffer in its BIN chunk; a document
 * with several buffers is written with them merged into one); `'gltf'` gives one JSON file (2-space
 * indented, UTF-8) with every buffer and every image that has no URI of its own embedded as a base64
 * data URI; images read from external files keep their relative URI and are not written. The
 * canonical form of a glTF file is this output: `writeGltf(await readGltf(writeGltf(doc)))` gives the
 * same bytes.
 *
 * @returns a promise of the bytes (glTF-Transform's IO is asynchronous).
 * @throws {InvalidArgumentError} (the promise rejects) when glTF-Transform cannot write the document,
 *   or for GLB output of a document whose external images were not given to `readGltf`.
 */
export async function writeGltf(doc: GltfDocument, options: WriteGltfOptions = {}): Promise<Uint8Array> {
  const container = options.container ?? doc.container;
  // The extensions the document holds (registered when it was read) are written back.
  const io = new WebIO().setLogger(quietLogger).registerExtensions(doc.document.getRoot().listExtensionsUsed().map((e) => e.constructor as typeof Extension));
  try {
    if (container === 'glb') {
      if (doc.missingImages.length > 0) {
        throw new InvalidArgumentError(`gltf: cannot embed the image '${doc.missingImages[0]!}' in a GLB file: its bytes were not given when the file was read`);
      }
      const document = doc.document.getRoot().listBuffers().length > 1 ? await singleBuffer(io, doc.document) : doc.document;
      return await io.writeBinary(document);
    }
    const out = await io.writeJSON(doc.document, { format: Format.GLTF, basename: BASENAME });
    const kept = new Set(doc.document.getRoot().listTextures().map((t) => t.getURI()).filter((uri) => uri !== '' && !uri.startsWith('data:')));
    return new TextEncoder().encode(`${JSON.stringify(embedded(out, kept), null, 2)}\n`);
  } catch (error) {
    if (AnimError.isInstance(error)) throw error;
    throw new InvalidArgumentError(`gltf: glTF-Transform cannot write the document: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The JSON with its buffers, and the images that had no external URI of their own, turned into data URIs. */
function embedded(out: JSONDocument, kept: ReadonlySet<string>): JSONDocument['json'] {
  const json = out.json;
  for (const buffer of json.buffers ?? []) {
    if (buffer.uri === undefined) continue;
    const bytes = out.resources[buffer.uri];
    if (bytes !== undefined) buffer.uri = OCTET_STREAM + base64(bytes);
  }
  for (const image of json.images ?? []) {
    const uri = image.uri;
    if (uri === undefined || uri.startsWith('data:') || kept.has(uri)) continue;
    const bytes = out.resources[uri];
    if (bytes !== undefined) image.uri = `data:${image.mimeType ?? 'application/octet-stream'};base64,${base64(bytes)}`;
  }
  // glTF-Transform adds `extras.targetNames` after a mesh's other fields on the first write and reads
  // it back as a field that comes first: keeping `extras` last makes the output a fixed point.
  for (const mesh of json.meshes ?? []) {
    const extras = mesh.extras;
    if (extras === undefined) continue;
    delete mesh.extras;
    mesh.extras = extras;
  }
  return json;
}

/** A copy of `document` (through glTF-Transform's own JSON form) with every accessor in one buffer, as GLB requires. */
async function singleBuffer(io: WebIO, document: Document): Promise<Document> {
  const copy = await io.readJSON(await io.writeJSON(document, { format: Format.GLTF, basename: BASENAME }));
  const buffers = copy.getRoot().listBuffers();
  const first = buffers[0]!;
  for (const accessor of copy.getRoot().listAccessors()) accessor.setBuffer(first);
  for (const buffer of buffers.slice(1)) buffer.dispose();
  return copy;
}

/**
 * The lossless glTF document: glTF-Transform's {@link Document} plus what is needed to write it back.
 *
 * "Lossless at the format level" for glTF means what glTF-Transform keeps: it parses the JSON and the
 * binary buffers into its property graph and re-serialises them, so glTF's canonical form is
 * glTF-Transform's output (see the package README).
 *
 * @module
 */
import type { Document, Extension } from '@gltf-transform/core';

/** The container a glTF document is stored in: binary `.glb` or JSON `.gltf`. */
export type GltfContainer = 'glb' | 'gltf';

/** A glTF 2.0 document as read by {@link readGltf}. */
export interface GltfDocument {
  /** glTF-Transform's document (scenes, nodes, meshes, animations, accessors, buffers, …). */
  readonly document: Document;
  /** The container it was read from; the default container when it is written back. */
  readonly container: GltfContainer;
  /** `asset.version` as the file states it (`2.0`). */
  readonly version: string;
  /**
   * External image URIs whose bytes were not given to {@link readGltf} (`options.resources`): the
   * images stay in the document with their URI and no bytes. Writing such a document as `.gltf` keeps
   * the URI; writing it as `.glb` is refused, since the image would have to be embedded.
   */
  readonly missingImages: readonly string[];
}

/** Options of {@link readGltf}. */
export interface ReadGltfOptions {
  /**
   * The bytes of the external files the document names by relative URI (`scene.bin`,
   * `textures/a.png`), keyed by the URI exactly as written in the file. Data URIs need nothing here.
   * A missing buffer is a {@link ParseError}; a missing image is kept as a URI (see
   * {@link GltfDocument.missingImages}).
   */
  readonly resources?: Readonly<Record<string, Uint8Array>> | undefined;
  /**
   * glTF-Transform extension classes to read (`ALL_EXTENSIONS` from `@gltf-transform/extensions`,
   * or a few of them): their data is kept and written back. Extensions not given here are dropped
   * when the file only uses them, and a file that requires one is refused
   * ({@link UnsupportedFeatureError}). Default none, which keeps the browser bundle to
   * `@gltf-transform/core`.
   */
  readonly extensions?: readonly (typeof Extension)[] | undefined;
}

/** Options of {@link writeGltf}. */
export interface WriteGltfOptions {
  /**
   * `glb`: one binary file; `gltf`: one JSON file, every buffer embedded as a
   * `data:application/octet-stream;base64` URI. Default: the container the document was read from.
   */
  readonly container?: GltfContainer | undefined;
}

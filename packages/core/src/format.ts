import type { Clip } from './types.js';
import type { ConvertOptions, ConvertResult } from './warnings.js';

/** What `anim info` prints about a document, computed by the format package. */
export interface DocumentSummary {
  /** The format version as the file states it, e.g. `1.1`, `2`. */
  readonly version?: string | undefined;
  /** Number of animated tracks (curves, channels). */
  readonly tracks: number;
  /** Total number of keyframes over all tracks. */
  readonly keyframes: number;
  /** Duration in seconds, when known. */
  readonly duration?: number | undefined;
  /** Further format-specific facts (JSON-compatible), e.g. markers, nodes, parts present. */
  readonly details?: Record<string, unknown> | undefined;
}

/**
 * One format's descriptor (loaders.gl style): identification, detection, and pure synchronous
 * read/write over bytes, plus conversion to and from the core {@link Clip}. There is no global
 * registry: applications import the descriptors they want and pass a list.
 *
 * @typeParam Doc - the format's own lossless document type.
 */
export interface FormatDescriptor<Doc = unknown, ReadOptions = object, WriteOptions = object> {
  /** Short stable id used in messages and on the command line: `maya`, `animj`, `mrtk`, `prime`, `roto`. */
  readonly id: string;
  /** Human name: `Maya ASCII .anim`. */
  readonly name: string;
  /** File extensions without the dot, lower case: `['anim']`. */
  readonly extensions: readonly string[];
  /** MIME types (may be empty). */
  readonly mimeTypes: readonly string[];
  /** True for binary formats, false for text formats. */
  readonly binary: boolean;
  /** True when the first bytes look like this format. Never throws. */
  sniff(bytes: Uint8Array): boolean;
  /**
   * Reads a whole file.
   * @throws {ParseError} | {UnsupportedVersionError} | {UnsupportedFeatureError} on bad input.
   */
  read(bytes: Uint8Array, options?: ReadOptions): Doc;
  /** Writes a document; a document read from a canonical file writes back byte for byte. */
  write(doc: Doc, options?: WriteOptions): Uint8Array;
  /** A short summary for `anim info`. */
  summarize(doc: Doc): DocumentSummary;
  /** Converts to the core model, reporting losses. @throws {ConversionError} in strict mode. */
  toClip?(doc: Doc, options?: ConvertOptions): ConvertResult<Clip>;
  /** Converts from the core model, reporting losses. @throws {ConversionError} in strict mode. */
  fromClip?(clip: Clip, options?: ConvertOptions): ConvertResult<Doc>;
}

/** A descriptor whose document type is not statically known (a list of formats). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormatDescriptor = FormatDescriptor<any, any, any>;

/** Returns the descriptor unchanged, typed; use it to declare a descriptor with literal checking. */
export function defineFormat<Doc, R = object, W = object>(
  descriptor: FormatDescriptor<Doc, R, W>,
): FormatDescriptor<Doc, R, W> {
  return descriptor;
}

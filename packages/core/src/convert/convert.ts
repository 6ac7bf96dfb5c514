/**
 * The one conversion pipeline of `@anim/*`, used by the CLI and the playground alike: read, detect,
 * then the shortest exact route to the target — the document itself (same format, or formats sharing a
 * document model such as AnimJ ↔ AnimX), or a trip through the core {@link Clip} adapted to what the
 * target can store (`adaptClip`). A conversion that would carry no track fails. Planning (`plan.ts`)
 * is separate from writing.
 *
 * @module
 */
import type { AnyFormatDescriptor } from '../format.js';
import type { Clip } from '../types.js';
import type { WarningSink } from '../warnings.js';
import { detectFormat, formatById } from './detect.js';
import { conversionSource, planTarget, writePlan, type ConvertOutput } from './plan.js';

/** Options of {@link convert} and {@link convertDocument}. */
export interface ConvertFileOptions {
  /** The formats to detect among and convert between (no global registry). */
  readonly formats: readonly AnyFormatDescriptor[];
  /** The target format (id or descriptor). */
  readonly to: string | AnyFormatDescriptor;
  /** Turn every loss warning into a `ConversionError`. Default `false`. */
  readonly strict?: boolean | undefined;
  /** Let the target's writer drop what the target version cannot hold (`write(doc, { lossy: true })`). */
  readonly lossy?: boolean | undefined;
  /**
   * The target's options by key (its `FormatOption`s: `{ timeUnit: 'ntsc' }`). Options whose
   * `use` is not `write` force the trip through the core model.
   */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  /**
   * A change to the clip between reading and writing (baking, unit changes, key reduction); forces the
   * trip through the core model. Append what it loses to the sink.
   */
  readonly transform?: ((clip: Clip, sink: WarningSink) => Clip) | undefined;
  /** Options for the source's `toClip` (its `read`-use `FormatOption`s, e.g. Maya's `{ rotationOrder: 'zyx' }`). */
  readonly sourceOptions?: Readonly<Record<string, unknown>> | undefined;
  /** Leave transform values in the source's coordinate space (see `ConvertClipOptions.keepAxes`). */
  readonly keepAxes?: boolean | undefined;
  /** The most keys one track may get from resampling or subdivision (see `ConvertClipOptions.maxKeys`). */
  readonly maxKeys?: number | undefined;
}

/** Options of {@link convert}: {@link ConvertFileOptions} plus how to read. */
export interface ConvertBytesOptions extends ConvertFileOptions {
  /** The source format (id or descriptor); detected from the bytes and {@link name} when absent. */
  readonly from?: string | AnyFormatDescriptor | undefined;
  /** The input's file name, for detection by extension. */
  readonly name?: string | undefined;
  /** Options for the source's `read` (and, unless `sourceOptions` is given, its `toClip`). */
  readonly readOptions?: object | undefined;
}

function resolve(format: string | AnyFormatDescriptor, formats: readonly AnyFormatDescriptor[]): AnyFormatDescriptor {
  return typeof format === 'string' ? formatById(format, formats) : format;
}

/**
 * Reads `bytes` (format from `options.from`, else detected) and converts them (see {@link convertDocument}).
 * Asynchronous because some formats read or write asynchronously (glTF); the others finish at once.
 * @throws {UnknownFormatError} when the format cannot be told or an id is unknown.
 * @throws {ParseError} & co. from the reader; `ConversionError` as {@link convertDocument}.
 */
export async function convert(bytes: Uint8Array, options: ConvertBytesOptions): Promise<ConvertOutput> {
  const source = options.from === undefined ? detectFormat(bytes, options.formats, { name: options.name }).format : resolve(options.from, options.formats);
  const doc: unknown = await source.read(bytes, options.readOptions);
  return convertDocument(doc, source, { ...options, sourceOptions: options.sourceOptions ?? (options.readOptions as Record<string, unknown> | undefined) });
}

/**
 * Converts a document read by `source` to `options.to`, by the shortest exact route:
 * - same format, nothing asked that changes the animation → `write(doc)` (with `write`-use options and `lossy`);
 * - formats sharing a `documentModel` (AnimJ ↔ AnimX) → the document is written by the target unchanged;
 * - otherwise `toClip` → `transform` → `convertClip` → `write`.
 *
 * It is {@link planTarget} over a {@link conversionSource}, then {@link writePlan}: plan first when
 * several targets are weighed for one document (one `toClip` for all).
 *
 * The promise settles once the target has written (at once for synchronous formats); failures reject it.
 * @throws {ConversionError} when the target would hold no track, in strict mode on any warning, or when
 *   a format lacks `toClip`/`fromClip`.
 */
export async function convertDocument(doc: unknown, source: AnyFormatDescriptor, options: ConvertFileOptions): Promise<ConvertOutput> {
  const target = resolve(options.to, options.formats);
  const from = conversionSource(doc, source, { sourceOptions: options.sourceOptions, strict: options.strict, transform: options.transform });
  return writePlan(planTarget(from, target, options));
}

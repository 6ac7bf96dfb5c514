/**
 * The one conversion pipeline of `@anim/*`, used by the CLI and the playground alike: read, detect,
 * then the shortest exact route to the target — the document itself (same format, or formats sharing a
 * document model such as AnimJ ↔ AnimX), or a trip through the core {@link Clip} adapted to what the
 * target can store ({@link adaptClip}). A conversion that would carry no track fails.
 *
 * @module
 */
import { ConversionError, type ConversionWarning } from '../errors.js';
import type { AnyFormatDescriptor } from '../format.js';
import type { Clip } from '../types.js';
import { WarningSink } from '../warnings.js';
import { adaptClip } from './adapt.js';
import { toTargetSpace } from './axes.js';
import { checkClipShape } from './check-clip.js';
import { detectFormat, formatById } from './detect.js';
import { warnDroppedExtras } from './extras.js';

/** How a conversion went: the document written as it is, or through the core model. */
export type ConvertRoute = 'native' | 'document' | 'clip';

/** Options of {@link convertClip}. */
export interface ConvertClipOptions {
  /** Turn every warning into a {@link ConversionError}. Default `false`. */
  readonly strict?: boolean | undefined;
  /** Options for the target's `fromClip` (its {@link FormatOption} keys, e.g. `{ timeUnit: 'ntsc' }`). */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  /** The format the clip was read from: its extras are then not warned about when it shares the target's document model. */
  readonly source?: AnyFormatDescriptor | undefined;
  /**
   * Leave transform values as they are when the clip's space ({@link Clip.space}) differs from the
   * target's (`FormatDescriptor.space`): no change of basis, no `axes-changed` warning. Default `false`.
   */
  readonly keepAxes?: boolean | undefined;
  /**
   * The most keys one track may get when the conversion resamples or subdivides it (Euler → quaternion
   * cuts, fixed-rate writers); default `DEFAULT_MAX_KEYS`. Passed to `adaptClip` and to the target's
   * `fromClip` (unless `options.maxKeys` is given there).
   */
  readonly maxKeys?: number | undefined;
}

/**
 * Converts a clip to a target format's document: warns about other formats' extras, moves its transforms
 * into the target's coordinate space when the spaces differ (unless `keepAxes`; one `axes-changed`
 * warning with the formulas, see `ops/basis.ts`), adapts the clip to the target's capabilities ({@link adaptClip}: vectors split or grouped, rotations converted,
 * units, markers), calls the target's `fromClip`, and checks that something was carried.
 *
 * @returns the target's document and every warning (adaptation first, then `fromClip`'s).
 * @throws {ConversionError} when the target has no `fromClip`, when the document would hold no track
 *   (the message quotes what the target can hold and the first tracks left out), or in strict mode
 *   when any warning was recorded (but `axes-changed`: the change of basis is exact, not a loss);
 *   `InvalidArgumentError` when a name in the clip is not a string or its duration is not finite (see
 *   `check-clip.ts`); `LimitError` (a `ConversionError`) when a track would get more than `maxKeys` keys.
 */
export function convertClip(clip: Clip, target: AnyFormatDescriptor, options: ConvertClipOptions = {}): { value: unknown; warnings: ConversionWarning[] } {
  if (target.fromClip === undefined) throw new ConversionError(`${target.id} cannot be written from the core model`);
  checkClipShape(clip);
  const sink = new WarningSink();
  const keep = new Set<string>();
  const source = options.source;
  if (source?.documentModel !== undefined && source.documentModel === target.documentModel) keep.add(source.id);
  warnDroppedExtras(clip, target.id, keep, sink, source);
  const maxKeys = options.maxKeys ?? (options.options?.maxKeys as number | undefined);
  const space = target.spaceFor?.(options.options ?? {}) ?? target.space;
  const moved = options.keepAxes === true ? clip : toTargetSpace(clip, space, target.id, sink);
  const adapted = target.capabilities === undefined ? moved : adaptClip(moved, target.capabilities, target.id, sink, { maxKeys });
  strictCheck(sink.warnings, options.strict);
  const result = target.fromClip(adapted, { ...options.options, strict: options.strict === true, ...(maxKeys === undefined ? {} : { maxKeys }) });
  const warnings = [...sink.warnings, ...result.warnings];
  const carried = target.summarize(result.value).tracks;
  if (carried === 0) {
    const dropped = warnings.filter((w) => w.code === 'track-dropped');
    const examples = dropped.slice(0, 3).map((w) => `${w.path ?? ''}: ${w.message}`);
    const holds = target.capabilities?.holds;
    throw new ConversionError(
      `nothing to write: ${target.name} would hold no track` +
        (clip.tracks.length === 0 ? ' (the input has no tracks)' : ` of the input's ${String(clip.tracks.length)}`) +
        (holds === undefined ? '' : `; ${target.id} holds ${holds}`) +
        (examples.length === 0 ? '' : `\n  left out: ${examples.join('\n  left out: ')}${dropped.length > 3 ? `\n  … and ${String(dropped.length - 3)} more` : ''}`),
      warnings,
    );
  }
  return { value: result.value, warnings };
}

function strictCheck(all: readonly ConversionWarning[], strict: boolean | undefined): void {
  // a change of basis is exact: it is reported, never a loss
  const warnings = all.filter((w) => w.code !== 'axes-changed');
  if (strict !== true || warnings.length === 0) return;
  const list = warnings.map((w) => `  ${w.path === undefined ? '' : `${w.path}: `}${w.message}`).join('\n');
  throw new ConversionError(`conversion would lose information (strict mode):\n${list}`, warnings);
}

/** Options of {@link convert} and {@link convertDocument}. */
export interface ConvertFileOptions {
  /** The formats to detect among and convert between (no global registry). */
  readonly formats: readonly AnyFormatDescriptor[];
  /** The target format (id or descriptor). */
  readonly to: string | AnyFormatDescriptor;
  /** Turn every loss warning into a {@link ConversionError}. Default `false`. */
  readonly strict?: boolean | undefined;
  /** Let the target's writer drop what the target version cannot hold (`write(doc, { lossy: true })`). */
  readonly lossy?: boolean | undefined;
  /**
   * The target's options by key (its {@link FormatOption}s: `{ timeUnit: 'ntsc' }`). Options whose
   * `use` is not `write` force the trip through the core model.
   */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  /**
   * A change to the clip between reading and writing (baking, unit changes, key reduction); forces the
   * trip through the core model. Append what it loses to the sink.
   */
  readonly transform?: ((clip: Clip, sink: WarningSink) => Clip) | undefined;
  /** Options for the source's `toClip` (its `read`-use {@link FormatOption}s, e.g. Maya's `{ rotationOrder: 'zyx' }`). */
  readonly sourceOptions?: Readonly<Record<string, unknown>> | undefined;
  /** Leave transform values in the source's coordinate space (see {@link ConvertClipOptions.keepAxes}). */
  readonly keepAxes?: boolean | undefined;
  /** The most keys one track may get from resampling or subdivision (see {@link ConvertClipOptions.maxKeys}). */
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

/** The result of {@link convert}. */
export interface ConvertOutput {
  /** The file written. */
  readonly bytes: Uint8Array;
  readonly from: AnyFormatDescriptor;
  readonly to: AnyFormatDescriptor;
  /** `native`: same format, written back; `document`: a shared document model; `clip`: through the core model. */
  readonly route: ConvertRoute;
  /** Everything the conversion lost or assumed, in order. */
  readonly warnings: readonly ConversionWarning[];
  /** Tracks in the written document (its `summarize`). */
  readonly tracks: number;
}

function resolve(format: string | AnyFormatDescriptor, formats: readonly AnyFormatDescriptor[]): AnyFormatDescriptor {
  return typeof format === 'string' ? formatById(format, formats) : format;
}

/**
 * Reads `bytes` (format from `options.from`, else detected) and converts them (see {@link convertDocument}).
 * Asynchronous because some formats read or write asynchronously (glTF); the others finish at once.
 * @throws {UnknownFormatError} when the format cannot be told or an id is unknown.
 * @throws {ParseError} & co. from the reader; {@link ConversionError} as {@link convertDocument}.
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
 * - otherwise `toClip` → `transform` → {@link convertClip} → `write`.
 *
 * The promise settles once the target has written (at once for synchronous formats); failures reject it.
 * @throws {ConversionError} when the target would hold no track, in strict mode on any warning, or when
 *   a format lacks `toClip`/`fromClip`.
 */
export async function convertDocument(doc: unknown, source: AnyFormatDescriptor, options: ConvertFileOptions): Promise<ConvertOutput> {
  const target = resolve(options.to, options.formats);
  const given = options.options ?? {};
  const writeOptions: Record<string, unknown> = { ...given };
  if (options.lossy === true) writeOptions.lossy = true;
  const specs = target.options ?? [];
  const needsClip =
    options.transform !== undefined || Object.keys(given).some((key) => (specs.find((s) => s.key === key)?.use ?? 'convert') === 'convert');
  const sameDocument = source === target || (source.documentModel !== undefined && source.documentModel === target.documentModel);
  if (sameDocument && !needsClip) {
    const warnings = target.lossOnWrite === undefined ? [] : [...target.lossOnWrite(doc, writeOptions)];
    if (options.lossy === true) strictCheck(warnings, options.strict);
    const bytes = await target.write(doc, writeOptions);
    return { bytes, from: source, to: target, route: source === target ? 'native' : 'document', warnings, tracks: target.summarize(doc).tracks };
  }
  if (source.toClip === undefined) throw new ConversionError(`${source.id} cannot be read into the core model`);
  const read = source.toClip(doc, { ...options.sourceOptions, strict: options.strict === true });
  const warnings: ConversionWarning[] = [...read.warnings];
  let clip = read.value;
  if (options.transform !== undefined) {
    const sink = new WarningSink();
    clip = options.transform(clip, sink);
    strictCheck(sink.warnings, options.strict);
    warnings.push(...sink.warnings);
  }
  const out = convertClip(clip, target, { strict: options.strict, options: given, source, keepAxes: options.keepAxes, maxKeys: options.maxKeys });
  warnings.push(...out.warnings);
  const bytes = await target.write(out.value, writeOptions);
  return { bytes, from: source, to: target, route: 'clip', warnings, tracks: target.summarize(out.value).tracks };
}

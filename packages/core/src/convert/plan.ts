/**
 * Planning a conversion, separate from writing it: one {@link ConversionSource} per opened document
 * (its `toClip` runs at most once, on first need), then per target a {@link TargetPlan} — the route,
 * the change of space, the adaptation to the target's capabilities and the target's `fromClip`, with
 * every warning, the tracks carried and, when it cannot convert, the reason — and only
 * {@link writePlan} calls the target's `write`. `convertDocument`, `anim convert` and the playground
 * all go through these three steps.
 *
 * @module
 */
import { AnimError, ConversionError, type ConversionWarning } from '../errors.js';
import type { AnyFormatDescriptor } from '../format.js';
import type { Clip } from '../types.js';
import { WarningSink, type ConvertResult } from '../warnings.js';
import { convertClip, strictCheck } from './convert-clip.js';

/** How a conversion went: the document written as it is, or through the core model. */
export type ConvertRoute = 'native' | 'document' | 'clip';

/** The result of a conversion ({@link writePlan}, `convert`, `convertDocument`). */
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


/** Options of {@link conversionSource}. */
export interface ConversionSourceOptions {
  /** Options for the source's `toClip` (its `read`-use `FormatOption`s, e.g. Maya's `{ rotationOrder: 'zyx' }`). */
  readonly sourceOptions?: Readonly<Record<string, unknown>> | undefined;
  /** Run `toClip` in strict mode (it throws on any loss). Default `false`: plans made strict check its warnings instead. */
  readonly strict?: boolean | undefined;
  /**
   * A change to the clip between reading and writing (baking, unit changes, key reduction); forces the
   * trip through the core model for every target. Append what it loses to the sink.
   */
  readonly transform?: ((clip: Clip, sink: WarningSink) => Clip) | undefined;
}

/** A document to convert, with its core clip computed once, when a plan first needs it. */
export interface ConversionSource {
  readonly doc: unknown;
  readonly format: AnyFormatDescriptor;
  /** True when a `transform` was given (every target then goes through the core model). */
  readonly transforms: boolean;
  /**
   * The document as a core clip: `toClip` (then the `transform`) on the first call, the same result (or
   * the same error) after. Warnings are `toClip`'s, then the transform's.
   * @throws {ConversionError} when the format has no `toClip`, or as its `toClip` (strict mode).
   */
  clip(): ConvertResult<Clip>;
}

/**
 * The source of conversions of `doc`, read by `format`. Nothing runs until a plan asks for the clip.
 */
export function conversionSource(doc: unknown, format: AnyFormatDescriptor, options: ConversionSourceOptions = {}): ConversionSource {
  let done: { readonly result: ConvertResult<Clip> } | { readonly error: unknown } | undefined;
  const compute = (): ConvertResult<Clip> => {
    if (format.toClip === undefined) throw new ConversionError(`${format.id} cannot be read into the core model`);
    const read = format.toClip(doc, { ...options.sourceOptions, strict: options.strict === true });
    if (options.transform === undefined) return read;
    const sink = new WarningSink();
    const value = options.transform(read.value, sink);
    strictCheck(sink.warnings, options.strict);
    return { value, warnings: [...read.warnings, ...sink.warnings] };
  };
  return {
    doc,
    format,
    transforms: options.transform !== undefined,
    clip() {
      if (done === undefined) {
        try {
          done = { result: compute() };
        } catch (error) {
          done = { error };
        }
      }
      if ('error' in done) throw done.error;
      return done.result;
    },
  };
}

/** Options of {@link planTarget}. */
export interface PlanTargetOptions {
  /** Turn every loss warning into a refusal (a {@link ConversionError}). Default `false`. */
  readonly strict?: boolean | undefined;
  /** Let the target's writer drop what the target version cannot hold (`write(doc, { lossy: true })`). */
  readonly lossy?: boolean | undefined;
  /**
   * The target's options by key (its `FormatOption`s: `{ timeUnit: 'ntsc' }`). Options whose `use` is
   * not `write` force the trip through the core model.
   */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
  /** Leave transform values in the source's coordinate space (see `ConvertClipOptions.keepAxes`). */
  readonly keepAxes?: boolean | undefined;
  /** The most keys one track may get from resampling or subdivision (see `ConvertClipOptions.maxKeys`). */
  readonly maxKeys?: number | undefined;
}

/** What converting a source to one target would give, everything but the written bytes. */
export interface TargetPlan {
  readonly source: ConversionSource;
  readonly target: AnyFormatDescriptor;
  /** `native`: same format, written back; `document`: a shared document model; `clip`: through the core model. */
  readonly route: ConvertRoute;
  /**
   * Why the target cannot be written (nothing carried, strict mode and a loss, a format without
   * `toClip`/`fromClip`, a key limit, a clip of a bad shape): the error {@link writePlan} throws.
   */
  readonly refusal?: AnimError | undefined;
  /** Everything the conversion loses or assumes, in order (`toClip`, transform, adaptation, `fromClip`); empty when refused. */
  readonly warnings: readonly ConversionWarning[];
  /** Tracks the written document holds (the target's `summarize`); 0 when refused. */
  readonly tracks: number;
  /** The target's document to write; undefined when refused. */
  readonly document?: unknown;
  /** The options the target's `write` gets. */
  readonly writeOptions: Readonly<Record<string, unknown>>;
}

/**
 * Plans the conversion of `source` to `target` by the shortest exact route — the document itself
 * (same format, or a shared `documentModel`, when nothing asked changes the animation), else the
 * source's clip (one `toClip` per source) through `convertClip` (extras, change of space, adaptation,
 * the target's `fromClip`) — without writing.
 *
 * @returns the plan; an {@link AnimError} of the conversion (strict mode, nothing carried, …) is its
 *   `refusal`, not thrown.
 * @throws errors that are not {@link AnimError}s (defects), as they come.
 */
export function planTarget(source: ConversionSource, target: AnyFormatDescriptor, options: PlanTargetOptions = {}): TargetPlan {
  const given = options.options ?? {};
  const writeOptions: Record<string, unknown> = { ...given };
  if (options.lossy === true) writeOptions.lossy = true;
  const specs = target.options ?? [];
  const needsClip = source.transforms || Object.keys(given).some((key) => (specs.find((s) => s.key === key)?.use ?? 'convert') === 'convert');
  const from = source.format;
  const sameDocument = from === target || (from.documentModel !== undefined && from.documentModel === target.documentModel);
  const route: ConvertRoute = sameDocument && !needsClip ? (from === target ? 'native' : 'document') : 'clip';
  try {
    if (route !== 'clip') {
      const warnings = target.lossOnWrite === undefined ? [] : [...target.lossOnWrite(source.doc, writeOptions)];
      if (options.lossy === true) strictCheck(warnings, options.strict);
      return { source, target, route, warnings, tracks: target.summarize(source.doc).tracks, document: source.doc, writeOptions };
    }
    const read = source.clip();
    strictCheck(read.warnings, options.strict);
    const out = convertClip(read.value, target, { strict: options.strict, options: given, source: from, keepAxes: options.keepAxes, maxKeys: options.maxKeys });
    return { source, target, route, warnings: [...read.warnings, ...out.warnings], tracks: target.summarize(out.value).tracks, document: out.value, writeOptions };
  } catch (error) {
    if (!AnimError.isInstance(error)) throw error;
    return { source, target, route, refusal: error, warnings: [], tracks: 0, writeOptions };
  }
}

/**
 * Writes a plan's document with the target's `write` (a promise settled at once for synchronous formats).
 * @throws the plan's `refusal`; errors of the target's `write`.
 */
export async function writePlan(plan: TargetPlan): Promise<ConvertOutput> {
  if (plan.refusal !== undefined) throw plan.refusal;
  const bytes = await plan.target.write(plan.document, plan.writeOptions);
  return { bytes, from: plan.source.format, to: plan.target, route: plan.route, warnings: plan.warnings, tracks: plan.tracks };
}

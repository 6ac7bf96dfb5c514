import { conversionSource, planTarget, writePlan, type AnyFormatDescriptor, type Clip, type ConversionWarning, type ConvertRoute, type WarningSink } from '@anim/core';
import { formatById } from './detect.js';
import type { Input } from './io.js';
import { parseInput, type ReadOptionsByFormat } from './load.js';
import { transformClip, type Transforms } from './model.js';

/** Everything one conversion needs; structured-cloneable so that it can go to a worker thread. */
export interface ConvertRequest {
  /** Forced input format id (`--from`), or undefined to detect. */
  readonly from?: string | undefined;
  /** Output format id. */
  readonly to: string;
  /** Turn loss warnings into a failure. */
  readonly strict: boolean;
  /** Let the output format's `write` drop what the output version cannot hold (`--lossy`). */
  readonly lossy?: boolean | undefined;
  /** Leave transform values in the input's coordinate space (`--keep-axes`). */
  readonly keepAxes?: boolean | undefined;
  /** The most keys one track may get from resampling or subdivision (`--max-keys`; `@anim/core`'s `maxKeys`). */
  readonly maxKeys?: number | undefined;
  readonly transforms: Transforms;
  /** The output format's option values by key (`--maya-time-unit ntsc` → `{ timeUnit: 'ntsc' }`). */
  readonly formatOptions: Readonly<Record<string, unknown>>;
  /** Read options by input format id (`--lenient`, read flags). */
  readonly readOptions?: ReadOptionsByFormat | undefined;
}

/** The result of {@link convertInput}. */
export interface ConvertOutcome {
  readonly bytes: Uint8Array;
  readonly from: string;
  readonly to: string;
  /** How core's pipeline converted: `native`, `document` (AnimJ ↔ AnimX) or `clip` (through the core model). */
  readonly route: ConvertRoute;
  readonly warnings: readonly ConversionWarning[];
}

/** True when the request changes the animation (so even a same-format conversion uses the core model). */
export function isTransforming(request: ConvertRequest): boolean {
  const t = request.transforms;
  return t.fps !== undefined || t.simplify !== undefined || (t.units !== undefined && t.units.length > 0);
}

/**
 * Reads an input (the CLI's detection and read options) and converts it with `@anim/core`'s pipeline
 * (`conversionSource` → `planTarget` → `writePlan`, what `convertDocument` does): the document itself where the formats share it and nothing transforms it,
 * otherwise through the core model adapted to the output format, with `--units`/`--fps`/`--simplify`
 * applied to the clip on the way.
 * @throws `ParseError` & co. from the reader; `ConversionError` (strict mode, nothing to carry, a
 *   format that cannot convert); {@link InputError} when no format fits.
 */
export async function convertInput(
  input: Input,
  request: ConvertRequest,
  formats: readonly AnyFormatDescriptor[],
): Promise<ConvertOutcome> {
  const target = formatById(request.to, formats);
  const loaded = await parseInput(input, formats, request.from, request.readOptions);
  const transform = isTransforming(request)
    ? (clip: Clip, sink: WarningSink): Clip => transformClip(clip, request.transforms, sink.warnings)
    : undefined;
  const source = conversionSource(loaded.doc, loaded.format, { sourceOptions: loaded.options, strict: request.strict, transform });
  const plan = planTarget(source, target, {
    strict: request.strict,
    lossy: request.lossy,
    keepAxes: request.keepAxes,
    maxKeys: request.maxKeys,
    options: request.formatOptions,
  });
  const out = await writePlan(plan);
  return { bytes: out.bytes, from: out.from.id, to: out.to.id, route: out.route, warnings: out.warnings };
}

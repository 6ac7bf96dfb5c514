import { ConversionError, type AnyFormatDescriptor, type ConversionWarning, type Unit } from '@anim/core';
import { formatById } from './detect.js';
import { InputError } from './errors.js';
import { applyFormatOptions } from './format-options.js';
import type { Input } from './io.js';
import { clipOf, parseInput } from './load.js';
import { transformClip } from './model.js';

/** Clip transformations asked for on the command line (each forces a trip through the core model). */
export interface Transforms {
  /** Bake every track at this many frames per second (`--fps`). */
  readonly fps?: number | undefined;
  /** Remove keys while staying within this tolerance, in each track's unit (`--simplify`). */
  readonly simplify?: number | undefined;
  /** Convert lengths and angles to these units (`--units m,deg`). */
  readonly units?: readonly Unit[] | undefined;
}

/** Everything one conversion needs; structured-cloneable so that it can go to a worker thread. */
export interface ConvertRequest {
  /** Forced input format id (`--from`), or undefined to detect. */
  readonly from?: string | undefined;
  /** Output format id. */
  readonly to: string;
  /** Turn loss warnings into a failure. */
  readonly strict: boolean;
  /** Pass `{ lossy: true }` to the output format's `write` (`--lossy`): it may drop what the output version cannot hold. */
  readonly lossy?: boolean | undefined;
  readonly transforms: Transforms;
  /** Format-specific option values by key (`--maya-time-unit ntsc` → `{ timeUnit: 'ntsc' }`), see format-options.ts. */
  readonly formatOptions: Readonly<Record<string, unknown>>;
}

/** The result of {@link convertInput}. */
export interface ConvertOutcome {
  readonly bytes: Uint8Array;
  readonly from: string;
  readonly to: string;
  /** True when the native document was written back without the core model. */
  readonly native: boolean;
  readonly warnings: readonly ConversionWarning[];
}

/** True when the request changes the animation (so even a same-format conversion uses the core model). */
export function isTransforming(request: ConvertRequest): boolean {
  const t = request.transforms;
  return (
    t.fps !== undefined ||
    t.simplify !== undefined ||
    (t.units !== undefined && t.units.length > 0) ||
    Object.keys(request.formatOptions).length > 0
  );
}

/**
 * Reads an input and converts it: when the input is already in the output format and nothing
 * transforms it, the native document is written back unchanged (lossless, no core model); otherwise
 * read → `toClip` → transforms → `fromClip` → `write`, collecting loss warnings.
 * @throws `ParseError` & co. from the reader, `ConversionError` (strict mode or a failed conversion),
 * {@link InputError} when a format cannot convert.
 */
export function convertInput(
  input: Input,
  request: ConvertRequest,
  formats: readonly AnyFormatDescriptor[],
): ConvertOutcome {
  const target = formatById(request.to, formats);
  const loaded = parseInput(input, formats, request.from);
  const source = loaded.format;
  if (source === target && !isTransforming(request)) {
    return { bytes: target.write(loaded.doc), from: source.id, to: target.id, native: true, warnings: [] };
  }
  if (target.fromClip === undefined) {
    throw new InputError(`${target.id} cannot be written from the core model yet (no fromClip)`);
  }
  const warnings: ConversionWarning[] = [];
  const toClip = clipOf(loaded, request.strict);
  warnings.push(...toClip.warnings);
  const before = warnings.length;
  const clip = transformClip(toClip.value, request.transforms, warnings);
  if (request.strict && warnings.length > before) {
    const list = warnings.slice(before).map((w) => `  ${w.path === undefined ? '' : `${w.path}: `}${w.message}`);
    throw new ConversionError(`conversion would lose information (strict mode):\n${list.join('\n')}`, warnings.slice(before));
  }
  const { options, prepare } = applyFormatOptions(target.id, request.formatOptions);
  const result = target.fromClip(prepare(clip), { ...options, strict: request.strict });
  warnings.push(...result.warnings);
  const bytes = target.write(result.value, request.lossy === true ? { ...options, lossy: true } : options);
  return { bytes, from: source.id, to: target.id, native: false, warnings };
}

/**
 * The last step before a target's `fromClip`: a clip moved into the target's space and adapted to its
 * capabilities, then handed to `fromClip` — the one place that adapts, so every `fromClip` receives an
 * adapted clip (see `FormatDescriptor.fromClip`).
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
import { warnDroppedExtras } from './extras.js';

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

/** Throws a {@link ConversionError} listing `all` but `axes-changed` (an exact change of basis) when `strict` and any is left. */
export function strictCheck(all: readonly ConversionWarning[], strict: boolean | undefined): void {
  // a change of basis is exact: it is reported, never a loss
  const warnings = all.filter((w) => w.code !== 'axes-changed');
  if (strict !== true || warnings.length === 0) return;
  const list = warnings.map((w) => `  ${w.path === undefined ? '' : `${w.path}: `}${w.message}`).join('\n');
  throw new ConversionError(`conversion would lose information (strict mode):\n${list}`, warnings);
}


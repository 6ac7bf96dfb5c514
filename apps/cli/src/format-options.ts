import type { FormatMeta, FormatOption } from '@anim/core';

/** A format-specific option value given on the command line. */
export interface FormatOptionValue {
  readonly spec: FormatOptionSpec;
  /** The value: a string, a number for numeric options, `true` for a switch. */
  readonly value: unknown;
}

/**
 * A format-specific option as a CLI flag: a descriptor's {@link FormatOption} (`time-unit` of `maya`)
 * with its full flag (`maya-time-unit`). `use: 'read'` options are offered by every command that reads
 * and go to the input format's `read`; the others by `convert` and go to the output format's
 * `fromClip`/`write`.
 */
export interface FormatOptionSpec extends FormatOption {
  /** The format id the option applies to. */
  readonly format: string;
  /** The long flag without dashes: `maya-time-unit`. */
  readonly flag: string;
}

/**
 * Every format-specific option of `formats` (descriptors, or `@anim/formats` entries before they are
 * loaded), as CLI flags (`--<format>-<flag>`), in list order.
 */
export function formatOptionSpecs(formats: readonly Pick<FormatMeta, 'id' | 'options'>[]): FormatOptionSpec[] {
  const specs: FormatOptionSpec[] = [];
  for (const format of formats) {
    for (const option of format.options ?? []) {
      specs.push({ ...option, format: format.id, flag: `${format.id}-${option.flag}` });
    }
  }
  return specs;
}

/**
 * Read options used when the user names the input format with `--from` (and only then): MRTK's
 * headerless 2019 recordings have no magic number, so they are read only on request.
 */
export const forcedReadOptions: Readonly<Record<string, object>> = { mrtk: { legacy: true } };

/** A hint added to a read error when the format was guessed from the extension alone. */
export const extensionReadHints: Readonly<Record<string, string>> = {
  mrtk: 'headerless 2019 MRTK recordings are read with --from mrtk',
};

/** The commander attribute name of a flag: `maya-time-unit` → `mayaTimeUnit`. */
export function attributeName(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

import type { AnyFormatDescriptor, FormatOption } from '@anim/core';

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
 * Options of formats whose descriptor does not declare `options` yet (kept here until it does).
 * `flag` is the part after the format prefix.
 */
const PENDING: Readonly<Record<string, readonly FormatOption[]>> = {
  maya: [
    {
      flag: 'time-unit',
      value: '<unit>',
      key: 'timeUnit',
      description:
        'Maya output: time unit of the keys (game 15, film 24, pal 25, ntsc 30, show 48, palf 50, ntscf 60 fps, or e.g. 23.976fps; default: the clip rate, else film)',
    },
  ],
  animj: [
    {
      flag: 'track-type',
      value: '<type>',
      key: 'trackType',
      choices: ['Raw', 'Discrete', 'Curve'],
      description:
        'AnimJ output: track type for numeric tracks (Raw needs evenly spaced keys from 0; bool/int/string tracks are always Discrete)',
    },
  ],
  mrtk: [
    {
      flag: 'version',
      value: '<version>',
      key: 'version',
      use: 'write',
      choices: ['1.0', '1.1'],
      description: 'MRTK output: file version (default: the source version when possible, else 1.1)',
    },
  ],
  prime: [
    {
      flag: 'game',
      value: '<game>',
      key: 'game',
      choices: ['mp1', 'mp2'],
      description: 'Prime output: layout of Metroid Prime 1 or 2 (default: the source game, else mp1)',
    },
    {
      flag: 'version',
      value: '<version>',
      key: 'version',
      choices: ['0', '2'],
      numeric: true,
      description: 'Prime output: 0 (uncompressed) or 2 (compressed, default)',
    },
  ],
};

/** Every format-specific option of `formats`, as CLI flags (`--<format>-<flag>`), in list order. */
export function formatOptionSpecs(formats: readonly AnyFormatDescriptor[]): FormatOptionSpec[] {
  const specs: FormatOptionSpec[] = [];
  for (const format of formats) {
    for (const option of format.options ?? PENDING[format.id] ?? []) {
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

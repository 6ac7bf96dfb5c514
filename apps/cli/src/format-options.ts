import type { Clip } from '@anim/core';

/**
 * A format-specific conversion option (`--maya-time-unit ntsc`), used when that format is the output.
 * `into: 'options'` passes the value to the output format's `fromClip` and `write` options object;
 * `into: 'trackExtras'` stores it in every track's `extras[format][key]` before `fromClip` (for
 * formats that read per-track choices from their extras). An option is offered only when its format
 * is in the format list.
 */
export interface FormatOptionSpec {
  /** The format id the option applies to (as the output format). */
  readonly format: string;
  /** The long flag without dashes: `maya-time-unit`. */
  readonly flag: string;
  /** The value placeholder for `--help`: `<unit>`. */
  readonly value: string;
  /** The property name in the format's options object (or track extras): `timeUnit`. */
  readonly key: string;
  readonly into: 'options' | 'trackExtras';
  readonly description: string;
  /** Allowed values, when the set is closed. */
  readonly choices?: readonly string[];
  /** True when the value is a number (`--prime-version 0`). */
  readonly numeric?: boolean;
}

/** Every format-specific option the CLI knows. */
export const formatOptionSpecs: readonly FormatOptionSpec[] = [
  {
    format: 'maya',
    flag: 'maya-time-unit',
    value: '<unit>',
    key: 'timeUnit',
    into: 'options',
    description:
      'Maya output: time unit of the keys (game 15, film 24, pal 25, ntsc 30, show 48, palf 50, ntscf 60 fps, or e.g. 23.976fps; default: the clip rate, else film)',
  },
  {
    format: 'animj',
    flag: 'animj-track-type',
    value: '<type>',
    key: 'trackType',
    into: 'trackExtras',
    choices: ['Raw', 'Discrete', 'Curve'],
    description:
      'AnimJ output: track type for numeric tracks (Raw needs evenly spaced keys from 0; bool/int/string tracks are always Discrete)',
  },
  {
    format: 'mrtk',
    flag: 'mrtk-version',
    value: '<version>',
    key: 'version',
    into: 'options',
    choices: ['1.0', '1.1'],
    description: 'MRTK output: file version (default: the source version when possible, else 1.1)',
  },
  {
    format: 'prime',
    flag: 'prime-game',
    value: '<game>',
    key: 'game',
    into: 'options',
    choices: ['mp1', 'mp2'],
    description: 'Prime output: layout of Metroid Prime 1 or 2 (default: the source game, else mp1)',
  },
  {
    format: 'prime',
    flag: 'prime-version',
    value: '<version>',
    key: 'version',
    into: 'options',
    choices: ['0', '2'],
    numeric: true,
    description: 'Prime output: 0 (uncompressed) or 2 (compressed, default)',
  },
];

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

/**
 * Splits the format options of a request for output `format`: the `fromClip`/`write` options object,
 * and a function that stores the `trackExtras` ones in a clip.
 */
export function applyFormatOptions(
  format: string,
  values: Readonly<Record<string, unknown>>,
): { options: Record<string, unknown>; prepare: (clip: Clip) => Clip } {
  const options: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const spec of formatOptionSpecs) {
    if (spec.format !== format || !(spec.key in values)) continue;
    if (spec.into === 'options') options[spec.key] = values[spec.key];
    else extras[spec.key] = values[spec.key];
  }
  const prepare = (clip: Clip): Clip => {
    if (Object.keys(extras).length === 0) return clip;
    return {
      ...clip,
      tracks: clip.tracks.map((track) => {
        const own = track.extras?.[format];
        const merged = { ...(typeof own === 'object' && own !== null ? own : {}), ...extras };
        return { ...track, extras: { ...track.extras, [format]: merged } };
      }),
    };
  };
  return { options, prepare };
}

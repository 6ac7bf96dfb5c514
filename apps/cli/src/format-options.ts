/**
 * Format-specific conversion options, passed through to the output format's `fromClip` and `write`
 * (e.g. `--maya-time-unit ntsc` → `{ timeUnit: 'ntsc' }`). An option is offered only when its
 * format is in the format list.
 */
export interface FormatOptionSpec {
  /** The format id the option applies to (as the output format). */
  readonly format: string;
  /** The long flag without dashes: `maya-time-unit`. */
  readonly flag: string;
  /** The value placeholder for `--help`: `<unit>`. */
  readonly value: string;
  /** The property name in the format's options object: `timeUnit`. */
  readonly key: string;
  readonly description: string;
  /** Allowed values, when the set is closed. */
  readonly choices?: readonly string[];
}

/** Every format-specific option the CLI knows. */
export const formatOptionSpecs: readonly FormatOptionSpec[] = [
  {
    format: 'maya',
    flag: 'maya-time-unit',
    value: '<unit>',
    key: 'timeUnit',
    description:
      'Maya output: time unit of the keys (game 15, film 24, pal 25, ntsc 30, show 48, palf 50, ntscf 60, or e.g. 23.976fps)',
  },
  {
    format: 'maya',
    flag: 'maya-linear-unit',
    value: '<unit>',
    key: 'linearUnit',
    choices: ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'],
    description: 'Maya output: linear unit written in the header',
  },
  {
    format: 'maya',
    flag: 'maya-angular-unit',
    value: '<unit>',
    key: 'angularUnit',
    choices: ['deg', 'rad'],
    description: 'Maya output: angular unit written in the header',
  },
  {
    format: 'animj',
    flag: 'animj-track-type',
    value: '<type>',
    key: 'trackType',
    choices: ['Raw', 'Discrete', 'Curve', 'Bezier'],
    description: 'AnimJ output: track type for every track',
  },
];

/** The commander attribute name of a flag: `maya-time-unit` → `mayaTimeUnit`. */
export function attributeName(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

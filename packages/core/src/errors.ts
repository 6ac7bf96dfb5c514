/**
 * The error hierarchy every `@anim/*` package throws.
 *
 * Every error carries a stable {@link AnimError.code}. Use the static `isInstance` checks rather than
 * `instanceof`: they also recognise errors thrown by a second copy of `@anim/core` (duplicated installs),
 * because they test a `Symbol.for` marker instead of the prototype chain.
 *
 * @module
 */
import type { WarningCode } from './warning-codes.js';

const MARKER = Symbol.for('@anim/core.AnimError');

/** Stable machine-readable error codes. */
export type AnimErrorCode =
  | 'PARSE'
  | 'UNSUPPORTED_VERSION'
  | 'UNSUPPORTED_FEATURE'
  | 'CONVERSION'
  | 'INVALID_ARGUMENT'
  | 'UNKNOWN_FORMAT';

const ERROR_NAMES: Record<AnimErrorCode, string> = {
  PARSE: 'ParseError',
  UNSUPPORTED_VERSION: 'UnsupportedVersionError',
  UNSUPPORTED_FEATURE: 'UnsupportedFeatureError',
  CONVERSION: 'ConversionError',
  INVALID_ARGUMENT: 'InvalidArgumentError',
  UNKNOWN_FORMAT: 'UnknownFormatError',
};

/** Base class of every error thrown by `@anim/*`. */
export class AnimError extends Error {
  /** Stable machine-readable code; never changes for a given error class. */
  readonly code: AnimErrorCode;
  private readonly [MARKER] = true;

  constructor(code: AnimErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    // Explicit names: class names do not survive minification in browser bundles.
    this.name = ERROR_NAMES[code];
  }

  /** True when `value` is an {@link AnimError} from any copy of `@anim/core`. */
  static isInstance(value: unknown): value is AnimError {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

/**
 * Where in the input a problem is:
 * - `offset`: a byte offset into binary input (0-based);
 * - `text`: a 1-based line and column (UTF-16 code units) into text input, with the 0-based offset;
 * - `pointer`: an RFC 6901 JSON pointer into JSON input (`""` is the document root).
 */
export type SourceLocation =
  | { readonly kind: 'offset'; readonly offset: number }
  | { readonly kind: 'text'; readonly line: number; readonly column: number; readonly offset: number }
  | { readonly kind: 'pointer'; readonly pointer: string };

/** Formats a location the way messages print it: `byte 28`, `line 12, column 5`, `/tracks/3/data`. */
export function formatLocation(location: SourceLocation): string {
  switch (location.kind) {
    case 'offset':
      return `byte ${String(location.offset)}`;
    case 'text':
      return `line ${String(location.line)}, column ${String(location.column)}`;
    case 'pointer':
      return location.pointer === '' ? '(root)' : location.pointer;
  }
}

/** Details for a {@link ParseError}. */
export interface ParseErrorDetails {
  /** Format id of the parser that failed, e.g. `maya`, `mrtk`. */
  readonly format: string;
  /** Where the problem is. */
  readonly location: SourceLocation;
  /** What the parser expected there, e.g. `';' after 'weighted 1'`. */
  readonly expected: string;
  /** What it found instead, e.g. `'}'` or `end of input`; omitted when there is nothing useful to say. */
  readonly found?: string | undefined;
}

/**
 * The input does not follow the format. The message reads
 * `<format>: <location>: expected <expected>, found <found>`.
 */
export class ParseError extends AnimError implements ParseErrorDetails {
  readonly format: string;
  readonly location: SourceLocation;
  readonly expected: string;
  readonly found: string | undefined;

  constructor(details: ParseErrorDetails, options?: ErrorOptions) {
    const found = details.found === undefined ? '' : `, found ${details.found}`;
    super(
      'PARSE',
      `${details.format}: ${formatLocation(details.location)}: expected ${details.expected}${found}`,
      options,
    );
    this.format = details.format;
    this.location = details.location;
    this.expected = details.expected;
    this.found = details.found;
  }

  static override isInstance(value: unknown): value is ParseError {
    return AnimError.isInstance(value) && value.code === 'PARSE';
  }
}

/** Options of the errors that may name where in the input they arose ({@link UnsupportedVersionError}, {@link UnsupportedFeatureError}). */
export interface LocatedErrorOptions extends ErrorOptions {
  /** Where the version field or the feature is in the input; the message then names it. */
  readonly location?: SourceLocation | undefined;
}

function locationPrefix(location: SourceLocation | undefined): string {
  return location === undefined ? '' : ` ${formatLocation(location)}:`;
}

/**
 * The input is a version of the format that this package does not read or write. The message reads
 * `<format>: [<location>:] version <version> is not supported (supported: <supported>)`.
 */
export class UnsupportedVersionError extends AnimError {
  readonly format: string;
  /** The version as found in the input, e.g. `1.2` or `3`. */
  readonly version: string;
  /** Where the version is in the input (binary readers give the byte offset of the version field), when known. */
  readonly location: SourceLocation | undefined;

  constructor(format: string, version: string, supported: string, options?: LocatedErrorOptions) {
    super(
      'UNSUPPORTED_VERSION',
      `${format}:${locationPrefix(options?.location)} version ${version} is not supported (supported: ${supported})`,
      options,
    );
    this.format = format;
    this.version = version;
    this.location = options?.location;
  }

  static override isInstance(value: unknown): value is UnsupportedVersionError {
    return AnimError.isInstance(value) && value.code === 'UNSUPPORTED_VERSION';
  }
}

/**
 * The input uses a feature of the format that this package recognises but does not implement. The
 * message reads `<format>: [<location>:] <feature> is not supported`.
 */
export class UnsupportedFeatureError extends AnimError {
  readonly format: string;
  readonly feature: string;
  /** Where the feature is in the input, when known. */
  readonly location: SourceLocation | undefined;

  constructor(format: string, feature: string, options?: LocatedErrorOptions) {
    super('UNSUPPORTED_FEATURE', `${format}:${locationPrefix(options?.location)} ${feature} is not supported`, options);
    this.format = format;
    this.feature = feature;
    this.location = options?.location;
  }

  static override isInstance(value: unknown): value is UnsupportedFeatureError {
    return AnimError.isInstance(value) && value.code === 'UNSUPPORTED_FEATURE';
  }
}

/** A single loss or approximation found while converting between a format and the core model. */
export interface ConversionWarning {
  /** Stable machine-readable code from the shared vocabulary {@link WARNING_CODES}, e.g. `track-dropped`. */
  readonly code: WarningCode;
  /** One readable sentence. */
  readonly message: string;
  /** The track or element the warning is about (a track name or a path), when there is one. */
  readonly path?: string | undefined;
}

/** A conversion failed, or (in strict mode) would have lost information. */
export class ConversionError extends AnimError {
  /** The warnings that strict mode turned into this error (empty when the conversion failed outright). */
  readonly warnings: readonly ConversionWarning[];

  constructor(message: string, warnings: readonly ConversionWarning[] = [], options?: ErrorOptions) {
    super('CONVERSION', message, options);
    this.warnings = warnings;
  }

  static override isInstance(value: unknown): value is ConversionError {
    return AnimError.isInstance(value) && value.code === 'CONVERSION';
  }
}

/** A caller passed an argument that cannot be used (not a problem with an input file). */
export class InvalidArgumentError extends AnimError {
  constructor(message: string, options?: ErrorOptions) {
    super('INVALID_ARGUMENT', message, options);
  }

  static override isInstance(value: unknown): value is InvalidArgumentError {
    return AnimError.isInstance(value) && value.code === 'INVALID_ARGUMENT';
  }
}

/**
 * No format of those given recognises an input (`detectFormat`), or a format id names none of them.
 * The message lists what was tried.
 */
export class UnknownFormatError extends AnimError {
  /** The ids of the formats that were tried, in order. */
  readonly tried: readonly string[];

  constructor(message: string, tried: readonly string[], options?: ErrorOptions) {
    super('UNKNOWN_FORMAT', message, options);
    this.tried = tried;
  }

  static override isInstance(value: unknown): value is UnknownFormatError {
    return AnimError.isInstance(value) && value.code === 'UNKNOWN_FORMAT';
  }
}

/**
 * A conversion would produce more keys (samples, frames) than the limit allows, or a writer more bytes:
 * thrown before anything that size is allocated. A {@link ConversionError} (code `CONVERSION`) whose
 * message names the count, the limit and the option that raises it (`maxKeys`, `--max-keys` on the
 * command line; `maxBytes` for a writer's output).
 */
export class LimitError extends ConversionError {
  /** The keys (or bytes) the step would have produced (may be `Infinity` or `NaN` for unbounded input). */
  readonly count: number;
  /** The limit in force. */
  readonly limit: number;
  /** The option that raises the limit. */
  readonly option: string;

  constructor(message: string, count: number, limit: number, option: string) {
    super(message);
    this.name = 'LimitError';
    this.count = count;
    this.limit = limit;
    this.option = option;
  }

  /** True for a {@link LimitError} from any copy of `@anim/core` (a `ConversionError` naming a limit). */
  static override isInstance(value: unknown): value is LimitError {
    return ConversionError.isInstance(value) && (value as { name?: unknown }).name === 'LimitError';
  }
}

import { ConversionError, type ConversionWarning } from './errors.js';
import type { KeyLimitOptions } from './limits.js';
import type { WarningCode } from './warning-codes.js';

/**
 * Options every conversion to or from the core model accepts: `strict`, and `maxKeys`
 * ({@link KeyLimitOptions}: the most keys a writer that resamples may give one track).
 */
export interface ConvertOptions extends KeyLimitOptions {
  /** Turn every loss warning into a {@link ConversionError}. Default `false`. */
  readonly strict?: boolean | undefined;
}

/** The result of a conversion: the value and the losses it incurred. */
export interface ConvertResult<T> {
  readonly value: T;
  readonly warnings: readonly ConversionWarning[];
}

/**
 * Collects conversion warnings; in strict mode the first call to {@link WarningSink.finish} with any
 * warning throws a {@link ConversionError} that lists them all.
 */
export class WarningSink {
  readonly warnings: ConversionWarning[] = [];

  /** Records a warning. */
  warn(code: WarningCode, message: string, path?: string): void {
    this.warnings.push(path === undefined ? { code, message } : { code, message, path });
  }

  /**
   * Wraps `value` with the collected warnings.
   * @throws {ConversionError} when `options.strict` is set and a warning was recorded.
   */
  finish<T>(value: T, options?: ConvertOptions): ConvertResult<T> {
    if (options?.strict === true && this.warnings.length > 0) {
      const list = this.warnings.map((w) => `  ${w.path === undefined ? '' : `${w.path}: `}${w.message}`).join('\n');
      throw new ConversionError(
        `conversion would lose information (strict mode):\n${list}`,
        this.warnings,
      );
    }
    return { value, warnings: this.warnings };
  }
}

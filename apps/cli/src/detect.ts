import { detectFormat as detectWith, extensionOf, UnknownFormatError, type DetectableFormat, type Detection } from '@anim/core';
import { InputError, UsageError } from './errors.js';

/** The lower-case extension of a file name without the dot (core's `extensionOf`). */
export { extensionOf };

/**
 * Finds a format by id (`--from`, `--to`).
 * @throws {UsageError} when no listed format has that id (exit code 2).
 */
export function formatById<F extends Pick<DetectableFormat, 'id'>>(id: string, list: readonly F[]): F {
  const found = list.find((f) => f.id === id.toLowerCase());
  if (found !== undefined) return found;
  throw new UsageError(
    list.length === 0
      ? `unknown format '${id}': no format is available in this build of anim`
      : `unknown format '${id}' (available: ${list.map((f) => f.id).join(', ')})`,
  );
}

/**
 * Chooses the format of an input with core's `detectFormat` (the one detection: `forced` — the `--from`
 * id —, else the sniffers, else the extension as spelled), its errors worded for the command line.
 * Works on descriptors and on `@anim/formats` entries alike (detection then loads nothing).
 *
 * @param name - the file name as the user gave it (`-` or `<stdin>` for standard input).
 * @throws {UsageError} for an unknown `forced` id.
 * @throws {InputError} when no format, or more than one by extension alone, fits.
 */
export function detectFormat<F extends DetectableFormat>(bytes: Uint8Array, name: string, list: readonly F[], forced?: string): Detection<F> {
  if (forced !== undefined) return { format: formatById(forced, list), by: 'forced' };
  if (list.length === 0) {
    throw new InputError(
      `no format is available for this input: this build of anim includes no format packages yet (see 'anim formats')`,
    );
  }
  try {
    return detectWith(bytes, list, { name });
  } catch (error) {
    if (!UnknownFormatError.isInstance(error)) throw error;
    const ambiguous = error.message.startsWith('cannot tell the format from the content');
    throw new InputError(`${error.message}${ambiguous ? ': use --from <format>' : '; force one with --from <format>'}`, { cause: error });
  }
}

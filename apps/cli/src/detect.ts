import { detectFormat as detectWith, extensionOf, UnknownFormatError, type AnyFormatDescriptor } from '@anim/core';
import { InputError, UsageError } from './errors.js';

/** The lower-case extension of a file name without the dot (core's `extensionOf`). */
export { extensionOf };

/** How a format was chosen for an input. */
export type DetectedBy = 'option' | 'sniff' | 'extension';

/** The result of {@link detectFormat}. */
export interface Detection {
  readonly format: AnyFormatDescriptor;
  readonly by: DetectedBy;
}

/**
 * Finds a format by id (`--from`, `--to`).
 * @throws {UsageError} when no listed format has that id (exit code 2).
 */
export function formatById(id: string, list: readonly AnyFormatDescriptor[]): AnyFormatDescriptor {
  const found = list.find((f) => f.id === id.toLowerCase());
  if (found !== undefined) return found;
  throw new UsageError(
    list.length === 0
      ? `unknown format '${id}': no format is available in this build of anim`
      : `unknown format '${id}' (available: ${list.map((f) => f.id).join(', ')})`,
  );
}

/**
 * Extension spellings that settle a format when the lower-case extension fits several: Metroid Prime
 * writes `.ANIM` in upper case in every game file (the corpus's `prime/*.ANIM`, extracted from the
 * game discs), while Maya and Unity write `.anim`. Descriptors list extensions in lower case only.
 */
export const EXTENSION_SPELLINGS: Readonly<Record<string, readonly string[]>> = { prime: ['ANIM'] };

/**
 * Of several formats that fit an extension, the one whose own spelling (case-sensitive,
 * {@link EXTENSION_SPELLINGS}) the name has; otherwise all of them.
 */
export function bySpelling(name: string, candidates: readonly AnyFormatDescriptor[]): AnyFormatDescriptor[] {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1);
  const spelled = candidates.filter((f) => EXTENSION_SPELLINGS[f.id]?.includes(ext) === true);
  return spelled.length === 1 ? spelled : [...candidates];
}

/** The formats whose extensions include the extension of `name`. */
export function formatsForExtension(name: string, list: readonly AnyFormatDescriptor[]): AnyFormatDescriptor[] {
  const ext = extensionOf(name);
  return ext === '' ? [] : list.filter((f) => f.extensions.includes(ext));
}

/**
 * Chooses the format of an input: `forced` (the `--from` id) when given; otherwise core's
 * `detectFormat` (the formats whose `sniff` accepts the bytes, ties broken by the extension, then by
 * list order; else the extension when exactly one format claims it), its `UnknownFormatError` worded
 * for the command line.
 *
 * @param name - the file name as the user gave it (`-` or `<stdin>` for standard input).
 * @throws {UsageError} for an unknown `forced` id.
 * @throws {InputError} when no format, or more than one by extension alone, fits.
 */
export function detectFormat(
  bytes: Uint8Array,
  name: string,
  list: readonly AnyFormatDescriptor[],
  forced?: string,
): Detection {
  if (forced !== undefined) return { format: formatById(forced, list), by: 'option' };
  if (list.length === 0) {
    throw new InputError(
      `no format is available for this input: this build of anim includes no format packages yet (see 'anim formats')`,
    );
  }
  try {
    const format = detectWith(bytes, list, name).format;
    return { format, by: safeSniff(format, bytes) ? 'sniff' : 'extension' };
  } catch (error) {
    if (!UnknownFormatError.isInstance(error)) throw error;
    const ambiguous = formatsForExtension(name, list).length > 1;
    throw new InputError(`${error.message}${ambiguous ? ': use --from <format>' : '; force one with --from <format>'}`, { cause: error });
  }
}

function safeSniff(format: AnyFormatDescriptor, bytes: Uint8Array): boolean {
  try {
    return format.sniff(bytes);
  } catch {
    return false;
  }
}

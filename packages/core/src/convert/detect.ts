/**
 * Format detection over a list of formats: content first (`sniff`), then the file extension. The one
 * implementation of safe sniffing: the CLI, the registry (`@anim/formats`) and the playground call it.
 *
 * @module
 */
import { UnknownFormatError } from '../errors.js';
import type { AnyFormatDescriptor, FormatDescriptor } from '../format.js';

/**
 * What detection needs of a format: its id, its extensions and its sniffer. A full descriptor fits, and
 * so does a format's light `meta` export or a registry entry (which detect without loading the package).
 */
export type DetectableFormat = Pick<FormatDescriptor, 'id' | 'extensions' | 'sniff'>;

/**
 * How {@link detectFormat} found a format: `forced` — the caller named it (`--from`); `content` — its
 * `sniff` accepted the bytes; `extension` — nothing sniffed and the file name's extension fits it alone.
 */
export type DetectedBy = 'forced' | 'content' | 'extension';

/** The result of {@link detectFormat}: the format and how it was found. */
export interface Detection<F extends DetectableFormat = AnyFormatDescriptor> {
  readonly format: F;
  readonly by: DetectedBy;
}

/** Options of {@link detectFormat}. */
export interface DetectOptions {
  /** The file name, used for the extension (optional; `-` or `<stdin>` for standard input has none). */
  readonly name?: string | undefined;
  /** A format id the caller chose (case-insensitive): no sniffing, `by: 'forced'`. */
  readonly forced?: string | undefined;
}

/** The lower-case extension of a file name without the dot (`''` when there is none). */
export function extensionOf(name: string): string {
  return spelledExtensionOf(name).toLowerCase();
}

/** The extension of a file name without the dot, as spelled (`'ANIM'` for `a.ANIM`; `''` when none). */
function spelledExtensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1);
}

/**
 * The format with id `id` (case-insensitive).
 * @throws {UnknownFormatError} when none of `formats` has that id.
 */
export function formatById<F extends Pick<DetectableFormat, 'id'> = AnyFormatDescriptor>(id: string, formats: readonly F[]): F {
  const found = formats.find((f) => f.id === id.toLowerCase());
  if (found !== undefined) return found;
  const tried = formats.map((f) => f.id);
  throw new UnknownFormatError(
    tried.length === 0 ? `unknown format '${id}': no format was given` : `unknown format '${id}' (known: ${tried.join(', ')})`,
    tried,
  );
}

/**
 * The formats whose extensions include `name`'s (compared without case); when several do and some list
 * the extension exactly as `name` spells it (Prime's `.ANIM`, Maya's and Unity's `.anim`), only those.
 */
export function formatsForExtension<F extends DetectableFormat>(name: string, formats: readonly F[]): F[] {
  const spelled = spelledExtensionOf(name);
  if (spelled === '') return [];
  const lower = spelled.toLowerCase();
  const fits = formats.filter((f) => f.extensions.some((e) => e.toLowerCase() === lower));
  const exact = fits.filter((f) => f.extensions.includes(spelled));
  return fits.length > 1 && exact.length > 0 && exact.length < fits.length ? exact : fits;
}

/**
 * Whether `format` recognises `bytes`: its `sniff`, with a throwing sniffer taken as "no" (sniffers
 * never throw by contract; a buggy one must not stop detection).
 */
export function sniffs(format: Pick<DetectableFormat, 'sniff'>, bytes: Uint8Array): boolean {
  try {
    return format.sniff(bytes);
  } catch {
    return false;
  }
}

/**
 * Chooses the format of an input: `options.forced` when given; else the formats whose `sniff` accepts
 * the bytes (when several do, the one whose extensions fit `options.name`'s
 * ({@link formatsForExtension}), else the first in list order); otherwise the one format whose
 * extensions fit the name's extension.
 *
 * @param bytes - the whole input (sniffers look at the first bytes only).
 * @param formats - the formats to try, in order of preference (descriptors, metas or registry entries).
 * @param options - the file name and a forced format id; a string is taken as the name.
 * @throws {UnknownFormatError} when `forced` names none of `formats`, when no format fits, or the
 *   extension alone fits several; the error lists every format tried.
 */
export function detectFormat<F extends DetectableFormat = AnyFormatDescriptor>(
  bytes: Uint8Array,
  formats: readonly F[],
  options: DetectOptions | string = {},
): Detection<F> {
  const { name = '', forced } = typeof options === 'string' ? { name: options } : options;
  if (forced !== undefined) return { format: formatById(forced, formats), by: 'forced' };
  const tried = formats.map((f) => f.id);
  const byExtension = formatsForExtension(name, formats);
  const sniffed = formats.filter((f) => sniffs(f, bytes));
  if (sniffed.length > 0) return { format: sniffed.find((f) => byExtension.includes(f)) ?? sniffed[0]!, by: 'content' };
  if (byExtension.length === 1) return { format: byExtension[0]!, by: 'extension' };
  if (byExtension.length > 1) {
    throw new UnknownFormatError(
      `cannot tell the format from the content, and .${extensionOf(name)} fits ${listWords(byExtension.map((f) => f.id))}`,
      tried,
    );
  }
  throw new UnknownFormatError(
    tried.length === 0 ? 'no format was given to detect with' : `no format recognises this input (tried ${tried.join(', ')})`,
    tried,
  );
}

/** `a`, `a and b`, `a, b and c`. */
function listWords(words: readonly string[]): string {
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

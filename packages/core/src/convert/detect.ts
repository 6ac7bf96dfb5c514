/**
 * Format detection over a list of descriptors: content first (`sniff`), then the file extension.
 *
 * @module
 */
import { UnknownFormatError } from '../errors.js';
import type { AnyFormatDescriptor } from '../format.js';

/** The lower-case extension of a file name without the dot (`''` when there is none). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The descriptor with id `id` (case-insensitive).
 * @throws {UnknownFormatError} when none of `formats` has that id.
 */
export function formatById(id: string, formats: readonly AnyFormatDescriptor[]): AnyFormatDescriptor {
  const found = formats.find((f) => f.id === id.toLowerCase());
  if (found !== undefined) return found;
  const tried = formats.map((f) => f.id);
  throw new UnknownFormatError(
    tried.length === 0 ? `unknown format '${id}': no format was given` : `unknown format '${id}' (known: ${tried.join(', ')})`,
    tried,
  );
}

/**
 * Chooses the format of an input: the formats whose `sniff` accepts the bytes (when several do, the one
 * whose extensions include `name`'s, else the first in list order); otherwise the one format whose
 * extensions include `name`'s extension.
 *
 * @param bytes - the whole input (sniffers look at the first bytes only).
 * @param formats - the descriptors to try, in order of preference.
 * @param name - the file name, used for the extension (optional).
 * @throws {UnknownFormatError} when no format fits, or the extension alone fits several; the error
 *   lists every format tried.
 */
export function detectFormat(bytes: Uint8Array, formats: readonly AnyFormatDescriptor[], name = ''): AnyFormatDescriptor {
  const tried = formats.map((f) => f.id);
  const ext = extensionOf(name);
  const byExtension = ext === '' ? [] : formats.filter((f) => f.extensions.includes(ext));
  const sniffed = formats.filter((f) => safeSniff(f, bytes));
  if (sniffed.length > 0) return sniffed.find((f) => byExtension.includes(f)) ?? sniffed[0]!;
  if (byExtension.length === 1) return byExtension[0]!;
  if (byExtension.length > 1) {
    throw new UnknownFormatError(
      `cannot tell the format from the content, and .${ext} fits ${listWords(byExtension.map((f) => f.id))}`,
      tried,
    );
  }
  throw new UnknownFormatError(
    tried.length === 0 ? 'no format was given to detect with' : `no format recognises this input (tried ${tried.join(', ')})`,
    tried,
  );
}

function safeSniff(format: AnyFormatDescriptor, bytes: Uint8Array): boolean {
  try {
    return format.sniff(bytes);
  } catch {
    return false;
  }
}

/** `a`, `a and b`, `a, b and c`. */
function listWords(words: readonly string[]): string {
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

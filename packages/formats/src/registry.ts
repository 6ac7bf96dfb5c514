/**
 * Looking formats up in a list of entries without loading them: by id, by content and name, and the
 * command-line flags they offer.
 *
 * @module
 */
import { detectFormat, formatById, type AnyFormatDescriptor, type Detection, type FormatOption } from '@anim/core';
import type { FormatEntry } from './entry.js';
import { formatEntries } from './list.js';

/** Options naming the list to use: the built-in {@link formatEntries} unless given. */
export interface RegistryOptions {
  /** The entries to use, in order of preference (default: every built-in format). */
  readonly formats?: readonly FormatEntry[] | undefined;
}

/** Options of {@link detect}. */
export interface DetectEntryOptions extends RegistryOptions {
  /** The file name, for the extension (`''` or absent when unknown). */
  readonly name?: string | undefined;
  /** A format id the user chose (`--from`): no sniffing. */
  readonly forced?: string | undefined;
}

/**
 * The entry with id `id` (case-insensitive), not loaded.
 * @throws {UnknownFormatError} (from `@anim/core`) when the list has none, listing the ids.
 */
export function entryById(id: string, options: RegistryOptions = {}): FormatEntry {
  return formatById(id, options.formats ?? formatEntries);
}

/**
 * Detects the format of `bytes` with the entries' cheap sniffers and the name's extension (core's
 * `detectFormat`, the one implementation), loading no format package.
 * @returns the entry and how it was found (`forced`, `content`, `extension`).
 * @throws {UnknownFormatError} when nothing fits, the extension alone fits several, or `forced` is unknown.
 */
export function detect(bytes: Uint8Array, options: DetectEntryOptions = {}): Detection<FormatEntry> {
  return detectFormat(bytes, options.formats ?? formatEntries, { name: options.name, forced: options.forced });
}

/** Loads every entry's descriptor, in list order (for applications that show all formats). */
export function loadFormats(options: RegistryOptions = {}): Promise<AnyFormatDescriptor[]> {
  return Promise.all((options.formats ?? formatEntries).map((e) => e.load()));
}

/**
 * A format-specific option as a command-line flag: the format's {@link FormatOption} (`time-unit` of
 * `maya`) with the format id and the full flag (`maya-time-unit`).
 */
export interface FormatFlag extends FormatOption {
  /** The format id the option belongs to. */
  readonly format: string;
  /** The long flag without dashes: `maya-time-unit`. */
  readonly flag: string;
}

/** Every format's options as flags (`--<id>-<flag>`), in list order, without loading any format. */
export function formatFlags(options: RegistryOptions = {}): FormatFlag[] {
  return (options.formats ?? formatEntries).flatMap((e) => e.options.map((o) => ({ ...o, format: e.id, flag: `${e.id}-${o.flag}` })));
}

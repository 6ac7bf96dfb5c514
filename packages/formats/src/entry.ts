/**
 * One format as the registry lists it: its light face, where its package is, and how to load it.
 *
 * @module
 */
import type { AnyFormatDescriptor, FormatMeta, FormatOption } from '@anim/core';

/**
 * A registry entry: everything known about a format before its package is loaded (id, name,
 * extensions as files spell them, the cheap `sniff`, the command-line options) and a lazy `load()` of
 * the full descriptor. Detection (`detect`) runs `sniff` on entries and loads only the format found.
 */
export interface FormatEntry {
  /** The format id (`maya`, `prime`): the descriptor's. */
  readonly id: string;
  /** Human name: `Maya ASCII .anim`. */
  readonly name: string;
  /** The format package's light face (`@anim/<package>/meta`). */
  readonly meta: FormatMeta;
  /** The npm package that holds the format, e.g. `@anim/maya`. */
  readonly packageName: string;
  /**
   * File extensions without the dot, as files spell them: Prime lists `ANIM` (the game's spelling)
   * before `anim`. Matching is case-insensitive; when several formats fit a name, those listing its
   * exact spelling win (core's `formatsForExtension`).
   */
  readonly extensions: readonly string[];
  /** The extension (without the dot) of files written in this format: Prime `ANIM`, glTF `glb`. */
  readonly outputExtension: string;
  /**
   * Folder of the third-party reference corpus holding files of this format, relative to the corpus
   * root (`animj/animx`). The repository's own example is in `examples/<id>/`.
   */
  readonly corpus: string;
  /** The format's command-line options (`--<id>-<flag>`), from its meta. */
  readonly options: readonly FormatOption[];
  /** True when the first bytes look like this format (the meta's sniffer). Never throws. */
  sniff(bytes: Uint8Array): boolean;
  /** Loads the format package and returns the full descriptor (the same object on every call). */
  load(): Promise<AnyFormatDescriptor>;
}

/** What {@link defineEntry} takes besides the meta. */
export interface EntrySource {
  readonly packageName: string;
  readonly corpus: string;
  /** Imports the package and returns its descriptor (`() => import('@anim/maya').then((m) => m.mayaFormat)`). */
  readonly load: () => Promise<AnyFormatDescriptor>;
  /** Extensions as files spell them; default the meta's. */
  readonly extensions?: readonly string[] | undefined;
  /** Default: the first extension. */
  readonly outputExtension?: string | undefined;
}

/**
 * Builds a {@link FormatEntry} from a format's meta and its loader; the loader runs once (its promise
 * is kept, a failed load is retried on the next call).
 */
export function defineEntry(meta: FormatMeta, source: EntrySource): FormatEntry {
  let loading: Promise<AnyFormatDescriptor> | undefined;
  const extensions = source.extensions ?? meta.extensions;
  return {
    id: meta.id,
    name: meta.name,
    meta,
    packageName: source.packageName,
    extensions,
    outputExtension: source.outputExtension ?? extensions[0] ?? meta.id,
    corpus: source.corpus,
    options: meta.options ?? [],
    sniff: meta.sniff,
    load: () => {
      loading ??= source.load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

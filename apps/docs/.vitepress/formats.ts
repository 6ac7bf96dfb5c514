/**
 * The site's view of `@anim/formats` (the one list of formats, which the `anim` command uses too): each
 * entry with its descriptor loaded, for the build-time pages, tables and tests. Nothing is listed
 * here; adding a format is its entry in `packages/formats/src/list.ts` and a prose page
 * `formats/about/<id>.md`. The playground's worker loads the formats itself (`theme/playground/worker.ts`).
 *
 * @module
 */
import type { AnyFormatDescriptor } from '@anim/core';
import { formatEntries as registry, loadFormats, type FormatEntry as RegistryEntry } from '@anim/formats';

/** A format as the site lists it: its registry entry (package, corpus folder, output extension) and its descriptor. */
export interface FormatEntry extends Pick<RegistryEntry, 'packageName' | 'corpus' | 'outputExtension'> {
  /** The format package's descriptor (`id`, `name`, `sniff`, `read`, `write`, `toClip`, …). */
  readonly format: AnyFormatDescriptor;
}

const loaded = await loadFormats();

/** Every format on the site, in the registry's order. */
export const formatEntries: readonly FormatEntry[] = registry.map((e, i) => ({
  format: loaded[i]!,
  packageName: e.packageName,
  corpus: e.corpus,
  outputExtension: e.outputExtension,
}));

/** The descriptors alone, in display order. */
export const formats: readonly AnyFormatDescriptor[] = loaded;

/** The extension of files written in each format (Prime `ANIM`, glTF `glb`), by format id. */
export const outputExtensions: Readonly<Record<string, string>> = Object.fromEntries(registry.map((e) => [e.id, e.outputExtension]));

/** Looks up a listed format by id; `undefined` when the site does not list it. */
export function formatById(id: string): FormatEntry | undefined {
  return formatEntries.find((e) => e.format.id === id);
}

/**
 * THE list of formats the documentation site knows about. Everything format-dependent on the site is
 * derived from this one array: the capability matrix, the per-format pages and their generated tables,
 * the playground's format detection and conversion targets, the API reference entry points and the
 * browser test. There is no global registry in `@anim/*`: this module imports the descriptors
 * explicitly, like the CLI does.
 *
 * Adding a format is one line here (plus its `workspace:*` dependency in `package.json` so turbo builds
 * it before the site) and one prose page `formats/about/<id>.md`.
 *
 * @module
 */
import type { AnyFormatDescriptor } from '@anim/core';
import { animjFormat, animxFormat } from '@anim/animj';
import { gltfFormat } from '@anim/gltf';
import { mayaFormat } from '@anim/maya';
import { mrtkFormat } from '@anim/mrtk';
import { primeFormat } from '@anim/prime';
import { rotoFormat } from '@anim/roto';
import { unityFormat } from '@anim/unity';

/** A format as the site lists it: its descriptor and the npm package that exports it. */
export interface FormatEntry {
  /** The format package's descriptor (`id`, `name`, `sniff`, `read`, `write`, `toClip`, …). */
  readonly format: AnyFormatDescriptor;
  /** The npm package to install for it, e.g. `@anim/maya`. */
  readonly packageName: string;
  /**
   * Folder of the third-party reference corpus holding files of this format, relative to the corpus root
   * (build-time tables when the site is built with `ANIM_CORPUS`, and the corpus tests). The repository's
   * own example of the format is in `examples/<format id>/`.
   */
  readonly corpus: string;
  /**
   * The extension (without the dot) the playground gives files it writes in this format, when it is not
   * the descriptor's first one: Prime's `ANIM`, spelled as the game's files and metaforce's writer spell it
   * (`examples/prime/mp1-v2-sparse.ANIM`), so a Prime output never looks like a Maya `.anim`; glTF's
   * `glb`, one self-contained binary file (the descriptor's `writeOptionsFor` picks the container from it).
   */
  readonly outputExtension?: string;
}

/** Every format on the site, in display order. */
export const formatEntries: readonly FormatEntry[] = [
  { format: mayaFormat, packageName: '@anim/maya', corpus: 'maya' },
  { format: rotoFormat, packageName: '@anim/roto', corpus: 'roto' },
  { format: animjFormat, packageName: '@anim/animj', corpus: 'animj/animj' },
  { format: animxFormat, packageName: '@anim/animj', corpus: 'animj/animx' },
  { format: mrtkFormat, packageName: '@anim/mrtk', corpus: 'mrtk' },
  { format: primeFormat, packageName: '@anim/prime', corpus: 'prime', outputExtension: 'ANIM' },
  { format: gltfFormat, packageName: '@anim/gltf', corpus: 'gltf', outputExtension: 'glb' },
  { format: unityFormat, packageName: '@anim/unity', corpus: 'unity' },
];

/** The descriptors alone, in display order. */
export const formats: readonly AnyFormatDescriptor[] = formatEntries.map((e) => e.format);

/** The playground's output extension of each format that has its own ({@link FormatEntry.outputExtension}), by format id. */
export const outputExtensions: Readonly<Record<string, string>> = Object.fromEntries(
  formatEntries.flatMap((e) => (e.outputExtension === undefined ? [] : [[e.format.id, e.outputExtension]])),
);

/** Looks up a listed format by id; `undefined` when the site does not list it. */
export function formatById(id: string): FormatEntry | undefined {
  return formatEntries.find((e) => e.format.id === id);
}

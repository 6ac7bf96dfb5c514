/**
 * The repository's example files (`examples/<format id>/`, see `examples/README.md`), bundled with the
 * playground as static assets so each format can be tried in one click. Vite resolves the glob at build
 * time: a file added to `examples/` appears on the page without touching this module.
 * @module
 */

/** One example file the playground offers. */
export interface ExampleFile {
  /** The format id, from the example's folder name (`examples/<id>/`). */
  readonly formatId: string;
  /** The file name, as the playground shows it and detects the format by. */
  readonly fileName: string;
  /** The URL of the bundled file (an asset URL, or a `data:` URL for small files). */
  readonly url: string;
}

/**
 * Turns glob results (`path → url`) into the examples, sorted by format id then file name. Paths are
 * `…/examples/<format id>/<file>`; anything else (the folder's README) is left out.
 */
export function examplesFrom(urls: Readonly<Record<string, string>>): ExampleFile[] {
  const out: ExampleFile[] = [];
  for (const [path, url] of Object.entries(urls)) {
    const m = /(?:^|\/)examples\/([^/]+)\/([^/]+)$/.exec(path);
    if (m === null) continue;
    out.push({ formatId: m[1]!, fileName: m[2]!, url });
  }
  return out.sort((a, b) => (a.formatId === b.formatId ? (a.fileName < b.fileName ? -1 : 1) : a.formatId < b.formatId ? -1 : 1));
}

/** Every bundled example file. */
export const exampleFiles: readonly ExampleFile[] = examplesFrom(
  import.meta.glob<string>('../../../../../examples/*/*', { query: '?url', import: 'default', eager: true }),
);

/**
 * The example to offer for each format, in the order of `formatIds` (formats without an example are left
 * out): the first file of its folder by name.
 */
export function examplePerFormat(formatIds: readonly string[], files: readonly ExampleFile[] = exampleFiles): ExampleFile[] {
  return formatIds.flatMap((id) => {
    const file = files.find((f) => f.formatId === id);
    return file === undefined ? [] : [file];
  });
}

/**
 * Post-processing of the TypeDoc Markdown (typedoc-plugin-markdown) before VitePress builds it.
 * Pure functions over Markdown text; `scripts/generate.ts` applies them to `api/`.
 * @module
 */

/** Splits Markdown into lines, each marked as inside a fenced code block or not. */
function linesOf(markdown: string): { line: string; code: boolean }[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker?.startsWith(fence.charAt(0)) === true && marker.length >= fence.length) fence = null;
      return { line, code: true };
    }
    if (marker !== undefined) {
      fence = marker;
      return { line, code: true };
    }
    return { line, code: false };
  });
}

const headingLine = /^(#{1,6}) (.*?)(?: \{#([^}\s]+)\})?\s*$/;

/** A heading's id as VitePress would make it up: lower case, runs of other characters as one `-`. */
function slugOf(text: string): string {
  const slug = text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'section' : slug;
}

/**
 * Gives every heading an explicit id (`{#id}`) that is unique on the page. TypeDoc's Markdown plugin
 * writes the ids its links point to (`useCustomAnchors`) on the headings of symbols, but not on deeper
 * ones (a parameter's `###### angle?`), whose automatic id can then collide with an explicit one
 * (VitePress stops on a duplicate id) or shift the numbering TypeDoc's links assumed (the broken
 * `#animerrorcode-1`). Explicit ids are kept (a repeated one gets a suffix); the others get one made
 * from their text, with a suffix where taken.
 */
export function uniqueHeadingIds(markdown: string): string {
  const lines = linesOf(markdown);
  const used = new Set<string>();
  for (const { line, code } of lines) {
    const id = code ? undefined : headingLine.exec(line)?.[3];
    if (id !== undefined) used.add(id);
  }
  const explicitSeen = new Set<string>();
  const fresh = (base: string): string => {
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${String(n)}`;
    used.add(id);
    return id;
  };
  const out = lines.map(({ line, code }) => {
    const m = code ? null : headingLine.exec(line);
    if (m === null) return { line, code };
    const [, hashes, text, id] = m;
    if (id !== undefined && !explicitSeen.has(id)) {
      explicitSeen.add(id);
      return { line, code };
    }
    return { line: `${hashes!} ${text!} {#${fresh(id ?? slugOf(text!))}}`, code };
  });
  // TypeDoc's links to a constant spell `_` as `-` (`#warning-codes`) where its heading id keeps it
  // (`{#warning_codes}`): point such links at the id that exists
  const byLoose = new Map<string, string>();
  for (const id of used) if (!byLoose.has(loose(id))) byLoose.set(loose(id), id);
  return out
    .map(({ line, code }) =>
      code
        ? line
        : line.replace(/\]\(#([^)\s]+)\)/g, (whole, target: string) => {
            if (used.has(target)) return whole;
            const id = byLoose.get(loose(target));
            return id === undefined ? whole : `](#${id})`;
          }),
    )
    .join('\n');
}

/** An id compared loosely: lower case, `_` as `-`. */
function loose(id: string): string {
  return id.toLowerCase().replace(/_/g, '-');
}

/** One concept of a package's API: its title and the names it exports, in export order. */
export interface ExportCategory {
  readonly title: string;
  readonly names: readonly string[];
}

/**
 * The concepts of a package's public API, read from its `src/index.ts`: each `// <Title>: …` or
 * `// <Title>.` comment line opens a category holding the names exported after it (values and types,
 * in export order) until the next one. The package's own grouping, main entry points first, is what
 * the API reference shows (`@anim/core`: the model, evaluation, operations, units, errors, the format
 * contract, conversion, then the reading/writing helpers).
 */
export function exportCategories(indexSource: string): ExportCategory[] {
  const out: { title: string; names: string[] }[] = [];
  let current: { title: string; names: string[] } | undefined;
  // comments on their own line open a category; export lists may span lines
  const text = indexSource.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/^\/\/ *(.+)$|export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    if (m[1] !== undefined) {
      const title = m[1].replace(/[:.].*$/, '').replace(/^The /, '').trim();
      current = { title: title.charAt(0).toUpperCase() + title.slice(1), names: [] };
      out.push(current);
      continue;
    }
    const names = (m[2] ?? '')
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim())
      .filter((n) => n !== '');
    if (current === undefined) {
      current = { title: 'Other', names: [] };
      out.push(current);
    }
    current.names.push(...names);
  }
  return out.filter((c) => c.names.length > 0);
}

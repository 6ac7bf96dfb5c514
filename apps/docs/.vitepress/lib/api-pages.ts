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

/** One page of a package split by concept. */
export interface ConceptPage {
  /** The file name without `.md`, from the concept's title (`model`, `units-time-and-rotations`). */
  readonly slug: string;
  readonly title: string;
  /** The page's Markdown: the concept as `#`, its symbols one heading level up. */
  readonly markdown: string;
}

/** A package page split by concept: the overview (its README part and links to the concepts) and one page per concept. */
export interface SplitPackage {
  readonly overview: string;
  readonly pages: readonly ConceptPage[];
  /** Which concept page each heading id moved to (ids left on the overview are absent). */
  readonly pageOf: ReadonlyMap<string, string>;
}

const linkTarget = /\]\(([^)\s]*)\)/g;

/** Rewrites the Markdown links of text outside code blocks. */
function mapLinks(markdown: string, map: (target: string) => string): string {
  return linesOf(markdown)
    .map(({ line, code }) => (code ? line : line.replace(linkTarget, (_whole, target: string) => `](${map(target)})`)))
    .join('\n');
}

/**
 * Splits a package's API page (Markdown with unique explicit heading ids, see {@link uniqueHeadingIds})
 * into an overview and one page per concept: the page's last `##` headings, which must be `titles` in
 * order (the package README above them may use the same words). Links are rewritten for the new places:
 * `#id` to the page holding `id` (pages live in a folder named after the package, `<name>/<slug>.md`,
 * beside the overview `<name>.md`), relative links of moved text one folder up.
 *
 * @param name - the overview's file name without `.md` (`core`).
 * @returns `undefined` when the page does not have the concept headings.
 */
export function splitByConcept(markdown: string, titles: readonly string[], name: string): SplitPackage | undefined {
  const lines = linesOf(markdown);
  const headingAt = (i: number): { title: string; id: string } | undefined => {
    const l = lines[i];
    const m = l === undefined || l.code ? null : /^## (.*?) \{#([^}\s]+)\}\s*$/.exec(l.line);
    return m === null ? undefined : { title: m[1]!.replace(/\\/g, ''), id: m[2]! };
  };
  // the concept headings: the last `##` headings of the page, exactly `titles` in order
  const present: { at: number; title: string; id: string }[] = [];
  for (let i = lines.length - 1, t = titles.length - 1; t >= 0; i--) {
    if (i < 0) return undefined;
    const h = headingAt(i);
    if (h === undefined) continue;
    if (h.title !== titles[t]) return undefined;
    present.unshift({ at: i, ...h });
    t--;
  }
  if (present.length < 2) return undefined;
  const pageOf = new Map<string, string>();
  const raw = present.map((s, k) => {
    const end = present[k + 1]?.at ?? lines.length;
    const body = lines.slice(s.at, end);
    const slug = slugOf(s.title);
    for (const { line, code } of body) {
      if (code) continue;
      // heading ids, and the HTML anchors TypeDoc puts in table rows (`<a id="…"></a>`)
      const heading = /^#{2,6} .*\{#([^}\s]+)\}\s*$/.exec(line)?.[1];
      if (heading !== undefined) pageOf.set(heading, slug);
      for (const m of line.matchAll(/<a id="([^"]+)"/g)) pageOf.set(m[1]!, slug);
    }
    return { slug, title: s.title, body };
  });
  const overviewLines = lines.slice(0, present[0]!.at).map((l) => l.line);
  const toPage = (target: string, from: string | undefined): string => {
    if (target.startsWith('#')) {
      const page = pageOf.get(target.slice(1));
      if (page === from) return target;
      if (page === undefined) return from === undefined ? target : `../${name}.md${target}`;
      return from === undefined ? `./${name}/${page}.md${target}` : `./${page}.md${target}`;
    }
    // relative links of moved text: one folder deeper now
    return from === undefined || /^[a-z][a-z0-9+.-]*:|^\//i.test(target) ? target : `../${target}`;
  };
  const overview = mapLinks(
    [
      ...overviewLines,
      '## API by concept',
      '',
      ...raw.map((p) => `- [${p.title}](./${name}/${p.slug}.md)`),
      '',
    ].join('\n'),
    (t) => toPage(t, undefined),
  );
  const pages = raw.map((p) => {
    const body = p.body.map(({ line, code }, k) => {
      if (code) return line;
      if (k === 0) return line.replace(/^## /, '# ');
      return /^#{3,6} /.test(line) ? line.slice(1) : line;
    });
    return { slug: p.slug, title: p.title, markdown: mapLinks(body.join('\n'), (t) => toPage(t, p.slug)) };
  });
  return { overview, pages, pageOf };
}

/** Rewrites another page's links into a split package (`core.md#clip` → `core/model.md#clip`). */
export function linksIntoSplit(markdown: string, name: string, pageOf: ReadonlyMap<string, string>): string {
  return mapLinks(markdown, (target) => {
    const m = new RegExp(`^((?:\\./)?)${name}\\.md#(.+)$`).exec(target);
    const page = m === null ? undefined : pageOf.get(m[2]!);
    return m === null || page === undefined ? target : `${m[1]!}${name}/${page}.md#${m[2]!}`;
  });
}

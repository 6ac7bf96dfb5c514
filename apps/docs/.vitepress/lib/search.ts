/**
 * Sections for VitePress's local search index. VitePress 1.6 indexes a page by reading its Markdown
 * source file; the pages of a dynamic route (`formats/maya.md`, `cli/convert.md`) have no file of their
 * own, so they reach the splitter as empty HTML and would be left out of the index (searching
 * `maya-time-unit` found nothing). {@link searchSections} renders those pages from the same content the
 * route loaders give VitePress, then splits every page into one section per heading.
 *
 * Node-only.
 *
 * @module
 */
import { relative, sep } from 'node:path';

/** One searchable section (VitePress's `PageSplitSection`): a heading's anchor, its title path, its text. */
export interface PageSplitSection {
  anchor?: string;
  titles: string[];
  text: string;
}

/** Markdown → HTML, as the site renders it (VitePress's own renderer, with the site's options). */
export type RenderMarkdown = (source: string, relativePath: string) => Promise<string>;

const heading = /<h([1-6])[^>]*>(.*?)<\/h\1>/gis;
const tags = /<[^>]*>/g;

/** Text without tags, with the entities VitePress's renderer writes decoded, whitespace collapsed. */
function plain(html: string): string {
  return html
    .replace(tags, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits rendered HTML into one section per heading that has an anchor (`<a … href="#id">`): its
 * anchor, the titles of the headings above it and its own, and the text up to the next heading.
 * Text before the first heading is left out (VitePress does the same).
 */
export function splitSections(html: string): PageSplitSection[] {
  const found = [...html.matchAll(heading)];
  const out: PageSplitSection[] = [];
  const parents: string[] = [];
  found.forEach((m, i) => {
    const level = Number(m[1]) - 1;
    const inner = m[2] ?? '';
    const anchor = /href="#([^"]*)"/.exec(inner)?.[1];
    const title = plain(inner.replace(/<a[^>]*class="header-anchor"[^>]*>.*?<\/a>/gis, ''));
    const end = found[i + 1]?.index ?? html.length;
    const text = plain(html.slice(m.index + m[0].length, end));
    if (anchor === undefined || title === '') return;
    parents.length = level;
    const titles = [...parents.filter((t) => t !== ''), title];
    parents[level] = title;
    out.push({ anchor: decodeURIComponent(anchor), titles, text });
  });
  return out;
}

/**
 * The search sections of one page: its rendered HTML as VitePress gives it, or, for a page of a dynamic
 * route (empty HTML), the page rendered from `sources` (keyed by path relative to `srcDir`).
 */
export async function searchSections(
  file: string,
  html: string,
  srcDir: string,
  sources: () => ReadonlyMap<string, string>,
  render: RenderMarkdown,
): Promise<PageSplitSection[]> {
  if (html !== '') return splitSections(html);
  const relativePath = relative(srcDir, file).split(sep).join('/');
  const source = sources().get(relativePath);
  return source === undefined ? [] : splitSections(await render(source, relativePath));
}

/**
 * The generated pages of the site's dynamic routes (`formats/[id]`, `cli/[command]`): their parameters
 * and Markdown content, used by the route loaders (`*.paths.ts`) and by the search index (VitePress's
 * local search reads each page's source file, which a dynamic route does not have: see `search.ts`).
 *
 * Node-only.
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conversionsPageMarkdown, CONVERSIONS_PAGE, formatConversionsMarkdown } from './conversions.js';
import { readCli, readConversions, readReport } from './generated.js';
import { cliCommandMarkdown, cliIndexMarkdown, embedReadme, formatPageMarkdown, matrixMarkdown, measuredOnText } from './render.js';
import { docsRoot, repoRoot } from './repo.js';

/** One page of a dynamic route: VitePress's `{ params, content }`. */
export interface RoutePage {
  readonly params: Readonly<Record<string, string>>;
  /** The page's Markdown, put in place of `<!-- @content -->` in the route's template. */
  readonly content: string;
}

/** The package README without its title, relative links turned into plain text, and no Vue interpolation. */
function readme(packageName: string): string | undefined {
  const file = join(repoRoot(), 'packages', packageName.replace('@anim/', ''), 'README.md');
  if (!existsSync(file)) return undefined;
  const text = embedReadme(readFileSync(file, 'utf8'));
  return text === '' ? undefined : text;
}

/** What the format is (`formats/about/<id>.md`), then the package's README as "About the package". */
function prose(id: string, packageName: string): string | undefined {
  const file = join(docsRoot(), 'formats', 'about', `${id}.md`);
  const about = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const pkg = readme(packageName);
  const parts = [about, pkg === undefined ? undefined : `## About the package\n\n::: v-pre\n${pkg}\n:::`];
  const text = parts.filter((p) => p !== undefined).join('\n\n');
  return text === '' ? undefined : text;
}

const formatsIntro = `# Formats

Every format is a package exporting one descriptor (\`FormatDescriptor\` from \`@anim/core\`). This matrix
is generated from those descriptors when the site is built, so it cannot drift from the code: a column is
ticked only when the descriptor has the function, and the round-trip column counts the measured files
for which \`write(read(file))\` reproduced the file byte for byte (files written by other tools need not
be in the canonical layout the writer produces).

- **Evaluate**: the curves can be sampled at any time (through the core model's evaluator).
- **To core / From core**: \`toClip\` / \`fromClip\` exist, so the format converts to and from every other one.

What converting each example file into each format carries, and what each format can hold, is on the
[Conversions](${CONVERSIONS_PAGE}) page (generated from the CLI's conversion-matrix test).
`;

/**
 * The pages of `formats/[id]`: the capability matrix (`index`), the conversion matrix (`conversions`) and
 * one page per listed format.
 */
export function formatRoutes(): RoutePage[] {
  const report = readReport();
  const matrix = readConversions();
  const list = report.formats.length === 0 ? '\n_No format package is listed yet._\n' : `\n${measuredOnText(report)}\n\n${matrixMarkdown(report)}\n`;
  return [
    { params: { id: 'index', title: 'Formats' }, content: formatsIntro + list },
    { params: { id: 'conversions', title: 'Conversions' }, content: conversionsPageMarkdown(matrix, report) },
    ...report.formats.map((f) => ({
      params: { id: f.capability.id, title: f.capability.name },
      content: formatPageMarkdown(f, report, prose(f.capability.id, f.capability.packageName), formatConversionsMarkdown(f, matrix, report)),
    })),
  ];
}

/** The pages of `cli/[command]`: the overview (`index`) and one page per command. */
export function cliRoutes(): RoutePage[] {
  const cli = readCli();
  return [
    { params: { command: 'index' }, content: cliIndexMarkdown(cli) },
    ...cli.commands.map((c) => ({ params: { command: c.name }, content: cliCommandMarkdown(c) })),
  ];
}

/**
 * The full Markdown source of every dynamic-route page, keyed by its path relative to the docs folder
 * (`formats/maya.md`, `cli/convert.md`): the route's template with the page's content in place of
 * `<!-- @content -->`, as VitePress builds it.
 */
export function dynamicPageSources(): Map<string, string> {
  const out = new Map<string, string>();
  const routes: [string, string, RoutePage[]][] = [
    ['formats', 'id', formatRoutes()],
    ['cli', 'command', cliRoutes()],
  ];
  for (const [folder, param, pages] of routes) {
    const template = readFileSync(join(docsRoot(), folder, `[${param}].md`), 'utf8');
    for (const page of pages) {
      out.set(`${folder}/${page.params[param] ?? ''}.md`, template.replace('<!-- @content -->', page.content));
    }
  }
  return out;
}

/**
 * Build-time generation for the docs site (run by `pnpm build` before `vitepress build`):
 * 1. the format report (capability matrix + loss tables) from the descriptors in `.vitepress/formats.ts`,
 *    measured on the reference corpus when `ANIM_CORPUS` names its folder, on `examples/` otherwise;
 * 1b. the conversion matrix: `CONVERSION_MATRIX` of the CLI (`packages/formats/src/conversion-matrix.ts`, generated
 *    by its conversion-matrix test), copied as it is;
 * 2. the CLI reference from the CLI's own program definition (`apps/cli`'s `createProgram`, from its
 *    build output) with worked examples run by the built `anim` binary on `examples/`;
 * 3. the home page's plot of an example file, drawn by `anim plot` (the project's own plot code);
 * 4. the API reference (Markdown) from the TSDoc of every listed package, with TypeDoc.
 * Outputs are gitignored: `.vitepress/cache/anim/*.json`, `public/generated/` and `api/`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Application, ReflectionCategory, type DeclarationReflection, type TypeDocOptions } from 'typedoc';
import { CONVERSION_MATRIX, formatEntries as registryEntries } from '@anim/formats';
import { formatEntries } from '../.vitepress/formats.js';
import { buildCliReference, cliBin, type CliReference, type CommandLike } from '../.vitepress/lib/cli-help.js';
import { exportCategories, linksIntoSplit, splitByConcept, uniqueHeadingIds } from '../.vitepress/lib/api-pages.js';
import { buildReport } from '../.vitepress/lib/report.js';
import { docsRoot, generatedDir, referenceSet, repoRoot } from '../.vitepress/lib/repo.js';

/** The example file plotted on the home page (relative to the repository root, as the plot's title shows it). */
const HERO_EXAMPLE = 'examples/maya/ha_seed_joint_chain.anim';

const root = repoRoot();
const docs = docsRoot();
const out = generatedDir();
mkdirSync(out, { recursive: true });

function time<T>(label: string, job: () => T): T {
  const t0 = performance.now();
  const value = job();
  console.log(`docs: ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return value;
}

// 1. format report
const set = referenceSet();
const report = await time(`format report for ${String(formatEntries.length)} formats on ${set.kind === 'corpus' ? `the reference corpus (${set.root})` : 'the examples'}`, () =>
  buildReport(formatEntries, set),
);
writeFileSync(join(out, 'report.json'), JSON.stringify(report, null, 2));

// 1b. the conversion matrix, from the CLI's table (its source: a data module the CLI's test generates)
writeFileSync(join(out, 'conversions.json'), JSON.stringify(CONVERSION_MATRIX, null, 2));

// 2. CLI reference
let cli: CliReference;
try {
  // the CLI's build output, read-only (its program definition, as `anim --help` builds it)
  const [{ createContext }, { processIo }, { createProgram, VERSION }] = await Promise.all([
    import('../../cli/dist/context.js'),
    import('../../cli/dist/io.js'),
    import('../../cli/dist/program.js'),
  ]);
  cli = time('CLI reference', () => {
    // no colours, not a terminal
    const io = { ...processIo(), stdoutIsTTY: false, stderrIsTTY: false, color: false };
    const program = createProgram(createContext(io, { entries: registryEntries }), { code: 0 }) as unknown as CommandLike;
    return buildCliReference(root, program, VERSION);
  });
} catch (e) {
  if (process.env.CI === 'true') throw e;
  console.warn(`docs: ${e instanceof Error ? e.message : String(e)}; the CLI page will say so`);
  cli = { version: '', description: '', help: '', globalOptions: [], commands: [] };
}
writeFileSync(join(out, 'cli.json'), JSON.stringify(cli, null, 2));

// 2b. the home page's picture: an example file's curves, drawn by the CLI's own plot code (`anim plot`)
const heroDir = join(docs, 'public', 'generated');
mkdirSync(heroDir, { recursive: true });
try {
  time('home page plot', () => {
    execFileSync(process.execPath, [cliBin(root), 'plot', HERO_EXAMPLE, '-o', join(heroDir, 'hero-plot.svg'), '--width', '640', '--force'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  });
} catch (e) {
  if (process.env.CI === 'true') throw e;
  console.warn(`docs: the home page plot was not drawn (${e instanceof Error ? e.message : String(e)})`);
}

// 3. API reference
const packageDirs = ['core', ...new Set(formatEntries.map((e) => e.packageName.replace('@anim/', '')))].map((p) =>
  join(root, 'packages', p),
);
const apiOut = join(docs, 'api');
rmSync(apiOut, { recursive: true, force: true });
const t0 = performance.now();
const options: Partial<TypeDocOptions> & Record<string, unknown> = {
  entryPoints: packageDirs,
  entryPointStrategy: 'packages',
  // each package's build tsconfig (src only): scratch files in test/ or bench/ never break the docs
  packageOptions: { entryPoints: ['src/index.ts'], tsconfig: 'tsconfig.build.json', skipErrorChecking: true, excludeInternal: true, disableSources: true },
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
  out: apiOut,
  docsRoot: docs,
  name: 'API reference',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  hideGenerator: true,
  githubPages: false,
  disableSources: true,
  skipErrorChecking: true,
  logLevel: 'Warn',
  // typedoc-plugin-markdown
  entryFileName: 'index',
  // one page per package (not one per symbol): a readable reference, and a fast site build
  outputFileStrategy: 'modules',
  hidePageHeader: true,
  useCodeBlocks: true,
  parametersFormat: 'table',
  // properties as tables: a type's fields take a row each, not a heading each (the core page was 127,000 px)
  interfacePropertiesFormat: 'table',
  classPropertiesFormat: 'table',
  typeDeclarationFormat: 'table',
  enumMembersFormat: 'table',
  // every heading gets the id TypeDoc links to ({#id}, which VitePress reads): links between symbols always resolve
  useCustomAnchors: true,
  // typedoc-vitepress-theme
  sidebar: { autoConfiguration: true, format: 'vitepress', pretty: true, collapsed: true },
};
const app = await Application.bootstrapWithPlugins(options);
const project = await app.convert();
if (project === undefined) throw new Error('TypeDoc could not convert the packages (see messages above)');
// each package's page grouped by concept, as its src/index.ts groups its exports (main entry points first)
for (const dir of packageDirs) {
  const name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name;
  const module = project.children?.find((c) => c.name === name);
  const categories = exportCategories(readFileSync(join(dir, 'src', 'index.ts'), 'utf8'));
  if (module?.children === undefined || categories.length < 2) continue;
  // a name may be both a value and a type (`InterpolationCode`): both go where the name is exported
  const byName = new Map<string, DeclarationReflection[]>();
  for (const c of module.children) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const placed = new Set<DeclarationReflection>();
  module.categories = categories.flatMap((c) => {
    const category = new ReflectionCategory(c.title);
    const members = c.names.flatMap((n) => (byName.get(n) ?? []).filter((r) => !placed.has(r)));
    for (const r of members) placed.add(r);
    category.children = members;
    return category.children.length > 0 ? [category] : [];
  });
  const rest = module.children.filter((c) => !placed.has(c));
  if (rest.length > 0) {
    const other = new ReflectionCategory('Other exports');
    other.children = rest;
    module.categories.push(other);
  }
}
await app.generateOutputs(project);
// TSDoc text may contain `{{ }}`, which VitePress would read as Vue interpolation: render API pages verbatim
const verbatim = (fm: string, body: string): string => `${fm}\n<div v-pre>\n\n${body}\n\n</div>\n`;
const pages = readdirSync(apiOut, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const text = readFileSync(join(apiOut, name), 'utf8');
    const fm = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    return { name, fm, body: uniqueHeadingIds(text.slice(fm.length)) };
  });
// @anim/core, the largest page by far, becomes an overview and one page per concept
const coreModule = project.children?.find((c) => c.name === '@anim/core');
const coreTitles = (coreModule?.categories ?? []).filter((c) => c.children.length > 0).map((c) => c.title);
const corePage = pages.find((p) => p.name.replace(/\\/g, '/') === '@anim/core.md');
const split = corePage === undefined ? undefined : splitByConcept(corePage.body, coreTitles, 'core');
if (corePage !== undefined && split === undefined && coreTitles.length > 1) throw new Error('the @anim/core API page does not end with its concept sections');
for (const p of pages) {
  const body = p === corePage && split !== undefined ? split.overview : split === undefined ? p.body : linksIntoSplit(p.body, 'core', split.pageOf);
  writeFileSync(join(apiOut, p.name), verbatim(p.fm, body));
}
if (split !== undefined) {
  mkdirSync(join(apiOut, '@anim', 'core'), { recursive: true });
  for (const c of split.pages) writeFileSync(join(apiOut, '@anim', 'core', `${c.slug}.md`), verbatim(`---\ntitle: "@anim/core: ${c.title}"\n---\n`, c.markdown));
  // the sidebar lists the concept pages under @anim/core
  const sidebarFile = join(apiOut, 'typedoc-sidebar.json');
  const sidebar = JSON.parse(readFileSync(sidebarFile, 'utf8')) as { text: string; link?: string; items?: unknown[]; collapsed?: boolean }[];
  const core = sidebar.find((item) => item.text === '@anim/core');
  if (core !== undefined) {
    core.items = split.pages.map((c) => ({ text: c.title, link: `/api/@anim/core/${c.slug}.md` }));
    core.collapsed = true;
  }
  writeFileSync(sidebarFile, JSON.stringify(sidebar, null, 2));
}
console.log(`docs: API reference for ${String(packageDirs.length)} packages (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

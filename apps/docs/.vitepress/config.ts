import { createMarkdownRenderer, defineConfig, type DefaultTheme, type MarkdownRenderer } from 'vitepress';
import { readApiSidebar, readCli, readReport } from './lib/generated.js';
import { docsRoot } from './lib/repo.js';
import { dynamicPageSources } from './lib/routes.js';
import { searchSections } from './lib/search.js';

const report = readReport();
const cli = readCli();

const formatItems: DefaultTheme.SidebarItem[] = [
  { text: 'Capability matrix', link: '/formats/' },
  { text: 'Conversions', link: '/formats/conversions' },
  ...report.formats.map((f) => ({ text: f.capability.name, link: `/formats/${f.capability.id}` })),
];

// the search index: dynamic-route pages rendered from the same content as the routes (see lib/search.ts)
const srcDir = docsRoot();
let sources: Map<string, string> | undefined;
let markdown: Promise<MarkdownRenderer> | undefined;
const search: DefaultTheme.Config['search'] = {
  provider: 'local',
  options: {
    miniSearch: {
      _splitIntoSections: (file, html) =>
        searchSections(
          file,
          html,
          srcDir,
          () => (sources ??= dynamicPageSources()),
          async (source, relativePath) => (await (markdown ??= createMarkdownRenderer(srcDir))).render(source, { path: file, relativePath, cleanUrls: false }),
        ),
    },
  },
};

const cliItems: DefaultTheme.SidebarItem[] = [
  { text: 'anim', link: '/cli/' },
  ...cli.commands.map((c) => ({ text: `anim ${c.name}`, link: `/cli/${c.name}` })),
];

export default defineConfig({
  title: '@anim',
  description: 'Read, write, evaluate and convert animation-curve files: Maya .anim, Nuke Roto, Resonite AnimJ/AnimX, MRTK recordings, Metroid Prime ANIM.',
  lang: 'en',
  cleanUrls: false,
  lastUpdated: false,
  head: [
    ['link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    ['link', { rel: 'alternate icon', href: '/favicon.ico' }],
  ],
  // one title per generated page (the dynamic routes share one front matter title otherwise)
  transformPageData(pageData) {
    const format = /^formats\/([^/]+)\.md$/.exec(pageData.relativePath)?.[1];
    const known = report.formats.find((f) => f.capability.id === format);
    if (known !== undefined) pageData.title = pageData.frontmatter.title = known.capability.name;
    if (format === 'conversions') pageData.title = pageData.frontmatter.title = 'Conversions';
    const command = /^cli\/([^/]+)\.md$/.exec(pageData.relativePath)?.[1];
    if (command !== undefined && command !== 'index') pageData.title = pageData.frontmatter.title = `anim ${command}`;
  },
  srcExclude: ['formats/about/**', 'README.md', 'test/**', 'examples/**'],
  ignoreDeadLinks: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Formats', link: '/formats/' },
      { text: 'Playground', link: '/playground' },
      { text: 'CLI', link: '/cli/' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'The core model', link: '/guide/core-model' },
        ],
      },
      { text: 'Formats', items: formatItems },
      { text: 'Playground', link: '/playground' },
      { text: 'CLI reference', items: cliItems, collapsed: true },
      { text: 'API reference', link: '/api/', items: readApiSidebar() as DefaultTheme.SidebarItem[], collapsed: true },
    ],
    search,
    outline: [2, 3],
  },
  vite: {
    worker: { format: 'es' },
    build: { chunkSizeWarningLimit: 2000 },
  },
});

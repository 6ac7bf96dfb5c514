import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readReport } from '../.vitepress/lib/generated.js';
import { embedReadme, formatPageMarkdown, matrixMarkdown, measuredOnText } from '../.vitepress/lib/render.js';
import { docsRoot, repoRoot } from '../.vitepress/lib/repo.js';

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

const intro = `# Formats

Every format is a package exporting one descriptor (\`FormatDescriptor\` from \`@anim/core\`). This matrix
is generated from those descriptors when the site is built, so it cannot drift from the code: a column is
ticked only when the descriptor has the function, and the round-trip column counts the measured files
for which \`write(read(file))\` reproduced the file byte for byte (files written by other tools need not
be in the canonical layout the writer produces).

- **Evaluate**: the curves can be sampled at any time (through the core model's evaluator).
- **To core / From core**: \`toClip\` / \`fromClip\` exist, so the format converts to and from every other one.
`;

export default {
  watch: ['../.vitepress/cache/anim/report.json', './about/*.md', '../../../packages/*/README.md'],
  paths() {
    const report = readReport();
    const list = report.formats.length === 0 ? '\n_No format package is listed yet._\n' : `\n${measuredOnText(report)}\n\n${matrixMarkdown(report)}\n`;
    return [
      { params: { id: 'index', title: 'Formats' }, content: intro + list },
      ...report.formats.map((f) => ({
        params: { id: f.capability.id, title: f.capability.name },
        content: formatPageMarkdown(f, report, prose(f.capability.id, f.capability.packageName)),
      })),
    ];
  },
};

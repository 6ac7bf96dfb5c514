/**
 * Markdown generated from the build-time report and CLI help (pure functions, unit-tested).
 * @module
 */
import type { CliOption, CommandHelp, CliReference } from './cli-help.js';
import type { CapabilityRow, FileCount, FormatReport, SiteReport } from './report.js';

/** Escapes text for a Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}

const yes = (b: boolean): string => (b ? '✓' : '—');

/** `12 / 12` style count. */
export function countText(c: FileCount): string {
  return `${String(c.passed)} / ${String(c.total)}`;
}

/** Which files a report was measured on, as a sentence for the pages. */
export function measuredOnText(report: SiteReport): string {
  return report.measuredOn === 'corpus'
    ? 'The files behind these numbers are the third-party reference corpus (files written by the formats’ own tools), named by `ANIM_CORPUS` when the site was built.'
    : 'The files behind these numbers are the repository’s own examples (`examples/<format id>/`, one small file per format). Built with `ANIM_CORPUS=/path/to/corpus`, the site measures them on the third-party reference corpus instead.';
}

/** The capability matrix columns, in order, with how each cell is drawn. */
export const matrixColumns: readonly { key: string; title: string; value: (r: CapabilityRow) => string }[] = [
  { key: 'read', title: 'Read', value: (r) => yes(r.read) },
  { key: 'write', title: 'Write', value: (r) => yes(r.write) },
  { key: 'evaluate', title: 'Evaluate', value: (r) => yes(r.evaluate) },
  { key: 'toCore', title: 'To core', value: (r) => yes(r.toCore) },
  { key: 'fromCore', title: 'From core', value: (r) => yes(r.fromCore) },
  {
    key: 'roundTrip',
    title: 'Lossless round trip (byte-exact files)',
    value: (r) => `${r.roundTrip.passed === r.roundTrip.total && r.roundTrip.total > 0 ? '✓ ' : ''}${countText(r.roundTrip)}`,
  },
];

/** The capability matrix as a Markdown table. */
export function matrixMarkdown(report: SiteReport): string {
  const head = `| Format | ${matrixColumns.map((c) => c.title).join(' | ')} |`;
  const rule = `|---|${matrixColumns.map(() => ':-:').join('|')}|`;
  const rows = report.formats.map(
    ({ capability: r }) =>
      `| [${cell(r.name)}](/formats/${r.id})<br>\`${r.packageName}\` | ${matrixColumns.map((c) => cell(c.value(r))).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}

/** A warning code linked to its row in the table of codes on the core-model page (rendered from `WARNING_CODES`). */
export function codeLink(code: string): string {
  return `[\`${code}\`](/guide/core-model#warning-${code})`;
}

function lossTable(f: FormatReport): string {
  if (f.losses.length === 0) return `${f.capability.name} does not convert to the core model, so it converts to no other format.`;
  if (f.lossFiles === 0) return 'No file of this format that reads was in the measured set, so there is no loss table.';
  const lines = ['| Into | Files converted | Warnings (code — example — files) |', '|---|:-:|---|'];
  for (const row of f.losses) {
    const warnings = row.warnings.length === 0 ? 'none' : row.warnings.map((w) => `${codeLink(w.code)} — ${cell(w.example)} — ${String(w.files)}`).join('<br>');
    const errors = row.errors.map((e) => `<br>**failed:** ${cell(e)}`).join('');
    const into = row.target === 'core' ? row.targetName : `[${cell(row.targetName)}](/formats/${row.target})`;
    lines.push(`| ${into} | ${countText(row.converted)} | ${warnings}${errors} |`);
  }
  return lines.join('\n');
}

/**
 * How to install packages while they are not on a registry: build them in a clone, pack them (pnpm
 * replaces the `workspace:` ranges between them with versions) and install the tarballs.
 */
export function installMarkdown(packages: readonly string[]): string {
  const names = [...new Set(packages)];
  const tarballs = names.map((n) => `../anim/packages/${n.replace('@anim/', '')}/${n.replace('@', '').replace('/', '-')}-*.tgz`);
  return [
    'The packages are not on a registry yet. Until they are, build them from a clone of the repository and install the packed tarballs:',
    '```sh',
    'git clone https://github.com/anim-toolkit/anim.git && cd anim',
    'pnpm install && pnpm build',
    `pnpm ${names.map((n) => `--filter ${n}`).join(' ')} pack`,
    'cd ../your-project',
    `npm install ${tarballs.join(' ')}`,
    '```',
    'Inside the repository itself, every package is already linked (`workspace:`), and the CLI runs as `pnpm anim` (see [the CLI reference](/cli/)).',
  ].join('\n');
}

/**
 * The body of one format page: prose, install, capabilities, conversions (the section made from the CLI's
 * conversion matrix, `conversions.ts`), loss table, reference files.
 */
export function formatPageMarkdown(f: FormatReport, report: SiteReport, prose: string | undefined, conversions = ''): string {
  const r = f.capability;
  const parts = [
    `# ${r.name}`,
    prose ?? '',
    '## Install',
    installMarkdown(['@anim/core', r.packageName]),
    `Extensions: ${r.extensions.map((e) => `\`.${e}\``).join(', ')} · ${r.binary ? 'binary' : 'text'} format · id \`${r.id}\`.`,
    '## Capabilities',
    `Generated from the descriptor exported by the package (see the [capability matrix](/formats/)). ${measuredOnText(report)}`,
    `| ${matrixColumns.map((c) => c.title).join(' | ')} |\n|${matrixColumns.map(() => ':-:').join('|')}|\n| ${matrixColumns.map((c) => cell(c.value(r))).join(' | ')} |`,
    conversions,
    '## Converting to other formats',
    `Measured at build time on ${String(f.lossFiles)} file(s) of ${report.measuredOn === 'corpus' ? 'the reference corpus' : 'the repository’s examples'}: each file is read, converted to the core model, converted into every other format, written, and read back by that format. Every loss the conversion reported is listed with its warning code from \`@anim/core\`’s \`WARNING_CODES\` (\`strict: true\` turns them into a \`ConversionError\`).`,
    lossTable(f),
  ];
  if (f.files.length > 0) {
    parts.push(
      report.measuredOn === 'corpus' ? '## Reference files' : '## Example files',
      'Read, written back byte for byte where the capability table says so, and converted when the site was built:',
      f.files.map((p) => `- \`${p}\``).join('\n'),
    );
  }
  if (f.rejected.length > 0) {
    parts.push(
      '## Rejected files',
      'Deliberately corrupt reference files, and the error the reader gives for each (the playground shows the same message):',
      `| File | Error |\n|---|---|\n${f.rejected.map((r) => `| \`${r.path}\` | ${cell(r.error)} |`).join('\n')}`,
    );
  }
  return parts.filter((p) => p !== '').join('\n\n') + '\n';
}

/** A code block that is safe for any help text. */
function block(text: string, lang = 'text'): string {
  return '```' + lang + '\n' + text.replace(/```/g, '`\u200b``') + '\n```';
}

/** Inline code that is safe for any text (a backtick inside widens the fence). */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${fence.length > 1 ? ' ' : ''}${text}${fence.length > 1 ? ' ' : ''}${fence}`;
}

/** How to run the CLI before the packages are on a registry: from a clone of the repository. */
export const CLI_FROM_CLONE = [
  '```sh',
  'git clone https://github.com/anim-toolkit/anim.git && cd anim',
  'pnpm install && pnpm build     # builds every package and the CLI',
  'pnpm anim --help               # runs apps/cli/bin/anim.js',
  '```',
].join('\n');

/** An options table: flags, what each does, default and choices. */
function optionsTable(options: readonly CliOption[]): string {
  const rows = options.map((o) => {
    const extra = [o.defaultValue === undefined ? '' : `default ${code(o.defaultValue)}`, o.choices === undefined ? '' : `one of ${o.choices.map(code).join(', ')}`]
      .filter((x) => x !== '')
      .join('; ');
    return `| ${code(o.flags)} | ${cell(o.description)}${extra === '' ? '' : ` (${extra})`} |`;
  });
  return ['| Option | What it does |', '|---|---|', ...rows].join('\n');
}

/** The CLI overview page. */
export function cliIndexMarkdown(cli: CliReference): string {
  if (cli.help === '') {
    return '# anim\n\n::: warning\nThe CLI reference is generated from the CLI\'s program definition at build time, and the CLI was not built when this site was. Run `pnpm --filter @anim/cli build`, then rebuild the docs.\n:::\n';
  }
  const list = cli.commands.map((c) => `| [\`anim ${c.name}\`](/cli/${c.name}) | ${cell(c.summary)} |`);
  return [
    '# anim',
    `The \`anim\` command line tool (\`@anim/cli\`, version ${cli.version}). ${cell(cli.description.split('\n')[0] ?? '')} These pages are generated from the CLI's own definitions (its commands, arguments and options) when the site is built, and each example is run on the repository's \`examples/\` files with the output it printed.`,
    '## Running it',
    'The packages are not on a registry yet: run the CLI from a clone of the repository.',
    CLI_FROM_CLONE,
    'Everywhere below, `anim …` stands for `pnpm anim …` run at the repository root (or `node apps/cli/bin/anim.js …` from anywhere).',
    '## Commands',
    '| Command | What it does |\n|---|---|\n' + list.join('\n'),
    '## Options of every command',
    optionsTable(cli.globalOptions),
    'Format-specific options are named `--<format>-<option>`: those that change how a file is read are global (above), those that change how a format is written belong to [`anim convert`](/cli/convert).',
    '::: details `anim --help`',
    block(cli.help),
    ':::',
  ].join('\n\n') + '\n';
}

/** One command's page: description, usage, arguments, options, worked examples, and its `--help`. */
export function cliCommandMarkdown(c: CommandHelp): string {
  const parts = [`# anim ${c.name}`, cell(c.description).replace(/ {2,}/g, ' '), '## Usage', block(`anim ${c.name} ${c.usage}`, 'sh')];
  if (c.arguments.length > 0) {
    parts.push('## Arguments', ['| Argument | What it is |', '|---|---|', ...c.arguments.map((a) => `| ${code(a.name)} | ${cell(a.description)} |`)].join('\n'));
  }
  if (c.options.length > 0) parts.push('## Options', optionsTable(c.options), 'And the [options of every command](/cli/#options-of-every-command).');
  if (c.examples.length > 0) {
    parts.push('## Examples', 'Run on the repository\'s `examples/` files when this site was built; the output is what `anim` printed.');
    for (const e of c.examples) {
      const shown = e.output + (e.omitted > 0 ? `\n… (${String(e.omitted)} more lines)` : '');
      parts.push(`**${cell(e.title)}**`, block(`anim ${e.args.map(shellWord).join(' ')}`, 'sh'), block(shown === '' ? '(no output)' : shown) + (e.exitCode === 0 ? '' : `\n\nExit code ${String(e.exitCode)}.`));
    }
  }
  parts.push(`::: details \`anim ${c.name} --help\``, block(c.help), ':::');
  return parts.join('\n\n') + '\n';
}

/** An argument as a shell would need it written. */
export function shellWord(arg: string): string {
  return /^[\w./,:=@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`;
}

/**
 * A package README prepared for embedding under a `##` heading: the `# title` dropped, headings one
 * level deeper, relative links (to files of the repository) turned into plain text, `<` outside code
 * escaped (VitePress compiles pages as Vue templates). Fenced code is left alone.
 */
export function embedReadme(readme: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  let titleDropped = false;
  for (const line of readme.split(/\r?\n/)) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker?.startsWith(fence.charAt(0)) === true && marker.length >= fence.length) fence = null;
      out.push(line);
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      out.push(line);
      continue;
    }
    if (!titleDropped && line.startsWith('# ')) {
      titleDropped = true;
      continue;
    }
    const text = line
      .replace(/^(#{1,5}) /, '#$1 ')
      .replace(/\[([^\]]+)\]\((?![a-z][a-z0-9+.-]*:|#)[^)]*\)/gi, '$1');
    // outside inline code, `<` would open an HTML (Vue) element: `anim info <file>` must stay text
    out.push(text.split(/(`+[^`]*`+)/).map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;'))).join(''));
  }
  return out.join('\n').trim();
}

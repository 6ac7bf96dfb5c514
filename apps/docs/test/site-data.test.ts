/**
 * The site's derived data: detection, the capability/loss report and the generated Markdown, measured
 * on the repository's examples (the same checks on the reference corpus: site-data.corpus.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatById, formatEntries, formats } from '../.vitepress/formats.js';
import { checkExample, commandOf, describeProgram, type CommandLike } from '../.vitepress/lib/cli-help.js';
import { cell, cliCommandMarkdown, codeLink, embedReadme, shellWord } from '../.vitepress/lib/render.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { examplesSet, referenceSet, repoRoot } from '../.vitepress/lib/repo.js';
import { describeReport } from './helpers/reference-checks.js';

const examples = examplesSet();

describe('the format list', () => {
  it('lists each format once, with its package, and an example file of each that reads', async () => {
    expect(formatEntries.length).toBeGreaterThan(0);
    expect(new Set(formats.map((f) => f.id)).size).toBe(formats.length);
    for (const e of formatEntries) {
      expect(e.packageName).toMatch(/^@anim\/[a-z]+$/);
      expect(formatById(e.format.id)).toBe(e);
      const files = await referenceFiles(e, examples);
      expect(files.map((f) => f.path.split('/')[0])).toContain(e.format.id);
      expect(files.filter((f) => f.readError !== undefined)).toEqual([]);
    }
    expect(formatById('no-such-format')).toBeUndefined();
  });
});

describe('the measured set', () => {
  it('is the examples unless ANIM_CORPUS names a folder; a missing folder is an error', () => {
    const saved = process.env.ANIM_CORPUS;
    try {
      delete process.env.ANIM_CORPUS;
      expect(referenceSet()).toEqual({ kind: 'examples', root: join(repoRoot(), 'examples') });
      process.env.ANIM_CORPUS = join(repoRoot(), 'packages');
      expect(referenceSet()).toEqual({ kind: 'corpus', root: join(repoRoot(), 'packages') });
      process.env.ANIM_CORPUS = join(repoRoot(), 'no-such-folder');
      expect(() => referenceSet()).toThrow(/ANIM_CORPUS=.*no-such-folder: no such folder/);
    } finally {
      if (saved === undefined) delete process.env.ANIM_CORPUS;
      else process.env.ANIM_CORPUS = saved;
    }
  });
});

describe('one list', () => {
  it('no site module imports a format package or lists formats: the list is @anim/formats (the examples are user code)', () => {
    const docs = fileURLToPath(new URL('../', import.meta.url));
    const sources = ['.vitepress', 'formats', 'cli', 'scripts'].flatMap((dir) =>
      readdirSync(join(docs, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|vue)$/.test(f) && !f.startsWith('cache'))
        .map((f) => join(dir, f)),
    );
    expect(sources.length).toBeGreaterThan(10);
    const importers = sources.filter((f) => /from '@anim\/(maya|roto|animj|mrtk|prime|gltf|unity)(\/meta)?'/.test(readFileSync(join(docs, f), 'utf8')));
    expect(importers).toEqual([]);
    const registryUsers = sources.filter((f) => readFileSync(join(docs, f), 'utf8').includes("from '@anim/formats'"));
    expect(registryUsers).toEqual(expect.arrayContaining([join('.vitepress', 'formats.ts'), join('.vitepress', 'theme', 'playground', 'worker.ts')]));
  });
});

describeReport(examples);

describe('generated Markdown helpers', () => {
  it('escapes table cells', () => {
    expect(cell('a|b<c>\nd\\')).toBe('a\\|b&lt;c> d\\\\');
  });

  it('links a warning code to its row in the table of codes (built-site.test.ts checks the anchors)', () => {
    expect(codeLink('track-dropped')).toBe('[`track-dropped`](/guide/core-model#warning-track-dropped)');
  });

  it('embeds a README under a section: no title, deeper headings, plain relative links, code untouched', () => {
    const readme = '# @anim/x\n\nSee [the spec](./SPEC.md) and [site](https://example.org).\n\n## Limits\n\nRun anim info <file> or `anim info <file>`.\n\n```sh\n# a comment <x>\n```\n';
    expect(embedReadme(readme)).toBe(
      'See the spec and [site](https://example.org).\n\n### Limits\n\nRun anim info &lt;file> or `anim info <file>`.\n\n```sh\n# a comment <x>\n```',
    );
  });

  it('reads the CLI definition: commands with description, usage, arguments and options (help left out)', () => {
    const option = (flags: string, description: string, extra: object = {}): CommandLike['options'][number] => ({ flags, description, ...extra });
    const command = (name: string, description: string, options: CommandLike['options'], args: CommandLike['registeredArguments'] = []): CommandLike => ({
      name: () => name,
      description: () => description,
      usage: () => `[options]${args.length > 0 ? ' <file>' : ''}`,
      helpInformation: () => `Usage: anim ${name}\n`,
      options,
      registeredArguments: args,
      commands: [],
      configureOutput: () => undefined,
    });
    const file = { name: () => 'file', description: 'the file', required: true, variadic: false };
    const files = { name: () => 'files', description: 'files', required: false, variadic: true };
    const program: CommandLike = {
      ...command('anim', 'Inspect files.\nMore.', [option('-V, --version', 'v'), option('-q, --quiet', 'quiet'), option('-h, --help', 'help')]),
      commands: [
        command('info', 'show a file\nin detail', [option('--json', 'JSON'), option('--from <format>', 'format', { argChoices: ['maya', 'prime'] }), option('--hidden', 'x', { hidden: true })], [file]),
        command('sample', 'sample', [option('--fps <rate>', 'rate', { defaultValue: 24 })], [files]),
        command('help', 'help', []),
      ],
    };
    const ref = describeProgram(program, '1.2.3');
    expect(ref).toMatchObject({ version: '1.2.3', description: 'Inspect files.\nMore.', globalOptions: [{ flags: '-q, --quiet', description: 'quiet' }] });
    expect(ref.globalOptions).toHaveLength(1);
    expect(ref.commands).toEqual([
      {
        name: 'info',
        summary: 'show a file',
        description: 'show a file\nin detail',
        usage: '[options] <file>',
        arguments: [{ name: '<file>', description: 'the file' }],
        options: [{ flags: '--json', description: 'JSON' }, { flags: '--from <format>', description: 'format', choices: ['maya', 'prime'] }],
        help: 'Usage: anim info',
      },
      { name: 'sample', summary: 'sample', description: 'sample', usage: '[options] <file>', arguments: [{ name: '[files...]', description: 'files' }], options: [{ flags: '--fps <rate>', description: 'rate', defaultValue: '24' }], help: 'Usage: anim sample' },
    ]);
    // an example must name a command and options the CLI has
    expect(() => { checkExample({ title: 't', args: ['info', 'a.anim', '--json', '-q'] }, ref); }).not.toThrow();
    expect(() => { checkExample({ title: 't', args: ['-q', 'info', 'a.anim'] }, ref); }).not.toThrow();
    expect(commandOf(['--quiet', 'sample', 'x'])).toBe('sample');
    expect(() => { checkExample({ title: 't', args: ['info', 'a.anim', '--csv'] }, ref); }).toThrow('info has no option --csv');
    expect(() => { checkExample({ title: 't', args: ['nope'] }, ref); }).toThrow("anim has no command 'nope'");
  });

  it('renders a command page: description, usage, arguments and options tables, examples with their output, the help', () => {
    const md = cliCommandMarkdown({
      name: 'info',
      summary: 's',
      description: 'show | a file',
      usage: '[options] <file>',
      arguments: [{ name: '<file>', description: 'the file' }],
      options: [{ flags: '--from <format>', description: 'read as', choices: ['maya'] }, { flags: '--fps <rate>', description: 'rate', defaultValue: '24' }],
      help: 'a ``` b',
      examples: [
        { title: 'One', args: ['info', 'x y.anim'], output: 'out', omitted: 0, exitCode: 0 },
        { title: 'Two', args: ['info', 'z'], output: 'bad', omitted: 3, exitCode: 1 },
      ],
    });
    expect(md).toContain('# anim info\n\nshow \\| a file\n\n## Usage\n\n```sh\nanim info [options] <file>\n```');
    expect(md).toContain('| `<file>` | the file |');
    expect(md).toContain('| `--from <format>` | read as (one of `maya`) |');
    expect(md).toContain('| `--fps <rate>` | rate (default `24`) |');
    expect(md).toContain("**One**\n\n```sh\nanim info 'x y.anim'\n```\n\n```text\nout\n```");
    expect(md).toContain('```text\nbad\n… (3 more lines)\n```\n\nExit code 1.');
    expect(md).toContain('```text\na `\u200b`` b\n```');
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });
});

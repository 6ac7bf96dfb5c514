/** The site's derived data: detection, the capability/loss report, and the generated Markdown. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnimError } from '@anim/core';
import { corpusDir } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formatById, formatEntries, formats } from '../.vitepress/formats.js';
import { parseCommands } from '../.vitepress/lib/cli-help.js';
import { detectFormat, extensionOf } from '../.vitepress/lib/detect.js';
import { cell, cliCommandMarkdown, embedReadme, formatPageMarkdown, matrixMarkdown } from '../.vitepress/lib/render.js';
import { buildReport, referenceFiles } from '../.vitepress/lib/report.js';
import { corpusRoot } from '../.vitepress/lib/repo.js';

const corpus = corpusRoot();

describe('the format list', () => {
  it('lists each format once, with its package, and a corpus folder that exists', () => {
    expect(formatEntries.length).toBeGreaterThan(0);
    expect(new Set(formats.map((f) => f.id)).size).toBe(formats.length);
    for (const e of formatEntries) {
      expect(e.packageName).toMatch(/^@anim\/[a-z]+$/);
      expect(formatById(e.format.id)).toBe(e);
      expect(readdirSync(corpusDir(e.corpus)).length).toBeGreaterThan(0);
    }
    expect(formatById('no-such-format')).toBeUndefined();
  });
});

describe('one list', () => {
  it('is the only site module that imports a format package (the examples are user code)', () => {
    const docs = fileURLToPath(new URL('../', import.meta.url));
    const sources = ['.vitepress', 'formats', 'cli', 'scripts'].flatMap((dir) =>
      readdirSync(join(docs, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|vue)$/.test(f) && !f.startsWith('cache'))
        .map((f) => join(dir, f)),
    );
    expect(sources.length).toBeGreaterThan(10);
    const importers = sources.filter((f) => /from '@anim\/(maya|roto|animj|mrtk|prime)'/.test(readFileSync(join(docs, f), 'utf8')));
    expect(importers).toEqual([join('.vitepress', 'formats.ts')]);
  });
});

describe('detectFormat', () => {
  it('detects every reference file of every listed format by content, as that format', () => {
    expect(corpus).toBeDefined();
    for (const e of formatEntries) {
      const files = referenceFiles(e, corpus);
      expect(files.length).toBeGreaterThan(0);
      const detected = files.map((f) => {
        const d = detectFormat(f.bytes, f.path, formats);
        return { path: f.path, by: d?.by, id: d?.format.id };
      });
      expect(detected).toEqual(files.map((f) => ({ path: f.path, by: 'content', id: e.format.id })));
    }
  });

  it('falls back to the extension, and gives up on unknown bytes and names', () => {
    const junk = new Uint8Array([0x21, 0x22, 0x23]);
    const first = formats[0]!;
    expect(detectFormat(junk, `x.${first.extensions[0]!.toUpperCase()}`, formats)).toEqual({ format: first, by: 'extension' });
    expect(detectFormat(junk, 'x.nothing', formats)).toBeUndefined();
    expect(detectFormat(junk, 'noextension', formats)).toBeUndefined();
    expect(extensionOf('dir.d/file.ANIM')).toBe('anim');
    expect(extensionOf('.hidden')).toBe('');
  });
});

describe('the build-time report', () => {
  const report = buildReport(formatEntries, corpus);

  it('derives each capability from the descriptor', () => {
    expect(report.corpus).toBe(true);
    report.formats.forEach((f, i) => {
      const d = formatEntries[i]!.format;
      expect(f.capability).toMatchObject({
        id: d.id,
        name: d.name,
        read: true,
        write: true,
        toCore: d.toClip !== undefined,
        fromCore: d.fromClip !== undefined,
        evaluate: d.toClip !== undefined,
      });
    });
  });

  it('counts byte-exact round trips over the files that read, and lists the rejected ones with their error', () => {
    for (const [i, f] of report.formats.entries()) {
      const e = formatEntries[i]!;
      const all = readdirSync(corpusDir(e.corpus), { recursive: true, encoding: 'utf8' });
      expect(f.files.length + f.rejected.length).toBeLessThanOrEqual(all.length);
      expect(f.capability.roundTrip?.total).toBe(f.files.length);
      let exact = 0;
      for (const path of f.files) {
        const bytes = new Uint8Array(readFileSync(join(corpus!, path)));
        const again = e.format.write(e.format.read(bytes));
        if (again.length === bytes.length && again.every((b, j) => b === bytes[j])) exact++;
      }
      expect(f.capability.roundTrip?.passed).toBe(exact);
      const rethrown = f.rejected.map((r) => {
        try {
          e.format.read(new Uint8Array(readFileSync(join(corpus!, r.path))));
          return { path: r.path, typed: false, listed: false };
        } catch (err) {
          const message = (err as Error).message.split('\n')[0]!;
          return { path: r.path, typed: AnimError.isInstance(err), listed: r.error.includes(message) };
        }
      });
      expect(rethrown).toEqual(f.rejected.map((r) => ({ path: r.path, typed: true, listed: true })));
    }
  });

  it('has a loss row into the core model and into every other format that converts from it', () => {
    const readOnly = report.formats.filter((f) => formatById(f.capability.id)!.format.toClip === undefined);
    expect(readOnly.flatMap((f) => f.losses)).toEqual([]);
    for (const f of report.formats.filter((r) => !readOnly.includes(r))) {
      const e = formatById(f.capability.id)!;
      const targets = formatEntries.filter((o) => o !== e && o.format.fromClip !== undefined).map((o) => o.format.id);
      expect(f.losses.map((l) => l.target)).toEqual(['core', ...targets]);
      for (const l of f.losses) {
        expect(l.converted.passed).toBeLessThanOrEqual(l.converted.total);
        for (const w of l.warnings) expect(w.files).toBeGreaterThan(0);
      }
    }
  });

  it('renders the matrix and one page per format from it', () => {
    const md = matrixMarkdown(report);
    const rows = md.split('\n');
    expect(rows).toHaveLength(2 + report.formats.length);
    for (const f of report.formats) {
      expect(md).toContain(`[${f.capability.name}](/formats/${f.capability.id})`);
      const page = formatPageMarkdown(f, report, 'About it.');
      expect(page.startsWith(`# ${f.capability.name}\n\nAbout it.\n`)).toBe(true);
      expect(page).toContain(`npm install @anim/core ${f.capability.packageName}`);
      for (const l of f.losses.slice(1)) expect(page).toContain(`(/formats/${l.target})`);
    }
  });
});

describe('generated Markdown helpers', () => {
  it('escapes table cells', () => {
    expect(cell('a|b<c>\nd\\')).toBe('a\\|b&lt;c> d\\\\');
  });

  it('embeds a README under a section: no title, deeper headings, plain relative links, code untouched', () => {
    const readme = '# @anim/x\n\nSee [the spec](./SPEC.md) and [site](https://example.org).\n\n## Limits\n\nRun anim info <file> or `anim info <file>`.\n\n```sh\n# a comment <x>\n```\n';
    expect(embedReadme(readme)).toBe(
      'See the spec and [site](https://example.org).\n\n### Limits\n\nRun anim info &lt;file> or `anim info <file>`.\n\n```sh\n# a comment <x>\n```',
    );
  });

  it('parses the command list of a commander help text', () => {
    const help = [
      'Usage: anim [options] [command]',
      '',
      'Options:',
      '  -V, --version                 output the version number',
      '',
      'Commands:',
      '  info [options] <file>         Print the detected format and a summary',
      '  convert [options] <in> [out]  Convert a file',
      '                                (in → out), or a batch',
      '  completion <shell>',
      '  help [command]                display help for command',
      '',
    ].join('\n');
    expect(parseCommands(help)).toEqual([
      { name: 'info', summary: 'Print the detected format and a summary' },
      { name: 'convert', summary: 'Convert a file (in → out), or a batch' },
      { name: 'completion', summary: '' },
    ]);
    expect(parseCommands('Usage: x\n')).toEqual([]);
    expect(cliCommandMarkdown({ name: 'info', summary: 's', help: 'a ``` b' })).toBe('# anim info\n\ns\n\n```text\na `\u200b`` b\n```\n');
  });
});

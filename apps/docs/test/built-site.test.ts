/** The built site holds every generated page: the matrix, one page per listed format, CLI and API references. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WARNING_CODES } from '@anim/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEntries } from '../.vitepress/formats.js';
import { readCli } from '../.vitepress/lib/generated.js';
import { distDir, ensureBuilt } from './helpers/site.js';

const page = (path: string): string => readFileSync(join(distDir, path), 'utf8');
/** Text with the entities of `&<>"'` decoded. */
const decode = (html: string): string =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
/** A page's text: tags removed (syntax highlighting splits code into spans), entities of `&<>"'` decoded. */
const text = (path: string): string => decode(page(path).replace(/<[^>]*>/g, ''));

beforeAll(() => {
  ensureBuilt();
}, 200_000);

describe('built site', () => {
  it('gives each format and CLI page its own title, and serves a favicon', () => {
    for (const e of formatEntries) {
      expect(page(`formats/${e.format.id}.html`)).toContain(`<title>${e.format.name} | @anim</title>`);
    }
    for (const c of readCli().commands) expect(page(`cli/${c.name}.html`)).toContain(`<title>anim ${c.name} | @anim</title>`);
    expect(readFileSync(join(distDir, 'favicon.ico')).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect(page('index.html')).toContain('href="/favicon.svg"');
  });

  it('has the capability matrix with a row per listed format', () => {
    const html = page('formats/index.html');
    for (const e of formatEntries) {
      expect(html).toContain(`href="/formats/${e.format.id}.html"`);
      expect(html).toContain(e.packageName);
    }
  });

  it('has a page per listed format with install line, capability and loss tables', () => {
    for (const e of formatEntries) {
      const html = text(`formats/${e.format.id}.html`);
      expect(html).toContain(`npm install @anim/core ${e.packageName}`);
      expect(html).toContain('Lossless round trip');
    }
    for (const e of formatEntries.filter((f) => f.format.toClip !== undefined)) {
      expect(text(`formats/${e.format.id}.html`)).toContain('core model (toClip)');
    }
  });

  it('has the API reference of core and every listed package', () => {
    const names = ['@anim/core', ...new Set(formatEntries.map((e) => e.packageName))];
    expect(names.filter((name) => !existsSync(join(distDir, 'api', `${name}.html`)))).toEqual([]);
  });

  it('has a CLI page per command found in `anim --help`, with the help text', () => {
    const cli = readCli();
    const index = page('cli/index.html');
    expect(cli.commands.map((c) => c.name)).toEqual(expect.arrayContaining(['info', 'convert', 'sample', 'validate']));
    for (const c of cli.commands) {
      expect(index).toContain(`href="/cli/${c.name}.html"`);
      expect(text(`cli/${c.name}.html`)).toContain(c.help.trim());
    }
  });

  it('draws the extrapolation diagrams of the core-model page from the evaluator, one per mode', () => {
    const html = page('guide/core-model.html');
    expect(html.match(/<polyline /g)).toHaveLength(5);
    for (const mode of ['constant', 'linear', 'cycle', 'cycleOffset', 'oscillate']) expect(html).toContain(`aria-label="${mode} extrapolation"`);
  });

  it('lists every warning code of WARNING_CODES with its meaning on the core-model page, where the loss tables link', () => {
    const html = page('guide/core-model.html');
    const rows = [...html.matchAll(/<tr id="warning-([a-z-]+)"><td><code>([^<]*)<\/code><\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2], decode(m[3]!)]);
    expect(rows).toEqual(Object.entries(WARNING_CODES).map(([code, meaning]) => [code, code, meaning]));
    for (const e of formatEntries) {
      for (const [, code] of page(`formats/${e.format.id}.html`).matchAll(/href="\/guide\/core-model(?:\.html)?#warning-([a-z-]+)"/g)) {
        expect(Object.keys(WARNING_CODES)).toContain(code);
      }
    }
  });

  it('ships the playground with its worker', () => {
    expect(page('playground.html')).toContain('Playground');
    expect(readdirSync(join(distDir, 'assets')).filter((f) => /^worker-.*\.js$/.test(f))).toHaveLength(1);
  });
});

/** The built site holds every generated page: the matrix, one page per listed format, CLI and API references. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { WARNING_CODES } from '@anim/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_MATRIX, type MatrixCell } from '@anim/formats';
import { formatById, formatEntries } from '../.vitepress/formats.js';
import { exportCategories } from '../.vitepress/lib/api-pages.js';
import { readCli } from '../.vitepress/lib/generated.js';
import { distDir, ensureBuilt } from './helpers/site.js';

const pages = new Map<string, string>();
/** A built page's HTML (read once). */
const page = (path: string): string => {
  let html = pages.get(path);
  if (html === undefined) {
    html = readFileSync(join(distDir, path), 'utf8');
    pages.set(path, html);
  }
  return html;
};
/** Text with the entities of `&<>"'` decoded. */
const decode = (html: string): string =>
  html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
/** A page's text: tags removed (syntax highlighting splits code into spans), entities of `&<>"'` decoded. */
const text = (path: string): string => decode(page(path).replace(/<[^>]*>/g, ''));
/** The text of an HTML fragment: tags removed, entities decoded. */
const plain = (html: string): string => decode(html.replace(/<[^>]*>/g, '')).trim();
/** The cells (`<th>`/`<td>`, inner HTML) of every row of an HTML fragment. */
const tableRows = (html: string): string[][] =>
  [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => [...r[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!));

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

  it('shows every cell of the CLI\'s CONVERSION_MATRIX: the conversions page\'s table and notes, each format page its rows and column', () => {
    const result = (c: MatrixCell): string => (c.status === 'refused' ? 'refused' : `${String(c.carried)}/${String(c.total)}${c.warnings.length > 0 ? ' *' : ''}`);
    const detail = (c: MatrixCell): string => (c.status === 'refused' ? c.reason : c.warnings.length === 0 ? 'none' : c.warnings.join(', '));
    const cells = Object.entries(CONVERSION_MATRIX).flatMap(([file, row]) => Object.entries(row).map(([target, c]) => ({ file, target, c })));
    expect(cells.length).toBeGreaterThan(20);
    const html = page('formats/conversions.html');
    expect(html).toContain('<title>Conversions | @anim</title>');
    // the matrix: a row per example file, a column per target; a cell's text as `anim formats` prints it, its tooltip the codes or the reason
    const [head, ...rows] = tableRows(/<table[^>]*>[\s\S]*?<\/table>/.exec(html)![0]);
    const targets = head!.slice(1).map(plain);
    expect(new Set(rows.map((r) => plain(r[0]!)))).toEqual(new Set(Object.keys(CONVERSION_MATRIX)));
    const shown = rows.flatMap((r) =>
      targets.map((t, i) => {
        const raw = r[i + 1]!;
        return { file: plain(r[0]!), target: t, text: plain(raw), title: decode(/title="([^"]*)"/.exec(raw)?.[1] ?? '') };
      }),
    );
    expect(shown.filter((s) => s.text !== '')).toEqual(
      expect.arrayContaining(cells.map(({ file, target, c }) => ({ file, target, text: result(c), title: detail(c) }))),
    );
    expect(shown.filter((s) => s.text !== '')).toHaveLength(cells.length);
    // the notes: one row per cell, the warning codes linked to their meaning, or the reason in full
    const note = ({ file, target, c }: (typeof cells)[number]): string[] => [
      file,
      formatById(target)?.format.name ?? target,
      result(c),
      detail(c),
    ];
    const notes = (path: string): string[][] =>
      tableRows(page(path).replace(/<thead>[\s\S]*?<\/thead>/g, '')).filter((r) => r.length === 4).map((r) => r.map(plain));
    expect(notes('formats/conversions.html')).toEqual(expect.arrayContaining(cells.map(note)));
    expect(notes('formats/conversions.html')).toHaveLength(cells.length);
    // each format page: its example files' rows and its column; what it holds
    for (const e of formatEntries) {
      const id = e.format.id;
      const mine = cells.filter(({ file, target }) => file.startsWith(`${id}/`) || target === id);
      expect([id, mine.length]).not.toEqual([id, 0]);
      expect(notes(`formats/${id}.html`)).toEqual(expect.arrayContaining(mine.map(note)));
      expect(text(`formats/${id}.html`)).toContain(`Converting to and from ${e.format.name}`);
      // every format declares what it holds (the convert pipeline needs it to write the format)
      const holds = e.format.capabilities?.holds ?? `(${id} declares no capabilities)`;
      expect(text(`formats/${id}.html`)).toContain(holds);
      expect(text('formats/conversions.html')).toContain(holds);
    }
    // linked from the sidebar and the formats index
    expect(page('formats/index.html')).toContain('href="/formats/conversions.html"');
    expect(page('guide/getting-started.html')).toContain('href="/formats/conversions.html"');
  });

  it('has a page per listed format with install line, capability and loss tables', () => {
    for (const e of formatEntries) {
      const html = text(`formats/${e.format.id}.html`);
      // not on a registry yet: installed from a clone's packed tarballs (the package README embedded above
      // the Install section is the package's own text)
      expect(html).toContain(`pnpm --filter @anim/core --filter ${e.packageName} pack`);
      expect(html.slice(html.lastIndexOf('Install'))).not.toMatch(/npm install @anim/);
      expect(html).toContain('Lossless round trip');
    }
    for (const e of formatEntries.filter((f) => f.format.toClip !== undefined)) {
      expect(text(`formats/${e.format.id}.html`)).toContain('core model (toClip)');
    }
  });

  it('has the API reference of core and every listed package, core grouped by concept as its index groups its exports', () => {
    const names = ['@anim/core', ...new Set(formatEntries.map((e) => e.packageName))];
    expect(names.filter((name) => !existsSync(join(distDir, 'api', `${name}.html`)))).toEqual([]);
    const index = readFileSync(join(distDir, '..', '..', '..', '..', 'packages', 'core', 'src', 'index.ts'), 'utf8');
    const titles = exportCategories(index).map((c) => c.title);
    expect(titles.slice(0, 2)).toEqual(['Model', 'Evaluation']);
    // the overview links one page per concept, in the index's order; the pages hold the symbols
    const slug = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const links = [...page('api/@anim/core.html').matchAll(/<li><a href="\.\/core\/([^".]+)\.html">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], decode(m[2]!)]);
    expect(links).toEqual(titles.map((t) => [slug(t), t]));
    const conceptPage = (t: string): string => page(`api/@anim/core/${slug(t)}.html`);
    // the main entry points come first: evaluate before the Bézier helpers; the byte readers are not in
    // the main entry (they are `@anim/core/io`'s)
    expect(conceptPage('Evaluation').indexOf('id="evaluate"')).toBeGreaterThan(0);
    expect(conceptPage('Evaluation').indexOf('id="evaluate"')).toBeLessThan(conceptPage('Evaluation').indexOf('id="beziervalue"'));
    expect(conceptPage('Model')).toContain('id="createclip"');
    expect(titles.filter((t) => t.startsWith('Reading and writing'))).toEqual([]);
    expect(titles.map(conceptPage).filter((html) => html.includes('id="bytereader"'))).toEqual([]);
    // the sidebar lists the concepts under @anim/core
    expect(page('api/@anim/core/model.html')).toContain(`href="/api/@anim/core/${slug('Evaluation')}.html"`);
  });

  it('shows an example file plotted by the project\'s own plot code on the home page', () => {
    expect(page('index.html')).toContain('src="/generated/hero-plot.svg"');
    const svg = readFileSync(join(distDir, 'generated', 'hero-plot.svg'), 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('examples/maya/ha_seed_joint_chain.anim');
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('has a CLI page per command of the CLI definition: description, options table, worked examples with output, help', () => {
    const cli = readCli();
    const index = page('cli/index.html');
    expect(cli.commands.map((c) => c.name)).toEqual(expect.arrayContaining(['info', 'convert', 'sample', 'validate', 'plot']));
    expect(text('cli/index.html')).toContain('pnpm anim --help');
    for (const o of cli.globalOptions) expect(text('cli/index.html')).toContain(o.flags);
    for (const c of cli.commands) {
      expect(index).toContain(`href="/cli/${c.name}.html"`);
      const body = text(`cli/${c.name}.html`);
      expect(body).toContain(c.help.trim());
      expect(body).toContain(`anim ${c.name} ${c.usage}`);
      // one table row per option: its flags, then its description
      const rows = [...page(`cli/${c.name}.html`).matchAll(/<tr><td><code>([^<]*)<\/code><\/td><td>/g)].map((m) => decode(m[1]!));
      expect(rows).toEqual(expect.arrayContaining(c.options.map((o) => o.flags)));
      // every command has a worked example, shown with what anim printed
      expect([c.name, c.examples.length > 0]).toEqual([c.name, true]);
      for (const e of c.examples) {
        expect(body).toContain(e.title);
        expect(body).toContain(e.output.split('\n')[0]);
      }
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

  it('resolves every internal link and anchor of every page', () => {
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && f !== '404.html');
    expect(files.length).toBeGreaterThan(20);
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string): Set<string> => {
      let set = ids.get(file);
      if (set === undefined) {
        set = new Set([...page(file).matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
        ids.set(file, set);
      }
      return set;
    };
    /** The built file a site path names (`/a/b.html`, `/a/b`, `/a/`), or undefined. */
    const fileOf = (path: string): string | undefined => {
      const rel = path.replace(/^\//, '');
      for (const candidate of [rel, `${rel}.html`, posix.join(rel, 'index.html')]) {
        const full = join(distDir, candidate);
        if (candidate !== '' && existsSync(full) && statSync(full).isFile()) return candidate;
      }
      return undefined;
    };
    const broken: string[] = [];
    let anchors = 0;
    for (const file of files) {
      // links in the page's own HTML (the content and the theme's navigation), not in inline scripts
      const html = page(file).replace(/<script[\s\S]*?<\/script>/g, '');
      for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
        const href = decode(raw!);
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue; // another site, mailto:, data:
        const [pathPart, hash] = href.split('#', 2) as [string, string | undefined];
        const target = pathPart === '' ? file : fileOf(pathPart.startsWith('/') ? pathPart : posix.join('/', dirname(file), pathPart));
        if (target === undefined) {
          broken.push(`${file}: ${href} (no such page)`);
          continue;
        }
        if (hash === undefined || hash === '' || !target.endsWith('.html')) continue;
        anchors++;
        if (!idsOf(target).has(decodeURIComponent(hash))) broken.push(`${file}: ${href} (no #${hash} on ${target})`);
      }
    }
    expect(anchors).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('indexes the sections of format and CLI pages for the local search', () => {
    const chunk = readdirSync(join(distDir, 'assets', 'chunks')).find((f) => f.startsWith('@localSearchIndexroot'));
    expect(chunk).toBeDefined();
    const source = readFileSync(join(distDir, 'assets', 'chunks', chunk!), 'utf8');
    const json = /'(\{[\s\S]*\})'/.exec(source)?.[1];
    expect(json).toBeDefined();
    const index = JSON.parse(json!.replace(/\\'/g, "'").replace(/\\\\/g, '\\')) as { documentIds: Record<string, string> };
    const ids = Object.values(index.documentIds);
    const count = (prefix: string): [string, number] => [prefix, ids.filter((id) => id.startsWith(prefix)).length];
    for (const e of formatEntries) expect(count(`/formats/${e.format.id}.html#`)[1]).toBeGreaterThan(2);
    expect(ids.filter((id) => id.startsWith('/formats/index.html#') || id.startsWith('/formats/#')).length).toBeGreaterThan(0);
    expect(readCli().commands.map((c) => count(`/cli/${c.name}.html#`)).filter(([, n]) => n === 0)).toEqual([]);
    // every indexed anchor exists on its page
    const missing = ids.flatMap((id) => {
      const [path, hash] = id.split('#', 2) as [string, string | undefined];
      const file = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
      if (hash === undefined || !existsSync(join(distDir, file))) return [];
      return page(file).includes(`id="${hash}"`) ? [] : [id];
    });
    expect(missing).toEqual([]);
  });

  it('ships the playground with its worker', () => {
    expect(page('playground.html')).toContain('Playground');
    expect(readdirSync(join(distDir, 'assets')).filter((f) => /^worker-.*\.js$/.test(f))).toHaveLength(1);
  });
});

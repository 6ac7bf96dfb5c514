/** The search sections of generated pages and the post-processing of the TypeDoc Markdown (pure functions). */
import { describe, expect, it } from 'vitest';
import { exportCategories, linksIntoSplit, splitByConcept, uniqueHeadingIds } from '../.vitepress/lib/api-pages.js';
import { dynamicPageSources } from '../.vitepress/lib/routes.js';
import { searchSections, splitSections } from '../.vitepress/lib/search.js';
import { ensureBuilt } from './helpers/site.js';

describe('search sections', () => {
  const html =
    '<p>intro</p><h1 id="maya" tabindex="-1">Maya <a class="header-anchor" href="#maya">​</a></h1><p>text a</p>' +
    '<h2 id="opts" tabindex="-1">Options &amp; flags <a class="header-anchor" href="#opts">​</a></h2><p><code>--maya-time-unit</code> &lt;unit&gt;</p>' +
    '<h3 id="deep" tabindex="-1">Deep <a class="header-anchor" href="#deep">​</a></h3><p>c</p>' +
    '<h2 id="next" tabindex="-1">Next <a class="header-anchor" href="#next">​</a></h2><p>d</p>';

  it('splits rendered HTML into one section per anchored heading, with the titles above it', () => {
    expect(splitSections(html)).toEqual([
      { anchor: 'maya', titles: ['Maya'], text: 'text a' },
      { anchor: 'opts', titles: ['Maya', 'Options & flags'], text: '--maya-time-unit <unit>' },
      { anchor: 'deep', titles: ['Maya', 'Options & flags', 'Deep'], text: 'c' },
      { anchor: 'next', titles: ['Maya', 'Next'], text: 'd' },
    ]);
  });

  it('renders a dynamic-route page (no source file, empty HTML) from the route content', async () => {
    const sources = new Map([['cli/convert.md', '# anim convert\n\n## Options\n\n`--maya-time-unit`']]);
    const rendered: string[] = [];
    const render = (source: string, path: string): Promise<string> => {
      rendered.push(path);
      return Promise.resolve(source.includes('--maya-time-unit') ? html : '');
    };
    expect(await searchSections('/site/cli/convert.md', '', '/site', () => sources, render)).toHaveLength(4);
    expect(rendered).toEqual(['cli/convert.md']);
    // a page with a file keeps VitePress's HTML; an unknown page without one has no sections
    expect(await searchSections('/site/guide/x.md', html, '/site', () => sources, render)).toHaveLength(4);
    expect(await searchSections('/site/cli/nope.md', '', '/site', () => sources, render)).toEqual([]);
    expect(rendered).toEqual(['cli/convert.md']);
  });

  it('has the source of every format and CLI page, template and content together', () => {
    ensureBuilt(); // the routes read what the build generated (report, CLI reference)
    const sources = dynamicPageSources();
    expect([...sources.keys()]).toEqual(expect.arrayContaining(['formats/index.md', 'formats/maya.md', 'cli/index.md']));
    expect(sources.get('formats/maya.md')).toMatch(/^---\n[\s\S]*\n---\n[\s\S]*# Maya/);
    expect(sources.get('formats/maya.md')).not.toContain('<!-- @content -->');
  });
});

describe('API pages', () => {
  it('gives every heading a unique explicit id, keeps TypeDoc\'s ids and fixes its `_`/`-` links', () => {
    const md = ['## A {#a}', '###### angle?', '## angle {#angle}', '```', '## code, not a heading', '```', 'see [W](#warning-codes) [a](#a) [x](#nope)', '### W {#warning_codes}', '## A again {#a}'].join('\n');
    expect(uniqueHeadingIds(md).split('\n')).toEqual([
      '## A {#a}',
      '###### angle? {#angle-1}',
      '## angle {#angle}',
      '```',
      '## code, not a heading',
      '```',
      'see [W](#warning_codes) [a](#a) [x](#nope)',
      '### W {#warning_codes}',
      '## A again {#a-1}',
    ]);
  });

  it('groups a package\'s exports by the comments of its index, in export order', () => {
    const index = [
      '/**', ' * The package.', ' * // not a group', ' */',
      "export { early } from './a.js';",
      '// The model: clips and tracks.',
      "export type { Track, Clip } from './types.js';",
      "export { createClip, createTrack as makeTrack, type TrackInput } from './track.js';",
      '// Evaluation.',
      'export {',
      '  evaluate,',
      '  sample,',
      "} from './evaluate.js';",
      '// nothing exported under this one',
    ].join('\n');
    expect(exportCategories(index)).toEqual([
      { title: 'Other', names: ['early'] },
      { title: 'Model', names: ['Track', 'Clip', 'createClip', 'makeTrack', 'TrackInput'] },
      { title: 'Evaluation', names: ['evaluate', 'sample'] },
    ]);
  });

  it('splits a package page into an overview and one page per concept, links following the symbols', () => {
    const md = [
      '[API reference](../index.md) / @anim/core',
      '## Evaluation {#evaluation}',
      'README text, see [evaluate](#evaluate) and [the readme](#evaluation).',
      '## Model {#model}',
      '### Clip {#clip}',
      '| a | <a id="tracks"></a> `tracks` | see [evaluate](#evaluate) |',
      '```ts',
      '## not a heading [x](#clip)',
      '```',
      '## Evaluation {#evaluation-1}',
      '### evaluate() {#evaluate}',
      'Returns a [Clip](#clip) field [tracks](#tracks); back to [the readme](#evaluation); [Maya](maya.md#x).',
    ].join('\n');
    const split = splitByConcept(md, ['Model', 'Evaluation'], 'core')!;
    expect(split.pages.map((p) => [p.slug, p.title])).toEqual([['model', 'Model'], ['evaluation', 'Evaluation']]);
    expect(split.overview).toContain('README text, see [evaluate](./core/evaluation.md#evaluate) and [the readme](#evaluation).');
    expect(split.overview).toContain('- [Model](./core/model.md)\n- [Evaluation](./core/evaluation.md)');
    expect(split.pages[0]!.markdown.split('\n')).toEqual([
      '# Model {#model}',
      '## Clip {#clip}',
      '| a | <a id="tracks"></a> `tracks` | see [evaluate](./evaluation.md#evaluate) |',
      '```ts',
      '## not a heading [x](#clip)',
      '```',
    ]);
    expect(split.pages[1]!.markdown).toBe(
      '# Evaluation {#evaluation-1}\n## evaluate() {#evaluate}\nReturns a [Clip](./model.md#clip) field [tracks](./model.md#tracks); back to [the readme](../core.md#evaluation); [Maya](../maya.md#x).',
    );
    expect(linksIntoSplit('a [Clip](core.md#clip), [x](core.md#evaluation), [y](./core.md#evaluate)', 'core', split.pageOf)).toBe(
      'a [Clip](core/model.md#clip), [x](core.md#evaluation), [y](./core/evaluation.md#evaluate)',
    );
    // not split when the page does not end with the concepts in order
    expect(splitByConcept(md, ['Evaluation', 'Model'], 'core')).toBeUndefined();
  });
});

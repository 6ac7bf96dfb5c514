/** The conversions page and the format pages' "Converting to and from" sections, from a conversion matrix (pure Markdown). */
import { describe, expect, it } from 'vitest';
import { CONVERSION_MATRIX } from '@anim/formats';
import {
  conversionsPageMarkdown,
  conversionTableMarkdown,
  coordinateSystemsMarkdown,
  detailText,
  fileAnchor,
  filesOf,
  formatConversionsMarkdown,
  resultText,
  sourceOf,
  targetsOf,
  type ConversionMatrix,
} from '../.vitepress/lib/conversions.js';
import type { FormatReport, SiteReport } from '../.vitepress/lib/report.js';
import { formatEntries } from '../.vitepress/formats.js';
import { GLTF_SPACE, IMAGE_SPACE, UNITY_SPACE } from '@anim/core';

const matrix: ConversionMatrix = {
  'b/two.y': {
    b: { status: 'carried', carried: 2, total: 2, warnings: [] },
    a: { status: 'refused', reason: 'nothing to write: A would hold no track of the input\'s 2; a holds x|y "quoted" <z>' },
  },
  'a/one.x': {
    a: { status: 'carried', carried: 3, total: 3, warnings: [] },
    b: { status: 'carried', carried: 2, total: 3, warnings: ['track-dropped', 'precision-lost'] },
    zz: { status: 'carried', carried: 1, total: 3, warnings: [] },
  },
};

const format = (id: string, name: string, holds?: string): FormatReport => ({
  capability: { id, name, packageName: `@anim/${id}`, extensions: [id], binary: false, read: true, write: true, evaluate: true, toCore: true, fromCore: true, roundTrip: { passed: 1, total: 1 } },
  capabilities:
    holds === undefined
      ? undefined
      : { valueTypes: ['scalar'], channels: ['translation'], transforms: 'components', interpolations: ['linear'], time: 'keys', units: { length: 'cm' }, names: 'free', markers: false, holds },
  files: [],
  rejected: [],
  lossFiles: 1,
  losses: [],
});
const report: SiteReport = { measuredOn: 'examples', formats: [format('a', 'Format A', 'scalar curves_on *any* node'), format('b', 'Format B')] };

describe('conversion matrix on the site', () => {
  it('has a "Coordinate systems" section: each format’s space from its descriptor, or "not stated", then the formulas', () => {
    const report: SiteReport = {
      measuredOn: 'examples',
      formats: [{ ...format('u', 'U'), space: UNITY_SPACE }, { ...format('g', 'G'), space: GLTF_SPACE }, { ...format('r', 'R'), space: IMAGE_SPACE }, format('n', 'N')],
    };
    const text = coordinateSystemsMarkdown(report);
    expect(text).toContain('| [U](/formats/u) | left-handed, +Y up, +Z forward, m |');
    expect(text).toContain('| [G](/formats/g) | right-handed, +Y up, +Z forward, m |');
    expect(text).toContain('| [R](/formats/r) | image space (px, origin bottom-left, Y up) |');
    expect(text).toContain('| [N](/formats/n) | not stated |');
    expect(text).toContain('q′ = (d · M v, w)');
    expect(text).toContain('(x, y, z) → (−x, y, z)');
    expect(text).toContain('(x, y, z) → (x, z, −y)');
    expect(conversionsPageMarkdown({}, report)).toContain('## Coordinate systems');
  });

  it('shows a cell as anim formats prints it, and notes its codes or reason', () => {
    expect(resultText({ status: 'carried', carried: 6, total: 6, warnings: [] })).toBe('6/6');
    expect(resultText({ status: 'carried', carried: 5, total: 6, warnings: ['track-dropped'] })).toBe('5/6 *');
    expect(resultText({ status: 'refused', reason: 'r' })).toBe('refused');
    expect(detailText({ status: 'carried', carried: 6, total: 6, warnings: [] })).toBe('none');
    expect(detailText({ status: 'carried', carried: 5, total: 6, warnings: ['a', 'b'] })).toBe('a, b');
    expect(detailText({ status: 'refused', reason: 'r' })).toBe('r');
    expect(fileAnchor('prime/mp1-v2_sparse.ANIM')).toBe('from-prime-mp1-v2-sparse-anim');
  });

  it('orders formats and files as the site lists them, formats it does not list last', () => {
    expect(targetsOf(matrix, ['a', 'b'])).toEqual(['a', 'b', 'zz']);
    expect(filesOf(matrix, ['a', 'b'])).toEqual(['a/one.x', 'b/two.y']);
  });

  it('draws the matrix: a cell per file and target, linked to the file\'s notes, the codes or reason as its tooltip', () => {
    const md = conversionTableMarkdown(matrix, { a: 'Format A', b: 'Format B' }, ['a', 'b']).split('\n');
    expect(md[0]).toBe('| Example file ↓ · output → | [a](/formats/a "Format A") | [b](/formats/b "Format B") | `zz` |');
    expect(md[2]).toBe('| `a/one.x` | [3/3](#from-a-one-x "none") | [2/3 \\*](#from-a-one-x "track-dropped, precision-lost") | [1/3](#from-a-one-x "none") |');
    expect(md[3]).toBe(
      '| `b/two.y` | [refused](#from-b-two-y "nothing to write: A would hold no track of the input\'s 2; a holds x\\|y \\"quoted\\" <z>") | [2/2](#from-b-two-y "none") |  |',
    );
  });

  it('renders the page: matrix, what each format holds, a note row per cell under an anchor per file', () => {
    const md = conversionsPageMarkdown(matrix, report);
    expect(md).toContain('## The matrix');
    expect(md).toContain('- **[Format A](/formats/a)** holds scalar curves\\_on \\*any\\* node.');
    expect(md).toContain('| [Format A](/formats/a) | components: one scalar track per axis, rotations as Euler angles | length cm | keys at free times | translation | scalar | no | any node name |');
    expect(md).toContain('### `a/one.x` {#from-a-one-x}');
    expect(md).toContain('| `a/one.x` | [Format B](/formats/b) | 2/3 \\* | [`track-dropped`](/guide/core-model#warning-track-dropped), [`precision-lost`](/guide/core-model#warning-precision-lost) |');
    expect(md).toContain('| `a/one.x` | `zz` | 1/3 | none |');
    expect(md).toContain('| `b/two.y` | [Format A](/formats/a) | refused | nothing to write: A would hold no track of the input\'s 2; a holds x\\|y "quoted" &lt;z> |');
    expect(md.match(/^\| `[ab]\/\w+\.[xy]` \| /gm)).toHaveLength(5 + 2); // 5 note rows, 2 matrix rows
    expect(conversionsPageMarkdown({}, report)).toContain('was empty when this site was built');
  });

  it('gives each format page its files\' rows and its column', () => {
    const a = formatConversionsMarkdown(report.formats[0]!, matrix, report);
    expect(a).toContain('## Converting to and from Format A');
    expect(a).toContain('Format A holds scalar curves\\_on \\*any\\* node.');
    expect(a).toContain('Transforms: components: one scalar track per axis, rotations as Euler angles. Units: length cm.');
    const from = a.slice(a.indexOf('### From'), a.indexOf('### Into'));
    const into = a.slice(a.indexOf('### Into'));
    expect(from.match(/^\| `a\/one\.x` \|/gm)).toHaveLength(3);
    expect(into).toContain('| `a/one.x` | [Format A](/formats/a) | 3/3 | none |');
    expect(into).toContain('| `b/two.y` | [Format A](/formats/a) | refused |');
    const b = formatConversionsMarkdown(report.formats[1]!, { 'a/one.x': matrix['a/one.x']! }, report);
    expect(b).toContain('The matrix has no example file of Format B.');
    expect(b).not.toContain('Format B holds');
  });

  it('lists on the site every format of the CLI\'s matrix, sources and targets, and has a row for each listed format', () => {
    const ids = formatEntries.map((e) => e.format.id);
    const files = Object.keys(CONVERSION_MATRIX);
    expect(files.length).toBeGreaterThan(0);
    expect(targetsOf(CONVERSION_MATRIX, ids)).toEqual(ids);
    expect([...new Set(files.map(sourceOf))].sort()).toEqual([...ids].sort());
  });
});

/**
 * The conversion matrix on the site: what converting each example file (`examples/<format>/<file>`) to each
 * format carries, from `CONVERSION_MATRIX` in `packages/formats/src/conversion-matrix.ts`, the table
 * `apps/cli/test/conversion-matrix.test.ts` generates (and fails on when stale) and `anim formats` prints.
 * `scripts/generate.ts` copies it to `.vitepress/cache/anim/conversions.json` at build time; nothing here is
 * written by hand. Also what each format holds, from its descriptor's `capabilities`.
 *
 * Pure functions (Markdown), unit-tested; the built-site test checks every cell on the pages.
 *
 * @module
 */
import { describeSpace, type FormatCapabilities } from '@anim/core';
import type { MatrixCell } from '@anim/formats';
import { cell, codeLink } from './render.js';
import type { FormatReport, SiteReport } from './report.js';

export type { MatrixCell };

/** Example file (`maya/ha_seed_joint_chain.anim`, relative to `examples/`) → target format id → cell. */
export type ConversionMatrix = Readonly<Record<string, Readonly<Record<string, MatrixCell>>>>;

/** The site path of the conversions page. */
export const CONVERSIONS_PAGE = '/formats/conversions';

/** A cell as the tables show it, as `anim formats` prints it: `6/6`, `6/6 *` (with warnings), `refused`. */
export function resultText(c: MatrixCell): string {
  if (c.status === 'refused') return 'refused';
  return `${String(c.carried)}/${String(c.total)}${c.warnings.length > 0 ? ' *' : ''}`;
}

/** What a cell's note says: the warning codes (`none`), or the reason the conversion was refused. */
export function detailText(c: MatrixCell): string {
  if (c.status === 'refused') return c.reason;
  return c.warnings.length === 0 ? 'none' : c.warnings.join(', ');
}

/** The format id of an example file: its folder (`maya/x.anim` → `maya`). */
export function sourceOf(file: string): string {
  return file.slice(0, Math.max(0, file.indexOf('/')));
}

/** The anchor of an example file's section on the conversions page. */
export function fileAnchor(file: string): string {
  return `from-${file.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** Text for a Markdown table cell with no inline markup: {@link cell}, and `` ` * _ [ ] `` kept literal. */
function plainCell(text: string): string {
  return cell(text).replace(/([`*_[\]])/g, '\\$1');
}

/** A descriptor's `holds` text as the end of a sentence: literal, with one final full stop. */
function sentence(text: string): string {
  const t = plainCell(text.trim());
  return t.endsWith('.') ? t : `${t}.`;
}

/** A Markdown link title (the tooltip): quotes and table pipes escaped, one line. */
function linkTitle(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The target formats, in the site's order (`order`), then any the matrix has that the site does not list. */
export function targetsOf(matrix: ConversionMatrix, order: readonly string[]): string[] {
  const seen = new Set(Object.values(matrix).flatMap((row) => Object.keys(row)));
  return [...order.filter((id) => seen.has(id)), ...[...seen].filter((id) => !order.includes(id)).sort()];
}

/** The files of the matrix, grouped by source format in the site's order, then by name as the matrix lists them. */
export function filesOf(matrix: ConversionMatrix, order: readonly string[]): string[] {
  const rank = (file: string): number => {
    const i = order.indexOf(sourceOf(file));
    return i < 0 ? order.length : i;
  };
  return Object.keys(matrix)
    .map((file, i) => ({ file, i }))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
    .map((x) => x.file);
}

/** Names of the site's formats by id (a format the site does not list is shown by its id). */
type Names = Readonly<Record<string, string>>;

const formatLink = (id: string, names: Names): string => (names[id] === undefined ? `\`${id}\`` : `[${cell(names[id])}](/formats/${id})`);

/** The matrix: rows example files, columns target formats; a cell links to its note, its tooltip the codes or the reason. */
export function conversionTableMarkdown(matrix: ConversionMatrix, names: Names, order: readonly string[]): string {
  const targets = targetsOf(matrix, order);
  const head = `| Example file ↓ · output → | ${targets.map((t) => (names[t] === undefined ? `\`${t}\`` : `[${t}](/formats/${t} "${linkTitle(names[t])}")`)).join(' | ')} |`;
  const rule = `|---|${targets.map(() => ':-:').join('|')}|`;
  const rows = filesOf(matrix, order).map((file) => {
    const cells = targets.map((t) => {
      const c = matrix[file]?.[t];
      if (c === undefined) return '';
      return `[${resultText(c).replace('*', '\\*')}](#${fileAnchor(file)} "${linkTitle(detailText(c))}")`;
    });
    return `| \`${file}\` | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/** Rows of a note table: `| Example file | Into | Result | Warnings or reason |`, one per (file, target). */
export function noteTableMarkdown(entries: readonly (readonly [file: string, target: string, cell: MatrixCell])[], names: Names): string {
  const rows = entries.map(([file, target, c]) => {
    const detail = c.status === 'refused' ? plainCell(c.reason) : c.warnings.length === 0 ? 'none' : c.warnings.map(codeLink).join(', ');
    return `| \`${file}\` | ${formatLink(target, names)} | ${resultText(c).replace('*', '\\*')} | ${detail} |`;
  });
  return ['| Example file | Into | Result | Warnings or reason |', '|---|---|:-:|---|', ...rows].join('\n');
}

/** A format's transforms, units, time and markers in words, from its descriptor's capabilities. */
export function capabilityFacts(c: FormatCapabilities): { transforms: string; units: string; time: string; markers: string; names: string } {
  const units = [c.units.length === undefined ? '' : `length ${c.units.length}`, c.units.angle === undefined ? '' : `angle ${c.units.angle}`].filter((u) => u !== '');
  return {
    transforms: c.transforms === 'components' ? 'components: one scalar track per axis, rotations as Euler angles' : 'vectors: one vector track per translation or scale, one track per rotation',
    units: units.length === 0 ? 'none declared' : units.join(', '),
    time: c.time === 'keys' ? 'keys at free times' : 'values at a fixed interval (the writer resamples)',
    markers: c.markers ? 'yes' : 'no',
    names: c.names === 'free' ? 'any node name' : 'only the names the format defines',
  };
}

/** What each listed format holds: a table of its capabilities, then the descriptor's `holds` sentence. */
export function holdsMarkdown(report: SiteReport): string {
  const withCaps = report.formats.filter((f) => f.capabilities !== undefined);
  if (withCaps.length === 0) return '_No format declares its capabilities._';
  const table = [
    '| Format | Transforms | Units | Time | Channels | Value types | Markers | Names |',
    '|---|---|---|---|---|---|:-:|---|',
    ...withCaps.map((f) => {
      const c = f.capabilities!;
      const x = capabilityFacts(c);
      return `| [${cell(f.capability.name)}](/formats/${f.capability.id}) | ${cell(x.transforms)} | ${cell(x.units)} | ${cell(x.time)} | ${c.channels.join(', ')} | ${c.valueTypes.join(', ')} | ${x.markers} | ${cell(x.names)} |`;
    }),
  ].join('\n');
  const holds = withCaps.map((f) => `- **[${cell(f.capability.name)}](/formats/${f.capability.id})** holds ${sentence(f.capabilities!.holds)}`).join('\n');
  return `${table}\n\n${holds}`;
}

/** The formulas of core's change of basis, as the "Coordinate systems" section gives them. */
const COORDINATE_SYSTEMS = [
  'Each descriptor states the space its values are in (`space`: handedness, up and forward axes, length unit; or image space for 2D formats), each `toClip` records it on the clip (`clip.space`), and the evidence is in each package\'s README ("Coordinate system"). When the source\'s space and the target\'s differ, the pipeline moves every transform into the target\'s before adapting the clip (`changeBasis` in `@anim/core`), exactly, and says so once with the warning [`axes-changed`](/guide/core-model#warning-codes); `keepAxes` (CLI `--keep-axes`, the playground\'s "keep axes") leaves the values as they are. Image space and 3D spaces are not converted into each other.',
  'The change is the matrix **M** that sends the source\'s right, up and forward directions to the target\'s (right = forward × up in a right-handed space, up × forward in a left-handed one): a signed permutation, a rotation when both spaces have the same handedness (det M = +1), a mirror otherwise (det M = −1). With **d** = det M and axis **a** of the source sent to axis π(a) of the target with sign s_a:',
  [
    '- translation: **p′ = M p** (each component moved to its new axis, sign flipped where s_a = −1; Bézier handles\' value offsets with it);',
    '- rotation as a quaternion (x, y, z, w) = (**v**, w): the rotation matrix becomes **M R Mᵀ**, so **q′ = (d · M v, w)**; w keeps its sign, so every key stays in its hemisphere;',
    '- rotation as Euler angles in order i, j, k (R = R_k R_j R_i): since M R_a(θ) Mᵀ = R_π(a)(d · s_a · θ), each angle moves to axis π(a), multiplied by d · s_a, and the order becomes π(i) π(j) π(k);',
    '- scale: **M S Mᵀ** is diagonal again: the factors are permuted, never negated.',
  ].join('\n'),
  'Signs and places only, so the way back restores every value. The two changes users meet most:',
  [
    '| From | To | Positions | Quaternions | Euler angles | As done by |',
    '|---|---|---|---|---|---|',
    '| Unity, MRTK, Resonite (left-handed, +Y up, +Z forward) | glTF, Maya (right-handed, +Y up, +Z forward) | (x, y, z) → (−x, y, z) | (x, y, z, w) → (x, −y, −z, w) | Y and Z angles negated, order kept | Unity\'s glTF importers and exporters (UnityGLTF) |',
    '| Prime, Maya Z-up (right-handed, +Z up, −Y forward) | glTF, Maya (right-handed, +Y up, +Z forward) | (x, y, z) → (x, z, −y) | (x, y, z, w) → (x, z, −y, w) | the Y angle negated onto Z, Z onto Y; order xyz → xzy | Blender\'s glTF exporter (+Y Up) |',
  ].join('\n'),
].join('\n\n');

/** The "Coordinate systems" section: each listed format's space (from its descriptor), then the formulas. */
export function coordinateSystemsMarkdown(report: SiteReport): string {
  const rows = report.formats.map((f) => `| [${cell(f.capability.name)}](/formats/${f.capability.id}) | ${f.space === undefined ? 'not stated' : cell(describeSpace(f.space))} |`);
  return [['| Format | Space |', '|---|---|', ...rows].join('\n'), COORDINATE_SYSTEMS].join('\n\n');
}

function namesOf(report: SiteReport): Names {
  return Object.fromEntries(report.formats.map((f) => [f.capability.id, f.capability.name]));
}

const ABOUT = [
  'Generated, never written by hand: the table is `CONVERSION_MATRIX` (`packages/formats/src/conversion-matrix.ts`), which the CLI\'s conversion-matrix test (`apps/cli/test/conversion-matrix.test.ts`) writes and fails on when it is stale, and which [`anim formats`](/cli/formats) prints. The test converts every example file of the repository (`examples/<format id>/`) into every format through `@anim/core`\'s pipeline (as [`anim convert`](/cli/convert) does), writes it, reads it back and compares the values.',
  '- **`carried/total`**: tracks of the file found in the output with every value they hold / tracks in the file, counted as `anim info` counts them (core-model tracks, one per animated property).',
  '- **`*`**: the conversion reported warnings (losses or approximations); the codes are in the cell\'s tooltip and in the notes below, linked to their meaning.',
  '- **refused**: the conversion stops with a `ConversionError` (the output would hold nothing of the file); its reason is in the tooltip and the notes.',
].join('\n');

/** The whole conversions page. */
export function conversionsPageMarkdown(matrix: ConversionMatrix, report: SiteReport): string {
  const names = namesOf(report);
  const order = report.formats.map((f) => f.capability.id);
  const files = filesOf(matrix, order);
  const parts = ['# Conversions', ABOUT];
  if (files.length === 0) {
    parts.push('::: warning\nThe conversion matrix was empty when this site was built (`CONVERSION_MATRIX` in `packages/formats/src/conversion-matrix.ts`).\n:::');
  } else {
    parts.push('## The matrix', conversionTableMarkdown(matrix, names, order));
  }
  parts.push(
    '## What each format holds',
    'From each format\'s descriptor (`capabilities`): the convert pipeline adapts a clip to them before the format\'s `fromClip` (vectors split or grouped, rotations turned between quaternions and Euler angles, units converted) and warns about what still does not fit.',
    holdsMarkdown(report),
    '## Coordinate systems',
    coordinateSystemsMarkdown(report),
  );
  if (files.length > 0) {
    parts.push('## Notes by example file', 'Every cell of the matrix: the warning codes of the conversion (see [the codes](/guide/core-model#warning-codes)), or why it was refused.');
    for (const file of files) {
      const row = matrix[file]!;
      const source = sourceOf(file);
      parts.push(
        `### \`${file}\` {#${fileAnchor(file)}}`,
        `An example of ${formatLink(source, names)}.`,
        noteTableMarkdown(targetsOf(matrix, order).flatMap((t) => (row[t] === undefined ? [] : [[file, t, row[t]] as const])), names),
      );
    }
  }
  return parts.join('\n\n') + '\n';
}

/** A format page's "Converting to and from" section: what it holds, its example files' rows and its column. */
export function formatConversionsMarkdown(f: FormatReport, matrix: ConversionMatrix, report: SiteReport): string {
  const names = namesOf(report);
  const order = report.formats.map((r) => r.capability.id);
  const id = f.capability.id;
  const name = f.capability.name;
  const files = filesOf(matrix, order);
  const parts = [
    `## Converting to and from ${name}`,
    `From the CLI's conversion-matrix test, as in [the conversions matrix](${CONVERSIONS_PAGE}) and \`anim formats\`: each example file converted through \`@anim/core\`'s pipeline, written, read back and compared. A result is tracks carried with the file's values / tracks in the file (as \`anim info\` counts them), \`*\` with warnings, or refused.`,
  ];
  if (f.capabilities !== undefined) {
    const x = capabilityFacts(f.capabilities);
    parts.push(`${name} holds ${sentence(f.capabilities.holds)}`, `Transforms: ${x.transforms}. Units: ${x.units}. Time: ${x.time}. Markers: ${x.markers}.`);
  }
  const from = files.filter((file) => sourceOf(file) === id).flatMap((file) => targetsOf(matrix, order).flatMap((t) => (matrix[file]![t] === undefined ? [] : [[file, t, matrix[file]![t]] as const])));
  const into = files.flatMap((file) => (matrix[file]![id] === undefined ? [] : [[file, id, matrix[file]![id]] as const]));
  parts.push(`### From ${name}`, from.length === 0 ? `The matrix has no example file of ${name}.` : noteTableMarkdown(from, names));
  parts.push(`### Into ${name}`, into.length === 0 ? `The matrix has no conversion into ${name}.` : noteTableMarkdown(into, names));
  return parts.join('\n\n');
}

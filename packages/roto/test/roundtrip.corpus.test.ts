/**
 * Round trips of the reference files that can fail: every curves knob written again from its tree alone
 * (`writeRoto(doc, { canonical: true })`: the knob text as read is ignored and each tree written whole by
 * `serializeKnob`, the writer `rotoFromClip` and new trees use), compared with the knob Nuke wrote. The
 * span-preserving round trip (unchanged spans copied from the text) is the separate test "writes back byte for
 * byte (span-preserving writer…)" in `reference.corpus.test.ts`.
 *
 * All 21 reference files were saved by Nuke (the corpus README; five name the Nuke version in a
 * `version` line or in `MANIFEST.tsv`: create_inf, create_nan, kill_inf, kill_nan 10.5v2, FlareFactory
 * 7.0v8, DEMO 11.3v1, Roto_to_matte_v1 12.0v1). What the writer reproduces:
 *
 * - the tokens of every knob, in order, every number spelled as Nuke spelled it (`0`, `1`, `x` + 8 hex
 *   digits), every key in the short form Nuke chose: all 70 knobs of the 21 files;
 * - the bytes: no knob. {@link LAYOUT} lists, per file, why — each reason is checked on the file:
 *   - `indent`: the writer indents the tree one column less than Nuke (` {f 0}` where Nuke writes
 *     `  {f 0}`): every line after the first;
 *   - `idem`: the writer puts a feather `idem` on a line of its own; Nuke writes it after the main
 *     curve's closing brace, after as many spaces as the curve pair's depth (`{0 0}}}     idem}`);
 *   - `grouped`: the writer keeps the items of a group on one line (`{t {{…}} {{…}} 0}`, `{{{0 -}} {{0 -}}}`);
 *     Nuke starts a new line before a group that follows another item of its group and puts spaces
 *     before a word that follows a group (keyed transform fields, grouped timeless dimensions,
 *     expressions, key lists of several keys).
 * - Nuke's layout is otherwise a rule of the tokens (`nukeLayout` in `independent.ts`): the writer's
 *   tokens laid out by that rule give 37 of the 70 knobs byte for byte, all knobs of 14 files
 *   ({@link LAYOUT}`.byRule`). The other 33 do not follow it, and no layout computed from the tree alone
 *   could give them all, as the same structure at the same depth is laid out differently within one file: a word after a
 *   control point's attribute list follows a tab in one WaterLens knob and 5 spaces in three others; a
 *   control point's second grouped dimension starts on a line indented by a tab and a space (9 columns) or
 *   by 6 spaces, both within one point list of flow_examples.nk; and LensEngine indents by 3 columns the
 *   transform fields that FlareFactory (the same strokes, saved by Nuke 7.0) indents by 6.
 */
import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { parseRotoText, readRoto, writeRotoText, type RotoDocument } from '../src/index.js';
import { sameData } from '../src/edits.js';
import { REFERENCE_FILE_COUNT, referenceFiles } from './corpus-files.js';
import { knobTokens, nukeLayout } from './independent.js';

/** Why the writer's own layout differs from Nuke's (see the module comment). */
type Reason = 'indent' | 'idem' | 'grouped';

interface Layout {
  /** Curves knobs in the file. */
  readonly knobs: number;
  /** Why the tree written alone is not the knob Nuke wrote, byte for byte (every knob differs). */
  readonly reasons: readonly Reason[];
  /** How many knobs the writer's tokens laid out by Nuke's rule (`nukeLayout`) reproduce byte for byte. */
  readonly byRule: number;
}

const NST = 'NukeSurvivalToolkit_publicRelease__';

/** Every reference file: its knobs, why the writer's layout differs, what Nuke's layout rule reproduces. */
const LAYOUT: Readonly<Record<string, Layout>> = {
  [`${NST}NST_AdvancedKeyingTemplate_Stamps.nk`]: { knobs: 1, reasons: ['indent', 'grouped'], byRule: 0 },
  [`${NST}NST_LensEngine.gizmo`]: { knobs: 7, reasons: ['indent', 'grouped'], byRule: 3 },
  [`${NST}NST_PerspectiveGuide.gizmo`]: { knobs: 9, reasons: ['indent', 'grouped'], byRule: 0 },
  [`${NST}NST_SSMesh_demo.nk`]: { knobs: 1, reasons: ['indent'], byRule: 1 },
  [`${NST}NST_STMap_Keying_Setup.nk`]: { knobs: 1, reasons: ['indent'], byRule: 1 },
  [`${NST}NST_SparkyExampleScene.nk`]: { knobs: 1, reasons: ['indent'], byRule: 1 },
  [`${NST}NST_UVEditor_demo_clean.nk`]: { knobs: 1, reasons: ['indent'], byRule: 1 },
  [`${NST}NST_UV_Mapper.gizmo`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  [`${NST}NST_WaterLens_sampleScript.nk`]: { knobs: 17, reasons: ['indent', 'grouped'], byRule: 13 },
  [`${NST}NST_aeShadows.gizmo`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  [`${NST}NST_h_stickit.gizmo`]: { knobs: 1, reasons: ['indent', 'grouped'], byRule: 1 },
  [`${NST}NST_waterSchmutz.gizmo`]: { knobs: 1, reasons: ['indent'], byRule: 1 },
  [`${NST}create_inf.nk`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  [`${NST}create_nan.nk`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  [`${NST}kill_inf.nk`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  [`${NST}kill_nan.nk`]: { knobs: 1, reasons: ['indent', 'idem'], byRule: 1 },
  'NukeToolSet__DEMO.gizmo': { knobs: 1, reasons: ['indent', 'idem', 'grouped'], byRule: 0 },
  'NukeToolSet__FlareFactory.gizmo': { knobs: 6, reasons: ['indent', 'grouped'], byRule: 6 },
  'NukeToolSet__Roto_to_matte_v1.gizmo': { knobs: 1, reasons: ['indent'], byRule: 1 },
  'nuke-config__PerspectiveTools.nk': { knobs: 12, reasons: ['indent', 'grouped'], byRule: 1 },
  'nuke-config__flow_examples.nk': { knobs: 4, reasons: ['indent', 'idem', 'grouped'], byRule: 1 },
};

/** The tokens of a knob and the whitespace before each (the last entry: after the last token). */
function split(knob: string): { tokens: string[]; gaps: string[] } {
  const tokens: string[] = [];
  const gaps: string[] = [];
  let at = 0;
  for (const m of knob.matchAll(/\{|\}|"(?:\\.|[^"\\])*"|[^\s{}"]+/g)) {
    gaps.push(knob.slice(at, m.index));
    tokens.push(m[0]);
    at = m.index + m[0].length;
  }
  gaps.push(knob.slice(at));
  return { tokens, gaps };
}

/** The reasons (see {@link Reason}) for every place where `written` and Nuke's `knob` differ in whitespace. */
function layoutReasons(written: string, knob: string): Set<Reason | 'tokens'> {
  const a = split(written);
  const b = split(knob);
  const reasons = new Set<Reason | 'tokens'>();
  if (a.tokens.join(' ') !== b.tokens.join(' ')) return reasons.add('tokens');
  a.gaps.forEach((ours, i) => {
    const nuke = b.gaps[i]!;
    if (ours === nuke) return;
    if (ours.startsWith('\n') && nuke === `${ours} `) reasons.add('indent');
    else if (b.tokens[i] === 'idem' && ours.includes('\n') && /^ +$/.test(nuke)) reasons.add('idem');
    else reasons.add('grouped');
  });
  return reasons;
}

describe('reference knobs written from their trees alone', () => {
  const files = referenceFiles();

  it(`the layout table covers the ${String(REFERENCE_FILE_COUNT)} reference files and their 70 knobs`, () => {
    expect(files).toHaveLength(REFERENCE_FILE_COUNT);
    expect(Object.keys(LAYOUT).sort()).toEqual(files);
    expect(Object.values(LAYOUT).reduce((n, l) => n + l.knobs, 0)).toBe(70);
    expect(Object.values(LAYOUT).reduce((n, l) => n + l.byRule, 0)).toBe(37);
  });

  for (const file of files) {
    const layout = LAYOUT[file]!;
    describe(file, () => {
      const doc = readRoto(corpusBytes('roto', file));
      // The whole script written with every knob from its tree alone, and read again.
      const canonical = writeRotoText(doc, { canonical: true });
      const again = parseRotoText(canonical);
      const knobs = doc.nodes.map((n, i) => ({ knob: doc.text.slice(n.start, n.end), written: canonical.slice(again.nodes[i]!.start, again.nodes[i]!.end) }));

      it(`has ${String(layout.knobs)} curves knob(s), and the script around them is kept`, () => {
        expect(knobs).toHaveLength(layout.knobs);
        expect(again.nodes.map((n) => [n.name, n.class])).toEqual(doc.nodes.map((n) => [n.name, n.class]));
        const outside = (text: string, nodes: RotoDocument['nodes']): string[] => nodes.map((n, i) => text.slice(i === 0 ? 0 : nodes[i - 1]!.end, n.start)).concat(text.slice(nodes.at(-1)!.end));
        expect(outside(canonical, again.nodes)).toEqual(outside(doc.text, doc.nodes));
      });

      it('gives every knob the tokens Nuke wrote, numbers spelled alike, and reads back to the same tree', () => {
        knobs.forEach(({ knob, written }, i) => {
          expect(knobTokens(written)).toEqual(knobTokens(knob));
          expect(sameData(again.nodes[i]!.curves, doc.nodes[i]!.curves)).toBe(true);
        });
      });

      it(`is not Nuke's layout, byte for byte, because of: ${layout.reasons.join(', ')}`, () => {
        expect(canonical).not.toBe(doc.text);
        const reasons = new Set<string>();
        for (const { knob, written } of knobs) {
          expect(written).not.toBe(knob);
          for (const r of layoutReasons(written, knob)) reasons.add(r);
        }
        expect([...reasons].sort()).toEqual([...layout.reasons].sort());
      });

      it(`laid out by Nuke's rule gives ${String(layout.byRule)} of its ${String(layout.knobs)} knob(s) byte for byte`, () => {
        expect(knobs.filter(({ knob, written }) => nukeLayout(written) === knob)).toHaveLength(layout.byRule);
      });
    });
  }
});

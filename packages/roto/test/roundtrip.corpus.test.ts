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
 * - the bytes: the writer lays knobs out by Nuke's rule (`nukeLayout` in `serialize.ts`; the same rule as
 *   `nukeLayout` in `independent.ts`: a group that is not the first item of its group starts a new line
 *   indented by its depth + 1, a word after a group follows as many spaces as the group's depth, so
 *   `{0 0}}}     idem}`), which gives 37 of the 70 knobs byte for byte and all knobs of 14 files
 *   ({@link LAYOUT}`.exact`). Before it, the writer indented every line one column less than Nuke
 *   (`indent`), put a feather `idem` on a line of its own (`idem`) and kept the items of a group on one
 *   line (`grouped`): no knob was reproduced.
 * - The other 33 knobs differ only in the layout of grouped items (`grouped`: keyed transform fields,
 *   grouped timeless dimensions, expressions, key lists of several keys), and no layout computed from the
 *   tree alone could give them all, as the same structure at the same depth is laid out differently within
 *   one file: a word after a control point's attribute list follows a tab in one WaterLens knob and 5
 *   spaces in three others; a control point's second grouped dimension starts on a line indented by a tab
 *   and a space (9 columns) or by 6 spaces, both within one point list of flow_examples.nk; and LensEngine
 *   indents by 3 columns the transform fields that FlareFactory (the same strokes, saved by Nuke 7.0)
 *   indents by 6.
 */
import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { readRoto, type RotoDocument } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import { REFERENCE_FILE_COUNT, referenceFiles } from './corpus-files.js';
import { knobTokens, nukeLayout } from './independent.js';

/** Why the writer's own layout differs from Nuke's (see the module comment). */
type Reason = 'indent' | 'idem' | 'grouped';

interface Layout {
  /** Curves knobs in the file. */
  readonly knobs: number;
  /** How many knobs the tree written alone reproduces byte for byte. */
  readonly exact: number;
  /** Why the other knobs written alone are not the knobs Nuke wrote, byte for byte (empty: none differs). */
  readonly reasons: readonly Reason[];
}

const NST = 'NukeSurvivalToolkit_publicRelease__';

/** Every reference file: its knobs, how many the writer reproduces byte for byte, why the others differ. */
const LAYOUT: Readonly<Record<string, Layout>> = {
  [`${NST}NST_AdvancedKeyingTemplate_Stamps.nk`]: { knobs: 1, exact: 0, reasons: ['grouped'] },
  [`${NST}NST_LensEngine.gizmo`]: { knobs: 7, exact: 3, reasons: ['grouped'] },
  [`${NST}NST_PerspectiveGuide.gizmo`]: { knobs: 9, exact: 0, reasons: ['grouped'] },
  [`${NST}NST_SSMesh_demo.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_STMap_Keying_Setup.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_SparkyExampleScene.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_UVEditor_demo_clean.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_UV_Mapper.gizmo`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_WaterLens_sampleScript.nk`]: { knobs: 17, exact: 13, reasons: ['grouped'] },
  [`${NST}NST_aeShadows.gizmo`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_h_stickit.gizmo`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}NST_waterSchmutz.gizmo`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}create_inf.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}create_nan.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}kill_inf.nk`]: { knobs: 1, exact: 1, reasons: [] },
  [`${NST}kill_nan.nk`]: { knobs: 1, exact: 1, reasons: [] },
  'NukeToolSet__DEMO.gizmo': { knobs: 1, exact: 0, reasons: ['grouped'] },
  'NukeToolSet__FlareFactory.gizmo': { knobs: 6, exact: 6, reasons: [] },
  'NukeToolSet__Roto_to_matte_v1.gizmo': { knobs: 1, exact: 1, reasons: [] },
  'nuke-config__PerspectiveTools.nk': { knobs: 12, exact: 1, reasons: ['grouped'] },
  'nuke-config__flow_examples.nk': { knobs: 4, exact: 1, reasons: ['grouped'] },
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
    expect(Object.values(LAYOUT).reduce((n, l) => n + l.exact, 0)).toBe(37);
    expect(Object.values(LAYOUT).filter((l) => l.exact === l.knobs)).toHaveLength(14);
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

      it(`writes ${String(layout.exact)} of its ${String(layout.knobs)} knob(s) byte for byte as Nuke wrote them`, () => {
        expect(knobs.filter(({ knob, written }) => written === knob)).toHaveLength(layout.exact);
        expect(canonical === doc.text).toBe(layout.exact === layout.knobs);
      });

      it(`differs from Nuke's layout in the other knobs only because of: ${layout.reasons.join(', ') || 'nothing'}`, () => {
        const reasons = new Set<string>();
        for (const { knob, written } of knobs) for (const r of layoutReasons(written, knob)) reasons.add(r);
        expect([...reasons].sort()).toEqual([...layout.reasons].sort());
      });

      it('is laid out by the rule of independent.ts (which reproduces no more knobs than the writer does)', () => {
        for (const { written } of knobs) expect(nukeLayout(written)).toBe(written);
      });
    });
  }
});

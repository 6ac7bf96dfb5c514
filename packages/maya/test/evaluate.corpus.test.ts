import { afterAll, assert, describe, expect, it } from 'vitest';
import { evaluateMayaCurve, evaluateMayaCurveAtInput, readMaya, resolveMayaCurves, type MayaCurve } from '../src/index.js';
import { bytesOf, evalFiles, needsThousands } from './corpus-helpers.js';
import { text } from './helpers.js';

/** The parts of an animx reference file (corpus README, PROVENANCE.md) these tests use. */
interface Reference {
  source: string;
  curves: {
    curveIndex: number;
    attribute: string;
    node: string;
    weighted: boolean;
    unsupported?: string;
    caveats: { where: string; reason: string }[];
    keys: { value: number }[];
    samples?: { time: number[]; seconds: (number | null)[] | null; value: number[]; region: string[]; index: number[] };
  }[];
}

/** Worst error / max(1, key value range), per tangent type and weightedness. */
const worst = new Map<string, { error: number; where: string }>();
let checked = 0;

function record(label: string, error: number, where: string): void {
  const w = worst.get(label);
  if (w === undefined || error > w.error) worst.set(label, { error, where });
}

/** The tangent types a sample depends on: the key's, the segment's two sides, or the end key's side. */
function typesAt(curve: MayaCurve, region: string, index: number): string[] {
  const n = curve.x.length;
  if (region === 'key') return [curve.inTangentTypes[index]!, curve.outTangentTypes[index]!];
  if (region === 'segment') return [curve.outTangentTypes[index]!, curve.inTangentTypes[index + 1]!];
  if (region === 'pre') return [curve.inTangentTypes[0]!];
  return [curve.outTangentTypes[n - 1]!];
}

describe('evaluation equals Autodesk animx at every reference point', () => {
  it('has reference files', () => {
    expect(evalFiles.length).toBeGreaterThanOrEqual(16);
  });

  for (const file of evalFiles) {
    it(file, () => {
      const ref = JSON.parse(text(bytesOf(file))) as Reference;
      const doc = readMaya(bytesOf(ref.source), { thousandsSeparators: needsThousands(ref.source) });
      const curves = resolveMayaCurves(doc);
      for (const c of ref.curves) {
        const curve = curves[c.curveIndex]!;
        expect(curve.anim.node ?? curve.anim.attribute).toBe(c.node === '' ? c.attribute : c.node);
        if (c.unsupported !== undefined || c.samples === undefined) continue;
        const keyValues = c.keys.map((k) => k.value);
        const scale = Math.max(1, Math.max(...keyValues) - Math.min(...keyValues));
        const singleKey = c.keys.length === 1;
        const s = c.samples;
        for (let i = 0; i < s.time.length; i++) {
          const region = s.region[i]!;
          const actual = evaluateMayaCurveAtInput(curve, s.time[i]!);
          // animx returns 0 outside a single-key curve with non-constant infinity (a caveat region); Maya
          // holds the key's value there, and so do we.
          const expected = singleKey && (region === 'pre' || region === 'post') ? c.keys[0]!.value : s.value[i]!;
          const error = Math.abs(actual - expected) / scale;
          const where = `${file} ${c.node}.${c.attribute} ${region}[${s.index[i]!}] t=${s.time[i]!}`;
          if (error > 1e-6) assert.fail(`${where}: ${actual} vs animx ${expected}`);
          // The seconds API matches animx too, at the reference's own seconds (time input only).
          const seconds = s.seconds?.[i] ?? null;
          if (seconds !== null && Math.abs(evaluateMayaCurve(curve, seconds) - expected) / scale > 1e-6) {
            assert.fail(`${where} (${seconds} s): ${evaluateMayaCurve(curve, seconds)} vs animx ${expected}`);
          }
          for (const type of new Set(typesAt(curve, region, s.index[i]!))) record(`${type} ${c.weighted ? 'weighted' : 'non-weighted'}`, error, where);
          checked++;
        }
      }
    });
  }

  afterAll(() => {
    const rows = [...worst.entries()].sort(([a], [b]) => a.localeCompare(b));
    console.log(`worst evaluation error vs animx (÷ max(1, key value range)), ${checked} reference points:`);
    for (const [label, w] of rows) console.log(`  ${label.padEnd(26)} ${w.error.toExponential(2)}  (${w.where})`);
  });
});

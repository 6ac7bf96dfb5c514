import { describe, expect, it } from 'vitest';
import { readAnimj, type AnimjDocument } from '../src/index.js';
import { animjFiles, bytes } from './corpus-helpers.js';
import { expectConvertedEvaluation, expectRoundTripEvaluation } from './evaluate-helpers.js';

/** The corpus files readAnimj rejects (decided in animj.corpus.test.ts): 18 of the 111. */
const REJECTED_COUNT = 18;

describe('core adapters on the reference files', () => {
  const docs: { file: string; doc: AnimjDocument }[] = [];
  const rejected: string[] = [];
  for (const file of animjFiles()) {
    try {
      docs.push({ file, doc: readAnimj(bytes(file)) });
    } catch {
      rejected.push(file);
    }
  }

  it('reads every file but the rejected ones', () => {
    expect(rejected.length).toBe(REJECTED_COUNT);
    expect(docs.length).toBe(111 - REJECTED_COUNT);
  });

  it('core evaluation of the converted clip equals the format evaluation on every corpus track', () => {
    expect(expectConvertedEvaluation(docs)).toBeGreaterThan(5000);
  });

  it('converts back: animjFromClip(animjToClip(doc)) evaluates like doc and keeps the value types', () => {
    for (const name of ['tt_curve_tangent', 'tt_curve_cubicbezier_full', 'tt_curve_mixed', 'vt_float', 'vt_int', 'vt_string', 'vt_color', 'vt_double4x4']) {
      expectRoundTripEvaluation(name, readAnimj(bytes(`animj/hand/${name}.animj`)));
    }
  });
});

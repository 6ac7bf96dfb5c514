import { describe, expect, it } from 'vitest';
import { animjFromClip, animjToClip, readAnimj, writeAnimj, type AnimjDocument } from '../src/index.js';
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

  it('gives slot fields their channel on every file (the Blender exporter: Position m / Rotation / Scale per object) and writes every file back from the clip with its names and types', () => {
    const kinds = new Map<string, number>();
    let sorted = 0;
    for (const { file, doc } of docs) {
      const { value: clip, warnings } = animjToClip(doc);
      if (warnings.some((w) => w.code === 'times-not-increasing')) sorted++;
      for (const t of clip.tracks) {
        const key = `${t.property}:${t.valueType}:${t.channel?.kind ?? 'property'}:${t.unit}`;
        if (t.channel !== undefined) kinds.set(key, (kinds.get(key) ?? 0) + 1);
      }
      // Back from the clip: the same node, property and value type for every track (null names become
      // '', Bezier tracks Curve, as the writer writes them anyway); matrix tracks come back from extras.
      const back = readAnimj(writeAnimj(animjFromClip(clip).value));
      const names = (d: AnimjDocument): string[] =>
        d.tracks.map((t) => `${t.node ?? ''}|${t.property ?? ''}|${t.valueType}|${t.trackType === 'Bezier' ? 'Curve' : t.trackType}`);
      expect({ file, names: names(back) }).toEqual({ file, names: names(doc) });
    }
    // e1ght3 (2 files × 3 objects), csv-to-animj (5 files × 2 Position tracks, nodes D and C), and the
    // hand-written tt_curve_hold / tt_curve_tangent (Position) and tt_curve_tangent_floatQ (Rotation).
    expect(Object.fromEntries(kinds)).toEqual({
      'Position:vec3:translation:m': 18,
      'Rotation:quat:rotation:none': 7,
      'Scale:vec3:scale:none': 6,
    });
    // Godot's generator keeps keys in insertion order: one file's keys are sorted on conversion.
    expect(sorted).toBe(1);
  });
});

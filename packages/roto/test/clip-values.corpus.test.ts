import { evaluate, type Track } from '@anim/core';
import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateRotoLayerAtFrame, evaluateRotoShapeAtFrame, readRoto, rotoToClip, type RotoLayerNode, type RotoShapeSample, type RotoTransformSample } from '../src/index.js';
import type { RotoCubicCurveNode, RotoCurveGroupNode } from '../src/types.js';
import { referenceFiles } from './corpus-files.js';

type Node = RotoLayerNode | RotoCurveGroupNode | RotoCubicCurveNode;

/** Every layer and shape below `layer` by its track node path. */
function nodesByPath(layer: RotoLayerNode, path: string, out: Map<string, Node>): Map<string, Node> {
  out.set(path, layer);
  for (const c of layer.children) {
    if (c.kind === 'raw') continue;
    if (c.kind === 'layer') nodesByPath(c, `${path}/${c.name}`, out);
    else out.set(`${path}/${c.name}`, c);
  }
  return out;
}

const GROUPS: Record<string, (t: RotoTransformSample) => number[]> = {
  pivot: (t) => t.pivot.slice(0, 2),
  translate: (t) => t.translate.slice(0, 2),
  rotate: (t) => [t.rotate[2]],
  scale: (t) => t.scale.slice(0, 2),
  skew: (t) => t.skew.slice(0, 2),
  extraTranslate: (t) => t.extraTranslate.slice(0, 2),
};

/** What the format's own evaluator gives for a track's property at a frame. */
function expected(property: string, sample: { attributes: Record<string, number>; transform: RotoTransformSample; points?: RotoShapeSample['points'] }): number[] {
  const [head, a, b] = property.split('/');
  if (head === 'attributes') return [sample.attributes[a!]!];
  if (head === 'transform') return GROUPS[a!]!(sample.transform);
  const point = sample.points![Number(a)]!;
  if (b === 'pressure') return [point.pressure!];
  return [...(point[b as 'center'])];
}

/**
 * The clip of every reference file against the format's own evaluator (`evaluate.ts`, which shares no
 * code with the track builders of `to-clip.ts`/`clip-track.ts`): every track, evaluated by `@anim/core`
 * at its key times, between its keys and outside them, gives what `evaluateRotoShapeAtFrame` /
 * `evaluateRotoLayerAtFrame` give at the same frame.
 */
describe('toClip values on reference files (issue 18 item 6: outputs kept while made faster)', () => {
  it('every track of every file evaluates as the format evaluates its value', () => {
    let tracks = 0;
    let checks = 0;
    const mismatches: string[] = [];
    const files = referenceFiles();
    for (const file of files) {
      const doc = readRoto(corpusBytes('roto', file));
      const { value: clip, warnings } = rotoToClip(doc);
      const fps = 24;
      // Tracks the conversion warned about are resampled or extrapolate otherwise: checked at keys only.
      const warned = new Set(warnings.filter((w) => w.code === 'resampled' || w.code === 'extrapolation-changed').map((w) => w.path));
      const nodes = new Map<string, Node>();
      for (const n of doc.nodes) nodesByPath(n.curves.root, (doc.nodes.length > 1 ? `${n.name}/` : '') + n.curves.root.name, nodes);
      const samples = new Map<string, Parameters<typeof expected>[1]>();
      const sampleAt = (path: string, frame: number): Parameters<typeof expected>[1] => {
        const key = `${path}@${String(frame)}`;
        let s = samples.get(key);
        if (s === undefined) {
          const node = nodes.get(path)!;
          s = node.kind === 'layer' ? evaluateRotoLayerAtFrame(node, frame).value : evaluateRotoShapeAtFrame(node, frame).value;
          samples.set(key, s);
        }
        return s;
      };
      const check = (t: Track, seconds: number): void => {
        const want = expected(t.property, sampleAt(t.node, seconds * fps));
        const got = evaluate(t, seconds);
        for (let c = 0; c < want.length; c++) {
          const w = want[c]!;
          if (Math.abs(got[c]! - w) > 1e-6 * Math.max(1, Math.abs(w))) mismatches.push(`${file} ${t.name} at ${String(seconds * fps)}: ${String(got[c])} ≠ ${String(w)}`);
          checks++;
        }
      };
      for (const t of clip.tracks) {
        expect(nodes.has(t.node)).toBe(true);
        tracks++;
        const n = Math.min(t.times.length, 40);
        for (let k = 0; k < n; k++) check(t, t.times[k]!);
        if (warned.has(t.name)) continue;
        for (let k = 0; k + 1 < n; k++) check(t, (t.times[k]! + t.times[k + 1]!) / 2);
        check(t, t.times[0]! - 1);
        check(t, t.times[t.times.length - 1]! + 1);
      }
      samples.clear();
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(files).toHaveLength(21);
    // Every track of the 21 files (most are strokes' constant points), each checked at 3 or more times.
    expect(tracks).toBe(TRACKS);
    expect(checks).toBeGreaterThan(3 * tracks);
  });
});

/** Tracks the 21 reference files convert to (counted when this test was written; toClip must keep them). */
const TRACKS = 61_582;

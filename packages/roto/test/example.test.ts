/**
 * The repository's roto example (`examples/roto/animated-shapes.nk`, used by `pnpm demo` and the CLI
 * tests): a project-authored script whose shapes move over 48 frames.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, findRotoShape, readRoto, rotoFormat, rotoToClip, summarizeRoto, writeRoto } from '../src/index.js';
import { knobTokens, nukeLayout } from './independent.js';

const bytes = new Uint8Array(readFileSync(new URL('../../../examples/roto/animated-shapes.nk', import.meta.url)));

describe('examples/roto/animated-shapes.nk', () => {
  const doc = readRoto(bytes);

  it('is a roto script that writes back byte for byte, laid out as Nuke lays knobs out', () => {
    expect(rotoFormat.sniff(bytes)).toBe(true);
    expect(writeRoto(doc)).toEqual(bytes);
    const knob = doc.text.slice(doc.nodes[0]!.start, doc.nodes[0]!.end);
    expect(nukeLayout(knob)).toBe(knob);
    // Written from the tree alone: the same tokens.
    const canonical = new TextDecoder().decode(writeRoto(doc, { canonical: true }));
    expect(knobTokens(canonical)).toEqual(knobTokens(doc.text));
  });

  it('holds three Bézier shapes keyed at frames 1, 12, 24, 36 and 48, two of them in a layer', () => {
    expect(doc.fps).toBe(24);
    expect(summarizeRoto(doc).details?.shapes).toEqual(
      ['Root/Moving/Triangle', 'Root/Moving/Box', 'Root/Diamond'].map((path, i) => ({
        node: 'Roto1',
        path,
        kind: 'curvegroup',
        type: 'bezier',
        points: [3, 4, 4][i],
        keyedFrames: [1, 12, 24, 36, 48],
      })),
    );
  });

  it('moves its points linearly between keys', () => {
    const tri = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Moving/Triangle')!;
    const first = (frame: number): number[] => evaluateRotoShapeAtFrame(tri, frame).value.points[0]!.center;
    expect(first(1)).toEqual([300, 300]);
    expect(first(12)).toEqual([450, 360]);
    expect(first(6.5)).toEqual([375, 330]);
    expect(first(48)).toEqual([900, 300]);
    const box = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Moving/Box')!;
    expect(evaluateRotoShapeAtFrame(box, 24).value.points[0]!.center).toEqual([1000, 740]);
    expect(evaluateRotoShapeAtFrame(box, 48).value.attributes.opc).toBe(0.25);
  });

  it('converts to a clip at 24 fps whose point tracks move', () => {
    const { value: clip, warnings } = rotoToClip(doc);
    expect(warnings).toEqual([]);
    expect(clip.frameRate).toEqual({ numerator: 24, denominator: 1 });
    const centers = clip.tracks.filter((t) => t.name.endsWith('/center'));
    expect(centers).toHaveLength(11);
    for (const t of centers) {
      expect(Array.from(t.times, (s) => Math.round(s * 24))).toEqual([1, 12, 24, 36, 48]);
      const first = Array.from(t.values.subarray(0, 2));
      expect(Array.from(t.values.subarray(4, 6))).not.toEqual(first);
    }
  });
});

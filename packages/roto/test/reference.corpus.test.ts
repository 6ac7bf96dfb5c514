import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { readRoto, rotoToClip, sniffRoto, summarizeRoto, writeRoto, type RotoNodeCounts } from '../src/index.js';
import { REFERENCE_FILE_COUNT, referenceFiles } from './corpus-files.js';
import { count, knobTexts, nest, type Tok } from './independent.js';

const files = referenceFiles();

describe('corpus', () => {
  it(`has the ${String(REFERENCE_FILE_COUNT)} reference files`, () => {
    expect(files).toHaveLength(REFERENCE_FILE_COUNT);
  });

  for (const file of files) {
    describe('file ' + file, () => {
      const bytes = corpusBytes('roto', file);
      const text = new TextDecoder().decode(bytes);
      const doc = readRoto(bytes);

      it('is sniffed as roto', () => {
        expect(sniffRoto(bytes)).toBe(true);
      });

      it('writes back byte for byte (span-preserving writer: unchanged spans are copied)', () => {
        expect(Buffer.from(writeRoto(doc)).equals(Buffer.from(bytes))).toBe(true);
      });

      it('finds every roto node and counts like an independent token scan', () => {
        const knobs = knobTexts(text);
        expect(doc.nodes.map((n) => n.class)).toEqual(knobs.map((k) => k.cls));
        const summary = summarizeRoto(doc);
        const nodes = (summary.details as { nodes: RotoNodeCounts[] }).nodes;
        let tracks = 0;
        let keyframes = 0;
        knobs.forEach((k, i) => {
          const c = count(nest(k.knob)[0] as Tok[]);
          expect(text.slice(doc.nodes[i]!.start, doc.nodes[i]!.end)).toBe(k.knob);
          expect(nodes[i]).toMatchObject({ layers: c.layers, curvegroups: c.curvegroups, cubiccurves: c.cubiccurves, controlPoints: c.controlPoints });
          tracks += c.tracks;
          keyframes += c.keyframes;
        });
        expect(summary.tracks).toBe(tracks);
        expect(summary.keyframes).toBe(keyframes);
      });

      it('converts to a clip', () => {
        const { value, warnings } = rotoToClip(doc);
        expect(value.frameRate).toEqual({ numerator: 24, denominator: 1 });
        expect(warnings.some((w) => w.code === 'frame-rate-assumed')).toBe(true);
        for (const t of value.tracks) expect(t.times.length).toBeGreaterThan(0);
      });
    });
  }
});

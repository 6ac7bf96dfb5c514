import { corpusBytes, corpusFiles, runConformance } from '@anim/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animjFormat, animxFormat, readAnimj, readAnimx, writeAnimj, writeAnimx } from '../src/index.js';
import { animjDocuments, animxDocuments } from './arbitrary.js';
import { bytes } from './helpers.js';

const others = [
  ...corpusFiles('maya', /\.anim$/).slice(0, 2).map((f) => ({ name: f, bytes: corpusBytes('maya', f) })),
  ...corpusFiles('mrtk', /\.bin$/).slice(0, 1).map((f) => ({ name: f, bytes: corpusBytes('mrtk', f) })),
  { name: 'unrelated JSON', bytes: new TextEncoder().encode('{"name":"package","version":"1.0.0"}') },
];

const canonicalAnimj = ['animj/hand/tt_curve_tangent.animj', 'animj/hand/vt_ulong.animj', 'animj/hand/vt_float4x4.animj', 'animj/redx/redx_browse.animj'].map(
  (f) => ({ name: `canonical ${f}`, bytes: writeAnimj(readAnimj(bytes(f))) }),
);

runConformance({
  format: animjFormat,
  small: bytes('animj/hand/syntax_minified.animj'),
  canonical: canonicalAnimj,
  sniffNegatives: [...others, { name: 'AnimX', bytes: bytes('animx/resonite-core/vt_float.animx') }],
  documents: animjDocuments(),
});

runConformance({
  format: animxFormat,
  small: bytes('animx/resonite-core/tt_curve_tangent.animx'),
  canonical: corpusFiles('animj', /\.animx$/, 'animx/resonite-core')
    .slice(0, 20)
    .map((f) => ({ name: f, bytes: bytes(f) })),
  sniffNegatives: [...others, { name: 'AnimJ', bytes: bytes('animj/hand/vt_float.animj') }],
  documents: animxDocuments(),
});

describe('generated documents', () => {
  it('round-trip through AnimJ with Bezier tracks kept, in both styles', () => {
    fc.assert(
      fc.property(animjDocuments(true), (doc) => {
        expect(readAnimj(writeAnimj(doc, { bezier: 'keep' }))).toStrictEqual(doc);
        expect(readAnimj(writeAnimj(doc, { bezier: 'keep', style: 'compact' }))).toStrictEqual(doc);
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('round-trip through LZ4-encoded AnimX', () => {
    fc.assert(
      fc.property(animxDocuments(), (doc) => {
        expect(readAnimx(writeAnimx(doc, { encoding: 'lz4' }))).toStrictEqual({ ...doc, encoding: 'lz4' });
      }),
      { numRuns: 100, seed: 8 },
    );
  });

  it('AnimJ written from an AnimX document reads back to the same values', () => {
    fc.assert(
      fc.property(animxDocuments(), (doc) => {
        fc.pre(!Number.isNaN(doc.globalDuration));
        // AnimJ has no per-track tangent flag: an empty Curve track cannot say it has tangents.
        fc.pre(doc.tracks.every((t) => t.values.length > 0 || t.trackType !== 'Curve' || t.leftTangents === undefined));
        const json = readAnimj(writeAnimj(doc));
        expect(writeAnimx(json)).toEqual(writeAnimx(doc));
      }),
      { numRuns: 100, seed: 9 },
    );
  });
});

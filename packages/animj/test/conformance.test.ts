import { runConformance } from '@anim/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animjFormat, animxFormat, readAnimj, readAnimx, writeAnimj, writeAnimx } from '../src/index.js';
import { animjDocuments, animxDocuments } from './arbitrary.js';
import { animxFixture, fixture } from './helpers.js';

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Files that are neither AnimJ nor AnimX, written here (the unit suite reads no other format's files). */
const others = [
  { name: 'unrelated JSON', bytes: text('{"name":"package","version":"1.0.0"}') },
  { name: 'a JSON array', bytes: text('[{"tracks": []}]') },
  { name: 'Maya .anim header', bytes: text('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n') },
  { name: 'binary noise', bytes: Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9) },
];

/** The hand-written fixtures in canonical (pretty) form: the descriptor writes them back byte for byte. */
const CANONICAL = [
  'value-types-scalar.animj',
  'value-types-vector.animj',
  'value-types-matrix.animj',
  'track-raw.animj',
  'track-discrete.animj',
  'track-curve.animj',
  'track-tangents-partial.animj',
  'int64.animj',
  'nulls.animj',
  'unknown-fields.animj',
  'empty.animj',
];

runConformance({
  format: animjFormat,
  small: fixture('minified.animj'),
  canonical: CANONICAL.map((name) => ({ name, bytes: fixture(name) })),
  sniffNegatives: [...others, { name: 'AnimX', bytes: animxFixture('track-raw.animj') }],
  documents: animjDocuments(),
});

runConformance({
  format: animxFormat,
  small: animxFixture('minified.animj'),
  canonical: CANONICAL.flatMap((name) =>
    (['plain', 'lz4', 'lzma'] as const).map((encoding) => ({ name: `${name} as ${encoding} AnimX`, bytes: animxFixture(name, encoding) })),
  ),
  sniffNegatives: [...others, { name: 'AnimJ', bytes: fixture('track-raw.animj') }],
  documents: animxDocuments(),
});

describe('canonical fixtures', () => {
  it('the compact one and the Bezier one write back byte for byte with their options', () => {
    const minified = fixture('minified.animj');
    expect(Buffer.from(writeAnimj(readAnimj(minified), { style: 'compact' })).equals(Buffer.from(minified))).toBe(true);
    const bezier = fixture('track-bezier.animj');
    expect(Buffer.from(writeAnimj(readAnimj(bezier), { bezier: 'keep' })).equals(Buffer.from(bezier))).toBe(true);
  });
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

import { corpusBytes, corpusFiles, runConformance } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { animjFormat, animxFormat, readAnimj, writeAnimj } from '../src/index.js';
import { animxFiles, bytes } from './corpus-helpers.js';

/** Files of other formats from their corpora: the sniffers must reject them. */
const others = [
  ...corpusFiles('maya', /\.anim$/).slice(0, 2).map((f) => ({ name: f, bytes: corpusBytes('maya', f) })),
  ...corpusFiles('mrtk', /\.bin$/).slice(0, 1).map((f) => ({ name: f, bytes: corpusBytes('mrtk', f) })),
];

/** Third-party AnimJ files that are already in the writer's canonical pretty form (hand-written from the spec). */
const CANONICAL_PRETTY = [
  'animj/hand/disc3_null_string.animj',
  'animj/hand/opt_empty_tracks.animj',
  'animj/hand/opt_minimal.animj',
  'animj/hand/string_null.animj',
  'animj/hand/syntax_tangent_missing.animj',
  'animj/hand/tt_curve_linear.animj',
  'animj/hand/tt_curve_mixed.animj',
];

/** Third-party AnimJ files in the canonical compact form (redx writes minified JSON). */
const CANONICAL_COMPACT = [
  'animj/hand/syntax_minified.animj',
  'animj/redx/redx_browse.animj',
  'animj/redx/redx_search_empty.animj',
  'animj/redx/redx_search_many.animj',
  'animj/redx/redx_search_small.animj',
];

runConformance({
  format: animjFormat,
  small: bytes('animj/hand/syntax_minified.animj'),
  canonical: CANONICAL_PRETTY.map((f) => ({ name: f, bytes: bytes(f) })),
  sniffNegatives: [...others, { name: 'AnimX', bytes: bytes('animx/resonite-core/vt_float.animx') }],
});

runConformance({
  format: animxFormat,
  small: bytes('animx/resonite-core/tt_curve_tangent.animx'),
  canonical: [...animxFiles('resonite-core'), ...animxFiles('redx')].map((f) => ({ name: f, bytes: bytes(f) })),
  sniffNegatives: [...others, { name: 'AnimJ', bytes: bytes('animj/hand/vt_float.animj') }],
});

describe('compact canonical reference files', () => {
  for (const file of CANONICAL_COMPACT) {
    it(`writes ${file} back byte for byte in the compact style`, () => {
      const input = bytes(file);
      expect(Buffer.from(writeAnimj(readAnimj(input), { style: 'compact' })).equals(Buffer.from(input))).toBe(true);
    });
  }
});

/** Warning codes of the conversion to the core model for what a clip cannot hold. */
import { describe, expect, it } from 'vitest';
import { parseRotoText, rotoToClip } from '../src/index.js';
import { script, tree } from './helpers.js';

describe('rotoToClip warnings', () => {
  it('a curve with a non-finite key time is left out: track-dropped', () => {
    // 1e39 is beyond float32: the key time reads as Infinity.
    const doc = parseRotoText(script(tree('{layer L {f 0} {t {{1 2} {1e39 4}} 0 0 {{1 5} {2 6}}}}')));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    expect(warnings).toEqual([expect.objectContaining({ code: 'track-dropped', path: 'Root/L/transform/pivot' })]);
    expect(value.tracks.map((t) => t.name)).toEqual(['Root/L/transform/translate']);
  });
});

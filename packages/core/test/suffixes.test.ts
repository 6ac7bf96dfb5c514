import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adaptClip, createClip, createTrack, WarningSink, type FormatCapabilities } from '../src/index.js';
import { NameSuffixes } from '../src/suffixes.js';

const PROPS: FormatCapabilities = {
  valueTypes: ['scalar'],
  channels: ['translation', 'rotation', 'scale', 'property'],
  transforms: 'components',
  interpolations: ['linear'],
  time: 'keys',
  units: {},
  names: 'free',
  markers: false,
  holds: 'scalars',
};

describe('NameSuffixes', () => {
  it('gives the smallest free number from 2 per key, resuming after the last one given', () => {
    const taken = new Set(['a#2', 'a#4']);
    const s = new NameSuffixes();
    const take = (key: string): number => {
      const n = s.next(key, (i) => !taken.has(`${key}#${String(i)}`));
      taken.add(`${key}#${String(n)}`);
      return n;
    };
    expect([take('a'), take('a'), take('b'), take('a')]).toEqual([3, 5, 2, 6]);
  });

  it('hands out distinct free names for any order of repeats (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'a#2', 'b#3'), { maxLength: 40 }), (bases) => {
        const taken = new Set<string>();
        const s = new NameSuffixes();
        for (const base of bases) {
          const name = taken.has(base) ? `${base}#${String(s.next(base, (i) => !taken.has(`${base}#${String(i)}`)))}` : base;
          expect(taken.has(name)).toBe(false);
          taken.add(name);
        }
      }),
      { seed: 34 },
    );
  });
});

describe('adaptClip names repeated tracks in linear time (issue #34, F8)', () => {
  it('renames 20,000 tracks of one name name#2 … name#20000 within a second', () => {
    const one = createTrack({ name: 'x', node: 'n', property: 'weight', valueType: 'scalar', keys: [{ time: 0, value: 1 }] });
    // createClip refuses repeated names; the repeats come from a format adapter (Maya curves of one
    // attribute) or from splitting, so the clip is built as such an adapter hands it over
    const clip = { ...createClip({ tracks: [one] }), tracks: Array.from({ length: 20_000 }, () => one) };
    const sink = new WarningSink();
    const start = performance.now();
    const out = adaptClip(clip, PROPS, 'toy', sink);
    const ms = performance.now() - start;
    expect(out.tracks.map((t) => t.name).slice(0, 3)).toEqual(['x', 'x#2', 'x#3']);
    expect(new Set(out.tracks.map((t) => t.name)).size).toBe(20_000);
    expect(ms).toBeLessThan(1000);
  });
});

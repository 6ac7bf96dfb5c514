/** Unit tests of the small pure helpers behind the commands. */
import { readFileSync } from 'node:fs';
import { clipWarnings, TIME_UNITS, type Clip, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { extensionOf } from '../src/detect.js';
import { outputPathFor } from '../src/expand.js';
import { rateOf } from '../src/model.js';
import { trackFilter } from '../src/parse-args.js';
import { formatNumber } from '../src/stats.js';
import { groupWarnings, MAX_WARNING_LINES } from '../src/warnings.js';

describe('groupWarnings', () => {
  it('groups one message over several tracks and keeps single ones with their path', () => {
    const lines = groupWarnings([
      { code: 'precision-lost', message: 'rounded', path: 't1' },
      { code: 'unit-assumed', message: 'other' },
      { code: 'precision-lost', message: 'rounded', path: 't2' },
      { code: 'track-dropped', message: 'lonely', path: 't3' },
    ]);
    expect(lines).toEqual(['rounded [precision-lost] (2 tracks: t1, t2)', 'other [unit-assumed]', 't3: lonely [track-dropped]']);
  });
  it('lists at most four tracks and at most MAX_WARNING_LINES lines', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ code: 'track-dropped' as const, message: 'm', path: `t${i}` }));
    expect(groupWarnings(many)).toEqual(['m [track-dropped] (6 tracks: t0, t1, t2, t3, …)']);
    const kinds = Array.from({ length: 15 }, (_, i) => ({ code: 'track-dropped' as const, message: `m${i}` }));
    const lines = groupWarnings(kinds);
    expect(lines).toHaveLength(MAX_WARNING_LINES);
    expect(lines.at(-1)).toBe('… and 6 more: track-dropped 6; --verbose lists them all');
  });
  it('summarises the lines past the limit per code, and lists every warning with all (--verbose)', () => {
    const kinds = Array.from({ length: 12 }, (_, i) => ({ code: i < 10 ? ('name-changed' as const) : ('unit-changed' as const), message: `m${i}`, path: `t${i}` }));
    expect(groupWarnings(kinds).at(-1)).toBe('… and 3 more: name-changed 1, unit-changed 2; --verbose lists them all');
    expect(groupWarnings(kinds, true)).toEqual(kinds.map((w) => `${w.path}: ${w.message} [${w.code}]`));
  });
});

describe('trackFilter', () => {
  it('matches substrings case-insensitively, wildcards on the whole name, any of several patterns', () => {
    const keep = trackFilter(['ROTATE', 'hand/*/position']);
    expect(['joint1.rotateX', 'hand/left/position', 'hand/left/Wrist/position', 'camera/position'].filter(keep)).toEqual([
      'joint1.rotateX',
      'hand/left/position',
      'hand/left/Wrist/position',
    ]);
    expect(trackFilter(['a?c'])('abc')).toBe(true);
    expect(trackFilter(['a?c'])('abbc')).toBe(false);
    expect(trackFilter(['a.c'])('abc')).toBe(false);
    expect(trackFilter(undefined)('anything')).toBe(true);
  });
});

describe('paths and numbers', () => {
  it('extensionOf lower-cases and ignores dot-files', () => {
    expect(extensionOf('dir.x/a.ANIM')).toBe('anim');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
  it('outputPathFor replaces the extension and keeps sub-directories', () => {
    expect(outputPathFor('/out', 'sub/shot.v2.anim', 'animj')).toBe('/out/sub/shot.v2.animj');
    expect(outputPathFor('/out', 'README', 'animj')).toBe('/out/README.animj');
  });
  it('rateOf reads NTSC rates exactly', () => {
    expect(rateOf(24)).toEqual({ numerator: 24, denominator: 1 });
    expect(rateOf(29.97)).toEqual({ numerator: 30000, denominator: 1001 });
    expect(rateOf(23.976)).toEqual({ numerator: 24000, denominator: 1001 });
    expect(rateOf(12.5)).toEqual({ numerator: 25, denominator: 2 });
    expect(rateOf(29.9)).toEqual({ numerator: 299, denominator: 10 });
  });
  it('rateOf gives every non-whole video rate of the core time-unit table, typed to 3 decimals, exactly', () => {
    const video = Object.entries(TIME_UNITS).filter(([name]) => name.endsWith('fps'));
    expect(video.length).toBeGreaterThan(3);
    for (const [, rate] of video) {
      expect(rateOf(Number((rate.numerator / rate.denominator).toFixed(3)))).toEqual(rate);
    }
  });
  it('formatNumber prints at most 6 decimals without trailing zeros', () => {
    expect([1 / 3, 2, -0, 1e-9, 0.5].map(formatNumber)).toEqual(['0.333333', '2', '0', '0', '0.5']);
  });
});

describe('anim validate', () => {
  it('lists in its README the codes of core’s clipWarnings', () => {
    const track = (name: string, times: number[], values: number[], valueType: Track['valueType'] = 'scalar'): Track => ({
      name, node: name, property: 'p', valueType, components: valueType === 'quat' ? 4 : 1, unit: 'none',
      times: Float64Array.from(times), values: Float64Array.from(values),
      interpolation: new Uint8Array(times.length).fill(1),
      preExtrapolation: 'constant', postExtrapolation: 'constant',
    });
    const clip: Clip = {
      name: 'c',
      extras: {},
      tracks: [track('empty', [], []), track('back', [1, 0], [0, 0]), track('nanValue', [0, 1], [0, Number.NaN]), track('quat', [0], [0, 0, 0, 2], 'quat')],
    };
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### `anim validate'), readme.indexOf('### `anim plot'));
    const listed = [...section.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(clipWarnings(clip).map((w) => w.code)));
  });
});

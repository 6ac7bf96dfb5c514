/**
 * Issue 34 / 31: conversion work is bounded by the key limit (`maxKeys`, `limits.ts`) before anything
 * is allocated, and `convertClip` refuses clips whose names are not strings before any writer sees them.
 */
import { describe, expect, it } from 'vitest';
import {
  AnimError,
  bakeTrack,
  checkKeyCount,
  ConversionError,
  convertClip,
  createClip,
  createTrack,
  DEFAULT_MAX_KEYS,
  defineFormat,
  eulerTracksToQuat,
  frameTimes,
  InvalidArgumentError,
  keyLimit,
  LimitError,
  quatToEulerTracks,
  type Clip,
  type Track,
} from '../src/index.js';

const angle = (property: string, keys: [number, number][]): Track =>
  createTrack({ node: 'joint1', property, valueType: 'scalar', unit: 'deg', keys: keys.map(([time, value]) => ({ time, value })) });

/** Runs `run` and returns what it threw and how long it took (ms). */
function timed(run: () => unknown): { error: unknown; ms: number } {
  const start = performance.now();
  try {
    run();
    return { error: undefined, ms: performance.now() - start };
  } catch (error) {
    return { error, ms: performance.now() - start };
  }
}

describe('the key limit', () => {
  it('defaults to DEFAULT_MAX_KEYS and takes positive integers or Infinity', () => {
    expect(keyLimit()).toBe(DEFAULT_MAX_KEYS);
    expect(keyLimit({ maxKeys: 10 })).toBe(10);
    expect(keyLimit({ maxKeys: Infinity })).toBe(Infinity);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => keyLimit({ maxKeys: bad })).toThrow(InvalidArgumentError);
  });

  it('names the count, the limit and the option; NaN and infinite counts never pass', () => {
    expect(() => { checkKeyCount(5, 5, 'x'); }).not.toThrow();
    const error = timed(() => { checkKeyCount(6, 5, 'prime: baking'); }).error;
    expect(LimitError.isInstance(error)).toBe(true);
    expect(ConversionError.isInstance(error)).toBe(true);
    expect((error as LimitError).message).toBe('prime: baking would make 6 keys for one track, more than the limit of 5 (raise it with the maxKeys option, --max-keys on the command line)');
    expect([(error as LimitError).count, (error as LimitError).limit, (error as LimitError).option]).toEqual([6, 5, 'maxKeys']);
    expect(() => { checkKeyCount(Number.NaN, 5, 'x'); }).toThrow(/unboundedly many keys/);
    expect(() => { checkKeyCount(Infinity, Infinity, 'x'); }).toThrow(LimitError);
  });

  it('frameTimes refuses 3e13 frames (a 1e12 s range at 30 fps) at once, before allocating', () => {
    const { error, ms } = timed(() => frameTimes(0, 1e12, 30, DEFAULT_MAX_KEYS));
    expect(LimitError.isInstance(error)).toBe(true);
    expect(ms).toBeLessThan(1000);
    expect(frameTimes(0, 1, 30, 31)).toHaveLength(31);
    expect(() => frameTimes(0, 1, 30, 30)).toThrow(LimitError);
  });

  it('bakeTrack of a key range of 1e6 s stops at the default limit; maxKeys raises it', () => {
    const track = angle('rx', [[0, 0], [1e6, 1]]);
    expect(() => bakeTrack(track, { fps: 30 })).toThrow(LimitError);
    const small = angle('rx', [[0, 0], [10, 1]]);
    expect(() => bakeTrack(small, { fps: 30, maxKeys: 100 })).toThrow(/more than the limit of 100/);
    expect(bakeTrack(small, { fps: 30, maxKeys: 301 }).times).toHaveLength(301);
  });

  it('F5: a 1e308° Euler key is a LimitError within 1 s, not an endless cut into 120° turns', () => {
    const zero = angle('ry', [[0, 0]]);
    const { error, ms } = timed(() => eulerTracksToQuat({ x: angle('rx', [[0, 0], [1, 1e308]]), y: zero, z: zero }));
    expect(LimitError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/^rotation joint1: Euler → quaternion, cutting a turn of .* rad into turns below 120° would make/);
    expect(ms).toBeLessThan(1000);
  });

  it('F5: a 9e7° turn (750,000 cuts) is refused at the default limit, and cut when maxKeys allows', () => {
    const zero = angle('ry', [[0, 0]]);
    expect(() => eulerTracksToQuat({ x: angle('rx', [[0, 0], [1, 9e7]]), y: zero, z: zero })).toThrow(LimitError);
    const q = eulerTracksToQuat({ x: angle('rx', [[0, 0], [1, 35_990]]), y: zero, z: zero }, { maxKeys: 301 });
    expect(q.times).toHaveLength(301); // 35,990° in 300 turns below 120°
    expect(() => eulerTracksToQuat({ x: angle('rx', [[0, 0], [1, 35_990]]), y: zero, z: zero }, { maxKeys: 300 })).toThrow(LimitError);
  });

  it('quatToEulerTracks sampling at a rate over a 1e9 s segment is a LimitError', () => {
    const q = createTrack({ node: 'n', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }, { time: 1e9, value: [0, 1, 0, 0] }] });
    expect(() => quatToEulerTracks(q, { fps: 30 })).toThrow(LimitError);
  });
});

describe('convertClip refuses clips with names that are not strings (F3, F4)', () => {
  const target = defineFormat({
    id: 'probe',
    name: 'probe',
    extensions: ['probe'],
    mimeTypes: [],
    binary: false,
    sniff: () => false,
    read: (): string[] => [],
    write: () => new Uint8Array(0),
    summarize: () => ({ tracks: 1, keyframes: 0 }),
    fromClip: (clip: Clip) => ({ value: clip.tracks.map((t) => t.name.replace('.', '_')), warnings: [] }),
  });
  const good = (): Clip => createClip({ name: 'clip', tracks: [angle('rx', [[0, 0], [1, 1]])] });

  it('passes a well-formed clip to the target', () => {
    expect(convertClip(good(), target).value).toEqual(['joint1_rx']);
  });

  const deep = (): unknown => {
    let value: unknown = 'x';
    for (let i = 0; i < 10_000; i++) value = { value };
    return value;
  };
  const cases: [string, (clip: Clip) => void, RegExp][] = [
    ['a node named 7', (c) => { (c.tracks[0] as { node: unknown }).node = 7; }, /track 0's node is number, not a string/],
    ['a null track name', (c) => { (c.tracks[0] as { name: unknown }).name = null; }, /track 0's name .* is null, not a string/],
    ['an object as property', (c) => { (c.tracks[0] as { property: unknown }).property = {}; }, /track 0's property .* is object, not a string/],
    ['a 10,000-deep object as the clip name', (c) => { (c as { name: unknown }).name = deep(); }, /the clip name is object, not a string/],
    ['an infinite duration', (c) => { c.duration = Infinity; }, /the clip duration \(Infinity\) is not a finite number/],
  ];
  it.each(cases)('%s is an InvalidArgumentError before the writer runs', (_, spoil, message) => {
    const clip = good();
    spoil(clip);
    const { error } = timed(() => convertClip(clip, target));
    expect(AnimError.isInstance(error) && error.code).toBe('INVALID_ARGUMENT');
    expect((error as Error).message).toMatch(message);
  });
});

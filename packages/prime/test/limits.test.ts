/**
 * Issue 34, families F1 and F6: Prime writing checks its sizes before allocating — the frames baked
 * from a clip's key range (the key limit of `@anim/core`) and the bone-slot table of a v0 file (one
 * byte per bone id up to the largest).
 */
import { createClip, createTrack, InvalidArgumentError, LimitError, type Clip } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { primeFromClip, readPrime, writePrime } from '../src/index.js';
import { MAX_V0_BONE_ID } from '../src/write-v0.js';

/** One bone rotation keyed at 0 s and at `end` s. */
function clipTo(end: number, node = 'bone3'): Clip {
  return createClip({
    name: 'c',
    frameRate: { numerator: 30, denominator: 1 },
    tracks: [
      createTrack({ node, property: 'rotation', valueType: 'quat', channel: { kind: 'rotation' }, keys: [{ time: 0, value: [0, 0, 0, 1] }, { time: end, value: [0, 0, 1, 0] }] }),
    ],
  });
}

describe('primeFromClip: frames baked are bounded (F1)', () => {
  it.each([1e6, 4294967296, 1e30])('a key at %d s is a LimitError within 1 s', (end) => {
    const start = performance.now();
    expect(() => primeFromClip(clipTo(end))).toThrow(LimitError);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('names the frames, the limit and the option', () => {
    expect(() => primeFromClip(clipTo(1e6))).toThrow('prime: baking 1000000 s at 30 fps would make 30000001 keys for one track, more than the limit of 200000 (raise it with the maxKeys option, --max-keys on the command line)');
  });

  it('maxKeys lowers or raises the limit', () => {
    expect(() => primeFromClip(clipTo(10), { maxKeys: 300 })).toThrow(LimitError);
    expect(primeFromClip(clipTo(10), { maxKeys: 301 }).value.version).toBe(2);
  });
});

describe('v0 writing bounds bone ids before its bone-slot table (F6)', () => {
  it('writes the largest bone id and reads it back', () => {
    const doc = primeFromClip(clipTo(1, `bone${String(MAX_V0_BONE_ID)}`), { version: 0 }).value;
    const back = readPrime(writePrime(doc));
    expect(back.version).toBe(0);
  });

  it('refuses bone 536870912 with a typed error, allocating nothing large', () => {
    const before = process.memoryUsage().arrayBuffers;
    expect(() => primeFromClip(clipTo(1, 'bone536870912'), { version: 0 })).toThrow(InvalidArgumentError);
    expect(() => primeFromClip(clipTo(1, 'bone536870912'), { version: 0 })).toThrow(/bone id 536870912 is above 65535/);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 2 ** 20);
  });
});

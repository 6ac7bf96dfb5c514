/**
 * Issue 31: the fuzzer as a property test over conversion, not only over reading. Valid files of each
 * format (the examples) are mutated by seeded fast-check runs (bytes flipped, runs cut out or inserted,
 * the file truncated, digits changed) and converted through core's `convert` (read → toClip → convertClip → write) to
 * every format of the CLI; each conversion either ends with an `AnimError` or with bytes the target's
 * own reader accepts — never another exception. Work is bounded: a small `maxKeys` caps every
 * resampling (the other sizes are bounded by the readers' and writers' own limits), and the whole
 * property has a time budget well under the test timeout, so a run that balloons fails the test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnimError, convert } from '@anim/core';
import { formats } from './formats.js';
import { EXAMPLES } from './helpers.js';

/**
 * A position as a fraction of the file's length, so it fits any file (evenly spread: fast-check's
 * doubles in [0, 1] are mostly tiny, which would mutate only the first bytes).
 */
const at = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1_000_000);
/** One mutation of a file. */
const mutation = fc.oneof(
  // a digit changed (the next ASCII digit from the position): text files stay well-formed, values,
  // counts, indices and times change, so the runs reach conversion and writing
  { arbitrary: fc.record({ op: fc.constant('digit' as const), at, digit: fc.integer({ min: 0x30, max: 0x39 }) }), weight: 6 },
  { arbitrary: fc.record({ op: fc.constant('flip' as const), at, bits: fc.integer({ min: 1, max: 255 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('set' as const), at, byte: fc.constantFrom(0, 0x20, 0x2d, 0x30, 0x39, 0x7b, 0x7d, 0x22, 0x0a, 0xff, 0x7f, 0x80) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('cut' as const), at, length: fc.integer({ min: 1, max: 64 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('insert' as const), at, bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('digits' as const), at, text: fc.constantFrom('9999999999', '1e308', '-1e308', 'NaN', '4294967295', '-1', '0') }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('truncate' as const), at }), weight: 1 },
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(bytes: Uint8Array, steps: readonly Mutation[]): Uint8Array {
  let out = bytes;
  for (const m of steps) {
    const at = Math.min(out.length, Math.floor(m.at * out.length));
    switch (m.op) {
      case 'flip':
      case 'set': {
        if (at >= out.length) break;
        out = out.slice();
        out[at] = m.op === 'flip' ? out[at]! ^ m.bits : m.byte;
        break;
      }
      case 'digit': {
        let k = at;
        while (k < out.length && (out[k]! < 0x30 || out[k]! > 0x39)) k++;
        if (k >= out.length) break;
        out = out.slice();
        out[k] = m.digit;
        break;
      }
      case 'cut':
        out = Uint8Array.from([...out.subarray(0, at), ...out.subarray(at + m.length)]);
        break;
      case 'insert':
        out = Uint8Array.from([...out.subarray(0, at), ...m.bytes, ...out.subarray(at)]);
        break;
      case 'digits':
        out = Uint8Array.from([...out.subarray(0, at), ...new TextEncoder().encode(m.text), ...out.subarray(at)]);
        break;
      case 'truncate':
        out = out.slice(0, at);
        break;
    }
  }
  return out;
}

/** Seeded, so CI runs the same cases; `FUZZ_SEED=<n>` explores others locally. */
const SEED = Number(process.env.FUZZ_SEED ?? 31);

/** Every example file: examples/<format id>/<file>. */
const files = formats.flatMap((source) =>
  readdirSync(join(EXAMPLES, source.id))
    .filter((n) => !n.startsWith('.'))
    .map((name) => ({ source, name, bytes: new Uint8Array(readFileSync(join(EXAMPLES, source.id, name))) })),
);

/** The outcome of one conversion: `ok`, `typed`, or the message of anything else. */
async function attempt(bytes: Uint8Array, from: (typeof formats)[number], to: (typeof formats)[number]): Promise<string> {
  let written: Uint8Array;
  try {
    ({ bytes: written } = await convert(bytes, { formats, from, to, options: { maxKeys: 5000 } }));
  } catch (error) {
    return AnimError.isInstance(error) ? 'typed' : `untyped at conversion: ${String(error)}`;
  }
  try {
    await to.read(written);
  } catch (error) {
    return `the ${to.id} writer's output does not re-read: ${String(error)}`;
  }
  return 'ok';
}

describe('fuzzing conversion: mutated files convert to every format with a result or an AnimError', () => {
  it('finds the 9 example files', () => {
    expect(files).toHaveLength(9);
  });

  it.each(files.map((f) => [`${f.source.id}/${f.name}`, f] as const))('%s', { timeout: 120_000 }, async (_, { source, bytes }) => {
    const start = performance.now();
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (steps) => {
        const input = mutate(bytes, steps);
        for (const to of formats) {
          const outcome = await attempt(input, source, to);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          expect(outcome).toMatch(/^(ok|typed)/);
        }
      }),
      { numRuns: 40, seed: SEED },
    );
    // the runs exercise writing, not only refusals at reading
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(60_000);
  });
});

/**
 * The compressed-AnimX fuzz run by `compression-fuzz.test.ts` in a child process, so that a hang or an
 * out-of-memory abort in a decompression library is caught by the parent's time limit (the watchdog)
 * instead of stalling the suite. Mutates the LZMA header (every properties byte, dictionary sizes,
 * declared sizes), the LZ4 frame header and the compressed streams of AnimX files written from the
 * fixtures; every read must return or throw `ParseError`/`UnsupportedFeatureError`/`UnsupportedVersionError`. Prints one JSON
 * line: the number of cases, the slowest case in milliseconds and the number of each outcome.
 */
import { ParseError, UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';
import fc from 'fast-check';
import { readAnimx } from '../src/index.js';
import { animxFixture } from './helpers.js';

const outcomes = { ok: 0, parseError: 0, unsupported: 0 };
let cases = 0;
let slowest = 0;

function run(bytes: Uint8Array): void {
  const start = performance.now();
  try {
    readAnimx(bytes);
    outcomes.ok++;
  } catch (error) {
    if (ParseError.isInstance(error)) outcomes.parseError++;
    else if (UnsupportedFeatureError.isInstance(error) || UnsupportedVersionError.isInstance(error)) outcomes.unsupported++;
    else throw error;
  }
  slowest = Math.max(slowest, performance.now() - start);
  cases++;
}

for (const name of ['track-curve.animj', 'value-types-vector.animj']) {
  const lzma = animxFixture(name, 'lzma');
  const props = lzma.indexOf(0x5d, 10);
  // Every properties byte, with the real and with hostile dictionary sizes.
  for (const dict of [undefined, [0xff, 0xff, 0xff, 0x7f], [0xff, 0xff, 0xff, 0xff], [0, 0, 0, 0]]) {
    for (let byte = 0; byte < 256; byte++) {
      const m = Uint8Array.from(lzma);
      m[props] = byte;
      if (dict !== undefined) m.set(dict, props + 1);
      run(m);
    }
  }
  // Random header fields and stream bytes.
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(props + 40), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
      fc.array(fc.tuple(fc.nat(lzma.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
      (header, stream) => {
        const m = Uint8Array.from(lzma);
        for (const [i, v] of header) if (i < m.length) m[i] = v;
        for (const [i, v] of stream) m[i] = v;
        run(m);
      },
    ),
    { numRuns: 1500, seed: 19 },
  );
  const lz4 = animxFixture(name, 'lz4');
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.nat(lz4.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), (edits) => {
      const m = Uint8Array.from(lz4);
      for (const [i, v] of edits) m[i] = v;
      run(m);
    }),
    { numRuns: 1500, seed: 20 },
  );
}
console.log(JSON.stringify({ cases, slowest, outcomes }));

/**
 * Parse throughput of `readRoto` against the floor named in the issue: one pass over the same bytes that
 * splits on whitespace and braces and decodes every hex float (`x` + hex digits → float32).
 *
 * Each input up to 10 MB also gets a `toClip-…` case: `rotoToClip` of the read document, with reading the same bytes
 * as its floor (the ratio is conversion speed over parse speed).
 *
 * Cases: generated scripts (`generate.ts`: animated Roto shapes and RotoPaint strokes), always; and the
 * large reference files (LensEngine, FlareFactory, h_stickit) when `ANIM_CORPUS` names the reference corpus
 * folder (the one holding `roto/`). Prints which cases ran and which were left out, and why.
 *
 * Run: `pnpm --filter @anim/roto bench`, or `ANIM_CORPUS=/path/to/corpus pnpm --filter @anim/roto bench`.
 *
 * The script runs Node with `--max-semi-space-size=64 --expose-gc` (package.json): V8's default young
 * generation (16 MB semi-spaces) is smaller than one conversion's output (a 1.6 MB script converts to
 * 30,000 tracks, ~14 MB of track objects and typed-array views that all outlive the call), so every
 * conversion's tracks were copied twice by the scavenger, and how often that happened depended on what
 * ran before. Each case starts from a collected heap (`gc()`, the input made before it and its
 * generator's garbage gone), and reads the input once before measuring (the first read of a process
 * also grows the young generation). Both flags act on the measured code and its floor alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBenchCase } from '@anim/test-utils';
import { readRoto, rotoToClip } from '../src/index.js';
import { generate } from './generate.js';

const bits = new Uint32Array(1);
const single = new Float32Array(bits.buffer);

/** The floor: split on whitespace and braces, decode every hex float; returns a checksum. */
function floor(bytes: Uint8Array): number {
  let sum = 0;
  let tokens = 0;
  let start = -1;
  const n = bytes.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? bytes[i]! : 32;
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 123 || c === 125) {
      if (start >= 0) {
        tokens++;
        if (bytes[start] === 120 && i - start > 1 && i - start <= 9) {
          let v = 0;
          for (let k = start + 1; k < i; k++) {
            const d = bytes[k]!;
            v = v * 16 + (d <= 57 ? d - 48 : (d | 32) - 87);
          }
          bits[0] = v;
          sum += single[0]!;
        }
        start = -1;
      }
    } else if (start < 0) start = i;
  }
  return sum + tokens;
}

/** One input: its name and how to make its bytes. */
interface Input {
  readonly name: string;
  readonly make: () => Uint8Array;
}

// Inputs are made when their case runs: generating the 50 MB script first left a large heap behind
// that slowed the garbage collector during the corpus cases (their ratios dropped by a sixth).
const generated: Input[] = [
  { name: 'generated-1.5MB', make: () => generate(1.5e6) },
  { name: 'generated-50MB', make: () => generate(50e6) },
];

/** The large reference files, read from `$ANIM_CORPUS/roto/` when that variable is set. */
const REFERENCE: readonly [string, string][] = [
  ['LensEngine-1.6MB', 'NukeSurvivalToolkit_publicRelease__NST_LensEngine.gizmo'],
  ['FlareFactory-1.5MB', 'NukeToolSet__FlareFactory.gizmo'],
  ['h_stickit-0.8MB', 'NukeSurvivalToolkit_publicRelease__NST_h_stickit.gizmo'],
];

function referenceInputs(): { inputs: Input[]; skipped: string } {
  const root = process.env.ANIM_CORPUS;
  if (root === undefined || root === '') {
    return { inputs: [], skipped: 'ANIM_CORPUS is not set (the reference corpus folder, holding roto/)' };
  }
  const dir = join(resolve(root), 'roto');
  const missing = REFERENCE.filter(([, file]) => !existsSync(join(dir, file))).map(([, file]) => file);
  // A corpus folder named on purpose must hold the files: a typo is an error, not a shorter run.
  if (missing.length > 0) throw new Error(`ANIM_CORPUS=${root}: ${dir} lacks ${missing.join(', ')}`);
  return { inputs: REFERENCE.map(([name, file]) => ({ name, make: () => new Uint8Array(readFileSync(join(dir, file))) })), skipped: '' };
}

const reference = referenceInputs();
const inputs = [...reference.inputs, ...generated];
console.log(`roto bench cases: ${inputs.map((i) => `read-${i.name}`).join(', ')}`);
if (reference.inputs.length === 0) console.log(`roto bench: reference-file cases left out: ${reference.skipped}`);

/** Collects garbage when the script runs with `--expose-gc` (see the module description). */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

for (const { name, make } of inputs) {
  const bytes = make();
  readRoto(bytes); // fail fast on a generator bug, and warm up
  collect();
  await runBenchCase({
    pkg: 'roto',
    name: `read-${name}`,
    bytes: bytes.length,
    run: () => readRoto(bytes),
    floorName: 'split-ws-braces+hex-decode',
    floor: () => floor(bytes),
    // The 50 MB read takes ~0.4 s: 8 s gives each of the 20 rounds a few reads, not one.
    time: bytes.length > 10e6 ? 8000 : 2000,
  });
  // Conversion of the read document, measured against reading the same bytes (goal: ≥ 0.5×); inputs
  // up to 10 MB (the 50 MB script converts to ~500,000 tracks: too much memory beside other jobs).
  if (bytes.length > 10e6) continue;
  const doc = readRoto(bytes);
  rotoToClip(doc);
  collect();
  await runBenchCase({
    pkg: 'roto',
    name: `toClip-${name}`,
    bytes: bytes.length,
    run: () => rotoToClip(doc),
    floorName: 'readRoto',
    floor: () => readRoto(bytes),
    time: 2000,
  });
}
console.log(`roto bench: ran ${String(inputs.length)} cases (${String(reference.inputs.length)} on reference files, ${String(generated.length)} generated)`);

/**
 * Parse throughput of `readRoto` on the large corpus files and on a generated ~50 MB script, against
 * the floor named in the issue: one pass over the same bytes that splits on whitespace and braces and
 * decodes every hex float (`x` + hex digits → float32). Run: `pnpm --filter @anim/roto bench`.
 */
import { corpusBytes } from '@anim/test-utils';
import { runBenchCase } from '@anim/test-utils';
import { readRoto } from '../src/index.js';
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

// Inputs are made when their case runs: generating the 50 MB script first left a large heap behind
// that slowed the garbage collector during the corpus cases (their ratios dropped by a sixth).
const cases: [string, () => Uint8Array][] = [
  ['LensEngine-1.6MB', () => corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__NST_LensEngine.gizmo')],
  ['FlareFactory-1.5MB', () => corpusBytes('roto', 'NukeToolSet__FlareFactory.gizmo')],
  ['h_stickit-0.8MB', () => corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__NST_h_stickit.gizmo')],
  ['generated-50MB', () => generate(50e6)],
];

for (const [name, make] of cases) {
  const bytes = make();
  readRoto(bytes); // fail fast on a generator bug
  await runBenchCase({
    pkg: 'roto',
    name: `read-${name}`,
    bytes: bytes.length,
    run: () => readRoto(bytes),
    floorName: 'split-ws-braces+hex-decode',
    floor: () => floor(bytes),
    time: bytes.length > 10e6 ? 4000 : 2000,
  });
}

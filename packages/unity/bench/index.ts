/**
 * @anim/unity bench (issue #30): a clip as `writeUnity` writes it — BONES bones × position/Euler/scale ×
 * 1,000 keys plus the editor curves (`generate.ts`) — at ~20 MB (6 bones) and ~60 MB (18 bones), the
 * sizes of mocap clips from Unity. In the same run, per size:
 *
 * - `readUnity` against `JSON.parse` of the document as a JSON text of about the same size (goal ≥ 0.25×);
 * - `unityToClip` and `writeUnity` against `readUnity` of the same file (goal ≥ 0.5× each);
 * - peak memory of reading, and of reading + converting, each in a plain `node` process of its own that
 *   runs the built package (`pnpm bench` builds it first) as a user's program does: the peak resident
 *   set (Linux's `VmHWM`) in all, and above the process's baseline before the file is
 *   read from disk (goal ≤ 6× the file).
 *
 * UNITY_BENCH_MB (`20,60`) picks the sizes; `uptime` is printed first (the machine is shared).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchCase } from '@anim/test-utils';
import { readUnity, unityToClip, writeUnity } from '../src/index.js';
import { bonesFor, generateClip } from './generate.js';

const SIZES = (process.env.UNITY_BENCH_MB ?? '20,60').split(',').map(Number);
const time = Number(process.env.BENCH_TIME ?? 4000);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** The memory probe: argv file, stage; prints file bytes, baseline and peak resident set (bytes). */
const PROBE = `
import { readFileSync } from 'node:fs';
import { readUnity, unityToClip } from '@anim/unity';
const [file, stage] = process.argv.slice(1);
// VmHWM: the peak resident set of this process image (maxRSS would carry the forking parent's over).
const hwm = () => Number(/VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
const baseline = hwm();
const bytes = readFileSync(file);
const doc = readUnity(bytes);
const kept = stage === 'convert' ? unityToClip(doc).value : doc;
const peak = hwm();
console.log(bytes.length, baseline, peak, typeof kept);
`;
const dir = mkdtempSync(join(tmpdir(), 'unity-bench-'));
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (${String(SIZES)} MB)`);

try {
  for (const mb of SIZES) {
    const bones = bonesFor(mb);
    const bytes = generateClip(bones);
    const doc = readUnity(bytes);
    if (!Buffer.from(writeUnity(doc)).equals(Buffer.from(bytes))) throw new Error('bench file does not round-trip');
    const json = JSON.stringify(doc);
    const size = `${(bytes.length / 1e6).toFixed(1)}MB`;
    console.log(`generated ${size}: ${String(bones)} bones × 3 curves × 1000 keys (+ editor curves); JSON text of the document ${(json.length / 1e6).toFixed(1)} MB`);
    // Throughputs are counted on the .anim bytes for both tasks (the JSON text is within 1% of it).
    await runBenchCase({ pkg: 'unity', name: `read-${size}`, bytes: bytes.length, run: () => readUnity(bytes), floorName: 'JSON.parse', floor: (): unknown => JSON.parse(json), time });
    await runBenchCase({ pkg: 'unity', name: `toClip-${size}`, bytes: bytes.length, run: () => unityToClip(doc), floorName: 'readUnity', floor: () => readUnity(bytes), time });
    await runBenchCase({ pkg: 'unity', name: `write-${size}`, bytes: bytes.length, run: () => writeUnity(doc), floorName: 'readUnity', floor: () => readUnity(bytes), time });
    const file = join(dir, `bench-${size}.anim`);
    writeFileSync(file, bytes);
    for (const stage of ['read', 'convert']) {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, file, stage], { encoding: 'utf8', cwd: packageDir });
      const [fileBytes, baseline, peak] = out.trim().split(' ').map(Number);
      const over = (peak! - baseline!) / fileBytes!;
      console.log(`unity memory-${stage}-${size}: peak ${(peak! / 1e6).toFixed(0)} MB, baseline ${(baseline! / 1e6).toFixed(0)} MB, ${over.toFixed(2)}× the file above the baseline (${(peak! / fileBytes!).toFixed(2)}× in all)`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/* global URL, process, console */
// The CLI at size (issue #30): `anim info` (text table) against `anim info --json` on the same big file,
// and `anim plot`'s SVG size and time. Wall time of whole invocations, median of RUNS runs (default 3),
// text and JSON interleaved so that a change of machine load hits both alike; the load average is
// printed with the results. Inputs: a generated Maya file of 14,078 curves (the size of the
// Nuke__K_BokehBuilder gizmo of the issue) and, when ANIM_CORPUS names the corpus folder, the two big
// Nuke gizmos of roto/ (LensEngine, FlareFactory). Goals: text ≤ 2× JSON; SVG ≤ 8 MB.
// Then `anim convert` of Unity clips (UNITY_MB, default 20,60: packages/unity/bench's clip, written by
// writeUnity) to .glb: wall time (goal < 10 s at 60 MB) and the child's peak resident set (Linux's
// VmHWM, read at exit by a preloaded module), against the file (goal ≤ 6×, node's baseline included).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = process.env.ANIM_BIN ?? fileURLToPath(new URL('../bin/anim.js', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 3);
const CURVES = 14_078;

function generateMaya() {
  const parts = ['animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\nstartTime 1;\nendTime 48;\n'];
  for (let c = 0; c < CURVES; c++) {
    const axis = 'XYZ'[c % 3];
    parts.push(
      `anim translate.translate${axis} translate${axis} node${Math.floor(c / 3)} ${Math.floor(c / 3)} 0 ${c % 3};\nanimData {\n  input time;\n  output linear;\n  weighted 0;\n  preInfinity constant;\n  postInfinity constant;\n  keys {\n`,
    );
    for (let k = 0; k < 4; k++) parts.push(`    ${1 + k * 12} ${((c * 7 + k * 13) % 100) / 4} linear linear 1 1 0;\n`);
    parts.push('  }\n}\n');
  }
  return parts.join('');
}

function timeOnce(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'ignore'], maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`anim ${args.join(' ')} exited ${r.status}`);
  return ms;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Prints the process's peak resident set (bytes) to the file PEAK_FILE names, at exit. */
const PEAK_PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { readFileSync, writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.PEAK_FILE, String(Number(/VmHWM:\\s*(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024)));",
)}`;

/** Wall time (ms) and peak resident set (bytes) of one `anim` run. */
function timeWithPeak(args, peakFile) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', PEAK_PRELOAD, BIN, ...args], { stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, PEAK_FILE: peakFile } });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`anim ${args.join(' ')} exited ${r.status}`);
  return { ms, peak: Number(readFileSync(peakFile, 'utf8')) };
}

const dir = mkdtempSync(join(tmpdir(), 'anim-size-bench-'));
try {
  const generated = join(dir, 'big.anim');
  writeFileSync(generated, generateMaya());
  const inputs = [[`generated Maya, ${CURVES} curves`, generated]];
  const corpus = process.env.ANIM_CORPUS;
  if (corpus !== undefined) {
    for (const name of ['NukeSurvivalToolkit_publicRelease__NST_LensEngine.gizmo', 'NukeToolSet__FlareFactory.gizmo']) {
      const path = join(corpus, 'roto', name);
      if (existsSync(path)) inputs.push([name, path]);
    }
  }
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);
  for (const [label, path] of inputs) {
    const text = [];
    const json = [];
    for (let run = 0; run < RUNS; run++) {
      json.push(timeOnce(['info', path, '--json']));
      text.push(timeOnce(['info', path]));
    }
    const [t, j] = [median(text), median(json)];
    console.log(`${label}: info ${t.toFixed(0)} ms, info --json ${j.toFixed(0)} ms: text ×${(t / j).toFixed(2)} of JSON (goal ≤ 2)`);
    const svg = join(dir, 'plot.svg');
    const plot = median(Array.from({ length: RUNS }, () => timeOnce(['plot', path, '-o', svg, '--force'])));
    console.log(`${label}: plot ${plot.toFixed(0)} ms, SVG ${(statSync(svg).size / 1e6).toFixed(2)} MB (goal ≤ 8 MB)`);
  }
  const writeClip = fileURLToPath(new URL('../../../packages/unity/bench/write-clip.ts', import.meta.url));
  for (const mb of (process.env.UNITY_MB ?? '20,60').split(',').map(Number)) {
    const clip = join(dir, `unity-${mb}.anim`);
    execFileSync(process.execPath, ['--import', 'tsx', writeClip, String(mb), clip]);
    const size = statSync(clip).size;
    const runs = Array.from({ length: RUNS }, () => timeWithPeak(['convert', clip, join(dir, 'out.glb'), '--force', '--quiet'], join(dir, 'peak')));
    const ms = median(runs.map((r) => r.ms));
    const peak = median(runs.map((r) => r.peak));
    console.log(
      `Unity ${(size / 1e6).toFixed(1)} MB → glTF: convert ${ms.toFixed(0)} ms (goal < 10 s at 60 MB), peak ${(peak / 1e6).toFixed(0)} MB = ${(peak / size).toFixed(2)}× the file (goal ≤ 6×), glb ${(statSync(join(dir, 'out.glb')).size / 1e6).toFixed(2)} MB`,
    );
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

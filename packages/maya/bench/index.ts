/**
 * @anim/maya bench: read and write a generated 77 MB `.anim` (2,000 curves × 1,000 keys, the "~50 MB" file), against the floor
 * "one pass over the same bytes calling parseFloat on every numeric token" (UTF-8 decode included in both),
 * in the same run. The file is generated in memory.
 */
import { runBenchCase } from '@anim/test-utils';
import { readMaya, writeMaya } from '../src/index.js';
import { formatMaya } from '../src/write.js';

const CURVES = 2000;
const KEYS = 1000;
const TANGENTS = ['auto', 'spline', 'linear', 'flat', 'clamped', 'step'];

function generate(): Uint8Array {
  const parts: string[] = ['animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\nstartTime 1;\nendTime 1000;\n'];
  let seed = 12345;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let c = 0; c < CURVES; c++) {
    const axis = 'XYZ'[c % 3]!;
    const attr = c % 6 < 3 ? `translate.translate${axis} translate${axis}` : `rotate.rotate${axis} rotate${axis}`;
    parts.push(`anim ${attr} joint${Math.floor(c / 6)} ${Math.floor(c / 6)} 0 ${c % 6};\nanimData {\n  input time;\n  output ${c % 6 < 3 ? 'linear' : 'angular'};\n  weighted ${c % 2};\n  preInfinity constant;\n  postInfinity constant;\n  keys {\n`);
    let value = random() * 100 - 50;
    for (let k = 0; k < KEYS; k++) {
      value += random() * 4 - 2;
      const tangent = TANGENTS[Math.floor(random() * TANGENTS.length)]!;
      if (k % 50 === 25) {
        parts.push(`    ${k + 1} ${value.toFixed(6)} fixed fixed 1 0 0 ${(random() * 90 - 45).toFixed(4)} ${(random() * 5).toFixed(4)} ${(random() * 90 - 45).toFixed(4)} 1;\n`);
      } else {
        parts.push(`    ${k + 1} ${value.toFixed(6)} ${tangent} ${tangent} 1 1 0;\n`);
      }
    }
    parts.push('  }\n}\n');
  }
  return new TextEncoder().encode(parts.join(''));
}

/** The floor: decode, then one pass over the text calling parseFloat on every numeric token. */
function parseFloatPass(bytes: Uint8Array): number {
  const text = new TextDecoder().decode(bytes);
  const n = text.length;
  let sum = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9 || c === 59) {
      i++;
      continue;
    }
    const start = i;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 32 || d === 10 || d === 13 || d === 9 || d === 59) break;
      i++;
    }
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) sum += parseFloat(text.slice(start, i));
  }
  return sum;
}

const bytes = generate();
const doc = readMaya(bytes);
if (!Buffer.from(writeMaya(doc)).equals(Buffer.from(bytes))) throw new Error('bench file does not round-trip');
console.log(`generated ${(bytes.length / 1e6).toFixed(1)} MB: ${CURVES} curves × ${KEYS} keys`);

const time = Number(process.env.BENCH_TIME ?? 4000);
await runBenchCase({
  pkg: 'maya',
  name: 'read-2000x1000',
  bytes: bytes.length,
  run: () => readMaya(bytes),
  floorName: 'parseFloat pass',
  floor: () => parseFloatPass(bytes),
  time,
});
await runBenchCase({
  pkg: 'maya',
  name: 'write-unchanged-2000x1000',
  bytes: bytes.length,
  run: () => writeMaya(doc),
  floorName: 'parseFloat pass',
  floor: () => parseFloatPass(bytes),
  time,
});
const canonicalBytes = new TextEncoder().encode(formatMaya(doc, { canonical: true })).length;
await runBenchCase({
  pkg: 'maya',
  name: 'write-canonical-2000x1000',
  bytes: canonicalBytes,
  run: () => writeMaya(doc, { canonical: true }),
  floorName: 'parseFloat pass',
  floor: () => parseFloatPass(bytes),
  time,
});

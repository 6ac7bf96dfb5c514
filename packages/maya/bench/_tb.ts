import { runBenchCase } from '@anim/test-utils';
import { readMaya } from '../src/index.js';
import { readFileSync } from 'node:fs';
const bytes = new Uint8Array(readFileSync('/tmp/big.anim'));
function parseFloatPass(bytes: Uint8Array): number {
  const text = new TextDecoder().decode(bytes);
  const n = text.length; let sum = 0; let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9 || c === 59) { i++; continue; }
    const start = i;
    while (i < n) { const d = text.charCodeAt(i); if (d === 32 || d === 10 || d === 13 || d === 9 || d === 59) break; i++; }
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) sum += parseFloat(text.slice(start, i));
  }
  return sum;
}
const keep = readMaya(bytes); console.log(keep.anims.length);
await runBenchCase({ pkg: 'maya', name: 'read', bytes: bytes.length, run: () => readMaya(bytes), floorName: 'pf', floor: () => parseFloatPass(bytes), time: 3000 });

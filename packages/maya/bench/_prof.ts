import { readMaya } from '../src/index.js';
import { readFileSync } from 'node:fs';
const bytes = new Uint8Array(readFileSync('/tmp/big.anim'));
for (let r = 0; r < 3; r++) { const t = performance.now(); readMaya(bytes); console.log(performance.now() - t); }

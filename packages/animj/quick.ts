import { generateAnimj } from './bench/generate.ts';
import { readAnimj, validateAnimj } from './src/index.ts';
const bytes = generateAnimj(50e6);
const text = new TextDecoder().decode(bytes);
console.log('MB', bytes.length / 1e6);
for (let i = 0; i < 4; i++) {
  let t = performance.now(); JSON.parse(text); const jp = performance.now() - t;
  t = performance.now(); JSON.parse(new TextDecoder().decode(bytes)); const jpd = performance.now() - t;
  t = performance.now(); const d = readAnimj(bytes); validateAnimj(d); const ours = performance.now() - t;
  console.log('JSON.parse(text)', jp.toFixed(0), 'decode+parse', jpd.toFixed(0), 'ours', ours.toFixed(0), 'ratio', (jp / ours).toFixed(2), (jpd / ours).toFixed(2));
}

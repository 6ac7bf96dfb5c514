import { readPrime, writePrime } from '../src/index.js';
const mod = await import('./gen.tmp.ts');
const keys = 8000;
const doc = mod.generateV2(200, keys);
const bytes = writePrime(doc);
const translated = doc.descriptors.filter((d: { translation: unknown }) => d.translation !== null).length;
const streamAt = 4 + 48 + doc.keyBitmapWords.length * 4 + 8 + 200 * 17 + translated * 9;
const a: number[] = [];
const b: number[] = [];
for (let r = 0; r < 12; r++) {
  let t0 = performance.now();
  readPrime(bytes);
  a.push(performance.now() - t0);
  t0 = performance.now();
  mod.floorV2(bytes, streamAt, doc, keys);
  b.push(performance.now() - t0);
}
a.sort((x, y) => x - y); b.sort((x, y) => x - y);
console.log('mine', a[6]!.toFixed(0), 'floor', b[6]!.toFixed(0), 'ratio', (b[6]! / a[6]!).toFixed(2));

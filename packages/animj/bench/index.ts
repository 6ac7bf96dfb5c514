/**
 * `pnpm bench`: read + validate of a generated ~50 MB AnimJ file against `JSON.parse` of the same text
 * (the floor), in the same run; then the same from bytes (UTF-8 decode + JSON.parse), the writer
 * against `JSON.stringify`, and AnimX read/write.
 */
import { runBenchCase } from '@anim/test-utils';
import { readAnimj, readAnimx, validateAnimj, writeAnimj, writeAnimx } from '../src/index.js';
import { generateAnimj } from './generate.js';

const bytes = generateAnimj(50e6);
const decoder = new TextDecoder();
const text = decoder.decode(bytes);
const doc = readAnimj(bytes);
console.log(`generated ${(bytes.length / 1e6).toFixed(1)} MB of AnimJ, ${String(doc.tracks.length)} tracks`);

const readValidate = (): unknown => {
  const d = readAnimj(bytes);
  return validateAnimj(d).length + d.tracks.length;
};

await runBenchCase({ pkg: 'animj', name: 'read-validate-50MB', bytes: bytes.length, run: readValidate, floorName: 'JSON.parse', floor: () => JSON.parse(text) as unknown, time: 6000 });
await runBenchCase({
  pkg: 'animj',
  name: 'read-validate-50MB-from-bytes',
  bytes: bytes.length,
  run: readValidate,
  floorName: 'decode+JSON.parse',
  floor: () => JSON.parse(decoder.decode(bytes)) as unknown,
  time: 6000,
});
// The writer and AnimX run on a 5 MB document. The writer's floor is JSON.stringify of the equivalent
// plain object: the parse of the writer's own text, whose numbers are the doubles nearest the
// shortest float32 texts, so JSON.stringify prints the same digits (its output is compact, the
// writer's pretty; MB/s of both are counted on the writer's bytes).
const small = generateAnimj(5e6);
const smallDoc = readAnimj(small);
const smallParsed: unknown = JSON.parse(decoder.decode(writeAnimj(smallDoc)));
await runBenchCase({ pkg: 'animj', name: 'write-5MB', bytes: small.length, run: () => writeAnimj(smallDoc), floorName: 'JSON.stringify', floor: () => JSON.stringify(smallParsed), time: 3000 });

const animx = writeAnimx(smallDoc);
await runBenchCase({ pkg: 'animj', name: 'animx-read', bytes: animx.length, run: () => readAnimx(animx), floorName: 'Uint8Array.slice', floor: () => animx.slice(), time: 2000 });
await runBenchCase({ pkg: 'animj', name: 'animx-write', bytes: animx.length, run: () => writeAnimx(smallDoc), floorName: 'Uint8Array.slice', floor: () => animx.slice(), time: 2000 });

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
const parsed: unknown = JSON.parse(text);
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
await runBenchCase({ pkg: 'animj', name: 'write-50MB', bytes: bytes.length, run: () => writeAnimj(doc), floorName: 'JSON.stringify', floor: () => JSON.stringify(parsed), time: 6000 });

const animx = writeAnimx(doc);
await runBenchCase({ pkg: 'animj', name: 'animx-read', bytes: animx.length, run: () => readAnimx(animx), floorName: 'Uint8Array.slice', floor: () => animx.slice(), time: 3000 });
await runBenchCase({ pkg: 'animj', name: 'animx-write', bytes: animx.length, run: () => writeAnimx(doc), floorName: 'Uint8Array.slice', floor: () => animx.slice(), time: 3000 });

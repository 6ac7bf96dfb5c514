/**
 * `pnpm bench`: reader and writer throughput on generated recordings — hands only, 60 s at 90 Hz
 * (~6 MB, the shape of a long MRTK recording) and ~50 MB files of both versions — and, when
 * `ANIM_CORPUS` names the reference corpus folder, on its v1.0 recording `mrtk/v10-full.bin` and its
 * long recording `mrtk/v11-long.bin` (when the corpus holds it). Each case runs against the floor
 * "DataView copy of every float in the file into a Float32Array", measured in the same run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBenchCase } from '@anim/test-utils';
import { allocateMrtkCurve, createMrtkDocument, emptyMrtkHandCurves, MRTK_POSE_FIELDS, readMrtk, writeMrtk, type MrtkDocument, type MrtkVersion } from '../src/index.js';

/** The floor: read every 4-byte float of the file through a DataView into a Float32Array. */
function floorRead(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.byteLength >>> 2;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** The writer's floor: write every float back through a DataView into a new buffer. */
function floorWrite(floats: Float32Array): Uint8Array {
  const bytes = new Uint8Array(floats.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < floats.length; i++) view.setFloat32(i * 4, floats[i]!, true);
  return bytes;
}

/** A hands-only recording with `keys` keys on every joint curve (like MRTK's "minimal" profile output). */
function generated(keys: number, version: MrtkVersion): MrtkDocument {
  // v1.0 files store 28-byte keys: give those curves tangents so that the generated file exercises them.
  const withTangents = version === '1.0';
  const doc = createMrtkDocument(version);
  const hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
  let seed = 1;
  for (const hand of [hands.left, hands.right]) {
    for (const joint of hand.joints) {
      for (const field of MRTK_POSE_FIELDS) {
        const c = allocateMrtkCurve(keys, 8, 8, withTangents);
        c.tangents?.weightedMode.fill(3);
        const phase = seed++ * 0.37;
        for (let k = 0; k < keys; k++) {
          c.time[k] = k / 90;
          c.value[k] = Math.sin(phase + k * 0.01);
        }
        joint[field] = c;
      }
    }
  }
  doc.hands = hands;
  doc.markers = [{ time: 1, name: 'start' }];
  return doc;
}

async function both(name: string, bytes: Uint8Array): Promise<void> {
  const mb = (bytes.length / 1e6).toFixed(1);
  console.log(`# ${name}: ${mb} MB`);
  await runBenchCase({
    pkg: 'mrtk',
    name: `read-${name}`,
    bytes: bytes.length,
    run: () => readMrtk(bytes),
    floorName: 'DataView float copy',
    floor: () => floorRead(bytes),
  });
  const doc = readMrtk(bytes);
  const floats = floorRead(bytes);
  await runBenchCase({
    pkg: 'mrtk',
    name: `write-${name}`,
    bytes: bytes.length,
    run: () => writeMrtk(doc),
    floorName: 'DataView float write',
    floor: () => floorWrite(floats),
  });
}

await both('generated-6MB-v1.1', writeMrtk(generated(2014, '1.1')));
await both('generated-50MB-v1.1', writeMrtk(generated(16_500, '1.1')));
await both('generated-50MB-v1.0', writeMrtk(generated(4_700, '1.0')));

// Reference files, only when asked for: ANIM_CORPUS=/path/to/corpus pnpm bench.
const corpus = process.env.ANIM_CORPUS;
if (corpus !== undefined && corpus !== '') {
  const file = (name: string): Uint8Array => new Uint8Array(readFileSync(join(corpus, 'mrtk', name)));
  await both('v10-full', file('v10-full.bin'));
  if (existsSync(join(corpus, 'mrtk', 'v11-long.bin'))) await both('v11-long', file('v11-long.bin'));
  else console.log(`# v11-long: not in ${join(corpus, 'mrtk')}; skipped`);
}

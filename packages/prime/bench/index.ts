/**
 * `pnpm bench`: decoder throughput on generated ~50 MB files, each against its floor measured in the
 * same run:
 * - v2: the floor unpacks every bit field of the bitstream (big-endian words, LSB first, straddling
 *   words), sign-extends, accumulates and dequantises (three `Math.sin` and a `Math.sqrt` per rotation,
 *   a multiply per translation component) into a Float32Array: the least work any decoder must do;
 * - v0: the floor copies every float of the file through a DataView into a Float32Array.
 *
 * The generated files are always measured. With `ANIM_CORPUS=/path/to/corpus` (the folder holding
 * `prime/`), the well-formed reference files are measured too (all of them read in turn, against the
 * same DataView floor); without it they are skipped, and the bench says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBenchCase } from '@anim/test-utils';
import { buildV0, writeV0Document } from '../src/write-v0.js';
import { readPrime, writePrime, type PrimeChannel, type PrimeDescriptor, type PrimeDocumentV2 } from '../src/index.js';

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A quantised MP1 v2 animation: `channels` bones (every third translated), random-walk values. */
function generateV2(channels: number, keys: number): PrimeDocumentV2 {
  const rand = random(7);
  const walk = (bits: number, limit: number): { init: [number, number, number]; bits: [number, number, number]; values: Int32Array } => {
    const values = new Int32Array(keys * 3);
    const span = 2 ** (bits - 1) - 1;
    for (let c = 0; c < 3; c++) {
      let v = Math.round((rand() - 0.5) * limit);
      for (let k = 0; k < keys; k++) {
        if (k > 0) {
          let d = Math.round((rand() * 2 - 1) * span);
          if (Math.abs(v + d) > limit) d = -d;
          v += d;
        }
        values[k * 3 + c] = v;
      }
    }
    return { init: [values[0]!, values[1]!, values[2]!], bits: [bits, bits, bits], values };
  };
  const descriptors: PrimeDescriptor[] = [];
  for (let i = 0; i < channels; i++) {
    const rotation = walk(10 + (i % 4), 20000);
    const wSign = new Uint8Array(keys);
    for (let k = 1; k < keys; k++) wSign[k] = rand() < 0.1 ? 1 : 0;
    descriptors.push({
      boneId: i,
      rotation: { keyCount: keys - 1, ...rotation, wSign },
      translation: i % 3 === 0 ? { keyCount: keys - 1, ...walk(12, 30000) } : null,
      scale: null,
    });
  }
  const words = new Uint32Array(Math.ceil(keys / 32)).fill(0xffffffff);
  if (keys % 32 !== 0) words[words.length - 1] = (2 ** (keys % 32) - 1) >>> 0;
  return {
    version: 2,
    game: 'mp1',
    frameCount: keys,
    keyFrames: Uint32Array.from({ length: keys }, (_, i) => i),
    channels: [],
    trailing: new Uint8Array(0),
    scratchSize: 0xffffffff,
    evntId: 0xffffffff,
    unk0: 1,
    unk1: null,
    duration: (keys - 1) / 30,
    interval: 1 / 30,
    rootBoneId: 3,
    looping: 0,
    rotationDivisor: 0x7fff,
    translationMultiplier: 1e-3,
    scaleMultiplier: null,
    boneChannelCount: channels,
    unk3: 1,
    keyBitmapBitCount: keys,
    keyBitmapWords: words,
    boneChannelCount2: channels,
    descriptors,
    bitstreamPadding: 0,
  };
}

/** The v2 floor: bit fields → sign-extend → accumulate → dequantise, with the layout known in advance. */
function floorV2(bytes: Uint8Array, streamAt: number, doc: PrimeDocumentV2, keys: number): Float32Array {
  const wordCount = (bytes.length - streamAt) >>> 2;
  const words = new Uint32Array(wordCount + 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset + streamAt);
  for (let i = 0; i < wordCount; i++) words[i] = view.getUint32(i * 4);
  const widthList: number[] = [];
  const rotationList: number[] = [];
  const initList: number[] = [];
  for (const d of doc.descriptors) {
    for (const b of [d.rotation, d.translation]) {
      if (b === null) continue;
      widthList.push(...b.bits);
      rotationList.push(b === d.rotation ? 1 : 0);
      initList.push(...b.init);
    }
  }
  const widths = Uint8Array.from(widthList);
  const isRotation = Uint8Array.from(rotationList);
  const acc = Int32Array.from(initList);
  const blocks = isRotation.length;
  const out = new Float32Array(keys * blocks * 4);
  const q = Math.PI / 2 / doc.rotationDivisor;
  const m = doc.translationMultiplier;
  let pos = 0;
  let o = 0;
  const field = (n: number): number => {
    const i = pos >>> 5;
    const s = pos & 31;
    let v = words[i]! >>> s;
    if (s + n > 32) v |= words[i + 1]! << (32 - s);
    pos += n;
    return (v << (32 - n)) >> (32 - n);
  };
  for (let k = 1; k < keys; k++) {
    for (let b = 0; b < blocks; b++) {
      let sign = 0;
      if (isRotation[b] === 1) {
        sign = (words[pos >>> 5]! >>> (pos & 31)) & 1;
        pos += 1;
      }
      const a = b * 3;
      acc[a] = acc[a]! + field(widths[a]!);
      acc[a + 1] = acc[a + 1]! + field(widths[a + 1]!);
      acc[a + 2] = acc[a + 2]! + field(widths[a + 2]!);
      if (isRotation[b] === 1) {
        const x = Math.sin(acc[a] * q);
        const y = Math.sin(acc[a + 1]! * q);
        const z = Math.sin(acc[a + 2]! * q);
        const w = Math.sqrt(Math.max(0, 1 - x * x - y * y - z * z));
        out[o] = sign !== 0 ? -w : w;
        out[o + 1] = x;
        out[o + 2] = y;
        out[o + 3] = z;
      } else {
        out[o] = acc[a] * m;
        out[o + 1] = acc[a + 1]! * m;
        out[o + 2] = acc[a + 2]! * m;
      }
      o += 4;
    }
  }
  return out;
}

/** The v0 floor: every float of the file through a DataView into a Float32Array. */
function floorV0(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.byteLength >>> 2;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat32(i * 4);
  return out;
}

function generateV0Channels(channels: number, keys: number): PrimeChannel[] {
  const rand = random(11);
  const list: PrimeChannel[] = [];
  for (let i = 0; i < channels; i++) {
    const rotation = new Float32Array(keys * 4);
    for (let j = 0; j < rotation.length; j++) rotation[j] = rand() * 2 - 1;
    let translation: Float32Array | null = null;
    if (i % 3 === 0) {
      translation = new Float32Array(keys * 3);
      for (let j = 0; j < translation.length; j++) translation[j] = rand() * 10;
    }
    list.push({ boneId: i, rotation, translation, scale: null });
  }
  return list;
}

async function main(): Promise<void> {
  // v2: 200 channels, a third translated: ≈ 9,500 bits per key record → 40,000 keys ≈ 48 MB (key
  // counts are 16-bit, so a file cannot hold more than 65,536 keys).
  const keys = 40_000;
  const channels = 200;
  const doc = generateV2(channels, keys);
  const v2 = writePrime(doc);
  const translated = doc.descriptors.filter((d) => d.translation !== null).length;
  const streamAt = 4 + 48 + doc.keyBitmapWords.length * 4 + 8 + channels * 17 + translated * 9;
  const check = readPrime(v2);
  if (check.version !== 2 || check.keyFrames.length !== keys) throw new Error('bench: generated v2 file does not read back');
  console.log(`v2 file: ${(v2.length / 1e6).toFixed(1)} MB, ${String(keys)} keys × ${String(channels)} channels`);
  await runBenchCase({
    pkg: 'prime',
    name: 'read-v2-50MB',
    bytes: v2.length,
    run: () => readPrime(v2),
    floorName: 'bitfield unpack + accumulate + sin/sqrt',
    floor: () => floorV2(v2, streamAt, doc, keys),
  });

  // v0: 100 channels, a third translated: 1,600 + 34 × 12 bytes per key → ≈ 25,000 keys for 50 MB.
  const v0Keys = 25_000;
  const v0 = writeV0Document(buildV0('mp1', generateV0Channels(100, v0Keys), v0Keys, 1 / 30));
  console.log(`v0 file: ${(v0.length / 1e6).toFixed(1)} MB`);
  await runBenchCase({
    pkg: 'prime',
    name: 'read-v0-50MB',
    bytes: v0.length,
    run: () => readPrime(v0),
    floorName: 'DataView float copy',
    floor: () => floorV0(v0),
  });

  const corpus = process.env.ANIM_CORPUS;
  if (corpus === undefined || corpus === '') {
    console.log('reference files: skipped (set ANIM_CORPUS to the corpus folder to measure them)');
    return;
  }
  const folder = join(corpus, 'prime');
  const files = readdirSync(folder)
    .filter((f) => /^(?!bad-).*\.anim$/i.test(f))
    .sort()
    .map((f) => new Uint8Array(readFileSync(join(folder, f))));
  if (files.length === 0) throw new Error(`bench: no .ANIM reference file in ${folder}`);
  const total = files.reduce((n, f) => n + f.length, 0);
  console.log(`reference files: ${String(files.length)} in ${folder}, ${String(total)} bytes`);
  await runBenchCase({
    pkg: 'prime',
    name: 'read-reference-files',
    bytes: total,
    run: () => files.map((f) => readPrime(f)),
    floorName: 'DataView float copy',
    floor: () => files.map((f) => floorV0(f)),
  });
}

await main();

import type { PrimeAnimV2, PrimeDescriptor } from '../src/index.js';
/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A quantised MP1 v2 animation: `channels` bones (every third translated), random-walk values. */
export function generateV2(channels: number, keys: number): PrimeAnimV2 {
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
export function floorV2(bytes: Uint8Array, streamAt: number, doc: PrimeAnimV2, keys: number): Float32Array {
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
        const x = Math.sin(acc[a]! * q);
        const y = Math.sin(acc[a + 1]! * q);
        const z = Math.sin(acc[a + 2]! * q);
        const w = Math.sqrt(Math.max(0, 1 - x * x - y * y - z * z));
        out[o] = sign !== 0 ? -w : w;
        out[o + 1] = x;
        out[o + 2] = y;
        out[o + 3] = z;
      } else {
        out[o] = acc[a]! * m;
        out[o + 1] = acc[a + 1]! * m;
        out[o + 2] = acc[a + 2]! * m;
      }
      o += 4;
    }
  }
  return out;
}


/**
 * @anim/unity bench: read and write a generated clip in Unity's layout — BONES bones × 3 vector curves
 * (position, Euler rotation, scale) × KEYS keys, plus the per-component editor curves Unity writes
 * beside them (`unityFromClip` generates the document). The 300 bones × 3 curves × 5,000 keys
 * would be a ~1.9 GB text; the YAML library parses it at 1–2 MB/s on the project machine and a 10.7 MB
 * clip already ran the benchmark loop out of memory, so the default is scaled down to 100 bones × 3
 * curves × 4 keys (~1.5 MB; UNITY_BENCH_BONES and UNITY_BENCH_KEYS change it). The floor is the YAML
 * library's own `parse` of the same text (UTF-8 decode included in both, warnings off), in the same
 * run; the goal is a read ratio ≥ 0.8. Writer MB/s are reported against the same floor.
 */
import { runBenchCase } from '@anim/test-utils';
import { parse } from 'yaml';
import { readUnity, unityFromClip, writeUnity } from '../src/index.js';
import { createClip, createTrack, type KeyframeInput, type Track } from '@anim/core';

const BONES = Number(process.env.UNITY_BENCH_BONES ?? 100);
const KEYS = Number(process.env.UNITY_BENCH_KEYS ?? 4);

function generate(): Uint8Array {
  let seed = 12345;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const tracks: Track[] = [];
  for (let b = 0; b < BONES; b++) {
    const node = `Armature/Hips/Bone${String(b)}`;
    for (const [property, kind, unit] of [
      ['localPosition', 'translation', 'm'],
      ['localEulerAngles', 'rotation', 'deg'],
      ['localScale', 'scale', 'none'],
    ] as const) {
      const keys: KeyframeInput[] = [];
      for (let k = 0; k < KEYS; k++) {
        keys.push({
          time: k / 30,
          value: [random() * 2 - 1, random() * 90, random() + 0.5],
          interpolation: k % 10 === 9 ? 'constant' : 'bezier',
          inSlope: [random() - 0.5, random() * 10, 0],
          outSlope: [random() - 0.5, random() * 10, 0],
        });
      }
      tracks.push(
        createTrack({
          node,
          property,
          valueType: 'vec3',
          unit,
          keys,
          channel: kind === 'rotation' ? { kind, rotationOrder: 'zxy' } : { kind },
          extras: { unity: { path: node } },
        }),
      );
    }
  }
  const clip = createClip({ name: 'Bench', tracks, frameRate: { numerator: 30, denominator: 1 } });
  return writeUnity(unityFromClip(clip).value);
}

const bytes = generate();
const doc = readUnity(bytes);
if (!Buffer.from(writeUnity(doc)).equals(Buffer.from(bytes))) throw new Error('bench file does not round-trip');
console.log(`generated ${(bytes.length / 1e6).toFixed(1)} MB: ${String(BONES)} bones × 3 curves × ${String(KEYS)} keys (+ editor curves)`);

const decoder = new TextDecoder();
const time = Number(process.env.BENCH_TIME ?? 4000);
await runBenchCase({
  pkg: 'unity',
  name: `read-${String(BONES)}x3x${String(KEYS)}`,
  bytes: bytes.length,
  run: () => readUnity(bytes),
  floorName: 'yaml parse',
  floor: (): unknown => parse(decoder.decode(bytes), { logLevel: 'error' }) as unknown,
  time,
});
await runBenchCase({
  pkg: 'unity',
  name: `write-${String(BONES)}x3x${String(KEYS)}`,
  bytes: bytes.length,
  run: () => writeUnity(doc),
  floorName: 'yaml parse',
  floor: (): unknown => parse(decoder.decode(bytes), { logLevel: 'error' }) as unknown,
  time,
});

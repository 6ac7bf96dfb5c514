import { allocateAnimjValues, animjValueTypeInfo, writeAnimj, type AnimjDocument, type AnimjTrack } from '../src/index.js';

/**
 * A deterministic AnimJ document of about `targetBytes` when written: per bone a Curve float3
 * position (Linear), a Curve floatQ rotation (Linear) and a Discrete `long` frame counter with values
 * above 2^53, plus one Raw float track — the shapes exporters such as the e1ght3 Blender add-on write.
 */
export function generateAnimj(targetBytes: number): Uint8Array {
  let seed = 12345;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 4294967296;
  };
  const keys = 2000;
  const tracks: AnimjTrack[] = [];
  const doc: AnimjDocument = { name: 'bench', globalDuration: keys / 60, tracks };
  const times = Float32Array.from({ length: keys }, (_, k) => k / 60);
  const bone = (b: number): void => {
    const pos = allocateAnimjValues(animjValueTypeInfo('float3')!, keys) as Float32Array;
    for (let i = 0; i < pos.length; i++) pos[i] = (rand() - 0.5) * 200;
    tracks.push({ trackType: 'Curve', valueType: 'float3', node: `bone${String(b)}`, property: 'Position', times, values: pos, interpolations: new Uint8Array(keys).fill(1) });
    const rot = allocateAnimjValues(animjValueTypeInfo('floatQ')!, keys) as Float32Array;
    for (let i = 0; i < rot.length; i++) rot[i] = rand() * 2 - 1;
    tracks.push({ trackType: 'Curve', valueType: 'floatQ', node: `bone${String(b)}`, property: 'Rotation', times, values: rot, interpolations: new Uint8Array(keys).fill(1) });
    const ids = allocateAnimjValues(animjValueTypeInfo('long')!, keys / 10) as BigInt64Array;
    for (let i = 0; i < ids.length; i++) ids[i] = 9007199254740993n + BigInt(i) * 1000003n;
    tracks.push({ trackType: 'Discrete', valueType: 'long', node: `bone${String(b)}`, property: 'Frame', times: times.slice(0, keys / 10), values: ids });
  };
  const raw = allocateAnimjValues(animjValueTypeInfo('float')!, keys) as Float32Array;
  for (let i = 0; i < raw.length; i++) raw[i] = rand();
  tracks.push({ trackType: 'Raw', valueType: 'float', node: 'root', property: 'Weight', interval: 1 / 60, values: raw });
  const base = writeAnimj(doc).length;
  bone(0);
  const perBone = writeAnimj(doc).length - base;
  let size = base + perBone;
  let b = 1;
  while (size < targetBytes) {
    bone(b++);
    size += perBone;
  }
  return writeAnimj(doc);
}

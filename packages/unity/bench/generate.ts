/**
 * The bench's clip: BONES bones × 3 vector curves (position, Euler rotation, scale) × KEYS keys, plus
 * the per-component editor curves Unity writes beside them, generated through `unityFromClip` and
 * written by `writeUnity` (the layout: 6 bones × 1,000 keys is ~20 MB, 18 bones ~60 MB).
 */
import { createClip, createTrack, type KeyframeInput, type Track } from '@anim/core';
import { unityFromClip, writeUnity } from '../src/index.js';

/** Bones needed for about `mb` MB at 1,000 keys (one bone is ~3.3 MB). */
export function bonesFor(mb: number): number {
  return Math.max(1, Math.round(mb / 3.28));
}

/** The clip's `.anim` bytes. */
export function generateClip(bones: number, keys = 1000): Uint8Array {
  let seed = 12345;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const tracks: Track[] = [];
  for (let b = 0; b < bones; b++) {
    const node = `Armature/Hips/Bone${String(b)}`;
    for (const [property, kind, unit] of [
      ['localPosition', 'translation', 'm'],
      ['localEulerAngles', 'rotation', 'deg'],
      ['localScale', 'scale', 'none'],
    ] as const) {
      const list: KeyframeInput[] = [];
      for (let k = 0; k < keys; k++) {
        list.push({
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
          keys: list,
          channel: kind === 'rotation' ? { kind, rotationOrder: 'zxy' } : { kind },
          extras: { unity: { path: node } },
        }),
      );
    }
  }
  const clip = createClip({ name: 'Bench', tracks, frameRate: { numerator: 30, denominator: 1 } });
  return writeUnity(unityFromClip(clip).value);
}

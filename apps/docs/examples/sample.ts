import { readFileSync } from 'node:fs';
import { clipRange, sample, type Clip } from '@anim/core';
import { mayaFormat } from '@anim/maya';

/** Reads a Maya .anim file into the core model: tracks of keyframes, times in seconds. */
export function readClip(path: string): Clip {
  const doc = mayaFormat.read(new Uint8Array(readFileSync(path)));
  const { value: clip, warnings } = mayaFormat.toClip!(doc);
  for (const w of warnings) console.warn(`${w.code}: ${w.message}`);
  return clip;
}

/** Samples every track of a clip at `fps` frames per second over its key range. */
export function bake(clip: Clip, fps: number): { name: string; values: Float64Array }[] {
  const [start, end] = clipRange(clip); // seconds
  const frames = Math.floor((end - start) * fps + 1e-9) + 1;
  const times = Float64Array.from({ length: frames }, (_, i) => start + i / fps);
  // sample() evaluates like Maya does (tangents, weights, infinity): values[i * components + c]
  return clip.tracks.map((track) => ({ name: track.name, values: sample(track, times) }));
}

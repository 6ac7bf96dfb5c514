/**
 * Round trips through core's pipeline between formats: names, types and values come back; what the
 * intermediate format cannot hold is warned on the way.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert, sample, type AnyFormatDescriptor, type Clip, type ConversionWarning } from '@anim/core';
import { readAnimj } from '@anim/animj';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';

const byId = (id: string): AnyFormatDescriptor => formats.find((f) => f.id === id)!;
const file = (path: string): Uint8Array => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url))));

async function clipOf(id: string, bytes: Uint8Array): Promise<Clip> {
  const f = byId(id);
  return f.toClip!(await f.read(bytes)).value;
}

/** source → via → source, through `convert`, with every warning of both legs. */
async function roundTrip(bytes: Uint8Array, source: string, via: string): Promise<{ back: Uint8Array; warnings: ConversionWarning[] }> {
  const there = await convert(bytes, { formats, from: source, to: via });
  const back = await convert(there.bytes, { formats, from: via, to: source });
  return { back: back.bytes, warnings: [...there.warnings, ...back.warnings] };
}

/**
 * Times to compare at: 10 µs either side of every key and the midpoints between keys, never a key time
 * itself (a jump that float32 times keep one ulp apart is on the other side exactly there).
 */
function probeTimes(clip: Clip): number[] {
  const set = new Set<number>();
  for (const t of clip.tracks) {
    for (let k = 0; k < t.times.length; k++) {
      set.add(t.times[k]! - 1e-5);
      set.add(t.times[k]! + 1e-5);
      // (not inside a jump: keys a tick apart are a jump, and its instant is not a value to keep)
      if (k + 1 < t.times.length && t.times[k + 1]! - t.times[k]! > 1e-4) set.add((t.times[k]! + t.times[k + 1]!) / 2);
    }
  }
  const keys = clip.tracks.flatMap((t) => Array.from(t.times));
  return [...set].filter((p) => keys.every((k) => Math.abs(p - k) >= 1e-6)).sort((a, b) => a - b);
}

/** The largest difference between two clips' tracks of the same name at `times` inside each track's keys, relative to 1 + |value|. */
function worstDifference(a: Clip, b: Clip, times: number[]): { track: string; error: number } {
  let worst = { track: '', error: 0 };
  for (const t of a.tracks) {
    const u = b.tracks.find((x) => x.name === t.name)!;
    // inside the track's keys (AnimJ holds the end values: other extrapolations are warned, not kept)
    const inside = times.filter((x) => x >= t.times[0]! && x <= t.times[t.times.length - 1]!);
    const va = sample(t, inside);
    const vb = sample(u, inside);
    for (let i = 0; i < va.length; i++) {
      const error = Math.abs(va[i]! - vb[i]!) / (1 + Math.abs(va[i]!));
      if (!(error <= worst.error)) worst = { track: t.name, error };
    }
  }
  return worst;
}

describe('round trips through the pipeline', () => {
  it('maya → animj → maya keeps curve names, types and values (stepnext, weighted and breakdown keys; flags warned)', async () => {
    const bytes = file('packages/maya/test/fixtures/v11_tangents.anim');
    const { back, warnings } = await roundTrip(bytes, 'maya', 'animj');
    const a = await clipOf('maya', bytes);
    const b = await clipOf('maya', back);
    // every source curve comes back; a rotation comes back with all three angles (a quaternion sets the
    // whole rotation, so an axis the source did not animate is written holding 0)
    const row = (t: Clip['tracks'][number]): string[] => [t.name, t.valueType, t.unit, JSON.stringify(t.channel)];
    const sourceRows = a.tracks.map(row);
    expect(b.tracks.map(row)).toEqual(expect.arrayContaining(sourceRows));
    const added = b.tracks.filter((t) => !a.tracks.some((s) => s.name === t.name));
    for (const t of added) {
      expect(t.channel?.kind).toBe('rotation');
      expect(Array.from(t.values).every((v) => Math.abs(v) < 1e-9)).toBe(true);
    }
    // translations (stepnext and weighted keys included) come back everywhere; Euler rotations travel as
    // quaternions, exact at their keys and within the warned resampling between them
    const rotation = (c: Clip, yes: boolean): Clip => ({ ...c, tracks: c.tracks.filter((t) => (t.channel?.kind === 'rotation') === yes) });
    const keyTimes = (c: Clip): number[] => [...new Set(c.tracks.flatMap((t) => Array.from(t.times)))];
    expect(worstDifference(rotation(a, false), b, probeTimes(a)).error).toBeLessThan(1e-5);
    // (the quaternion is sampled at the file's 30 fps inside Bézier segments: exact at every frame)
    const frames = Array.from({ length: 31 }, (_, f) => f / 30);
    expect(worstDifference(rotation(a, true), b, [...keyTimes(rotation(a, true)), ...frames]).error).toBeLessThan(1e-5);
    expect(warnings.some((w) => w.code === 'resampled' && w.path?.includes('rotateZ') === true)).toBe(true);
    expect(warnings.some((w) => w.code === 'metadata-dropped' && w.message.includes('maya data'))).toBe(true);
  });

  it('mrtk → animj → mrtk keeps the camera pose, its names and values', async () => {
    const bytes = file('examples/mrtk/v11-camera-only.bin');
    const { back, warnings } = await roundTrip(bytes, 'mrtk', 'animj');
    const a = await clipOf('mrtk', bytes);
    const b = await clipOf('mrtk', back);
    expect(b.tracks.map((t) => [t.name, t.valueType])).toEqual(a.tracks.map((t) => [t.name, t.valueType]));
    expect(worstDifference(a, b, probeTimes(a)).error).toBeLessThan(1e-6);
    // the marker has no place in AnimJ, and MRTK's component-wise blending is not AnimJ's slerp
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['metadata-dropped', 'interpolation-changed']));
  });

  it('roto → animj → roto keeps every shape point track and its values', async () => {
    const bytes = file('examples/roto/animated-shapes.nk');
    const { back } = await roundTrip(bytes, 'roto', 'animj');
    const a = await clipOf('roto', bytes);
    const b = await clipOf('roto', back);
    const points = a.tracks.filter((t) => t.channel?.kind === 'point');
    expect(points.length).toBeGreaterThan(0);
    expect(b.tracks.filter((t) => t.channel?.kind === 'point').map((t) => t.name)).toEqual(points.map((t) => t.name));
    expect(worstDifference({ ...a, tracks: points }, b, probeTimes(a)).error).toBeLessThan(1e-5);
  });

  it('animj → animx → animj is exact, 64-bit integers and track types included', async () => {
    const bytes = file('packages/animj/test/fixtures/int64.animj');
    const there = await convert(bytes, { formats, from: 'animj', to: 'animx' });
    const back = await convert(there.bytes, { formats, from: 'animx', to: 'animj' });
    expect([there.route, back.route, there.warnings, back.warnings]).toEqual(['document', 'document', [], []]);
    // AnimX always stores a global duration (0 when the AnimJ file had none); everything else is the same
    const { globalDuration, ...rest } = readAnimj(back.bytes);
    expect([rest, globalDuration]).toEqual([readAnimj(bytes), 0]);
  });
});

/**
 * .anim → core clip → .anim keeps names, types, key times, flags and stepnext spans (issue 17), also after
 * a trip through a format that keeps only float32 times and no Maya extras (as AnimJ does).
 */
import { type AnyFormatDescriptor, type Clip, convertClip, createClip, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { mayaFormat, mayaFromClip, mayaToClip, readMaya, writeMaya, type MayaDocument } from '../src/index.js';
import { mayaKeyList } from '../src/keys.js';
import { fixtureBytes } from './helpers.js';

/** What a curve is, without tangent angles (written as fixed tangents holding the same handles). */
function curves(doc: MayaDocument): unknown[] {
  return doc.anims
    .filter((a) => a.animData !== undefined)
    .map((a) => ({
      names: [a.attribute, a.leafAttribute, a.node],
      output: a.animData!.output ?? 'linear',
      keys: mayaKeyList(a.animData!.keys).map((k) => [
        k.time,
        k.value,
        k.outTangentType === 'stepnext' ? 'stepnext' : k.outTangentType === 'step' ? 'step' : '-',
        k.tangentLocked,
        k.weightLocked,
        k.breakdown,
      ]),
    }));
}

/** The clip as a format with float32 times and values and no Maya extras would give it back. */
function throughFloat32(clip: Clip): Clip {
  const tracks = clip.tracks.map(
    (t): Track => ({
      ...t,
      times: Float64Array.from(t.times, Math.fround),
      values: Float64Array.from(t.values, Math.fround),
      extras: {},
    }),
  );
  return createClip({ tracks, frameRate: clip.frameRate });
}

describe('maya → clip → maya', () => {
  const source = readMaya(fixtureBytes('v11_tangents.anim'));

  it('keeps the key flags and the weighted flag in extras.maya, so a target that drops them can name them', () => {
    const { value: clip } = mayaToClip(source);
    const tx = clip.tracks[0]!.extras!.maya as Record<string, unknown>;
    expect(tx.breakdown).toStrictEqual([0, 0, 0, 1, 0, 0, 1, 0, 0]);
    expect(tx.tangentLocked).toStrictEqual([1, 1, 0, 1, 1, 1, 1, 0, 1]);
    expect(tx.weightLocked).toStrictEqual([1, 1, 1, 0, 1, 1, 1, 0, 1]);
    expect((clip.tracks[1]!.extras!.maya as Record<string, unknown>).weighted).toBe(true);
  });

  it('converting to a format without them warns by name about the flags and placeholders, not about bookkeeping', () => {
    const target: AnyFormatDescriptor = {
      ...mayaFormat,
      id: 'scalars',
      fromClip: (clip: Clip) => ({ value: clip.tracks, warnings: [] }),
      summarize: (tracks: Track[]) => ({ tracks: tracks.length, keyframes: 0 }),
    };
    const { warnings } = convertClip(mayaToClip(source).value, target, { source: mayaFormat });
    const dropped = warnings.filter((w) => w.code === 'metadata-dropped').map((w) => w.message);
    expect(dropped).toStrictEqual([
      'maya data with no place in scalars is left out: clipboard placeholder lines (unanimated nodes of the hierarchy) (clip); tangent lock flags (3 tracks), weight lock flags (3 tracks), breakdown keys (2 tracks)',
    ]);
  });

  it('writes back the same names, output types, key times and values, stepnext spans, breakdown and lock flags', () => {
    const { value: clip } = mayaToClip(source);
    const { value: doc } = mayaFromClip(clip);
    const back = readMaya(writeMaya(doc));
    expect(curves(back)).toStrictEqual(curves(source));
    expect(back.anims.map((a) => a.animData?.weighted)).toStrictEqual([false, true, false]);
  });

  it('after float32 times and values without Maya extras: stepnext is still one key, times increase, names come from channels', () => {
    const { value: clip } = mayaToClip(source);
    const { value: doc, warnings } = mayaFromClip(throughFloat32(clip));
    expect(warnings).toStrictEqual([]);
    const back = readMaya(writeMaya(doc)); // throws on keys that do not increase
    const tx = mayaKeyList(back.anims[0]!.animData!.keys);
    expect(tx).toHaveLength(9);
    expect(tx[4]).toMatchObject({ value: Math.fround(-1.25), outTangentType: 'stepnext' });
    expect(tx.map((k) => k.time)).toStrictEqual([1, 5, 9, 12, 15, 18, 22, 26, 30].map((f) => (Math.fround(f / 30) * 30)));
    expect(back.anims.map((a) => [a.attribute, a.leafAttribute, a.node])).toStrictEqual([
      ['translate.translateX', 'translateX', 'ball'],
      ['translate.translateY', 'translateY', 'ball'],
      ['rotate.rotateZ', 'rotateZ', 'ball'],
    ]);
  });

  it('without a frame rate (AnimJ has none): the time unit whose whole frames the keys are, and those frames', () => {
    const { value: clip } = mayaToClip(source);
    const rest: Clip = { ...throughFloat32(clip), frameRate: undefined };
    const { value: doc, warnings } = mayaFromClip(rest);
    expect(warnings.map((w) => w.code)).toStrictEqual(['frame-rate-assumed']);
    expect(doc.header.timeUnit).toBe('ntsc');
    const back = readMaya(writeMaya(doc));
    const tx = mayaKeyList(back.anims[0]!.animData!.keys);
    expect(tx.map((k) => k.time)).toStrictEqual([1, 5, 9, 12, 15, 18, 22, 26, 30]);
    expect(tx[4]!.outTangentType).toBe('stepnext');
    expect(back.header).toMatchObject({ startTime: 1, endTime: 30 });
    // A clip whose keys are whole frames of no classic unit keeps the default, film, and its exact times.
    const odd = mayaFromClip({ ...rest, tracks: [{ ...rest.tracks[1]!, times: Float64Array.from([0.01, 0.37, 0.71]) }] });
    expect([odd.value.header.timeUnit, odd.warnings]).toStrictEqual(['film', []]);
    expect(Array.from(odd.value.anims[0]!.animData!.keys.time)).toStrictEqual([0.01 * 24, 0.37 * 24, 0.71 * 24]);
  });

  it('a stepnext jump whose two times became equal is still a stepnext key', () => {
    const { value: clip } = mayaToClip(source);
    const track = clip.tracks[0]!;
    const times = Float64Array.from(track.times);
    const jump = times.findIndex((t, i) => i > 0 && t - times[i - 1]! < 1e-6);
    times[jump] = times[jump - 1]!;
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [{ ...track, times, extras: {} }], frameRate: clip.frameRate }));
    expect(warnings).toStrictEqual([]);
    expect(mayaKeyList(doc.anims[0]!.animData!.keys).map((k) => k.outTangentType)[4]).toBe('stepnext');
  });

  it('keys at one time that are not a stepnext jump are moved one tick apart or merged, with time-adjusted', () => {
    const track = (times: number[], values: number[]): Track => ({
        name: 'n.a',
        node: 'n',
        property: 'a',
        valueType: 'scalar',
        components: 1,
        unit: 'none',
        times: Float64Array.from(times),
        values: Float64Array.from(values),
        interpolation: new Uint8Array(times.length).fill(1),
        preExtrapolation: 'constant',
        postExtrapolation: 'constant',
      });
    const moved = mayaFromClip(createClip({ tracks: [track([0, 1, 1, 2], [0, 1, 5, 0])] }));
    expect(moved.warnings.map((w) => [w.code, w.path])).toStrictEqual([['time-adjusted', 'n.a']]);
    const times = Array.from(readMaya(writeMaya(moved.value)).anims[0]!.animData!.keys.time);
    expect(times).toHaveLength(4);
    expect(times[2]! - times[1]!).toBeCloseTo(24 / 141_120_000, 12);
    // No room before the next key: the earlier key gives way, and the last one moves after it.
    const merged = mayaFromClip(createClip({ tracks: [track([0, 1, 1, 1], [0, 1, 5, 6])] }));
    expect(merged.warnings.map((w) => w.code)).toStrictEqual(['time-adjusted', 'time-adjusted']);
    expect(mayaKeyList(readMaya(writeMaya(merged.value)).anims[0]!.animData!.keys).map((k) => [k.time, k.value])).toStrictEqual([
      [0, 0],
      [24, 5],
      [24 + 24 / 141_120_000, 6],
    ]);
  });
});

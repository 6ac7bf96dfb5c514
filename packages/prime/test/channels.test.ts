/**
 * Conversion semantics (issue 17): channels on read, tracks placed by channel with bone ids assigned,
 * the loop boundary, and the descriptor's capabilities and options.
 */
import { createClip, createTrack, evaluate, type Clip } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, evaluatePrime, primeDuration, primeFormat, primeFromClip, primeToClip, readPrime, writePrime } from '../src/index.js';
import { mp1V0, mp2V2 } from './fixtures.js';

describe('primeToClip channels', () => {
  it('every bone track has its channel: rotation (quat), translation (vec3, m), scale (vec3)', () => {
    const { value: clip } = primeToClip(mp2V2());
    expect(clip.tracks.map((t) => [t.name, t.channel, t.valueType, t.unit])).toStrictEqual([
      ['bone0/rotation', { kind: 'rotation' }, 'quat', 'none'],
      ['bone0/translation', { kind: 'translation' }, 'vec3', 'm'],
      ['bone0/scale', { kind: 'scale' }, 'vec3', 'none'],
      ['bone1/rotation', { kind: 'rotation' }, 'quat', 'none'],
      ['bone2/translation', { kind: 'translation' }, 'vec3', 'm'],
    ]);
    expect(clip.markers).toBeUndefined();
  });
});

/** A three-joint chain as a Maya file gives it after the pipeline: own names, meaning in the channel. */
function jointChain(): Clip {
  const keys = (values: number[][]): { time: number; value: number[] }[] => values.map((value, i) => ({ time: i / 30, value }));
  const joint = (node: string, y: number): ReturnType<typeof createTrack>[] => [
    createTrack({ name: `${node}.t`, node, property: 't', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: keys([[0, y, 0], [0.1, y, 0]]) }),
    createTrack({ name: `${node}.r`, node, property: 'r', valueType: 'quat', channel: { kind: 'rotation' }, keys: keys([[0, 0, 0, 1], [0, 0.6, 0, 0.8]]) }),
  ];
  return createClip({ frameRate: { numerator: 30, denominator: 1 }, tracks: [...joint('hips', 1), ...joint('bone4', 0.5), ...joint('spine', 0.25), ...joint('head', 0.2)] });
}

describe('primeFromClip by channel, with bone ids assigned', () => {
  it('a joint chain becomes bones: bone<id> keeps its id, the other nodes take the free ids from the root id, in clip order', () => {
    const clip = jointChain();
    const { value: doc, warnings } = primeFromClip(clip, { version: 0 });
    expect(warnings.map((w) => [w.code, w.path, w.message])).toStrictEqual([
      ['name-changed', 'hips', "node 'hips' has no bone id (not named bone<id>, not in boneIds); it becomes bone 3 (bone3)"],
      ['name-changed', 'spine', "node 'spine' has no bone id (not named bone<id>, not in boneIds); it becomes bone 5 (bone5)"],
      ['name-changed', 'head', "node 'head' has no bone id (not named bone<id>, not in boneIds); it becomes bone 6 (bone6)"],
    ]);
    expect(doc.channels.map((c) => c.boneId)).toStrictEqual([3, 4, 5, 6]);
    // Values arrive on their bones: frame 1 of the head (bone 6).
    const head = evaluatePrime(readPrime(writePrime(doc)), 1 / 30)[3]!;
    expect(Array.from(head.translation!)).toStrictEqual([0.1, 0.2, 0].map(Math.fround));
    expect(Array.from(head.rotation!)).toStrictEqual([0.8, 0, 0.6, 0].map(Math.fround)); // w x y z
    // MP2 ids start at its root id 0.
    const mp2 = primeFromClip(clip, { version: 0, game: 'mp2' }).value;
    expect(mp2.channels.map((c) => c.boneId)).toStrictEqual([0, 4, 1, 2]);
  });

  it('bone names given to primeToClip come back as the same ids (extras.prime.boneId), without warnings', () => {
    const doc = mp1V0();
    const { value: clip } = primeToClip(doc, { boneNames: { 0: 'root', 1: 'spine', 4: 'head' } });
    expect(clip.tracks.map((t) => t.node)).toContain('head');
    const { value: back, warnings } = primeFromClip(clip, { version: 0 });
    expect(warnings).toStrictEqual([]);
    expect(back.channels.map((c) => c.boneId)).toStrictEqual(doc.channels.map((c) => c.boneId));
    expect(writePrime(back)).toStrictEqual(writePrime(doc));
  });

  it('one warning per track it cannot place, naming the track and why', () => {
    const clip = createClip({
      frameRate: { numerator: 30, denominator: 1 },
      tracks: [
        createTrack({ name: 'hips.tx', node: 'hips', property: 'tx', valueType: 'scalar', unit: 'm', channel: { kind: 'translation', axis: 'x' }, keys: [{ time: 0, value: 1 }] }),
        createTrack({ name: 'hips.r', node: 'hips', property: 'r', valueType: 'vec3', unit: 'deg', channel: { kind: 'rotation', rotationOrder: 'xyz' }, keys: [{ time: 0, value: [0, 90, 0] }] }),
        createTrack({ name: 'hips.v', node: 'hips', property: 'v', valueType: 'bool', channel: { kind: 'visibility' }, keys: [{ time: 0, value: true }] }),
        createTrack({ name: 'hips.s', node: 'hips', property: 's', valueType: 'vec3', channel: { kind: 'scale' }, keys: [{ time: 0, value: [1, 1, 1] }] }),
        createTrack({ name: 'bone3/rotation', node: 'bone3', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }] }),
        createTrack({ name: 'other', node: 'bone3', property: 'orient', valueType: 'quat', channel: { kind: 'rotation' }, keys: [{ time: 0, value: [0, 0, 0, 1] }] }),
      ],
    });
    const { value: doc, warnings: all } = primeFromClip(clip);
    // (besides the MP1 microsecond interval, warned time-adjusted)
    expect(all.filter((w) => w.code !== 'track-dropped').map((w) => w.code)).toStrictEqual(['time-adjusted']);
    const warnings = all.filter((w) => w.code === 'track-dropped');
    expect(warnings.map((w) => [w.code, w.path])).toStrictEqual([
      ['track-dropped', 'hips.tx'],
      ['track-dropped', 'hips.r'],
      ['track-dropped', 'hips.v'],
      ['track-dropped', 'hips.s'],
      ['track-dropped', 'other'],
    ]);
    const messages = warnings.map((w) => w.message);
    expect(messages[0]).toMatch(/single translation axis \(x\)/);
    expect(messages[1]).toMatch(/Euler angles \(xyz\); an ANIM stores quaternions/);
    expect(messages[2]).toMatch(/a visibility track has no place in an ANIM file/);
    expect(messages[3]).toMatch(/Metroid Prime 1 files have no scale channels/);
    expect(messages[4]).toMatch(/rotation of bone 3 is already given by track 'bone3\/rotation'/);
    expect(doc.channels.map((c) => c.boneId)).toStrictEqual([3]);
  });
});

describe('the loop boundary (issue 17)', () => {
  // Six keys over 5 frames at 1/30 s; the last key differs from the first (an open loop).
  const frames = [0, 1, 2, 3, 4, 5];
  const anim = encodePrimeV2([{ boneId: 3, translation: frames.flatMap((f) => [f, 0, 0]) }], {
    looping: true,
    interval: 1 / 30,
    truncateInterval: false,
    keyFrames: frames,
  });
  const duration = primeDuration(anim);
  const { value: clip, warnings } = primeToClip(anim);
  const track = clip.tracks.find((t) => t.channel?.kind === 'translation')!;
  const lastKey = track.times[5]!;
  const lastValue = track.values[5 * 3]!; // ≈ 5 (v2 quantisation)
  const game = (t: number): number => evaluatePrime(anim, t)[0]!.translation![0]!;
  const core = (t: number): number => evaluate(track, t)[0]!;

  it('a looping animation lasts until its last key and wraps there', () => {
    expect(warnings).toStrictEqual([]);
    // The header's float32 duration and the last key's time (5 × the float32 interval) differ by 4e-9 s.
    expect(duration).toBeCloseTo(lastKey, 8);
    expect([track.preExtrapolation, track.postExtrapolation]).toStrictEqual(['cycle', 'cycle']);
  });

  it('at t = duration the game shows frame 0, core the last key (its own time); they agree away from the boundaries', () => {
    expect([game(duration), game(lastKey)]).toStrictEqual([0, 0]);
    expect(core(lastKey)).toBe(lastValue);
    expect(lastValue).toBeCloseTo(5, 3);
    expect(core(duration)).toBeCloseTo(lastValue, 6);
    // At the other boundaries each shows the first or the last key: core cycles over the key range,
    // the game wraps at the header's float32 duration, 4e-9 s shorter, so rounding decides the side.
    for (const t of [2 * duration, 3 * duration, -duration, -lastKey, -2 * duration]) {
      expect([0, lastValue]).toContainEqual(expect.closeTo(game(t), 5));
      expect([0, lastValue]).toContainEqual(expect.closeTo(core(t), 5));
    }
    // Anywhere else (quarter frames over three cycles, both sides of 0) they agree.
    let worst = 0;
    for (let q = -20; q <= 60; q++) {
      const t = (q + 0.25) * (duration / 20);
      worst = Math.max(worst, Math.abs(core(t) - game(t)));
    }
    expect(worst).toBeLessThan(1e-5);
  });
});

describe('primeFormat capabilities and options', () => {
  it('declares what an ANIM stores', () => {
    expect(primeFormat.capabilities).toMatchObject({
      valueTypes: ['vec3', 'quat'],
      channels: ['translation', 'rotation', 'scale'],
      transforms: 'vectors',
      interpolations: ['linear'],
      time: 'interval',
      units: { length: 'm' },
      names: 'free',
      markers: false,
    });
    expect(primeFormat.capabilities!.holds).toMatch(/rotations \(quat\), translations \(vec3 in m\).*Metroid Prime 2 only, scales/);
  });

  it('offers --prime-game (through the core model) and --prime-version (a write option)', () => {
    expect(primeFormat.options).toStrictEqual([
      expect.objectContaining({ flag: 'game', key: 'game', choices: ['mp1', 'mp2'] }),
      expect.objectContaining({ flag: 'version', key: 'version', use: 'write', choices: ['0', '2'], numeric: true }),
    ]);
    expect(primeFormat.options![0]!.use).toBeUndefined();
    // The version alone converts the document: v2 written as v0 stores every frame.
    const v0 = readPrime(primeFormat.write(mp2V2(), { version: 0 }));
    expect([v0.version, v0.keyFrames.length]).toStrictEqual([0, mp2V2().frameCount]);
  });
});

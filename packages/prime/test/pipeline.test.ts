/**
 * The prime descriptor in `@anim/core`'s convert pipeline (issue 17): version changes document to
 * document with their losses reported, the game change through the core model, a Maya-style joint
 * chain of per-axis curves becoming bones, and which Prime extras are worth a warning elsewhere.
 */
import { convert, convertClip, createClip, createTrack, defineFormat, type Clip, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluatePrime, primeFormat, primeToClip, readPrime, writePrime, type PrimeDocument } from '../src/index.js';
import { primeLossOnWrite } from '../src/write-loss.js';
import { mp1V0, mp1V2 } from './fixtures.js';

const formats = [primeFormat];

describe('--prime-version and --prime-game through the pipeline', () => {
  it('lossOnWrite: v0 → v2 quantises (warned with the largest change), v2 → v0 and the same version lose nothing', () => {
    const v0 = mp1V0();
    const losses = primeLossOnWrite(v0, { version: 2 });
    expect(losses.map((w) => w.code)).toStrictEqual(['precision-lost']);
    expect(losses[0]!.message).toMatch(/^version 2 quantisation moves values by up to \d/);
    expect([primeLossOnWrite(v0), primeLossOnWrite(mp1V2(), { version: 0 }), primeLossOnWrite(mp1V2())]).toStrictEqual([[], [], []]);
  });

  it('a version change is written document to document; a game change goes through the core model', async () => {
    const v2 = writePrime(mp1V2());
    const toV0 = await convert(v2, { formats, to: 'prime', options: { version: 0 } });
    expect([toV0.route, toV0.warnings, toV0.bytes]).toStrictEqual(['native', [], writePrime(readPrime(v2), { version: 0 })]);
    const back = await convert(toV0.bytes, { formats, to: 'prime', options: { version: 2 } });
    expect([back.route, back.warnings.map((w) => w.code)]).toStrictEqual(['native', ['precision-lost']]);
    const mp2 = await convert(v2, { formats, to: 'prime', options: { game: 'mp2' } });
    expect(mp2.route).toBe('clip');
    expect(readPrime(mp2.bytes).game).toBe('mp2');
  });
});

describe('a Maya joint chain of per-axis curves → prime', () => {
  /** translateX/Y/Z in cm and rotateX/Y/Z in degrees per joint, as a Maya file gives them. */
  function chain(): Clip {
    const tracks: Track[] = [];
    for (const [node, y] of [['joint1', 100], ['joint2', 50]] as const) {
      for (const [a, t0, t1, r1] of [['x', 0, 10, 0], ['y', y, y, 90], ['z', 0, 0, 0]] as const) {
        const upper = a.toUpperCase();
        const keys = (v0: number, v1: number): { time: number; value: number }[] => [
          { time: 0, value: v0 },
          { time: 1 / 30, value: v1 },
        ];
        tracks.push(
          createTrack({ name: `${node}.translate${upper}`, node, property: `translate${upper}`, valueType: 'scalar', unit: 'cm', channel: { kind: 'translation', axis: a }, keys: keys(t0, t1) }),
          createTrack({ name: `${node}.rotate${upper}`, node, property: `rotate${upper}`, valueType: 'scalar', unit: 'deg', channel: { kind: 'rotation', axis: a, rotationOrder: 'xyz' }, keys: keys(0, r1) }),
        );
      }
    }
    return createClip({ frameRate: { numerator: 30, denominator: 1 }, tracks });
  }

  it('joints become bones 3 and 4 (one name-changed each), in metres, with the rotation as a quaternion', () => {
    const { value, warnings } = convertClip(chain(), primeFormat, { options: { version: 0 } });
    const doc = value as PrimeDocument;
    expect(warnings.filter((w) => w.code === 'name-changed').map((w) => w.path)).toStrictEqual(['joint1', 'joint2']);
    expect(warnings.filter((w) => w.code === 'track-dropped')).toStrictEqual([]);
    expect(doc.channels.map((c) => c.boneId)).toStrictEqual([3, 4]);
    const [joint1, joint2] = evaluatePrime(readPrime(writePrime(doc)), 1 / 30);
    expect(Array.from(joint1!.translation!)).toStrictEqual([0.1, 1, 0].map(Math.fround));
    expect(Array.from(joint2!.translation!)).toStrictEqual([0.1, 0.5, 0].map(Math.fround));
    // 90° about Y: (w, x, y, z) = (√½, 0, √½, 0).
    [Math.SQRT1_2, 0, Math.SQRT1_2, 0].forEach((v, c) => { expect(joint2!.rotation![c]).toBeCloseTo(v, 6); });
  });
});

describe('extrasMeaning: what of a Prime clip is worth a warning in another format', () => {
  it('names the EVNT id and the root bone id; version, game, looping, frames and bone ids are bookkeeping', () => {
    // A target that keeps any vector track, to see what the pipeline says about Prime's extras.
    const any = defineFormat<Clip>({
      id: 'any',
      name: 'any',
      extensions: [],
      mimeTypes: [],
      binary: false,
      sniff: () => false,
      read: () => createClip({ tracks: [] }),
      write: () => new Uint8Array(0),
      summarize: (clip) => ({ tracks: clip.tracks.length, keyframes: 0 }),
      fromClip: (clip) => ({ value: clip, warnings: [] }),
      capabilities: {
        valueTypes: ['vec3', 'quat'],
        channels: ['translation', 'rotation', 'scale'],
        transforms: 'vectors',
        interpolations: ['linear'],
        time: 'keys',
        units: {},
        names: 'free',
        markers: true,
        holds: 'anything',
      },
    });
    const clip = primeToClip(mp1V2()).value;
    const { warnings } = convertClip(clip, any, { source: primeFormat });
    expect(warnings.map((w) => [w.code, w.message])).toStrictEqual([
      ['metadata-dropped', 'prime data with no place in any is left out: the root bone id, the EVNT (event) resource id (clip)'],
    ]);
  });
});

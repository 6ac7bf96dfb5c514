import { describe, expect, it } from 'vitest';
import { evaluatePrimeAtFrame, readPrime, writePrime } from '../src/index.js';
import { handMp1V2, handMp2V0 } from './fixtures.js';

const f32 = Math.fround;

describe('the hand-assembled MP1 v2 file', () => {
  const { bytes, at } = handMp1V2();
  const doc = readPrime(bytes);

  it('is 94 bytes with the fields where the spec puts them', () => {
    expect(bytes.length).toBe(94);
    expect([at.keyBitmap, at.descriptorCount, at.boneId, at.bitstream]).toStrictEqual([52, 60, 64, 90]);
  });

  it('reads the header, the bitmap and the descriptor', () => {
    if (doc.version !== 2) throw new Error('expected version 2');
    expect([doc.game, doc.scratchSize, doc.evntId, doc.unk0, doc.duration, doc.interval, doc.rootBoneId, doc.looping]).toStrictEqual([
      'mp1', 82, 0xffffffff, 1, 0.5, 0.25, 3, 0,
    ]);
    expect([doc.rotationDivisor, doc.translationMultiplier, doc.boneChannelCount, doc.unk3, doc.keyBitmapBitCount]).toStrictEqual([16, 0.5, 1, 1, 3]);
    expect([...doc.keyBitmapWords]).toStrictEqual([0b101]);
    expect([doc.frameCount, [...doc.keyFrames]]).toStrictEqual([3, [0, 2]]);
    const d = doc.descriptors[0]!;
    expect(d.boneId).toBe(3);
    expect(d.rotation).toMatchObject({ keyCount: 1, init: [0, 0, 0], bits: [4, 4, 4] });
    expect(d.translation).toMatchObject({ keyCount: 1, init: [2, -1, 0], bits: [3, 3, 1] });
    expect(d.scale).toBeNull();
  });

  it('decodes the record: w sign, accumulated rotation and translation integers', () => {
    if (doc.version !== 2) throw new Error('expected version 2');
    const d = doc.descriptors[0]!;
    expect([...d.rotation!.values]).toStrictEqual([0, 0, 0, 5, -3, 0]);
    expect([...d.rotation!.wSign]).toStrictEqual([0, 1]);
    expect([...d.translation!.values]).toStrictEqual([2, -1, 0, 5, -5, -1]);
    expect(doc.bitstreamPadding).toBe(0);
  });

  it('dequantises: rotation sin(R·π/32) with w from unit length, translation × 0.5', () => {
    const c = doc.channels[0]!;
    expect(c.boneId).toBe(3);
    expect([...c.translation!]).toStrictEqual([1, -0.5, 0, 2.5, -2.5, -0.5]);
    expect([...c.rotation!.subarray(0, 4)]).toStrictEqual([1, 0, 0, 0]);
    const x = Math.sin((5 * Math.PI) / 32);
    const y = Math.sin((-3 * Math.PI) / 32);
    const [w1, x1, y1, z1] = c.rotation!.subarray(4, 8);
    expect(x1).toBeCloseTo(x, 6);
    expect(y1).toBeCloseTo(y, 6);
    expect(z1).toBe(0);
    expect(w1).toBeCloseTo(-Math.sqrt(1 - x * x - y * y), 6);
  });

  it('interpolates the frame missing from the bitmap', () => {
    const [pose] = evaluatePrimeAtFrame(doc, 1);
    expect([...pose!.translation!]).toStrictEqual([f32(1.75), f32(-1.5), f32(-0.25)]);
  });

  it('writes back byte for byte', () => {
    expect(writePrime(doc)).toStrictEqual(bytes);
  });
});

describe('the hand-assembled MP2 v0 file', () => {
  const { bytes, at } = handMp2V0();
  const doc = readPrime(bytes);

  it('is 146 bytes with the tables and key arrays where the spec puts them', () => {
    expect(bytes.length).toBe(146);
    expect([at.boneSlots, at.scaleKeys, at.rotationKeys, at.translationKeys]).toStrictEqual([28, 54, 82, 118]);
  });

  it('detects MP2 and reads the tables', () => {
    if (doc.version !== 0) throw new Error('expected version 0');
    expect([doc.game, doc.duration, doc.interval, doc.keyCount, doc.rootBoneId, doc.evntId]).toStrictEqual([
      'mp2', { seconds: 0.5, state: 0 }, { seconds: 0.25, state: 0 }, 2, 0, null,
    ]);
    expect([...doc.boneSlots]).toStrictEqual([0xff, 0, 0xff, 1]);
    expect([[...doc.rotationIndex!], [...doc.translationIndex], [...doc.scaleIndex!]]).toStrictEqual([[0, 0xff], [0xff, 0], [0, 0xff]]);
    expect(doc.trailing.length).toBe(0);
  });

  it('maps the key blocks to the bone channels', () => {
    expect(doc.channels.map((c) => c.boneId)).toStrictEqual([1, 3]);
    const [bone1, bone3] = doc.channels;
    expect([...bone1!.rotation!]).toStrictEqual([1, 0, 0, 0, f32(0.6), f32(0.8), 0, 0]);
    expect([...bone1!.scale!]).toStrictEqual([1, 1, 1, 2, 2, 2]);
    expect(bone1!.translation).toBeNull();
    expect([bone3!.rotation, bone3!.scale]).toStrictEqual([null, null]);
    expect([...bone3!.translation!]).toStrictEqual([0, 0, 0, 4, 2, -2]);
  });

  it('writes back byte for byte', () => {
    expect(writePrime(doc)).toStrictEqual(bytes);
  });
});

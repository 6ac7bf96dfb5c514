import { describe, expect, it } from 'vitest';
import { readPrime, writePrime } from '../src/index.js';
import { handMp1V2, handMp2V0, mp1V0, mp2V2 } from './fixtures.js';

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

describe('lossless details', () => {
  it('keeps pak padding (trailing 0xFF bytes) of v0 and v2 files', () => {
    const pad = new Uint8Array(13).fill(0xff);
    for (const file of [handMp1V2().bytes, handMp2V0().bytes, writePrime(mp1V0()), writePrime(mp2V2())]) {
      const padded = concat(file, pad);
      const doc = readPrime(padded);
      expect(doc.trailing).toStrictEqual(pad);
      expect(writePrime(doc)).toStrictEqual(padded);
    }
  });

  it('keeps the exact bits of v0 floats, NaN payloads included', () => {
    const { bytes, at } = handMp2V0();
    const copy = Uint8Array.from(bytes);
    new DataView(copy.buffer).setUint32(at.scaleKeys! + 4, 0x7fa00001); // the first scale key: a signalling NaN with a payload
    const doc = readPrime(copy);
    expect(doc.version === 0 && Number.isNaN(doc.scaleKeys?.[0])).toBe(true);
    expect(writePrime(doc)).toStrictEqual(copy);
  });

  it('keeps non-zero padding bits after the last bitstream record', () => {
    const { bytes, at } = handMp1V2();
    const doc0 = readPrime(bytes);
    // The record uses bits 0…19 of the bitstream's only word; set bit 31, which no record uses.
    const padded = Uint8Array.from(bytes);
    padded[at.bitstream!]! |= 0x80;
    const doc = readPrime(padded);
    expect([doc0.version === 2 && doc0.bitstreamPadding, doc.version === 2 && doc.bitstreamPadding]).toStrictEqual([0, 0x80000000]);
    expect(doc.channels).toStrictEqual(doc0.channels);
    expect(writePrime(doc)).toStrictEqual(padded);
  });
});

import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { readPrime, writePrime } from '../src/index.js';

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

describe('lossless details of the reference files', () => {
  it('keeps pak padding (trailing 0xFF bytes) of v0 and v2 files', () => {
    const pad = new Uint8Array(13).fill(0xff);
    for (const name of ['mp1-v0-multi.ANIM', 'mp2-v2-scale.ANIM', 'mp1-v2-sparse.ANIM']) {
      const padded = concat(corpusBytes('prime', name), pad);
      const doc = readPrime(padded);
      expect(doc.trailing).toStrictEqual(pad);
      expect(writePrime(doc)).toStrictEqual(padded);
    }
  });

  it('keeps the exact bits of v0 floats, NaN payloads included', () => {
    const bytes = Uint8Array.from(corpusBytes('prime', 'mp2-v0.ANIM'));
    // The first scale key (after the header, 100 slots, three 5-entry tables and the scale count).
    const at = 32 + 100 + 3 * (4 + 5) + 4;
    new DataView(bytes.buffer).setUint32(at, 0x7fa00001); // a signalling NaN with a payload
    const doc = readPrime(bytes);
    expect(doc.version === 0 && Number.isNaN(doc.scaleKeys?.[0])).toBe(true);
    expect(writePrime(doc)).toStrictEqual(bytes);
  });

  it('keeps non-zero padding bits after the last bitstream record', () => {
    const bytes = Uint8Array.from(corpusBytes('prime', 'mp1-v2-sparse.ANIM'));
    const doc0 = readPrime(bytes);
    // 1568 bitstream bytes hold 42 records; set the file's very last bit, which no record uses.
    expect(doc0.version === 2 && doc0.bitstreamPadding === 0).toBe(true);
    bytes[bytes.length - 4]! |= 0x80;
    const doc = readPrime(bytes);
    expect(doc.version === 2 && doc.bitstreamPadding !== 0).toBe(true);
    expect(doc.channels).toStrictEqual(doc0.channels);
    expect(writePrime(doc)).toStrictEqual(bytes);
  });
});

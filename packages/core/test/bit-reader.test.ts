import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../src/index.js';
import { BitReader, BitWriter, bitWords, signedBitField } from '../src/io/index.js';
import { bitField } from '../src/io/bit-reader.js';
import { parseErrorOf } from './helpers.js';

describe('BitReader', () => {
  it('reads LSB-first within a word, in both word orders', () => {
    const be = Uint8Array.from([0x12, 0x34, 0x56, 0x78]);
    const r = new BitReader(be, { format: 'prime', endian: 'big' });
    expect(r.read(4)).toBe(0x8);
    expect(r.read(8)).toBe(0x67);
    expect(r.read(20)).toBe(0x12345);
    expect(r.remaining).toBe(0);
    const le = new BitReader(Uint8Array.from([0x78, 0x56, 0x34, 0x12]), { format: 'x', endian: 'little' });
    expect(le.read(32)).toBe(0x12345678);
  });

  it('reads fields that cross a 32-bit word boundary (low part from the first word)', () => {
    // word0 = 0xF0000000 (top 4 bits set), word1 = 0x00000005
    const bytes = Uint8Array.from([0xf0, 0, 0, 0, 0, 0, 0, 0x05]);
    const r = new BitReader(bytes, { format: 'x', endian: 'big' });
    r.position = 28;
    expect(r.read(8)).toBe(0x5f); // 4 high bits of word0 (0xF) then 4 low bits of word1 (0x5)
    expect(r.position).toBe(36);
    r.position = 28;
    expect(r.read(32)).toBe(0x0000005f);
    r.position = 1;
    expect(r.read(32)).toBe(((0xf0000000 >>> 1) | (0x5 << 31)) >>> 0);
  });

  it('sign-extends 1..32-bit fields', () => {
    for (let n = 1; n <= 32; n++) {
      const w = new BitWriter({ endian: 'big' });
      w.write(3, 3); // misalign
      const min = -(2 ** (n - 1));
      const max = 2 ** (n - 1) - 1;
      w.write(min, n).write(max, n).write(-1, n);
      const r = new BitReader(w.finish(), { format: 'x', endian: 'big' });
      expect(r.read(3)).toBe(3);
      expect([r.readSigned(n), r.readSigned(n), r.readSigned(n)], `n = ${String(n)}`).toEqual([min, max, -1]);
    }
    const one = new BitReader(Uint8Array.from([0, 0, 0, 1]), { format: 'x', endian: 'big' });
    expect(one.readSigned(1)).toBe(-1);
    expect(one.readSigned(0)).toBe(0);
    expect(one.read(0)).toBe(0);
  });

  it('throws a ParseError at the word holding the bit when too few bits remain', () => {
    const r = new BitReader(new Uint8Array(8), { format: 'prime', endian: 'big', baseOffset: 100 });
    r.position = 40;
    const e = parseErrorOf(() => r.read(25, 'rotation x'));
    expect(e.location).toEqual({ kind: 'offset', offset: 104 });
    expect(e.message).toBe('prime: byte 104: expected 25 bits for rotation x at bit 40 of the bitstream, found 24 bits left');
    expect(r.position).toBe(40);
    expect(parseErrorOf(() => r.readSigned(32)).found).toBe('24 bits left');
  });

  it('ignores a trailing partial word', () => {
    const r = new BitReader(new Uint8Array(6), { format: 'x', endian: 'little' });
    expect(r.bitLength).toBe(32);
    r.read(32);
    expect(parseErrorOf(() => r.read(1)).location).toEqual({ kind: 'offset', offset: 4 });
  });

  it('round-trips random field sequences in both word orders (property)', () => {
    const field = fc.integer({ min: 1, max: 32 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: -(2 ** (n - 1)), max: 2 ** (n - 1) - 1 })));
    fc.assert(
      fc.property(fc.array(field, { maxLength: 40 }), fc.boolean(), (fields, little) => {
        const endian = little ? 'little' : 'big';
        const w = new BitWriter({ endian });
        for (const [n, v] of fields) w.write(v, n);
        const bytes = w.finish();
        expect(bytes.length).toBe(w.wordCount * 4);
        const r = new BitReader(bytes, { format: 'x', endian });
        for (const [n, v] of fields) {
          expect(r.readSigned(n)).toBe(v);
        }
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe('BitWriter', () => {
  it('writes words in the chosen byte order and pads the last word with zeros', () => {
    expect(Array.from(new BitWriter({ endian: 'big' }).write(0x12345678, 32).finish())).toEqual([0x12, 0x34, 0x56, 0x78]);
    expect(Array.from(new BitWriter({ endian: 'little' }).write(0x12345678, 32).finish())).toEqual([0x78, 0x56, 0x34, 0x12]);
    expect(Array.from(new BitWriter({ endian: 'big' }).write(1, 1).finish())).toEqual([0, 0, 0, 1]);
    expect(new BitWriter({ endian: 'big' }).finish().length).toBe(0);
  });

  it('keeps only the low n bits and grows past its initial capacity', () => {
    const w = new BitWriter({ endian: 'little' });
    for (let i = 0; i < 5000; i++) w.write(0xfff, 7);
    const r = new BitReader(w.finish(), { format: 'x', endian: 'little' });
    for (let i = 0; i < 5000; i++) expect(r.read(7)).toBe(0x7f);
  });

  it('rejects impossible field widths with an InvalidArgumentError', () => {
    const w = new BitWriter({ endian: 'big' });
    for (const n of [-1, 33, 1.5]) expect(() => w.write(0, n)).toThrow(InvalidArgumentError);
    expect(w.write(5, 0).position).toBe(0);
  });
});

describe('bitWords, bitField and signedBitField (the unchecked reads BitReader is built on)', () => {
  it('lays out whole words in either byte order plus one zero word', () => {
    const bytes = Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0xff]);
    expect([...bitWords(bytes, 'big')]).toStrictEqual([0x12345678, 0x9abcdef0, 0]);
    expect([...bitWords(bytes, 'little')]).toStrictEqual([0x78563412, 0xf0debc9a, 0]);
    expect([...bitWords(bytes.subarray(1, 3), 'big')]).toStrictEqual([0]);
  });

  it('reads what BitReader reads at every position and width (property)', () => {
    const field = fc.integer({ min: 1, max: 32 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: -(2 ** (n - 1)), max: 2 ** (n - 1) - 1 })));
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 40 }), fc.boolean(), (fields, little) => {
        const endian = little ? 'little' : 'big';
        const w = new BitWriter({ endian });
        for (const [n, v] of fields) w.write(v, n);
        const words = bitWords(w.finish(), endian);
        const r = new BitReader(w.finish(), { format: 'x', endian });
        let pos = 0;
        for (const [n, v] of fields) {
          expect(signedBitField(words, pos, n)).toBe(v);
          expect(bitField(words, pos, n)).toBe(r.read(n));
          pos += n;
        }
      }),
      { seed: 12, numRuns: 300 },
    );
  });

  it('reads a field in the last word with the padding word as its high part', () => {
    const words = bitWords(Uint8Array.from([0x80, 0, 0, 0]), 'big');
    expect([bitField(words, 31, 1), signedBitField(words, 31, 1), bitField(words, 31, 32), signedBitField(words, 28, 8)]).toStrictEqual([1, -1, 1, 8]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../src/index.js';
import { ByteReader, ByteWriter } from '../src/io/index.js';
import { parseErrorOf } from './helpers.js';

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

describe('ByteReader fixed-size reads', () => {
  const data = bytes(0x81, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08);
  it.each([
    ['little', 'u8', 0x81, 1],
    ['little', 'i8', -127, 1],
    ['little', 'u16', 0x0281, 2],
    ['big', 'u16', 0x8102, 2],
    ['little', 'i16', 0x0281, 2],
    ['big', 'i16', 0x8102 - 0x10000, 2],
    ['little', 'u32', 0x04030281, 4],
    ['big', 'u32', 0x81020304, 4],
    ['big', 'i32', 0x81020304 - 2 ** 32, 4],
    ['little', 'i32', 0x04030281, 4],
  ] as const)('%s %s', (endian, method, expected, size) => {
    const r = new ByteReader(data, { format: 'test', endian });
    expect(r[method]()).toBe(expected);
    expect(r.offset).toBe(size);
    expect(r.remaining).toBe(8 - size);
  });

  it('reads 64-bit integers in both orders', () => {
    expect(new ByteReader(data, { format: 't', endian: 'little' }).u64()).toBe(0x0807060504030281n);
    expect(new ByteReader(data, { format: 't', endian: 'big' }).u64()).toBe(0x8102030405060708n);
    expect(new ByteReader(data, { format: 't', endian: 'big' }).i64()).toBe(0x8102030405060708n - 2n ** 64n);
    expect(new ByteReader(data, { format: 't', endian: 'little' }).i64()).toBe(0x0807060504030281n);
  });

  it('reads floats in both orders', () => {
    const w = new ByteWriter({ endian: 'big' }).f32(1.5).f64(-0.1);
    const r = new ByteReader(w.finish(), { format: 't', endian: 'big' });
    expect(r.f32()).toBe(1.5);
    expect(r.f64()).toBe(-0.1);
    expect(r.atEnd).toBe(true);
    const le = new ByteReader(bytes(0, 0, 0xc0, 0x3f), { format: 't', endian: 'little' });
    expect(le.f32()).toBe(1.5);
  });

  it('reads .NET booleans: 0 false, anything else true', () => {
    const r = new ByteReader(bytes(0, 1, 2, 255), { format: 't', endian: 'little' });
    expect([r.bool(), r.bool(), r.bool(), r.bool()]).toEqual([false, true, true, true]);
  });

  it('honours the byteOffset of a subarray view', () => {
    const backing = bytes(9, 9, 9, 0x01, 0x00, 0x00, 0x00);
    const r = new ByteReader(backing.subarray(3), { format: 't', endian: 'little' });
    expect(r.length).toBe(4);
    expect(r.u32()).toBe(1);
  });
});

describe('ByteReader bounds', () => {
  it.each(['u8', 'i8', 'u16', 'i16', 'u32', 'i32', 'u64', 'i64', 'f32', 'f64'] as const)(
    '%s past the end throws a ParseError at the read offset',
    (method) => {
      const r = new ByteReader(bytes(1), { format: 'mrtk', endian: 'little' });
      r.offset = 1;
      const e = parseErrorOf(() => r[method]('key count'));
      expect(e.format).toBe('mrtk');
      expect(e.location).toEqual({ kind: 'offset', offset: 1 });
      expect(e.message).toMatch(/^mrtk: byte 1: expected \d+ bytes? for key count, found 0 left$/);
      expect(r.offset).toBe(1);
    },
  );

  it('formats the message exactly', () => {
    const r = new ByteReader(bytes(1, 2, 3, 4, 5, 6), { format: 'prime', endian: 'big' });
    r.skip(4);
    const e = parseErrorOf(() => r.u32('frame count'));
    expect(e.message).toBe('prime: byte 4: expected 4 bytes for frame count, found 2 left');
    expect(e.expected).toBe('4 bytes for frame count');
    expect(e.found).toBe('2 left');
    r.skip(2);
    expect(parseErrorOf(() => r.u8()).message).toBe('prime: byte 6: expected 1 byte for u8, found 0 left');
  });

  it('checks counts against the bytes left before allocation', () => {
    const r = new ByteReader(new Uint8Array(20), { format: 'x', endian: 'little' });
    r.skip(4);
    expect(r.count(4, 4, 'keys')).toBe(4);
    expect(r.count(0, 4, 'keys')).toBe(0);
    const big = parseErrorOf(() => r.count(5, 4, 'keys', 0));
    expect(big.location).toEqual({ kind: 'offset', offset: 0 });
    expect(big.message).toBe('x: byte 0: expected at most 4 keys (the bytes left), found a count of 5');
    expect(parseErrorOf(() => r.count(-1, 4, 'keys')).message).toBe('x: byte 4: expected a non-negative count of keys, found -1');
    expect(parseErrorOf(() => r.count(1.5, 4, 'keys')).found).toBe('1.5');
    expect(parseErrorOf(() => r.count(2 ** 31, 1, 'bytes')).found).toBe(`a count of ${String(2 ** 31)}`);
    // element size 0 never divides by zero
    expect(r.count(1000, 0, 'empty records')).toBe(1000);
  });

  it('seeks, skips and views with checks', () => {
    const r = new ByteReader(bytes(1, 2, 3, 4), { format: 'x', endian: 'little' });
    r.seek(2);
    expect(r.offset).toBe(2);
    expect(Array.from(r.bytesView(2))).toEqual([3, 4]);
    expect(r.atEnd).toBe(true);
    r.seek(4);
    expect(parseErrorOf(() => {
      r.seek(5, 'chunk start');
    }).message).toBe('x: byte 4: expected chunk start within the input (0..4), found 5');
    expect(parseErrorOf(() => {
      r.seek(-1);
    }).found).toBe('-1');
    expect(parseErrorOf(() => {
      r.seek(1.5);
    }).found).toBe('1.5');
    r.seek(0);
    expect(parseErrorOf(() => {
      r.skip(5, 'padding');
    }).message).toBe('x: byte 0: expected 5 bytes for padding, found 4 left');
    expect(parseErrorOf(() => r.bytesView(5)).location).toEqual({ kind: 'offset', offset: 0 });
    expect(r.need(4, 'all')).toBe(0);
  });

  it('fail() throws at the given or current offset', () => {
    const r = new ByteReader(bytes(1, 2), { format: 'x', endian: 'little' });
    r.u8();
    expect(parseErrorOf(() => r.fail('magic')).message).toBe('x: byte 1: expected magic');
    expect(parseErrorOf(() => r.fail('magic', "'AB'", 0)).message).toBe("x: byte 0: expected magic, found 'AB'");
  });
});

describe('7-bit integers and strings', () => {
  it.each([
    [0, [0]],
    [127, [0x7f]],
    [128, [0x80, 0x01]],
    [300, [0xac, 0x02]],
    [16383, [0xff, 0x7f]],
    [16384, [0x80, 0x80, 0x01]],
    [2 ** 32 - 1, [0xff, 0xff, 0xff, 0xff, 0x0f]],
  ])('u7 %i', (value, encoded) => {
    const w = new ByteWriter({ endian: 'little' }).u7(value);
    expect(Array.from(w.finish())).toEqual(encoded);
    const r = new ByteReader(Uint8Array.from(encoded), { format: 'x', endian: 'little' });
    expect(r.u7()).toBe(value);
    expect(r.atEnd).toBe(true);
  });

  it('rejects values of 2^32 and more, and encodings longer than 5 bytes', () => {
    const over = new ByteReader(bytes(0x80, 0x80, 0x80, 0x80, 0x10), { format: 'animj', endian: 'little' });
    const e = parseErrorOf(() => over.u7('track count'));
    expect(e.message).toBe(`animj: byte 0: expected track count below 2^32, found ${String(2 ** 32)}`);
    const long = new ByteReader(bytes(1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01), { format: 'animj', endian: 'little' });
    long.u8();
    expect(parseErrorOf(() => long.u7()).message).toBe('animj: byte 1: expected 7-bit encoded integer of at most 5 bytes, found a longer encoding');
  });

  it('reports a truncated 7-bit integer at the missing byte', () => {
    const r = new ByteReader(bytes(0x80, 0x80), { format: 'x', endian: 'little' });
    const e = parseErrorOf(() => r.u7('length'));
    expect(e.location).toEqual({ kind: 'offset', offset: 2 });
  });

  it('round-trips strings, including multi-byte UTF-8', () => {
    for (const s of ['', 'AnimX', 'ü→😀', 'x'.repeat(200)]) {
      const r = new ByteReader(new ByteWriter({ endian: 'little', initialCapacity: 1 }).string7(s).finish(), { format: 'x', endian: 'little' });
      expect(r.string7()).toBe(s);
      expect(r.atEnd).toBe(true);
    }
  });

  it('rejects absurd string lengths before decoding, at the string start', () => {
    const data = bytes(9, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x41);
    const r = new ByteReader(data, { format: 'animj', endian: 'little' });
    r.u8();
    const e = parseErrorOf(() => r.string7('node name'));
    expect(e.location).toEqual({ kind: 'offset', offset: 1 });
    expect(e.message).toBe(`animj: byte 1: expected at most 1 bytes of node name (the bytes left), found a count of ${String(2 ** 32 - 1)}`);
  });

  it('rejects invalid UTF-8 at its start offset', () => {
    const r = new ByteReader(bytes(0x02, 0xc3, 0x28), { format: 'x', endian: 'little' });
    const e = parseErrorOf(() => r.string7('name'));
    expect(e.location).toEqual({ kind: 'offset', offset: 1 });
    expect(e.message).toBe('x: byte 1: expected valid UTF-8 for name, found invalid byte sequence');
    expect(parseErrorOf(() => new ByteReader(bytes(0x41), { format: 'x', endian: 'little' }).utf8(2)).location).toEqual({ kind: 'offset', offset: 0 });
  });

  it('u7 round-trips every u32 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (v) => {
        const r = new ByteReader(new ByteWriter({ endian: 'little' }).u7(v).finish(), { format: 'x', endian: 'little' });
        expect(r.u7()).toBe(v);
        expect(r.atEnd).toBe(true);
      }),
      { seed: 7 },
    );
  });
});

describe('ByteWriter', () => {
  it('writes every type in both orders and grows past its initial capacity', () => {
    for (const endian of ['little', 'big'] as const) {
      const w = new ByteWriter({ endian, initialCapacity: 1 });
      w.u8(200).i8(-2).u16(0xbeef).i16(-300).u32(0xdeadbeef).i32(-5).u64(2n ** 63n).i64(-7n).f32(0.25).f64(Math.PI).bool(true).bool(false);
      w.bytes(bytes(1, 2, 3)).utf8('hé');
      const out = w.finish();
      expect(out.length).toBe(w.length);
      expect(out.length).toBe(1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 4 + 8 + 1 + 1 + 3 + 3);
      const r = new ByteReader(out, { format: 'x', endian });
      expect([r.u8(), r.i8(), r.u16(), r.i16(), r.u32(), r.i32()]).toEqual([200, -2, 0xbeef, -300, 0xdeadbeef, -5]);
      expect([r.u64(), r.i64()]).toEqual([2n ** 63n, -7n]);
      expect([r.f32(), r.f64(), r.bool(), r.bool()]).toEqual([0.25, Math.PI, true, false]);
      expect(Array.from(r.bytesView(3))).toEqual([1, 2, 3]);
      expect(r.utf8(3)).toBe('hé');
      expect(r.atEnd).toBe(true);
    }
  });

  it('writes big-endian bytes most significant first', () => {
    expect(Array.from(new ByteWriter({ endian: 'big' }).u32(0x01020304).finish())).toEqual([1, 2, 3, 4]);
    expect(Array.from(new ByteWriter({ endian: 'little' }).u32(0x01020304).finish())).toEqual([4, 3, 2, 1]);
  });

  it('finish() returns a copy', () => {
    const w = new ByteWriter({ endian: 'little' }).u8(1);
    const a = w.finish();
    w.u8(2);
    expect(Array.from(a)).toEqual([1]);
    expect(Array.from(w.finish())).toEqual([1, 2]);
  });

  it('rejects values a 7-bit integer cannot hold with an InvalidArgumentError', () => {
    const w = new ByteWriter({ endian: 'little' });
    for (const v of [-1, 1.5, 2 ** 32, NaN]) expect(() => w.u7(v)).toThrow(InvalidArgumentError);
  });
});

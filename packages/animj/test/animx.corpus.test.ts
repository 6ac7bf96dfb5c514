import { ParseError, UnsupportedVersionError } from '@anim/core';
import { corpusDir } from '@anim/test-utils';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAnimj, readAnimx, writeAnimx, type AnimxDocument } from '../src/index.js';
import { animjFiles, animxFiles, baseName, bytes, fingerprint } from './helpers.js';

const sourceOf = new Map(animjFiles().map((f) => [baseName(f), f]));
function withoutEncoding(doc: AnimxDocument): AnimxDocument {
  const copy = { ...doc };
  delete copy.encoding;
  return copy;
}

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** An AnimX model with the fields AnimX always has (name, node, property, "" → null as resonite-core writes). */
function comparable(doc: AnimxDocument): unknown {
  return doc.tracks.map((t) => ({
    trackType: t.trackType,
    valueType: t.valueType,
    values: Array.isArray(t.values) ? t.values.map((v) => (v === '' ? null : v)) : Array.from(t.values as ArrayLike<unknown>),
    times: t.trackType === 'Raw' ? [] : Array.from(t.times),
  }));
}

describe('AnimX written by resonite-core and redx', () => {
  for (const sub of ['resonite-core', 'redx']) {
    for (const file of animxFiles(sub)) {
      it(`reads ${file} and writes it back byte for byte`, () => {
        const input = bytes(file);
        const doc = readAnimx(input);
        expect(same(writeAnimx(doc), input)).toBe(true);
        expect(fingerprint(readAnimx(writeAnimx(doc)))).toEqual(fingerprint(doc));
      });
    }
  }

  it('writes the same bytes as resonite-core from the same AnimJ, except where documented', () => {
    let identical = 0;
    const unexplained: string[] = [];
    for (const file of animxFiles('resonite-core')) {
      const source = sourceOf.get(baseName(file));
      if (source === undefined) continue;
      const ours = writeAnimx(readAnimj(bytes(source)));
      if (same(ours, bytes(file))) {
        identical++;
        continue;
      }
      // resonite-core writes "" strings as null, and its JSON parser rounds some decimals to a
      // neighbouring float32 (csv_many): nothing else may differ.
      const a = readAnimx(ours);
      const b = readAnimx(bytes(file));
      const text = (d: AnimxDocument): string => JSON.stringify(comparable(d), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      const close = (x: unknown, y: unknown): boolean =>
        typeof x === 'number' && typeof y === 'number' ? Math.abs(x - y) <= Math.abs(x) * 2 ** -23 : JSON.stringify(x) === JSON.stringify(y);
      const ta = JSON.parse(text(a)) as { values: unknown[]; times: unknown[] }[];
      const tb = JSON.parse(text(b)) as { values: unknown[]; times: unknown[] }[];
      const ok = ta.length === tb.length && ta.every(
          (t, i) =>
            t.values.length === tb[i]!.values.length &&
            t.values.every((v, j) => close(v, tb[i]!.values[j])) &&
            JSON.stringify(t.times) === JSON.stringify(tb[i]!.times),
        );
      if (!ok) unexplained.push(baseName(file));
    }
    expect(unexplained).toEqual([]);
    expect(identical).toBeGreaterThanOrEqual(60);
  });
});

describe('AnimX written by Avatar-Toolkit (explicit layout option)', () => {
  for (const file of animxFiles('avatar-toolkit')) {
    const rc = `animx/resonite-core/${baseName(file)}.animx`;
    it(`reads ${file} with layout avatar-toolkit`, () => {
      const doc = readAnimx(bytes(file), { layout: 'avatar-toolkit' });
      // Same values as resonite-core's file of the same input (csv_many: f32 rounding differs, see README).
      const reference = existsSync(corpusDir('animj') + rc) && baseName(file) !== 'csv_many' ? readAnimx(bytes(rc)) : doc;
      const text = (d: AnimxDocument): string =>
        JSON.stringify(comparable(d), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : Object.is(v, -0) ? 0 : v));
      expect(text(doc)).toBe(text(reference));
    });
  }
});

describe('compressed AnimX (LZ4 frame, LZMA)', () => {
  for (const file of animxFiles('compressed')) {
    const [writer, name, kind] = baseName(file).split('.') as [string, string, string];
    it(`reads ${file} like the plain file of the same writer`, () => {
      const layout = writer === 'avatar-toolkit' ? 'avatar-toolkit' : 'resonite-core';
      const doc = readAnimx(bytes(file), { layout });
      expect(doc.encoding).toBe(kind === 'lzma' ? 'lzma' : 'lz4');
      const plainFile = `animx/${writer}/${name}.animx`;
      const plain = existsSync(corpusDir('animj') + plainFile) ? readAnimx(bytes(plainFile), { layout }) : withoutEncoding(doc);
      expect(withoutEncoding(doc)).toStrictEqual(plain);
      // Our own LZ4/LZMA of the same document reads back identically.
      for (const encoding of ['lz4', 'lzma', 'plain'] as const) {
        expect(readAnimx(writeAnimx(doc, { encoding }))).toStrictEqual(encoding === 'plain' ? withoutEncoding(doc) : { ...doc, encoding });
      }
    });
  }

  it('round-trips every resonite-core file through LZ4 and LZMA', () => {
    // Small files only: the pure-JavaScript LZMA encoder takes seconds on csv_many.
    for (const file of animxFiles('resonite-core').filter((f) => bytes(f).length < 2000).slice(0, 10)) {
      const doc = readAnimx(bytes(file));
      for (const encoding of ['lz4', 'lzma'] as const) {
        const packed = writeAnimx(doc, { encoding });
        const back = readAnimx(packed);
        expect(back.encoding).toBe(encoding);
        expect(same(writeAnimx(back, { encoding: 'plain' }), bytes(file))).toBe(true);
        expect(same(writeAnimx(back), packed)).toBe(true);
      }
    }
  });
});

describe('AnimX errors', () => {
  const plain = bytes('animx/resonite-core/tt_curve_tangent.animx');
  const failAt = (input: Uint8Array): ParseError => {
    try {
      readAnimx(input);
    } catch (error) {
      if (ParseError.isInstance(error)) return error;
      throw error;
    }
    throw new Error('no error');
  };

  it('names the byte offset of a bad magic, encoding, element type or truncation', () => {
    const badMagic = Uint8Array.from(plain);
    badMagic[1] = 0x61;
    expect(failAt(badMagic).location).toEqual({ kind: 'offset', offset: 0 });
    const badEncoding = Uint8Array.from(plain);
    badEncoding[0x17] = 7; // after "AnimX", version, count, duration, name "tangent"
    expect(failAt(badEncoding).location).toEqual({ kind: 'offset', offset: 0x17 });
    const badElement = Uint8Array.from(plain);
    badElement[0x19] = 40;
    expect(failAt(badElement).location).toEqual({ kind: 'offset', offset: 0x19 });
    const truncated = failAt(plain.subarray(0, plain.length - 3));
    expect(truncated.location.kind).toBe('offset');
  });

  it('rejects versions other than 1 with UnsupportedVersionError', () => {
    const v2 = Uint8Array.from(plain);
    v2[6] = 2;
    expect(() => readAnimx(v2)).toThrow(UnsupportedVersionError);
  });

  it('checks counts against the bytes left before allocating', () => {
    const huge = Uint8Array.from(plain);
    huge[0x1e] = 0x7f; // keyframe count of track 0
    const error = failAt(huge);
    expect(error.location).toEqual({ kind: 'offset', offset: 0x1e });
    expect(error.message).toMatch(/bytes left/);
  });
});

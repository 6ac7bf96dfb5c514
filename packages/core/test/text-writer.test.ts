import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextWriter } from '../src/io/index.js';

describe('TextWriter', () => {
  it('writes any sequence of strings and bytes as TextEncoder would encode their concatenation', () => {
    const piece = fc.oneof(fc.string({ unit: 'binary', maxLength: 100 }), fc.string({ maxLength: 300 }), fc.integer({ min: 0, max: 127 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 1, max: 64 }), (pieces, capacity) => {
        const out = new TextWriter(capacity);
        let expected = '';
        for (const p of pieces) {
          if (typeof p === 'number') {
            out.byte(p);
            expected += String.fromCharCode(p);
          } else {
            out.text(p);
            expected += p;
          }
        }
        const bytes = out.finish();
        expect(bytes).toStrictEqual(new TextEncoder().encode(expected));
        expect(out.length).toBe(bytes.length);
        expect(out.lastByte()).toBe(bytes.length === 0 ? -1 : bytes[bytes.length - 1]);
      }),
    );
  });

  it('grows past its initial capacity and keeps what was written', () => {
    const out = new TextWriter(16);
    for (let i = 0; i < 1000; i++) out.text(`${i};`);
    const text = new TextDecoder().decode(out.finish());
    expect(text.split(';').slice(0, -1).map(Number)).toStrictEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('encodes a non-ASCII tail after an ASCII head, and lone surrogates as U+FFFD', () => {
    const out = new TextWriter();
    out.text('abc é 😀').text('\uD800x');
    expect(new TextDecoder().decode(out.finish())).toBe('abc é 😀\uFFFDx');
  });
});

/**
 * `isAscii` reads words of four bytes from an aligned start: every length, start offset within the
 * buffer and place of a byte ≥ 0x80 (head before the first aligned word, the words, the tail) must
 * give the byte-by-byte answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscii } from '../src/text.js';

function slow(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b >= 0x80) return false;
  return true;
}

describe('isAscii', () => {
  it('agrees with a byte-by-byte check for every length, offset and place of a high byte', () => {
    const buffer = new Uint8Array(100);
    for (let offset = 0; offset < 4; offset++) {
      for (let len = 0; len <= 80; len++) {
        const view = buffer.subarray(offset, offset + len);
        view.fill(0x7f);
        expect(isAscii(view)).toBe(true);
        for (let at = 0; at < len; at++) {
          view[at] = 0x80;
          expect(isAscii(view)).toBe(false);
          view[at] = 0x7f;
        }
      }
    }
  });

  it('agrees with a byte-by-byte check on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(3), (bytes, offset) => {
        const buffer = new Uint8Array(bytes.length + offset);
        buffer.set(bytes, offset);
        const view = buffer.subarray(offset);
        expect(isAscii(view)).toBe(slow(bytes));
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * `ScriptScanner.skipBraced` over bytes tests four bytes at a time for a brace or a backslash: for
 * braced words of every length, at every offset, with escapes across word boundaries, it must end
 * where a byte-by-byte scan ends (and where the string path ends), and report an unclosed word.
 */
import { ParseError } from '@anim/core';
import { TextSource } from '@anim/core/io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_ID } from '../src/constants.js';
import { charCodes } from '../src/lexer.js';
import { ScriptScanner } from '../src/tcl-words.js';
import { ScriptText } from '../src/text.js';
import { bracedEnd } from './helpers.js';

/** Where each path's scanner ends after skipping the word at `p`, or −1 when it throws a `ParseError`. */
function ends(text: string, p: number): [number, number] {
  const bytes = new Uint8Array(charCodes(text));
  const run = (st: ScriptText): number => {
    const s = new ScriptScanner(st);
    s.pos = p;
    try {
      return s.skipBraced();
    } catch (e) {
      if (e instanceof ParseError) return -1;
      throw e;
    }
  };
  return [run(ScriptText.ascii(bytes)), run(ScriptText.of(new TextSource(text, FORMAT_ID), charCodes(text)))];
}

describe('ScriptScanner.skipBraced', () => {
  it('ends where a byte-by-byte scan ends, for random words of braces, escapes and other bytes', () => {
    const piece = fc.constantFrom('{', '}', '\\', 'a', ' ', '\n', 'xyz', '{a b}', '\\{', '\\}');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(5), (pieces, lead) => {
        const text = ' '.repeat(lead) + '{' + pieces.join('');
        const want = bracedEnd(text, lead);
        expect(ends(text, lead)).toEqual([want, want]);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the closing brace at every place within and after the four-byte words', () => {
    for (let lead = 0; lead < 4; lead++) {
      for (let len = 0; len < 20; len++) {
        const body = 'b'.repeat(len);
        const text = ' '.repeat(lead) + '{' + body + '}tail';
        expect(ends(text, lead)).toEqual([lead + len + 2, lead + len + 2]);
        const escaped = ' '.repeat(lead) + '{' + body + '\\}}';
        expect(ends(escaped, lead)).toEqual([lead + len + 4, lead + len + 4]);
        expect(ends(' '.repeat(lead) + '{' + body, lead)).toEqual([-1, -1]);
      }
    }
  });
});

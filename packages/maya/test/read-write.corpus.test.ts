import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readMaya, resolveMayaCurves, summarizeMaya, writeMaya } from '../src/index.js';
import { formatMaya } from '../src/write.js';
import { animFiles, bytesOf, needsThousands } from './corpus-helpers.js';
import { encode, rebuild, semantic, text } from './helpers.js';

/**
 * The reference files written in Maya's own layout (two-space indents, one key per line, numbers spelled
 * shortest), some with a comment line under the header: the corpus's hand-authored `ha_*` files, written
 * from the spec the way Maya's animImportExport writes. The others come from third-party writers with
 * their own spelling (Blender `0.0 0.000000`, IONET and StudioSB one-space indents and `%f` numbers).
 */
const MAYA_LAYOUT = animFiles.filter((f) => f.startsWith('ha_'));

describe('corpus files', () => {
  it('has files to test, most of them in Maya layout', () => {
    expect(animFiles.length).toBeGreaterThanOrEqual(16);
    expect(MAYA_LAYOUT.length).toBeGreaterThanOrEqual(12);
  });

  for (const name of animFiles) {
    describe(name, () => {
      const bytes = bytesOf(name);
      const lenient = needsThousands(name);

      it('span-preserving round trip: reads and writes back byte for byte', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        expect(Buffer.from(writeMaya(doc)).equals(Buffer.from(bytes))).toBe(true);
      });

      it('writes in canonical layout something that reads back to the same document', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        const canonical = formatMaya(doc, { canonical: true });
        expect(canonical).not.toMatch(/\r|\t|#|\/\//);
        const again = readMaya(encode(canonical));
        expect(semantic(again)).toStrictEqual(semantic(doc));
        // Canonical output is a fixed point, also when rebuilt from data alone.
        expect(formatMaya(again)).toBe(canonical);
        expect(formatMaya(rebuild(again))).toBe(canonical);
      });

      it('resolves every curve and summarises', () => {
        const doc = readMaya(bytes, { thousandsSeparators: lenient });
        const curves = resolveMayaCurves(doc);
        const summary = summarizeMaya(doc);
        expect(summary.tracks).toBe(curves.length);
        expect(summary.keyframes).toBe(curves.reduce((s, c) => s + c.x.length, 0));
        expect(summary.version).toBe(doc.header.animVersion);
      });

      if (lenient) {
        it('is rejected by the strict reader with the location of the grouped number', () => {
          let error: unknown;
          try {
            readMaya(bytes);
          } catch (e) {
            error = e;
          }
          expect(ParseError.isInstance(error)).toBe(true);
          const e = error as ParseError;
          expect(e.location.kind).toBe('text');
          expect(e.message).toMatch(/thousands separators/);
        });
      }
    });
  }

  // Round trips that can fail: the document is rebuilt from the data alone (header fields, anim lines,
  // settings, keys as plain values), so every byte comes from the writer's own layout and number spelling.
  for (const name of MAYA_LAYOUT) {
    it(`${name}: a document rebuilt without its source text writes the file byte for byte (but its comment lines)`, () => {
      const bytes = bytesOf(name);
      const fresh = rebuild(readMaya(bytes));
      expect(fresh.layout).toBeUndefined();
      expect(text(writeMaya(fresh))).toBe(text(bytes).replace(/^[ \t]*(\/\/|#).*\n/gm, ''));
    });
  }

  it('third-party files differ from the canonical layout only in indentation and number spelling', () => {
    for (const name of animFiles.filter((f) => !MAYA_LAYOUT.includes(f) && !needsThousands(f))) {
      const source = text(bytesOf(name));
      const canonical = text(writeMaya(rebuild(readMaya(bytesOf(name)))));
      expect(canonical).not.toBe(source);
      // Drop comments, indentation and number spelling: what is left must be the same.
      const normal = (s: string): string =>
        s
          .replace(/[ \t]*(#|\/\/).*$/gm, '')
          .replace(/^[ \t]+/gm, '')
          .replace(/-?\d+(\.\d+)?/g, (n) => String(Number(n)));
      expect(`${name}\n${normal(canonical)}`).toBe(`${name}\n${normal(source)}`);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@anim/core';
import { readUnity, writeUnity } from '../src/index.js';
import { readUnityYaml } from '../src/read-yaml.js';
import { scanUnity } from '../src/scan.js';
import { documents } from './documents.js';
import { encode, fixtureBytes, fixtureFiles, text } from './helpers.js';

/** What the YAML-library path gives for a text: the document and fold, or the error's message. */
function library(s: string): { doc: unknown; folded: boolean } | string {
  try {
    return readUnityYaml(s);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return error.message;
  }
}

/** Holds the two paths equal on `s`; true when the scanner took it. */
function samePaths(s: string): boolean {
  const fast = scanUnity(s);
  if (fast === undefined) return false;
  expect(fast).toStrictEqual(library(s));
  return true;
}

describe('the fast scanner and the YAML library read the same documents', () => {
  it('on generated documents in the layout Unity writes (every unfolded one is scanned)', () => {
    let scanned = 0;
    const missed: string[] = [];
    fc.assert(
      fc.property(documents, fc.boolean(), (doc, folded) => {
        if (folded) doc.header.lineWidth = 80;
        const s = text(writeUnity(doc));
        const took = samePaths(s);
        if (took) scanned++;
        // Every unfolded document is inside the subset (folded strings are not).
        if (!folded && !took) missed.push(s);
      }),
      { numRuns: 300, seed: 31 },
    );
    expect(missed).toEqual([]);
    expect(scanned).toBeGreaterThan(100);
  });

  it('on every fixture (the scanner leaves nested unknown fields and compressed curves to the library)', () => {
    expect(fixtureFiles.filter((f) => samePaths(text(fixtureBytes(f))))).toEqual(['float-keys.anim', 'unity5-euler-events.anim']);
  });

  it('on seeded mutations of the fixtures: a text the scanner takes reads the same with the library; readUnity gives the library\'s error otherwise', () => {
    const sources = fixtureFiles.map((f) => text(fixtureBytes(f)));
    const pieces = ['1', '7', '.5', 'a', 'Z', '_', ' ', '\n', ':', ': ', '- ', '{', '}', ',', "'", '"', '#', '&a ', '*a', '!', '|', '0', '-', '.', 'e5', 'x', '  ', '\t', '[]', '\r\n', 'Infinity'];
    let scanned = 0;
    let failed = 0;
    const differ: string[] = [];
    fc.assert(
      fc.property(fc.nat(sources.length - 1), fc.array(fc.tuple(fc.noBias(fc.nat(1 << 20)), fc.nat(1), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 2 }), (which, edits) => {
        let s = sources[which]!;
        for (const [where, cut, piece] of edits) {
          const at = where % (s.length + 1);
          s = s.slice(0, at) + piece + s.slice(at + cut);
        }
        if (samePaths(s)) scanned++;
        const expected = library(s);
        let actual: unknown;
        try {
          actual = readUnity(encode(s));
        } catch (error) {
          if (!(error instanceof ParseError)) throw error;
          actual = error.message;
        }
        if (typeof expected === 'string') {
          failed++;
          if (actual !== expected) differ.push(s);
        }
      }),
      { numRuns: 1500, seed: 32 },
    );
    expect(differ).toEqual([]);
    expect(scanned).toBeGreaterThan(10);
    expect(failed).toBeGreaterThan(200);
  });
});

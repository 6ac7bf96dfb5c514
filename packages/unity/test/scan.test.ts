import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@anim/core';
import { readUnity, writeUnity } from '../src/index.js';
import { readUnityYaml } from '../src/read-yaml.js';
import { scanUnity } from '../src/scan.js';
import { documents } from './documents.js';
import { encode, fixtureBytes, fixtureFiles, text } from './helpers.js';

/** What the YAML-library path gives for a text: the document and fold, or the error's message. */
function library(s: string): ReturnType<typeof readUnityYaml> | string {
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

  it('on 500 seeded mutations of the two fixtures it takes: a text the scanner takes reads the same with the library; readUnity gives the library\'s error otherwise', () => {
    // The fixtures the scanner takes whole, so that light mutations often stay inside the subset.
    const sources = ['float-keys.anim', 'unity5-euler-events.anim'].map((f) => text(fixtureBytes(f)));
    const pieces = ['1', '7', '.5', '0', '9', '-', 'a', 'Z', '_', ' ', '\n', ':', ': ', '- ', '{', '}', ',', "'", '"', '#', '&a ', '*a', '!', '|', '0', '-', '.', 'e5', 'x', '  ', '\t', '[]', '\r\n', 'Infinity'];
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
        const expected = library(s);
        const fast = scanUnity(s);
        if (fast !== undefined) {
          scanned++;
          if (!isDeepStrictEqual(fast, expected)) differ.push(s);
        }
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
      { numRuns: 500, seed: 32 },
    );
    
    expect(differ).toEqual([]);
    expect(scanned).toBeGreaterThan(10);
    expect(failed).toBeGreaterThan(300);
  });

  it('hands every construct outside the subset to the YAML library, which reads it or gives its error', () => {
    const base = text(fixtureBytes('float-keys.anim'));
    const variants: [string, string][] = [
      ['a comment', base.replace('  m_Legacy: 0\n', '  m_Legacy: 0 # legacy\n')],
      ['a comment line', base.replace('  m_Legacy: 0\n', '  # note\n  m_Legacy: 0\n')],
      ['an anchor and an alias', base.replace('  m_PrefabAsset: {fileID: 0}', '  m_PrefabAsset: &p {fileID: 0}').replace('  m_PrefabInstance: {fileID: 0}\n  m_PrefabAsset: &p {fileID: 0}', '  m_PrefabInstance: &p {fileID: 0}\n  m_PrefabAsset: *p')],
      ['a tag', base.replace('  m_Name: FloatKeys', '  m_Name: !!str FloatKeys')],
      ['a block scalar', base.replace('  m_Name: FloatKeys', '  m_Name: |\n    FloatKeys')],
      ['a folded plain string', base.replace('  m_Name: FloatKeys', '  m_Name: Float\n    Keys')],
      ['a sequence indented under its key', base.replace('  m_FloatCurves:\n  - curve:', '  m_FloatCurves:\n    - curve:')],
      ['CRLF line ends', base.replace(/\n/g, '\r\n')],
      ['a tab', base.replace('  m_Legacy: 0', '  m_Legacy:\t0')],
      ['a duplicate key', base.replace('  m_Legacy: 0\n', '  m_Legacy: 0\n  m_Legacy: 0\n')],
      ['a duplicate key in an unknown flow mapping', base.replace('  m_Legacy: 0\n', '  m_Legacy: 0\n  m_Future: {a: 1, a: 2}\n')],
      ['a nested unknown field', base.replace('  m_Legacy: 0\n', '  m_Legacy: 0\n  m_Future:\n    a: 1\n')],
      ['a second document', `${base}--- !u!74 &7400001\nAnimationClip:\n  m_Name: x\n`],
      ['a trailing blank line', `${base}\n`],
      ['a block mapping where Unity writes a flow one', base.replace('  m_PrefabAsset: {fileID: 0}', '  m_PrefabAsset:\n    fileID: 0')],
      ['a flow mapping with spaces inside', base.replace('  m_PrefabAsset: {fileID: 0}', '  m_PrefabAsset: { fileID: 0 }')],
      ['another %TAG handle', base.replace('%TAG !u! tag:unity3d.com,2011:\n', '%TAG !u! tag:unity3d.com,2011:\n%TAG !e! tag:example.com,2000:\n')],
    ];
    const scanned = variants.filter(([, s]) => scanUnity(s) !== undefined).map(([what]) => what);
    expect(scanned).toEqual([]);
    const outcomes = variants.map(([what, s]) => {
      const expected = library(s);
      try {
        const doc = readUnity(encode(s));
        return [what, typeof expected === 'string' ? `read, but the library says ${expected}` : doc];
      } catch (error) {
        return [what, error instanceof ParseError ? error.message : error];
      }
    });
    expect(outcomes).toStrictEqual(
      variants.map(([what, s]) => {
        const expected = library(s);
        if (typeof expected === 'string') return [what, expected];
        // readUnity keeps the fold: a folded plain string is Unity's width-80 layout.
        if (expected.folded) expected.doc.header.lineWidth = 80;
        return [what, expected.doc];
      }),
    );
    // Some are read, some are errors: both kinds are exercised.
    expect(outcomes.filter(([, o]) => typeof o === 'string').length).toBeGreaterThan(2);
    expect(outcomes.filter(([, o]) => typeof o === 'object').length).toBeGreaterThan(2);
  });
});

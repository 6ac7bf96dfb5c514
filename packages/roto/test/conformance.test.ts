import { runConformance } from '@anim/test-utils';
import type fc from 'fast-check';
import { expect } from 'vitest';
import { rotoFormat, type RotoAnimTree, type RotoDocument } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { sameData } from '../src/edits.js';
import { serializeKnob } from '../src/serialize.js';
import { arbTree } from './arbitraries.js';
import { FIXTURES, fixtureBytes } from './fixture-list.js';

const encoder = new TextEncoder();
const small = encoder.encode(
  'Roto {\n curves {{{v x3f99999a}\n  {f 0}\n  {n\n   {layer Root\n    {f 512}\n    {t x44700000 x44070000}\n    {curvegroup Bezier1 512 bezier\n     {{cc\n       {f 8192}\n       {px x41300000\n        {xc1200000 0}\n        {x44800000 x44400000}\n        {x41200000 {x3f000000 -}}}}     idem}\n     {tx x41300000 x44800000 x44400000}\n     {a opc {{1 0} {x41200000 1}} str 1}}}}}}\n name Roto1\n}',
);

// The project's fixtures (one per construct); the reference files are written back in reference.corpus.test.ts.
const canonical = Object.keys(FIXTURES).map((name) => ({ name, bytes: fixtureBytes(name) }));

const documents: fc.Arbitrary<RotoDocument> = arbTree.map((t: RotoAnimTree) => parseRotoText(`Roto {\n curves {${serializeKnob(t)}}\n name R\n}\n`));

/** A document's trees as plain JSON data (keys and points as objects). */
function treesAsJson(doc: RotoDocument): string {
  return JSON.stringify(doc.nodes.map((n) => n.curves));
}

runConformance<RotoDocument>({
  format: rotoFormat,
  small,
  canonical,
  sniffNegatives: [
    { name: 'maya anim', bytes: encoder.encode('animVersion 1.1;\nmayaVersion 2020;\ntimeUnit film;\n') },
    { name: 'json', bytes: encoder.encode('{"version": 1, "tracks": []}') },
    { name: 'particle curve script', bytes: encoder.encode('ParticleCurve {\n curves {r {curve L 0 1}}\n}\n') },
    { name: 'binary', bytes: Uint8Array.from([0, 1, 2, 3, 0x7b, 0x7b, 0x76, 0x20]) },
  ],
  documents,
  equal: (actual, expected) => {
    // The trees as data (their JSON: keys and points as objects), not the key stores they share.
    expect([actual.text, treesAsJson(actual), sameData(actual.nodes.map((n) => n.curves), expected.nodes.map((n) => n.curves))]).toEqual([expected.text, treesAsJson(expected), true]);
  },
  mutations: 2500,
});

import { isWarningCode } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { mayaToClip, readMaya } from '../src/index.js';
import { expectFromClipMatches, expectToClipMatches, denseTimes } from './clip-checks.js';
import { animFiles, bytesOf, needsThousands } from './corpus-helpers.js';
import { text } from './helpers.js';

interface Reference {
  curves: { curveIndex: number; unsupported?: string; samples?: { time: number[] } }[];
}

function reference(name: string): Reference {
  return JSON.parse(text(bytesOf(name.replace(/\.anim$/, '.eval.json')))) as Reference;
}

describe('mayaToClip: core evaluation equals Maya evaluation (corpus)', () => {
  for (const name of animFiles) {
    it(name, () => {
      const doc = readMaya(bytesOf(name), { thousandsSeparators: needsThousands(name) });
      const ref = reference(name);
      // At animx's reference times where the file has them, else on a dense grid.
      expectToClipMatches(doc, name, (curve, i) => ref.curves.find((c) => c.curveIndex === i)?.samples?.time ?? denseTimes(curve));
      for (const w of mayaToClip(doc).warnings) expect([w.code, isWarningCode(w.code)]).toStrictEqual([w.code, true]);
    });
  }
});

describe('mayaFromClip (corpus)', () => {
  for (const name of animFiles) {
    it(`${name}: clip → .anim → clip evaluates the same`, () => {
      expectFromClipMatches(readMaya(bytesOf(name), { thousandsSeparators: needsThousands(name) }), name);
    });
  }
});

describe('warnings on reference files', () => {
  it('driven keys: unit-assumed, and strict mode fails', () => {
    const doc = readMaya(bytesOf('ha_driven_unitless.anim'));
    expect(mayaToClip(doc).warnings.map((w) => w.code)).toContain('unit-assumed');
    expect(() => mayaToClip(doc, { strict: true })).toThrow(/strict mode/);
  });
});

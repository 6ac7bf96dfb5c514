import { ParseError, UnsupportedFeatureError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { errorOf } from './assertions.js';
import { bytesOf, legacyFile } from './corpus-helpers.js';
import { readMrtk } from '../src/index.js';

describe('damaged reference recordings', () => {
  it('a June-2019 recording cut short fits no 2019 layout: a ParseError saying so', () => {
    const june = bytesOf(legacyFile('20190606'));
    const e = errorOf(() => readMrtk(june.subarray(0, june.length - 3), { legacy: true }));
    expect(ParseError.isInstance(e)).toBe(true);
    expect((e as ParseError).message).toMatch(/headerless 2019 recording in a known layout/);
  });

  it('a May-2019 recording with a non-empty BinaryFormatter marker list is refused as unsupported', () => {
    const may = Uint8Array.from(bytesOf(legacyFile('20190515-104548')));
    // _size of the marker list (the Int32 after the member reference 09 03 00 00 00) → 1.
    const start = may.length - 524;
    const ref = Buffer.from(may.subarray(start)).indexOf(Buffer.from([0x09, 0x03, 0, 0, 0]));
    expect(ref).toBeGreaterThan(0);
    may[start + ref + 5] = 1;
    const e = errorOf(() => readMrtk(may, { legacy: true }));
    if (!UnsupportedFeatureError.isInstance(e)) throw new Error(`expected an UnsupportedFeatureError, got ${String(e)}`);
    expect(e.message).toMatch(/BinaryFormatter marker list/);
    // The byte where the marker list starts, right after the last curve record.
    expect(e.location).toEqual({ kind: 'offset', offset: start });
  });
});

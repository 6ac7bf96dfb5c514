import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { curveSlots, duration, keyBytes, keyframeAt, read, write, type AnimationCurve, type BodyLayout } from '../src/index.js';
import { existsSync, readFileSync } from 'node:fs';
import { corpusDir, corpusFiles } from '@anim/test-utils';
import { bytesOf, dumpFloat, dumpOf, legacyFiles, modernFiles, type Dump, type DumpCurve } from './helpers.js';

function sameFloat(actual: number, expected: number): boolean {
  return Number.isNaN(expected) ? Number.isNaN(actual) : Object.is(actual, expected) || actual === expected;
}

/** Every key field (as MRTK's reader rebuilds it) equals the dump (as float32), first mismatch reported. */
function expectKeys(curve: AnimationCurve, kind: 'float' | 'bool', dump: DumpCurve): void {
  expect({ path: dump.path, pre: curve.preWrapMode, post: curve.postWrapMode, keys: curve.time.length }).toEqual({
    path: dump.path,
    pre: dump.preWrapMode,
    post: dump.postWrapMode,
    keys: dump.keyCount,
  });
  expect(curve.tangents !== undefined).toBe(dump.encoding === 'full' && dump.keyCount > 0);
  dump.keys.forEach((key, i) => {
    const k = keyframeAt(curve, i, kind);
    const actual = [k.time, k.value, k.inTangent, k.outTangent, k.inWeight, k.outWeight];
    actual.forEach((v, f) => {
      const expected = dumpFloat(key[f]!);
      if (!sameFloat(v, expected)) {
        throw new Error(`${dump.path} key ${String(i)} field ${String(f)}: ${String(v)} ≠ ${String(expected)}`);
      }
    });
    if (k.weightedMode !== key[6]) throw new Error(`${dump.path} key ${String(i)} weightedMode`);
  });
}

describe('corpus files with a header', () => {
  const files = modernFiles();
  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files) {
    const bytes = bytesOf(file);
    const dump = dumpOf(file);

    it(`${file}: writes back byte for byte`, () => {
      const doc = read(bytes);
      expect(Buffer.from(write(doc)).equals(Buffer.from(bytes))).toBe(true);
    });

    if (dump === undefined) continue;
    it(`${file}: reads exactly the keys MRTK's reader dumped`, () => {
      const doc = read(bytes);
      const version = `${String(dump.version.major)}.${String(dump.version.minor)}`;
      expect(doc.version).toBe(version);
      expect(doc.legacy).toBeUndefined();
      const flags = dump.flags ?? { hasCameraPose: true, hasHandData: true, hasEyeGaze: false };
      expect({
        hasCameraPose: doc.camera !== undefined,
        hasHandData: doc.hands !== undefined,
        hasEyeGaze: doc.gaze !== undefined,
      }).toEqual(flags);
      const layout: BodyLayout = doc.version === '1.1' ? 'v1.1' : 'v1.0';
      const slots = curveSlots(doc, layout);
      expect(slots.map((s) => s.path)).toEqual(dump.curves.map((c) => c.path));
      slots.forEach((slot, k) => {
        const d = dump.curves[k]!;
        expect({ path: slot.path, bytes: keyBytes(layout, slot.kind), bool: slot.kind === 'bool' }).toEqual({
          path: d.path,
          bytes: d.encoding === 'full' ? 28 : 8,
          bool: d.encoding === 'bool',
        });
        expectKeys(slot.get(), slot.kind, d);
      });
      expect(doc.markers.map((m) => [m.time, m.name])).toEqual(dump.markers.map(([t, n]) => [Math.fround(t), n]));
      expect(duration(doc)).toBe(Math.fround(dump.duration));
      expect(doc.trailingBytes).toBeUndefined();
    });
  }
});

// Dumps in sub-folders (crosscheck/) were made by another MRTK revision's reader; each names the file it
// read, and the same keys must come out of ours.
const crossDumps = corpusFiles('mrtk', /\.json$/)
  .filter((f) => f.includes('/') && !f.startsWith('legacy-2019'))
  .map((json) => ({ json, dump: JSON.parse(readFileSync(corpusDir('mrtk') + json, 'utf8')) as Dump & { file: string } }))
  .filter(({ dump }) => typeof dump.file === 'string' && existsSync(corpusDir('mrtk') + dump.file));
for (const group of crossDumps.length > 0 ? [crossDumps] : []) {
  describe("dumps made by another revision's reader (crosscheck)", () => {
    for (const { json, dump } of group) {
      it(`${json}: ${dump.file} reads to the same keys`, () => {
        const doc = read(bytesOf(dump.file));
        const slots = curveSlots(doc, doc.version === '1.1' ? 'v1.1' : 'v1.0');
        expect(slots.map((s) => s.path)).toEqual(dump.curves.map((c) => c.path));
        slots.forEach((slot, k) => {
          const d = dump.curves[k]!;
          expectKeys(slot.get(), slot.kind, { ...d, encoding: slot.get().tangents ? 'full' : 'simple' });
        });
      });
    }
  });
}

describe('headerless 2019 recordings', () => {
  const files = legacyFiles();
  it('finds the legacy recordings', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of files) {
    const bytes = bytesOf(file);
    const date = /(\d{8})-\d{6}\.bin$/.exec(file)?.[1] ?? '';

    it(`${file}: is refused without { legacy: true }, at byte 0`, () => {
      let thrown: unknown;
      try {
        read(bytes);
      } catch (error) {
        thrown = error;
      }
      expect(ParseError.isInstance(thrown)).toBe(true);
      expect((thrown as ParseError).location).toEqual({ kind: 'offset', offset: 0 });
      expect((thrown as ParseError).message).toMatch(/legacy: true/);
    });

    it(`${file}: reads flagged legacy and writes back byte for byte`, () => {
      const doc = read(bytes, { legacy: true });
      expect(doc.legacy).toBe(date.startsWith('201906') ? 'june-2019' : date === '20190516' ? 'may-2019-bool-keys' : 'may-2019-full-keys');
      expect(doc.camera).toBeDefined();
      expect(doc.hands?.left.joints).toHaveLength(27);
      expect(Buffer.from(write(doc)).equals(Buffer.from(bytes))).toBe(true);
      expect(read(bytes, { layout: 'legacy' }).legacy).toBe(doc.legacy);
    });

    it(`${file}: has boolean hand-state curves of 0/1 keys and starts with the ClampForever wrap mode`, () => {
      const doc = read(bytes, { legacy: true });
      for (const hand of [doc.hands!.left, doc.hands!.right]) {
        for (const c of [hand.tracked, hand.pinching]) {
          for (const v of c.value) expect(v === 0 || v === 1).toBe(true);
          for (let k = 0; k < c.time.length; k++) expect(keyframeAt(c, k, 'bool').outWeight).toBe(1e6);
        }
      }
      expect(doc.camera!.positionX.preWrapMode).toBe(8);
    });
  }

  it('June-2019 recordings convert to a v1.0 file with the same curves and markers', () => {
    const file = files.find((f) => f.includes('201906'))!;
    const doc = read(bytesOf(file), { legacy: true });
    const v10 = read(write(doc, { version: '1.0' }));
    expect(v10.legacy).toBeUndefined();
    expect(v10.markers).toEqual(doc.markers);
    expect(v10.hands!.right.joints[26]!.rotationW).toEqual(doc.hands!.right.joints[26]!.rotationW);
    // The June body is the v1.0 body: the file is the v1.0 file without its 16-byte header.
    expect(Buffer.from(write(doc, { version: '1.0' }).subarray(16)).equals(Buffer.from(bytesOf(file)))).toBe(true);
  });

  it('May-2019 recordings convert to v1.1 without loss of keys', () => {
    const file = files.find((f) => f.includes('20190515-150550'))!;
    const doc = read(bytesOf(file), { legacy: true });
    const v11 = read(write(doc, { version: '1.1' }));
    expect(v11.version).toBe('1.1');
    const a = curveSlots(doc, 'v1.1');
    const b = curveSlots(v11, 'v1.1');
    expect(b.map((s) => s.path)).toEqual(a.map((s) => s.path));
    a.forEach((slot, k) => {
      expect(b[k]!.get().time).toEqual(slot.get().time);
      expect(b[k]!.get().value).toEqual(slot.get().value);
    });
  });

  it('a forced layout that does not fit is a ParseError, not a misread', () => {
    const june = bytesOf(files.find((f) => f.includes('201906'))!);
    expect(() => read(june, { legacy: 'may-2019-full-keys' })).toThrow(ParseError);
    const may = bytesOf(files.find((f) => f.includes('20190515'))!);
    expect(() => read(may, { legacy: 'june-2019' })).toThrow(ParseError);
  });
});

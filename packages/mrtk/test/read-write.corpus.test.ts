import { createHash } from 'node:crypto';
import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutLegacy } from './assertions.js';
import { mrtkKeyframeAt, mrtkDuration, mrtkFormat, readMrtk, sniffMrtk, writeMrtk, type MrtkCurve, type MrtkDocument } from '../src/index.js';
import { curveSlots, keyBytes, type BodyLayout, type CurveSlot } from '../src/layout.js';
import { bytesOf, dumpFloat, dumpOf, legacyFile, legacyFiles, LEGACY_FILES, MODERN_FILES, modernFiles, type DumpCurve } from './corpus-helpers.js';

function sameFloat(actual: number, expected: number): boolean {
  return Number.isNaN(expected) ? Number.isNaN(actual) : Object.is(actual, expected) || actual === expected;
}

/** Every key field (as MRTK's reader rebuilds it) equals the dump (as float32), first mismatch reported. */
function expectKeys(curve: MrtkCurve, kind: 'float' | 'bool', dump: DumpCurve): void {
  expect({ path: dump.path, pre: curve.preWrapMode, post: curve.postWrapMode, keys: curve.time.length }).toEqual({
    path: dump.path,
    pre: dump.preWrapMode,
    post: dump.postWrapMode,
    keys: dump.keyCount,
  });
  expect(curve.tangents !== undefined).toBe(dump.encoding === 'full' && dump.keyCount > 0);
  dump.keys.forEach((key, i) => {
    const k = mrtkKeyframeAt(curve, i, kind);
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

/** The dumped curves (those whose path passes `keep`) equal the same paths of `slots`, key for key. */
function expectDumpedCurves(slots: readonly CurveSlot[], curves: readonly DumpCurve[], keep: (path: string) => boolean): number {
  const byPath = new Map(slots.map((s) => [s.path, s]));
  let compared = 0;
  for (const d of curves) {
    if (!keep(d.path)) continue;
    const slot = byPath.get(d.path);
    if (slot === undefined) throw new Error(`no curve ${d.path}`);
    const c = slot.get();
    expectKeys(c, slot.kind, { ...d, encoding: c.tangents ? 'full' : d.encoding === 'bool' ? 'bool' : 'simple' });
    compared++;
  }
  return compared;
}

describe('reference files with a header', () => {
  const files = modernFiles();
  it('finds the 8 reference files', () => {
    expect(files).toEqual([...MODERN_FILES]);
  });

  for (const file of files) {
    const bytes = bytesOf(file);
    const dump = dumpOf(file);

    it(`${file}: is sniffed, and writes back byte for byte (also through the descriptor)`, () => {
      expect(sniffMrtk(bytes)).toBe(true);
      const doc = readMrtk(bytes);
      expect(Buffer.from(writeMrtk(doc)).equals(Buffer.from(bytes))).toBe(true);
      expect(Buffer.from(mrtkFormat.write(mrtkFormat.read(bytes))).equals(Buffer.from(bytes))).toBe(true);
    });

    it(`${file}: reads exactly the keys MRTK's reader dumped`, () => {
      const doc = readMrtk(bytes);
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
      expect(mrtkDuration(doc)).toBe(Math.fround(dump.duration));
      expect(doc.trailingBytes).toBeUndefined();
    });
  }
});

// Cross-checks: each dump is about the very bytes beside it, and reading the same data through the
// other layouts this package knows (the headerless June-2019 body, a v1.0 rewrite) gives the keys
// MRTK's reader rebuilt.
describe('cross-checks of the dumps', () => {
  const files = modernFiles();
  const v10 = files.filter((f) => f.startsWith('v10-'));
  const v11 = files.filter((f) => f.startsWith('v11-'));
  it('covers 2 v1.0 and 6 v1.1 files', () => {
    expect([v10.length, v11.length]).toEqual([2, 6]);
  });

  for (const file of files) {
    it(`${file}: its dump names it, its length and its SHA-256`, () => {
      const bytes = bytesOf(file);
      const dump = dumpOf(file);
      expect({ file: dump.file, byteLength: dump.byteLength, sha256: dump.sha256 }).toEqual({
        file,
        byteLength: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      expect(dump.reader.commit).toMatch(/^[0-9a-f]{40}$/);
    });
  }

  for (const file of v10) {
    it(`${file}: without its 16-byte header it reads as a June-2019 recording with the dumped keys`, () => {
      const dump = dumpOf(file);
      const doc = readMrtk(bytesOf(file).subarray(16), { legacy: true });
      expect(doc.legacy).toBe('june-2019');
      const compared = expectDumpedCurves(curveSlots(doc, 'june-2019'), dump.curves, () => true);
      expect(compared).toBe(dump.curves.length);
      expect(doc.markers.map((m) => [m.time, m.name])).toEqual(dump.markers.map(([t, n]) => [Math.fround(t), n]));
    });
  }

  for (const file of v11) {
    it(`${file}: rewritten as v1.0 (28-byte pose keys) it reads back to the dumped keys`, () => {
      const dump = dumpOf(file);
      const doc: MrtkDocument = readMrtk(writeMrtk(readMrtk(bytesOf(file)), { version: '1.0', lossy: true }));
      expect(doc.version).toBe('1.0');
      const notGaze = (path: string): boolean => !path.startsWith('gaze.');
      const compared = expectDumpedCurves(curveSlots(doc, 'v1.0'), dump.curves, notGaze);
      expect(compared).toBe(dump.curves.filter((c) => notGaze(c.path)).length);
      expect(doc.markers.map((m) => [m.time, m.name])).toEqual(dump.markers.map(([t, n]) => [Math.fround(t), n]));
    });
  }
});

describe('headerless 2019 recordings', () => {
  const files = legacyFiles();
  it('finds the 6 legacy recordings', () => {
    expect(files).toEqual([...LEGACY_FILES]);
  });

  for (const file of files) {
    const bytes = bytesOf(file);
    const date = /(\d{8})-\d{6}\.bin$/.exec(file)?.[1] ?? '';

    it(`${file}: is not sniffed, and is refused without { legacy: true }, at byte 0`, () => {
      expect(sniffMrtk(bytes)).toBe(false);
      expectRefusedWithoutLegacy(bytes);
    });

    it(`${file}: reads flagged legacy and writes back byte for byte`, () => {
      const doc = readMrtk(bytes, { legacy: true });
      expect(doc.legacy).toBe(date.startsWith('201906') ? 'june-2019' : date === '20190516' ? 'may-2019-bool-keys' : 'may-2019-full-keys');
      expect(doc.camera).toBeDefined();
      expect(doc.hands?.left.joints).toHaveLength(27);
      expect(Buffer.from(writeMrtk(doc)).equals(Buffer.from(bytes))).toBe(true);
      expect(readMrtk(bytes, { layout: 'legacy' }).legacy).toBe(doc.legacy);
    });

    it(`${file}: has boolean hand-state curves of 0/1 keys and starts with the ClampForever wrap mode`, () => {
      const doc = readMrtk(bytes, { legacy: true });
      for (const hand of [doc.hands!.left, doc.hands!.right]) {
        for (const c of [hand.tracked, hand.pinching]) {
          for (const v of c.value) expect(v === 0 || v === 1).toBe(true);
          for (let k = 0; k < c.time.length; k++) expect(mrtkKeyframeAt(c, k, 'bool').outWeight).toBe(1e6);
        }
      }
      expect(doc.camera!.positionX.preWrapMode).toBe(8);
    });
  }

  it('June-2019 recordings convert to a v1.0 file with the same curves and markers', () => {
    const file = legacyFile('20190606');
    const doc = readMrtk(bytesOf(file), { legacy: true });
    const v10 = readMrtk(writeMrtk(doc, { version: '1.0' }));
    expect(v10.legacy).toBeUndefined();
    expect(v10.markers).toEqual(doc.markers);
    expect(v10.hands!.right.joints[26]!.rotationW).toEqual(doc.hands!.right.joints[26]!.rotationW);
    // The June body is the v1.0 body: the file is the v1.0 file without its 16-byte header.
    expect(Buffer.from(writeMrtk(doc, { version: '1.0' }).subarray(16)).equals(Buffer.from(bytesOf(file)))).toBe(true);
  });

  it('May-2019 recordings convert to v1.1 without loss of keys', () => {
    const doc = readMrtk(bytesOf(legacyFile('20190515-150550')), { legacy: true });
    const v11 = readMrtk(writeMrtk(doc, { version: '1.1' }));
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
    const june = bytesOf(legacyFile('20190606'));
    expect(() => readMrtk(june, { legacy: 'may-2019-full-keys' })).toThrow(ParseError);
    const may = bytesOf(legacyFile('20190515-104548'));
    expect(() => readMrtk(may, { legacy: 'june-2019' })).toThrow(ParseError);
  });
});

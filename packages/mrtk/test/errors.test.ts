import { InvalidArgumentError, ParseError, UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf } from './assertions.js';
import { handJune2019, legacyBytes, v10Weighted, v11CameraOnly, v11HandsOnly, v11Small } from './fixtures.js';
import { createMrtkDocument, mrtkCurveFromKeys, emptyMrtkPoseCurves, mrtkKeyframeAt, mrtkToClip, readMrtk, writeMrtk, type MrtkDocument } from '../src/index.js';

const empty11 = (): Uint8Array => writeMrtk(createMrtkDocument('1.1'));

function expectParseErrorAt(bytes: Uint8Array, offset: number, pattern?: RegExp): ParseError {
  const error = errorOf(() => readMrtk(bytes));
  if (!ParseError.isInstance(error)) throw new Error(`expected a ParseError, got ${String(error)}`);
  const e = error;
  expect(e.format).toBe('mrtk');
  expect(e.location).toEqual({ kind: 'offset', offset });
  if (pattern) expect(e.message).toMatch(pattern);
  return e;
}

function withMarkers(names: string[]): Uint8Array {
  const doc = createMrtkDocument('1.1');
  doc.markers = names.map((name, i) => ({ time: i, name }));
  return writeMrtk(doc);
}

describe('bad input', () => {
  it('a wrong magic number is a ParseError at byte 0 that shows the bytes found', () => {
    const bytes = empty11();
    bytes[3] = 0;
    const e = expectParseErrorAt(bytes, 0, /c6 42 9e 00 6e af 8f 6a/);
    expect(e.expected).toMatch(/magic/);
  });

  it('an input shorter than the magic is a ParseError at byte 0', () => {
    expectParseErrorAt(Uint8Array.from([0xc6, 0x42]), 0);
  });

  it.each([
    [2, 0, '2.0'],
    [1, 2, '1.2'],
    [0, 9, '0.9'],
    [-1, 1, '-1.1'],
  ])('version %i.%i is an UnsupportedVersionError naming it and the offset of the version field', (major, minor, name) => {
    const bytes = empty11();
    const view = new DataView(bytes.buffer);
    view.setInt32(8, major, true);
    view.setInt32(12, minor, true);
    const error = errorOf(() => readMrtk(bytes));
    if (!UnsupportedVersionError.isInstance(error)) throw new Error(`expected an UnsupportedVersionError, got ${String(error)}`);
    expect(error.version).toBe(name);
    expect(error.location).toEqual({ kind: 'offset', offset: 8 });
    expect(error.message).toBe(`mrtk: byte 8: version ${name} is not supported (supported: 1.0, 1.1)`);
  });

  it('every proper prefix of a small v1.1 file is a ParseError inside the input', () => {
    const bytes = writeMrtk(v11CameraOnly());
    for (let n = 0; n < bytes.length; n++) {
      const e = errorOf(() => readMrtk(bytes.subarray(0, n)));
      if (!ParseError.isInstance(e)) throw new Error(`prefix ${String(n)}: ${String(e)}`);
      const loc = e.location;
      expect(loc.kind === 'offset' && loc.offset <= n).toBe(true);
    }
  });

  it('every proper prefix of a small v1.0 file is a ParseError', () => {
    const doc = createMrtkDocument('1.0');
    doc.camera = emptyMrtkPoseCurves();
    doc.camera.positionY = mrtkCurveFromKeys([{ time: 0, value: 1.6, inTangent: 2, outTangent: 3, weightedMode: 1 }]);
    doc.markers = [{ time: 0, name: 'é' }];
    const bytes = writeMrtk(doc);
    expect(bytes.length).toBe(16 + 389 * 12 + 28 + 4 + 4 + 1 + 2);
    for (let n = 0; n < bytes.length; n++) {
      expect(ParseError.isInstance(errorOf(() => readMrtk(bytes.subarray(0, n))))).toBe(true);
    }
  });

  it('a key count larger than the bytes left is a ParseError at the count, before allocating', () => {
    const bytes = writeMrtk(v11CameraOnly());
    // Curve 0 starts after header (16) and flags (3): pre (4), post (4), count at 27.
    new DataView(bytes.buffer).setInt32(27, 0x7fffffff, true);
    expectParseErrorAt(bytes, 27, /keys of camera\.position\.x/);
  });

  it('a negative key count is a ParseError at the count', () => {
    const bytes = writeMrtk(v11CameraOnly());
    new DataView(bytes.buffer).setInt32(27, -1, true);
    expectParseErrorAt(bytes, 27, /non-negative count/);
  });

  it('a key count one larger than what is left is a ParseError (v1.0 28-byte keys)', () => {
    const bytes = writeMrtk(v10Weighted());
    const view = new DataView(bytes.buffer);
    const n = view.getInt32(24, true);
    view.setInt32(24, n + Math.ceil((bytes.length - 28) / 28), true);
    expectParseErrorAt(bytes, 24);
  });

  it('a marker count larger than the bytes left is a ParseError at the count', () => {
    const bytes = withMarkers(['a']);
    new DataView(bytes.buffer).setInt32(19, 1000, true);
    expectParseErrorAt(bytes, 19, /markers/);
  });

  it('an absurd marker name length is a ParseError at the length prefix', () => {
    const bytes = withMarkers(['abc']);
    // Marker 0: time at 23..27, length byte at 27. Replace it with 0xffffffff in 7-bit form.
    const absurd = Uint8Array.from([...bytes.subarray(0, 27), 0xff, 0xff, 0xff, 0xff, 0x0f, ...bytes.subarray(28)]);
    expectParseErrorAt(absurd, 27, /bytes of name of marker 0/);
  });

  it('a 7-bit length longer than 5 bytes is a ParseError at the length prefix', () => {
    const bytes = withMarkers(['abc']);
    const bad = Uint8Array.from([...bytes.subarray(0, 27), 0x80, 0x80, 0x80, 0x80, 0x80, 0x01, ...bytes.subarray(28)]);
    expectParseErrorAt(bad, 27, /at most 5 bytes/);
  });

  it('a marker name that is not UTF-8 is a ParseError at the name', () => {
    const bytes = withMarkers(['ab']);
    bytes[28] = 0xff;
    expectParseErrorAt(bytes, 28, /UTF-8/);
  });

  it('a headerless file that fits no 2019 layout is a ParseError saying so', () => {
    const june = handJune2019();
    const cut = june.subarray(0, june.length - 3);
    const e = errorOf(() => readMrtk(cut, { legacy: true }));
    expect(ParseError.isInstance(e)).toBe(true);
    expect((e as ParseError).message).toMatch(/headerless 2019 recording in a known layout/);
  });

  it('a May-2019 recording with a non-empty BinaryFormatter marker list is refused as unsupported', () => {
    const may = legacyBytes('may-2019-full-keys');
    // _size of the marker list (the Int32 after the member reference 09 03 00 00 00) → 1.
    const start = may.length - 524;
    const ref = Buffer.from(may.subarray(start)).indexOf(Buffer.from([0x09, 0x03, 0, 0, 0]));
    expect(ref).toBeGreaterThan(0);
    const at = start + ref + 5;
    may[at] = 1;
    const e = errorOf(() => readMrtk(may, { legacy: true }));
    if (!UnsupportedFeatureError.isInstance(e)) throw new Error(`expected an UnsupportedFeatureError, got ${String(e)}`);
    expect(e.message).toMatch(/BinaryFormatter marker list/);
    // Where the marker list starts: right after the last curve record.
    expect(e.location).toEqual({ kind: 'offset', offset: start });
    expect(e.message).toContain(`byte ${String(start)}`);
  });

  it('bytes after the marker list are kept and written back, and conversion (anim validate) warns trailing-data', () => {
    const bytes = Uint8Array.from([...empty11(), 1, 2, 3]);
    const doc = readMrtk(bytes);
    expect(Array.from(doc.trailingBytes ?? [])).toEqual([1, 2, 3]);
    expect(Array.from(writeMrtk(doc))).toEqual(Array.from(bytes));
    const { warnings } = mrtkToClip(doc);
    expect(warnings.map((w) => w.code)).toEqual(['trailing-data']);
    expect(warnings[0]!.message).toMatch(/^3 byte\(s\) follow the marker list/);
    expect(mrtkToClip(readMrtk(empty11())).warnings).toEqual([]);
  });

  it.each([
    [16, 'Has Camera Pose', 0x02],
    [17, 'Has Hand Data', 0x80],
    [18, 'Has Eye Gaze', 0xff],
  ])('a v1.1 presence flag stored as another true byte (byte %i) reads as true, as .NET ReadBoolean does, and writes back as stored', (at, name, byte) => {
    const bytes = writeMrtk(v11Small());
    expect(bytes[at]).toBe(1);
    bytes[at] = byte;
    const doc = readMrtk(bytes);
    expect([doc.camera !== undefined, doc.hands !== undefined, doc.gaze !== undefined]).toEqual([true, true, true]);
    expect(doc.presenceFlagBytes).toEqual([16, 17, 18].map((o) => (o === at ? byte : 1)));
    expect(Array.from(writeMrtk(doc))).toEqual(Array.from(bytes));
    const { warnings } = mrtkToClip(doc);
    expect(warnings.map((w) => w.code)).toEqual(['nonstandard-spelling']);
    expect(warnings[0]!.message).toContain(`${name} flag at byte ${String(at)} is 0x${byte.toString(16).padStart(2, '0')}`);
    // A part removed from the document is written absent (0); the others keep their byte.
    doc.gaze = undefined;
    const out = writeMrtk(doc);
    expect(Array.from(out.subarray(16, 19))).toEqual([16, 17, 18].map((o) => (o === 18 ? 0 : o === at ? byte : 1)));
  });

  it('canonical presence flags (0/1) leave no stored bytes in the document', () => {
    expect(readMrtk(writeMrtk(v11CameraOnly())).presenceFlagBytes).toBeUndefined();
  });
});

describe('every reader error names a byte offset', () => {
  /** The location of any error the reader may throw, or undefined when it has none. */
  function offsetOf(error: unknown): number | undefined {
    if (ParseError.isInstance(error) || UnsupportedVersionError.isInstance(error) || UnsupportedFeatureError.isInstance(error)) {
      const loc = error.location;
      return loc?.kind === 'offset' ? loc.offset : undefined;
    }
    throw error;
  }

  it('on mutated v1.1, v1.0 and headerless files (fast-check)', () => {
    // The 23-byte empty v1.1 file makes mutations of the header (magic, version, flags) frequent.
    const sources = [empty11(), writeMrtk(v11Small()), writeMrtk(v10Weighted()), handJune2019(), legacyBytes('may-2019-bool-keys')];
    fc.assert(
      fc.property(
        fc.constantFrom(...sources.keys()),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.boolean(),
        (which, edits, cut, legacy) => {
          const source = sources[which]!;
          const bytes = source.slice(0, source.length - (cut % 64));
          for (const [at, byte] of edits) bytes[at % bytes.length] = byte;
          let error: unknown;
          try {
            readMrtk(bytes, { legacy });
            return;
          } catch (e) {
            error = e;
          }
          const offset = offsetOf(error);
          if (offset === undefined) throw new Error(`no byte offset: ${String(error)}`);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(bytes.length);
          expect((error as Error).message).toContain(`byte ${String(offset)}`);
        },
      ),
      { numRuns: 400, seed: 19 },
    );
  });
});

describe('writing another version', () => {
  const weighted = (): MrtkDocument => readMrtk(writeMrtk(v10Weighted()));

  it('v1.1 refuses to drop tangents and weights unless lossy, naming the curve and key', () => {
    const e = errorOf(() => writeMrtk(weighted(), { version: '1.1' }));
    expect(InvalidArgumentError.isInstance(e)).toBe(true);
    expect((e as Error).message).toMatch(/key 1 of camera\.position\.x/);
  });

  it('v1.1 with lossy: true keeps times and values, and MRTK reads the keys back as linear', () => {
    const doc = readMrtk(writeMrtk(weighted(), { version: '1.1', lossy: true }));
    expect(doc.version).toBe('1.1');
    const src = weighted();
    expect(doc.camera!.positionX.time).toEqual(src.camera!.positionX.time);
    expect(doc.camera!.positionX.value).toEqual(src.camera!.positionX.value);
    expect(doc.camera!.positionX.tangents).toBeUndefined();
    expect(mrtkKeyframeAt(doc.camera!.positionX, 1)).toMatchObject({ inTangent: 0, outTangent: 0, inWeight: 0, outWeight: 0, weightedMode: 3 });
    expect(doc.camera!.positionX.preWrapMode).toBe(2);
  });

  it('v1.0 refuses to drop eye gaze unless lossy', () => {
    const full = readMrtk(writeMrtk(v11Small()));
    expect(() => writeMrtk(full, { version: '1.0' })).toThrow(/cannot store eye gaze/);
    const v10 = readMrtk(writeMrtk(full, { version: '1.0', lossy: true }));
    expect(v10.gaze).toBeUndefined();
    expect(v10.hands!.left.joints[11]!.positionY.value).toEqual(full.hands!.left.joints[11]!.positionY.value);
    expect(v10.markers).toEqual(full.markers);
  });

  it('a v1.1 file converts to v1.0 and back to the identical v1.1 bytes', () => {
    const bytes = writeMrtk(v11HandsOnly());
    const v10 = writeMrtk(readMrtk(bytes), { version: '1.0' });
    const again = writeMrtk(readMrtk(v10), { version: '1.1' });
    // v1.0 has no presence flags: the camera comes back as empty curves, so flags differ (0 1 0 → 1 1 0).
    const camOff = readMrtk(again);
    camOff.camera = undefined;
    expect(Buffer.from(writeMrtk(camOff)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('mismatched key array lengths are an InvalidArgumentError', () => {
    const doc = createMrtkDocument();
    doc.camera = emptyMrtkPoseCurves();
    doc.camera.positionX = { ...mrtkCurveFromKeys([{ time: 0, value: 0 }]), value: new Float32Array(2) };
    expect(() => writeMrtk(doc)).toThrow(InvalidArgumentError);
  });
});

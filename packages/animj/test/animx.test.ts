import { ConversionError, ParseError, UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateAnimjValues, animjToClip, readAnimj, readAnimx, animjValueTypeInfo, writeAnimx, type AnimjDocument } from '../src/index.js';
import { inflateLz4, inflateLzma } from '../src/compression.js';
import { animxFixture, fixture, fixtureNames } from './helpers.js';

function failAt(input: Uint8Array): ParseError {
  try {
    readAnimx(input);
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

function thrown(input: Uint8Array): unknown {
  try {
    readAnimx(input);
  } catch (error) {
    return error;
  }
  throw new Error('no error');
}

/** Two Curve float tracks of two keys: the layout the offsets below are computed from. */
const tangent: AnimjDocument = readAnimj(
  new TextEncoder().encode(
    '{"name":"tangent","globalDuration":3,"tracks":[{"trackType":"Curve","valueType":"float","data":{"node":"A","property":"X","keyframes":[{"time":10,"value":0,"interpolation":"Tangent","leftTangent":-10,"rightTangent":5},{"time":20,"value":1,"interpolation":"Tangent","leftTangent":2,"rightTangent":-3}]}}]}',
  ),
);

describe('AnimX written from the fixtures', () => {
  for (const name of fixtureNames()) {
    it(`${name}: plain, LZ4 and LZMA bodies read back to the same document`, () => {
      const doc = readAnimj(fixture(name));
      // AnimX has no "absent": name and node become "", Bezier tracks Curve, unknown properties are
      // dropped, and UTF-8 strings cannot hold a lone surrogate (it becomes U+FFFD, as .NET writes it).
      const plain = readAnimx(writeAnimx(doc));
      const wellFormed = (v: unknown): unknown => (typeof v === 'string' ? new TextDecoder().decode(new TextEncoder().encode(v)) : v);
      const image = (d: AnimjDocument): unknown => d.tracks.map((t) => [t.valueType, Array.from(t.values as ArrayLike<unknown>, wellFormed)]);
      expect(image(plain)).toEqual(image(doc));
      for (const encoding of ['lz4', 'lzma'] as const) {
        const packed = animxFixture(name, encoding);
        expect(readAnimx(packed)).toStrictEqual({ ...plain, encoding });
        expect(writeAnimx(readAnimx(packed))).toEqual(packed);
      }
    });
  }
});

describe('AnimX errors', () => {
  const plain = writeAnimx(tangent);

  it('names the byte offset of a bad magic, encoding, element type or truncation', () => {
    const badMagic = Uint8Array.from(plain);
    badMagic[1] = 0x61;
    expect(failAt(badMagic).location).toEqual({ kind: 'offset', offset: 0 });
    const badEncoding = Uint8Array.from(plain);
    badEncoding[0x17] = 7; // after "AnimX", version, count, duration, name "tangent"
    expect(failAt(badEncoding).location).toEqual({ kind: 'offset', offset: 0x17 });
    const badElement = Uint8Array.from(plain);
    badElement[0x19] = 40;
    expect(failAt(badElement).location).toEqual({ kind: 'offset', offset: 0x19 });
    const truncated = failAt(plain.subarray(0, plain.length - 3));
    expect(truncated.location.kind).toBe('offset');
    expect(failAt(Uint8Array.from([...plain, 0])).expected).toMatch(/end of the file/);
  });

  it('reads version 0 (one track-header byte: bit 0 Raw/Curve, the element type above) and writes it back byte for byte', () => {
    // Hand-assembled: "AnimX", i32 0, 2 tracks, duration 2, name "v0", plain; a Raw float track (21 << 1 | 0)
    // of two samples every 0.5 s, and a Curve float track (21 << 1 | 1) of two Linear keys.
    const f32 = (v: number): number[] => Array.from(new Uint8Array(Float32Array.of(v).buffer));
    const bytes = Uint8Array.from([
      5, ...new TextEncoder().encode('AnimX'), 0, 0, 0, 0, 2, ...f32(2), 2, 0x76, 0x30, 0,
      42, 1, 0x61, 1, 0x78, 2, ...f32(0.5), ...f32(1), ...f32(3),
      43, 1, 0x62, 1, 0x79, 2, 1, 1, 1, ...f32(0), ...f32(10), ...f32(2), ...f32(20),
    ]);
    const doc = readAnimx(bytes);
    expect(doc.version).toBe(0);
    expect(doc.tracks.map((t) => [t.trackType, t.valueType, t.node, t.property])).toEqual([['Raw', 'float', 'a', 'x'], ['Curve', 'float', 'b', 'y']]);
    expect(Array.from(doc.tracks[0]!.values as Float32Array)).toEqual([1, 3]);
    expect(doc.tracks[0]!.trackType === 'Raw' && doc.tracks[0]!.interval).toBe(0.5);
    expect(Array.from(doc.tracks[1]!.values as Float32Array)).toEqual([10, 20]);
    expect(Buffer.from(writeAnimx(doc)).equals(Buffer.from(bytes))).toBe(true);
    expect(readAnimx(writeAnimx({ ...doc, version: undefined })).version).toBeUndefined();
    // An element type beyond the table, at the header byte's offset.
    const bad = Uint8Array.from(bytes);
    bad[bytes.indexOf(42)] = 100 << 1;
    expect(failAt(bad).location).toEqual({ kind: 'offset', offset: bytes.indexOf(42) });
    // Version 0 has no Discrete tracks.
    expect(() => writeAnimx({ version: 0, tracks: [{ trackType: 'Discrete', valueType: 'int', times: Float32Array.of(0), values: Int32Array.of(1) }] })).toThrow(/no Discrete tracks/);
  });

  it('rejects versions other than 0 and 1 with UnsupportedVersionError and Bezier tracks with UnsupportedFeatureError', () => {
    const v2 = Uint8Array.from(plain);
    v2[6] = 2;
    expect(() => readAnimx(v2)).toThrow(UnsupportedVersionError);
    expect(thrown(v2)).toMatchObject({ location: { kind: 'offset', offset: 6 } });
    const bezier = Uint8Array.from(plain);
    bezier[0x18] = 3;
    expect(() => readAnimx(bezier)).toThrow(UnsupportedFeatureError);
    expect(thrown(bezier)).toMatchObject({ location: { kind: 'offset', offset: 0x18 } });
  });

  it('checks counts against the bytes left before allocating', () => {
    const huge = Uint8Array.from(plain);
    huge[0x1e] = 0x7f; // keyframe count of track 0
    const error = failAt(huge);
    expect(error.location).toEqual({ kind: 'offset', offset: 0x1e });
    expect(error.message).toMatch(/bytes left/);
  });

  it('locates bad LZ4 frames and LZMA headers in the file', () => {
    expect(() => inflateLz4(Uint8Array.of(1, 2, 3, 4, 5, 6, 7), 24)).toThrow(ParseError);
    expect(failAt(Uint8Array.from([...plain.subarray(0, 0x17), 1, 0, 0, 0, 0, 0, 0, 0])).location).toEqual({ kind: 'offset', offset: 0x18 });
    const lzma = animxFixture('track-curve.animj', 'lzma');
    const header = lzma.indexOf(0x5d, 10); // lc/lp/pb byte of the LZMA properties
    const lying = Uint8Array.from(lzma);
    lying[header + 5 + 7] = 0x7f; // an uncompressed size no stream of this length can hold
    expect(failAt(lying).location).toEqual({ kind: 'offset', offset: header + 5 });
    expect(() => inflateLzma(new Uint8Array(10), 0)).toThrow(/21 bytes of LZMA header/);
  });

  it('checks the LZMA properties byte and bounds the dictionary before lzma1 sees them', () => {
    const lzma = animxFixture('track-curve.animj', 'lzma');
    const props = lzma.indexOf(0x5d, 10);
    const withByte = (byte: number, dict?: number[]): Uint8Array => {
      const m = Uint8Array.from(lzma);
      m[props] = byte;
      if (dict !== undefined) m.set(dict, props + 1);
      return m;
    };
    // 0x80: lc 2, lp 4, pb 2 is valid LZMA, but lzma1 reads it as −128 (a 2^30-entry table): refused.
    const signed = thrown(withByte(0x80));
    expect(signed).toBeInstanceOf(UnsupportedFeatureError);
    expect(signed).toMatchObject({ location: { kind: 'offset', offset: props } });
    expect(String(signed)).toMatch(/lc 2, lp 4, pb 2/);
    const notLzma = failAt(withByte(0xe1));
    expect(notLzma.location).toEqual({ kind: 'offset', offset: props });
    expect(notLzma.message).toMatch(/below 225\), found 0xe1$/);
    // A 2 GiB (or 4 GiB, or zero) dictionary for a tiny file: decoded with a dictionary the size of the output.
    const doc = readAnimx(lzma);
    for (const dict of [[0xff, 0xff, 0xff, 0x7f], [0xff, 0xff, 0xff, 0xff], [0, 0, 0, 0]]) {
      const start = performance.now();
      expect(readAnimx(withByte(0x5d, dict))).toEqual(doc);
      expect(performance.now() - start).toBeLessThan(500);
    }
  });

  it('reads arbitrary bytes after a valid head only with ParseErrors', () => {
    const head = plain.subarray(0, 0x18);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        let thrown: unknown;
        try {
          readAnimx(Uint8Array.from([...head, ...tail]));
        } catch (error) {
          thrown = error;
        }
        expect(thrown === undefined || ParseError.isInstance(thrown) || thrown instanceof UnsupportedFeatureError).toBe(true);
      }),
      { numRuns: 500, seed: 11 },
    );
  });
});

describe('AnimX content JSON cannot hold', () => {
  const withNaN = (valueType: 'float4x4' | 'float3' | 'double', nanTime = false): Uint8Array => {
    const info = animjValueTypeInfo(valueType)!;
    const values = allocateAnimjValues(info, 2) as Float32Array | Float64Array;
    values[info.components + (3 % info.components)] = NaN;
    const times = Float32Array.of(0, nanTime ? NaN : 1);
    return writeAnimx({ tracks: [{ trackType: 'Curve', valueType, node: 'n', property: 'p', times, values, interpolations: Uint8Array.of(1, 1) }] });
  };

  it('a NaN in a float4x4 track is reported as warnings naming the track and keyframe, and the track is left out', () => {
    const { value: clip, warnings } = animjToClip(readAnimx(withNaN('float4x4')));
    expect(clip.tracks).toEqual([]);
    expect(clip.extras.animj).toEqual({ globalDuration: 0 }); // no matrixTracks entry
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      ['non-finite-value', '/tracks/0', 'keyframe 1 value component 3 is NaN'],
      ['track-dropped', '/tracks/0', expect.stringMatching(/holding NaN, no AnimJ text/)],
    ]);
    expect(() => animjToClip(readAnimx(withNaN('float4x4')), { strict: true })).toThrow(ConversionError);
  });

  it('a NaN value or time in another float track is carried and warned', () => {
    const vector = animjToClip(readAnimx(withNaN('float3')));
    expect(Number.isNaN(vector.value.tracks[0]!.values[3 + 0])).toBe(true);
    expect(vector.warnings.map((w) => [w.code, w.message])).toEqual([['non-finite-value', 'keyframe 1 value component 0 is NaN; carried as NaN']]);
    const time = animjToClip(readAnimx(withNaN('double', true)));
    expect(time.warnings.map((w) => w.message)).toEqual(['keyframe 1 time is NaN; carried as NaN']);
  });
});

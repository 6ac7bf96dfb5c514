import { describe, expect, it } from 'vitest';
import { AnimjKeyframeInterpolationCode, readAnimj, validateAnimj, writeAnimj, type AnimjTrack, type AnimjCurveTrack } from '../src/index.js';
import { fixture, fixtureNames, readWithWarnings } from './helpers.js';

const H = AnimjKeyframeInterpolationCode;
const curve = (t: AnimjTrack | undefined): AnimjCurveTrack => {
  if (t?.trackType !== 'Curve' && t?.trackType !== 'Bezier') throw new Error(`not a curve track: ${String(t?.trackType)}`);
  return t;
};
const values = (t: AnimjTrack): unknown[] => Array.from(t.values as ArrayLike<unknown>);

/** The warnings each fixture reads with (none for the others). */
const WARNINGS: Record<string, string[]> = {
  'bom.animj': ['text-encoding'],
  'escapes.animj': ['text-encoding'],
  'nonstandard.animj': ['nonstandard-spelling', 'nonstandard-spelling', 'nonstandard-spelling', 'duplicate-field', 'duplicate-field'],
};

describe('hand-written fixtures', () => {
  it('are the 18 files the README lists', () => {
    expect(fixtureNames()).toHaveLength(18);
  });

  for (const name of fixtureNames()) {
    it(`${name} reads with exactly its warnings, validates, and round-trips through the writer`, () => {
      const { document, warnings } = readWithWarnings(fixture(name));
      expect(warnings.map((w) => w.code)).toEqual(WARNINGS[name] ?? []);
      expect(validateAnimj(document).filter((i) => i.severity === 'error')).toEqual([]);
      expect(readAnimj(writeAnimj(document, { bezier: 'keep' }))).toStrictEqual(document);
    });
  }

  it('value-types-scalar: each scalar type in its storage, extremes exact', () => {
    const doc = readAnimj(fixture('value-types-scalar.animj'));
    expect(doc.globalDuration).toBe(1);
    const byType = new Map(doc.tracks.map((t) => [t.valueType, t]));
    expect([...byType.keys()]).toEqual(['bool', 'byte', 'ushort', 'uint', 'ulong', 'sbyte', 'short', 'int', 'long', 'float', 'double', 'string']);
    const expected: [string, string, unknown[]][] = [
      ['bool', 'Uint8Array', [1, 0]],
      ['byte', 'Uint8Array', [0, 255]],
      ['ushort', 'Uint16Array', [0, 65535]],
      ['uint', 'Uint32Array', [0, 4294967295]],
      ['ulong', 'BigUint64Array', [0n, 2n ** 64n - 1n]],
      ['sbyte', 'Int8Array', [-128, 127]],
      ['short', 'Int16Array', [-32768, 32767]],
      ['int', 'Int32Array', [-2147483648, 2147483647]],
      ['long', 'BigInt64Array', [-(2n ** 63n), 2n ** 63n - 1n]],
      ['float', 'Float32Array', [Math.fround(0.1), -3.4028234663852886e38]],
      ['double', 'Float64Array', [0.30000000000000004, -1e-300]],
      ['string', 'Array', ['a', 'b c']],
    ];
    for (const [type, storage, vs] of expected) {
      const t = byType.get(type as AnimjTrack['valueType'])!;
      expect([type, t.values.constructor.name, values(t)]).toEqual([type, storage, vs]);
      expect(t.trackType === 'Discrete' && Array.from(t.times)).toEqual([0, 1]);
    }
  });

  it('value-types-vector: components in x y z w / r g b a order', () => {
    const doc = readAnimj(fixture('value-types-vector.animj'));
    const get = (type: string): unknown[] => values(doc.tracks.find((t) => t.valueType === type)!);
    expect(doc.tracks).toHaveLength(22);
    expect(get('bool4')).toEqual([0, 1, 0, 1]);
    expect(get('int4')).toEqual([1, 2, 3, -4]);
    expect(get('uint2')).toEqual([0, 4294967295]);
    expect(get('long2')).toEqual([-1n, 9007199254740993n]);
    expect(get('float2')).toEqual([0.5, -1.25]);
    expect(get('floatQ')).toEqual([0, 0, 0, 1]);
    expect(get('doubleQ')).toEqual([0, 0.7071067811865476, 0, 0.7071067811865476]);
    expect(get('color')).toEqual([1, 0.5, 0.25, 1]);
    expect(get('color32')).toEqual([255, 128, 0, 255]);
  });

  it('value-types-matrix: row arrays, row by row', () => {
    const doc = readAnimj(fixture('value-types-matrix.animj'));
    expect(doc.tracks.map((t) => [t.valueType, t.values.length])).toEqual([
      ['float2x2', 8],
      ['float3x3', 18],
      ['float4x4', 32],
      ['double2x2', 8],
      ['double3x3', 18],
      ['double4x4', 32],
    ]);
    expect(values(doc.tracks[1]!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('track-raw: values without times, interval in seconds', () => {
    const t = readAnimj(fixture('track-raw.animj')).tracks[0]!;
    expect(t.trackType === 'Raw' && t.interval).toBe(0.5);
    expect(values(t)).toEqual([0, 1, 3, 2.5, -1]);
  });

  it('track-curve: interpolations and tangents per keyframe', () => {
    const [x, position, rotation] = readAnimj(fixture('track-curve.animj')).tracks.map(curve);
    expect(Array.from(x!.interpolations)).toEqual([H.Hold, H.Linear, H.Tangent, H.CubicBezier, H.Linear]);
    expect(Array.from(x!.times)).toEqual([0, 0.5, 1, 2, 3]);
    expect(Array.from(x!.tangentPresence!)).toEqual([0, 0, 2, 3, 1]);
    expect(Array.from(x!.leftTangents as Float32Array)).toEqual([0, 0, 0, -1, 2]);
    expect(Array.from(x!.rightTangents as Float32Array)).toEqual([0, 0, 0.5, 1, 0]);
    expect(position!.tangentPresence).toBeUndefined();
    expect(Array.from(position!.rightTangents as Float32Array)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(rotation!.leftTangents).toBeUndefined();
    expect(Array.from(rotation!.values as Float32Array)).toEqual([0, 0, 0, 1, 0, 0, Math.fround(0.70710677), Math.fround(0.70710677)]);
  });

  it('track-bezier: kept as Bezier when read, written as Curve/CubicBezier by default', () => {
    const doc = readAnimj(fixture('track-bezier.animj'));
    expect(doc.tracks[0]!.trackType).toBe('Bezier');
    const text = new TextDecoder().decode(writeAnimj(doc));
    expect(text).toContain('"trackType": "Curve"');
    expect(text.match(/"interpolation": "CubicBezier"/g)).toHaveLength(2);
    expect(text).not.toContain('"Bezier"');
    const asCurve = curve(readAnimj(writeAnimj(doc)).tracks[0]);
    expect(Array.from(asCurve.interpolations)).toEqual([H.CubicBezier, H.CubicBezier]);
  });

  it('track-tangents-partial: a tangent column entry is 0 where the keyframe has none, and is not written', () => {
    const t = curve(readAnimj(fixture('track-tangents-partial.animj')).tracks[0]);
    expect(Array.from(t.tangentPresence!)).toEqual([2, 1, 2, 1]);
    expect(Array.from(t.leftTangents as Float64Array)).toEqual([0, -1, 0, 0.75]);
    expect(Array.from(t.rightTangents as Float64Array)).toEqual([2, 0, 0.25, 0]);
  });

  it('int64: long and ulong beyond 2^53 and at their limits stay exact', () => {
    const [long, ulong, pair] = readAnimj(fixture('int64.animj')).tracks;
    expect(values(long!)).toEqual([-(2n ** 63n), 9007199254740993n, -9007199254740993n, 2n ** 63n - 1n]);
    expect(values(ulong!)).toEqual([2n ** 64n - 1n, 9007199254740993n, 0n]);
    expect(values(pair!)).toEqual([2n ** 63n - 1n, -(2n ** 63n) + 1n]);
  });

  it('nulls: null name, node, property and string value are kept apart from absent and empty', () => {
    const doc = readAnimj(fixture('nulls.animj'));
    expect(doc.name).toBeNull();
    expect('globalDuration' in doc).toBe(false);
    const t = doc.tracks[0]!;
    expect([t.node, t.property]).toEqual([null, null]);
    expect(t.values).toEqual([null, '']);
  });

  it('unknown-fields: kept verbatim at every level, in file order', () => {
    const doc = readAnimj(fixture('unknown-fields.animj'));
    expect({ ...doc.unknown }).toEqual({ version: '2', meta: '{"tool":  "hand", "list": [1, 2.50, -0e0]}' });
    const t = curve(doc.tracks[0]);
    expect({ ...t.unknown }).toEqual({ enabled: 'false' });
    expect({ ...t.dataUnknown }).toEqual({ loop: 'true' });
    expect([...t.keyframeUnknown!.entries()].map(([k, u]) => [k, { ...u }])).toEqual([[0, { weight: '0.5', tags: '["a", {"b": null}]' }]]);
  });

  it('bom: the byte order mark is skipped with a warning at the root', () => {
    const { document, warnings } = readWithWarnings(fixture('bom.animj'));
    expect(warnings.map((w) => w.pointer)).toEqual(['']);
    expect(document.name).toBe('bom');
    expect(new TextDecoder().decode(writeAnimj(document)).startsWith('{')).toBe(true);
  });

  it('escapes: every escape decoded, surrogate pairs joined, a lone surrogate kept and warned about', () => {
    const { document, warnings } = readWithWarnings(fixture('escapes.animj'));
    expect(document.name).toBe('quote " backslash \\ slash / tab \t newline \n e-acute é literal é grin 😀 bell \u0007');
    const t = document.tracks[0]!;
    expect([t.node, t.property]).toEqual(['Node', 'a/b~c']);
    expect(t.values).toEqual(['\b\f\r', '\ud800 lone', '日本語']);
    expect(warnings.map((w) => w.pointer)).toEqual(['/tracks/0/data/keyframes/1/value']);
  });

  it('nonstandard: data before the types, vectors as arrays, floatq, duplicates (the last counts)', () => {
    const { document, warnings } = readWithWarnings(fixture('nonstandard.animj'));
    expect(warnings.map((w) => [w.code, w.pointer])).toEqual([
      // data is read again once the types are known, after the order warning
      ['nonstandard-spelling', '/tracks/0'],
      ['nonstandard-spelling', '/tracks/0/data/keyframes/0/value'],
      ['nonstandard-spelling', '/tracks/1/valueType'],
      ['duplicate-field', '/tracks/1/data/keyframes/0/time'],
      ['duplicate-field', '/name'],
    ]);
    expect(document.name).toBe('second');
    const [p, r] = document.tracks;
    expect([p!.valueType, values(p!)]).toEqual(['float3', [1, 2, 3, 4, 5, 6]]);
    expect([r!.valueType, values(r!), r!.trackType === 'Discrete' && Array.from(r!.times)]).toEqual(['floatQ', [0, 0, 0, 1], [0.5]]);
  });
});

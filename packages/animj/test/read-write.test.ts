import { InvalidArgumentError, ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnimj, validateAnimj, writeAnimj, type AnimjDocument } from '../src/index.js';
import { formatFloat32, formatFloat64, slowFloat32 } from '../src/number-format.js';
import { readWithWarnings } from './helpers.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const dec = (b: Uint8Array): string => new TextDecoder().decode(b);

function parseError(text: string): ParseError {
  try {
    readAnimj(enc(text));
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

const track = (type: string, valueType: string, keyframes: string, extra = ''): string =>
  `{"trackType":"${type}","valueType":"${valueType}","data":{"node":"n","property":"p"${extra},"keyframes":[${keyframes}]}}`;
const doc = (...tracks: string[]): string => `{"name":"t","tracks":[${tracks.join(',')}]}`;

describe('AnimJ errors carry JSON pointers', () => {
  it('names the component, the type and the token', () => {
    const filler = track('Raw', 'int', '1', ',"interval":1');
    const keys = Array.from({ length: 7 }, (_, k) => `{"time":${String(k)},"value":{"x":0,"y":0,"z":0}}`).join(',');
    const error = parseError(doc(filler, filler, filler, track('Discrete', 'float3', `${keys},{"time":7,"value":{"x":1,"y":"abc","z":2}}`)));
    expect(error.location).toEqual({ kind: 'pointer', pointer: '/tracks/3/data/keyframes/7/value/y' });
    expect(error.message).toBe('animj: /tracks/3/data/keyframes/7/value/y: expected a number for float3, found "abc"');
  });

  it('reports missing components, unknown components and missing properties', () => {
    expect(parseError(doc(track('Discrete', 'float2', '{"time":0,"value":{"x":1}}'))).message).toBe(
      'animj: /tracks/0/data/keyframes/0/value: expected x, y in a float2 value, found no y',
    );
    expect(parseError(doc(track('Discrete', 'float2', '{"time":0,"value":{"x":1,"y":2,"z":3}}'))).location).toEqual({
      kind: 'pointer',
      pointer: '/tracks/0/data/keyframes/0/value',
    });
    expect(parseError(doc(track('Discrete', 'int', '{"value":1}'))).message).toMatch(/keyframes\/0: expected a time property/);
    expect(parseError('{"tracks":[{"valueType":"int","data":{}}]}').message).toMatch(/^animj: \/tracks\/0: expected a trackType/);
    expect(parseError('{"tracks":[{"trackType":"Raw","valueType":"int"}]}').message).toMatch(/expected a data property/);
  });

  it('keeps integer ranges and 64-bit limits', () => {
    expect(parseError(doc(track('Discrete', 'sbyte', '{"time":0,"value":-129}'))).message).toMatch(/-128…127 for sbyte, found -129$/);
    expect(parseError(doc(track('Discrete', 'long', '{"time":0,"value":9223372036854775808}'))).message).toMatch(/for long, found 9223372036854775808$/);
    expect(parseError(doc(track('Discrete', 'uint', '{"time":0,"value":1e3}'))).message).toMatch(/for uint, found 1e3$/);
  });

  it('reports a non-integer spelling in an integer track as written (1e3, 1E+3, 1000.0), with its pointer', () => {
    for (const [valueType, value, pointer] of [
      ['int', '1e3', ''],
      ['long', '1E+3', ''],
      ['ulong', '1000.0', ''],
      ['int2', '{"x":1,"y":1e3}', '/y'],
      ['color32', '{"r":1e3,"g":0,"b":0,"a":0}', '/r'],
    ] as const) {
      const error = parseError(doc(track('Discrete', valueType, `{"time":0,"value":${value}}`)));
      expect(error.location).toEqual({ kind: 'pointer', pointer: `/tracks/0/data/keyframes/0/value${pointer}` });
      expect(error.found).toBe(/1e3|1E\+3|1000\.0/.exec(value)![0]);
    }
  });

  it('reads numbers in bool and string tracks as the Newtonsoft.Json reader of Resonite does (Godot writes 1), with one warning per track', () => {
    const { document, warnings } = readWithWarnings(
      enc(
        doc(
          track('Discrete', 'bool', '{"time":0,"value":1},{"time":1,"value":0},{"time":2,"value":-0.5},{"time":3,"value":true}'),
          track('Discrete', 'string', '{"time":0,"value":1},{"time":1,"value":2.50},{"time":2,"value":"x"},{"time":3,"value":-1e3}'),
          track('Raw', 'bool2', '{"x":1,"y":0}', ',"interval":1'),
        ),
      ),
    );
    expect(Array.from(document.tracks[0]!.values as Uint8Array)).toEqual([1, 0, 1, 1]);
    expect(document.tracks[1]!.values).toEqual(['1', '2.50', 'x', '-1e3']);
    expect(Array.from(document.tracks[2]!.values as Uint8Array)).toEqual([1, 0]);
    expect(warnings.map((w) => [w.code, w.pointer])).toEqual([
      ['value-type-changed', '/tracks/0/data/keyframes/0/value'],
      ['value-type-changed', '/tracks/1/data/keyframes/0/value'],
      ['value-type-changed', '/tracks/2/data/keyframes/0/x'],
    ]);
    expect(warnings[0]!.message).toMatch(/the number 1 is read as true/);
    expect(dec(writeAnimj(document, { style: 'compact' }))).toContain('"keyframes":[{"time":0,"value":"1"},{"time":1,"value":"2.50"}');
    // Still rejected: other tokens.
    expect(parseError(doc(track('Discrete', 'bool', '{"time":0,"value":"true"}'))).location).toEqual({ kind: 'pointer', pointer: '/tracks/0/data/keyframes/0/value' });
    expect(parseError(doc(track('Discrete', 'string', '{"time":0,"value":{}}'))).location).toEqual({ kind: 'pointer', pointer: '/tracks/0/data/keyframes/0/value' });
  });

  it('gives JSON syntax errors a line and column', () => {
    const error = parseError('{\n  "name": "x",\n  "tracks": [],\n}');
    expect(error.location).toEqual({ kind: 'text', line: 4, column: 1, offset: 33 });
    expect(error.expected).toMatch(/trailing commas are not JSON/);
    expect(parseError('{"name": NaN}').location.kind).toBe('text');
    expect(parseError('{"name": "x"} {}').location.kind).toBe('text');
    expect(parseError('{"name": "a\u0001"}').location.kind).toBe('text');
    expect(parseError('{"name": "\\x"}').location.kind).toBe('text');
    expect(parseError('{"globalDuration": 01}').location.kind).toBe('text');
  });

  it('rejects invalid UTF-8 and deep nesting without crashing', () => {
    const bad = Uint8Array.from([...enc('{"name":"'), 0xff, ...enc('"}')]);
    expect(() => readAnimj(bad)).toThrow(ParseError);
    const deep = `{"x":${'['.repeat(10000)}${']'.repeat(10000)}}`;
    expect(() => readAnimj(enc(deep))).toThrow(ParseError);
  });
});

describe('AnimJ warnings', () => {
  it('warns about property order, BOM, arrays for vectors and duplicate keys', () => {
    const text = `\ufeff{"tracks":[{"valueType":"float2","trackType":"Discrete","data":{"keyframes":[{"time":0,"value":[1,2],"time":1}]}}]}`;
    const { document, warnings } = readWithWarnings(enc(text));
    expect(warnings.map((w) => [w.code, w.pointer])).toEqual([
      ['text-encoding', ''],
      ['nonstandard-spelling', '/tracks/0/data/keyframes/0/value'],
      ['duplicate-field', '/tracks/0/data/keyframes/0/time'],
      ['nonstandard-spelling', '/tracks/0'],
    ]);
    const t = document.tracks[0]!;
    expect(t.trackType === 'Discrete' && Array.from(t.times)).toEqual([1]);
  });

  it('validates times, Raw intervals, tangents, Bezier and matrix tracks', () => {
    const text = doc(
      track('Raw', 'float', '1,2'),
      track('Discrete', 'int', '{"time":1,"value":1},{"time":0.5,"value":2}'),
      track('Curve', 'float', '{"time":0,"value":0,"interpolation":"Tangent"},{"time":1,"value":1,"interpolation":"Linear"}'),
      track('Bezier', 'float', '{"time":0,"value":0,"interpolation":"Linear"}'),
      track('Discrete', 'float2x2', '{"time":0,"value":[[1,0],[0,1]]}'),
    );
    const issues = validateAnimj(readAnimj(enc(text)));
    expect(issues.map((i) => [i.severity, i.code, i.pointer])).toEqual([
      ['warning', 'missing-field', '/tracks/0/data'],
      ['warning', 'times-not-increasing', '/tracks/1/data/keyframes/1/time'],
      ['warning', 'missing-field', '/tracks/2/data/keyframes/0'],
      ['warning', 'missing-field', '/tracks/2/data/keyframes/1'],
      ['warning', 'unsupported-by-format', '/tracks/3/trackType'],
      ['warning', 'unsupported-by-format', '/tracks/4/valueType'],
    ]);
  });

  it('reports documents that cannot be written as errors', () => {
    const bad: AnimjDocument = { tracks: [{ trackType: 'Discrete', valueType: 'float', times: new Float32Array(1), values: new Float64Array(1) }] };
    expect(validateAnimj(bad).map((i) => i.code)).toEqual(['invalid-value']); // Float64Array for float
    expect(() => writeAnimj(bad)).toThrow(InvalidArgumentError);
    const nan: AnimjDocument = { tracks: [{ trackType: 'Raw', valueType: 'double', interval: 1, values: Float64Array.of(NaN) }] };
    expect(validateAnimj(nan).map((i) => i.code)).toEqual(['non-finite-value']);
    expect(() => writeAnimj(nan)).toThrow(/\/tracks\/0\/data\/keyframes\/0: NaN/);
  });
});

describe('AnimJ exactness', () => {
  it('keeps 64-bit integers exact in both directions', () => {
    const text = doc(track('Raw', 'long2', '{"x":-9223372036854775808,"y":9223372036854775807},{"x":9007199254740993,"y":-1}', ',"interval":1'));
    const d = readAnimj(enc(text));
    expect(Array.from(d.tracks[0]!.values as BigInt64Array)).toEqual([-(2n ** 63n), 2n ** 63n - 1n, 9007199254740993n, -1n]);
    expect(dec(writeAnimj(d))).toContain('{ "x": -9223372036854775808, "y": 9223372036854775807 }');
    expect(dec(writeAnimj(d))).toContain('{ "x": 9007199254740993, "y": -1 }');
  });

  it('writes float32 values as the shortest text that reads back to the same float32', () => {
    expect(formatFloat32(0.1)).toBe('0.1');
    expect(formatFloat32(Math.fround(0.1))).toBe('0.1');
    expect(formatFloat32(1.401298464324817e-45)).toBe('1e-45');
    expect(formatFloat32(3.4028234663852886e38)).toBe('3.4028235e+38');
    expect(formatFloat32(16777216)).toBe('16777216');
    expect(formatFloat32(-0)).toBe('-0');
    expect(formatFloat32(Infinity)).toBe('1e39');
    expect(formatFloat32(NaN)).toBeUndefined();
    expect(formatFloat64(0.30000000000000004)).toBe('0.30000000000000004');
    expect(formatFloat64(-Infinity)).toBe('-1e309');
    for (let i = 0; i < 2000; i++) {
      const v = Math.fround((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 60 - 30));
      expect(Math.fround(Number(formatFloat32(v)))).toBe(v);
    }
  });

  it('writes float32 text without toPrecision that equals the toPrecision search, digit for digit (writer and formatFloat32)', () => {
    const f = new Float32Array(1);
    const bits = new Uint32Array(f.buffer);
    const reference = (v: number): string => {
      if (v === 0 || (Number.isInteger(v) && Math.abs(v) < 16777216)) return formatFloat32(v)!;
      return slowFloat32(v);
    };
    const check = (v: number): void => {
      if (!Number.isFinite(v)) return;
      expect(formatFloat32(v)).toBe(reference(v));
    };
    // Any bit pattern; short binary fractions (exact decimal ties such as 58.375); neighbours of powers of ten.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (b) => {
        bits[0] = b;
        check(f[0]!);
      }),
      { numRuns: 20000, seed: 5 },
    );
    fc.assert(fc.property(fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), fc.integer({ min: 1, max: 12 }), (n, shift) => { check(Math.fround(n / 2 ** shift)); }), { numRuns: 5000, seed: 6 });
    for (let e = -44; e <= 38; e++) {
      f[0] = 10 ** e;
      const b0 = bits[0]!;
      for (let d = -3; d <= 3; d++) {
        bits[0] = b0 + d;
        check(f[0]);
        check(-f[0]);
      }
    }
    // The writer streams the same digits.
    const values = Float32Array.from({ length: 3000 }, (_, i) => Math.fround(Math.sin(i) * 10 ** ((i % 40) - 20)));
    const text = dec(writeAnimj({ tracks: [{ trackType: 'Raw', valueType: 'float', interval: 1, values }] }, { style: 'compact' }));
    expect(text).toBe(`{"tracks":[{"trackType":"Raw","valueType":"float","data":{"interval":1,"keyframes":[${Array.from(values, reference).join(',')}]}}]}`);
  });

  it('reads float decimals through the nearest double, then float32 (as .NET does)', () => {
    const d = readAnimj(enc(doc(track('Raw', 'float', '0.1,1e39,-1e39,1e-50,123456789.123456789,3.4028235677973366e38', ',"interval":1'))));
    expect(Array.from(d.tracks[0]!.values as Float32Array)).toEqual([Math.fround(0.1), Infinity, -Infinity, 0, 123456792, Infinity]);
  });

  it('keeps strings exactly: escapes, astral characters, lone surrogates, null', () => {
    const d = readAnimj(enc(doc(track('Discrete', 'string', '{"time":0,"value":"a\\"\\\\\\/\\n\\u00e9\\ud83d\\ude00"},{"time":1,"value":"\\ud800"},{"time":2,"value":null}'))));
    expect(d.tracks[0]!.values).toEqual(['a"\\/\né😀', '\ud800', null]);
    expect(readAnimj(writeAnimj(d))).toStrictEqual(d);
    expect(dec(writeAnimj(d))).toContain('"\\ud800"');
  });

  it('writes the properties in the order Resonite requires', () => {
    const text = dec(writeAnimj(readAnimj(enc('{"tracks":[{"data":{"keyframes":[{"interpolation":"Linear","value":1,"time":0}],"property":"p","node":"n"},"valueType":"float","trackType":"Curve"}],"name":"x"}'))));
    expect(text).toBe(
      [
        '{',
        '  "name": "x",',
        '  "tracks": [',
        '    {',
        '      "trackType": "Curve",',
        '      "valueType": "float",',
        '      "data": {',
        '        "node": "n",',
        '        "property": "p",',
        '        "keyframes": [',
        '          { "time": 0, "value": 1, "interpolation": "Linear" }',
        '        ]',
        '      }',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe('writeAnimj output', () => {
  it('is an array of its own: its buffer holds exactly the written bytes', () => {
    const values = new Float32Array(50000).map((_, i) => i / 7);
    const bytes = writeAnimj({ tracks: [{ trackType: 'Raw', valueType: 'float', interval: 1, values }] });
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});

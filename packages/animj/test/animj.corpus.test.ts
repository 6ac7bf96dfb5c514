import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readAnimj, validateAnimj, writeAnimj } from '../src/index.js';
import { animjFiles, baseName, bytes, compareWithDump, dumpOf } from './corpus-helpers.js';
import { fingerprint, readWithWarnings } from './helpers.js';

/**
 * Our decision for every file that is not a plain valid AnimJ file: rejected (with the JSON pointer,
 * or `text` for JSON syntax errors that have a line/column) or accepted with warnings (codes). Every
 * other file must read without a warning.
 */
const REJECTED: Record<string, string> = {
  godot_ulong: '/tracks/0/data/keyframes/0/value', // 18446744073709551616 > u64
  byte_out_of_range: '/tracks/0/data/keyframes/0/value',
  int64_as_double: '/tracks/0/data/keyframes/0/value',
  int64_as_string: '/tracks/0/data/keyframes/0/value',
  int64_ulong_negative: '/tracks/0/data/keyframes/0/value',
  int64_ulong_overflow: '/tracks/0/data/keyframes/0/value',
  opt_int_as_float: '/tracks/0/data/keyframes/0/value',
  opt_nulls: '/globalDuration',
  syntax_bad_interpolation: '/tracks/0/data/keyframes/0/interpolation',
  syntax_color_xyzw: '/tracks/0/data/keyframes/0/value',
  syntax_curve_no_interpolation: '/tracks/0/data/keyframes/0',
  syntax_unknown_valueType: '/tracks/0/valueType',
  syntax_valueType_case: '/tracks/0/valueType',
  syntax_comment: 'text',
  syntax_nan: 'text',
  syntax_python_True: 'text',
  syntax_trailing_comma: 'text',
  syntax_trailing_garbage: 'text',
};

const READ_WARNINGS: Record<string, string[]> = {
  // Godot writes 1 for bools and strings; read as Newtonsoft.Json's ReadAsBoolean/ReadAsString do.
  godot_bool_track: ['value-type-changed'],
  godot_unicode_names: ['value-type-changed'],
  syntax_bom: ['text-encoding'],
  syntax_duplicate_keys: ['duplicate-field', 'duplicate-field'],
  syntax_vector_as_array: ['nonstandard-spelling'],
  names_lone_surrogate: ['text-encoding'],
  opt_order_data_first: ['nonstandard-spelling'],
  vt_floatq_lowercase: ['nonstandard-spelling', 'nonstandard-spelling', 'nonstandard-spelling'],
  vt_doubleq_lowercase: ['nonstandard-spelling', 'nonstandard-spelling', 'nonstandard-spelling'],
};


const files = animjFiles();

describe('AnimJ corpus', () => {
  it('has the 111 reference files, and a file for every decision', () => {
    expect(files.length).toBe(111);
    const names = new Set(files.map(baseName));
    expect([...Object.keys(REJECTED), ...Object.keys(READ_WARNINGS)].filter((n) => !names.has(n))).toEqual([]);
  });

  for (const file of files) {
    const name = baseName(file);
    const expected = REJECTED[name];
    if (expected !== undefined) {
      it(`rejects ${file} with a located ParseError`, () => {
        let thrown: unknown;
        try {
          readAnimj(bytes(file));
        } catch (error) {
          thrown = error;
        }
        expect(ParseError.isInstance(thrown)).toBe(true);
        const error = thrown as ParseError;
        expect(error.format).toBe('animj');
        expect(error.location.kind === 'text' ? 'text' : error.location).toEqual(expected === 'text' ? 'text' : { kind: 'pointer', pointer: expected });
      });
      continue;
    }
    it(`reads ${file}, writes it canonically and reads back the same document`, () => {
      const { document, warnings } = readWithWarnings(bytes(file));
      expect(warnings.map((w) => w.code)).toEqual(READ_WARNINGS[name] ?? []);
      for (const issue of validateAnimj(document)) expect(issue.severity).toBe('warning');
      const hasBezier = document.tracks.some((t) => t.trackType === 'Bezier');
      const exact = writeAnimj(document, { bezier: 'keep' });
      expect(fingerprint(readAnimj(exact))).toEqual(fingerprint(document));
      const canonical = hasBezier ? writeAnimj(document) : exact;
      expect(Buffer.from(writeAnimj(readAnimj(canonical))).equals(Buffer.from(canonical))).toBe(true);
      expect(fingerprint(readAnimj(writeAnimj(document, { style: 'compact', bezier: 'keep' })))).toEqual(fingerprint(document));
    });
    const dump = dumpOf(file);
    if (dump?.parse.status === 'ok' && dump.parse.model !== undefined) {
      const model = dump.parse.model;
      it(`matches resonite-core's model of ${file}`, () => {
        expect(compareWithDump(readAnimj(bytes(file)), model)).toEqual([]);
      });
    }
  }

  it('writes Bezier tracks as Curve tracks with CubicBezier keyframes by default', () => {
    const doc = readAnimj(bytes('animj/hand/tt_bezier.animj'));
    expect(doc.tracks[0]!.trackType).toBe('Bezier');
    const text = new TextDecoder().decode(writeAnimj(doc));
    expect(text).toContain('"trackType": "Curve"');
    expect(text).toContain('"interpolation": "CubicBezier"');
    expect(text).not.toContain('"Bezier"');
    const kept = new TextDecoder().decode(writeAnimj(doc, { bezier: 'keep' }));
    expect(kept).toContain('"trackType": "Bezier"');
    expect(kept).toContain('"interpolation": "Tangent"');
  });
});

import { ParseError, UnsupportedVersionError } from '@anim/core';
import { corpusDir } from '@anim/test-utils';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAnimj, readAnimx, writeAnimx, type AnimxDocument } from '../src/index.js';
import { animjFiles, animxFiles, baseName, bytes, inCorpus } from './corpus-helpers.js';
import { fingerprint } from './helpers.js';

const sourceOf = new Map(animjFiles().map((f) => [baseName(f), f]));
function withoutEncoding(doc: AnimxDocument): AnimxDocument {
  const copy = { ...doc };
  delete copy.encoding;
  return copy;
}

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** Files per writer folder: every loop below runs over exactly these many. */
const COUNTS: Record<string, number> = { 'resonite-core': 66, redx: 18, 'avatar-toolkit': 80, compressed: 12 };

function filesOf(sub: string): string[] {
  const files = animxFiles(sub);
  it(`has the ${String(COUNTS[sub])} ${sub} files`, () => {
    expect(files.length).toBe(COUNTS[sub]);
  });
  return files;
}

/** The same comparable image as {@link comparable}, −0 as 0 (Avatar-Toolkit's Python writer loses the sign). */
const comparableText = (d: AnimxDocument): string =>
  JSON.stringify(comparable(d), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : Object.is(v, -0) ? 0 : v));

interface AtModel {
  name: string;
  globalDuration: number;
  tracks: { trackType: string; valueType: string; node: string; property: string; interval: number; keyframes: { time?: number; value: unknown }[] }[];
}

/**
 * What Avatar-Toolkit's own reader (patched to run, `avatar-toolkit-patched` in `NAME.readers.json`)
 * made of a file, as a comparable image of our model: the reference for files with no AnimJ source
 * we accept and no resonite-core twin.
 */
function avatarToolkitModel(readersJson: string): unknown {
  const dump = JSON.parse(readFileSync(corpusDir('animj') + readersJson, 'utf8')) as { 'avatar-toolkit-patched': { status: string; model: AtModel } };
  const at = dump['avatar-toolkit-patched'];
  expect(at.status).toBe('ok');
  const scalar = (v: unknown): unknown => (v === true ? 1 : v === false ? 0 : v === 'nan' ? 'NaN' : typeof v === 'number' ? Math.fround(v) : v);
  return {
    name: at.model.name,
    globalDuration: Math.fround(at.model.globalDuration),
    tracks: at.model.tracks.map((t) => ({
      trackType: t.trackType.replace(/Track$/, ''),
      valueType: t.valueType,
      node: t.node,
      property: t.property,
      ...(t.trackType === 'RawTrack' ? { interval: Math.fround(t.interval) } : { times: t.keyframes.map((k) => Math.fround(k.time ?? NaN)) }),
      values: t.keyframes.flatMap((k) => (typeof k.value === 'object' && k.value !== null ? Object.values(k.value).map(scalar) : [scalar(k.value)])),
    })),
  };
}

/** Our document in the shape of {@link avatarToolkitModel}. */
function ourModel(doc: AnimxDocument): unknown {
  const scalar = (v: unknown): unknown => (typeof v === 'number' && Number.isNaN(v) ? 'NaN' : v);
  return {
    name: doc.name,
    globalDuration: doc.globalDuration,
    tracks: doc.tracks.map((t) => ({
      trackType: t.trackType,
      valueType: t.valueType,
      node: t.node,
      property: t.property,
      ...(t.trackType === 'Raw' ? { interval: t.interval } : { times: Array.from(t.times) }),
      values: Array.from(t.values as ArrayLike<unknown>, scalar),
    })),
  };
}

/** An AnimX model with the fields AnimX always has (name, node, property, "" → null as resonite-core writes). */
function comparable(doc: AnimxDocument): unknown {
  return doc.tracks.map((t) => ({
    trackType: t.trackType,
    valueType: t.valueType,
    values: Array.isArray(t.values) ? t.values.map((v) => (v === '' ? null : v)) : Array.from(t.values as ArrayLike<unknown>),
    times: t.trackType === 'Raw' ? [] : Array.from(t.times),
  }));
}

describe('AnimX written by resonite-core and redx', () => {
  for (const sub of ['resonite-core', 'redx']) {
    for (const file of filesOf(sub)) {
      it(`reads ${file} and writes it back byte for byte`, () => {
        const input = bytes(file);
        const doc = readAnimx(input);
        expect(same(writeAnimx(doc), input)).toBe(true);
        expect(fingerprint(readAnimx(writeAnimx(doc)))).toEqual(fingerprint(doc));
      });
    }
  }

  it('writes the same bytes as resonite-core from the same AnimJ, except where documented', () => {
    let identical = 0;
    const unexplained: string[] = [];
    const withoutSource: string[] = [];
    for (const file of animxFiles('resonite-core')) {
      const source = sourceOf.get(baseName(file));
      if (source === undefined) {
        withoutSource.push(file);
        continue;
      }
      const ours = writeAnimx(readAnimj(bytes(source)));
      if (same(ours, bytes(file))) {
        identical++;
        continue;
      }
      // resonite-core writes "" strings as null, and its JSON parser rounds some decimals to a
      // neighbouring float32 (csv_many): nothing else may differ.
      const a = readAnimx(ours);
      const b = readAnimx(bytes(file));
      const text = (d: AnimxDocument): string => JSON.stringify(comparable(d), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      const close = (x: unknown, y: unknown): boolean =>
        typeof x === 'number' && typeof y === 'number' ? Math.abs(x - y) <= Math.abs(x) * 2 ** -23 : JSON.stringify(x) === JSON.stringify(y);
      const ta = JSON.parse(text(a)) as { values: unknown[]; times: unknown[] }[];
      const tb = JSON.parse(text(b)) as { values: unknown[]; times: unknown[] }[];
      const ok = ta.length === tb.length && ta.every(
          (t, i) =>
            t.values.length === tb[i]!.values.length &&
            t.values.every((v, j) => close(v, tb[i]!.values[j])) &&
            JSON.stringify(t.times) === JSON.stringify(tb[i]!.times),
        );
      if (!ok) unexplained.push(baseName(file));
    }
    expect(withoutSource).toEqual([]);
    expect(unexplained).toEqual([]);
    expect(identical).toBe(62); // the README's count: 4 differ only as explained above
  });
});

/**
 * Avatar-Toolkit files whose reference is not resonite-core's file of the same input, and why: the
 * reference is then the AnimJ source (same values) or, when we reject that source, Avatar-Toolkit's
 * own reader.
 */
const AT_REFERENCE: Record<string, 'animj' | 'avatar-toolkit'> = {
  // resonite-core's JSON parser rounds some decimals to a neighbouring float32 (see README).
  csv_many: 'animj',
  // Inputs resonite-core rejected or misread, so it wrote no AnimX of them.
  disc3_null_string: 'animj',
  e1ght3_native_24fps: 'animj',
  e1ght3_ra1_ntsc_substeps: 'animj',
  names_lone_surrogate: 'animj',
  redx_browse: 'animj',
  redx_search_empty: 'animj',
  redx_search_many: 'animj',
  redx_search_small: 'animj',
  string_null: 'animj',
  tt_curve_tangent_floatQ: 'animj',
  vt_double2x2_mobject: 'animj',
  vt_double3x3_mobject: 'animj',
  vt_double4x4_mobject: 'animj',
  vt_doubleQ: 'animj',
  vt_float2x2_mobject: 'animj',
  vt_float3x3_mobject: 'animj',
  vt_float4x4_mobject: 'animj',
  vt_floatQ: 'animj',
  // No resonite-core twin (it rejects the AnimJ source: a number in a bool track; we read it as true),
  // and we reject the other sources (globalDuration null; NaN is not JSON).
  godot_bool_track: 'avatar-toolkit',
  opt_nulls: 'avatar-toolkit',
  syntax_nan: 'avatar-toolkit',
};

describe('AnimX written by Avatar-Toolkit (explicit layout option)', () => {
  const files = filesOf('avatar-toolkit');
  it('names a reference for every file without a resonite-core twin, and only for those', () => {
    const names = files.map(baseName);
    const withoutTwin = names.filter((n) => !inCorpus(`animx/resonite-core/${n}.animx`));
    expect(Object.keys(AT_REFERENCE).filter((n) => n !== 'csv_many').sort()).toEqual(withoutTwin.sort());
    expect(names).toContain('csv_many');
  });

  for (const file of files) {
    const name = baseName(file);
    const reference = AT_REFERENCE[name];
    if (reference === 'avatar-toolkit') {
      it(`reads ${file} with layout avatar-toolkit as Avatar-Toolkit's own reader does`, () => {
        const doc = readAnimx(bytes(file), { layout: 'avatar-toolkit' });
        expect(ourModel(doc)).toEqual(avatarToolkitModel(`animx/avatar-toolkit/${name}.readers.json`));
      });
      continue;
    }
    it(`reads ${file} with layout avatar-toolkit: the values of the ${reference === 'animj' ? 'AnimJ source' : "resonite-core file"}`, () => {
      const doc = readAnimx(bytes(file), { layout: 'avatar-toolkit' });
      const source = sourceOf.get(name);
      const expected = reference === 'animj' ? readAnimj(bytes(source!)) : readAnimx(bytes(`animx/resonite-core/${name}.animx`));
      expect(comparableText(doc)).toBe(comparableText(expected));
    });
  }
});

describe('compressed AnimX (LZ4 frame, LZMA)', () => {
  for (const file of filesOf('compressed')) {
    const [writer, name, kind] = baseName(file).split('.') as [string, string, string];
    const layout = writer === 'avatar-toolkit' ? 'avatar-toolkit' : 'resonite-core';
    const plainFile = `animx/${writer}/${name}.animx`;
    // tt_raw has no plain AnimX in the corpus (its input is not an AnimJ file): its reference is
    // Avatar-Toolkit's reader's model of the compressed file itself.
    const atReference = name === 'tt_raw';
    const reference = (): unknown =>
      atReference ? avatarToolkitModel(file.replace(/\.animx$/, '.readers.json')) : withoutEncoding(readAnimx(bytes(plainFile), { layout }));
    it(`reads ${file} like ${atReference ? "Avatar-Toolkit's reader" : 'the plain file of the same writer'}`, () => {
      const doc = readAnimx(bytes(file), { layout });
      expect(doc.encoding).toBe(kind === 'lzma' ? 'lzma' : 'lz4');
      expect(inCorpus(plainFile)).toBe(!atReference);
      expect(atReference ? ourModel(doc) : withoutEncoding(doc)).toStrictEqual(reference());
      // Our own LZ4/LZMA of the same document reads back identically.
      for (const encoding of ['lz4', 'lzma', 'plain'] as const) {
        expect(readAnimx(writeAnimx(doc, { encoding }))).toStrictEqual(encoding === 'plain' ? withoutEncoding(doc) : { ...doc, encoding });
      }
    });
  }

  it('round-trips the first ten resonite-core files under 2,000 bytes through LZ4 and LZMA', () => {
    // Small files only: the pure-JavaScript LZMA encoder takes seconds on csv_many.
    for (const file of animxFiles('resonite-core').filter((f) => bytes(f).length < 2000).slice(0, 10)) {
      const doc = readAnimx(bytes(file));
      for (const encoding of ['lz4', 'lzma'] as const) {
        const packed = writeAnimx(doc, { encoding });
        const back = readAnimx(packed);
        expect(back.encoding).toBe(encoding);
        expect(same(writeAnimx(back, { encoding: 'plain' }), bytes(file))).toBe(true);
        expect(same(writeAnimx(back), packed)).toBe(true);
      }
    }
  });
});

describe('AnimX errors', () => {
  const plain = bytes('animx/resonite-core/tt_curve_tangent.animx');
  const failAt = (input: Uint8Array): ParseError => {
    try {
      readAnimx(input);
    } catch (error) {
      if (ParseError.isInstance(error)) return error;
      throw error;
    }
    throw new Error('no error');
  };

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
  });

  it('rejects versions other than 1 with UnsupportedVersionError', () => {
    const v2 = Uint8Array.from(plain);
    v2[6] = 2;
    expect(() => readAnimx(v2)).toThrow(UnsupportedVersionError);
  });

  it('checks counts against the bytes left before allocating', () => {
    const huge = Uint8Array.from(plain);
    huge[0x1e] = 0x7f; // keyframe count of track 0
    const error = failAt(huge);
    expect(error.location).toEqual({ kind: 'offset', offset: 0x1e });
    expect(error.message).toMatch(/bytes left/);
  });
});

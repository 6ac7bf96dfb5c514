/**
 * Two tiny text formats used only by the in-process tests of `run()` (the e2e tests use the real
 * format packages). `toy`:
 *
 * ```
 * #toy 1
 * track <node>.<property> <valueType> <unit> <pre> <post>
 * key <time s> <constant|linear|bezier> <value…>
 * ```
 *
 * `toy2` shares the `.toy` extension, sniffs `#toy2` and has no core-model adapters.
 */
import {
  defineFormat,
  ParseError,
  WarningSink,
  componentCount,
  type Clip,
  type Extrapolation,
  type Track,
  type Unit,
  type ValueType,
} from '@anim/core';

export interface ToyKey {
  time: number;
  interpolation: 'constant' | 'linear' | 'bezier';
  values: number[];
}
export interface ToyTrack {
  name: string;
  valueType: ValueType;
  unit: Unit;
  pre: Extrapolation;
  post: Extrapolation;
  keys: ToyKey[];
}
export interface ToyDoc {
  tracks: ToyTrack[];
}

const CODES = { constant: 0, linear: 1, bezier: 2 } as const;
const NAMES = ['constant', 'linear', 'bezier'] as const;

function fail(line: number, offset: number, expected: string, found: string): never {
  throw new ParseError({ format: 'toy', location: { kind: 'text', line, column: 1, offset }, expected, found });
}

export function readToy(bytes: Uint8Array): ToyDoc {
  const text = new TextDecoder().decode(bytes);
  const lines = text.split('\n');
  if (lines[0] !== '#toy 1') fail(1, 0, "'#toy 1'", JSON.stringify(lines[0] ?? ''));
  const doc: ToyDoc = { tracks: [] };
  let offset = lines[0].length + 1;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const parts = line.split(' ');
    if (line === '') {
      offset += 1;
      continue;
    }
    if (parts[0] === 'track' && parts.length === 6) {
      doc.tracks.push({
        name: parts[1]!,
        valueType: parts[2] as ValueType,
        unit: parts[3] as Unit,
        pre: parts[4] as Extrapolation,
        post: parts[5] as Extrapolation,
        keys: [],
      });
    } else if (parts[0] === 'key' && doc.tracks.length > 0 && parts.length >= 4 && (parts[2] ?? '') in CODES) {
      const values = parts.slice(3).map(Number);
      if (values.some((v) => Number.isNaN(v) && !/^nan$/i.test(parts[3]!))) fail(i + 1, offset, 'a number', parts[3]!);
      doc.tracks.at(-1)!.keys.push({ time: Number(parts[1]), interpolation: parts[2] as ToyKey['interpolation'], values });
    } else {
      fail(i + 1, offset, "'track' or 'key' line", JSON.stringify(line));
    }
    offset += line.length + 1;
  }
  return doc;
}

export function writeToy(doc: ToyDoc): Uint8Array {
  const out = ['#toy 1'];
  for (const t of doc.tracks) {
    out.push(`track ${t.name} ${t.valueType} ${t.unit} ${t.pre} ${t.post}`);
    for (const k of t.keys) out.push(`key ${k.time} ${k.interpolation} ${k.values.join(' ')}`);
  }
  return new TextEncoder().encode(`${out.join('\n')}\n`);
}

export function toyToClip(doc: ToyDoc): Clip {
  const tracks: Track[] = doc.tracks.map((t) => {
    const n = componentCount(t.valueType);
    const [node = '', property = ''] = t.name.split('.');
    return {
      name: t.name,
      node,
      property,
      valueType: t.valueType,
      components: n,
      unit: t.unit,
      times: Float64Array.from(t.keys, (k) => k.time),
      values: Float64Array.from(t.keys.flatMap((k) => k.values)),
      interpolation: Uint8Array.from(t.keys, (k) => CODES[k.interpolation]),
      preExtrapolation: t.pre,
      postExtrapolation: t.post,
    };
  });
  return { name: '', tracks, extras: {} };
}

export const toyFormat = defineFormat<ToyDoc, object, { precision?: string }>({
  id: 'toy',
  name: 'Toy curves',
  extensions: ['toy'],
  mimeTypes: [],
  binary: false,
  sniff: (bytes) => new TextDecoder().decode(bytes.subarray(0, 7)) === '#toy 1\n' || new TextDecoder().decode(bytes.subarray(0, 6)) === '#toy 1',
  read: readToy,
  write: writeToy,
  summarize: (doc) => ({
    version: '1',
    tracks: doc.tracks.length,
    keyframes: doc.tracks.reduce((s, t) => s + t.keys.length, 0),
    details: { note: 'toy' },
  }),
  toClip: (doc, options) => new WarningSink().finish(toyToClip(doc), options),
  fromClip: (clip, options) => {
    const sink = new WarningSink();
    const doc: ToyDoc = {
      tracks: clip.tracks.map((t) => {
        const n = t.components;
        const keys: ToyKey[] = Array.from(t.times, (time, k) => {
          let interpolation = NAMES[t.interpolation[k]!]!;
          if (interpolation === 'bezier') {
            sink.warn('interpolation-changed', 'Bézier segment written as linear', t.name);
            interpolation = 'linear';
          }
          return { time, interpolation, values: Array.from(t.values.subarray(k * n, k * n + n)) };
        });
        return { name: t.name, valueType: t.valueType, unit: t.unit, pre: t.preExtrapolation, post: t.postExtrapolation, keys };
      }),
    };
    return sink.finish(doc, options);
  },
});

export const toy2Format = defineFormat<Uint8Array>({
  id: 'toy2',
  name: 'Toy without adapters',
  extensions: ['toy', 't2'],
  mimeTypes: [],
  binary: true,
  sniff: (bytes) => new TextDecoder().decode(bytes.subarray(0, 5)) === '#toy2',
  read: (bytes) => {
    if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '#toy2') {
      throw new ParseError({ format: 'toy2', location: { kind: 'offset', offset: 0 }, expected: "'#toy2'" });
    }
    return bytes.slice();
  },
  write: (doc) => doc,
  summarize: (doc) => ({ tracks: 0, keyframes: 0, details: { bytes: doc.length } }),
});

/** A small valid toy file: a bezier scalar track in degrees and a vec3 track in cm. */
export const TOY_SAMPLE = `#toy 1
track joint1.rotateX scalar deg constant constant
key 0 bezier 0
key 1 linear 90
key 2 constant 45
track joint1.translate vec3 cm constant linear
key 0 linear 0 0 0
key 2 linear 2 4 6
`;

/** A toy file that reads cleanly but has semantic problems. */
export const TOY_SUSPICIOUS = `#toy 1
track a.back scalar none constant constant
key 1 linear 1
key 0 linear 2
track a.nan scalar none constant constant
key 0 linear NaN
track a.empty scalar none constant constant
track a.q quat none constant constant
key 0 linear 0 0 0 2
`;

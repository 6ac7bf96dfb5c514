import fc from 'fast-check';
import {
  allocateAnimjValues,
  type AnimjDocument,
  type AnimjTrack,
  type AnimxDocument,
  type AnimjTrackType,
  type AnimjUnknownProperties,
  type AnimjValueArray,
  type AnimjValueTypeInfo,
} from '../src/index.js';
import { VALUE_TYPE_INFO } from '../src/value-types.js';

const f32 = fc.float({ noNaN: true });

function component(info: AnimjValueTypeInfo, wellFormed: boolean): fc.Arbitrary<unknown> {
  switch (info.storage) {
    case 'f32':
      return f32;
    case 'f64':
      return fc.double({ noNaN: true });
    case 'bool':
      return fc.integer({ min: 0, max: 1 });
    case 'string':
      return fc.option(fc.string({ unit: wellFormed ? 'grapheme' : 'binary', maxLength: 8 }), { nil: null });
    case 'u8':
      return fc.integer({ min: 0, max: 255 });
    case 'i8':
      return fc.integer({ min: -128, max: 127 });
    case 'u16':
      return fc.integer({ min: 0, max: 65535 });
    case 'i16':
      return fc.integer({ min: -32768, max: 32767 });
    case 'u32':
      return fc.integer({ min: 0, max: 4294967295 });
    case 'i32':
      return fc.integer({ min: -2147483648, max: 2147483647 });
    case 'u64':
      return fc.oneof(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.constantFrom(0n, (1n << 64n) - 1n, (1n << 53n) + 1n));
    case 'i64':
      return fc.oneof(fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }), fc.constantFrom(-(1n << 63n), (1n << 63n) - 1n));
  }
}

function column(info: AnimjValueTypeInfo, n: number, wellFormed: boolean): fc.Arbitrary<AnimjValueArray> {
  return fc.array(component(info, wellFormed), { minLength: n * info.components, maxLength: n * info.components }).map((items) => {
    const a = allocateAnimjValues(info, n);
    items.forEach((v, i) => {
      (a as unknown[])[i] = v;
    });
    return a;
  });
}

const rawJson = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
const unknownProps = (keys: string[]): fc.Arbitrary<AnimjUnknownProperties | undefined> =>
  fc.option(
    fc.dictionary(fc.constantFrom(...keys), rawJson, { minKeys: 1, maxKeys: 2 }).map((d) => Object.assign(Object.create(null) as AnimjUnknownProperties, d)),
    { nil: undefined },
  );
const optionalName = fc.option(fc.option(fc.string({ maxLength: 10 }), { nil: null }), { nil: undefined });

/** Drops undefined optional properties so documents compare like the reader builds them. */
function clean<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function track(trackTypes: readonly AnimjTrackType[], animx: boolean): fc.Arbitrary<AnimjTrack> {
  return fc
    .record({
      trackType: fc.constantFrom(...trackTypes),
      info: fc.constantFrom(...VALUE_TYPE_INFO),
      n: fc.integer({ min: 0, max: 4 }),
    })
    .chain(({ trackType, info, n }) =>
      fc
        .record({
          node: animx ? fc.string({ maxLength: 8 }) : optionalName,
          property: animx ? fc.string({ maxLength: 8 }) : optionalName,
          values: column(info, n, animx),
          times: fc.array(f32, { minLength: n, maxLength: n }).map((t) => Float32Array.from(t)),
          interval: animx ? f32 : fc.option(f32, { nil: undefined }),
          interpolations: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }).map((a) => Uint8Array.from(a)),
          left: fc.option(column(info, n, animx), { nil: undefined }),
          right: fc.option(column(info, n, animx), { nil: undefined }),
          presence: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
          unknown: animx ? fc.constant(undefined) : unknownProps(['comment', 'x-note']),
          dataUnknown: animx ? fc.constant(undefined) : unknownProps(['extra', 'x-data']),
          keyUnknown: animx || n === 0 ? fc.constant(undefined) : fc.option(unknownProps(['note']), { nil: undefined }),
        })
        .map((r): AnimjTrack => {
          const base = { valueType: info.name, node: r.node, property: r.property, values: r.values, unknown: r.unknown, dataUnknown: r.dataUnknown };
          if (trackType === 'Raw') return clean({ trackType, ...base, interval: r.interval });
          const keyframeUnknown = r.keyUnknown === undefined ? undefined : new Map([[0, r.keyUnknown]]);
          if (trackType === 'Discrete') return clean({ trackType, ...base, times: r.times, keyframeUnknown });
          let left = r.left;
          let right = r.right;
          let tangentPresence: Uint8Array | undefined;
          if (animx) {
            if ((left === undefined) !== (right === undefined)) left = right = undefined;
          } else if (n === 0) {
            left = right = undefined; // no keyframe can carry a tangent
          } else if (left !== undefined || right !== undefined) {
            // Only bits of existing arrays; keep the mask only when it says something (as the reader does).
            const full = (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
            const bits = r.presence.map((b) => b & full);
            if (bits.some((b) => b !== full)) {
              tangentPresence = Uint8Array.from(bits);
              // A column no keyframe uses is not created by the reader.
              if (!bits.some((b) => (b & 1) !== 0)) left = undefined;
              if (!bits.some((b) => (b & 2) !== 0)) right = undefined;
              const again = (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
              if (again === 0 || bits.every((b) => b === again)) tangentPresence = undefined;
            }
            // Entries of tangents a keyframe does not have are not in the file: they read back as zero.
            if (tangentPresence !== undefined) {
              const zero = allocateAnimjValues(info, 1);
              for (let k = 0; k < n; k++) {
                for (const [bit, a] of [[1, left], [2, right]] as const) {
                  if (a !== undefined && (tangentPresence[k]! & bit) === 0) {
                    for (let i = 0; i < info.components; i++) (a as unknown[])[k * info.components + i] = (zero as unknown[])[0];
                  }
                }
              }
            }
          }
          return clean({
            trackType,
            ...base,
            times: r.times,
            interpolations: r.interpolations,
            leftTangents: left,
            rightTangents: right,
            tangentPresence,
            keyframeUnknown,
          });
        }),
    );
}

/** AnimJ documents of every value and track type (Bezier only when `bezier` is set). */
export function animjDocuments(bezier = false): fc.Arbitrary<AnimjDocument> {
  const types: AnimjTrackType[] = bezier ? ['Raw', 'Discrete', 'Curve', 'Bezier'] : ['Raw', 'Discrete', 'Curve'];
  return fc
    .record({
      name: optionalName,
      globalDuration: fc.option(f32, { nil: undefined }),
      tracks: fc.array(track(types, false), { maxLength: 3 }),
      unknown: unknownProps(['$schema', 'version']),
    })
    .map((d) => clean(d));
}

/** AnimX documents: every value type, Raw/Discrete/Curve, the fields AnimX always stores. */
export function animxDocuments(): fc.Arbitrary<AnimxDocument> {
  return fc
    .record({
      name: fc.string({ maxLength: 10 }),
      globalDuration: fc.float(),
      tracks: fc.array(track(['Raw', 'Discrete', 'Curve'], true), { maxLength: 3 }),
    })
    .map((d) => ({ ...d }));
}
